package viz

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"rxscope/model"
	"rxscope/viz/layout"
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
	breakdown   [2][1 + 5]float64 // cycles per packet: work, then stalls by cause

	cqInfo, cpuInfo     []byte
	curInfo, aheadInfo  []byte
	simTime, packets    []byte
	tlFrom              model.Time // the CPU strip starts here
	consumed            uint64     // packets the after run has consumed
	lastRefresh, ticked uint64
}

// refresh rebuilds the figures from the session. It allocates nothing
// once the buffers have grown.
func (f *figures) refresh(s *session, cur, ahead *model.PacketView) {
	ms := [2]model.Metrics{s.before.Metrics(), s.after.Metrics()}
	for i, m := range ms {
		f.cppV[i], f.mppsV[i] = m.CyclesPerPacket(), m.Mpps()
		f.cpp[i] = appendFixed(f.cpp[i][:0], f.cppV[i], 0)
		f.mpps[i] = appendFixed(f.mpps[i][:0], f.mppsV[i], 2)
		f.breakdown[i][0] = 0
		if m.Packets > 0 {
			f.breakdown[i][0] = m.WorkCycles() / float64(m.Packets)
		}
		for c := model.StallCQE; c <= model.StallOther; c++ {
			f.breakdown[i][1+int(c)] = m.StallCyclesPerPacket(c)
		}
		pf := m.Prefetch
		issued := float64(pf.Useful + pf.Late + pf.Wasted + pf.Unused)
		f.rows[rowUseful][i] = appendPercent(f.rows[rowUseful][i][:0], float64(pf.Useful), issued)
		f.rows[rowLate][i] = appendPercent(f.rows[rowLate][i][:0], float64(pf.Late), issued)
		f.rows[rowWasted][i] = appendPercent(f.rows[rowWasted][i][:0], float64(pf.Wasted), issued)
		f.rows[rowUnused][i] = appendPercent(f.rows[rowUnused][i][:0], float64(pf.Unused), issued)
		f.drops[i] = m.DroppedTotal()
		f.rows[rowDrops][i] = appendUint(f.rows[rowDrops][i][:0], f.drops[i])
	}
	f.cppChange = appendChange(f.cppChange[:0], f.cppV[0], f.cppV[1])
	f.mppsChange = appendChange(f.mppsChange[:0], f.mppsV[0], f.mppsV[1])
	f.consumed = ms[1].Packets

	sim := s.after
	now := sim.Now()
	f.simTime = append(appendDuration(append(f.simTime[:0], "t = "...), float64(now)), ""...)
	f.packets = append(appendUint(f.packets[:0], f.consumed), " packets"...)

	geo := sim.Geometry()
	cc := sim.CC()
	f.cqInfo = append(f.cqInfo[:0], "cc "...)
	f.cqInfo = appendUint(f.cqInfo, uint64(cc))
	f.cqInfo = append(f.cqInfo, " · slot "...)
	f.cqInfo = appendInt(f.cqInfo, int64(int(cc)&(geo.CQEntries-1)))
	f.cqInfo = append(f.cqInfo, '/')
	f.cqInfo = appendInt(f.cqInfo, int64(geo.CQEntries))

	win := timelineWindow(speeds[s.speed])
	f.tlFrom = 0
	if now > win {
		f.tlFrom = now - win
	}
	f.cpuInfo = append(f.cpuInfo[:0], "last "...)
	f.cpuInfo = appendDuration(f.cpuInfo, float64(now-f.tlFrom))
	f.cpuInfo = append(f.cpuInfo, "  fill buffers "...)
	f.cpuInfo = appendInt(f.cpuInfo, int64(sim.FillBuffersInUse()))
	f.cpuInfo = append(f.cpuInfo, '/')
	f.cpuInfo = appendInt(f.cpuInfo, int64(sim.Profile().FillBuffers.Int()))

	f.curInfo = appendPacketInfo(f.curInfo[:0], cur)
	f.aheadInfo = appendPacketInfo(f.aheadInfo[:0], ahead)
}

// appendPacketInfo appends "WQE 4 stride 31 · 512 B · udp" for v.
func appendPacketInfo(b []byte, v *model.PacketView) []byte {
	if !v.Valid {
		return b
	}
	b = append(b, "WQE "...)
	b = appendInt(b, int64(v.WQE))
	b = append(b, " stride "...)
	b = appendInt(b, int64(v.Stride))
	b = append(b, " · "...)
	b = appendInt(b, int64(v.Len))
	b = append(b, " B"...)
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
	d := 100 * (v - a) / a
	if d >= 0 {
		b = append(b, '+')
	} else {
		b = append(b, "−"...)
		d = -d
	}
	return append(appendFixed(b, d, 0), '%')
}

// Geometry of the figures panel, from its top-left corner.
const (
	figLabelW  = 200.0
	figColW    = 172.0
	figHeadY   = 44.0
	figCppY    = 98.0
	figBarsY   = 150.0
	figBarH    = 24.0
	figMppsY   = 246.0
	figRowsY   = 290.0
	figRowH    = 28.5
	figTextSz  = 20.0
	figBigSz   = 38.0
	figValueSz = 28.0
)

// drawFigures paints the before | after panel.
func (gm *Game) drawFigures(p *painter) {
	th := gm.theme
	r := gm.screen.Figures
	f := &gm.figs
	p.panel(r, "", th)
	p.textIn("Before | after: same traffic, same seed", layout.Rect{X: r.X + 14, Y: r.Y + 6, W: r.W - 28, H: 32}, 22, Bold, th.Text, text.AlignStart)

	colX := [2]float64{r.X + 14 + figLabelW, r.X + 14 + figLabelW + figColW}
	chX := colX[1] + figColW
	cols := [2]struct {
		name, sub string
	}{{"before", gm.beforeSub}, {"after", gm.afterSub}}
	colColour := [2]color.RGBA{th.Before, th.After}
	for i := range cols {
		p.textIn(cols[i].name, layout.Rect{X: colX[i], Y: r.Y + figHeadY, W: figColW - 10, H: 28}, 24, Bold, colColour[i], text.AlignEnd)
		p.textIn(cols[i].sub, layout.Rect{X: colX[i], Y: r.Y + figHeadY + 26, W: figColW - 10, H: 22}, 16, Regular, th.TextDim, text.AlignEnd)
	}

	row := func(label string, y, h float64, vals [2][]byte, size float64, change []byte) {
		p.textIn(label, layout.Rect{X: r.X + 14, Y: r.Y + y, W: figLabelW - 10, H: h}, figTextSz, Regular, th.Text, text.AlignStart)
		for i := range vals {
			p.bytesIn(vals[i], layout.Rect{X: colX[i], Y: r.Y + y, W: figColW - 10, H: h}, size, Mono, colColour[i], text.AlignEnd)
		}
		if change != nil {
			p.bytesIn(change, layout.Rect{X: chX, Y: r.Y + y, W: r.Right() - 14 - chX, H: h}, figTextSz+2, Mono, th.Text, text.AlignEnd)
		}
	}
	row("cycles / packet", figCppY, 48, f.cpp, figBigSz, f.cppChange)
	gm.drawBreakdown(p, layout.Rect{X: r.X + 14, Y: r.Y + figBarsY, W: r.W - 28, H: 2*figBarH + 8 + 30})
	row("Mpps", figMppsY, 40, f.mpps, figValueSz, f.mppsChange)
	for k := 0; k < numRows; k++ {
		row(rowLabels[k], figRowsY+float64(k)*figRowH, figRowH, f.rows[k], figValueSz-4, nil)
	}
}

// drawBreakdown paints the cycles per packet of both runs as stacked bars
// on one scale: work, then each stall cause, lettered as in the CPU strip.
func (gm *Game) drawBreakdown(p *painter, r layout.Rect) {
	th := gm.theme
	f := &gm.figs
	scale := max(f.cppV[0], f.cppV[1])
	barX := r.X + 90
	barW := r.W - 90
	for i := 0; i < 2; i++ {
		y := r.Y + float64(i)*(figBarH+8)
		name := "before"
		if i == 1 {
			name = "after"
		}
		p.textIn(name, layout.Rect{X: r.X, Y: y, W: 84, H: figBarH}, 18, Regular, th.TextDim, text.AlignStart)
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
				p.textIn(letter, seg, 16, Bold, th.Background, text.AlignCenter)
			}
			x += w
		}
	}
	p.textIn("cycles per packet: W work, C CQE, H header, P page, S shinfo, O other",
		layout.Rect{X: barX, Y: r.Y + 2*(figBarH+8), W: barW, H: 26}, 16, Regular, th.TextDim, text.AlignStart)
}
