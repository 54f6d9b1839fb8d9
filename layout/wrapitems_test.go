package layout

import (
	"strings"
	"testing"
)

// TestWrapItems checks the breaks on a measure where every byte is one
// unit wide: between items, the separator dropped; an item too wide for
// a line broken at its spaces, its last line open to the next item.
func TestWrapItems(t *testing.T) {
	measure := func(s string, _ float64) float64 { return float64(len(s)) }
	tests := []struct {
		s     string
		width float64
		want  []string
	}{
		{"ab · cd · ef", 20, []string{"ab · cd · ef"}},
		{"ab · cd · ef", 9, []string{"ab · cd", "ef"}},
		{"ab · cd · ef", 4, []string{"ab", "cd", "ef"}},
		{"model 1 → 2 · 0.0 → 0.0 %", 16, []string{"model 1 → 2", "0.0 → 0.0 %"}},
		{"a · bbb ccc ddd · e", 8, []string{"a", "bbb ccc", "ddd · e"}},
		{"", 10, nil},
	}
	for _, tc := range tests {
		var got []string
		for _, sp := range WrapItems(nil, tc.s, " · ", tc.width, 1, measure) {
			got = append(got, tc.s[sp.Start:sp.End])
		}
		if strings.Join(got, "|") != strings.Join(tc.want, "|") {
			t.Errorf("WrapItems(%q, %v) = %q, want %q", tc.s, tc.width, got, tc.want)
		}
	}
}

// TestSceneFiguresWhole sets the figures of seed 001's mlx4 row, as the
// scene list shows them while the model measures and once it has, in a
// row of the list in both card types at 1920×1080 and 1280×720, and
// checks that no figure is cut across lines (no line starts or ends with
// the arrow of a "before → after") nor the pending "…" left alone, and
// that they take no more lines than a break at any space.
func TestSceneFiguresWhole(t *testing.T) {
	m := newMeasurer(t)
	lines := []string{
		"mlx4-2016 · measured 10 → 12.5 Mpps · ~14% → ~7% LLC misses · model 10.45 → …",
		"mlx4-2016 · measured 10 → 12.5 Mpps · ~14% → ~7% LLC misses · model 10.45 → 12.50 Mpps · 0.0 → 0.0 % LLC miss",
	}
	box := SceneRowText(NewSceneList(20).Rows[0])
	for _, ct := range []CardType{ScreenCardType, ProjectorCardType} {
		for _, sc := range []float64{1, 720.0 / 1080} {
			measure := func(s string, size float64) float64 { return m.width(s, regular, size, sc) / sc }
			for _, s := range lines {
				spans := WrapItems(nil, s, " · ", box.W, ct.Sub, measure)
				prose := Wrap(nil, s, box.W, ct.Sub, measure)
				for _, sp := range spans {
					l := s[sp.Start:sp.End]
					if strings.HasPrefix(l, "→") || strings.HasSuffix(l, "→") || l == "…" || measure(l, ct.Sub) > box.W {
						t.Errorf("type %v at scale %.2f: line %q of %q", ct.Sub, sc, l, s)
					}
				}
				if len(spans) > len(prose) {
					t.Errorf("type %v at scale %.2f: %d lines between items, %d at any space", ct.Sub, sc, len(spans), len(prose))
				}
			}
		}
	}
}
