package app

import (
	"math"
	"strings"

	"rxscope/model"
)

// FigureText is a seed's published figure in the unit the model measures
// it in, so that a row never sets the seed's Mb/s beside the model's
// Gb/s: the seed's own words (f.Text), except that a Mb/s text of a Gb/s
// figure is given in Gb/s, its "~" kept ("~21800 Mb/s" → "~21.8 Gb/s").
func FigureText(f model.Figure) string {
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

// SceneQuote is what the seed published for scene m, as
// model.Measured.Quote gives it ("2.52 → 3.44 Mpps"), each figure in the
// model's unit (FigureText).
func SceneQuote(m model.Measured) string {
	var b strings.Builder
	for i, f := range m.Figures {
		if i > 0 {
			b.WriteString(" · ")
		}
		if stem, ok := strings.CutSuffix(f.ID, "/after"); ok {
			for _, bf := range m.Before {
				if bf.ID == stem+"/before" {
					v, _, _ := strings.Cut(FigureText(bf), " ")
					b.WriteString(v + " → ")
				}
			}
		}
		b.WriteString(FigureQuote(f))
	}
	return b.String()
}

// FigureQuote is figure f as a line quotes it, with its unit
// (model.Figure.Quote), in the model's unit (FigureText).
func FigureQuote(f model.Figure) string {
	if t := FigureText(f); t != f.Text {
		return t
	}
	return f.Quote()
}
