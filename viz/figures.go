package viz

import (
	"image/color"
	"math"

	"rxscope/app"
	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/model"
	"rxscope/screen"
)

// The figures panel puts the two runs side by side, before (today's
// driver) and after (the variant as set), over the same traffic: NAPI
// CPU cycles per packet with what they were spent on, packets per second,
// what became of the prefetches, and the frames dropped. Every number is
// read from the two simulations' Metrics.

// figureRefreshTicks is how often the figures' text is rebuilt while the
// simulation plays: four times a second, slow enough to read.
const figureRefreshTicks = 15

// The rows of the outcome table.
const (
	rowUseful = iota
	rowLate
	rowWasted
	rowUnused
	rowDrops
	numRows
)

var rowLabels = [numRows]string{"prefetch useful", "late", "wasted", "unused", "frames dropped"}

// figures holds the text of every changing figure on the screen, in
// reused buffers, and the numbers the bars are drawn from.
type figures struct {
	cpp, mpps   [2][]byte // before, after
	rows        [numRows][2][]byte
	cppChange   []byte
	mppsChange  []byte
	cppV, mppsV [2]float64
	drops       [2]uint64
	breakdown   [2][2 + int(model.StallOther)]float64 // cycles per packet: work, then stalls by cause

	cqInfo, cpuInfo    []byte
	cpuInfoW           measuredW // the box of cpuInfo (layout.CPUInfoBox)
	fbInfo             []byte    // "peak 3 of 24": the fill-buffer lane's scale
	fbScale            int       // buffers the lane's height stands for
	curInfo, aheadInfo []byte
	simTime, packets   []byte
	tlWin              model.Time // the stretch of time the CPU strip shows (stripSpan)
	consumed           uint64     // packets the after run has consumed
	cc                 uint64     // the CQ's consumer counter the CQ panel shows
	liveDone           float64    // the share of the live window passed (app.Live)
	warmup             []byte     // how far the live window is, "" once done
	lastRefresh        uint64     // the tick the figures were last read
}

// refresh rebuilds the figures from the session's live window (app.Live:
// both runs since the warm-up) and what the screen shows of its instant.
// It allocates nothing once the buffers have grown.
func (f *figures) refresh(s *app.Session, l *app.Live, cur, ahead *model.PacketView) {
	f.refreshAverages(s, l)
	f.refreshInstant(s, cur, ahead)
}

// refreshAverages rebuilds the figures that average over the live window,
// four times a second while the simulation plays. Until the window is
// done they read "-", and warmup says how far it is: a figure over the
// cold start or a few packets would mislead.
func (f *figures) refreshAverages(s *app.Session, l *app.Live) {
	b, a, done := l.Window(s)
	ms := [2]model.Metrics{b, a}
	f.liveDone = done
	f.warmup = appendWarmup(f.warmup[:0], s.After().Metrics().Packets, a.Packets, done)
	for i, m := range ms {
		f.cppV[i], f.mppsV[i] = m.CyclesPerPacket(), m.Mpps()
		f.cpp[i] = screen.AppendFixed(f.cpp[i][:0], f.cppV[i], 0)
		f.mpps[i] = screen.AppendFixed(f.mpps[i][:0], f.mppsV[i], 2)
		if m.Packets == 0 || done < 1 { // no rate to give yet
			f.cpp[i] = append(f.cpp[i][:0], '-')
			f.mpps[i] = append(f.mpps[i][:0], '-')
		}
		f.breakdown[i][0] = 0
		if m.Packets > 0 && done == 1 {
			f.breakdown[i][0] = m.WorkCycles() / float64(m.Packets)
		}
		for c := model.StallCQE; c <= model.StallOther; c++ {
			f.breakdown[i][1+int(c)] = 0
			if done == 1 {
				f.breakdown[i][1+int(c)] = m.StallCyclesPerPacket(c)
			}
		}
		pf := m.Prefetch
		issued := float64(pf.Useful + pf.Late + pf.Wasted + pf.Unused)
		if done < 1 {
			issued = 0
		}
		f.rows[rowUseful][i] = screen.AppendPercent(f.rows[rowUseful][i][:0], float64(pf.Useful), issued)
		f.rows[rowLate][i] = screen.AppendPercent(f.rows[rowLate][i][:0], float64(pf.Late), issued)
		f.rows[rowWasted][i] = screen.AppendPercent(f.rows[rowWasted][i][:0], float64(pf.Wasted), issued)
		f.rows[rowUnused][i] = screen.AppendPercent(f.rows[rowUnused][i][:0], float64(pf.Unused), issued)
		f.drops[i] = m.DroppedTotal()
		f.rows[rowDrops][i] = screen.AppendUint(f.rows[rowDrops][i][:0], f.drops[i])
		if done < 1 {
			f.rows[rowDrops][i] = append(f.rows[rowDrops][i][:0], '-')
		}
	}
	f.cppChange = f.cppChange[:0]
	f.mppsChange = f.mppsChange[:0]
	if done == 1 {
		f.cppChange = appendChange(f.cppChange, f.cppV[0], f.cppV[1])
		f.mppsChange = appendChange(f.mppsChange, f.mppsV[0], f.mppsV[1])
	}
}

// appendWarmup appends how far the live window is: "warming up: 830 of
// 1500 packets", "measuring: 120 of 400 packets", or nothing once done.
func appendWarmup(b []byte, total, window uint64, done float64) []byte {
	switch {
	case done >= 1:
		return b
	case done == 0 && total < uint64(app.LiveWindow.Warmup):
		b = append(b, "warming up: "...)
		b = screen.AppendUint(b, total)
		b = append(b, " of "...)
		b = screen.AppendInt(b, int64(app.LiveWindow.Warmup))
	default:
		b = append(b, "measuring: "...)
		b = screen.AppendUint(b, window)
		b = append(b, " of "...)
		b = screen.AppendInt(b, int64(app.LiveWindow.Packets))
	}
	return append(b, " packets"...)
}

// refreshInstant rebuilds what the screen shows of the simulated instant:
// the clock and the packet count, the CQ's consumer counter, the CPU
// strip's header and the packets at the cursors. The Game calls it on
// every tick that advanced the simulations, so that every panel draws the
// same instant as the ring.
func (f *figures) refreshInstant(s *app.Session, cur, ahead *model.PacketView) {
	f.refreshClock(s)

	sim := s.After()
	now := sim.Now()

	geo := sim.Geometry()
	cc := sim.CC()
	f.cc = uint64(cc)
	f.cqInfo = append(f.cqInfo[:0], "cc "...)
	f.cqInfo = screen.AppendUint(f.cqInfo, uint64(cc))
	f.cqInfo = append(f.cqInfo, " · slot "...)
	f.cqInfo = screen.AppendInt(f.cqInfo, int64(int(cc)&(geo.CQEntries-1)))
	f.cqInfo = append(f.cqInfo, '/')
	f.cqInfo = screen.AppendInt(f.cqInfo, int64(geo.CQEntries))

	f.tlWin = timelineWindow(app.Speeds[s.Speed()])
	from := stripFrom(s, now, f.tlWin)
	f.cpuInfo = f.cpuInfo[:0]
	if now > from { // nothing has run yet: no stretch of time to name
		f.cpuInfo = append(f.cpuInfo, "last "...)
		f.cpuInfo = screen.AppendDurationShort(f.cpuInfo, float64(now-from))
	}
	// the peak counts the buffers in use now: a change at this instant
	// is not in the timeline's [from, now), and "now 1 · peak 0" read
	inUse := sim.FillBuffersInUse()
	peak := max(fbPeak(sim.Timeline(), from, now), inUse)
	total := sim.Profile().FillBuffers.Int()
	f.fbScale = fbScale(peak, total)
	f.fbInfo = append(f.fbInfo[:0], "now "...)
	f.fbInfo = screen.AppendInt(f.fbInfo, int64(inUse))
	f.fbInfo = append(f.fbInfo, " · peak "...)
	f.fbInfo = screen.AppendInt(f.fbInfo, int64(peak))
	f.fbInfo = append(f.fbInfo, " of "...)
	f.fbInfo = screen.AppendInt(f.fbInfo, int64(total))

	strided := geo.StridesPerWQE > 1
	f.curInfo = appendPacketInfo(f.curInfo[:0], cur, strided)
	f.aheadInfo = appendPacketInfo(f.aheadInfo[:0], ahead, strided)
}

// appendPacketInfo appends "WQE 4 stride 31 · 508 B, no FCS · udp" for v
// (without the stride when every WQE is one buffer). The length is the
// CQE's byte count, what the NIC wrote to the stride: the packet size's
// knob counts the frame's 4-byte FCS (pktgen's pkt_size), which mlx5
// strips, so a 512 B frame is 508 B here and the words say why (but for
// a packet not written yet, whose line says that).
func appendPacketInfo(b []byte, v *model.PacketView, strided bool) []byte {
	if !v.Valid {
		return b
	}
	b = append(b, "WQE "...)
	b = screen.AppendInt(b, int64(v.WQE))
	if strided {
		b = append(b, " stride "...)
		b = screen.AppendInt(b, int64(v.Stride))
	}
	b = append(b, " · "...)
	if v.Len > 0 {
		b = screen.AppendInt(b, int64(v.Len))
		b = append(b, " B"...)
		if v.Packet >= 0 {
			// a packet not written yet says so instead: the line
			// would not hold both on the projector
			b = append(b, ", no FCS"...)
		}
	} else {
		// seed 001 prefetches the buffer's first line, its length unread
		b = append(b, "length not read"...)
	}
	if v.Packet < 0 {
		b = append(b, " · not written yet"...)
	}
	if v.Verdict != model.VerdictNone {
		b = append(b, " · "...)
		b = append(b, v.Verdict.String()...)
	}
	return b
}

// appendChange appends the relative change from a to b: "−46%", "+36%".
func appendChange(b []byte, a, v float64) []byte {
	if a <= 0 || v <= 0 {
		return b
	}
	// the sign of the figure as printed, to the whole percent: a change
	// of −0.3 % reads "+0%", never "−0%"
	d := math.Round(100 * (v - a) / a)
	if d >= 0 {
		b = append(b, '+')
		d = math.Abs(d) // −0 too
	} else {
		b = append(b, "−"...)
		d = -d
	}
	return append(screen.AppendFixed(b, d, 0), '%')
}

// refreshClock rebuilds the simulated time and the packet count of the
// top bar. They change every tick while the simulation plays, like a
// clock, and the Game rebuilds them every tick, so that they always agree
// with the ring drawn beside them; the figures, four times a second.
func (f *figures) refreshClock(s *app.Session) {
	f.consumed = s.After().Metrics().Packets
	f.simTime = screen.AppendDuration(append(f.simTime[:0], "t = "...), float64(s.After().Now()))
	f.packets = screen.AppendCount(f.packets[:0], f.consumed, "packet", "packets")
}

// Geometry of the figures panel, from its top-left corner.
const (
	figLabelW  = 200.0
	figColW    = 172.0
	figHeadY   = 44.0
	figCppY    = 98.0
	figBarsY   = 150.0
	figBarH    = 24.0
	figMppsY   = 240.0
	figRowsY   = 284.0
	figRowH    = 31.0
	figBigSz   = 38.0
	figValueSz = 28.0
)

// figColumns are the left edges of the before and after columns and of
// the change column, in panel r.
func figColumns(r layout.Rect) (before, after, change float64) {
	before = r.X + 14 + figLabelW
	return before, before + figColW, before + 2*figColW
}

// figRows lists the rows of the panel: label, top, height, figure size.
type figRow struct {
	label   string
	y, h    float64
	size    float64
	hasDiff bool
}

func figRows() [2 + numRows]figRow {
	var rows [2 + numRows]figRow
	rows[0] = figRow{"cycles / packet", figCppY, 48, figBigSz, true}
	rows[1] = figRow{"Mpps", figMppsY, 40, figValueSz, true}
	for k := 0; k < numRows; k++ {
		rows[2+k] = figRow{rowLabels[k], figRowsY + float64(k)*figRowH, figRowH, figValueSz, false}
	}
	return rows
}

// drawFiguresBack paints the panel's title, column heads and row labels.
func (g *view) drawFiguresBack(p *painter) {
	th := g.theme
	r := g.screen.Figures
	p.panel(r, "", th)
	p.textIn("Before | after: same traffic, same seed", layout.Rect{X: r.X + 14, Y: r.Y + 6, W: r.W - 28, H: 32}, g.ty.Title, Bold, th.Text, glyph.AlignStart)
	bx, ax, _ := figColumns(r)
	heads := [2]struct {
		x         float64
		name, sub string
		c         color.RGBA
	}{{bx, "before", g.beforeSub, th.Before}, {ax, "after", g.afterSub, th.After}}
	for i, h := range heads {
		p.textIn(h.name, layout.Rect{X: h.x, Y: r.Y + figHeadY, W: figColW - 10, H: 28}, 24, Bold, h.c, glyph.AlignEnd)
		sub := layout.Rect{X: h.x, Y: r.Y + figHeadY + 26, W: figColW - 10, H: 22}
		if i == 1 {
			// the after run's knobs ("stride-ahead, d = 4") may reach over
			// the change column, empty on this row, on a projector's type
			sub.W = r.Right() - 14 - h.x
		}
		p.textIn(h.sub, sub, g.ty.Small, Regular, th.TextDim, glyph.AlignEnd)
	}
	for _, row := range figRows() {
		p.textIn(row.label, layout.Rect{X: r.X + 14, Y: r.Y + row.y, W: figLabelW - 10, H: row.h}, g.ty.Label+2, Regular, th.Text, glyph.AlignStart)
	}
	bars := breakdownBox(r)
	for i, name := range [2]string{"before", "after"} {
		y := bars.Y + float64(i)*(figBarH+8)
		p.textIn(name, layout.Rect{X: bars.X, Y: y, W: 84, H: figBarH}, g.ty.Label, Regular, th.TextDim, glyph.AlignStart)
	}
	p.textIn("cycles by what they went to (the CPU strip's letters)",
		layout.Rect{X: bars.X + 90, Y: bars.Y + 2*(figBarH+8), W: bars.W - 90, H: 26}, max(18, g.ty.Small), Regular, th.TextDim, glyph.AlignStart)
}

// breakdownBox is where the breakdown bars go in panel r.
func breakdownBox(r layout.Rect) layout.Rect {
	return layout.Rect{X: r.X + 14, Y: r.Y + figBarsY, W: r.W - 28, H: 2*figBarH + 8 + 30}
}

// rowValues is row i of figRows: the before and after figures' text,
// and the change between them on the rows that have one.
func (f *figures) rowValues(i int) (vals [2][]byte, change []byte) {
	switch i {
	case 0:
		return f.cpp, f.cppChange
	case 1:
		return f.mpps, f.mppsChange
	}
	return f.rows[i-2], nil
}

// drawFigures paints the figures of both runs.
func (g *view) drawFigures(p *painter) {
	th := g.theme
	r := g.screen.Figures
	f := &g.figs
	bx, ax, cx := figColumns(r)
	cols := [2]float64{bx, ax}
	colColour := [2]color.RGBA{th.Before, th.After}
	for i, row := range figRows() {
		vals, change := f.rowValues(i)
		for k := range vals {
			p.bytesIn(vals[k], layout.Rect{X: cols[k], Y: r.Y + row.y, W: figColW - 10, H: row.h}, row.size, Mono, colColour[k], glyph.AlignEnd)
		}
		if row.hasDiff {
			p.bytesIn(change, layout.Rect{X: cx, Y: r.Y + row.y, W: r.Right() - 14 - cx, H: row.h}, g.ty.Label+4, Mono, th.Text, glyph.AlignEnd)
		}
	}
	if len(f.warmup) > 0 {
		// the bars are empty until the live window is done: say why
		p.bytesIn(f.warmup, breakdownBox(r), g.ty.Label+4, Regular, th.TextDim, glyph.AlignCenter)
		return
	}
	g.drawBreakdown(p, breakdownBox(r))
}

// drawBreakdown paints the cycles per packet of both runs as stacked bars
// on one scale: work, then each stall cause, lettered as in the CPU strip.
func (g *view) drawBreakdown(p *painter, r layout.Rect) {
	th := g.theme
	f := &g.figs
	scale := max(f.cppV[0], f.cppV[1])
	barX := r.X + 90
	barW := r.W - 90
	for i := 0; i < 2; i++ {
		y := r.Y + float64(i)*(figBarH+8)
		p.fill(layout.Rect{X: barX, Y: y, W: barW, H: figBarH}, th.Idle)
		if scale <= 0 {
			continue
		}
		x := barX
		for k, v := range f.breakdown[i] {
			w := barW * v / scale
			if w <= 0 {
				continue
			}
			c, letter := th.segLook(model.SegWork + model.SegmentKind(k))
			seg := layout.Rect{X: x, Y: y, W: w, H: figBarH}
			p.fill(seg, c)
			if seg.W >= 20 {
				p.letterIn(letter, seg, 18, Bold, th.Background, glyph.AlignCenter)
			}
			x += w
		}
	}
}

// stripFrom is where the CPU strip starts when it ends at now: win
// before it, or later at fast speeds, where the window would reach past
// what the timelines hold (their rings are bounded): the strip then covers
// less time, and its header says so.
func stripFrom(s *app.Session, now, win model.Time) model.Time {
	from := model.Time(0)
	if now > win {
		from = now - win
	}
	return min(now, max(from, heldSince(s.After().Timeline()), heldSince(s.Before().Timeline())))
}

// heldSince is the earliest time from which tl holds every segment and
// fill-buffer sample.
func heldSince(tl *model.Timeline) model.Time {
	var t model.Time
	if tl.Len() > 0 {
		t = tl.At(0).Start
	}
	if tl.FBLen() > 0 {
		t = max(t, tl.FBAt(0).T)
	}
	return t
}
