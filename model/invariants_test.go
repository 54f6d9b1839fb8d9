package model

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// checker holds what verify needs between events.
type checker struct {
	lastCC  uint32
	nextWQE int // where the next consumed CQE must start
	nextSt  int
	started bool
	events  int
}

// verify checks the model's invariants after one event (the style of
// container/heap's verify, called after every mutation):
//   - CQEs are consumed in order and name the strides in fill order;
//   - no CQE is consumed before the NIC wrote it;
//   - a WQE is released only when all its strides are consumed;
//   - frames are conserved: arrived = processed + dropped + in flight;
//   - the fill buffers hold at most FillBuffers lines at Now;
//   - every cache set's LRU order is a permutation and the directory agrees.
func (ck *checker) verify(t *testing.T, s *Sim) {
	t.Helper()
	ck.events++
	g := s.dev.geo
	for ; ck.lastCC != s.napi.cc; ck.lastCC++ {
		e := s.cq.at(ck.lastCC)
		if !e.written || !e.consumed || e.writeAt > s.now {
			t.Fatalf("event %d: slot %d consumed before it was written (written %v at %v, now %v)", ck.events, ck.lastCC, e.written, e.writeAt, s.now)
		}
		if ck.started && (int(e.wqe) != ck.nextWQE || int(e.stride) != ck.nextSt) {
			t.Fatalf("event %d: CQE %d names wqe %d stride %d; strides are consumed in order, want wqe %d stride %d",
				ck.events, ck.lastCC, e.wqe, e.stride, ck.nextWQE, ck.nextSt)
		}
		ck.started = true
		ck.nextWQE, ck.nextSt = int(e.wqe), int(e.stride)+int(e.nstrides)
		if ck.nextSt == g.StridesPerWQE {
			ck.nextWQE, ck.nextSt = (ck.nextWQE+1)%g.WQEs, 0
		}
	}
	for w := range s.dev.wqes {
		ws := &s.dev.wqes[w]
		n := 0
		for st := 0; st < g.StridesPerWQE; st++ {
			if s.dev.strideAt(w, st).consumed {
				n++
			}
		}
		switch ws.state {
		case wqePosted:
			if n != ws.consumed {
				t.Fatalf("event %d: wqe %d counts %d consumed strides; %d are", ck.events, w, ws.consumed, n)
			}
			if g.RQ == RQStriding && ws.laps > 1 && ws.pushPoll <= ws.umrPoll {
				t.Fatalf("event %d: wqe %d pushed in poll %d, its UMR posted in poll %d: reposting must lag a poll", ck.events, w, ws.pushPoll, ws.umrPoll)
			}
		case wqeFree:
			if ws.laps > 0 && n != g.StridesPerWQE {
				t.Fatalf("event %d: wqe %d released with %d of %d strides consumed", ck.events, w, n, g.StridesPerWQE)
			}
		}
	}
	if s.napi.curSz+s.napi.umrInProgress > g.WQEs-1 {
		t.Fatalf("event %d: %d WQEs posted and %d reposting; at most %d", ck.events, s.napi.curSz, s.napi.umrInProgress, g.WQEs-1)
	}
	if ck.events%16 == 0 {
		inFlight := uint64(0)
		for i := s.napi.cc; i != s.cq.pi; i++ {
			if e := s.cq.at(i); !e.filler {
				inFlight++
			}
		}
		m := s.met
		if m.Arrived != m.Placed+m.DroppedTotal() || m.Placed != m.Packets+inFlight {
			t.Fatalf("event %d: arrived %d, placed %d, dropped %d, processed %d, in flight %d: frames not conserved",
				ck.events, m.Arrived, m.Placed, m.DroppedTotal(), m.Packets, inFlight)
		}
	}
	if n := s.mem.fbInUse(s.now); n > len(s.mem.fb) {
		t.Fatalf("event %d: %d fill buffers in use of %d", ck.events, n, len(s.mem.fb))
	}
	for set := 0; set < s.mem.l1.sets; set++ {
		verifySet(t, &s.mem.l1, set)
	}
	verifySet(t, &s.mem.l2, ck.events%s.mem.l2.sets)
	if !s.mem.llcPresence {
		verifySet(t, &s.mem.llc, ck.events%s.mem.llc.sets)
	} else if id := ck.events % len(s.mem.llc.dir); s.mem.llc.dir[id] > llcPresent {
		t.Fatalf("event %d: line %d's LLC word %#x in an LLC kept as presence alone; want 0 or %d", ck.events, id, s.mem.llc.dir[id], llcPresent)
	}
}

// TestInvariantsRandomized runs several configurations and seeds, some
// with random knobs, and verifies the invariants after every event.
func TestInvariantsRandomized(t *testing.T) {
	type tc struct {
		name string
		set  [][2]string
	}
	cases := []tc{
		{"default", nil},
		{"today", [][2]string{{"variant", "today"}}},
		{"lowrate", [][2]string{{"traffic", "lowrate"}}},
		{"compress", [][2]string{{"cqe-compress", "on"}, {"rate", "5"}}},
		{"xdp-tx", [][2]string{{"xdp", "tx"}, {"rate", "14"}}},
		{"xdp-drop-cqe-peek", [][2]string{{"xdp", "drop"}, {"variant", "cqe-peek"}}},
		{"tcp-bulk", [][2]string{{"traffic", "tcp"}, {"variant", "bulk"}}},
		{"jumbo", [][2]string{{"mtu", "9000"}, {"traffic", "mixed"}}},
		{"burst-small-ring", [][2]string{{"traffic", "burst"}, {"burst", "600"}, {"ring", "64"}}},
		{"inject-pass", [][2]string{{"inject", "on"}, {"xdp", "pass"}}},
		{"legacy-mlx4", [][2]string{{"profile", "mlx4-2016"}, {"rq", "legacy"}, {"xdp", "tx"}, {"size", "64"}, {"variant", "mlx4-ahead"}}},
		{"v46-burst", [][2]string{{"profile", "cx4lx-2016"}, {"rq", "striding-v4.6"}, {"traffic", "burst"}, {"size", "64"}, {"burst", "20000"}}},
		{"lro-256", [][2]string{{"traffic", "tcp"}, {"lro", "on"}, {"headcopy", "256"}, {"app", "irq-core"}}},
	}
	r := rand.New(rand.NewPCG(7, 7))
	for i := 0; i < 4; i++ {
		c := tc{name: fmt.Sprintf("random-%d", i)}
		for _, k := range Knobs() {
			switch k.Name {
			case "distance", "budget":
				c.set = append(c.set, [2]string{k.Name, fmt.Sprint(int(k.Min) + r.IntN(int(k.Max-k.Min)+1))})
			case "variant", "xdp", "traffic", "cqe-compress", "inject", "mtu", "headcopy", "sink", "app":
				c.set = append(c.set, [2]string{k.Name, k.Values[r.IntN(len(k.Values))]})
			}
		}
		c.set = append(c.set, [2]string{"seed", fmt.Sprint(r.Uint64())})
		cases = append(cases, c)
	}
	events := 30000
	if testing.Short() {
		events = 8000
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			cfg := DefaultConfig()
			for _, kv := range c.set {
				if err := cfg.Set(kv[0], kv[1]); err != nil {
					t.Fatal(err)
				}
			}
			if cfg.Size > cfg.MTU {
				cfg.Size = cfg.MTU
			}
			s, err := New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			ck := &checker{}
			for i := 0; i < events && s.Step(); i++ {
				ck.verify(t, s)
			}
			if s.met.Packets == 0 {
				t.Fatalf("no packet processed in %d events (%v simulated)", events, s.now)
			}
		})
	}
}
