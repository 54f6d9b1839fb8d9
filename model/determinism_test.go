package model

import (
	"fmt"
	"hash/fnv"
	"testing"
)

// traceDigest hashes every trace record of a run advanced by step to end,
// collecting new records after each step (so no record is lost to the
// ring), together with the final metrics.
func traceDigest(t *testing.T, cfg Config, end Time, step func(s *Sim, end Time) bool) (string, int) {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return simDigest(t, s, end, step)
}

// simDigest is traceDigest of a simulation already built.
func simDigest(t *testing.T, s *Sim, end Time, step func(s *Sim, end Time) bool) (string, int) {
	t.Helper()
	s.SetTraceCapacity(1 << 20)
	h := fnv.New64a()
	var seen uint64
	var buf []Event
	n := 0
	for {
		more := step(s, end)
		buf = s.Trace().Since(seen, buf[:0])
		if len(buf) > 0 && buf[0].Seq != seen+1 {
			t.Fatalf("trace ring overflowed between steps: got seq %d after %d", buf[0].Seq, seen)
		}
		for _, e := range buf {
			fmt.Fprintln(h, e.Seq, e.String(), e.Outcome, e.Level)
			seen = e.Seq
			n++
		}
		if !more {
			break
		}
	}
	m := s.Metrics()
	fmt.Fprintf(h, "%+v %v %d", m, s.Now(), s.CC())
	return fmt.Sprintf("%x", h.Sum64()), n
}

// TestDeterminismSlicing: the same configuration and seed give the same
// trace and figures whether run in one call, in 7 slices, in frame-sized
// (16.7 µs) slices or event by event (the tabwriter "chunking" test).
func TestDeterminismSlicing(t *testing.T) {
	const end = 400 * Microsecond
	frame := Time(16_700_000) // 16.7 µs
	for _, name := range []string{"default", "lowrate", "compress-today", "xdp-tx"} {
		cfg := DefaultConfig()
		switch name {
		case "lowrate":
			cfg.Traffic = LowRate
			cfg.RateMpps = 0.5
		case "compress-today":
			cfg.CQECompress, cfg.Variant = true, "today"
		case "xdp-tx":
			cfg.XDP, cfg.RateMpps = XDPTx, 14
		}
		t.Run(name, func(t *testing.T) {
			ways := map[string]func(s *Sim, end Time) bool{
				"one call": func(s *Sim, end Time) bool {
					s.RunUntil(end)
					return false
				},
				"7 slices": func(s *Sim, end Time) bool {
					s.RunUntil(min(end, s.Now()+end/7+1))
					return s.Now() < end
				},
				"frames": func(s *Sim, end Time) bool {
					s.RunUntil(min(end, s.Now()+frame))
					return s.Now() < end
				},
				"steps": func(s *Sim, end Time) bool {
					if t, src := s.nextSource(); src != srcNone && t <= end {
						s.Step()
						return true
					}
					s.RunUntil(end)
					return false
				},
			}
			var first string
			for _, w := range []string{"one call", "7 slices", "frames", "steps"} {
				d, n := traceDigest(t, cfg, end, ways[w])
				if n == 0 {
					t.Fatalf("%s: empty trace", w)
				}
				if first == "" {
					first = d
				} else if d != first {
					t.Errorf("%s: digest %s; one call gave %s", w, d, first)
				}
			}
		})
	}
}
