package viz

import (
	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
	"rxscope/screen"
)

// A lesson on the screen: the lessons' state and their background work
// are the app core's (app.Lessons); the screen shows the step in the
// lesson panel (lessonpanel.go) with what it names highlighted
// (highlight.go), and follows what the lessons tell it through
// lessonHost.

// lessonPanel is what the screen keeps to draw a lesson: the panel's
// layout and the key figures' columns.
type lessonPanel struct {
	core    screen.LessonPanel   // the panel, laid out when the text, the theme or the window change
	hl      []layout.Rect        // what the step points at, outlined (highlight.go)
	hlChips bool                 // the chips are among the highlighted
	measure layout.TextWidth     // the regular face's advance, for the panel's layout (made once)
	kfCols  []float64            // the key figures' column edges (keyfigures.go), reused
	lvCols  []float64            // the live figures' under a step's table (keyfigures_live.go), reused
	heads   map[string][2]string // the key figures' column heads by a run's changes (runHead)
}

// lessonHost is the screen as the lessons see it (app.LessonHost).
type lessonHost struct{ g *Game }

// Load starts both simulations on a step's knobs, as a knob change does.
func (h lessonHost) Load(cfg model.Config) { h.g.apply(cfg) }

// Notify shows text in a banner.
func (h lessonHost) Notify(text string) { h.g.Notify(text) }

// Opened follows a step entered, or the lesson left: the event log opens
// for a step that points at it, and the panel is laid out again.
func (h lessonHost) Opened(wantsLog bool) {
	h.g.core.Panels.Log.Lesson(wantsLog)
	h.Changed()
}

// Changed lays the panel out again and redraws the backdrop: the step's
// words, its answer or the Next button's state changed.
func (h lessonHost) Changed() {
	h.g.core.Geo.Lesson.Invalidate()
	h.g.staticVer++
	h.g.layoutLesson()
}

// Progress redraws the backdrop, where the Next button says whether the
// step asked for, or the next, is ready.
func (h lessonHost) Progress() { h.g.staticVer++ }

// Warmed reads the figures again once a step's warm-up has run.
func (h lessonHost) Warmed() { h.g.refresh() }

// cardsChanged follows, on the painting side, the card open changed
// from old (screen.Screen.Do prepares the core's cards): the scene list
// drops its cache or is made ready.
func (g *Game) cardsChanged(old app.Cards) {
	if old.Open == app.SceneListCard {
		g.core.Panels.Scenes.Close()
	}
	switch g.core.App.Cards.Open {
	case app.SceneListCard:
		g.core.Panels.Scenes.Open(g.core.Sim.Workers, view{g}.measureCardText)
	}
}

// do carries out an action (screen.Screen.Do); the painting side
// follows (follower).
func (g *Game) do(a app.Action) { g.core.Do(a, follower{g}) }
