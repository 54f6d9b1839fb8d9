package e2e

import (
	"strings"
	"testing"
	"time"
)

// TestAheadEmptySaysWhy opens scenes whose prefetched packet's panel
// stays empty for a reason of their own, and checks the panel says that
// reason (it said "no look-ahead prefetch yet (or its stride is past the
// end of the WQE)" for all of them).
func TestAheadEmptySaysWhy(t *testing.T) {
	for _, c := range []struct{ query, want string }{
		{"variant=bulk", "bulk"},
		{"mtu=9000", "nonlinear"},
		{"variant=mlx4-ahead&rq=legacy", "XDP program"},
		{"variant=today", "today's driver"},
		{"rq=legacy", "legacy RQ"},
	} {
		t.Run(c.query, func(t *testing.T) {
			p := openPage(t, "/?"+c.query, 1280, 720)
			p.waitJS("window.rxscope.state().PacketsConsumed > 5", 60*time.Second)
			if s := p.vstate(); !strings.Contains(s.AheadEmpty, c.want) {
				t.Errorf("the panel says %q; want it to name %q", s.AheadEmpty, c.want)
			}
		})
	}
}
