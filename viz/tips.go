package viz

import (
	"rxscope/layout"
	"rxscope/model"
	"rxscope/screen"
)

// What each tooltip says. The words explain the state the way the driver
// would: which function put the stride or the line there and what the
// CPU will pay for it.

// tipRefreshTicks is how often a shown tooltip is rebuilt while the
// simulation plays.
const tipRefreshTicks = 10

// targetAt returns the thing at the design point (x, y).
func (g *tipWriter) targetAt(x, y float64) target {
	if id, ok := g.screen.ControlAt(x, y); ok {
		return target{kind: targetControl, a: int(id)}
	}
	if w, s, ok := (*view)(g).ringGrid().strideAt(x, y); ok {
		return target{kind: targetStride, a: w, b: s}
	}
	if i := g.curSlots.at(x, y); i >= 0 {
		return target{kind: targetLine, a: int(model.CurrentPacket), b: i}
	}
	if i := g.ahSlot.at(x, y); i >= 0 {
		return target{kind: targetLine, a: int(model.PrefetchedPacket), b: i}
	}
	if i := g.cqSlots.at(x, y); i >= 0 {
		return target{kind: targetCQSlot, a: g.cqSlots.first + i}
	}
	if lane, t, ok := g.laneAt(x, y); ok {
		return target{kind: targetLane, a: lane, b: int(t)}
	}
	return target{}
}

// pin fixes the tooltip on the thing at the panels' design point (x, y),
// or hides it when there is nothing there or it is pinned there already;
// (wx, wy) is the same point at the whole screen's fit, where the
// tooltip is drawn.
func (g *Game) pin(x, y, wx, wy float64) {
	t := g.tips().targetAt(x, y)
	if t.kind == targetNone || g.tip.pinned && g.tip.target == t {
		g.tip.clear()
		return
	}
	g.tip.target, g.tip.pinned, g.tip.x, g.tip.y = t, true, wx, wy
	g.buildTip()
}

// updateTooltip follows the mouse unless a tooltip is pinned, and
// rebuilds the text when the target changes or the simulation moved.
func (g *Game) updateTooltip() {
	t := &g.tip
	if !t.pinned {
		h := g.hover
		if !g.pointers.hover || g.cards.Help {
			h = target{}
		}
		if h != t.target {
			t.target, t.x, t.y = h, g.pointers.hoverX, g.pointers.hoverY
			g.buildTip()
			return
		}
		if h.kind != targetNone {
			t.x, t.y = g.pointers.hoverX, g.pointers.hoverY
		}
	}
	if t.target.kind != targetNone && g.ticks%tipRefreshTicks == 0 {
		g.buildTip()
	}
}

// buildTip writes the tooltip's text for its target.
func (g *Game) buildTip() {
	t := &g.tip
	b := g.tipScratch[:0]
	switch t.target.kind {
	case targetStride:
		b = g.tips().appendStrideTip(b, t.target.a, t.target.b)
	case targetLine:
		b = g.tips().appendLineTip(b, model.PacketWhich(t.target.a), t.target.b)
	case targetCQSlot:
		b = g.tips().appendCQTip(b, t.target.a)
	case targetControl:
		b = g.tips().appendControlTip(b, layout.ControlID(t.target.a))
	case targetLane:
		b = g.tips().appendLaneTip(b, t.target.a, model.Time(t.target.b))
	}
	g.tipScratch = b
	t.setText(b)
}

// strideWhy explains a stride state.
var strideWhy = [...]string{
	model.StridePosted:         "posted and empty: the device owns it and has not written a packet here yet",
	model.StrideWritten:        "written: the device wrote a packet here; its CQE is not written yet",
	model.StrideCQEReady:       "CQE waiting: packet and CQE are written; NAPI has not reached it",
	model.StrideConsumed:       "consumed: NAPI handled its CQE (mlx5e_handle_rx_cqe_mpwrq)",
	model.StrideAwaitingRepost: "awaiting repost: all strides of the WQE are consumed; new pages and a UMR come first (mlx5e_post_rx_mpwqes)",
	model.StrideNotPosted:      "not posted: the spare WQE of the linked list (at most WQEs-1 are posted)",
}

func (g *tipWriter) appendStrideTip(b []byte, w, s int) []byte {
	sim := g.ses.After()
	geo := sim.Geometry()
	b = append(b, "WQE "...)
	b = screen.AppendInt(b, int64(w))
	if geo.StridesPerWQE == 1 {
		b = append(b, "\none buffer of "...)
		b = screen.AppendInt(b, int64(geo.StrideSize))
		b = append(b, " B, packet at +"...)
	} else {
		b = append(b, ", stride "...)
		b = screen.AppendInt(b, int64(s))
		b = append(b, "\noffset "...)
		off := geo.StrideAddr(s)
		b = screen.AppendHex(b, uint64(off))
		b = append(b, " in the WQE: page "...)
		b = screen.AppendInt(b, int64(off/model.PageSize))
		b = append(b, " of "...)
		b = screen.AppendInt(b, int64(geo.PagesPerWQE))
		b = append(b, ", packet at +"...)
	}
	b = screen.AppendInt(b, int64(geo.Headroom))
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
	if d := (*view)(g).neverPrefetched((*view)(g).ringGrid()); s < d {
		b = append(b, "\nnever prefetched: the look-ahead stops at the end of a WQE,\nso the first "...)
		b = screen.AppendInt(b, int64(d))
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

func (g *tipWriter) appendLineTip(b []byte, which model.PacketWhich, slot int) []byte {
	v, ps := &g.cur, &g.curSlots
	if which == model.PrefetchedPacket {
		v, ps = &g.ahead, &g.ahSlot
	}
	if slot >= ps.n || !v.Valid {
		return b
	}
	s := ps.slots[slot]
	lv := &v.Lines[s.first]
	b = append(b, lineKindWord(lv.Kind)...)
	b = append(b, " line"...)
	if s.count > 1 {
		b = append(b, "s ("...)
		b = screen.AppendInt(b, int64(s.count))
		b = append(b, " lines, shown by the first)"...)
	}
	b = append(b, " of WQE "...)
	b = screen.AppendInt(b, int64(v.WQE))
	b = append(b, " stride "...)
	b = screen.AppendInt(b, int64(v.Stride))
	b = append(b, "\naddress "...)
	b = screen.AppendHex(b, lv.Addr)
	b = append(b, '\n')
	b = append(b, lineStateWhy[lv.State]...)
	if lv.State == model.LineInFlight {
		b = append(b, ", "...)
		b = screen.AppendFixed(b, 100*lv.Progress, 0)
		b = append(b, "% of the way"...)
	}
	b = append(b, '\n')
	b = append(b, outcomeWhy[lv.Outcome]...)
	return b
}

// cqWhy explains a CQ slot's content.
var cqWhy = [...]string{
	model.CQEmpty:     "empty: not written by the NIC in this lap",
	model.CQCQE:       "a full 64-byte CQE, written after the packet's data",
	model.CQTitle:     "the title CQE of a compression session: the fields all its packets share",
	model.CQMiniArray: "an array of 8 mini CQEs (8 B each: byte count, checksum, stride index)",
	model.CQConsumed:  "consumed: the driver read it; cc has moved past",
}

func (g *tipWriter) appendCQTip(b []byte, idx int) []byte {
	sim := g.ses.After()
	entries := sim.Geometry().CQEntries
	slot := idx & (entries - 1)
	v := sim.CQSlot(slot)
	b = append(b, "CQ slot "...)
	b = screen.AppendInt(b, int64(slot))
	b = append(b, " (cc "...)
	d := idx - int(sim.CC())
	if d >= 0 {
		b = append(b, '+')
	}
	b = screen.AppendInt(b, int64(d))
	b = append(b, ")\n"...)
	if v.Kind == model.CQEmpty && v.Packet >= 0 {
		b = append(b, "not written: its completion is a mini CQE in the session's array"...)
	} else {
		b = append(b, cqWhy[v.Kind]...)
	}
	if v.WQE >= 0 {
		b = append(b, "\ncompletes WQE "...)
		b = screen.AppendInt(b, int64(v.WQE))
		b = append(b, " stride "...)
		b = screen.AppendInt(b, int64(v.Stride))
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

func (g *tipWriter) appendControlTip(b []byte, id layout.ControlID) []byte {
	c := &g.screen.Controls[id]
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

// tipWriter is the Game as the tooltips see it: what is under the
// pointer, and a tooltip's words, appended to a buffer. Its methods only
// read the state; Update keeps what they write (updateTooltip).
type tipWriter Game

// tips is g seen by the tooltips' code.
func (g *Game) tips() *tipWriter { return (*tipWriter)(g) }
