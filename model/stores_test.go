package model

import (
	"math"
	"testing"
)

// TestStoreEstimatesCoverEveryStep: every work step has a store estimate
// with a source, and no estimate names a step that does not exist.
func TestStoreEstimatesCoverEveryStep(t *testing.T) {
	p, err := LookupProfile("zen5-cx5")
	if err != nil {
		t.Fatal(err)
	}
	steps := map[string]bool{}
	for _, w := range p.Works() {
		steps[w.Name] = true
	}
	seen := map[string]bool{}
	for _, e := range storeEstimates {
		if !steps[e.step] {
			t.Errorf("store estimate for %q: no such work step", e.step)
		}
		if seen[e.step] {
			t.Errorf("store estimate for %q given twice", e.step)
		}
		seen[e.step] = true
		if e.source == "" || e.stores < 0 {
			t.Errorf("store estimate for %q: %d stores, source %q", e.step, e.stores, e.source)
		}
	}
	for name := range steps {
		if !seen[name] {
			t.Errorf("work step %q has no store estimate", name)
		}
	}
}

// TestStoreDensityFromEstimates: each machine's store density is the one
// its work steps' store estimates give (to the unit).
func TestStoreDensityFromEstimates(t *testing.T) {
	for _, name := range ProfileNames() {
		p, err := LookupProfile(name)
		if err != nil {
			t.Fatal(err)
		}
		want := StoreDensityOf(&p)
		if got := p.StoreDensity.Value; math.Abs(got-want) > 1 {
			t.Errorf("%s: store-density %.0f, its work steps' estimates give %.1f", name, got, want)
		}
	}
}
