package model

import (
	"strings"
	"testing"
)

// traceEvents is every record tr holds, the staged ones included.
func traceEvents(tr *Trace) []Event {
	tr.flush(^Time(0) >> 1)
	out := make([]Event, tr.Len())
	for i := range out {
		out[i] = tr.At(i)
	}
	return out
}

// testCore is a core at 1 GHz (1 cycle = 1 ns) with a 100-entry ROB, a
// 20-entry scheduler window and a store queue that 200 instructions fill.
func testCore() *core {
	return &core{clk: newClock(1), rob: 100, sched: 20, sqInstr: 200, tl: &Timeline{off: true}, met: &Metrics{}}
}

// TestStoreQueueStall: stores commit in order, so a store whose RFO is in
// flight holds the queue; the core dispatches until the queue is full
// behind it, then stalls, charged to the store queue, until the line is
// owned. A store that is owned in time costs nothing.
func TestStoreQueueStall(t *testing.T) {
	tests := []struct {
		name      string
		ready     Time // the RFO completes
		work      int  // instructions (= cycles) dispatched after the store
		wantStall Time
	}{
		{"owned before the queue fills", 150 * Nanosecond, 300, 0},
		{"queue full at 200, owned at 450", 450 * Nanosecond, 300, 250 * Nanosecond},
		{"work stops short of the full queue", 450 * Nanosecond, 150, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := testCore()
			c.storeMiss(tt.ready, lineRef{id: 1, phys: 1}, LineShinfo, FnBuildSkb)
			c.run(tt.work, tt.work)
			if got := c.met.StallTime[StallStoreQueue]; got != tt.wantStall {
				t.Errorf("store-queue stall %v, want %v", got, tt.wantStall)
			}
		})
	}
}

// TestLockedOpWaitsForOlderStores: a locked op executes once every older
// store has committed and it owns its line; until then later work fills
// the ROB behind it, and the rest is a locked-op stall named in the trace
// with the line it waited for.
func TestLockedOpWaitsForOlderStores(t *testing.T) {
	c := testCore()
	tr := newTrace(16, TraceLines, &Trace{})
	c.tr = &tr
	shinfo := lineRef{id: 7, phys: 0x1234}
	c.storeMiss(500*Nanosecond, shinfo, LineShinfo, FnBuildSkb)
	c.locked(50*Nanosecond, lineRef{id: 9, phys: 0x99}, LineStructPage, FnPPUnref)
	c.run(300, 300) // the ROB is full 100 instructions after the locked op
	if got, want := c.met.StallTime[StallLocked], 400*Nanosecond; got != want {
		t.Fatalf("locked-op stall %v, want %v (the older store's RFO at 500 ns, the ROB full at 100)", got, want)
	}
	evs := traceEvents(&tr)
	if len(evs) != 1 || evs[0].Kind != EvStall || StallCause(evs[0].N) != StallLocked || evs[0].Line != LineShinfo {
		t.Fatalf("trace %v, want one locked-op stall on the shinfo line", evs)
	}
	if s := evs[0].String(); !strings.Contains(s, "page_pool_unref_netmem: locked op waits for shinfo line 0x48d00") {
		t.Errorf("trace text %q", s)
	}
}

// TestEvictedRingLineComesFromLLC: a ring line the device has not
// rewritten comes back from the L3 after L2 evicts it (the victim path),
// and the device's next write of it sends the next read to DRAM.
func TestEvictedRingLineComesFromLLC(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Variant = "today"
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	m := &s.mem
	l := s.lay.ring(0, 10)
	m.access(l, 0, accLoad)
	// evict it from L1 and L2: fill its L2 set with other ring lines of
	// the same page offset
	for pg := 1; pg < s.lay.ringPages && m.l1.dir[l.id] != 0; pg++ {
		o := s.lay.ring(pg, 10)
		if o.phys&m.l2.setMask == l.phys&m.l2.setMask {
			m.access(o, 0, accLoad)
		}
	}
	if m.l1.dir[l.id] != 0 {
		t.Skip("no ring line shares the set in this layout")
	}
	if r := m.access(l, Microsecond, accLoad); r.level != LevelLLC {
		t.Fatalf("an evicted ring line came from %v, want LLC", r.level)
	}
	m.dmaWrite(l, 2*Microsecond)
	if r := m.access(l, 3*Microsecond, accLoad); r.level != LevelDRAM {
		t.Errorf("after the device's write the line came from %v, want DRAM", r.level)
	}
}

// TestApplicationCoreLines: a line the application's core wrote costs the
// NAPI core the core-to-core latency; a line it only read stays readable
// where the NAPI core has it, but a write must take it back.
func TestApplicationCoreLines(t *testing.T) {
	cfg := DefaultConfig() // app=other-ccd
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	m := &s.mem
	far := Nanos(s.prof.C2CFarNs.Value)
	sock := s.lay.sock()
	m.access(sock, 0, accStore)
	m.appWrite(sock)
	if r := m.access(sock, Microsecond, accStore); r.level != LevelCore || r.ready-r.issue != far {
		t.Errorf("socket line after the application's write: %v in %v, want core in %v", r.level, r.ready-r.issue, far)
	}
	sh := s.lay.ring(3, 9)
	m.access(sh, 2*Microsecond, accStore)
	m.appRead(sh)
	if r := m.access(sh, 3*Microsecond, accLoad); r.level != LevelL1 {
		t.Errorf("a read of a line both cores share: %v, want L1", r.level)
	}
	if r := m.access(sh, 4*Microsecond, accStore); r.level != LevelCore || r.ready != 4*Microsecond+far {
		t.Errorf("a write of a line both cores share: %v ready %v, want core at %v", r.level, r.ready, 4*Microsecond+far)
	}
}

// TestFreePathInTheTrace: a UDP flood frees every skb on the NAPI core:
// skb_release_data reads its shinfo and page_pool_unref_netmem takes its
// struct page with a locked op; the socket enqueue takes the socket line;
// the repost releases each page's leftover references. XDP_DROP has no
// skb to free.
func TestFreePathInTheTrace(t *testing.T) {
	count := func(set ...string) map[Func]int {
		cfg := DefaultConfig()
		for _, kv := range set {
			k, v, _ := strings.Cut(kv, "=")
			if err := cfg.Set(k, v); err != nil {
				t.Fatal(err)
			}
		}
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s.RunPackets(3000)
		n := map[Func]int{}
		for _, e := range traceEvents(s.Trace()) {
			n[e.Fn]++
		}
		return n
	}
	udp := count()
	for _, fn := range []Func{FnSkbReleaseData, FnPPUnref, FnUDPEnqueue, FnPageReleaseFrag} {
		if udp[fn] == 0 {
			t.Errorf("UDP flood: no %s in the trace", fn)
		}
	}
	drop := count("xdp=drop")
	if drop[FnSkbReleaseData] != 0 || drop[FnUDPEnqueue] != 0 {
		t.Errorf("XDP_DROP frees skbs: %d skb_release_data, %d enqueues", drop[FnSkbReleaseData], drop[FnUDPEnqueue])
	}
	if drop[FnPageReleaseFrag] == 0 {
		t.Error("XDP_DROP: the repost releases no page")
	}
}

// TestInjectedHeaderIsAnLLCHit: with cache injection the header's first
// request finds it in the LLC, at the LLC's latency (it still misses L1
// and L2); today's net_prefetch issues it far enough ahead of the read
// that the read finds it there or in flight.
func TestInjectedHeaderIsAnLLCHit(t *testing.T) {
	cfg := DefaultConfig()
	cfg.Variant, cfg.Inject = "today", true
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s.RunPackets(2000)
	want := uint32(s.prof.LLCCycles.Value)
	n := 0
	for _, e := range traceEvents(s.Trace()) {
		if e.Kind == EvPrefetch && e.Line == LineHeader && e.Fn == FnSkbLinear && e.Outcome == OutcomeIssued && e.Level == LevelLLC {
			n++
			if e.Cycles < want || e.Cycles > want+2 {
				t.Fatalf("an injected header line took %d cycles, want the LLC's %d", e.Cycles, want)
			}
		}
	}
	if n == 0 {
		t.Fatal("no header prefetch found the line in the LLC")
	}
}
