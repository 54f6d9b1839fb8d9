package screen

import (
	"strings"
	"testing"

	"rxscope/address"
	"rxscope/app"
	"rxscope/lessons"
	"rxscope/model"
)

// TestAheadEmptySaysWhy: each scene whose prefetched packet's panel stays
// empty names its own reason, and the panel is empty six packets in (the
// browser's test of the same name opened the first five scenes and read
// the snapshot).
func TestAheadEmptySaysWhy(t *testing.T) {
	for _, c := range []struct {
		query, want string
		empty       bool // the panel stays empty after six packets
	}{
		{"variant=bulk", "bulk", true},
		{"mtu=9000", "nonlinear", true},
		{"variant=mlx4-ahead&rq=legacy", "XDP program", true},
		{"variant=today", "today's driver", true},
		{"rq=legacy", "legacy RQ", true},
		{"distance=0", "distance 0", false},
		{"variant=mlx4-ahead&rq=legacy&xdp=drop", "no descriptor ahead", false},
		{"variant=cqe-peek", "no CQE peek", false},
		{"", "no look-ahead prefetch yet", false},
	} {
		s, notes := address.Parse(c.query, address.Default(), lessons.Catalog)
		if len(notes) != 0 {
			t.Fatalf("%s: %v", c.query, notes)
		}
		ses, err := app.NewSession(s.Config, true, app.DefaultSpeed)
		if err != nil {
			t.Fatalf("%s: %v", c.query, err)
		}
		for range 6 {
			ses.StepPacket()
		}
		var ahead model.PacketView
		if ses.After().Packet(model.PrefetchedPacket, &ahead); c.empty && ahead.Valid {
			t.Errorf("%s: the prefetched packet's panel shows a packet", c.query)
		}
		if got := AheadEmpty(s.Config, ses.After().Geometry().Linear); !strings.Contains(got, c.want) {
			t.Errorf("%s: the panel says %q; want it to name %q", c.query, got, c.want)
		}
	}
}
