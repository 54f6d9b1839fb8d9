package validation

import (
	"fmt"
	"math"

	"rxscope/model"
)

// LeverProbes bounds the model evaluations of one lever's search: the two
// ends of its range, then bisection. Each probe reruns a figure's runs,
// so the bound keeps rxsim validate -levers within seconds.
const LeverProbes = 12

// solveOptions shape one search of solve.
type solveOptions struct {
	Lo, Hi float64 // the range searched
	Whole  bool    // only whole values (a count, such as lines or entries)
	// Holds, when set, makes the search one for a direction: margin ≤ 0
	// means the direction holds, and the answer is the end of the final
	// bracket where it does. Otherwise the search is for a value: the
	// answer is the probe whose margin is nearest zero.
	Holds bool
	// Tol ends a value search early: a probe whose |margin| is at most
	// Tol meets the target.
	Tol float64
}

// solved is the outcome of solve.
type solved struct {
	Met    bool    // the margin reaches zero (changes sign) in the range
	X      float64 // where: the answer, or the end that comes closest
	Margin float64 // margin(X)
	Probes int     // evaluations made
}

// solve looks in o.Lo..o.Hi for the value of a parameter at which
// margin crosses zero, by bisection: it evaluates both ends; if their
// margins have the same sign no value in the range meets the target and
// the nearer end is the answer (for a direction that holds at both ends,
// o.Lo); otherwise it halves the bracket, keeping
// the half whose ends differ in sign, until the bracket is one whole step
// wide, or three significant digits no longer tell its ends apart, or
// LeverProbes evaluations are spent. margin need not be continuous (a
// loss that moves by whole WQEs): the answer is then the step.
//
// The evaluation is a function, so the search is tested without a model.
func solve(o solveOptions, margin func(x float64) (float64, error)) (solved, error) {
	if !(o.Lo < o.Hi) {
		return solved{}, fmt.Errorf("solve: empty range %g..%g", o.Lo, o.Hi)
	}
	probes := 0
	eval := func(x float64) (float64, error) {
		probes++
		m, err := margin(x)
		if err == nil && math.IsNaN(m) {
			err = fmt.Errorf("solve: no margin at %g", x)
		}
		return m, err
	}
	a, b := o.Lo, o.Hi
	ma, err := eval(a)
	if err != nil {
		return solved{}, err
	}
	mb, err := eval(b)
	if err != nil {
		return solved{}, err
	}
	if (ma > 0) == (mb > 0) && !o.met(ma) && !o.met(mb) {
		if o.Holds && ma <= 0 { // the direction holds at both ends
			return solved{Met: true, X: a, Margin: ma, Probes: probes}, nil
		}
		x, m := nearer(a, ma, b, mb)
		return solved{X: x, Margin: m, Probes: probes}, nil
	}
	for probes < LeverProbes && !o.met(ma) && !o.met(mb) {
		mid, ok := o.midpoint(a, b)
		if !ok {
			break
		}
		mm, err := eval(mid)
		if err != nil {
			return solved{}, err
		}
		if (mm > 0) == (ma > 0) {
			a, ma = mid, mm
		} else {
			b, mb = mid, mm
		}
	}
	out := solved{Met: true, Probes: probes}
	switch {
	case o.Holds && ma <= 0:
		out.X, out.Margin = a, ma
	case o.Holds:
		out.X, out.Margin = b, mb
	default:
		out.X, out.Margin = nearer(a, ma, b, mb)
	}
	return out, nil
}

// met reports whether a value search may stop at margin m.
func (o solveOptions) met(m float64) bool { return !o.Holds && math.Abs(m) <= o.Tol }

// midpoint is the next probe between a and b, rounded as a person would
// write the value (a whole number, or three significant digits); false
// when no such value lies strictly between them.
func (o solveOptions) midpoint(a, b float64) (float64, bool) {
	mid := (a + b) / 2
	if o.Whole {
		mid = math.Floor(mid)
	} else {
		mid = model.RoundParam(mid, 3)
	}
	lo, hi := min(a, b), max(a, b)
	return mid, mid > lo && mid < hi
}

// nearer returns whichever of (a, ma) and (b, mb) has the margin nearer
// zero, a on a tie.
func nearer(a, ma, b, mb float64) (float64, float64) {
	if math.Abs(mb) < math.Abs(ma) {
		return b, mb
	}
	return a, ma
}
