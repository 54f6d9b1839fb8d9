package screen

import (
	"rxscope/layout"
	"rxscope/model"
)

// What each tooltip says. The words explain the state the way the driver
// would: which function put the stride or the line there and what the
// CPU will pay for it.

// strideWhy explains a stride state.
var strideWhy = [...]string{
	model.StridePosted:         "posted and empty: the device owns it and has not written a packet here yet",
	model.StrideWritten:        "written: the device wrote a packet here; its CQE is not written yet",
	model.StrideCQEReady:       "CQE waiting: packet and CQE are written; NAPI has not reached it",
	model.StrideConsumed:       "consumed: NAPI handled its CQE (mlx5e_handle_rx_cqe_mpwrq)",
	model.StrideAwaitingRepost: "awaiting repost: all strides of the WQE are consumed; new pages and a UMR come first (mlx5e_post_rx_mpwqes)",
	model.StrideNotPosted:      "not posted: the spare WQE of the linked list (at most WQEs-1 are posted)",
}

// AppendStrideTip appends the ring's tooltip on stride s of WQE w: where
// the stride lies in the WQE's pages, its state and why, the cursors on
// it, and the band the look-ahead never prefetches.
func AppendStrideTip(b []byte, bd Board, w, s int) []byte {
	sim := bd.Session().After()
	geo := sim.Geometry()
	b = append(b, "WQE "...)
	b = AppendInt(b, int64(w))
	if geo.StridesPerWQE == 1 {
		b = append(b, "\none buffer of "...)
		b = AppendInt(b, int64(geo.StrideSize))
		b = append(b, " B, packet at +"...)
	} else {
		b = append(b, ", stride "...)
		b = AppendInt(b, int64(s))
		b = append(b, "\noffset "...)
		off := geo.StrideAddr(s)
		b = AppendHex(b, uint64(off))
		b = append(b, " in the WQE: page "...)
		b = AppendInt(b, int64(off/model.PageSize))
		b = append(b, " of "...)
		b = AppendInt(b, int64(geo.PagesPerWQE))
		b = append(b, ", packet at +"...)
	}
	b = AppendInt(b, int64(geo.Headroom))
	b = append(b, " B\n"...)
	b = append(b, strideWhy[sim.StrideState(w, s)]...)
	c := sim.Cursors()
	if c.NAPI.Valid && c.NAPI.WQE == w && c.NAPI.Stride == s {
		b = append(b, "\nNAPI is handling (or last handled) this packet"...)
	}
	if c.PrefetchTarget.Valid && c.PrefetchTarget.WQE == w && c.PrefetchTarget.Stride == s {
		b = append(b, "\nthe look-ahead prefetch targets this stride"...)
	}
	if c.DeviceHead.Valid && c.DeviceHead.WQE == w && c.DeviceHead.Stride == s {
		b = append(b, "\nthe device writes the next packet here"...)
	}
	if d := bd.NeverPrefetched(); s < d {
		b = append(b, "\nnever prefetched: the look-ahead stops at the end of a WQE,\nso the first "...)
		b = AppendInt(b, int64(d))
		b = append(b, " strides of each WQE have no packet behind them to prefetch from"...)
	}
	return b
}

// lineStateWhy explains a line's state.
var lineStateWhy = [...]string{
	model.LineInMemory:    "in memory: only DRAM holds it",
	model.LineInFlight:    "in flight: requested, on its way to L1",
	model.LineInL1:        "in L1: a load finds it in a few cycles",
	model.LineInL2:        "in L2",
	model.LineInLLC:       "in the LLC",
	model.LineInvalidated: "invalidated: the device wrote the line after it was prefetched",
}

// outcomeWhy explains what the CPU's access (or prefetch) found.
var outcomeWhy = [...]string{
	model.OutcomeNone:      "not touched by the CPU",
	model.OutcomeHit:       "H hit: the line was ready when the CPU touched it",
	model.OutcomeLate:      "L late: still in flight when the CPU touched it; it waited for the rest",
	model.OutcomeMiss:      "M miss: the CPU waited for the next level of the hierarchy",
	model.OutcomeWasted:    "W wasted: prefetched before the device wrote it; the DMA write invalidated it",
	model.OutcomeIssued:    "P prefetch issued: on its way",
	model.OutcomeRedundant: "prefetch redundant: the line was already in L1 or in flight",
	model.OutcomeDropped:   "prefetch dropped: no free fill buffer",
}

// AppendLineTip appends a packet panel's tooltip on its box i: the
// line's kind, its packet, its address, where it is and what the CPU's
// access found. A box the panel does not have appends nothing.
func AppendLineTip(b []byte, bd Board, which model.PacketWhich, i int) []byte {
	v, first, count := bd.Line(which, i)
	if v == nil || !v.Valid {
		return b
	}
	lv := &v.Lines[first]
	b = append(b, LineKindWord(lv.Kind)...)
	b = append(b, " line"...)
	if count > 1 {
		b = append(b, "s ("...)
		b = AppendInt(b, int64(count))
		b = append(b, " lines, shown by the first)"...)
	}
	b = append(b, " of WQE "...)
	b = AppendInt(b, int64(v.WQE))
	b = append(b, " stride "...)
	b = AppendInt(b, int64(v.Stride))
	b = append(b, "\naddress "...)
	b = AppendHex(b, lv.Addr)
	b = append(b, '\n')
	b = append(b, lineStateWhy[lv.State]...)
	if lv.State == model.LineInFlight {
		b = append(b, ", "...)
		b = AppendFixed(b, 100*lv.Progress, 0)
		b = append(b, "% of the way"...)
	}
	b = append(b, '\n')
	b = append(b, outcomeWhy[lv.Outcome]...)
	return b
}

// LineKindWord names a line by what the driver keeps in it: the word
// under its box in a packet panel, and its tooltip's title.
func LineKindWord(k model.LineKind) string {
	switch k {
	case model.LineHeadroom:
		return "headroom"
	case model.LineHeader:
		return "header"
	case model.LinePayload:
		return "payload"
	case model.LineShinfo:
		return "shinfo"
	case model.LineStructPage:
		return "page"
	case model.LineCQE:
		return "CQE"
	}
	return ""
}

// cqWhy explains a CQ slot's content.
var cqWhy = [...]string{
	model.CQEmpty:     "empty: not written by the NIC in this lap",
	model.CQCQE:       "a full 64-byte CQE, written after the packet's data",
	model.CQTitle:     "the title CQE of a compression session: the fields all its packets share",
	model.CQMiniArray: "an array of 8 mini CQEs (8 B each: byte count, checksum, stride index)",
	model.CQConsumed:  "consumed: the driver read it; cc has moved past",
}

// AppendCQTip appends the CQ panel's tooltip on the slot of index idx
// (not masked) of the after run's CQ: the slot and how far it is from
// the consumer counter cc, what it holds, and the stride it completes.
func AppendCQTip(b []byte, sim *model.Sim, idx int) []byte {
	entries := sim.Geometry().CQEntries
	slot := idx & (entries - 1)
	v := sim.CQSlot(slot)
	b = append(b, "CQ slot "...)
	b = AppendInt(b, int64(slot))
	b = append(b, " (cc "...)
	d := idx - int(sim.CC())
	if d >= 0 {
		b = append(b, '+')
	}
	b = AppendInt(b, int64(d))
	b = append(b, ")\n"...)
	if v.Kind == model.CQEmpty && v.Packet >= 0 {
		b = append(b, "not written: its completion is a mini CQE in the session's array"...)
	} else {
		b = append(b, cqWhy[v.Kind]...)
	}
	if v.WQE >= 0 {
		b = append(b, "\ncompletes WQE "...)
		b = AppendInt(b, int64(v.WQE))
		b = append(b, " stride "...)
		b = AppendInt(b, int64(v.Stride))
		if v.Filler {
			b = append(b, " (a filler: strides consumed, no packet)"...)
		}
	}
	return b
}

// controlWhat describes the transport controls.
var controlWhat = [...]string{
	layout.Play:       "play / pause the simulation",
	layout.StepEvent:  "run exactly one event of the simulation",
	layout.StepPacket: "run until NAPI has consumed one more packet",
	layout.Speed:      "simulated time shown per second",
	layout.Reset:      "start again at time 0 with the same knobs",
	layout.Help:       "the keys",
}

// AppendControlTip appends a control's tooltip: its label, what it does
// (a knob's help, from the model's knob table) and its keys.
func AppendControlTip(b []byte, c *layout.Control, id layout.ControlID) []byte {
	b = append(b, c.Label...)
	b = append(b, '\n')
	if c.Knob.Name != "" {
		b = append(b, c.Knob.Help...)
	} else {
		b = append(b, controlWhat[id]...)
	}
	if keys := layout.ControlKeys(id); keys != "" {
		b = append(b, "\nkey: "...)
		b = append(b, keys...)
	}
	return b
}
