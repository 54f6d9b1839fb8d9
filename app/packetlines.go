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

// ServedFrom is the level the access of the line at addr that found
// outcome (the packet's record of the line, model.LineView.Outcome) was
// served from, as the run's trace records it, so that a packet panel's
// box says where the line came from when it was read, in the same words
// as its mark and as the event log, not where it is now (a header line a
// late read waited for says "DRAM", not "L1" once it has landed): a
// miss's or a prefetch's level, the level of the prefetch a late read
// waited for, L1 for a hit. LevelNone when the last servedScan events
// hold no such access.
func ServedFrom(tr *model.Trace, addr uint64, outcome model.Outcome) model.Level {
	late := false
	for i, n := tr.Len()-1, 0; i >= 0 && n < servedScan; i, n = i-1, n+1 {
		e := tr.At(i)
		if e.Addr != addr || (e.Kind != model.EvAccess && e.Kind != model.EvCQERead && e.Kind != model.EvPrefetch) {
			continue
		}
		if late {
			if e.Kind == model.EvPrefetch && e.Outcome == model.OutcomeIssued {
				return e.Level // the prefetch the read waited for
			}
			continue
		}
		if e.Outcome != outcome {
			continue // another access of the line than the one recorded
		}
		switch outcome {
		case model.OutcomeHit:
			return model.LevelL1
		case model.OutcomeLate:
			late = true
		default:
			if e.Level != model.LevelNone {
				return e.Level
			}
			return model.LevelNone
		}
	}
	return model.LevelNone
}
