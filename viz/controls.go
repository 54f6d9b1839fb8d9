package viz

import (
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// Controls turn presses, drags and keys into changes of the session: the
// transport (play, step, speed, reset, help) and the knobs. A knob change
// starts both simulations again with the new configuration; while a
// slider is dragged, the value follows the finger at once and the
// simulations restart at most every dragApplyTicks ticks, and once more
// when it is let go.

// dragApplyTicks is how often a dragged knob restarts the simulations.
const dragApplyTicks = 6

// dragState is a slider held by the followed pointer.
type dragState struct {
	active  bool
	ctl     layout.ControlID
	cfg     model.Config // the knobs as the thumb says
	pending bool         // cfg differs from the session's
	applied uint64       // tick of the last restart
}

// handleInput reads the pointer and the keys of this tick.
func (g *Game) handleInput() {
	ev := g.pointers.update(g.whole, g.fit, g.zoomRect)
	g.keys.cmdPressed = inpututil.AppendJustPressedKeys(g.keys.cmdPressed[:0]) // the commands read them too (commandKeys)
	if ev == pointerPressed || len(g.keys.cmdPressed) > 0 {
		g.notice.Pressed() // before the press is acted on: a notice it gives stays
	}
	switch ev {
	case pointerPressed:
		g.press(g.pointers.p.x, g.pointers.p.y)
	case pointerMoved:
		if g.drag.active {
			g.dragTo(g.pointers.p.x, g.pointers.p.y)
		}
	case pointerLifted:
		if g.drag.active {
			g.dragTo(g.pointers.p.x, g.pointers.p.y)
			g.drag.active = false
			if g.drag.pending {
				g.apply(g.drag.cfg)
			}
		}
	}
	in := &g.pointers
	g.tips.Hover(tipBoard{g}, in.inPanels && !g.overOverlay(in.hoverX, in.hoverY), in.panelX, in.panelY)
	g.commandKeys()
	for _, a := range g.keys.update() {
		if a.ctl == layout.NoControl {
			g.nudgeKnob(a.knob, a.dir)
			continue
		}
		g.act(a.ctl, a.dir)
	}
}

// nudgeKnob moves the model's knob called name, which has no control on
// the screen, one notch (app.NudgeKnob); a knob at the end of its range,
// or one the model refuses to move, gives a notice naming it.
func (g *Game) nudgeKnob(name string, dir int) {
	k, ok := model.KnobByName(name)
	if !ok {
		return
	}
	cfg, err := app.NudgeKnob(g.ses.Config(), app.KnobRow{Knob: k, Member: -1}, dir)
	if err != nil {
		g.Notify(err.Error())
		return
	}
	g.apply(cfg)
}

// press handles a press (click or tap) at the design point (x, y) of
// the whole screen's fit: on a card or an overlay there, else on the
// panels where a zoom draws them; in the band a zoom masks, on nothing.
func (g *Game) press(x, y float64) {
	if g.cards.Help {
		g.do(app.Action{Kind: app.ToggleHelp})
		return
	}
	if g.pressOverlay(x, y) {
		return
	}
	wx, wy := x, y
	x, y, in := g.panelPoint(x, y)
	if !in {
		g.tips.Clear()
		return
	}
	if g.pressPanelOverlay(x, y) {
		return
	}
	id, ok := g.screen.ControlAt(x, y)
	if !ok {
		g.tips.Pin(tipBoard{g}, x, y, wx, wy)
		return
	}
	g.keys.focus = id
	c := &g.screen.Controls[id]
	switch c.Kind {
	case layout.Slider:
		g.drag = dragState{active: true, ctl: id, cfg: g.ses.Config(), applied: g.ticks}
		g.dragTo(wx, wy)
	case layout.Choice:
		if i := c.SegmentAt(x, y); i >= 0 {
			g.apply(app.SetChoice(g.ses.Config(), c.Knob, i))
		}
	default:
		g.act(id, +1)
	}
}

// dragTo moves the held slider's thumb to where the pointer is, at the
// design point (x, y) of the whole screen's fit.
func (g *Game) dragTo(x, y float64) {
	x, _, _ = g.panelPoint(x, y)
	c := &g.screen.Controls[g.drag.ctl]
	f := c.SliderFraction(x)
	if g.drag.ctl == layout.Speed {
		g.ses.SetSpeed(int(f*float64(len(app.Speeds)-1) + 0.5))
		g.speed.Set(g.ses.Speed())
		return
	}
	g.drag.cfg = app.SetSliderFraction(g.drag.cfg, c.Knob, f)
	g.drag.pending = g.drag.cfg != g.ses.Config()
	g.strip.ShowSlider(g.screen.Controls, g.drag.cfg, g.drag.ctl)
	if g.drag.pending && g.ticks-g.drag.applied >= dragApplyTicks {
		g.apply(g.drag.cfg)
		g.drag.applied, g.drag.pending = g.ticks, false
	}
}

// act presses control id, or moves it one notch in direction dir.
func (g *Game) act(id layout.ControlID, dir int) {
	s := g.ses
	switch id {
	case layout.Play:
		if s.SteppingBack() {
			return
		}
		s.SetPaused(!s.Paused())
		g.refresh() // the figures show the moment it stopped
	case layout.StepEvent:
		g.stepper.Event()
	case layout.StepPacket:
		g.stepper.Packet()
	case layout.Speed:
		s.SetSpeed(s.Speed() + dir)
		g.speed.Set(s.Speed())
	case layout.Reset:
		s.Restart()
		g.refresh()
	case layout.Help:
		g.do(app.Action{Kind: app.ToggleHelp})
	default:
		g.stepAndApply(id, dir)
	}
}

// stepAndApply moves the knob of control id a notch and starts the
// simulations with it; a switch the machine holds gives a notice instead.
func (g *Game) stepAndApply(id layout.ControlID, dir int) {
	if held := g.strip.Shown(id).Held; held != "" {
		g.Notify(held)
		return
	}
	if cfg, changed := app.StepStripKnob(g.ses.Config(), g.screen.Controls[id].Knob, dir); changed {
		g.apply(cfg)
	}
}

// apply starts the simulations again with cfg, if the model accepts it.
func (g *Game) apply(cfg model.Config) {
	if cfg == g.ses.Config() {
		return
	}
	if err := g.ses.Start(cfg); err != nil {
		return
	}
	g.knobsChanged()
	g.refresh()
	w := *g.les.Words()
	g.les.KnobsSet() // stops a step's warm-up, which was of the configuration before
	if now := g.les.Words(); (w.Chips == "") != (now.Chips == "") || (w.TryLabel == "") != (now.TryLabel == "") {
		g.lp.core.Invalidate()
	}
	g.staticVer++ // the chips are drawn in the backdrop
}

var transportIcons = [...]icon{layout.Play: iconPlay, layout.StepEvent: iconStep, layout.StepPacket: iconStep2, layout.Reset: iconReset, layout.Help: iconNone}
