package lessons

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"rxscope/model"
	"rxscope/model/validation"
)

// measured is one run of a step, made again by the test straight from the
// model: what every placeholder must print.
type measured struct {
	cfg  model.Config
	met  model.Metrics
	geo  model.Geometry
	prof model.Profile
	tr   traceStats
}

func measure(t *testing.T, cfg model.Config, spec model.Window) *measured {
	t.Helper()
	s, err := model.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s.SetTraceLevel(model.TraceLines)
	s.SetTraceCapacity(traceEvents)
	model.NewMeasurement(s, spec).Run()
	return &measured{cfg: cfg, met: s.Metrics(), geo: s.Geometry(), prof: s.Profile(), tr: collectTrace(s.Trace())}
}

func percent(v float64) string {
	switch {
	case v == 0:
		return "0%"
	case math.Abs(v) < 9.95:
		return fmt.Sprintf("%.1f%%", v)
	}
	return fmt.Sprintf("%.0f%%", v)
}

func whole(v float64) string {
	if math.Abs(v) < 0.5 {
		return "0"
	}
	return fmt.Sprintf("%.0f", v)
}

var lineNames = map[string]lineKind{"cqe": lkCQE, "header": lkHeader, "shinfo": lkShinfo, "page": lkPage}

var stallNames = map[string]model.StallCause{
	"cqe": model.StallCQE, "header": model.StallHeader, "page": model.StallPage,
	"shinfo": model.StallShinfo, "storeq": model.StallStoreQueue, "locked": model.StallLocked, "other": model.StallOther,
}

// number is the test's own reading of a numeric figure.
func (m *measured) number(name string) (float64, bool) {
	met, g, pk := m.met, m.geo, float64(m.met.Packets)
	if c, ok := strings.CutPrefix(name, "stall."); ok {
		cause, ok := stallNames[c]
		return met.StallCycles(cause) / pk, ok
	}
	if k, ok := strings.CutPrefix(name, "lat."); ok {
		kind, ok := lineNames[k]
		st := m.tr.line[kind]
		return st.cycles / float64(st.n), ok
	}
	if k, ok := strings.CutPrefix(name, "dram%."); ok {
		kind, ok := lineNames[k]
		st := m.tr.line[kind]
		return 100 * float64(st.level[model.LevelDRAM]) / float64(st.n), ok
	}
	if k, ok := strings.CutPrefix(name, "core%."); ok {
		kind, ok := lineNames[k]
		st := m.tr.line[kind]
		return 100 * float64(st.level[model.LevelCore]) / float64(st.n), ok
	}
	v, ok := map[string]float64{
		"cpp":           met.CyclesPerPacket(),
		"work":          met.WorkCycles() / pk,
		"stall":         met.CyclesPerPacket() - met.WorkCycles()/pk,
		"ns":            met.BusyTime().Nanoseconds() / pk,
		"mpps":          met.Mpps(),
		"goodput":       met.GoodputGbps(m.cfg.MTU),
		"fraglist%":     100 * float64(met.FragListChained) / float64(met.Delivered),
		"headread":      float64(met.HeadLinesRead) / pk,
		"headwritten":   float64(met.HeadLinesWritten) / pk,
		"gbps":          met.Gbps(),
		"packets":       pk,
		"arrived":       float64(met.Arrived),
		"drops":         float64(met.DroppedTotal()),
		"loss%":         100 * float64(met.DroppedTotal()) / float64(met.Arrived),
		"perpoll":       pk / float64(met.Polls),
		"unused%":       100 * float64(met.Prefetch.Unused) / float64(met.Prefetch.Issued),
		"llcmiss%":      100 * met.LLCMissShare(),
		"fb":            met.FBOccupancy(),
		"sq":            m.prof.StoreQueue.Value,
		"stride":        float64(g.StrideSize),
		"strides":       float64(g.StridesPerWQE),
		"posted":        float64(g.WQEs - 1),
		"slots":         float64((g.WQEs - 1) * g.StridesPerWQE),
		"headroom":      float64(g.Headroom),
		"wqes":          float64(g.WQEs),
		"ringkib":       float64(g.WQEs*g.WQESize) / 1024,
		"linesize":      64,
		"len":           float64(m.cfg.Size - 4),
		"shinfo":        float64((g.Headroom + m.cfg.Size - 4 + 63) / 64 * 64),
		"skip%":         100 * float64(m.cfg.Distance) / float64(g.StridesPerWQE),
		"fbs":           m.prof.FillBuffers.Value,
		"linerate":      m.cfg.LineRateMpps(),
		"wirens":        1e3 / m.cfg.LineRateMpps(),
		"wasted%.ahead": 100 * float64(m.tr.aheadWasted) / float64(m.tr.aheadIssued),
		"guess%":        100 * float64(m.tr.guessRight) / float64(m.tr.guesses),
		"found%.peek":   100 * float64(min(m.tr.aheadPkts, m.tr.peeks)) / float64(m.tr.peeks),
	}[name]
	return v, ok
}

// print is the test's own formatting of a figure of the package doc.
func (m *measured) print(t *testing.T, name string) string {
	t.Helper()
	if k, ok := strings.CutPrefix(name, "from."); ok {
		kind, ok := lineNames[k]
		if !ok {
			t.Fatalf("no line %q", k)
		}
		st := m.tr.line[kind]
		best, most := model.LevelL1, -1
		for _, l := range []model.Level{model.LevelL1, model.LevelL2, model.LevelLLC, model.LevelDRAM, model.LevelCore} {
			if st.level[l] > most {
				best, most = l, st.level[l]
			}
		}
		return best.String()
	}
	v, ok := m.number(name)
	if !ok {
		if knob := m.cfg.Get(name); knob != "" {
			return knob
		}
		t.Fatalf("the test does not know figure %q; add it to measured.number", name)
	}
	switch {
	case strings.HasSuffix(name, "%") || strings.Contains(name, "%."):
		return percent(v)
	case name == "mpps" || name == "linerate":
		return fmt.Sprintf("%.2f", v)
	case name == "gbps" || name == "fb" || name == "wirens" || name == "goodput" || name == "headread" || name == "headwritten":
		return fmt.Sprintf("%.1f", v)
	}
	return whole(v)
}

// expand fills a template the test's way.
func expand(t *testing.T, tpl string, runs map[string]*measured) string {
	t.Helper()
	segs, err := parseTemplate(tpl)
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, s := range segs {
		if !s.placeholder {
			b.WriteString(s.text)
			continue
		}
		b.WriteString(expandOne(t, s.text, runs))
	}
	return b.String()
}

func expandOne(t *testing.T, ph string, runs map[string]*measured) string {
	if id, ok := strings.CutPrefix(ph, "published:"); ok {
		// a seed's measurement, as the seed wrote it
		for _, f := range validation.PublishedFigures() {
			if f.ID == id {
				return f.Text
			}
		}
		t.Fatalf("no published figure %q", id)
	}
	if rest, ok := strings.CutPrefix(ph, "change."); ok {
		i := strings.LastIndexByte(rest, '.')
		from, _ := runs[rest[i+1:]].number(rest[:i])
		to, _ := runs[""].number(rest[:i])
		v := 100 * (to - from) / from
		s := percent(v)
		if v >= 0 {
			s = "+" + s
		}
		return s
	}
	if i := strings.LastIndexByte(ph, '.'); i > 0 && runs[ph[i+1:]] != nil && ph[i+1:] != "" {
		_, isFigure := runs[""].number(ph)
		if _, isLine := lineNames[strings.TrimPrefix(ph, "from.")]; !isFigure && !isLine {
			return runs[ph[i+1:]].print(t, ph[:i])
		}
	}
	return runs[""].print(t, ph)
}

// TestFiguresFromModel runs every step's simulations again, straight from
// the model, and checks that each text is its template with every
// placeholder replaced by the model's figure, formatted as documented.
func TestFiguresFromModel(t *testing.T) {
	for _, l := range All() {
		r, err := NewRunner(l)
		if err != nil {
			t.Fatal(err)
		}
		for {
			st := r.Step()
			cfg := r.Config()
			spec := l.Window
			if st.Window != (model.Window{}) {
				spec = st.Window
			}
			if spec == (model.Window{}) {
				spec = DefaultWindow
			}
			runs := map[string]*measured{"": measure(t, cfg, spec)}
			extra := st.Runs
			if len(st.Try) > 0 {
				extra = append(append([]Run(nil), extra...), Run{Name: TryRun, Set: st.Try})
			}
			for _, rn := range extra {
				c := cfg
				for _, s := range rn.Set {
					if err := c.Set(s.Knob, s.Value); err != nil {
						t.Fatal(err)
					}
				}
				runs[rn.Name] = measure(t, c, spec)
			}
			where := fmt.Sprintf("%s step %d (%s)", l.ID, r.Index()+1, st.Title)
			if got, want := r.Text(), expand(t, st.Text, runs); got != want {
				t.Errorf("%s:\n got %s\nwant %s", where, got, want)
			}
			for _, f := range r.Quotes() {
				if want := expandOne(t, f.Key, runs); f.Value != want {
					t.Errorf("%s: figure %s = %q; the model says %q", where, f.Key, f.Value, want)
				}
			}
			if q := st.Predict; q != nil {
				for i, c := range q.Choices {
					if got, want := r.Choices()[i], expand(t, c.Text, runs); got != want {
						t.Errorf("%s: choice %d = %q; want %q", where, i, got, want)
					}
				}
				r.Reveal()
				if got, want := r.Text(), expand(t, q.Reveal, runs); !strings.HasSuffix(got, " "+want) {
					t.Errorf("%s: revealed\n got %s\nwant …%s", where, got, want)
				}
			}
			if r.AtEnd() {
				break
			}
			if i := r.Index(); !r.Advance() || r.Index() != i+1 {
				t.Fatalf("%s: the clicker did not move on", where)
			}
		}
	}
}
