package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"rxscope/model"
)

// MaxSweepPoints bounds the configurations one -sweep runs.
const MaxSweepPoints = 1000

// parseSweep reads the -sweep flag and returns the knob's name and the
// values to run, in order:
//
//	name=from..to        a numeric knob, step 1
//	name=from..to:step   a numeric knob, from, from+step, … up to to
//	name=from..to:xF     a numeric knob, from, from·F, from·F², … up to to
//	name=a,b,c           listed values of any knob (one value is a list too)
//
// A whole-number knob takes whole-number bounds and steps; a geometric
// sweep of one is rounded, and a factor so small that two values round
// alike is refused rather than repeating a row. A range of more than
// MaxSweepPoints values is refused rather than cut. Listed values are
// checked by sweepConfigs, every one before the first run.
func parseSweep(s string, knobs []model.KnobInfo) (string, []string, error) {
	name, rng, ok := strings.Cut(s, "=")
	if !ok || name == "" {
		return "", nil, fmt.Errorf("-sweep %q: want name=from..to[:step] or name=a,b,c", s)
	}
	var info *model.KnobInfo
	for i := range knobs {
		if knobs[i].Name == name {
			info = &knobs[i]
		}
	}
	switch {
	case info == nil:
		return "", nil, fmt.Errorf("-sweep %q: there is no knob %q; rxsim -h lists them", s, name)
	case rng == "":
		return "", nil, fmt.Errorf("-sweep %q: no values; give a list, e.g. %s", s, listExample(*info))
	case !strings.Contains(rng, ".."):
		vals := strings.Split(rng, ",")
		for _, v := range vals {
			if v == "" {
				return "", nil, fmt.Errorf("-sweep %q: an empty value in the list; e.g. %s", s, listExample(*info))
			}
		}
		if len(vals) > MaxSweepPoints {
			return "", nil, fmt.Errorf("-sweep %q: %d values, over the limit of %d", s, len(vals), MaxSweepPoints)
		}
		return name, vals, nil
	case !info.Numeric():
		return "", nil, fmt.Errorf("-sweep %q: %s is not numeric, so it takes a list of values, e.g. %s", s, name, listExample(*info))
	}
	pts, err := numericSweep(*info, rng)
	if err != nil {
		return "", nil, fmt.Errorf("-sweep %q: %v", s, err)
	}
	return name, pts, nil
}

// sweepConfigs is cfg with the knob name set to each of points, every
// point set and checked before any runs: a sweep whose eighth point is
// out of range is refused at once, not after seven runs.
func sweepConfigs(cfg model.Config, name string, points []string) ([]model.Config, error) {
	cfgs := make([]model.Config, len(points))
	for i, v := range points {
		c := cfg
		if err := c.Set(name, v); err != nil {
			return nil, err
		}
		if err := c.Validate(); err != nil {
			return nil, err
		}
		cfgs[i] = c
	}
	return cfgs, nil
}

// listExample is a list sweep of k, as an example in a message.
func listExample(k model.KnobInfo) string {
	if len(k.Values) >= 2 {
		return k.Name + "=" + k.Values[0] + "," + k.Values[1]
	}
	return k.Name + "=" + k.Default + ",…"
}

// numericSweep expands from..to[:step|:xF] for the numeric knob k.
func numericSweep(k model.KnobInfo, rng string) ([]string, error) {
	rng, stepText, hasStep := strings.Cut(rng, ":")
	fromText, toText, _ := strings.Cut(rng, "..")
	from, err := number("from", fromText)
	if err != nil {
		return nil, err
	}
	to, err := number("to", toText)
	if err != nil {
		return nil, err
	}
	if to < from {
		return nil, fmt.Errorf("from %g is above to %g", from, to)
	}
	step, factor := 1.0, 0.0
	if f, ok := strings.CutPrefix(stepText, "x"); hasStep && ok {
		if factor, err = number("factor", f); err != nil {
			return nil, err
		}
		if factor <= 1 || from <= 0 {
			return nil, fmt.Errorf("a geometric step needs a factor above 1 and from above 0 (got x%g from %g)", factor, from)
		}
	} else if hasStep {
		if step, err = number("step", stepText); err != nil {
			return nil, err
		}
		if step <= 0 {
			return nil, fmt.Errorf("the step %g must be above 0", step)
		}
	}
	if k.Kind == model.KnobInt {
		for _, v := range [...]struct {
			what string
			x    float64
		}{{"from", from}, {"to", to}, {"step", step}} {
			if v.x != math.Trunc(v.x) {
				return nil, fmt.Errorf("%s takes whole numbers; %s %g is not one", k.Name, v.what, v.x)
			}
		}
	}
	// The count is computed first, so a range that is too long is refused
	// whole (the epsilon keeps an end that floating point misses by a hair).
	n := math.Floor((to-from)/step+1e-9) + 1
	if factor != 0 {
		n = math.Floor(math.Log(to/from)/math.Log(factor)+1e-9) + 1
	}
	if n > MaxSweepPoints {
		return nil, fmt.Errorf("%.0f values, over the limit of %d; use a larger step", n, MaxSweepPoints)
	}
	pts := make([]string, 0, int(n))
	for i := range int(n) {
		v := from + float64(i)*step
		if factor != 0 {
			v = from * math.Pow(factor, float64(i))
		}
		var text string
		if k.Kind == model.KnobInt {
			text = strconv.FormatInt(int64(math.Round(v)), 10)
		} else {
			text = strconv.FormatFloat(v, 'g', 6, 64)
		}
		if len(pts) > 0 && pts[len(pts)-1] == text {
			return nil, fmt.Errorf("%s comes out twice (%s takes %s); use a larger step", text, k.Name, k.Range)
		}
		pts = append(pts, text)
	}
	return pts, nil
}

// number reads one number of a range, saying which one is wrong.
func number(what, text string) (float64, error) {
	f, err := strconv.ParseFloat(strings.TrimSpace(text), 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, fmt.Errorf("%s %q is not a number", what, text)
	}
	return f, nil
}
