package model

import "strconv"

// AppendText appends what e says, without its time, to dst and returns
// the extended buffer: the kernel function (or "nic"), a colon, then what
// happened, as in
//
//	mlx5e_skb_from_cqe_mpwrq_linear: prefetch header line 0x3f2a41 of wqe 0 stride 7: issued (DRAM, 455 cyc)
//
// It allocates nothing when dst has room, so a visualizer can print the
// latest events every frame. Event.String is the same text after the
// time.
func (e Event) AppendText(dst []byte) []byte {
	b := append(dst, e.Fn.String()...)
	b = append(b, ": "...)
	num := func(b []byte, v int) []byte { return strconv.AppendInt(b, int64(v), 10) }
	hex := func(b []byte, v uint64) []byte { return strconv.AppendUint(append(b, "0x"...), v, 16) }
	wqeStride := func(b []byte) []byte {
		b = num(append(b, "wqe "...), e.WQE)
		return num(append(b, " stride "...), e.Stride)
	}
	switch e.Kind {
	case EvArrive:
		b = num(append(b, "frame "...), e.Packet)
		b = num(append(b, " ("...), e.N)
		b = wqeStride(append(b, " B) written to "...))
		return hex(append(b, " at "...), e.Addr)
	case EvDrop:
		if e.N > 1 {
			b = num(b, e.N)
			b = num(append(b, " frames dropped from frame "...), e.Packet)
			b = append(append(b, " on ("...), e.Reason.String()...)
			return append(b, ": no posted WQE)"...)
		}
		b = num(append(b, "frame "...), e.Packet)
		return append(append(append(b, " dropped ("...), e.Reason.String()...), ')')
	case EvCQE:
		if e.Packet < 0 {
			b = num(append(b, "filler CQE for wqe "...), e.WQE)
			b = num(append(b, " from stride "...), e.Stride)
			return num(append(b, " written to slot "...), e.N)
		}
		b = num(append(b, "CQE of frame "...), e.Packet)
		return num(append(b, " written to slot "...), e.N)
	case EvSession:
		b = num(append(b, "compressed session of "...), e.N)
		b = num(append(b, " CQEs written: title from frame "...), e.Packet)
		return append(b, ", mini CQE arrays at +1, +8, +16..."...)
	case EvIRQ:
		return append(b, "interrupt, napi_schedule"...)
	case EvPollStart:
		return num(append(b, "poll starts, budget "...), e.N)
	case EvCQERead:
		b = num(append(b, "CQ slot "...), e.N)
		b = hex(append(b, " line "...), e.Addr)
		return e.appendAccess(append(b, ' '))
	case EvNotOwned:
		b = num(append(b, "slot "...), e.Stride)
		b = num(append(b, " not written yet: the RX loop stops after "...), e.N)
		return append(b, " CQEs"...)
	case EvPrefetch:
		if e.Store {
			b = append(b, "prefetchw "...)
		} else {
			b = append(b, "prefetch "...)
		}
		b = append(append(b, e.Line.String()...), " line "...)
		b = wqeStride(append(hex(b, e.Addr), " of "...))
		return e.appendAccess(append(b, ": "...))
	case EvAccess:
		if e.Store {
			b = append(b, "write "...)
		} else {
			b = append(b, "read "...)
		}
		b = hex(append(append(b, e.Line.String()...), " line "...), e.Addr)
		if e.Packet >= 0 { // the free path's touches name no frame
			b = num(append(b, " of frame "...), e.Packet)
		}
		return e.appendAccess(append(b, ' '))
	case EvWasted:
		b = wqeStride(b)
		b = hex(append(b, " overwritten after its prefetch: line "...), e.Addr)
		return append(b, " wasted"...)
	case EvVerdict:
		b = num(append(b, "frame "...), e.Packet)
		return append(append(b, ": "...), e.Verdict.String()...)
	case EvRelease:
		b = num(append(b, "wqe "...), e.WQE)
		b = num(append(b, " released, all "...), e.N)
		return append(b, " strides consumed"...)
	case EvRepost:
		b = num(append(b, "wqe "...), e.WQE)
		b = num(append(b, ": "...), e.N)
		return append(b, " pages allocated, UMR posted"...)
	case EvPush:
		b = num(append(b, "wqe "...), e.WQE)
		return append(b, " pushed: the device owns it"...)
	case EvPollEnd:
		b = num(b, e.N)
		if e.Outcome == OutcomeHit {
			return append(b, " CQEs, budget spent: poll again"...)
		}
		return append(b, " CQEs, napi_complete_done, CQ armed"...)
	case EvStall:
		if StallCause(e.N) == StallLocked {
			b = append(b, "locked op waits for "...)
		} else {
			b = append(b, "store queue full, waiting for "...)
		}
		b = append(append(b, e.Line.String()...), " line "...)
		b = hex(b, e.Addr)
		b = strconv.AppendUint(append(b, " ("...), uint64(e.Cycles), 10)
		return append(b, " cyc)"...)
	}
	return append(dst, e.Kind.String()...)
}

// appendAccess says how an access or a prefetch went.
func (e Event) appendAccess(b []byte) []byte {
	switch e.Outcome {
	case OutcomeHit:
		return append(b, "hit"...)
	case OutcomeLate:
		b = strconv.AppendUint(append(b, "late: still in flight, "...), uint64(e.Cycles), 10)
		return append(b, " cyc left"...)
	case OutcomeMiss, OutcomeIssued:
		if e.Outcome == OutcomeMiss {
			b = append(b, "miss ("...)
		} else {
			b = append(b, "issued ("...)
		}
		b = append(append(b, e.Level.String()...), ", "...)
		b = strconv.AppendUint(b, uint64(e.Cycles), 10)
		return append(b, " cyc)"...)
	}
	return append(b, e.Outcome.String()...)
}
