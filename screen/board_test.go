package screen

import (
	"testing"

	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// testBoard is a Board over a real session, laid out as the screen lays
// out its panels at the design size: the ring's grid from
// layout.NewRingGrid (one row a WQE, one column a stride), one box a
// line in the packet panels (layout.PacketBox), 40 CQ boxes across the
// CQ panel from cc-6, the CPU strip's two lanes where the painter draws
// them, showing the last microsecond.
type testBoard struct {
	ses        *app.Session
	sc         layout.Screen
	ring       layout.RingGrid
	cur, ahead model.PacketView
	cqFirst    int
}

// The CPU strip's lanes in the CPU panel, as viz draws them: 134 units
// in, before 40 to 70 units down, after 74 to 104.
const (
	testLaneX       = 134.0
	testBeforeLaneY = 40.0
	testAfterLaneY  = 74.0
	testLaneH       = 30.0
	testCQBoxes     = 40
)

// newTestBoard runs cfg, paused, until NAPI consumed packets packets,
// as the browser tests' paused page did (p.packets); t is nil in an
// example, which panics on a configuration the model refuses.
func newTestBoard(t testing.TB, cfg model.Config, packets int) *testBoard {
	ses, err := app.NewSession(cfg, true, app.DefaultSpeed)
	if err != nil {
		if t == nil {
			panic(err)
		}
		t.Fatal(err)
	}
	for range packets {
		ses.StepPacket()
	}
	return boardFor(ses)
}

// boardFor lays the panels out for the session as it is now.
func boardFor(ses *app.Session) *testBoard {
	b := &testBoard{ses: ses, sc: layout.NewScreen()}
	geo := ses.After().Geometry()
	b.ring = layout.NewRingGrid(b.sc.Ring, geo.WQEs, geo.StridesPerWQE, layout.ScreenType)
	ses.After().Packet(model.CurrentPacket, &b.cur)
	ses.After().Packet(model.PrefetchedPacket, &b.ahead)
	b.cqFirst = int(ses.After().CC()) - 6
	return b
}

func (b *testBoard) Session() *app.Session  { return b.ses }
func (b *testBoard) Panels() *layout.Screen { return &b.sc }
func (b *testBoard) BeforeName() string {
	return app.BeforeConfig(b.ses.Config()).Variant + "'s driver"
}

func (b *testBoard) StrideAt(x, y float64) (int, int, bool) { return b.ring.StrideAt(x, y) }

func (b *testBoard) NeverPrefetched() int {
	cfg, geo := b.ses.Config(), b.ses.After().Geometry()
	if cfg.Variant != "stride-ahead" || geo.RQ != model.RQStriding || !geo.Linear {
		return 0
	}
	return min(cfg.Distance, geo.StridesPerWQE)
}

func (b *testBoard) packet(which model.PacketWhich) (*model.PacketView, layout.Rect) {
	if which == model.PrefetchedPacket {
		return &b.ahead, b.sc.Ahead
	}
	return &b.cur, b.sc.Current
}

// box is box i of packet panel which.
func (b *testBoard) box(which model.PacketWhich, i int) layout.Rect {
	v, r := b.packet(which)
	return layout.PacketBox(r, v.N, i, layout.ScreenType.PacketInfo)
}

func (b *testBoard) LineAt(which model.PacketWhich, x, y float64) int {
	v, _ := b.packet(which)
	for i := 0; v.Valid && i < v.N; i++ {
		if b.box(which, i).Contains(x, y) {
			return i
		}
	}
	return -1
}

func (b *testBoard) Line(which model.PacketWhich, i int) (*model.PacketView, int, int) {
	v, _ := b.packet(which)
	if i < 0 || i >= v.N {
		return nil, 0, 0
	}
	return v, i, 1
}

// cqBox is the CQ panel's box i.
func (b *testBoard) cqBox(i int) layout.Rect {
	r := b.sc.CQ
	w := r.W / testCQBoxes
	return layout.Rect{X: r.X + float64(i)*w, Y: r.Y + 36, W: w, H: 34}
}

func (b *testBoard) CQSlotAt(x, y float64) (int, bool) {
	for i := range testCQBoxes {
		if b.cqBox(i).Contains(x, y) {
			return b.cqFirst + i, true
		}
	}
	return 0, false
}

// lane is the CPU strip's lane, 0 before and 1 after.
func (b *testBoard) lane(i int) layout.Rect {
	r := b.sc.CPU
	y := testBeforeLaneY
	if i == 1 {
		y = testAfterLaneY
	}
	return layout.Rect{X: r.X + testLaneX, Y: r.Y + y, W: r.W - testLaneX - 14, H: testLaneH}
}

func (b *testBoard) Strip() ([2]layout.Rect, model.Time, model.Time) {
	to := b.ses.After().Now()
	return [2]layout.Rect{b.lane(0), b.lane(1)}, max(0, to-model.Microsecond), to
}

// centre is the middle of r.
func centre(r layout.Rect) (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// strideAt is the middle of stride s of WQE w's cell.
func (b *testBoard) strideAt(w, s int) (x, y float64) { return centre(b.ring.Cell(w, s, 0)) }
