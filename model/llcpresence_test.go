package model

import (
	"fmt"
	"testing"
)

// TestLLCPresenceSameResults runs each golden case, and a default run on
// LLCs too small for its lines, twice: as built (the LLC kept as
// presence alone wherever no set can evict) and with the full LLC forced,
// and wants the same trace and metrics to the last record. It also wants
// each representation chosen where it should be.
func TestLLCPresenceSameResults(t *testing.T) {
	type tc struct {
		name   string
		cfg    Config
		prof   *Profile // nil: the configuration's machine
		inject bool     // the device fills the LLC: the full LLC is kept
	}
	var cases []tc
	for _, g := range goldenCases {
		cfg := goldenConfig(t, g.set)
		prof, err := cfg.machine()
		if err != nil {
			t.Fatal(err)
		}
		inject := (cfg.Inject || prof.Inject.Value != 0) && cfg.NIC == NICLocal
		cases = append(cases, tc{g.name, cfg, nil, inject})
	}
	for _, mib := range []float64{1, 2} {
		def := DefaultConfig()
		prof, err := def.machine()
		if err != nil {
			t.Fatal(err)
		}
		p := *prof
		p.LLCMiB.Value = mib
		cases = append(cases, tc{fmt.Sprintf("llc-%gMiB", mib), DefaultConfig(), &p, false})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			build := func() *Sim {
				prof := c.prof
				if prof == nil {
					var err error
					if prof, err = c.cfg.machine(); err != nil {
						t.Fatal(err)
					}
				}
				s, err := newWithProfile(c.cfg, *prof)
				if err != nil {
					t.Fatal(err)
				}
				return s
			}
			fast, full := build(), build()
			if want := !c.inject && setsFit(fast); fast.mem.llcPresence != want {
				t.Fatalf("LLC kept as presence alone: %v; want %v", fast.mem.llcPresence, want)
			}
			// neither form is left untested: the default fits, a 1 or
			// 2 MiB LLC cannot hold its lines
			if (c.name == "default") != fast.mem.llcPresence && (c.name == "default" || c.prof != nil) {
				t.Fatalf("LLC kept as presence alone: %v", fast.mem.llcPresence)
			}
			if full.mem.llcPresence {
				// the LLC is empty: both forms agree so far
				full.mem.llcPresence = false
				full.mem.llc.build(false, &cache{})
			}
			if fast.mem.llcPresence && (len(fast.mem.llc.slots) != 0 || len(fast.mem.llc.orders) != 0) {
				t.Fatalf("an LLC kept as presence alone has %d tags and %d sets' orders; want none", len(fast.mem.llc.slots), len(fast.mem.llc.orders))
			}
			a, b := goldenPinOf(t, fast), goldenPinOf(t, full)
			if a.digest != b.digest {
				t.Fatalf("digest %s with the LLC as presence, %s with the full LLC", a.digest, b.digest)
			}
			if fast.Metrics() != full.Metrics() {
				t.Fatalf("metrics differ:\n%+v\n%+v", fast.Metrics(), full.Metrics())
			}
		})
	}
}

// TestLLCFitDecidedOnce: a build on the same pages and LLC reuses the
// decision; another LLC or other pages decide again.
func TestLLCFitDecidedOnce(t *testing.T) {
	s, err := New(DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	f := s.mem.llcFit
	if !f.fit || f.sets != s.mem.llc.sets || f.ids != s.lay.n {
		t.Fatalf("llcFit %+v after New; want fit for %d sets and %d lines", f, s.mem.llc.sets, s.lay.n)
	}
	f.fit = false // the kept answer, made wrong: a new count would say true
	if f.decide(&s.mem.llc, &s.lay) {
		t.Fatal("decide counted again for the same LLC and pages")
	}
	lay := s.lay
	lay.frames = append([]uint64(nil), s.lay.frames...)
	lay.frames[0] ^= 1 << 20
	if !f.decide(&s.mem.llc, &lay) {
		t.Fatal("decide kept the answer for other page frames")
	}
}

// setsFit counts the lines of s's layout in each LLC set, region by
// region (not through layout.byID, as llcFit does), and reports whether
// every set holds them all.
func setsFit(s *Sim) bool {
	lay, c := &s.lay, &s.mem.llc
	n := map[int]int{}
	add := func(l lineRef) { n[c.setOf(l)]++ }
	for pg := 0; pg < lay.ringPages; pg++ {
		for i := 0; i < 64; i++ {
			add(lay.ring(pg, i))
		}
		add(lay.structPage(pg))
	}
	for q := uint32(0); q < lay.spBase-lay.cqBase; q++ {
		add(lay.cq(q))
	}
	for i := 0; i < txCQLines; i++ {
		add(lay.tx(i))
	}
	for i := 0; i < skbHeadLines; i++ {
		add(lay.skbHead(i))
	}
	add(lay.sock())
	for _, k := range n {
		if k > c.ways {
			return false
		}
	}
	return true
}
