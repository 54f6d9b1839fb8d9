package viz

import (
	"math"

	"rxscope/layout"
	"rxscope/lessons"
	"rxscope/screen"
)

// A lesson step names what it talks about (Runner.Highlight): a panel, a
// part of one (the fill buffers), or a knob's control. Each is outlined
// with a glow in the theme's highlight colour that breathes slowly, so
// the eye finds it from the back of a room without it being mistaken for
// a state of the model. A knob with no control on the strip is shown in
// the lesson panel's row of chips, which glows instead, and so does the
// button of the knobs drawer, where it can be changed.

// highlightRects finds the rectangles the current step points at. It
// runs when the panel is laid out, not every frame.
func (g *Game) highlightRects() {
	v := &g.lp
	pn := v.core.Panel()
	shown, companion := v.core.Shown(), v.core.Companion()
	v.hl, v.hlChips = v.hl[:0], false
	drawer := false // the knobs drawer's button glows once
	r := g.core.App.Les.Runner()
	if r == nil {
		return
	}
	s := &g.core.Geo.Screen
	for _, t := range r.Highlight() {
		switch t {
		case lessons.Ring:
			v.hl = append(v.hl, s.Ring)
		case lessons.Packet:
			v.hl = append(v.hl, s.Current)
		case lessons.Ahead:
			v.hl = append(v.hl, s.Ahead)
		case lessons.CQ:
			v.hl = append(v.hl, s.CQ)
		case lessons.CPU:
			v.hl = append(v.hl, s.CPU)
		case lessons.FillBuffers:
			lane := cpuLane(s.CPU, g.ty)
			v.hl = append(v.hl, layout.Rect{X: lane.X - 4, Y: s.CPU.Y + cpuFBY - 4, W: lane.W + 8, H: cpuFBH + 8})
		case lessons.Figures:
			switch {
			case !shown:
				v.hl = append(v.hl, s.Figures)
			case companion == screen.CompanionFigures:
				v.hl = append(v.hl, pn.Companion)
			}
		case lessons.Chart:
			if !shown || companion == screen.CompanionChart {
				v.hl = append(v.hl, s.Chart)
			}
		case lessons.EventLog:
			if r := g.view().eventLogArea(); r.W > 0 {
				v.hl = append(v.hl, r)
			}
		default:
			knob, ok := t.Control()
			if !ok {
				continue
			}
			if id, on := layout.KnobControl(knob); on {
				v.hl = append(v.hl, s.Controls[id].Box.Inset(-6))
				continue
			}
			if shown && pn.Chips.W > 0 && !v.hlChips {
				v.hlChips = true
				v.hl = append(v.hl, pn.Chips)
			}
			if !drawer && s.KnobsButton.W > 0 {
				drawer = true // where the knob can be changed
				v.hl = append(v.hl, s.KnobsButton.Inset(-6))
			}
		}
	}
}

// glowRings are the outlines of a glow: how far outside the rectangle,
// how wide, and how opaque, from the inside out.
var glowRings = [...]struct{ out, w, a float64 }{{3, 4, 1}, {8, 3, 0.45}, {12, 2, 0.2}}

// drawHighlights outlines what the step points at. Zoomed, only what
// lies in the region's panels: a glow reaches a Gap out, as far as the
// region's margin, and a neighbour's would show in it.
func (g view) drawHighlights(p *painter) {
	v := &g.lp
	if len(v.hl) == 0 || g.core.App.Les.Runner() == nil {
		return
	}
	// One breath every two seconds, between 65% and 100%.
	pulse := 0.825 + 0.175*math.Sin(2*math.Pi*float64(g.core.Ticks%120)/120)
	shown := g.core.ZoomRegion().Inset(layout.Gap)
	for _, r := range v.hl {
		if !r.Overlaps(shown) {
			continue
		}
		for _, ring := range glowRings {
			c := g.theme.Highlight
			c.A = uint8(255 * pulse * ring.a)
			p.frame(r.Inset(-ring.out), ring.w, c)
		}
	}
}
