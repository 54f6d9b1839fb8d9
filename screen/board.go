package screen

import (
	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// Board is the screen's panels as the tooltips read them: where the
// painters put the strides, the lines and the CQ slots (each panel keeps
// its own placement, made when the simulated instant moved), and the
// runs they show. Coordinates are the panels' design units.
type Board interface {
	// Session is the before/after pair the panels show.
	Session() *app.Session
	// Panels is the screen's layout: its controls (layout.Screen.ControlAt)
	// and the CPU panel.
	Panels() *layout.Screen
	// StrideAt is the ring panel's stride at (x, y).
	StrideAt(x, y float64) (wqe, stride int, ok bool)
	// LineAt is the box of a packet panel (the current packet's or the
	// prefetched one's) at (x, y), or -1.
	LineAt(which model.PacketWhich, x, y float64) int
	// Line is box i of a packet panel: the packet's view, the index of
	// the box's first line in it and how many lines the box stands for
	// (the headroom's and the payload's fold into one); v is nil when
	// the panel has no such box.
	Line(which model.PacketWhich, i int) (v *model.PacketView, first, count int)
	// CQSlotAt is the CQ panel's slot at (x, y): its index in the CQ, not
	// masked (cc's index is the consumer counter itself).
	CQSlotAt(x, y float64) (idx int, ok bool)
	// Strip is the CPU strip's two lanes, before and after, and the
	// stretch of simulated time [from, to) they show left to right.
	Strip() (lanes [2]layout.Rect, from, to model.Time)
	// NeverPrefetched is how many strides at the start of every WQE the
	// look-ahead never reaches: the ring's band.
	NeverPrefetched() int
	// BeforeName names the before run as the CPU strip's lane does:
	// "today's driver", or the variant with d = 0.
	BeforeName() string
}

// At is the thing at the panels' design point (x, y): a control first,
// then a stride of the ring, a line of either packet panel, a CQ slot,
// a stretch of either lane of the CPU strip; TargetNone off them all.
func At(bd Board, x, y float64) Target {
	if id, ok := bd.Panels().ControlAt(x, y); ok {
		return Target{Kind: TargetControl, A: int(id)}
	}
	if w, s, ok := bd.StrideAt(x, y); ok {
		return Target{Kind: TargetStride, A: w, B: s}
	}
	for _, which := range [...]model.PacketWhich{model.CurrentPacket, model.PrefetchedPacket} {
		if i := bd.LineAt(which, x, y); i >= 0 {
			return Target{Kind: TargetLine, A: int(which), B: i}
		}
	}
	if i, ok := bd.CQSlotAt(x, y); ok {
		return Target{Kind: TargetCQSlot, A: i}
	}
	if lane, t, ok := LaneAt(bd, x, y); ok {
		return Target{Kind: TargetLane, A: lane, B: int(t)}
	}
	return Target{}
}

// LaneAt is the CPU strip's lane at (x, y), 0 before and 1 after, and
// the simulated time under x; ok is false off the lanes, or while the
// strip shows no time yet.
func LaneAt(bd Board, x, y float64) (lane int, t model.Time, ok bool) {
	lanes, from, to := bd.Strip()
	for i, l := range lanes {
		if !l.Contains(x, y) {
			continue
		}
		if to <= from {
			return 0, 0, false
		}
		return i, from + model.Time(float64(to-from)*(x-l.X)/l.W), true
	}
	return 0, 0, false
}
