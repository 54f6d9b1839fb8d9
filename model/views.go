package model

// StrideState is the state of one stride at Now, as the visualizer draws it.
type StrideState uint8

const (
	StridePosted         StrideState = iota // owned by the device, empty
	StrideWritten                           // the device wrote the data, its CQE is not written yet
	StrideCQEReady                          // its CQE is written: NAPI may consume it
	StrideConsumed                          // NAPI has consumed its CQE
	StrideAwaitingRepost                    // its WQE was released (or is being reposted: UMR in flight)
	StrideNotPosted                         // its WQE has never been posted (the spare of the linked list)
)

var strideStateNames = [...]string{"posted", "written", "cqe-ready", "consumed", "awaiting-repost", "not-posted"}

func (s StrideState) String() string {
	if int(s) < len(strideStateNames) {
		return strideStateNames[s]
	}
	panic("model: StrideState.String: unknown state")
}

// StrideState returns the state of stride of wqe at Now. Out-of-range
// indices give StrideNotPosted.
func (s *Sim) StrideState(wqe, stride int) StrideState {
	d := &s.dev
	if wqe < 0 || wqe >= len(d.wqes) || stride < 0 || stride >= d.geo.StridesPerWQE {
		return StrideNotPosted
	}
	w := &d.wqes[wqe]
	switch w.state {
	case wqeFree:
		if w.laps == 0 {
			return StrideNotPosted
		}
		return StrideAwaitingRepost
	case wqeUMR:
		return StrideAwaitingRepost
	}
	ss := d.strideAt(wqe, stride)
	switch {
	case ss.consumed:
		return StrideConsumed
	case !ss.written || ss.dataAt > s.now:
		return StridePosted
	}
	// find the packet's first stride and its CQE
	for st := stride; st >= 0; st-- {
		h := d.strideAt(wqe, st)
		if h.head {
			if h.cqeAt != 0 && h.cqeAt <= s.now {
				return StrideCQEReady
			}
			return StrideWritten
		}
	}
	return StrideWritten
}

// Cursors are the positions the visualizer marks on the ring.
type Cursors struct {
	DeviceHead     StrideRef // the next stride the device fills (Valid false while it has no posted WQE)
	NAPI           StrideRef // the packet NAPI is processing, or processed last
	PrefetchTarget StrideRef // the stride the variant prefetched for the current packet
}

// Cursors returns the ring cursors at Now.
func (s *Sim) Cursors() Cursors {
	d, n := &s.dev, &s.napi
	c := Cursors{DeviceHead: StrideRef{WQE: d.head, Stride: d.stride, Valid: !d.blocked}}
	if n.cur.valid {
		c.NAPI = StrideRef{WQE: n.cur.wqe, Stride: n.cur.stride, Valid: true}
	}
	if n.ahead.valid {
		c.PrefetchTarget = StrideRef{WQE: n.ahead.wqe, Stride: n.ahead.stride, Valid: true}
	}
	return c
}

// PacketWhich selects the packet Sim.Packet describes.
type PacketWhich uint8

const (
	CurrentPacket    PacketWhich = iota // the packet NAPI is processing (or processed last)
	PrefetchedPacket                    // the packet the look-ahead prefetch targeted last
)

func (w PacketWhich) String() string {
	switch w {
	case CurrentPacket:
		return "current"
	case PrefetchedPacket:
		return "prefetched"
	}
	panic("model: PacketWhich.String: unknown packet")
}

// LineState is where a line is at Now.
type LineState uint8

const (
	LineInMemory    LineState = iota // only in DRAM
	LineInFlight                     // requested, on its way to L1 (or L2)
	LineInL1                         // usable in L1
	LineInL2                         // in L2
	LineInLLC                        // in the LLC
	LineInvalidated                  // prefetched, then invalidated by the device's write
)

var lineStateNames = [...]string{"memory", "in-flight", "L1", "L2", "LLC", "invalidated"}

func (s LineState) String() string {
	if int(s) < len(lineStateNames) {
		return lineStateNames[s]
	}
	panic("model: LineState.String: unknown state")
}

// LineView is one cache line of a packet.
type LineView struct {
	Kind     LineKind
	Addr     uint64    // physical address of the line
	State    LineState // at Now
	Progress float64   // 0..1 while in flight
	Outcome  Outcome   // what the driver's access (or prefetch) of it found
}

// MaxPacketLines is the capacity of PacketView.Lines: a 4 KiB stride, its
// CQE, its struct page and room to spare.
const MaxPacketLines = 72

// PacketView describes one packet's lines: its CQE, its struct page, then
// the lines of its stride in address order (headroom, header, payload,
// shinfo), as many as fit.
type PacketView struct {
	Valid   bool
	Packet  int // frame serial, -1 if the stride was not written when prefetched
	WQE     int
	Stride  int
	Len     int // byte count (for the prefetched packet: the guessed length)
	Verdict Verdict
	N       int // lines filled in Lines
	Lines   [MaxPacketLines]LineView
}

// Packet fills dst with the view of the current or the prefetched packet
// at Now. It does not allocate.
func (s *Sim) Packet(which PacketWhich, dst *PacketView) {
	p := &s.napi.cur
	if which == PrefetchedPacket {
		p = &s.napi.ahead
	}
	dst.Valid, dst.N = false, 0
	if !p.valid || p.filler {
		return
	}
	d := &s.dev
	dst.Valid = true
	dst.Packet = int(p.serial)
	if p.serial == ^uint64(0) {
		dst.Packet = -1
	}
	dst.WQE, dst.Stride, dst.Len, dst.Verdict = p.wqe, p.stride, p.bcnt, p.verdict
	if which == CurrentPacket {
		s.addLine(dst, LineCQE, s.cq.line(p.cqeIdx), p.line[rlCQE])
	}
	s.addLine(dst, LineStructPage, d.pageLine(p.wqe, d.wqeOffset(p.stride)), p.line[rlPage])
	start := d.wqeOffset(p.stride) - d.geo.Headroom
	data := d.wqeOffset(p.stride)
	shinfo := -1
	if d.geo.Linear {
		shinfo = s.shinfoOff(p, p.bcnt)
	}
	end := max(data+p.bcnt, shinfo+LineSize)
	for off := start; off < end && dst.N < MaxPacketLines; off += LineSize {
		kind, rec := LinePayload, lineRec{}
		switch {
		case off < data:
			kind = LineHeadroom
			if off == start {
				rec = p.line[rlVA]
			}
		case off == data:
			kind, rec = LineHeader, p.line[rlHeader0]
		case off == data+LineSize && off < data+p.bcnt:
			kind, rec = LineHeader, p.line[rlHeader1]
		case off == shinfo:
			kind, rec = LineShinfo, p.line[rlShinfo]
		case off >= data+p.bcnt:
			continue
		}
		s.addLine(dst, kind, d.line(p.wqe, off), rec)
	}
}

func (s *Sim) addLine(dst *PacketView, kind LineKind, line lineRef, rec lineRec) {
	lv := LineView{Kind: kind, Addr: line.phys << 6}
	if rec.set {
		lv.Outcome = rec.outcome
	}
	lvl, start, ready := s.mem.where(line)
	switch lvl {
	case LevelL1, LevelL2:
		switch {
		case start > s.now:
			lv.State = LineInMemory
		case ready > s.now:
			lv.State = LineInFlight
			if ready > start {
				lv.Progress = float64(s.now-start) / float64(ready-start)
			}
		case lvl == LevelL1:
			lv.State = LineInL1
		default:
			lv.State = LineInL2
		}
	case LevelLLC:
		lv.State = LineInLLC
	default:
		lv.State = LineInMemory
	}
	if rec.set && rec.outcome == OutcomeWasted && lvl != LevelL1 {
		lv.State = LineInvalidated
	}
	dst.Lines[dst.N] = lv
	dst.N++
}

// CQSlotView is one CQ slot at Now.
type CQSlotView struct {
	Kind   CQSlotKind
	WQE    int // the completion's stride, -1 for an empty slot
	Stride int
	Packet int // frame serial, -1 for empty slots and fillers
	Filler bool
}

// CQSlot returns the state of CQ slot i (0 <= i < CQEntries) at Now; out
// of range gives an empty slot. The driver's next slot is CC() & (size-1).
func (s *Sim) CQSlot(i int) CQSlotView {
	v := CQSlotView{Kind: CQEmpty, WQE: -1, Stride: -1, Packet: -1}
	if i < 0 || i >= len(s.cq.slots) {
		return v
	}
	e := &s.cq.slots[i]
	switch {
	case e.consumed:
		v.Kind = CQConsumed
	case e.written && e.writeAt <= s.now:
		v.Kind = e.kind
	default:
		return v
	}
	v.WQE, v.Stride, v.Filler = int(e.wqe), int(e.stride), e.filler
	if !e.filler {
		v.Packet = int(e.serial)
	}
	return v
}
