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
