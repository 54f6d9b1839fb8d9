package validation

import "math"

// Bands of the validation report: a figure is off when the model's value
// is further than OffBand from the published one, close when within
// CloseBand.
const (
	OffBand   = 0.15
	CloseBand = 0.10
)

// InBand says whether figure f of the report is compared at all
// (counted: the model runs it and the seed gives a value or a bound) and
// whether the model's value is within band of the published one (in).
//
// A figure the seed gives as a bound ("within 3%", "unchanged", "no
// gain") is within every band when the model keeps the bound, as its
// direction checks it: its ratio, the spread over the bound, is not a
// distance. A figure published as 0 has no ratio: it is within band
// when the model's value is 0 too (a burst the seed lost nothing of,
// where the model loses 1,024 frames, is off). Every other figure is
// within band when model/published is.
func (r *Report) InBand(f FigureResult, band float64) (counted, in bool) {
	if f.Gap != "" || math.IsNaN(f.Model) || math.IsNaN(f.Published) {
		return false, false
	}
	for _, c := range r.Claims {
		if c.Claim.A == f.ID && (c.Kind == ClaimWithin || c.Kind == ClaimNoGain) {
			return true, c.Holds
		}
	}
	return true, Within(f.Published, f.Model, band)
}

// Within says whether a model value is within band of a published one:
// model/published within 1±band, or, for a figure published as 0, which
// has no ratio, the model's value rounds to 0 too.
func Within(published, model, band float64) bool {
	if published == 0 {
		return math.Abs(model) < 0.5
	}
	return math.Abs(model/published-1) <= band
}

// Counts is the report in numbers: how many figures are compared, and
// how many are within each band, of all and of the predicted ones (the
// figures no parameter was fitted on); how many directions were checked
// and how many hold.
type Counts struct {
	Figures, Predicted            int
	Within15, PredictedWithin15   int
	Within10, PredictedWithin10   int
	Directions, DirectionsHolding int
}

// Counts counts r's figures and directions.
func (r *Report) Counts() Counts {
	var n Counts
	for _, f := range r.Figures {
		counted, in15 := r.InBand(f, OffBand)
		if !counted {
			continue
		}
		_, in10 := r.InBand(f, CloseBand)
		pred := f.Fitted == ""
		n.Figures++
		n.Within15 += b2i(in15)
		n.Within10 += b2i(in10)
		if pred {
			n.Predicted++
			n.PredictedWithin15 += b2i(in15)
			n.PredictedWithin10 += b2i(in10)
		}
	}
	for _, c := range r.Claims {
		if c.Checked {
			n.Directions++
			n.DirectionsHolding += b2i(c.Holds)
		}
	}
	return n
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
