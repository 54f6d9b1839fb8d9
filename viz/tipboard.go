package viz

import (
	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
	"rxscope/screen"
)

// tipBoard is the screen's panels as the tooltips read them
// (screen.Board): the ring's grid, the packet panels' and the CQ panel's
// boxes as their painters placed them, the CPU strip's lanes. It holds
// one pointer, so it goes into the interface without an allocation.
type tipBoard struct{ g *Game }

func (b tipBoard) Session() *app.Session  { return b.g.core.Sim.Ses }
func (b tipBoard) Panels() *layout.Screen { return &b.g.core.Geo.Screen }
func (b tipBoard) BeforeName() string     { return b.g.core.Panels.Words.BeforeSub }

func (b tipBoard) StrideAt(x, y float64) (wqe, stride int, ok bool) {
	return b.g.panels().ringGrid().strideAt(x, y)
}

func (b tipBoard) NeverPrefetched() int {
	v := b.g.panels()
	return v.neverPrefetched(v.ringGrid())
}

// packet is a packet panel's view and its boxes.
func (b tipBoard) packet(which model.PacketWhich) (*model.PacketView, *screen.PacketSlots) {
	if which == model.PrefetchedPacket {
		return &b.g.core.Panels.Packets.Ahead, &b.g.core.Panels.Packets.AheadSlots
	}
	return &b.g.core.Panels.Packets.Cur, &b.g.core.Panels.Packets.CurSlots
}

func (b tipBoard) LineAt(which model.PacketWhich, x, y float64) int {
	_, ps := b.packet(which)
	return ps.At(x, y)
}

func (b tipBoard) Line(which model.PacketWhich, i int) (v *model.PacketView, first, count int) {
	v, ps := b.packet(which)
	if i < 0 || i >= ps.N() {
		return nil, 0, 0
	}
	return v, ps.Slot(i).First, ps.Slot(i).Count
}

func (b tipBoard) CQSlotAt(x, y float64) (idx int, ok bool) {
	cs := &b.g.cqSlots
	if i := cs.at(x, y); i >= 0 {
		return cs.first + i, true
	}
	return 0, false
}

func (b tipBoard) Strip() (lanes [2]layout.Rect, from, to model.Time) {
	r := b.g.core.Geo.Screen.CPU
	from, to = b.g.panels().stripSpan()
	return [2]layout.Rect{cpuBeforeLane(r, b.g.ty), cpuLane(r, b.g.ty)}, from, to
}
