package validation

import (
	"strings"
	"testing"
)

// TestSeedSetupsApplied: every run of a seed carries its setup's choice
// (unless the run sets that knob itself), and Validate prints each row
// under the other choice.
func TestSeedSetupsApplied(t *testing.T) {
	for _, f := range PublishedFigures() {
		for _, su := range setupsOf(f.Seed) {
			name, v, _ := strings.Cut(su.Choice, "=")
			if isParam(name) {
				continue // a parameter of the seed's machine
			}
			for _, r := range f.Runs {
				if name == "profile" {
					if r.Profile != v {
						t.Errorf("%s: runs on %s, the setup says %s", f.ID, r.Profile, v)
					}
					continue
				}
				set := false
				for _, kv := range r.Set {
					set = set || strings.HasPrefix(kv, name+"=")
				}
				if !set {
					t.Errorf("%s: run %v does not carry %s", f.ID, r.Set, su.Choice)
				}
			}
		}
	}
	rep := testReport(t)
	if len(rep.Setups) != len(SeedSetups()) {
		t.Fatalf("%d setups in the report, want %d", len(rep.Setups), len(SeedSetups()))
	}
	for _, sr := range rep.Setups {
		if len(sr.Rows) == 0 {
			t.Errorf("seed %s (%s): no row under %s", sr.Seed, sr.What, sr.Alt)
		}
	}
}
