package layout

import "testing"

// TestClearOf checks the chart's rule for a label's place: a line or a
// point of a series that passes through it, or near it, or a mark that
// overlaps it, makes it unclear; one that passes by leaves it clear.
func TestClearOf(t *testing.T) {
	label := Rect{100, 100, 200, 24}
	for _, c := range []struct {
		name  string
		pts   [][2]float64
		marks []Rect
		clear bool
	}{
		{"no series", nil, nil, true},
		{"a line across it", [][2]float64{{50, 90}, {350, 140}}, nil, false},
		{"a line under it", [][2]float64{{50, 140}, {350, 140}}, nil, true},
		{"a line grazing it within the pad", [][2]float64{{50, 126}, {350, 126}}, nil, false},
		{"a steep line through it", [][2]float64{{150, 0}, {160, 300}}, nil, false},
		{"a point inside it, no line", [][2]float64{{150, 110}}, nil, false},
		{"a line ending left of it", [][2]float64{{0, 110}, {90, 112}}, nil, true},
		{"a line left of it, then over it", [][2]float64{{0, 50}, {90, 50}, {400, 60}}, nil, true},
		{"a diamond on it", nil, []Rect{{290, 95, 20, 20}}, false},
		{"a diamond beside it", nil, []Rect{{320, 95, 20, 20}}, true},
	} {
		if got := ClearOf(label, c.pts, 4, c.marks); got != c.clear {
			t.Errorf("%s: ClearOf = %v; want %v", c.name, got, c.clear)
		}
	}
	cands := []Rect{{100, 100, 200, 24}, {100, 60, 200, 24}, {400, 100, 200, 24}}
	line := [][2]float64{{50, 110}, {350, 110}}
	if r, ok := FirstClear(cands, line, 4, nil); !ok || r != cands[1] {
		t.Errorf("FirstClear = %+v, %v; want the second place %+v", r, ok, cands[1])
	}
	if r, ok := FirstClear(cands[:1], line, 4, nil); ok || r != cands[0] {
		t.Errorf("FirstClear with no clear place = %+v, %v; want the first, false", r, ok)
	}
}
