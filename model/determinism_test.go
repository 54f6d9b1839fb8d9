package model

import (
	"fmt"
	"hash/fnv"
	"io"
	"strings"
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

// cfgLines is simLines of a new simulation of cfg.
func cfgLines(t *testing.T, cfg Config, end Time, step func(s *Sim, end Time) bool) []string {
	t.Helper()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return simLines(t, s, end, step)
}

// simDigest is traceDigest of a simulation already built.
func simDigest(t *testing.T, s *Sim, end Time, step func(s *Sim, end Time) bool) (string, int) {
	t.Helper()
	h := fnv.New64a()
	n := simRecords(t, s, end, step, func(line string) { io.WriteString(h, line) })
	return fmt.Sprintf("%x", h.Sum64()), n
}

// simLines is the run simDigest hashes, as text: one line a trace
// record, then one of the final metrics, time and cycle count.
func simLines(t *testing.T, s *Sim, end Time, step func(s *Sim, end Time) bool) []string {
	t.Helper()
	var lines []string
	simRecords(t, s, end, step, func(line string) { lines = append(lines, line) })
	return lines
}

// simRecords advances s by step to end and hands each trace record, as
// a line, to emit (collecting new records after each step, so no record
// is lost to the ring), then the final metrics; it returns the number of
// records.
func simRecords(t *testing.T, s *Sim, end Time, step func(s *Sim, end Time) bool, emit func(string)) int {
	t.Helper()
	s.SetTraceCapacity(1 << 20)
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
			emit(fmt.Sprintln(e.Seq, e.String(), e.Outcome, e.Level))
			seen = e.Seq
			n++
		}
		if !more {
			break
		}
	}
	m := s.Metrics()
	emit(fmt.Sprintf("%+v %v %d", m, s.Now(), s.CC()))
	return n
}

// firstParting describes where two runs' lines (simLines) part: the first
// line that differs, with the one before it for context, or the run that
// ends early. It is empty when the runs agree.
func firstParting(a, b []string) string {
	for i := range min(len(a), len(b)) {
		if a[i] == b[i] {
			continue
		}
		before := "the start"
		if i > 0 {
			before = strings.TrimSpace(a[i-1])
		}
		return fmt.Sprintf("line %d, after %s:\n\t%s\n\t%s", i+1, before, strings.TrimSpace(a[i]), strings.TrimSpace(b[i]))
	}
	switch {
	case len(a) < len(b):
		return fmt.Sprintf("the first run ends after %d lines; the second goes on with %s", len(a), strings.TrimSpace(b[len(a)]))
	case len(b) < len(a):
		return fmt.Sprintf("the second run ends after %d lines; the first goes on with %s", len(b), strings.TrimSpace(a[len(b)]))
	}
	return ""
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
					t.Errorf("%s: digest %s; one call gave %s; the runs part at %s", w, d, first,
						firstParting(cfgLines(t, cfg, end, ways["one call"]), cfgLines(t, cfg, end, ways[w])))
				}
			}
		})
	}
}

// TestFirstParting: the report of where two runs part names the first
// differing line and the one before it, or the run that ends early, and
// is empty for equal runs.
func TestFirstParting(t *testing.T) {
	tests := []struct {
		a, b []string
		want string
	}{
		{[]string{"1 poll\n", "2 rx\n"}, []string{"1 poll\n", "2 rx\n"}, ""},
		{nil, nil, ""},
		{[]string{"1 poll\n", "2 rx\n", "3 miss\n"}, []string{"1 poll\n", "2 rx\n", "3 hit\n"}, "line 3, after 2 rx:\n\t3 miss\n\t3 hit"},
		{[]string{"1 poll\n"}, []string{"1 rx\n"}, "line 1, after the start:\n\t1 poll\n\t1 rx"},
		{[]string{"1 poll\n"}, []string{"1 poll\n", "2 rx\n"}, "the first run ends after 1 lines; the second goes on with 2 rx"},
		{[]string{"1 poll\n", "2 rx\n"}, []string{"1 poll\n"}, "the second run ends after 1 lines; the first goes on with 2 rx"},
	}
	for _, tt := range tests {
		if got := firstParting(tt.a, tt.b); got != tt.want {
			t.Errorf("firstParting(%q, %q) = %q; want %q", tt.a, tt.b, got, tt.want)
		}
	}
}

// TestSimLinesAreTheDigest: the lines firstParting compares are exactly
// what simDigest hashes, so a digest that differs has a line that does.
func TestSimLinesAreTheDigest(t *testing.T) {
	d, _ := traceDigest(t, DefaultConfig(), 50*Microsecond, goldenStep)
	h := fnv.New64a()
	for _, line := range cfgLines(t, DefaultConfig(), 50*Microsecond, goldenStep) {
		io.WriteString(h, line)
	}
	if got := fmt.Sprintf("%x", h.Sum64()); got != d {
		t.Errorf("the lines hash to %s; simDigest gives %s", got, d)
	}
}
