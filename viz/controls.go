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
// simulations restart at most every screen.DragApplyTicks ticks, and once more
// when it is let go.

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
			g.dragTo(x, y)
		}
	case screen.PointerLifted:
		if g.core.Input.Drag.Active {
			g.dragTo(x, y)
			g.core.Input.Drag.Active = false
			if g.core.Input.Drag.Pending {
				g.apply(g.core.Input.Drag.Cfg)
			}
		}
	}
	in := &g.core.Input.Pointers
	g.core.Panels.Tips.Hover(tipBoard{g}, in.InPanels && !g.overOverlay(in.HoverX, in.HoverY), in.PanelX, in.PanelY)
	taken := g.core.Input.Cmds.Run(&g.core.Input.In, commandHost{g})
	for _, a := range g.core.Input.Keys.Update(&g.core.Input.In, taken) {
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
		Card:          g.core.App.Cards.Open,
		AnyCard:       g.core.App.Cards != (app.Cards{}),
		SceneSelected: g.scenes.Selected() >= 0,
		InLesson:      g.core.App.Les.Open(),
		Asking:        g.core.App.Les.Asking(),
		Blank:         g.core.App.Pres.Blank,
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
		g.core.Panels.Mach.Key(o.Key, o.Shift)
	case screen.KnobsKey:
		g.core.Panels.Drawer.Key(o.Key)
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
	cfg, err := app.NudgeKnob(g.core.Sim.Ses.Config(), app.KnobRow{Knob: k, Member: -1}, dir)
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
		g.core.Input.Drag = screen.Drag{Active: true, Ctl: id, Cfg: g.core.Sim.Ses.Config(), Applied: g.core.Ticks}
		g.dragTo(wx, wy)
	case layout.Choice:
		if i := c.SegmentAt(x, y); i >= 0 {
			g.apply(app.SetChoice(g.core.Sim.Ses.Config(), c.Knob, i))
		}
	default:
		g.act(id, +1)
	}
}

// dragTo moves the held slider's thumb to where the pointer is, at the
// design point (x, y) of the whole screen's fit.
func (g *Game) dragTo(x, y float64) {
	x, _, _ = g.panelPoint(x, y)
	c := &g.screen.Controls[g.core.Input.Drag.Ctl]
	f := c.SliderFraction(x)
	if g.core.Input.Drag.Ctl == layout.Speed {
		g.core.Sim.Ses.SetSpeed(int(f*float64(len(app.Speeds)-1) + 0.5))
		g.core.Panels.Speed.Set(g.core.Sim.Ses.Speed())
		return
	}
	g.core.Input.Drag.Cfg = app.SetSliderFraction(g.core.Input.Drag.Cfg, c.Knob, f)
	g.core.Input.Drag.Pending = g.core.Input.Drag.Cfg != g.core.Sim.Ses.Config()
	g.core.Panels.Strip.ShowSlider(g.screen.Controls, g.core.Input.Drag.Cfg, g.core.Input.Drag.Ctl)
	if g.core.Input.Drag.Pending && g.core.Ticks-g.core.Input.Drag.Applied >= screen.DragApplyTicks {
		g.apply(g.core.Input.Drag.Cfg)
		g.core.Input.Drag.Applied, g.core.Input.Drag.Pending = g.core.Ticks, false
	}
}

// act presses control id, or moves it one notch in direction dir.
func (g *Game) act(id layout.ControlID, dir int) {
	s := g.core.Sim.Ses
	switch id {
	case layout.Play:
		if s.SteppingBack() {
			return
		}
		s.SetPaused(!s.Paused())
		g.refresh() // the figures show the moment it stopped
	case layout.StepEvent:
		g.core.Panels.Stepper.Event()
	case layout.StepPacket:
		g.core.Panels.Stepper.Packet()
	case layout.Speed:
		s.SetSpeed(s.Speed() + dir)
		g.core.Panels.Speed.Set(s.Speed())
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
	if held := g.core.Panels.Strip.Shown(id).Held; held != "" {
		g.Notify(held)
		return
	}
	if cfg, changed := app.StepStripKnob(g.core.Sim.Ses.Config(), g.screen.Controls[id].Knob, dir); changed {
		g.apply(cfg)
	}
}

// apply starts the simulations again with cfg, if the model accepts it.
func (g *Game) apply(cfg model.Config) {
	if cfg == g.core.Sim.Ses.Config() {
		return
	}
	if err := g.core.Sim.Ses.Start(cfg); err != nil {
		return
	}
	g.knobsChanged()
	g.refresh()
	w := *g.core.App.Les.Words()
	g.core.App.Les.KnobsSet() // stops a step's warm-up, which was of the configuration before
	if now := g.core.App.Les.Words(); (w.Chips == "") != (now.Chips == "") || (w.TryLabel == "") != (now.TryLabel == "") {
		g.lp.core.Invalidate()
	}
	g.staticVer++ // the chips are drawn in the backdrop
}

var transportIcons = [...]icon{layout.Play: iconPlay, layout.StepEvent: iconStep, layout.StepPacket: iconStep2, layout.Reset: iconReset, layout.Help: iconNone}
