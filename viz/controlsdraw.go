package viz

import (
	"rxscope/app"
	"rxscope/layout"
	"rxscope/screen"
)

// Drawing the controls: the transport in the top bar and the knobs'
// sliders, switches and choices, each as its look (controlLook) says.

// drawTransport paints the transport controls of the top bar.
func (g view) drawTransport(p *painter) {
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
	p.drawSlider(c, f, len(app.Speeds)-1, g.speed.Text(), g.look(layout.Speed), th)
}

// drawKnobsBack paints the knobs strip and the controls' words.
func (g view) drawKnobsBack(p *painter) {
	th := g.theme
	p.panel(g.screen.Knobs, "", th)
	for i := range g.screen.Controls {
		if c := &g.screen.Controls[i]; c.Kind != layout.Button {
			p.drawControlLabel(c, th)
		}
	}
}

// drawKnobs paints the strip's knobs as screen.Strip kept them.
func (g view) drawKnobs(p *painter) {
	th := g.theme
	for i := layout.FirstKnob; int(i) < len(g.screen.Controls); i++ {
		c, sh, look := &g.screen.Controls[i], g.strip.Shown(i), g.look(i)
		switch c.Kind {
		case layout.Slider:
			look.idle = sh.Idle && !g.drag.active
			p.drawSlider(c, sh.Thumb, screen.SliderTicks(c.Knob), sh.Value, look, th)
		case layout.Toggle:
			p.drawToggle(c, sh.On, look, th)
		case layout.Choice:
			hovered := -1
			if g.tips.HoversControl(i) {
				hovered = c.SegmentAt(g.input.pointers.PanelX, g.input.pointers.PanelY)
			}
			p.drawChoice(c, sh.Choice, hovered, look, th)
		}
	}
}

// look is how control id is shown this frame.
func (g view) look(id layout.ControlID) controlLook {
	return controlLook{
		hover:  g.input.pointers.Hover && g.tips.HoversControl(id),
		active: g.drag.active && g.drag.ctl == id,
		focus:  g.input.keys.Focused && g.input.keys.Focus == id,
	}
}
