package layout

import (
	"fmt"
	"testing"
)

// kfTables are the shapes of the steps' tables the screens showed with
// their labels over their figures: lesson 2 step 6 (four rows, a compared
// run), lesson 2 step 7 (one row, four runs), lesson 5 step 2 (three rows,
// three runs), lesson 9 step 5 (two rows, two runs).
var kfTables = []struct {
	name string
	KFShape
}{
	{"cold 6", KFShape{Runs: 2, Rows: 4, Longest: len("stalled cycles per packet on header lines")}},
	{"cold 7", KFShape{Runs: 4, Rows: 1, Longest: len("NAPI CPU cycles per packet")}},
	{"peek 2", KFShape{Runs: 3, Rows: 3, Longest: len("stalled cycles per packet on header lines")}},
	{"headlen 5", KFShape{Runs: 2, Rows: 2, Longest: len("skbs GRO chained on frag_list, share of delivered")}},
}

// eachKFTable runs check on every shape of kfTables laid out in
// companions 260, 320 and 420 units tall, the figures column's width, in
// both types; where names the case.
func eachKFTable(check func(ty Type, r Rect, k KeyFigures, where string)) {
	for _, ty := range []Type{ScreenType, ProjectorType} {
		w := NewScreenFor(ty).Figures.W
		for _, tb := range kfTables {
			for _, h := range []float64{260, 320, 420} {
				r := Rect{X: 1000, Y: 500, W: w, H: h}
				check(ty, r, NewKeyFigures(r, tb.KFShape, nil, ty), fmt.Sprintf("label size %g, %s, %v units tall", ty.Label, tb.name, h))
			}
		}
	}
}

// TestKeyFiguresRowsPair: in a table whose labels go over their figures,
// each row's figures sit under its own label, nearer it than the next
// row's label, inside the row, with a rule between rows, so that the eye
// pairs a label with its figures (lesson 2 step 6 drew each figure half
// way between its label and the next).
func TestKeyFiguresRowsPair(t *testing.T) {
	eachKFTable(func(ty Type, r Rect, k KeyFigures, where string) {
		if !k.Stacked {
			return
		}
		for j := 0; j < k.Rows; j++ {
			row := Rect{X: r.X, Y: k.Top + float64(j)*k.RowH, W: r.W, H: k.RowH}
			l, c := k.Label(j), k.Cell(j, 0)
			if l.Y < row.Y || c.Bottom() > row.Bottom()+1e-9 || c.Y < l.Y {
				t.Errorf("%s: row %d %+v: label %+v or figures %+v leave it", where, j, row, l, c)
			}
			own := (c.Y + c.H/2) - (l.Y + l.H/2)
			next := (row.Bottom() + k.RowH*kfRuleSpace + l.H/2) - (c.Y + c.H/2)
			if own >= 0.85*next {
				t.Errorf("%s: row %d: its figures are %.1f units under its label and %.1f over the next label", where, j, own, next)
			}
			if j > 0 && (k.Rule(j).W == 0 || k.Rule(j).Y < k.Cell(j-1, 0).Bottom()-1e-9 || k.Rule(j).Bottom() > l.Y+1e-9) {
				t.Errorf("%s: row %d: no rule between it and the row above (%+v)", where, j, k.Rule(j))
			}
		}
	})
}

// TestKeyFiguresHeadsFit measures the heads of the compared runs the
// screens showed shrunk to 12 px ("variant, inject" over "stride-ahead,
// off"): with the labels over their figures, the columns share the
// panel's width and a head of up to three runs stays at its size; a
// two-knob head over four runs is set at no less than 18 units (it was
// 12), short of the projector's 20 by the width of one letter.
func TestKeyFiguresHeadsFit(t *testing.T) {
	m := newMeasurer(t)
	heads := []struct {
		runs          int
		knobs, values string
	}{
		{3, "variant", "stride-ahead"},
		{3, "variant, profile", "today, zen5-cx5"},
		{2, "lines", "headers,page"},
		{3, "headcopy", "256"},
		{4, "variant, inject", "stride-ahead, off"},
	}
	ty := ProjectorType
	w := NewScreenFor(ty).Figures.W
	for _, hd := range heads {
		k := NewKeyFigures(Rect{W: w, H: 320}, KFShape{Runs: hd.runs, Rows: 2, Longest: 60}, nil, ty)
		knobs, values := k.Head(hd.runs-1, 0)
		for _, it := range []struct {
			s    string
			tf   typeface
			size float64
			box  Rect
		}{{hd.knobs, regular, ty.Small, knobs}, {hd.values, bold, ty.Label + 2, values}} {
			need := m.width(it.s, it.tf, it.size, 1)
			if hd.runs < 4 && need > it.box.W+0.5 {
				t.Errorf("%d runs: %q needs %.1f units at %g; its head has %.1f", hd.runs, it.s, need, it.size, it.box.W)
			}
			if shrunk := it.size * min(1, it.box.W/need); shrunk < ProjectorMinLabel-2 {
				t.Errorf("%d runs: %q would be set at %.1f units, under the projector's %g", hd.runs, it.s, shrunk, ProjectorMinLabel)
			}
		}
	}
}

// TestKeyFiguresUnder: a second table laid out under a table's rows
// (Under) has its heads under the last row, keeps the same live row,
// and draws none of its rows over the live row.
func TestKeyFiguresUnder(t *testing.T) {
	live := KFShape{Runs: 2, Rows: 6, Longest: len("prefetch useful")}
	eachKFTable(func(ty Type, r Rect, k KeyFigures, where string) {
		lk := k.Under(r, live, nil, ty)
		if last := k.Top + float64(k.Rows)*k.RowH; lk.HeadY < last || lk.Top < lk.HeadY+KFHeadH {
			t.Errorf("%s: the heads under the table start at %.1f, over its last row's bottom %.1f, or its rows at %.1f, over them", where, lk.HeadY, last, lk.Top)
		}
		if lk.Live != k.Live {
			t.Errorf("%s: the live row moved from %+v to %+v", where, k.Live, lk.Live)
		}
		if lk.Rows > 0 && lk.Top+float64(lk.Rows)*lk.RowH > lk.Live.Y-6+1e-9 {
			t.Errorf("%s: the table under the rows reaches the live row", where)
		}
	})
}
