package screen

import (
	"math"
	"rxscope/app"
	"rxscope/model"
)

// FigureRefreshTicks is how often the figures' text is rebuilt while the
// simulation plays: four times a second, slow enough to read.
const FigureRefreshTicks = 15

// The rows of the outcome table, by what became of the prefetches.
const (
	RowUseful = iota
	RowLate
	RowWasted
	RowUnused
	RowDrops
	NumRows
)

// RowLabels are the outcome table's rows' labels.
var RowLabels = [NumRows]string{"prefetch useful", "late", "wasted", "unused", "frames dropped"}

// Figures holds the text of every changing figure on the screen, in
// reused buffers, and the numbers the bars are drawn from: the figures
// panel's before and after columns, the packet panels' and the CQ's
// headers, the CPU strip's, and the top bar's clock.
type Figures struct {
	CPP, Mpps           [2][]byte // cycles per packet and Mpps: before, after
	Rows                [NumRows][2][]byte
	CPPChange           []byte // the change from before to after: "−46%"
	MppsChange          []byte
	CPPValue, MppsValue [2]float64
	Drops               [2]uint64
	Breakdown           [2][2 + int(model.StallOther)]float64 // cycles per packet: work, then stalls by cause

	CQInfo, CPUInfo    []byte     // the CQ panel's "cc 1,900 · slot 876/1024", the CPU strip's "last 6 µs"
	FBInfo             []byte     // "now 3 · peak 3 of 24": the fill-buffer lane's scale
	FBScale            int        // buffers the lane's height stands for
	CurInfo, AheadInfo []byte     // "WQE 4 stride 31 · 508 B, no FCS · udp", of the packets at the cursors
	SimTime, Packets   []byte     // the top bar's clock and packet count
	StripWindow        model.Time // the stretch of time the CPU strip shows (stripSpan)
	Consumed           uint64     // packets the after run has consumed
	CC                 uint64     // the CQ's consumer counter the CQ panel shows
	LiveDone           float64    // the share of the live window passed (app.Live)
	Warmup             []byte     // how far the live window is, "" once done
	LastRefresh        uint64     // the tick the figures were last read
}

// refresh rebuilds the figures from the session's live window (app.Live:
// both runs since the warm-up) and what the screen shows of its instant.
// It allocates nothing once the buffers have grown.
func (f *Figures) Refresh(s *app.Session, l *app.Live, cur, ahead *model.PacketView) {
	f.RefreshAverages(s, l)
	f.RefreshInstant(s, cur, ahead)
}

// refreshAverages rebuilds the figures that average over the live window,
// four times a second while the simulation plays. Until the window is
// done they read "-", and warmup says how far it is: a figure over the
// cold start or a few packets would mislead.
func (f *Figures) RefreshAverages(s *app.Session, l *app.Live) {
	b, a, done := l.Window(s)
	ms := [2]model.Metrics{b, a}
	f.LiveDone = done
	f.Warmup = appendWarmup(f.Warmup[:0], s.After().Metrics().Packets, a.Packets, done)
	for i, m := range ms {
		f.CPPValue[i], f.MppsValue[i] = m.CyclesPerPacket(), m.Mpps()
		f.CPP[i] = AppendFixed(f.CPP[i][:0], f.CPPValue[i], 0)
		f.Mpps[i] = AppendFixed(f.Mpps[i][:0], f.MppsValue[i], 2)
		if m.Packets == 0 || done < 1 { // no rate to give yet
			f.CPP[i] = append(f.CPP[i][:0], '-')
			f.Mpps[i] = append(f.Mpps[i][:0], '-')
		}
		f.Breakdown[i][0] = 0
		if m.Packets > 0 && done == 1 {
			f.Breakdown[i][0] = m.WorkCycles() / float64(m.Packets)
		}
		for c := model.StallCQE; c <= model.StallOther; c++ {
			f.Breakdown[i][1+int(c)] = 0
			if done == 1 {
				f.Breakdown[i][1+int(c)] = m.StallCyclesPerPacket(c)
			}
		}
		pf := m.Prefetch
		issued := float64(pf.Useful + pf.Late + pf.Wasted + pf.Unused)
		if done < 1 {
			issued = 0
		}
		f.Rows[RowUseful][i] = AppendPercent(f.Rows[RowUseful][i][:0], float64(pf.Useful), issued)
		f.Rows[RowLate][i] = AppendPercent(f.Rows[RowLate][i][:0], float64(pf.Late), issued)
		f.Rows[RowWasted][i] = AppendPercent(f.Rows[RowWasted][i][:0], float64(pf.Wasted), issued)
		f.Rows[RowUnused][i] = AppendPercent(f.Rows[RowUnused][i][:0], float64(pf.Unused), issued)
		f.Drops[i] = m.DroppedTotal()
		f.Rows[RowDrops][i] = AppendUint(f.Rows[RowDrops][i][:0], f.Drops[i])
		if done < 1 {
			f.Rows[RowDrops][i] = append(f.Rows[RowDrops][i][:0], '-')
		}
	}
	f.CPPChange = f.CPPChange[:0]
	f.MppsChange = f.MppsChange[:0]
	if done == 1 {
		f.CPPChange = appendChange(f.CPPChange, f.CPPValue[0], f.CPPValue[1])
		f.MppsChange = appendChange(f.MppsChange, f.MppsValue[0], f.MppsValue[1])
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
		b = AppendUint(b, total)
		b = append(b, " of "...)
		b = AppendInt(b, int64(app.LiveWindow.Warmup))
	default:
		b = append(b, "measuring: "...)
		b = AppendUint(b, window)
		b = append(b, " of "...)
		b = AppendInt(b, int64(app.LiveWindow.Packets))
	}
	return append(b, " packets"...)
}

// refreshInstant rebuilds what the screen shows of the simulated instant:
// the clock and the packet count, the CQ's consumer counter, the CPU
// strip's header and the packets at the cursors. The Game calls it on
// every tick that advanced the simulations, so that every panel draws the
// same instant as the ring.
func (f *Figures) RefreshInstant(s *app.Session, cur, ahead *model.PacketView) {
	f.RefreshClock(s)

	sim := s.After()
	now := sim.Now()

	geo := sim.Geometry()
	cc := sim.CC()
	f.CC = uint64(cc)
	f.CQInfo = append(f.CQInfo[:0], "cc "...)
	f.CQInfo = AppendUint(f.CQInfo, uint64(cc))
	f.CQInfo = append(f.CQInfo, " · slot "...)
	f.CQInfo = AppendInt(f.CQInfo, int64(int(cc)&(geo.CQEntries-1)))
	f.CQInfo = append(f.CQInfo, '/')
	f.CQInfo = AppendInt(f.CQInfo, int64(geo.CQEntries))

	f.StripWindow = TimelineWindow(app.Speeds[s.Speed()])
	from := StripFrom(s, now, f.StripWindow)
	f.CPUInfo = f.CPUInfo[:0]
	if now > from { // nothing has run yet: no stretch of time to name
		f.CPUInfo = append(f.CPUInfo, "last "...)
		f.CPUInfo = AppendDurationShort(f.CPUInfo, float64(now-from))
	}
	// the peak counts the buffers in use now: a change at this instant
	// is not in the timeline's [from, now), and "now 1 · peak 0" read
	inUse := sim.FillBuffersInUse()
	peak := max(fbPeak(sim.Timeline(), from, now), inUse)
	total := sim.Profile().FillBuffers.Int()
	f.FBScale = fbScale(peak, total)
	f.FBInfo = append(f.FBInfo[:0], "now "...)
	f.FBInfo = AppendInt(f.FBInfo, int64(inUse))
	f.FBInfo = append(f.FBInfo, " · peak "...)
	f.FBInfo = AppendInt(f.FBInfo, int64(peak))
	f.FBInfo = append(f.FBInfo, " of "...)
	f.FBInfo = AppendInt(f.FBInfo, int64(total))

	strided := geo.StridesPerWQE > 1
	f.CurInfo = appendPacketInfo(f.CurInfo[:0], cur, strided)
	f.AheadInfo = appendPacketInfo(f.AheadInfo[:0], ahead, strided)
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
	b = AppendInt(b, int64(v.WQE))
	if strided {
		b = append(b, " stride "...)
		b = AppendInt(b, int64(v.Stride))
	}
	b = append(b, " · "...)
	if v.Len > 0 {
		b = AppendInt(b, int64(v.Len))
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
	return append(AppendFixed(b, d, 0), '%')
}

// refreshClock rebuilds the simulated time and the packet count of the
// top bar. They change every tick while the simulation plays, like a
// clock, and the Game rebuilds them every tick, so that they always agree
// with the ring drawn beside them; the figures, four times a second.
func (f *Figures) RefreshClock(s *app.Session) {
	f.Consumed = s.After().Metrics().Packets
	f.SimTime = AppendDuration(append(f.SimTime[:0], "t = "...), float64(s.After().Now()))
	f.Packets = AppendCount(f.Packets[:0], f.Consumed, "packet", "packets")
}

// rowValues is row i of figRows: the before and after figures' text,
// and the change between them on the rows that have one.
func (f *Figures) RowValues(i int) (vals [2][]byte, change []byte) {
	switch i {
	case 0:
		return f.CPP, f.CPPChange
	case 1:
		return f.Mpps, f.MppsChange
	}
	return f.Rows[i-2], nil
}

// StripFrom is where the CPU strip starts when it ends at now: win
// before it, or later at fast speeds, where the window would reach past
// what the timelines hold (their rings are bounded): the strip then covers
// less time, and its header says so.
func StripFrom(s *app.Session, now, win model.Time) model.Time {
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

// TimelineWindow is the stretch of simulated time the strip shows at a
// speed: about one second of wall time, at least 1 µs.
func TimelineWindow(lv app.SpeedLevel) model.Time {
	return max(model.Microsecond, lv.Quantum*app.TicksPerSecond)
}

// fbScale is how many buffers the lane's height stands for: the smallest
// of 4, 8, 16, 24, 32, ... that holds peak, at most all of them (total).
func fbScale(peak, total int) int {
	s := 4
	for s < peak {
		if s < 16 {
			s *= 2
		} else {
			s += 8
		}
	}
	return max(1, min(s, total))
}

// fbPeak is the most fill buffers in use at once over [from, to).
func fbPeak(tl *model.Timeline, from, to model.Time) int {
	peak := 0
	n := tl.FBLen()
	for i := 0; i < n; i++ {
		s := tl.FBAt(i)
		if s.T >= to {
			break
		}
		if i+1 < n && tl.FBAt(i+1).T <= from {
			continue
		}
		peak = max(peak, s.InUse)
	}
	return peak
}
