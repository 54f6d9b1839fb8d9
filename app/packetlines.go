package app

import "rxscope/model"

// ShowsLine reports whether the packet panels draw line i of view v. A
// packet an XDP program dropped or sent back (XDP_DROP, XDP_TX, the
// no-read drop) never becomes an skb: its skb_shared_info line is drawn
// only when something touched it (the look-ahead's prefetch, which runs
// before the verdict is known), never as a box the path does not have.
func ShowsLine(v *model.PacketView, i int) bool {
	l := &v.Lines[i]
	if l.Kind != model.LineShinfo {
		return true
	}
	noSKB := v.Verdict == model.VerdictXDPDrop || v.Verdict == model.VerdictXDPTx
	return !noSKB || l.Outcome != model.OutcomeNone
}

// servedScan bounds how far back in the trace ServedFrom looks: a
// packet's lines are touched within the last few packets' events.
const servedScan = 512

// ServedFrom is the level the latest access of the line at addr was
// served from, as the run's trace records it, so that a packet panel's
// box says where the line came from when it was read, not where it is
// now (a header line a late read waited for reads "DRAM", not "L1" once
// it has landed): a miss's level, the level of the prefetch a late read
// waited for, L1 for a hit, a prefetch's level while it is the last
// thing that touched the line. LevelNone when nothing in the last
// servedScan events touched it.
func ServedFrom(tr *model.Trace, addr uint64) model.Level {
	late := false
	for i, n := tr.Len()-1, 0; i >= 0 && n < servedScan; i, n = i-1, n+1 {
		e := tr.At(i)
		if e.Addr != addr {
			continue
		}
		switch e.Kind {
		case model.EvAccess, model.EvCQERead:
			if late {
				continue // an earlier read of the line: the prefetch is further back
			}
			switch e.Outcome {
			case model.OutcomeHit:
				return model.LevelL1
			case model.OutcomeMiss:
				return e.Level
			case model.OutcomeLate:
				late = true // served by the prefetch in flight: its level
			}
		case model.EvPrefetch:
			if e.Outcome == model.OutcomeIssued {
				return e.Level
			}
			if late {
				return model.LevelL1 // the prefetch found the line cached
			}
		}
	}
	return model.LevelNone
}
