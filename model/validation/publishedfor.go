package validation

import (
	"math"
	"strings"
	"sync"

	"rxscope/model"
)

// PublishedFor lists the figures a seed measured on exactly cfg: single
// values (Mpps, NAPI cycles per packet, Gb/s, frames lost, LLC miss
// share) whose one run is cfg, in the order of PublishedFigures. The prefetch distance does not matter to
// today's driver, so it is ignored there. A visualizer shows them beside
// the model's own figures for the same configuration.
func PublishedFor(cfg model.Config) []Figure {
	publishedOnce.Do(indexPublished)
	return publishedByConfig[normalizeForPublished(cfg)]
}

var (
	publishedOnce     sync.Once
	publishedByConfig map[model.Config][]Figure
	publishedOrder    []model.Config // the keys of publishedByConfig, first seen first
)

// Measured is a configuration a seed measured, as a visualizer opens it:
// the driver as measured, with today's driver beside it for the "before"
// column. Figures are what the seed published for Config, Before what it
// published for the same knobs with today's driver (empty when the seed's
// "before" is another setting, such as seed 003's legacy RQ, which is then
// a Measured of its own).
type Measured struct {
	Seed    string
	What    string // the first figure's description
	Config  model.Config
	Figures []Figure
	Before  []Figure
}

// Quote is what the seed published for the scene, today's driver's value
// before the arrow where the seed measured it too: "2.52 → 3.44 Mpps",
// "10 → 12.5 Mpps · ~14% → ~7% LLC misses", "~13K frames lost".
func (m Measured) Quote() string {
	var b strings.Builder
	for i, f := range m.Figures {
		if i > 0 {
			b.WriteString(" · ")
		}
		if stem, ok := strings.CutSuffix(f.ID, "/after"); ok {
			for _, bf := range m.Before {
				if bf.ID == stem+"/before" {
					v, _, _ := strings.Cut(bf.UnitText(), " ")
					b.WriteString(v + " → ")
				}
			}
		}
		b.WriteString(f.Quote())
	}
	return b.String()
}

// Flags are the knobs of the scene that differ from DefaultConfig, as
// "name=value" in the knob table's order: rxsim's flags, or a URL's
// parameters, for the scene.
func (m Measured) Flags() []string {
	def := model.DefaultConfig()
	var out []string
	for _, k := range model.Knobs() {
		if v := m.Config.Get(k.Name); v != def.Get(k.Name) {
			out = append(out, k.Name+"="+v)
		}
	}
	return out
}

// MeasuredScenes lists every configuration a seed measured, once, in the
// order of PublishedFigures. A configuration of today's driver is listed
// on its own only when no other is its look-ahead twin.
func MeasuredScenes() []Measured {
	publishedOnce.Do(indexPublished)
	var out []Measured
	twin := make(map[model.Config]bool) // today's configurations that are a Before
	for _, k := range publishedOrder {
		b := normalizeForPublished(model.BeforeOf(k))
		if _, ok := publishedByConfig[b]; ok && b != k {
			twin[b] = true
		}
	}
	for _, k := range publishedOrder {
		if twin[k] {
			continue
		}
		fs := publishedByConfig[k]
		m := Measured{Seed: fs[0].Seed, What: fs[0].What, Config: k, Figures: fs}
		if b := normalizeForPublished(model.BeforeOf(k)); b != k {
			m.Before = publishedByConfig[b]
		}
		out = append(out, m)
	}
	return append(out, gainScenes()...)
}

// gainScenes are the rows of the seeds' gains and spreads that carry a
// number (CQE compression's +26%, distances within 3%): each is
// measured over several configurations, so a seed's such figures share
// one row, opened on the first figure's first configuration, its title
// what each measures ("CQE compression on, UDP flood and TCP 1 stream ·
// …": parts that open alike share their opening, joinWhat).
func gainScenes() []Measured {
	var out []Measured
	last := ""
	for _, f := range PublishedFigures() {
		if f.Kind == FigureValue || f.Published == 0 || math.IsNaN(f.Published) || f.Gap != "" || len(f.Runs) == 0 {
			continue
		}
		c, err := f.Runs[0].Config()
		if err != nil {
			continue
		}
		what, _, _ := strings.Cut(f.What, ": ")
		if n := len(out); n > 0 && out[n-1].Seed == f.Seed {
			out[n-1].What = joinWhat(out[n-1].What, last, what)
			out[n-1].Figures = append(out[n-1].Figures, f)
		} else {
			out = append(out, Measured{Seed: f.Seed, What: what, Config: normalizeForPublished(c), Figures: []Figure{f}})
		}
		last = what
	}
	return out
}

// joinWhat adds what a figure measures to a row's title, whose last part
// is last: a part that opens as the last one does, up to its first
// comma, gives only the rest, after "and" ("CQE compression on, UDP
// flood" and "CQE compression on, TCP 1 stream" read "CQE compression
// on, UDP flood and TCP 1 stream"); any other part follows a " · ".
func joinWhat(title, last, what string) string {
	lead, rest, ok := strings.Cut(what, ", ")
	if prev, _, had := strings.Cut(last, ", "); ok && had && prev == lead {
		return title + " and " + rest
	}
	return title + " · " + what
}

// indexPublished builds the table of PublishedFor once.
func indexPublished() {
	publishedByConfig = make(map[model.Config][]Figure)
	for _, f := range PublishedFigures() {
		if f.Kind != FigureValue || len(f.Runs) != 1 || math.IsNaN(f.Published) || f.Gap != "" {
			continue
		}
		c, err := f.Runs[0].Config()
		if err != nil {
			continue
		}
		k := normalizeForPublished(c)
		if _, seen := publishedByConfig[k]; !seen {
			publishedOrder = append(publishedOrder, k)
		}
		publishedByConfig[k] = append(publishedByConfig[k], f)
	}
}

// normalizeForPublished clears what a published figure does not depend on.
func normalizeForPublished(c model.Config) model.Config {
	if c.Variant == "today" {
		c.Distance = model.DefaultConfig().Distance
	}
	return c
}

// Quote is the published value with its unit, for a sentence: the seed's
// own text when it has one ("3.44 Mpps"), else the number and the unit
// ("715 cycles/packet").
func (f Figure) Quote() string {
	if t := f.UnitText(); t != f.Text {
		return t
	}
	if strings.Contains(f.Text, " ") {
		return f.Text
	}
	if f.Unit == "cycles/pkt" {
		return f.Text + " cycles/packet"
	}
	if strings.HasSuffix(f.Text, f.Unit) && len(f.Runs) > 0 && f.Runs[0].Measure == model.MeasureLLCMiss {
		return f.Text + " LLC misses" // "~14%", not "~14% %"
	}
	if strings.HasSuffix(f.Text, f.Unit) {
		return f.Text // a gain: "+26%"
	}
	return f.Text + " " + f.Unit
}

// UnitText is the seed's published figure in the unit the model measures
// it in, so that a line never sets the seed's Mb/s beside the model's
// Gb/s: the seed's own words (Text), except that a Mb/s text of a Gb/s
// figure is given in Gb/s, its "~" kept ("~21800 Mb/s" → "~21.8 Gb/s").
func (f Figure) UnitText() string {
	num, ok := strings.CutSuffix(f.Text, " Mb/s")
	if !ok || f.Unit != "Gb/s" || math.IsNaN(f.Published) {
		return f.Text
	}
	approx := ""
	if strings.HasPrefix(num, "~") {
		approx = "~"
	}
	return approx + model.FormatMeasure(f.Published, model.MeasureGoodput) + " Gb/s"
}
