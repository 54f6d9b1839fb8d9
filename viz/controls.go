package viz

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// The controls' logic is the screen's core's (screen/controls.go:
// Screen.Act, Apply, NudgeKnob, Grab, DragTo, Release), and so is what a
// press is on (screen/press.go) and the tick (screen/update.go); the
// painting side follows what the controls changed (follower).

// act presses control id, or moves it one notch in direction dir
// (screen.Screen.Act).
func (g *Game) act(id layout.ControlID, dir int) {
	g.core.Act(id, dir, g.core.Geo.Screen.Controls, follower{g})
}

// apply starts the simulations again with cfg, if the model accepts it
// (screen.Screen.Apply).
func (g *Game) apply(cfg model.Config) { g.core.Apply(cfg, g.core.Geo.Screen.Controls, follower{g}) }

// follower is the painting side as the core tells it what to follow
// (screen.Follower) and calls it for what the fonts and the painters'
// caches do in a tick (screen.Painting).
type follower struct{ g *Game }

func (f follower) Refresh()                    { f.g.refresh() }
func (f follower) KnobsChanged()               { f.g.knobsChanged() }
func (f follower) LessonWords()                { f.g.core.Geo.Lesson.Invalidate(); f.g.staticVer++ }
func (f follower) Fullscreen() bool            { return ebiten.IsFullscreen() }
func (f follower) Presented(old app.Presenter) { f.g.presented(old) }
func (f follower) CardsChanged(old app.Cards)  { f.g.cardsChanged(old) }

func (f follower) Sweeping() bool { return !f.g.sweep.finished() }
func (f follower) PlaceInstant()  { f.g.placeInstant() }
func (f follower) Refreshed()     { f.g.chartProgressText() }
func (f follower) Report()        { reporter{f.g}.updateSnapshot() }
func (f follower) LogWidth(b []byte, bold bool) float64 {
	return logFaces{f.g.view()}.LogWidth(b, bold)
}

// LayOut lays the lesson panel out, and the chart's axis when the theme
// or the lesson's companion moved the chart.
func (f follower) LayOut() {
	g := f.g
	g.layoutLesson()
	if room := g.chartRoom(); room != g.sweep.roomFor {
		g.sweep.axis(room)
	}
}

// Remeasure places the packets' words again when the window changed the
// scale they were measured at.
func (f follower) Remeasure() {
	if f.g.kindW.s != f.g.core.Geo.Fit.S {
		f.g.placeSlots()
	}
}

// LogGeometry is where the open event log is.
func (f follower) LogGeometry() layout.EventLog { return f.g.view().eventLogGeometry() }

var transportIcons = [...]icon{layout.Play: iconPlay, layout.StepEvent: iconStep, layout.StepPacket: iconStep2, layout.Reset: iconReset, layout.Help: iconNone}
