package model

import (
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
