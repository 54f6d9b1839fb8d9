package viz

import (
	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
	"rxscope/screen"
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

// handleInput reads the pointer and the keys of this tick, from the
// input value the adapter filled (inputReader.read).
func (g *Game) handleInput() {
	g.input.reader.read(&g.input.in)
	ev := g.input.pointers.Update(&g.input.in, g.whole, g.fit, g.zoomRect)
	if ev == screen.PointerPressed || len(g.input.in.Pressed) > 0 {
		g.notice.Pressed() // before the press is acted on: a notice it gives stays
	}
	x, y := g.input.pointers.At()
	switch ev {
	case screen.PointerPressed:
		g.press(x, y)
	case screen.PointerMoved:
		if g.drag.active {
			g.dragTo(x, y)
		}
	case screen.PointerLifted:
		if g.drag.active {
			g.dragTo(x, y)
			g.drag.active = false
			if g.drag.pending {
				g.apply(g.drag.cfg)
			}
		}
	}
	in := &g.input.pointers
	g.tips.Hover(tipBoard{g}, in.InPanels && !g.overOverlay(in.HoverX, in.HoverY), in.PanelX, in.PanelY)
	taken := g.input.cmds.Run(&g.input.in, commandHost{g})
	for _, a := range g.input.keys.Update(&g.input.in, taken) {
		if a.Ctl == layout.NoControl {
			g.nudgeKnob(a.Knob, a.Dir)
			continue
		}
		g.act(a.Ctl, a.Dir)
	}
}

// commandHost is the Game as the command table reads and moves it
// (screen.CommandScreen).
type commandHost struct{ g *Game }

// CommandState is what decides which command a key runs.
func (h commandHost) CommandState() screen.CommandState {
	g := h.g
	return screen.CommandState{
		Card:          g.cards.Open,
		AnyCard:       g.cards != (app.Cards{}),
		SceneSelected: g.scenes.Selected() >= 0,
		InLesson:      g.les.Open(),
		Asking:        g.les.Asking(),
		Blank:         g.pres.Blank,
	}
}

// Carry carries out a command: an intent on the screen's panels, or an
// action.
func (h commandHost) Carry(o screen.Order) {
	g := h.g
	switch o.Intent {
	case screen.SceneArrow:
		g.scenes.MoveSelection(screen.ArrowDir(o.Key))
	case screen.SceneOpen:
		g.scenes.OpenSelected(sceneHost{g})
	case screen.SceneLetter:
		g.scenes.ChooseLetter(screen.LetterOf(o.Key), sceneHost{g})
	case screen.MachineKey:
		g.mach.Key(o.Key, o.Shift)
	case screen.KnobsKey:
		g.drawer.Key(o.Key)
	case screen.StepPacketKey:
		g.act(layout.StepPacket, 0)
	case screen.ZoomIn:
		g.stepZoom(+1)
	case screen.ZoomOut:
		g.stepZoom(-1)
	default:
		g.do(o.Action)
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
	g.input.keys.Focus = id
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
