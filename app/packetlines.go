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
