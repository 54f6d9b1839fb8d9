package model

import (
	"fmt"
	"strings"
	"testing"
)

// TestAppendText: every event of a traced run prints, function first,
// the same words as Event.String after the time, without allocating
// into a buffer with room.
func TestAppendText(t *testing.T) {
	for _, set := range []func(*Config){
		func(c *Config) {},
		func(c *Config) { c.Traffic, c.RateMpps = LowRate, 0.5 },
		func(c *Config) { c.CQECompress, c.XDP = true, XDPTx },
	} {
		cfg := DefaultConfig()
		set(&cfg)
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s.RunUntil(200 * Microsecond)
		tr := s.Trace()
		buf := make([]byte, 0, 256)
		for i := 0; i < tr.Len(); i++ {
			e := tr.At(i)
			got := string(e.AppendText(buf[:0]))
			if !strings.HasPrefix(got, e.Fn.String()+": ") || !strings.HasSuffix(e.String(), got) {
				t.Fatalf("%v: AppendText %q does not end String %q", e.Kind, got, e.String())
			}
		}
		if n := tr.Len(); n > 0 {
			e := tr.At(n - 1)
			if a := testing.AllocsPerRun(100, func() { buf = e.AppendText(buf[:0]) }); a != 0 {
				t.Errorf("AppendText allocates %.0f times", a)
			}
		}
	}
}

// ExampleEvent_AppendText: an access names its frame; one of the free
// path's that no frame owns (the repost's release of a page) names none.
func ExampleEvent_AppendText() {
	for _, e := range []Event{
		{Kind: EvAccess, Fn: FnPPUnref, Packet: 42, Addr: 0x3f2a40, Line: LineStructPage, Outcome: OutcomeHit, Store: true},
		{Kind: EvAccess, Fn: FnPageReleaseFrag, Packet: -1, Addr: 0x3f2a80, Line: LineStructPage, Outcome: OutcomeHit, Store: true},
	} {
		fmt.Println(string(e.AppendText(nil)))
	}
	// Output:
	// page_pool_unref_netmem: write struct page line 0x3f2a40 of frame 42 hit
	// mlx5e_page_release_fragmented: write struct page line 0x3f2a80 hit
}
