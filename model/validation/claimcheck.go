package validation

import "math"

// margin is how far the direction c is from holding, given the model's
// values a and b of its figures A and B, in A's unit: negative (or, for
// ClaimWithin and ClaimNoGain, zero) when it holds, positive by as much
// as A would have to move when it does not. A lever's search bisects on
// its sign.
func (c Claim) margin(a, b float64) float64 {
	switch c.Kind {
	case ClaimGreater:
		return b*(1+c.Tol/100) - a
	case ClaimWithin:
		return math.Abs(a) - c.Tol
	case ClaimAbove:
		return c.Tol - a
	case ClaimNoGain:
		return a - c.Tol
	}
	panic("validation: Claim.margin: unknown claim kind")
}

// holds reports whether the direction c holds for the values a and b:
// "A > B by more than Tol %" and "A above Tol" are strict, "within Tol"
// and "at most Tol" are not.
func (c Claim) holds(a, b float64) bool {
	m := c.margin(a, b)
	if c.Kind == ClaimGreater || c.Kind == ClaimAbove {
		return m < 0
	}
	return m <= 0
}

// claimNamed returns the published direction whose text is text.
func claimNamed(text string) (Claim, bool) {
	for _, c := range PublishedClaims() {
		if c.Text == text {
			return c, true
		}
	}
	return Claim{}, false
}
