package validation

import (
	"fmt"
	"math"

	"rxscope/model"
)

// leverAgreeBy is how close, relatively, the values of a parameter's
// levers must be for one value to carry all their figures.
const leverAgreeBy = 0.10

// LeverAgreement says whether one value of l's parameter carries every
// figure of l's seed whose lever on that parameter meets it, l's
// included (its group in ls): seed 004's two 256 B copy rows need the
// same frag-list-chain, so one mechanism can carry both; seed 000's
// before rows need dram-ns from 102 to 136 ns, further apart than 10%,
// so one mechanism cannot carry them all, and that is the finding.
//
//	frag-list-chain carries 2 figures of seed 004 at 10860 to 10860 cycles: one value, one mechanism can carry them all
//	dram-ns carries 5 figures of seed 000 at 102 to 136 ns: 1.33× apart, one mechanism cannot carry them all
//
// ok is false when l is not such a lever (a direction's, one that does
// not meet its figure) or its group has no other figure.
func LeverAgreement(ls []LeverResult, l LeverResult) (text string, ok bool) {
	if !l.agrees(l) {
		return "", false
	}
	lo, hi, n := l.Value, l.Value, 0
	for _, o := range ls {
		if o.agrees(l) && o.Figure.ID != l.Figure.ID {
			lo, hi, n = math.Min(lo, o.Value), math.Max(hi, o.Value), n+1
		}
	}
	if n == 0 {
		return "", false
	}
	head := fmt.Sprintf("%s carries %d figures of seed %s at %s to %s", l.Param, n+1, l.Figure.Seed, model.FormatParam(lo), l.Spec.ValueText(hi))
	if hi/lo-1 <= leverAgreeBy {
		return head + ": one value, one mechanism can carry them all", true
	}
	return fmt.Sprintf("%s: %.2f× apart, one mechanism cannot carry them all", head, hi/lo), true
}

// agrees reports whether o is of l's group: a lever of l's seed on l's
// parameter that meets its own figure (not a direction).
func (o LeverResult) agrees(l LeverResult) bool {
	return o.Param == l.Param && o.Figure.Seed == l.Figure.Seed && o.Claim == "" && o.Met && o.Value > 0
}
