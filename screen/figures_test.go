package screen

import (
	"fmt"
	"testing"

	"rxscope/app"
	"rxscope/model"
)

// TestAppendWarmup: until the live window is done the figures panel says
// how far it is, by the warm-up's packets and then the window's.
func TestAppendWarmup(t *testing.T) {
	w := app.LiveWindow
	for _, tc := range []struct {
		total, window uint64
		done          float64
		want          string
	}{
		{830, 0, 0, fmt.Sprintf("warming up: 830 of %d packets", w.Warmup)},
		{uint64(w.Warmup) + 120, 120, 0.3, fmt.Sprintf("measuring: 120 of %d packets", w.Packets)},
		{uint64(w.Warmup + w.Packets), uint64(w.Packets), 1, ""},
	} {
		if got := string(appendWarmup(nil, tc.total, tc.window, tc.done)); got != tc.want {
			t.Errorf("appendWarmup(%d, %d, %v) = %q, want %q", tc.total, tc.window, tc.done, got, tc.want)
		}
	}
}

// TestAppendChange: the change column rounds to the whole percent, and a
// change that rounds to zero reads "+0%", never "−0%".
func TestAppendChange(t *testing.T) {
	for _, tc := range []struct {
		a, v float64
		want string
	}{
		{1750, 945, "−46%"},
		{2.52, 3.43, "+36%"},
		{1000, 997, "+0%"},
		{0, 3, ""},
		{3, 0, ""},
	} {
		if got := string(appendChange(nil, tc.a, tc.v)); got != tc.want {
			t.Errorf("appendChange(%v, %v) = %q, want %q", tc.a, tc.v, got, tc.want)
		}
	}
}

// TestAppendPacketInfo: the packet panels' header names the WQE and the
// stride, the CQE's byte count (without the FCS mlx5 strips), and the
// verdict.
func TestAppendPacketInfo(t *testing.T) {
	for _, tc := range []struct {
		name    string
		v       model.PacketView
		strided bool
		want    string
	}{
		{"none", model.PacketView{}, true, ""},
		{"striding", model.PacketView{Valid: true, WQE: 6, Stride: 107, Len: 508, Packet: 12}, true, "WQE 6 stride 107 · 508 B, no FCS"},
		{"legacy", model.PacketView{Valid: true, WQE: 3, Stride: 0, Len: 508, Packet: 12}, false, "WQE 3 · 508 B, no FCS"},
		{"not written", model.PacketView{Valid: true, WQE: 6, Stride: 111, Len: 508, Packet: -1}, true, "WQE 6 stride 111 · 508 B · not written yet"},
		{"length unread", model.PacketView{Valid: true, WQE: 1, Stride: 2, Packet: 4}, true, "WQE 1 stride 2 · length not read"},
	} {
		if got := string(appendPacketInfo(nil, &tc.v, tc.strided)); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestFBScale: the fill-buffer lane's height stands for the fewest of
// 4, 8, 16, 24, 32… buffers that hold the peak, never more than the core
// has.
func TestFBScale(t *testing.T) {
	for _, tc := range []struct{ peak, total, want int }{
		{0, 24, 4}, {3, 24, 4}, {5, 24, 8}, {16, 24, 16}, {17, 24, 24}, {40, 24, 24}, {3, 2, 2},
	} {
		if got := fbScale(tc.peak, tc.total); got != tc.want {
			t.Errorf("fbScale(%d, %d) = %d, want %d", tc.peak, tc.total, got, tc.want)
		}
	}
}

// playing is a session of the default configuration played far enough
// for the live window to be done, and its live window.
func playing(t testing.TB) (*app.Session, *app.Live) {
	t.Helper()
	s, err := app.NewSession(model.DefaultConfig(), false, app.DefaultSpeed)
	if err != nil {
		t.Fatal(err)
	}
	l := app.NewLive(app.LiveWindow)
	s.WarmUp(app.LiveWindow.Warmup)
	l.Observe(s) // the base, at the warm-up's end
	s.WarmUp(app.LiveWindow.Warmup + app.LiveWindow.Packets + 100)
	l.Observe(s)
	return s, &l
}

// TestFiguresRefresh: the figures panel's words are the live window's
// metrics, as `rxsim` computes them, with the change from before to
// after.
func TestFiguresRefresh(t *testing.T) {
	s, l := playing(t)
	var cur, ahead model.PacketView
	s.After().Packet(model.CurrentPacket, &cur)
	s.After().Packet(model.PrefetchedPacket, &ahead)
	var f Figures
	f.Refresh(s, l, &cur, &ahead)
	b, a, done := l.Window(s)
	if done != 1 {
		t.Fatalf("live window %v done after the warm-up and the window", done)
	}
	for i, m := range [2]model.Metrics{b, a} {
		if got, want := string(f.CPP[i]), fmt.Sprintf("%.0f", m.CyclesPerPacket()); got != want {
			t.Errorf("run %d: cycles/packet %q, want %q", i, got, want)
		}
		if got, want := string(f.Mpps[i]), fmt.Sprintf("%.2f", m.Mpps()); got != want {
			t.Errorf("run %d: Mpps %q, want %q", i, got, want)
		}
		if f.Drops[i] != m.DroppedTotal() {
			t.Errorf("run %d: drops %d, want %d", i, f.Drops[i], m.DroppedTotal())
		}
	}
	if len(f.Warmup) != 0 {
		t.Errorf("warm-up words %q once the window is done", f.Warmup)
	}
	if len(f.CPPChange) == 0 || len(f.MppsChange) == 0 {
		t.Errorf("no change column: %q, %q", f.CPPChange, f.MppsChange)
	}
	if f.Consumed != s.After().Metrics().Packets || string(f.Packets) != fmt.Sprintf("%s packets", AppendUint(nil, f.Consumed)) {
		t.Errorf("top bar: %q for %d packets consumed", f.Packets, s.After().Metrics().Packets)
	}
	if f.CC != uint64(s.After().CC()) || len(f.CQInfo) == 0 || len(f.CurInfo) == 0 {
		t.Errorf("instant: cc %d (the CQ %d), %q, %q", f.CC, s.After().CC(), f.CQInfo, f.CurInfo)
	}
	vals, change := f.RowValues(1)
	if string(vals[1]) != string(f.Mpps[1]) || string(change) != string(f.MppsChange) {
		t.Errorf("RowValues(1) = %q %q, want the Mpps row", vals, change)
	}
}

// TestFiguresRefreshAllocatesNothing: the figures are rebuilt four times
// a second in reused buffers.
func TestFiguresRefreshAllocatesNothing(t *testing.T) {
	s, l := playing(t)
	var cur, ahead model.PacketView
	var f Figures
	f.Refresh(s, l, &cur, &ahead)
	if n := testing.AllocsPerRun(20, func() { f.Refresh(s, l, &cur, &ahead) }); n != 0 {
		t.Errorf("Refresh allocates %v times a call", n)
	}
}
