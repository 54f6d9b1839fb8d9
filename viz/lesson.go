package viz

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/app"
	"rxscope/layout"
	"rxscope/lessons"
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
	h.g.lp.core.Invalidate()
	h.g.staticVer++
	h.g.layoutLesson()
}

// Progress redraws the backdrop, where the Next button says whether the
// step asked for, or the next, is ready.
func (h lessonHost) Progress() { h.g.staticVer++ }

// Warmed reads the figures again once a step's warm-up has run.
func (h lessonHost) Warmed() { h.g.refresh() }

// cardsChanged follows the cards from old to g.core.App.Cards: a card opened is
// made ready (the menu's geometry, the scene list's rows, the machine
// panel's parameters), a card closed forgets its selection, and the
// snapshot's panels are made again.
func (g *Game) cardsChanged(old app.Cards) {
	if g.core.App.Cards.Open == old.Open {
		return
	}
	switch old.Open {
	case app.SceneListCard:
		g.scenes.Close()
	}
	switch g.core.App.Cards.Open {
	case app.MenuCard:
		if g.menu.geo.Card.W == 0 {
			g.menu.geo = layout.NewMenu(min(len(lessons.All()), len(lessonKeys)), len(tools))
		}
	case app.SceneListCard:
		g.scenes.Open(g.core.Sim.Workers, view{g}.measureCardText)
	case app.MachineCard:
		g.core.Panels.Mach.Prepare()
	case app.KnobsCard:
		g.core.Panels.Drawer.Prepare()
		g.core.Panels.Drawer.Update(true)
	}
	g.core.Snap.Panels = nil
}

// lessonShown reports whether the lesson panel is on the screen.
func (g view) lessonShown() bool { return g.core.App.Les.Open() && !g.core.App.Pres.HideText }

// do carries out an action: on the lessons or on presenting in the app
// core, the rest on the screen's own panels.
func (g *Game) do(a app.Action) {
	if g.core.App.Les.Do(a) {
		return
	}
	if a.Kind == app.ToggleFullscreen {
		g.core.App.Pres.Fullscreen = ebiten.IsFullscreen() // the browser may have left it on its own
	}
	old := g.core.App.Pres
	if g.core.App.Pres.Do(a) {
		g.presented(old)
		return
	}
	if oc := g.core.App.Cards; g.core.App.Cards.Do(a) {
		g.cardsChanged(oc)
		return
	}
	switch a.Kind {
	case app.StepBack:
		g.core.Panels.Stepper.Back()
	case app.ToggleLog:
		g.core.Panels.Log.Toggle(&g.core.Panels.Ctr)
	case app.ToggleLogCPU:
		g.core.Panels.Log.ToggleFilter()
	case app.ToggleCounter:
		g.core.Panels.Ctr.Toggle(&g.core.Panels.Log)
	case app.SavePNG:
		g.savePNG()
	case app.SaveTrace:
		g.core.Panels.Exp.SaveTrace(g.core.Page.Host, banner{g}, g.core.Sim.Ses)
	case app.CopyLink:
		g.core.Panels.Exp.CopyLink(g.core.Page.Host, g.Address())
	case app.CopyEmbed:
		g.core.Panels.Exp.CopyEmbed(g.core.Page.Host, g.Address())
	}
}
