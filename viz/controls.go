package viz

import (
	"rxscope/app"
	"rxscope/model"
	"rxscope/viz/layout"
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

// knobs is the configuration the controls show: the dragged one while a
// drag is pending, the session's otherwise.
func (g *view) knobs() model.Config {
	if g.drag.active && g.drag.pending {
		return g.drag.cfg
	}
	return g.ses.Config()
}

// handleInput reads the pointer and the keys of this tick.
func (g *Game) handleInput() {
	switch ev := g.pointers.update(g.fit); ev {
	case pointerPressed:
		g.press(g.pointers.p.x, g.pointers.p.y)
	case pointerMoved:
		if g.drag.active {
			g.dragTo(g.pointers.p.x)
		}
	case pointerLifted:
		if g.drag.active {
			g.dragTo(g.pointers.p.x)
			g.drag.active = false
			if g.drag.pending {
				g.apply(g.drag.cfg)
			}
		}
	}
	g.hover = g.tips().targetAt(g.pointers.hoverX, g.pointers.hoverY)
	if g.overOverlay(g.pointers.hoverX, g.pointers.hoverY) {
		g.hover = target{}
	}
	g.commandKeys()
	for _, a := range g.keys.update() {
		if a.ctl == layout.NumControls {
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

// press handles a press (click or tap) at the design point (x, y).
func (g *Game) press(x, y float64) {
	if g.cards.Help {
		g.do(app.Action{Kind: app.ToggleHelp})
		return
	}
	if g.pressOverlay(x, y) {
		return
	}
	id, ok := g.screen.ControlAt(x, y)
	if !ok {
		g.pin(x, y)
		return
	}
	g.keys.focus = id
	c := &g.screen.Controls[id]
	switch c.Kind {
	case layout.Slider:
		g.drag = dragState{active: true, ctl: id, cfg: g.ses.Config(), applied: g.ticks}
		g.dragTo(x)
	case layout.Choice:
		if i := c.SegmentAt(x, y); i >= 0 && i < len(xdpOptions) {
			cfg := g.ses.Config()
			cfg.XDP = xdpOptions[i]
			g.apply(cfg)
		}
	default:
		g.act(id, +1)
	}
}

// dragTo moves the held slider's thumb to the design x.
func (g *Game) dragTo(x float64) {
	c := &g.screen.Controls[g.drag.ctl]
	f := c.SliderFraction(x)
	if g.drag.ctl == layout.Speed {
		g.ses.SetSpeed(int(f*float64(len(app.Speeds)-1) + 0.5))
		g.speedText = append(g.speedText[:0], speedLabels[g.ses.Speed()]...)
		return
	}
	setSliderFraction(&g.drag.cfg, g.drag.ctl, f)
	g.drag.pending = g.drag.cfg != g.ses.Config()
	g.showKnob(g.drag.cfg, g.drag.ctl)
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
		if s.SteppingBack() {
			return // a step back is under way
		}
		s.SetPaused(true)
		g.logStep()
		s.StepEvent(true)
		g.refresh()
	case layout.StepPacket:
		if s.SteppingBack() {
			return
		}
		s.SetPaused(true)
		g.log.marked = s.After().Trace().Total()
		s.StepPacket()
		g.refresh()
	case layout.Speed:
		s.SetSpeed(s.Speed() + dir)
		g.speedText = append(g.speedText[:0], speedLabels[s.Speed()]...)
	case layout.Reset:
		s.Restart()
		g.refresh()
	case layout.Help:
		g.do(app.Action{Kind: app.ToggleHelp})
	default:
		cfg := s.Config()
		if stepKnob(&cfg, id, dir) {
			g.apply(cfg)
		}
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
		g.lp.view.dirty = true
	}
	g.staticVer++ // the chips are drawn in the backdrop
}

// drawTransport paints the transport controls of the top bar.
func (g *view) drawTransport(p *painter) {
	th := g.theme
	for _, id := range [...]layout.ControlID{layout.Play, layout.StepEvent, layout.StepPacket, layout.Reset, layout.Help} {
		if id == layout.Help && g.pres.Embed {
			continue // embedded: less chrome; the ? key still opens the help
		}
		c := &g.screen.Controls[id]
		label, ic := c.Label, transportIcons[id]
		if id == layout.Play && !g.ses.Paused() {
			label, ic = c.Alt, iconPause
		}
		p.drawButton(c, label, ic, g.look(id), th)
	}
	c := &g.screen.Controls[layout.Speed]
	f := float64(g.ses.Speed()) / float64(len(app.Speeds)-1)
	p.drawSlider(c, f, len(app.Speeds)-1, g.speedText, g.look(layout.Speed), th)
}

var transportIcons = [...]icon{layout.Play: iconPlay, layout.StepEvent: iconStep, layout.StepPacket: iconStep2, layout.Reset: iconReset, layout.Help: iconNone}

// drawKnobsBack paints the knobs strip and the controls' words.
func (g *view) drawKnobsBack(p *painter) {
	th := g.theme
	p.panel(g.screen.Knobs, "", th)
	for i := range g.screen.Controls {
		if c := &g.screen.Controls[i]; c.Kind != layout.Button {
			p.drawControlLabel(c, th)
		}
	}
}

// drawKnobs paints the knobs.
func (g *view) drawKnobs(p *painter) {
	th := g.theme
	cfg := g.knobs()
	for _, id := range [...]layout.ControlID{layout.Distance, layout.Size, layout.Rate} {
		notches := 0
		if id == layout.Distance {
			notches = model.MaxDistance - model.MinDistance
		}
		p.drawSlider(&g.screen.Controls[id], g.thumb[id], notches, g.valueText[id], g.look(id), th)
	}
	for _, id := range [...]layout.ControlID{layout.CQECompress, layout.Inject, layout.MTU} {
		p.drawToggle(&g.screen.Controls[id], toggleOn(cfg, id), g.look(id), th)
	}
	c := &g.screen.Controls[layout.XDP]
	hovered := -1
	if g.hover.kind == targetControl && layout.ControlID(g.hover.a) == layout.XDP {
		hovered = c.SegmentAt(g.pointers.hoverX, g.pointers.hoverY)
	}
	p.drawChoice(c, int(cfg.XDP), hovered, g.look(layout.XDP), th)
}

// look is how control id is shown this frame.
func (g *view) look(id layout.ControlID) controlLook {
	return controlLook{
		hover:  g.pointers.hover && g.hover.kind == targetControl && layout.ControlID(g.hover.a) == id,
		active: g.drag.active && g.drag.ctl == id,
		focus:  g.keys.focused && g.keys.focus == id,
	}
}
