package layout

import "testing"

// TestKnobsDrawerFits: for as many rows as the knob table has and may
// grow to, every button is finger-sized, no two overlap, the rows stay
// above the help and inside the card, and the card on the canvas.
func TestKnobsDrawerFits(t *testing.T) {
	for _, rows := range []int{23, 26} {
		d := NewKnobsDrawer(rows)
		if !d.Card.Inside(Rect{0, 0, DesignW, DesignH}) {
			t.Errorf("%d rows: card %v is off the canvas", rows, d.Card)
		}
		hits := d.Hits()
		for i, a := range hits {
			if !a.Inside(d.Card) {
				t.Errorf("%d rows: button %d %v is outside the card %v", rows, i, a, d.Card)
			}
			if a.W < 44 || a.H < 44 {
				t.Errorf("%d rows: button %d %v is smaller than a finger", rows, i, a)
			}
			for j, b := range hits[i+1:] {
				if a.Overlaps(b) {
					t.Errorf("%d rows: buttons %d %v and %d %v overlap", rows, i, a, i+1+j, b)
				}
			}
		}
		for i, r := range d.Rows {
			if r.Row.Overlaps(d.Help) || r.Row.Overlaps(d.Title) || !r.Row.Inside(d.Card) {
				t.Errorf("%d rows: row %d %v runs into the help %v or the title, or off the card", rows, i, r.Row, d.Help)
			}
			if r.Row.H < KnobsNameSize+8 {
				t.Errorf("%d rows: row %d is %v high, too low for its name", rows, i, r.Row.H)
			}
			for _, part := range []Rect{r.Name, r.Minus, r.Value, r.Plus} {
				if !part.Inside(r.Row) {
					t.Errorf("%d rows: %v is outside its row %v", rows, part, r.Row)
				}
			}
			if r.Name.W < 200 {
				t.Errorf("%d rows: row %d's name has %v units", rows, i, r.Name.W)
			}
		}
	}
}

// TestKnobsButtonPlaced: the drawer's button ends the knobs strip's
// second row, finger-sized and wide enough for its words, clear of every
// control.
func TestKnobsButtonPlaced(t *testing.T) {
	s := NewScreen()
	b := s.KnobsButton
	if !b.Inside(s.Knobs) || b.W < 180 || b.H < MinHit {
		t.Errorf("the knobs button %v is not a finger-sized button in the strip %v", b, s.Knobs)
	}
	for i := range s.Controls {
		if c := &s.Controls[i]; c.Hit.Overlaps(b) || c.Box.Overlaps(b) {
			t.Errorf("the knobs button %v overlaps control %s %v", b, c.Name, c.Box)
		}
	}
}
