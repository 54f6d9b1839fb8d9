package model

import (
	"fmt"
	"math"
)

// Sensitivity answers "what about my machine decides the gain here": for
// one scene (a Config), each machine parameter is moved down and up by a
// step (±20 % by default) with everything else kept, and today's driver
// and the look-ahead are measured on the moved machine. A row reads
//
//	dram-ns  68 | 85 | 102 ns   today 1441 1454 1466   look-ahead …   gain …
//
// and the rows are ordered by how far the gain moves between the two
// ends: the first row is the parameter that decides the gain most.
type Sensitivity struct {
	Scene Config  // the look-ahead's configuration; today's is the same with variant today
	Step  float64 // the relative step, 0.2 for ±20 %
	Rows  []SensitivityRow
}

// SensitivityRow is one parameter's effect. Index 0 of each triple is the
// value moved down, 1 the machine's own, 2 moved up.
type SensitivityRow struct {
	Spec   ParamSpec
	Values [3]float64 // the parameter's value
	Today  [3]float64 // today's NAPI cycles per packet
	Ahead  [3]float64 // the look-ahead's NAPI cycles per packet
}

// Gain is the look-ahead's gain over today at index i, in percent of
// today's packet rate on a saturated core: today / ahead − 1.
func (r SensitivityRow) Gain(i int) float64 { return gainPct(r.Today[i], r.Ahead[i]) }

// Swing is how far the gain moves from the value moved down to the value
// moved up, in percentage points.
func (r SensitivityRow) Swing() float64 { return r.Gain(2) - r.Gain(0) }

func gainPct(today, ahead float64) float64 {
	if ahead <= 0 {
		return 0
	}
	return (today/ahead - 1) * 100
}

// DefaultSensitivityStep is the relative step of a sensitivity table.
const DefaultSensitivityStep = 0.2

// SensitivityParams are the parameters a sensitivity table moves by
// default: the decisive ones of the table (ParamSpec.Decisive).
func SensitivityParams() []string {
	var out []string
	for _, s := range paramTable {
		if s.Decisive {
			out = append(out, s.Name)
		}
	}
	return out
}

// stepped is the value of spec moved from v by the relative step in
// direction dir (−1 or +1), kept in range: a whole parameter moves by at
// least one, a bool (range 0..1) to its end, any other to three
// significant digits.
func stepped(spec ParamSpec, v, step float64, dir int) float64 {
	var w float64
	switch {
	case spec.Whole && spec.Min == 0 && spec.Max == 1:
		w = math.Max(0, float64(dir))
	case spec.Whole:
		w = math.Round(v * (1 + step*float64(dir)))
		if w == v {
			w = v + float64(dir)
		}
	default:
		w = roundSignificant(v*(1+step*float64(dir)), 3)
	}
	return math.Min(spec.Max, math.Max(spec.Min, w))
}

// roundSignificant rounds v to n significant digits, so that a moved
// value reads as a person would write it (2.4 GHz, not 2.4000000000000004).
func roundSignificant(v float64, n int) float64 {
	if v == 0 {
		return 0
	}
	scale := math.Pow(10, float64(n)-math.Ceil(math.Log10(math.Abs(v))))
	return math.Round(v*scale) / scale
}

// SensitivityRun is a sensitivity table being measured, in slices as a
// CyclesBatch.
type SensitivityRun struct {
	s     Sensitivity
	batch *CyclesBatch
}

// NewSensitivity prepares the table of scene for the parameters named in
// params (SensitivityParams when empty), each moved by step. The scene's
// variant is the look-ahead; when it is today, stride-ahead at the
// default distance stands for the look-ahead. sim's arrays are reused
// when sim is not nil.
func NewSensitivity(scene Config, params []string, step float64, o ValidateOptions, sim *Sim) (*SensitivityRun, error) {
	if err := scene.Validate(); err != nil {
		return nil, err
	}
	if !(step > 0 && step < 1) {
		return nil, fmt.Errorf("step: %g is out of range 0..1 (exclusive; 0.2 is ±20 %%)", step)
	}
	if scene.Variant == "today" {
		scene.Variant, scene.Distance = DefaultConfig().Variant, DefaultConfig().Distance
	}
	if len(params) == 0 {
		params = SensitivityParams()
	}
	base, err := scene.MachineProfile()
	if err != nil {
		return nil, err
	}
	today := scene
	today.Variant = "today"
	r := &SensitivityRun{s: Sensitivity{Scene: scene, Step: step}}
	cfgs := []Config{today, scene}
	for _, name := range params {
		spec, err := LookupParam(name)
		if err != nil {
			return nil, err
		}
		v := spec.Field(&base).Value
		row := SensitivityRow{Spec: spec, Values: [3]float64{stepped(spec, v, step, -1), v, stepped(spec, v, step, +1)}}
		for _, i := range []int{0, 2} {
			p, err := base.Apply([]ParamSetting{{name, row.Values[i]}})
			if err != nil { // a rule between parameters: keep the machine's value
				row.Values[i] = v
				p = base
			}
			cfgs = append(cfgs, today.WithMachine(p), scene.WithMachine(p))
		}
		r.s.Rows = append(r.s.Rows, row)
	}
	r.batch = NewCyclesBatch(cfgs, o, sim)
	return r, nil
}

// Advance runs about packets more; it reports whether the table is done.
func (r *SensitivityRun) Advance(packets int) bool { return r.batch.Advance(packets) }

// Progress is the share of the table measured, 0..1.
func (r *SensitivityRun) Progress() float64 { return r.batch.Progress() }

// Sim is the simulation the table ran in.
func (r *SensitivityRun) Sim() *Sim { return r.batch.Sim() }

// Result is the finished table, rows ordered by their swing, largest
// first (valid once Advance reported done), or the error that stopped it.
func (r *SensitivityRun) Result() (Sensitivity, error) {
	if err := r.batch.Err(); err != nil {
		return Sensitivity{}, err
	}
	vs := r.batch.Values()
	out := r.s
	out.Rows = append([]SensitivityRow(nil), r.s.Rows...)
	for i := range out.Rows {
		row := &out.Rows[i]
		row.Today[1], row.Ahead[1] = vs[0], vs[1]
		k := 2 + 4*i
		row.Today[0], row.Ahead[0], row.Today[2], row.Ahead[2] = vs[k], vs[k+1], vs[k+2], vs[k+3]
	}
	sortBySwing(out.Rows)
	return out, nil
}

// sortBySwing orders rows by the size of their swing, largest first;
// equal swings keep the table's order (an insertion sort: a handful of
// rows).
func sortBySwing(rows []SensitivityRow) {
	for i := 1; i < len(rows); i++ {
		for j := i; j > 0 && math.Abs(rows[j].Swing()) > math.Abs(rows[j-1].Swing()); j-- {
			rows[j], rows[j-1] = rows[j-1], rows[j]
		}
	}
}

// ComputeSensitivity measures the table at once (rxsim sensitivity).
func ComputeSensitivity(scene Config, params []string, step float64, o ValidateOptions) (Sensitivity, error) {
	r, err := NewSensitivity(scene, params, step, o, nil)
	if err != nil {
		return Sensitivity{}, err
	}
	for !r.Advance(1 << 20) {
	}
	return r.Result()
}
