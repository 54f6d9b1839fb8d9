package validation

import (
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"text/tabwriter"

	"rxscope/model"
)

// Options sizes the validation runs.
type Options struct {
	Warmup  int // packets run before measuring
	Packets int // packets measured
	// Set overrides machine parameters of every run's profile
	// (rxsim validate -set): what the published figures would be on
	// machines that differ so.
	Set []model.ParamSetting
	// Levers searches every figure's levers (rxsim validate -levers): how
	// far one parameter would have to move to carry the figure.
	Levers bool
}

// Window is o's warm-up and packets, as a measurement runs them.
func (o Options) Window() model.Window { return model.Window{Warmup: o.Warmup, Packets: o.Packets} }

// DefaultOptions are the sizes rxsim validate uses.
func DefaultOptions() Options { return Options{Warmup: 20000, Packets: 100000} }

// FigureResult is one published figure next to the model's value.
type FigureResult struct {
	Figure
	Model  float64 // NaN if not modelled
	Ratio  float64 // Model / Published; NaN when either is missing or zero
	Config string  // the runs' settings, for people
}

// ClaimResult is one published direction and whether the model keeps it.
type ClaimResult struct {
	Claim
	A, B    float64
	Checked bool // false: a figure it needs is outside the model
	Holds   bool
}

// Report is the outcome of Validate.
type Report struct {
	Figures []FigureResult
	Claims  []ClaimResult
	Setups  []SetupResult
	Levers  []LeverResult // with Options.Levers
}

// Failed reports whether a checked direction does not hold.
func (r *Report) Failed() bool {
	for _, c := range r.Claims {
		if c.Checked && !c.Holds {
			return true
		}
	}
	return false
}

// Figure returns the result of the figure called id.
func (r *Report) Figure(id string) (FigureResult, bool) {
	for _, f := range r.Figures {
		if f.ID == id {
			return f, true
		}
	}
	return FigureResult{}, false
}

// Validate runs the model for every published figure and checks every
// published direction. Runs shared by several figures are made once.
func Validate(o Options) (Report, error) {
	cache := map[string]float64{}
	var rep Report
	vals := map[string]float64{}
	for _, f := range PublishedFigures() {
		fr := FigureResult{Figure: f, Model: math.NaN(), Ratio: math.NaN(), Config: runsText(f.Runs)}
		if f.Gap == "" {
			v, err := figureValue(f, o, cache, measureNew)
			if err != nil {
				return Report{}, fmt.Errorf("%s: %w", f.ID, err)
			}
			fr.Model = v
			if f.Published != 0 && !math.IsNaN(f.Published) {
				fr.Ratio = v / f.Published
			}
		}
		vals[f.ID] = fr.Model
		rep.Figures = append(rep.Figures, fr)
	}
	for _, c := range PublishedClaims() {
		cr := ClaimResult{Claim: c, A: vals[c.A], B: math.NaN()}
		if c.B != "" {
			cr.B = vals[c.B]
		}
		cr.Checked = !math.IsNaN(cr.A) && (c.Kind != ClaimGreater || !math.IsNaN(cr.B))
		cr.Holds = cr.Checked && c.holds(cr.A, cr.B)
		rep.Claims = append(rep.Claims, cr)
	}
	for _, su := range SeedSetups() {
		sr, err := setupSensitivity(su, rep.Figures, o, cache)
		if err != nil {
			return Report{}, fmt.Errorf("setup of seed %s: %w", su.Seed, err)
		}
		rep.Setups = append(rep.Setups, sr)
	}
	if o.Levers {
		var err error
		if rep.Levers, err = solveLevers(rep.Figures, o, cache); err != nil {
			return Report{}, err
		}
	}
	return rep, nil
}

// setupSensitivity computes each of su's seed's figures with su's
// alternative in place of its choice.
func setupSensitivity(su SeedSetup, figs []FigureResult, o Options, cache map[string]float64) (SetupResult, error) {
	sr := SetupResult{SeedSetup: su}
	for _, fr := range figs {
		if fr.Seed != su.Seed || fr.Gap != "" || math.IsNaN(fr.Model) {
			continue
		}
		alt := fr.Figure
		alt.Runs = make([]Run, len(fr.Runs))
		swapped := false
		for i, r := range fr.Runs {
			var ok bool
			alt.Runs[i], ok = r.swapSetting(su.Choice, su.Alt)
			swapped = swapped || ok
		}
		if !swapped {
			continue
		}
		v, err := figureValue(alt, o, cache, measureNew)
		if err != nil {
			return sr, fmt.Errorf("%s: %w", fr.ID, err)
		}
		row := SetupRow{ID: fr.ID, What: fr.What, Unit: fr.Unit, Choice: fr.Model, Alt: v}
		if fr.Unit == "%" {
			row.Relative = v - fr.Model
		} else if fr.Model != 0 {
			row.Relative = v/fr.Model - 1
		}
		sr.Rows = append(sr.Rows, row)
	}
	return sr, nil
}

// figureValue computes a figure from its runs, each measured by measure
// unless cache has it.
func figureValue(f Figure, o Options, cache map[string]float64, measure runMeasurer) (float64, error) {
	vs := make([]float64, len(f.Runs))
	for i, r := range f.Runs {
		v, err := r.value(o, cache, measure)
		if err != nil {
			return 0, err
		}
		vs[i] = v
	}
	return f.Combine(vs), nil
}

// Combine is the figure's model value from its runs' values vs, in the
// order of Runs: the one value, a gain in % ((vs[0]/vs[1] − 1) × 100, or
// for cycles vs[1]/vs[0] − 1, fewer cycles being the gain) or a spread
// in % ((max − min) / min × 100), as rxsim validate computes it.
func (f Figure) Combine(vs []float64) float64 {
	switch f.Kind {
	case FigureGain:
		if f.Runs[0].Measure == model.MeasureCycles {
			return (vs[1]/vs[0] - 1) * 100 // fewer cycles is the gain
		}
		return (vs[0]/vs[1] - 1) * 100
	case FigureSpread:
		lo, hi := vs[0], vs[0]
		for _, v := range vs {
			lo, hi = min(lo, v), max(hi, v)
		}
		return (hi/lo - 1) * 100
	}
	return vs[0]
}

// ModelText is v, the figure's model value, with its unit as a line of
// the scene list sets it: "3.44 Mpps", "715 cycles/packet", "30.5K frames
// lost" (FormatMeasureShort), a gain or a spread as "+19.8%".
func (f Figure) ModelText(v float64) string {
	if f.Kind != FigureValue {
		return formatValue(v, "%")
	}
	return model.FormatMeasureShort(v, f.Runs[0].Measure) + " " + f.Runs[0].Measure.UnitWord()
}

// Config returns the configuration of r: DefaultConfig on r's profile
// with r's settings ("rate=app" resolved to the profile's application cap).
func (r Run) Config() (model.Config, error) {
	c := model.DefaultConfig()
	if err := c.Set("profile", r.Profile); err != nil {
		return c, err
	}
	for _, kv := range r.Set {
		name, v, _ := strings.Cut(kv, "=")
		if name == "rate" && v == "app" {
			p, err := model.LookupProfile(r.Profile)
			if err != nil {
				return c, err
			}
			mtu := c.MTU
			for _, kv2 := range r.Set {
				if m, ok := strings.CutPrefix(kv2, "mtu="); ok {
					mtu, _ = strconv.Atoi(m)
				}
			}
			v = strconv.FormatFloat(p.TCPAppCapMpps(mtu), 'f', 6, 64)
		}
		if err := c.Set(name, v); err != nil {
			return c, err
		}
	}
	return c, c.Validate()
}

// value runs r (or takes it from the cache) and reads its measure.
func (r Run) value(o Options, cache map[string]float64, measure runMeasurer) (float64, error) {
	key := r.Profile + " " + strings.Join(r.Set, " ") + " " + strings.Join(r.params, " ") + " " + r.Measure.Unit()
	if v, ok := cache[key]; ok {
		return v, nil
	}
	cfg, err := r.config(o)
	if err != nil {
		return 0, err
	}
	v, err := measure(r, cfg, o)
	if err != nil {
		return 0, err
	}
	cache[key] = v
	return v, nil
}

// config is r's configuration with o's parameter settings and r's own
// (a lever's probe) applied.
func (r Run) config(o Options) (model.Config, error) {
	cfg, err := r.Config()
	if err != nil {
		return cfg, err
	}
	settings := o.Set
	if len(r.params) > 0 {
		more, err := model.ParseParamSettings(strings.Join(r.params, ","))
		if err != nil {
			return cfg, err
		}
		settings = append(append([]model.ParamSetting(nil), settings...), more...)
	}
	return cfg.WithSettings(settings)
}

// A runMeasurer measures run r in configuration cfg (r's, settings
// applied) over o's window: measureNew at once, a LeverSearch a slice
// at a time.
type runMeasurer func(r Run, cfg model.Config, o Options) (float64, error)

// measureNew measures r in a fresh simulation, in one go.
func measureNew(r Run, cfg model.Config, o Options) (float64, error) {
	s, err := model.New(cfg)
	if err != nil {
		return 0, err
	}
	return r.measure(s, o), nil
}

// measure runs the fresh simulation s of r and reads r's measure: one
// burst from an idle ring with every WQE posted, or o's warm-up and
// measured packets.
func (r Run) measure(s *model.Sim, o Options) float64 {
	s.SetTraceLevel(model.TraceOff)
	s.SetTimeline(false)
	m := model.NewMeasurementOf(s, r.window(o), r.Measure)
	m.Run()
	return m.Value()
}

func runsText(rs []Run) string {
	if len(rs) == 0 {
		return "—"
	}
	parts := make([]string, len(rs))
	for i, r := range rs {
		parts[i] = strings.Join(r.Set, " ")
	}
	if len(parts) == 2 {
		return parts[0] + " over " + parts[1]
	}
	return strings.Join(parts, " | ")
}

// WriteTo prints the report: one row per published figure, then the
// directions, then the calibration.
func (r *Report) WriteTo(w io.Writer) (int64, error) {
	cw := &countWriter{w: w}
	tw := tabwriter.NewWriter(cw, 2, 8, 2, ' ', 0)
	fmt.Fprintf(tw, "seed\tfigure\tconfiguration\tpublished\tmodel\tmodel/published\tnote\n")
	for _, f := range r.Figures {
		model, ratio := "—", "—"
		if !math.IsNaN(f.Model) {
			model = formatValue(f.Model, f.Unit)
		}
		if !math.IsNaN(f.Ratio) {
			ratio = fmt.Sprintf("%.2f", f.Ratio)
		}
		fmt.Fprintf(tw, "%s\t%s\t%s %s\t%s\t%s\t%s\t%s\n", f.Seed, f.What, profileOf(f.Runs), f.Config, f.Text, model, ratio, f.Note())
	}
	fmt.Fprintf(tw, "\nseed\tdirection\tmodel\theld\n")
	for _, c := range r.Claims {
		held := "yes"
		switch {
		case !c.Checked:
			held = "not checked (outside the model)"
		case !c.Holds:
			held = "NO"
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", c.Seed, c.Text, claimText(c), held)
	}
	tw.Flush()
	n := r.Counts()
	fmt.Fprintf(cw, "\nfigures compared: %d (%d predicted, %d fitted); within ±15 %%: %d (predicted %d); within ±10 %%: %d (predicted %d); directions held: %d of %d\n",
		n.Figures, n.Predicted, n.Figures-n.Predicted, n.Within15, n.PredictedWithin15, n.Within10, n.PredictedWithin10, n.DirectionsHolding, n.Directions)
	fmt.Fprintf(cw, "\nsetups: what a seed does not state, chosen once for all its rows; each row under the other choice\n")
	for _, s := range r.Setups {
		fmt.Fprintf(cw, "\n  seed %s, %s: %s (other choice: %s)\n", s.Seed, s.What, s.Choice, s.Alt)
		fmt.Fprintf(cw, "    why: %s\n", s.Why)
		stw := tabwriter.NewWriter(cw, 2, 8, 2, ' ', 0)
		for _, row := range s.Rows {
			move := fmt.Sprintf("%+.1f%%", 100*row.Relative)
			if row.Unit == "%" {
				move = fmt.Sprintf("%+.1f points", row.Relative)
			}
			fmt.Fprintf(stw, "    %s\t%s\t→ %s\t(%s)\n", row.What, formatValue(row.Choice, row.Unit), formatValue(row.Alt, row.Unit), move)
		}
		stw.Flush()
	}
	if len(r.Levers) > 0 {
		fmt.Fprintln(cw)
		if err := r.WriteLevers(cw); err != nil {
			return cw.n, err
		}
	}
	fmt.Fprintf(cw, "\ncalibration: work cycles are fitted only on \"after\" figures; every other figure is a prediction.\n")
	for _, f := range r.Figures {
		if f.Fitted != "" {
			fmt.Fprintf(cw, "  %-22s %-14s → %s\n", f.ID, f.Text, f.Fitted)
		}
	}
	return cw.n, cw.err
}

func profileOf(rs []Run) string {
	if len(rs) == 0 {
		return ""
	}
	return rs[0].Profile + ":"
}

func claimText(c ClaimResult) string {
	if !c.Checked {
		return "—"
	}
	if c.Kind == ClaimGreater {
		return fmt.Sprintf("%.4g vs %.4g", c.A, c.B)
	}
	return fmt.Sprintf("%+.1f%%", c.A)
}

func formatValue(v float64, unit string) string {
	switch unit {
	case "Mpps":
		return fmt.Sprintf("%.2f Mpps", v)
	case "Gb/s":
		return fmt.Sprintf("%.1f Gb/s", v)
	case "%":
		return fmt.Sprintf("%+.1f%%", v)
	case "frames lost":
		return strconv.Itoa(int(v + 0.5))
	}
	return fmt.Sprintf("%.0f", v)
}

type countWriter struct {
	w   io.Writer
	n   int64
	err error
}

func (c *countWriter) Write(p []byte) (int, error) {
	if c.err != nil {
		return 0, c.err
	}
	n, err := c.w.Write(p)
	c.n += int64(n)
	c.err = err
	return n, err
}
