package viz

import (
	"image/color"

	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/model"
	"rxscope/screen"
)

// The CPU panel is a strip chart of the NAPI CPU scrolling right to left:
// what the core did over the last stretch of simulated time, work or a
// stall and the kind of line the stall waited for, for both runs of the
// same traffic, today's driver ("before") over the look-ahead ("after"),
// so that the stalls the prefetch removes show as the orange blocks the
// lower lane lacks; and below them how many of the after run's L1 fill
// buffers were busy. Each kind has a colour and a letter.

// Geometry of the CPU panel.
const (
	cpuBeforeY = 40.0
	cpuLaneY   = 74.0 // the after run's lane
	cpuLaneH   = 30.0
	cpuFBY     = 110.0
	cpuFBH     = 28.0
)

// segLook is the colour and letter of a timeline segment kind.
func (th *Theme) segLook(k model.SegmentKind) (color.RGBA, string) {
	switch k {
	case model.SegWork:
		return th.Work, "W"
	case model.SegStallCQE:
		return th.StallCQE, "C"
	case model.SegStallHeader:
		return th.StallHeader, "H"
	case model.SegStallPage:
		return th.StallPage, "P"
	case model.SegStallShinfo:
		return th.StallShinfo, "S"
	case model.SegStallStoreQueue:
		return th.StallStoreQueue, "Q"
	case model.SegStallLocked:
		return th.StallLocked, "L"
	case model.SegStallOther:
		return th.StallOther, "O"
	}
	return th.Idle, ""
}

// segLegend names the kinds in the legend, in the order of the figures'
// breakdown. Idle, the lane's own background, needs no swatch; the
// labels are short enough for the eight to fit beside the panel's title
// (the tooltip of a segment says each in full).
var segLegend = []struct {
	k     model.SegmentKind
	label string
}{
	{model.SegWork, "work"},
	{model.SegStallCQE, "CQE"},
	{model.SegStallHeader, "header"},
	{model.SegStallPage, "page"},
	{model.SegStallShinfo, "shinfo"},
	{model.SegStallStoreQueue, "store q"},
	{model.SegStallLocked, "locked"},
	{model.SegStallOther, "other"},
}

// cpuLane is the strip of the after run's segments in panel r.
func cpuLane(r layout.Rect, ty *layout.Type) layout.Rect {
	return layout.Rect{X: r.X + 14 + ty.LabelColumn, Y: r.Y + cpuLaneY, W: r.W - 28 - ty.LabelColumn, H: cpuLaneH}
}

// cpuBeforeLane is the strip of the before run's segments, over it.
func cpuBeforeLane(r layout.Rect, ty *layout.Type) layout.Rect {
	l := cpuLane(r, ty)
	l.Y = r.Y + cpuBeforeY
	return l
}

// drawCPUBack paints the CPU panel's title, legend and lane labels.
func (g panelPainter) drawCPUBack(p *painter) {
	th := g.theme
	r := g.core.Geo.Screen.CPU
	p.panel(r, "", th)
	p.text("NAPI CPU", r.X+14, r.Y+6, g.ty.Title, Bold, th.Text)
	lx := r.X + 14 + max(g.ty.LabelColumn, p.textWidth("NAPI CPU", g.ty.Title, Bold)+16)
	g.drawSegLegend(p, layout.Rect{X: lx, Y: r.Y + 8, W: 680, H: 26})
	lane, before := cpuLane(r, g.ty), cpuBeforeLane(r, g.ty)
	p.textIn("before", layout.Rect{X: r.X + 14, Y: before.Y, W: g.ty.LabelColumn - 10, H: before.H}, g.ty.Label, Regular, th.TextDim, glyph.AlignStart)
	p.textIn("after", layout.Rect{X: r.X + 14, Y: lane.Y, W: g.ty.LabelColumn - 10, H: lane.H}, g.ty.Label, Regular, th.Accent, glyph.AlignStart)
	p.textIn("fill buffers", layout.Rect{X: r.X + 14, Y: r.Y + cpuFBY, W: g.ty.LabelColumn - 10, H: cpuFBH}, g.ty.Label, Regular, th.TextDim, glyph.AlignStart)
}

// drawCPU paints both runs' recent segments and the after run's
// fill-buffer occupancy.
func (g panelPainter) drawCPU(p *painter) {
	th := g.theme
	r := g.core.Geo.Screen.CPU
	// right of the legend, as wide as the widest stretch it prints
	w := p.cpuInfoW.of(p, g.ty, layout.CPUInfoSample, g.ty.Label, Mono)
	p.bytesIn(g.core.Panels.Figs.CPUInfo, layout.CPUInfoBox(r, w), g.ty.Label, Mono, th.TextDim, glyph.AlignEnd)
	lane := cpuLane(r, g.ty)
	from, to := g.stripSpan()
	g.drawLane(p, cpuBeforeLane(r, g.ty), g.core.Sim.Ses.Before(), from, to)
	if g.core.App.Les.Asking() {
		// the after lane would answer the question before its Reveal
		p.fill(lane, th.Idle)
		p.textIn("the after lane shows with the answer", lane, g.ty.Label, Regular, th.TextDim, glyph.AlignCenter)
		return
	}
	g.drawLane(p, lane, g.core.Sim.Ses.After(), from, to)
	if to > from {
		g.drawFB(p, layout.Rect{X: lane.X, Y: r.Y + cpuFBY, W: lane.W, H: cpuFBH}, from, to)
	}
}

// stripSpan is the stretch of simulated time the CPU strip shows now. It
// is computed at every frame, not with the figures: at fast speeds the
// rings move on between two refreshes of the figures.
func (g panelPainter) stripSpan() (from, to model.Time) {
	to = g.core.Sim.Ses.After().Now()
	return screen.StripFrom(g.core.Sim.Ses, to, g.core.Panels.Figs.StripWindow), to
}

// drawLane paints sim's timeline segments over [from, to) in lane. A
// segment narrower than laneBinPx device pixels (at fast speeds a window
// holds thousands) joins its neighbours in a bin drawn as a stacked bar,
// each kind's height its share of the bin's time: the stalls stay visible
// as the orange share of the lane however far the strip zooms out, and a
// frame draws a few rectangles per pixel column, not one per segment.
func (g panelPainter) drawLane(p *painter, lane layout.Rect, sim *model.Sim, from, to model.Time) {
	th := g.theme
	p.fill(lane, th.Idle)
	if to <= from {
		return
	}
	span := float64(to - from)
	minW := laneBinPx / max(p.fit.S, 1e-9)
	bin := &g.laneBin
	bin.reset()
	g.segs = sim.Timeline().Segments(g.segs[:0], from, to)
	for _, s := range g.segs {
		x0 := lane.X + lane.W*float64(s.Start-from)/span
		x1 := lane.X + lane.W*float64(s.End-from)/span
		if x1-x0 >= minW {
			bin.flush(p, lane, th)
			c, letter := th.segLook(s.Kind)
			seg := layout.Rect{X: x0, Y: lane.Y, W: x1 - x0, H: lane.H}
			p.fill(seg, c)
			if letter != "" && seg.W >= 20 {
				p.letterIn(letter, seg, g.ty.Label, Bold, th.Background, glyph.AlignCenter)
			}
			continue
		}
		if bin.n > 0 && x1-bin.x0 > minW {
			bin.flush(p, lane, th)
		}
		bin.add(s, x0, x1)
	}
	bin.flush(p, lane, th)
}

// laneBinPx is the width, in device pixels, under which segments share a
// bin.
const laneBinPx = 2.0

// numSegKinds counts the timeline's segment kinds (model.SegmentKind).
const numSegKinds = int(model.SegIdle) + 1

// laneBin gathers narrow segments: their span on the screen and the time
// of each kind.
type laneBin struct {
	x0, x1 float64
	t      [numSegKinds]model.Time
	n      int
}

func (b *laneBin) reset() { *b = laneBin{} }

func (b *laneBin) add(s model.Segment, x0, x1 float64) {
	if b.n == 0 {
		b.x0 = x0
	}
	b.x1 = x1
	b.t[s.Kind] += s.End - s.Start
	b.n++
}

// flush draws the bin as a bar stacked from the bottom, work first, then
// the stalls, idle on top, and empties it.
func (b *laneBin) flush(p *painter, lane layout.Rect, th *Theme) {
	if b.n == 0 {
		return
	}
	var total model.Time
	for _, t := range b.t {
		total += t
	}
	y := lane.Bottom()
	for k, t := range b.t {
		if t == 0 || total == 0 {
			continue
		}
		h := lane.H * float64(t) / float64(total)
		c, _ := th.segLook(model.SegmentKind(k))
		p.fill(layout.Rect{X: b.x0, Y: y - h, W: b.x1 - b.x0, H: h}, c)
		y -= h
	}
	b.reset()
}

// drawFB paints the fill-buffer occupancy as a step chart over [from, to).
// The lane's height stands for g.core.Panels.Figs.FBScale buffers (fbScale), not for
// all of them: a core that keeps 2 of its 24 busy would otherwise draw a
// line a pixel high. A faint rule marks each buffer when they can be
// counted, and the window's peak is written at the lane's end.
func (g panelPainter) drawFB(p *painter, r layout.Rect, from, to model.Time) {
	th := g.theme
	sim := g.core.Sim.Ses.After()
	p.fill(r, th.Background)
	scale := float64(max(1, g.core.Panels.Figs.FBScale))
	if g.core.Panels.Figs.FBScale <= fbRuledMax {
		for k := 1; k < g.core.Panels.Figs.FBScale; k++ {
			y := r.Bottom() - r.H*float64(k)/scale
			p.fill(layout.Rect{X: r.X, Y: y, W: r.W, H: 1}, th.PanelEdge)
		}
	}
	tl := sim.Timeline()
	span := float64(to - from)
	n := tl.FBLen()
	for i := 0; i < n; i++ {
		s := tl.FBAt(i)
		end := to
		if i+1 < n {
			end = tl.FBAt(i + 1).T
		}
		if end <= from || s.T >= to || s.InUse == 0 {
			continue
		}
		start := max(s.T, from)
		x0 := r.X + r.W*float64(start-from)/span
		x1 := r.X + r.W*float64(min(end, to)-from)/span
		h := r.H * min(1, float64(s.InUse)/scale)
		p.fill(layout.Rect{X: x0, Y: r.Bottom() - h, W: x1 - x0, H: h}, th.Accent)
	}
	w := 13.5 * g.ty.Small // "now 12 · peak 24 of 24" in the mono face
	label := layout.Rect{X: r.Right() - w - 6, Y: r.Y, W: w, H: r.H}
	p.fill(layout.Rect{X: label.X - 4, Y: r.Y, W: label.W + 10, H: r.H}, th.Background)
	p.bytesIn(g.core.Panels.Figs.FBInfo, label, g.ty.Small, Mono, th.TextDim, glyph.AlignEnd)
}

// fbRuledMax is the largest scale at which the lane rules each buffer.
const fbRuledMax = 8

// drawSegLegend paints the segment kinds with their letters.
func (g panelPainter) drawSegLegend(p *painter, r layout.Rect) {
	th := g.theme
	x := r.X
	for _, e := range segLegend {
		c, letter := th.segLook(e.k)
		b := layout.Rect{X: x, Y: r.Y, W: 22, H: r.H}
		p.fill(b, c)
		if letter != "" {
			p.letterIn(letter, b, g.ty.Label, Bold, th.Background, glyph.AlignCenter)
		} else {
			p.frame(b, 1, th.PanelEdge)
		}
		x += 27
		p.text(e.label, x, r.Y+1, g.ty.Label, Regular, th.TextDim)
		x += p.textWidth(e.label, g.ty.Label, Regular) + 12
	}
}
