package validation

import (
	"fmt"
	"math"

	"rxscope/model"
)

// A Lever is one machine parameter that could carry a published figure
// the model misses, or a published direction it does not keep, if the
// parameter were elsewhere: "seed 000's before UDP rate would need DRAM
// at 129 ns". It is a question put to the model, not a fit: the shipped
// value stays, and rxsim validate -levers only reports how far the
// parameter would have to move, what the seed's fitted after figure
// becomes there (the fit breaks: no refit is made), and a source on
// whether a real machine has such a value. A row a lever cannot reach is
// a missing mechanism; its figure's Why says which.
type Lever struct {
	// Param is the machine parameter, as rxsim profile names it: dram-ns,
	// hw-prefetch-lines, work-scale, or a work step's cycles
	// (frag-list-chain).
	Param string
	// Lo..Hi is the range searched, in the parameter's unit, with the
	// shipped value at one end: the answer is the nearest value to it.
	Lo, Hi float64
	// Claim, when set, is the text of a published direction
	// (PublishedClaims) the parameter should make hold; otherwise the
	// target is the lever's figure's published value.
	Claim string
	// After is the ID of the seed's fitted figure (one with Fitted set),
	// recomputed at the value found: what the calibration would lose.
	After string
	// Source says, in one line with its reference, what measured machines
	// show for the parameter: whether a value in the range is plausible.
	Source string
}

// LeverResult is one lever searched: where the figure meets its
// published value (or the direction first holds), and what the model
// gives there.
type LeverResult struct {
	Lever
	Figure  Figure          // the figure the lever belongs to
	Spec    model.ParamSpec // the parameter's spec, for its unit
	Shipped float64         // the parameter's value on the seed's machine (with -set)
	// Met says whether a value in Lo..Hi meets the target; Value is that
	// value, or the end of the range that comes closest.
	Met   bool
	Value float64
	Model float64 // the figure's model value at Value
	// A and B are the direction's figures at Value (B NaN when it has
	// one), for a claim's lever.
	A, B float64
	// AfterFigure is the fitted figure named by After, its model value
	// as shipped and at Value.
	AfterFigure              Figure
	AfterShipped, AfterModel float64
	Probes                   int // model evaluations the search made
}

// leverTol is how close a figure's model value must come to its
// published value, relatively, for a search to stop early: half a
// percent, below the runs' own noise.
const leverTol = 0.005

// solveLevers searches every lever of figs on o's runs, sharing cache
// (keyed by run and parameter settings) with Validate.
func solveLevers(figs []FigureResult, o Options, cache map[string]float64) ([]LeverResult, error) {
	byID := make(map[string]Figure, len(figs))
	for _, f := range figs {
		byID[f.ID] = f.Figure
	}
	var out []LeverResult
	for _, f := range figs {
		for _, l := range f.Levers {
			r, err := solveLever(f.Figure, l, byID, o, cache, measureNew)
			if err != nil {
				return nil, fmt.Errorf("%s: lever %s: %w", f.ID, l.Param, err)
			}
			out = append(out, r)
		}
	}
	return out, nil
}

// leverFor is l, a lever of f, with what needs no run: its parameter's
// spec, its shipped value, and the fitted figure it names (found in
// byID); the values the search finds are NaN.
func leverFor(f Figure, l Lever, byID map[string]Figure, o Options) (LeverResult, error) {
	nan := math.NaN()
	res := LeverResult{Lever: l, Figure: f, Value: nan, Model: nan, A: nan, B: nan, AfterShipped: nan, AfterModel: nan}
	spec, err := model.LookupParam(l.Param)
	if err != nil {
		return res, err
	}
	res.Spec = spec
	if len(f.Runs) == 0 {
		return res, fmt.Errorf("the figure has no runs")
	}
	if res.Shipped, err = shippedParam(f.Runs[0].Profile, spec, o.Set); err != nil {
		return res, err
	}
	after, ok := byID[l.After]
	if !ok {
		return res, fmt.Errorf("no fitted figure %q", l.After)
	}
	res.AfterFigure = after
	return res, nil
}

// solveLever searches l, a lever of f, with every other figure in byID,
// each run measured by measure.
func solveLever(f Figure, l Lever, byID map[string]Figure, o Options, cache map[string]float64, measure runMeasurer) (LeverResult, error) {
	res, err := leverFor(f, l, byID, o)
	if err != nil {
		return res, err
	}
	after := res.AfterFigure
	at := func(g Figure, x float64) (float64, error) {
		return figureValue(g.withParam(l.Param+"="+model.FormatParam(x)), o, cache, measure)
	}
	opt := solveOptions{Lo: l.Lo, Hi: l.Hi, Whole: res.Spec.Whole, Tol: leverTol}
	var margin func(x float64) (float64, error)
	var claim Claim
	if l.Claim != "" {
		var ok bool
		if claim, ok = claimNamed(l.Claim); !ok {
			return res, fmt.Errorf("no published direction %q", l.Claim)
		}
		opt.Holds = true
		margin = func(x float64) (float64, error) {
			a, b, err := claimValues(claim, byID, x, at)
			return claim.margin(a, b), err
		}
	} else {
		if f.Published == 0 || math.IsNaN(f.Published) {
			return res, fmt.Errorf("the figure has no published value to meet")
		}
		margin = func(x float64) (float64, error) {
			v, err := at(f, x)
			return v/f.Published - 1, err
		}
	}
	s, err := solve(opt, margin)
	if err != nil {
		return res, err
	}
	res.Met, res.Value, res.Probes = s.Met, s.X, s.Probes
	if res.Model, err = at(f, s.X); err != nil {
		return res, err
	}
	if l.Claim != "" {
		if res.A, res.B, err = claimValues(claim, byID, s.X, at); err != nil {
			return res, err
		}
	}
	if res.AfterShipped, err = figureValue(after, o, cache, measure); err != nil {
		return res, err
	}
	res.AfterModel, err = at(after, s.X)
	return res, err
}

// claimValues are c's figures A and B at the parameter value x (B NaN
// when c has one figure).
func claimValues(c Claim, byID map[string]Figure, x float64, at func(Figure, float64) (float64, error)) (float64, float64, error) {
	a, err := at(byID[c.A], x)
	if err != nil || c.B == "" {
		return a, math.NaN(), err
	}
	b, err := at(byID[c.B], x)
	return a, b, err
}

// shippedParam is spec's value on the profile called name, with settings
// (rxsim validate -set) applied.
func shippedParam(name string, spec model.ParamSpec, settings []model.ParamSetting) (float64, error) {
	p, err := model.LookupProfile(name)
	if err != nil {
		return 0, err
	}
	if p, err = p.Apply(settings); err != nil {
		return 0, err
	}
	return spec.Value(&p), nil
}
