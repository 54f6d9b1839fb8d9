package validation

import (
	"testing"

	"rxscope/model"
)

// TestLeverAgreement: the levers of one seed on one parameter that each
// meet their figure agree when their values are within 10% of each
// other, and are said to be too far apart for one mechanism otherwise;
// a lever of another parameter or seed, a direction's, or one that does
// not meet its figure is no part of the group, and a lever alone in its
// group says nothing.
func TestLeverAgreement(t *testing.T) {
	frag, _ := model.LookupParam("frag-list-chain")
	lever := func(id, param string, met bool, v float64, claim string) LeverResult {
		return LeverResult{Lever: Lever{Param: param, Claim: claim}, Figure: Figure{ID: id, Seed: id[:3]}, Spec: frag, Met: met, Value: v}
	}
	irq := lever("004/irq/before", "frag-list-chain", true, 10860, "")
	tests := []struct {
		others []LeverResult
		want   string
		ok     bool
	}{
		{[]LeverResult{lever("004/adj/before", "frag-list-chain", true, 10860, "")},
			"frag-list-chain carries 2 figures of seed 004 at 10860 to 10860 cycles: one value, one mechanism can carry them all", true},
		{[]LeverResult{lever("004/adj/before", "frag-list-chain", true, 9900, ""), lever("004/x", "frag-list-chain", true, 10000, "")},
			"frag-list-chain carries 3 figures of seed 004 at 9900 to 10860 cycles: one value, one mechanism can carry them all", true},
		{[]LeverResult{lever("004/adj/before", "frag-list-chain", true, 900, "")},
			"frag-list-chain carries 2 figures of seed 004 at 900 to 10860 cycles: 12.07× apart, one mechanism cannot carry them all", true},
		{[]LeverResult{lever("004/adj/before", "dram-ns", true, 900, "")}, "", false},
		{[]LeverResult{lever("003/x/before", "frag-list-chain", true, 900, "")}, "", false},
		{[]LeverResult{lever("004/adj/before", "frag-list-chain", false, 900, "")}, "", false},
		{[]LeverResult{lever("004/adj/before", "frag-list-chain", true, 900, "a direction")}, "", false},
		{[]LeverResult{irq}, "", false},
	}
	for i, tt := range tests {
		got, ok := LeverAgreement(append([]LeverResult{irq}, tt.others...), irq)
		if got != tt.want || ok != tt.ok {
			t.Errorf("%d: LeverAgreement = %q, %v; want %q, %v", i, got, ok, tt.want, tt.ok)
		}
	}
}
