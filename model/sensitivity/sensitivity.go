package sensitivity

import (
	"fmt"
	"math"

	"rxscope/model"
)

// Table is one scene's sensitivity (see the package's doc): a row per
// machine parameter, ordered by how far the gain moves between the two
// ends, so the first row is the parameter that decides the gain most.
type Table struct {
	Scene model.Config // the look-ahead's configuration; today's is the same with variant today
	Step  float64      // the relative step, 0.2 for ±20 %
	Rows  []Row
}

// Row is one parameter's effect. Index 0 of each triple is the
// value moved down, 1 the machine's own, 2 moved up.
type Row struct {
	Spec   model.ParamSpec
	Values [3]float64 // the parameter's value
	Today  [3]float64 // today's NAPI cycles per packet
	Ahead  [3]float64 // the look-ahead's NAPI cycles per packet
}

// Gain is the look-ahead's gain over today at index i, in percent of
// today's packet rate on a saturated core: today / ahead − 1.
func (r Row) Gain(i int) float64 { return gainPct(r.Today[i], r.Ahead[i]) }

// Swing is how far the gain moves from the value moved down to the value
// moved up, in percentage points.
func (r Row) Swing() float64 { return r.Gain(2) - r.Gain(0) }

func gainPct(today, ahead float64) float64 {
	if ahead <= 0 {
		return 0
	}
	return (today/ahead - 1) * 100
}

// DefaultStep is the relative step of a table: ±20 %.
const DefaultStep = 0.2

// Params are the parameters a table moves by default: the decisive ones
// of the machine's parameter table (model.ParamSpec.Decisive).
func Params() []string {
	var out []string
	for _, s := range model.ParamSpecs() {
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
func stepped(spec model.ParamSpec, v, step float64, dir int) float64 {
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
		w = model.RoundParam(v*(1+step*float64(dir)), 3)
	}
	return math.Min(spec.Max, math.Max(spec.Min, w))
}

// Run is a table being measured, in slices as a model.CyclesBatch.
type Run struct {
	s     Table
	batch *model.CyclesBatch
}

// New prepares the table of scene for the parameters named in params
// (Params when empty), each moved by step, every configuration measured
// over w's warm-up and packets. The scene's variant is the look-ahead;
// when it is today, stride-ahead at the default distance stands for the
// look-ahead. sim's arrays are reused when sim is not nil.
func New(scene model.Config, params []string, step float64, w model.Window, sim *model.Sim) (*Run, error) {
	if err := scene.Validate(); err != nil {
		return nil, err
	}
	if !(step > 0 && step < 1) {
		return nil, fmt.Errorf("step: %g is out of range 0..1 (exclusive; 0.2 is ±20 %%)", step)
	}
	if scene.Variant == "today" {
		scene.Variant, scene.Distance = model.DefaultConfig().Variant, model.DefaultConfig().Distance
	}
	if len(params) == 0 {
		params = Params()
	}
	base, err := scene.MachineProfile()
	if err != nil {
		return nil, err
	}
	today := scene
	today.Variant = "today"
	r := &Run{s: Table{Scene: scene, Step: step}}
	cfgs := []model.Config{today, scene}
	for _, name := range params {
		spec, err := model.LookupParam(name)
		if err != nil {
			return nil, err
		}
		v := spec.Field(&base).Value
		row := Row{Spec: spec, Values: [3]float64{stepped(spec, v, step, -1), v, stepped(spec, v, step, +1)}}
		for _, i := range []int{0, 2} {
			p, err := base.Apply([]model.ParamSetting{{Name: name, Value: row.Values[i]}})
			if err != nil { // a rule between parameters: keep the machine's value
				row.Values[i] = v
				p = base
			}
			cfgs = append(cfgs, today.WithMachine(p), scene.WithMachine(p))
		}
		r.s.Rows = append(r.s.Rows, row)
	}
	r.batch = model.NewCyclesBatch(cfgs, w, sim)
	return r, nil
}

// Advance runs about packets more; it reports whether the table is done.
func (r *Run) Advance(packets int) bool { return r.batch.Advance(packets) }

// Progress is the share of the table measured, 0..1.
func (r *Run) Progress() float64 { return r.batch.Progress() }

// Sim is the simulation the table ran in.
func (r *Run) Sim() *model.Sim { return r.batch.Sim() }

// Result is the finished table, rows ordered by their swing, largest
// first (valid once Advance reported done), or the error that stopped it.
func (r *Run) Result() (Table, error) {
	if err := r.batch.Err(); err != nil {
		return Table{}, err
	}
	vs := r.batch.Values()
	out := r.s
	out.Rows = append([]Row(nil), r.s.Rows...)
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
func sortBySwing(rows []Row) {
	for i := 1; i < len(rows); i++ {
		for j := i; j > 0 && math.Abs(rows[j].Swing()) > math.Abs(rows[j-1].Swing()); j-- {
			rows[j], rows[j-1] = rows[j-1], rows[j]
		}
	}
}

// Compute measures the table at once (rxsim sensitivity).
func Compute(scene model.Config, params []string, step float64, w model.Window) (Table, error) {
	r, err := New(scene, params, step, w, nil)
	if err != nil {
		return Table{}, err
	}
	for !r.Advance(1 << 20) {
	}
	return r.Result()
}
