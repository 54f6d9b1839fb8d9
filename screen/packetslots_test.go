package screen

import (
	"testing"

	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// panelOf lays out the packet at the NAPI cursor of ses's after run as
// the packet panel does, its words from the run's trace.
func panelOf(ses *app.Session) (*model.PacketView, *PacketSlots) {
	var v model.PacketView
	ses.After().Packet(model.CurrentPacket, &v)
	var ps PacketSlots
	var kw KindWordWidths
	for k := range kw {
		kw[k] = 60
	}
	ps.Place(&v, layout.NewScreen().Current, layout.ScreenType.PacketInfo, &kw)
	ps.Words(&v, ses.After().Trace())
	return &v, &ps
}

// TestNoShinfoBoxUnderXDPDrop: a packet XDP drops or sends back has no
// skb, so the packet panel draws no shinfo box for it; with XDP_PASS it
// does.
func TestNoShinfoBoxUnderXDPDrop(t *testing.T) {
	for _, c := range []struct {
		xdp  string
		want bool
	}{{"drop", false}, {"tx", false}, {"pass", true}} {
		cfg := model.DefaultConfig()
		if err := cfg.Set("xdp", c.xdp); err != nil {
			t.Fatal(err)
		}
		ses, err := app.NewSession(cfg, true, app.DefaultSpeed)
		if err != nil {
			t.Fatal(err)
		}
		ses.WarmUp(200)
		v, ps := panelOf(ses)
		if !v.Valid || ps.N() == 0 {
			t.Fatalf("xdp=%s: no packet at the cursor after 200 packets", c.xdp)
		}
		shinfo := false
		for i := 0; i < ps.N(); i++ {
			shinfo = shinfo || v.Lines[ps.Slot(i).First].Kind == model.LineShinfo
		}
		if shinfo != c.want {
			t.Errorf("xdp=%s: the packet panel draws a shinfo box: %v, want %v", c.xdp, shinfo, c.want)
		}
	}
}

// TestLessonBoxesSayWhereFrom plays lesson 2's steps that say where a
// packet's lines came from and reads what the boxes of the packet at the
// NAPI cursor say while the step plays: step 2 says the headers came
// from DRAM, step 3 that the CQE came from L2, and the boxes must say so
// (where the line's latest access was served from), never L1, where the
// lines are once they have landed.
func TestLessonBoxesSayWhereFrom(t *testing.T) {
	for _, c := range []struct {
		step       int
		kind, want string
	}{{2, "header", "DRAM"}, {3, "CQE", "L2"}} {
		_, ses := openStepSession(t, "cold", c.step)
		ses.SetPaused(false)
		said := map[string]int{}
		for range 30 {
			v, ps := panelOf(ses)
			for i := 0; i < ps.N(); i++ {
				if LineKindWord(v.Lines[ps.Slot(i).First].Kind) == c.kind {
					said[ps.Slot(i).Word]++
				}
			}
			ses.Tick()
			ses.Tick()
		}
		most, n := "", 0
		for w, k := range said {
			if k > n {
				most, n = w, k
			}
		}
		t.Logf("step %d: the %s boxes said %v", c.step, c.kind, said)
		if most != c.want || said["L1"] > 0 {
			t.Errorf("step %d: the %s boxes said %v; want mostly %s, as the step's text, and never L1", c.step, c.kind, said, c.want)
		}
	}
}

// TestPacketSlotsFold: the headroom's and the payload's lines fold into
// one box each, which stands for all of them; a press finds its box.
func TestPacketSlotsFold(t *testing.T) {
	ses, err := app.NewSession(model.DefaultConfig(), true, app.DefaultSpeed)
	if err != nil {
		t.Fatal(err)
	}
	ses.WarmUp(200)
	v, ps := panelOf(ses)
	lines := 0
	for i := 0; i < ps.N(); i++ {
		s := ps.Slot(i)
		lines += s.Count
		if k := v.Lines[s.First].Kind; s.Count > 1 && k != model.LineHeadroom && k != model.LinePayload {
			t.Errorf("box %d folds %d lines of %s", i, s.Count, LineKindWord(k))
		}
		if s.Word == "" {
			t.Errorf("box %d says nothing", i)
		}
		if got := ps.At(s.Box.X+s.Box.W/2, s.Box.Y+s.Box.H/2); got != i {
			t.Errorf("a press on box %d finds box %d", i, got)
		}
	}
	if ps.N() < 5 || lines <= ps.N() {
		t.Errorf("%d boxes stand for %d lines: want the headroom and the payload folded", ps.N(), lines)
	}
	if ps.At(-1, -1) != -1 {
		t.Error("a press off the panel finds a box")
	}
}
