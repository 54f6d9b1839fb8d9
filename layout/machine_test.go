package layout

import "testing"

// TestMachinePanelFits: for the shipped machines and as many rows as the
// table may grow to, every button is at least MinHit... or the row's
// height, no two overlap, and all lie inside the card and the canvas.
func TestMachinePanelFits(t *testing.T) {
	for _, params := range []int{8, 11, 12} {
		m := NewMachinePanel(5, params)
		canvas := Rect{0, 0, DesignW, DesignH}
		if !m.Card.Inside(canvas) {
			t.Errorf("%d rows: card %v is off the canvas", params, m.Card)
		}
		hits := m.Hits()
		for i, a := range hits {
			if !a.Inside(m.Card) {
				t.Errorf("%d rows: button %d %v is outside the card %v", params, i, a, m.Card)
			}
			if a.W < 44 || a.H < 44 {
				t.Errorf("%d rows: button %d %v is smaller than a finger", params, i, a)
			}
			for j, b := range hits[i+1:] {
				if a.Overlaps(b) {
					t.Errorf("%d rows: buttons %d %v and %d %v overlap", params, i, a, i+1+j, b)
				}
			}
		}
		last := m.Rows[len(m.Rows)-1].Row
		if last.Bottom() > m.Reset.Y || m.Gain.Overlaps(last) || !m.Gain.Inside(m.Card) {
			t.Errorf("%d rows: the last row %v runs into the reset %v or the chart %v", params, last, m.Reset, m.Gain)
		}
		for _, r := range m.Rows {
			for _, part := range []Rect{r.Name, r.Help, r.Detail, r.Minus, r.Value, r.Plus} {
				if !part.Inside(r.Row) {
					t.Errorf("%d rows: %v is outside its row %v", params, part, r.Row)
				}
			}
		}
	}
}
