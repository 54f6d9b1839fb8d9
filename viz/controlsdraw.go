package viz

import (
	"rxscope/app"
	"rxscope/model"
	"rxscope/viz/layout"
)

// Drawing the controls: the transport in the top bar and the knobs'
// sliders, switches and choices, each as its look (controlLook) says.

// knobs is the configuration the controls show: the dragged one while a
// drag is pending, the session's otherwise.
func (g *view) knobs() model.Config {
	if g.drag.active && g.drag.pending {
		return g.drag.cfg
	}
	return g.ses.Config()
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
		look := g.look(id)
		look.idle = id == layout.Distance && g.distanceIdle != "" && !g.drag.active
		p.drawSlider(&g.screen.Controls[id], g.thumb[id], notches, g.valueText[id], look, th)
	}
	for _, id := range [...]layout.ControlID{layout.CQECompress, layout.Inject, layout.MTU} {
		on := toggleOn(cfg, id) || id == layout.Inject && g.ddio // a DDIO machine always injects
		p.drawToggle(&g.screen.Controls[id], on, g.look(id), th)
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
