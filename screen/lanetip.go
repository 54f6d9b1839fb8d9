package screen

import "rxscope/model"

// A press or the mouse on either lane of the CPU strip names the segment
// under it: what the core was doing, for how long, and why, in the
// driver's words.

// segWhy explains a timeline segment's kind.
var segWhy = [...]string{
	model.SegWork:            "work: the driver and the stack dispatch instructions; what they touch hits in L1",
	model.SegStallCQE:        "C stall: the reorder window is full behind the read of a CQE\n(mlx5_cqwq_get_cqe); the device wrote it to memory, so it is a miss",
	model.SegStallHeader:     "H stall: the reorder window is full behind the first read of a packet's header\n(mlx5e_handle_csum, eth_type_trans); a net_prefetch a few hundred instructions\nearlier is too late to hide a DRAM miss",
	model.SegStallPage:       "P stall: waiting for the packet's struct page\n(skb_propagate_pfmemalloc in napi_build_skb)",
	model.SegStallShinfo:     "S stall: waiting for the line of the skb_shared_info\n(__finalize_skb_around writes its first line)",
	model.SegStallStoreQueue: "Q stall: the store queue is full behind a store whose line is not owned yet\n(its RFO is in flight: the shinfo written by __finalize_skb_around, say);\nstores commit in order, so every later store waits",
	model.SegStallLocked:     "L stall: a locked op (page_pool_unref_netmem's xadd, a spin_lock, an atomic\non the socket) waits until every older store has committed and it owns its line",
	model.SegStallOther:      "O stall: no fill buffer free, or another line the core waited for",
	model.SegIdle:            "idle: no NAPI poll running; the core waits for an interrupt",
}

// AppendLaneTip appends the CPU strip's tooltip on the segment of lane
// (0 before, 1 after) at the simulated time t: the run, the segment's
// length and start, why the core was there, and for a store-queue or
// locked-op stall the trace's record of what waited.
func AppendLaneTip(b []byte, bd Board, lane int, t model.Time) []byte {
	ses := bd.Session()
	sim := ses.After()
	if lane == 0 {
		sim = ses.Before()
		b = append(append(b, "before: "...), bd.BeforeName()...)
	} else {
		b = append(append(b, "after: "...), ses.Config().Variant...)
	}
	s, ok := SegmentAt(sim.Timeline(), t)
	if !ok {
		return append(b, "\nno record of this moment (the strip keeps the last segments)"...)
	}
	b = append(b, ", "...)
	b = AppendDuration(b, float64(s.End-s.Start))
	b = append(b, " at "...)
	b = AppendDuration(b, float64(s.Start))
	b = append(b, '\n')
	if int(s.Kind) < len(segWhy) {
		b = append(b, segWhy[s.Kind]...)
	}
	if s.Kind == model.SegStallStoreQueue || s.Kind == model.SegStallLocked {
		if e, ok := StallAt(sim.Trace(), s); ok {
			b = e.AppendText(append(b, "\nhere: "...))
		}
	}
	return b
}

// StallAt is the trace's record of the store-queue or locked-op stall
// that starts segment s: what waited, and for which line.
func StallAt(tr *model.Trace, s model.Segment) (model.Event, bool) {
	for i := tr.Len() - 1; i >= 0; i-- {
		e := tr.At(i)
		if e.T < s.Start {
			break
		}
		if e.Kind == model.EvStall && e.T < s.End {
			return e, true
		}
	}
	return model.Event{}, false
}

// SegmentAt is the whole segment of tl that holds t.
func SegmentAt(tl *model.Timeline, t model.Time) (model.Segment, bool) {
	for i := tl.Len() - 1; i >= 0; i-- {
		if s := tl.At(i); s.Start <= t && t < s.End {
			return s, true
		}
	}
	return model.Segment{}, false
}
