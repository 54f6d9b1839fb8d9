package app

import (
	"fmt"
	"strings"
	"testing"

	"rxscope/model"
)

// TestSceneQuoteOneUnit: no scene's row quotes the seed in Mb/s while the
// model speaks Gb/s, and seed 003's TCP rows give their figures in Gb/s
// with the seed's "~" kept.
func TestSceneQuoteOneUnit(t *testing.T) {
	found := false
	for _, m := range model.MeasuredScenes() {
		q := SceneQuote(m)
		if strings.Contains(q, "Mb/s") {
			t.Errorf("seed %s %q: %q mixes in Mb/s", m.Seed, m.What, q)
		}
		if m.Seed == "003" && q == "~21.8 Gb/s" {
			found = true
		}
	}
	if !found {
		t.Error("seed 003's 64 KiB TCP row (~21800 Mb/s) is not quoted as ~21.8 Gb/s")
	}
}

func ExampleFigureText() {
	f := model.Figure{Text: "~12300 Mb/s", Published: 12.3, Unit: "Gb/s"}
	g := model.Figure{Text: "3.44 Mpps", Published: 3.44, Unit: "Mpps"}
	fmt.Println(FigureText(f))
	fmt.Println(FigureText(g))
	// Output:
	// ~12.3 Gb/s
	// 3.44 Mpps
}
