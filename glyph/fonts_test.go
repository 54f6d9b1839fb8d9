package glyph

import "testing"

// TestWidth: a text's width is the sum of its runes' advances at the
// device size, in design units, so the same text is as wide in design
// units whatever the window's scale (to a pixel's rounding).
func TestWidth(t *testing.T) {
	f, err := NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	ab := f.Width("ab", Regular, 20, 1)
	if a, b := f.Width("a", Regular, 20, 1), f.Width("b", Regular, 20, 1); ab != a+b || a <= 0 {
		t.Errorf("Width(ab) = %v, Width(a) + Width(b) = %v + %v", ab, a, b)
	}
	if half := f.Width("ab", Regular, 20, 0.5); half < ab*0.8 || half > ab*1.2 {
		t.Errorf("at half the scale \"ab\" is %v design units wide, at full %v", half, ab)
	}
	if mono := f.Width("iiii", Mono, 20, 1); mono != f.Width("mmmm", Mono, 20, 1) {
		t.Errorf("the mono face's i and m differ: %v", mono)
	}
	if f.Width("", Bold, 20, 1) != 0 {
		t.Error("the empty text has a width")
	}
}
