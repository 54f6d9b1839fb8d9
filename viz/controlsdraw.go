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
		if id == layout.Help && g.core.App.Pres.Embed {
			continue // embedded: less chrome; the ? key still opens the help
		}
		c := &g.core.Geo.Screen.Controls[id]
		label, ic := c.Label, transportIcons[id]
		if id == layout.Play && !g.core.Sim.Ses.Paused() {
			label, ic = c.Alt, iconPause
		}
		p.drawButton(c, label, ic, g.look(id), th)
	}
	c := &g.core.Geo.Screen.Controls[layout.Speed]
	f := float64(g.core.Sim.Ses.Speed()) / float64(len(app.Speeds)-1)
	p.drawSlider(c, f, len(app.Speeds)-1, g.core.Panels.Speed.Text(), g.look(layout.Speed), th)
}

// drawKnobsBack paints the knobs strip and the controls' words.
func (g view) drawKnobsBack(p *painter) {
	th := g.theme
	p.panel(g.core.Geo.Screen.Knobs, "", th)
	for i := range g.core.Geo.Screen.Controls {
		if c := &g.core.Geo.Screen.Controls[i]; c.Kind != layout.Button {
			p.drawControlLabel(c, th)
		}
	}
}

// drawKnobs paints the strip's knobs as screen.Strip kept them.
func (g view) drawKnobs(p *painter) {
	th := g.theme
	for i := layout.FirstKnob; int(i) < len(g.core.Geo.Screen.Controls); i++ {
		c, sh, look := &g.core.Geo.Screen.Controls[i], g.core.Panels.Strip.Shown(i), g.look(i)
		switch c.Kind {
		case layout.Slider:
			look.idle = sh.Idle && !g.core.Input.Drag.Active
			p.drawSlider(c, sh.Thumb, screen.SliderTicks(c.Knob), sh.Value, look, th)
		case layout.Toggle:
			p.drawToggle(c, sh.On, look, th)
		case layout.Choice:
			hovered := -1
			if g.core.Panels.Tips.HoversControl(i) {
				hovered = c.SegmentAt(g.core.Input.Pointers.PanelX, g.core.Input.Pointers.PanelY)
			}
			p.drawChoice(c, sh.Choice, hovered, look, th)
		}
	}
}

// look is how control id is shown this frame.
func (g view) look(id layout.ControlID) controlLook {
	return controlLook{
		hover:  g.core.Input.Pointers.Hover && g.core.Panels.Tips.HoversControl(id),
		active: g.core.Input.Drag.Active && g.core.Input.Drag.Ctl == id,
		focus:  g.core.Input.Keys.Focused && g.core.Input.Keys.Focus == id,
	}
}
