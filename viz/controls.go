package viz

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// The controls' logic is the screen's core's (screen/controls.go:
// Screen.Act, Apply, NudgeKnob, Grab, DragTo, Release), and so is what a
// press is on (screen/press.go); the painting side follows what the
// controls changed (follower).

// handleInput reads the pointer and the keys of this tick into the input
// value (inputReader.read) and hands them to the core.
func (g *Game) handleInput() {
	g.reader.read(&g.core.Input.In)
	g.core.HandlePointer(follower{g}, tipBoard{g})
	g.core.HandleKeys(g.core.Geo.Screen.Controls, follower{g})
}

// act presses control id, or moves it one notch in direction dir
// (screen.Screen.Act).
func (g *Game) act(id layout.ControlID, dir int) {
	g.core.Act(id, dir, g.core.Geo.Screen.Controls, follower{g})
}

// apply starts the simulations again with cfg, if the model accepts it
// (screen.Screen.Apply).
func (g *Game) apply(cfg model.Config) { g.core.Apply(cfg, g.core.Geo.Screen.Controls, follower{g}) }

// follower is the painting side as the controls tell it what to follow
// (screen.Follower).
type follower struct{ g *Game }

func (f follower) Refresh()                    { f.g.refresh() }
func (f follower) KnobsChanged()               { f.g.knobsChanged() }
func (f follower) LessonWords()                { f.g.core.Geo.Lesson.Invalidate(); f.g.staticVer++ }
func (f follower) Fullscreen() bool            { return ebiten.IsFullscreen() }
func (f follower) Presented(old app.Presenter) { f.g.presented(old) }
func (f follower) CardsChanged(old app.Cards)  { f.g.cardsChanged(old) }

var transportIcons = [...]icon{layout.Play: iconPlay, layout.StepEvent: iconStep, layout.StepPacket: iconStep2, layout.Reset: iconReset, layout.Help: iconNone}
