package app

import (
	"testing"

	"rxscope/model"
)

// TestShowsLineXDP: under XDP_DROP or XDP_TX the current packet's panel
// has no shinfo box (the packet has no skb), under XDP_PASS it has one,
// and the other lines are all drawn.
func TestShowsLineXDP(t *testing.T) {
	for _, tt := range []struct {
		xdp        string
		wantShinfo bool
	}{{"drop", false}, {"tx", false}, {"drop-noread", false}, {"pass", true}, {"off", true}} {
		cfg := model.DefaultConfig()
		if err := cfg.Set("xdp", tt.xdp); err != nil {
			t.Fatal(err)
		}
		s, err := NewSession(cfg, false, 3)
		if err != nil {
			t.Fatal(err)
		}
		var v model.PacketView
		for i := 0; i < 2000 && !v.Valid; i++ {
			s.Tick()
			s.After().Packet(model.CurrentPacket, &v)
		}
		if !v.Valid {
			t.Fatalf("xdp=%s: no packet at the NAPI cursor", tt.xdp)
		}
		shinfo, others := false, 0
		for i := 0; i < v.N; i++ {
			if !ShowsLine(&v, i) {
				if v.Lines[i].Kind != model.LineShinfo {
					t.Errorf("xdp=%s: a %v line is hidden", tt.xdp, v.Lines[i].Kind)
				}
				continue
			}
			if v.Lines[i].Kind == model.LineShinfo {
				shinfo = true
			} else {
				others++
			}
		}
		if shinfo != tt.wantShinfo || others == 0 {
			t.Errorf("xdp=%s (verdict %v): shinfo box %v, want %v; %d other lines", tt.xdp, v.Verdict, shinfo, tt.wantShinfo, others)
		}
	}
}

// TestServedFrom plays lesson 2's traffic (today's driver, a flood of
// 512-byte frames, no cache injection) and checks what the packet
// panel's boxes would say of the packet at the NAPI cursor against what
// the lesson's text says of the same run: the headers came from DRAM
// (step 2: the read waited for net_prefetch's trip to DRAM), the CQE
// from L2 (step 3: the stream prefetcher) — never L1, where the lines
// are once they have landed.
func TestServedFrom(t *testing.T) {
	cfg := model.DefaultConfig()
	for k, v := range map[string]string{"variant": "today", "traffic": "flood", "size": "512", "inject": "off"} {
		if err := cfg.Set(k, v); err != nil {
			t.Fatal(err)
		}
	}
	sim, err := model.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[model.LineKind]map[model.Level]int{}
	var v model.PacketView
	for at := 200 * model.Microsecond; at <= 400*model.Microsecond; at += 3 * model.Microsecond {
		sim.RunUntil(at)
		sim.Packet(model.CurrentPacket, &v)
		for i := 0; i < v.N; i++ {
			l := &v.Lines[i]
			if l.Outcome == model.OutcomeNone || (l.Kind != model.LineHeader && l.Kind != model.LineCQE) {
				continue
			}
			if seen[l.Kind] == nil {
				seen[l.Kind] = map[model.Level]int{}
			}
			seen[l.Kind][ServedFrom(sim.Trace(), l.Addr, l.Outcome)]++
		}
	}
	t.Logf("served from, by kind: %v", seen)
	for _, c := range []struct {
		kind model.LineKind
		want model.Level
	}{{model.LineHeader, model.LevelDRAM}, {model.LineCQE, model.LevelL2}} {
		most, n := model.LevelNone, 0
		for lv, k := range seen[c.kind] {
			if k > n {
				most, n = lv, k
			}
		}
		if most != c.want {
			t.Errorf("%v lines: served from %v (all: %v); want mostly %v, as the lesson says", c.kind, most, seen[c.kind], c.want)
		}
	}
}
