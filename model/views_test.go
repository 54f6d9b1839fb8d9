package model

import "testing"

// TestStrideLifecycle follows stride 0 of WQE 0 through the states the
// visualizer draws, at one frame per microsecond.
func TestStrideLifecycle(t *testing.T) {
	cfg := DefaultConfig()
	cfg.RateMpps = 1
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	g := s.Geometry()
	steps := []struct {
		at   Time
		want StrideState
	}{
		{0, StridePosted},
		{1020 * Nanosecond, StrideWritten},  // frame 0 lands at 1 µs
		{1050 * Nanosecond, StrideCQEReady}, // its CQE 40 ns later
		{20 * Microsecond, StrideConsumed},  // NAPI has run by then
	}
	if got := s.StrideState(g.WQEs-1, 0); got != StrideNotPosted {
		t.Errorf("spare WQE: %s; want %s", got, StrideNotPosted)
	}
	for _, st := range steps {
		s.RunUntil(st.at)
		if got := s.StrideState(0, 0); got != st.want {
			t.Errorf("at %v: stride 0 is %s; want %s", st.at, got, st.want)
		}
	}
	if got := s.StrideState(99, 0); got != StrideNotPosted {
		t.Errorf("out of range: %s", got)
	}
	// a whole lap: WQE 0 is released and reposted
	s.RunUntil(200 * Microsecond)
	if got := s.StrideState(0, 5); got != StrideAwaitingRepost && got != StridePosted {
		t.Errorf("after WQE 0's lap: stride 5 is %s; want awaiting-repost or posted again", got)
	}
}

// TestCQSlotKinds: without compression every written slot is a CQE; with
// compression a session shows a title, mini CQE arrays at +1, +8, +16…,
// and empty slots the NIC skipped.
func TestCQSlotKinds(t *testing.T) {
	for _, compress := range []bool{false, true} {
		cfg := DefaultConfig()
		cfg.CQECompress = compress
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s.RunUntil(30 * Microsecond)
		count := map[CQSlotKind]int{}
		for i := 0; i < s.Geometry().CQEntries; i++ {
			v := s.CQSlot(i)
			count[v.Kind]++
			if v.Kind == CQTitle && s.CQSlot(i+1).Kind != CQMiniArray && s.CQSlot(i+1).Kind != CQConsumed {
				t.Errorf("slot %d: a title not followed by a mini CQE array (%s)", i, s.CQSlot(i+1).Kind)
			}
		}
		if compress && (count[CQTitle] == 0 || count[CQMiniArray] == 0) {
			t.Errorf("compression: slot kinds %v; want titles and mini arrays", count)
		}
		if !compress && (count[CQTitle] != 0 || count[CQCQE]+count[CQConsumed] == 0) {
			t.Errorf("no compression: slot kinds %v", count)
		}
		if int(s.CC()) != count[CQConsumed] {
			t.Errorf("CC %d but %d slots consumed", s.CC(), count[CQConsumed])
		}
	}
}

// TestPacketView: the current and the prefetched packet are described
// line by line, CQE and struct page first, then the stride in address
// order.
func TestPacketView(t *testing.T) {
	s, err := New(DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	s.RunPackets(3000)
	var pv PacketView
	s.Packet(CurrentPacket, &pv)
	if !pv.Valid || pv.N < 4 || pv.Lines[0].Kind != LineCQE || pv.Lines[1].Kind != LineStructPage {
		t.Fatalf("current packet view: %+v", pv)
	}
	kinds := map[LineKind]int{}
	for _, l := range pv.Lines[:pv.N] {
		kinds[l.Kind]++
		if l.Progress < 0 || l.Progress > 1 {
			t.Errorf("line %#x: progress %v", l.Addr, l.Progress)
		}
	}
	if kinds[LineHeadroom] != 1 || kinds[LineHeader] != 2 || kinds[LineShinfo] != 1 || kinds[LinePayload] != 6 {
		t.Errorf("512 B frame at headroom 64: line kinds %v; want 1 headroom, 2 header, 6 payload, 1 shinfo", kinds)
	}
	c := s.Cursors()
	if !c.NAPI.Valid || c.NAPI.WQE != pv.WQE || c.NAPI.Stride != pv.Stride {
		t.Errorf("NAPI cursor %+v; packet at wqe %d stride %d", c.NAPI, pv.WQE, pv.Stride)
	}
	s.Packet(PrefetchedPacket, &pv)
	if c.PrefetchTarget.Valid && (!pv.Valid || pv.Stride != c.PrefetchTarget.Stride) {
		t.Errorf("prefetched packet %+v; cursor %+v", pv, c.PrefetchTarget)
	}
	if s.FillBuffersInUse() > int(s.Profile().FillBuffers.Value) {
		t.Errorf("%d fill buffers in use", s.FillBuffersInUse())
	}
	tl := s.Timeline()
	if tl.Len() == 0 || tl.FBLen() == 0 {
		t.Fatalf("empty timeline")
	}
	segs := tl.Segments(nil, 0, s.Now())
	for i := 1; i < len(segs); i++ {
		if segs[i].Start < segs[i-1].End {
			t.Fatalf("segments overlap: %+v then %+v", segs[i-1], segs[i])
		}
	}
}
