package viz

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
	"rxscope/screen"
)

// The controls' logic is the screen's core's (screen/controls.go:
// Screen.Act, Apply, NudgeKnob, Grab, DragTo, Release); here a press is
// found on what the screen shows, and the painting side follows what the
// controls changed (follower).

// handleInput reads the pointer and the keys of this tick, from the
// input value the adapter filled (inputReader.read).
func (g *Game) handleInput() {
	g.reader.read(&g.core.Input.In)
	ev := g.core.Input.Pointers.Update(&g.core.Input.In, g.whole, g.fit, g.zoomRect)
	if ev == screen.PointerPressed || len(g.core.Input.In.Pressed) > 0 {
		g.core.Page.Notice.Pressed() // before the press is acted on: a notice it gives stays
	}
	x, y := g.core.Input.Pointers.At()
	switch ev {
	case screen.PointerPressed:
		g.press(x, y)
	case screen.PointerMoved:
		if g.core.Input.Drag.Active {
			px, _, _ := g.panelPoint(x, y)
			g.core.DragTo(px, g.screen.Controls, follower{g})
		}
	case screen.PointerLifted:
		if g.core.Input.Drag.Active {
			px, _, _ := g.panelPoint(x, y)
			g.core.Release(px, g.screen.Controls, follower{g})
		}
	}
	in := &g.core.Input.Pointers
	g.core.Panels.Tips.Hover(tipBoard{g}, in.InPanels && !g.overOverlay(in.HoverX, in.HoverY), in.PanelX, in.PanelY)
	g.core.HandleKeys(g.screen.Controls, follower{g})
}

// press handles a press (click or tap) at the design point (x, y) of
// the whole screen's fit: on a card or an overlay there, else on the
// panels where a zoom draws them; in the band a zoom masks, on nothing.
func (g *Game) press(x, y float64) {
	if g.core.App.Cards.Help {
		g.do(app.Action{Kind: app.ToggleHelp})
		return
	}
	if g.pressOverlay(x, y) {
		return
	}
	wx, wy := x, y
	x, y, in := g.panelPoint(x, y)
	if !in {
		g.core.Panels.Tips.Clear()
		return
	}
	if g.pressPanelOverlay(x, y) {
		return
	}
	id, ok := g.screen.ControlAt(x, y)
	if !ok {
		g.core.Panels.Tips.Pin(tipBoard{g}, x, y, wx, wy)
		return
	}
	g.core.Input.Keys.Focus = id
	c := &g.screen.Controls[id]
	switch c.Kind {
	case layout.Slider:
		g.core.Grab(id)
		px, _, _ := g.panelPoint(wx, wy)
		g.core.DragTo(px, g.screen.Controls, follower{g})
	case layout.Choice:
		if i := c.SegmentAt(x, y); i >= 0 {
			g.core.Choose(id, i, g.screen.Controls, follower{g})
		}
	default:
		g.act(id, +1)
	}
}

// act presses control id, or moves it one notch in direction dir
// (screen.Screen.Act).
func (g *Game) act(id layout.ControlID, dir int) {
	g.core.Act(id, dir, g.screen.Controls, follower{g})
}

// apply starts the simulations again with cfg, if the model accepts it
// (screen.Screen.Apply).
func (g *Game) apply(cfg model.Config) { g.core.Apply(cfg, g.screen.Controls, follower{g}) }

// follower is the painting side as the controls tell it what to follow
// (screen.Follower).
type follower struct{ g *Game }

func (f follower) Refresh()                    { f.g.refresh() }
func (f follower) KnobsChanged()               { f.g.knobsChanged() }
func (f follower) LessonWords()                { f.g.lp.core.Invalidate(); f.g.staticVer++ }
func (f follower) Fullscreen() bool            { return ebiten.IsFullscreen() }
func (f follower) Presented(old app.Presenter) { f.g.presented(old) }
func (f follower) CardsChanged(old app.Cards)  { f.g.cardsChanged(old) }

var transportIcons = [...]icon{layout.Play: iconPlay, layout.StepEvent: iconStep, layout.StepPacket: iconStep2, layout.Reset: iconReset, layout.Help: iconNone}
