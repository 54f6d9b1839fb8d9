package model

import (
	"slices"
	"testing"
)

// TestResetMatchesNew: a simulation Reset from any other (larger or
// smaller ring, another machine, a run already under way) gives the same
// trace and figures as one built by New: every pinned digest, visiting the
// cases forwards and then backwards in one reused Sim.
func TestResetMatchesNew(t *testing.T) {
	want := readGolden(t)
	s, err := New(DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	s.RunPackets(500) // leave state behind for the first Reset to clear
	order := slices.Clone(goldenCases)
	order = append(order, order...)
	slices.Reverse(order[len(goldenCases):])
	for _, c := range order {
		if err := s.Reset(goldenConfig(t, c.set)); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if got := goldenRun(t, s); got != want[c.name].digest {
			t.Errorf("%s after Reset: digest %s, New gives %s; the runs part at %s", c.name, got, want[c.name].digest, resetParting(t, s, goldenConfig(t, c.set)))
		}
	}
}

// resetParting is where a run of s Reset to cfg and a run of a new
// simulation of cfg part (firstParting).
func resetParting(t *testing.T, s *Sim, cfg Config) string {
	t.Helper()
	if err := s.Reset(cfg); err != nil {
		t.Fatal(err)
	}
	return firstParting(simLines(t, s, goldenEnd, goldenStep), cfgLines(t, cfg, goldenEnd, goldenStep))
}

// TestResetRejects: a bad configuration is refused with Validate's error
// and the simulation keeps its state.
func TestResetRejects(t *testing.T) {
	s, err := New(DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	s.RunPackets(100)
	now, cc := s.Now(), s.CC()
	bad := DefaultConfig()
	bad.Distance = 99
	if err := s.Reset(bad); err == nil {
		t.Fatal("Reset accepted distance 99")
	}
	if s.Now() != now || s.CC() != cc || s.Config() != DefaultConfig() {
		t.Errorf("a refused Reset changed the simulation: now %v→%v, cc %d→%d", now, s.Now(), cc, s.CC())
	}
	s.RunPackets(100)
}

// TestResetAllocates: after the first point of a sweep, Reset allocates
// next to nothing, where New allocates the caches (megabytes) every time.
func TestResetAllocates(t *testing.T) {
	cfg := DefaultConfig()
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	n := testing.AllocsPerRun(5, func() {
		if err := s.Reset(cfg); err != nil {
			t.Fatal(err)
		}
	})
	if n > 8 {
		t.Errorf("Reset made %.0f allocations; want at most 8 (the arrival process's generators and the traffic's window)", n)
	}
}

// TestRenew: Renew builds a simulation when given none, rebuilds the one
// it is given in place, and on a bad configuration keeps it as it was.
func TestRenew(t *testing.T) {
	s, err := Renew(nil, DefaultConfig())
	if err != nil || s == nil {
		t.Fatalf("Renew(nil): %v, %v", s, err)
	}
	s.RunPackets(50)
	cfg := DefaultConfig()
	cfg.Variant = "today"
	r, err := Renew(s, cfg)
	if err != nil || r != s || r.Now() != 0 || r.Config() != cfg {
		t.Fatalf("Renew(s): same %v, now %v, err %v", r == s, r.Now(), err)
	}
	r.RunPackets(50)
	now := r.Now()
	bad := cfg
	bad.Budget = 0
	if _, err := Renew(s, bad); err == nil || s.Now() != now || s.Config() != cfg {
		t.Errorf("Renew with budget 0: err %v, now %v → %v", err, now, s.Now())
	}
}
