package viz

import (
	"rxscope/screen"

	"math"

	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// A row of the scene list under the mouse says more in a tooltip: each
// figure the seed published beside the model's, their ratio, and what the
// validation report says beside it (rxsim validate): the parameter fitted on
// it, or why the model is off where it is, and for a figure the model
// misses, how far each of its levers would have to move and whether a
// real machine goes there (rxsim validate -levers, searched once every
// figure is in; "searching dram-ns …" until then). A reader sees where the
// model can be trusted and where it cannot, in the app itself.

// sceneTipNoteW is the width of a note's lines in the tooltip, in design
// units: about 90 characters.
const sceneTipNoteW = 860.0

// sceneTipKey is what the tooltip's text was built for.
type sceneTipKey struct {
	row int
	ver uint64
}

// updateSceneTip keeps the tooltip on the row under the mouse, or else on
// the row the arrow keys selected, its text rebuilt only when the row or
// its figures change.
func (g *sceneList) updateSceneTip() {
	t := &g.scenes.tip
	row := (*tipWriter)(g).sceneHover()
	switch {
	case row >= 0:
		t.X, t.Y = g.pointers.hoverX, g.pointers.hoverY
	case g.scenes.sel >= 0:
		row = g.scenes.sel
		r := g.scenes.geo.Rows[row]
		t.X, t.Y = r.X+r.W/3, r.Bottom()-16
	default:
		t.Clear()
		return
	}
	t.Target = screen.Target{Kind: screen.TargetScene, A: row}
	if k := (sceneTipKey{row, g.scenes.ver}); k != g.scenes.tipFor || len(t.Text()) == 0 {
		g.scenes.tipFor = k
		g.tipScratch = (*tipWriter)(g).appendSceneTip(g.tipScratch[:0], row)
		t.SetText(g.tipScratch)
	}
}

// appendSceneTip writes row i's tooltip: a title line, then for each
// figure (today's driver first) what it is, the published and the model
// values with their ratio, and the report's note, wrapped.
func (g *tipWriter) appendSceneTip(b []byte, i int) []byte {
	sc := &g.scenes.list[i]
	sm := &g.scenes.model
	b = append(b, "seed "...)
	b = append(b, sc.measured.Seed...)
	b = append(b, "'s figures beside the model's, as rxsim validate reports them"...)
	lastNote := ""
	for _, fs := range [][]model.Figure{sc.measured.Before, sc.measured.Figures} {
		for _, f := range fs {
			b = append(b, '\n')
			b = append(b, f.What...)
			b = append(b, "\n    published "...)
			b = append(b, f.UnitText()...) // in the model's unit
			v, st := sm.val.Value(i, f.ID)
			switch st {
			case app.FigurePending:
				b = append(b, " · model …"...)
				continue
			case app.FigureFailed:
				b = append(b, " · the model cannot run it"...)
				continue
			}
			b = append(b, " · model "...)
			b = append(b, f.ModelText(v)...) // a gain or a spread: "+19.8%"

			if r, ok := sm.val.Ratio(i, f); ok {
				b = append(b, " · ×"...)
				b = screen.AppendFixed(b, r, 2)
				if math.Abs(r-1) > app.OffBy {
					b = append(b, ", off by more than 15%"...)
				}
			}
			note := f.Note()
			if len(f.Levers) > 0 {
				// the Validation searches every lever of its rows'
				// figures: their own words follow, not a pointer to them
				note = f.Why
			}
			if note != "" && note != lastNote {
				b = g.appendNote(b, note)
				lastNote = note
			}
			for n := range f.Levers {
				if txt, ok := sm.val.LeverText(f.ID, n); ok {
					b = g.appendLever(b, txt)
				}
			}
		}
	}
	return b
}

// appendNote appends note as lines indented under their figure, no wider
// than sceneTipNoteW at the tooltip's size, broken as the lesson text is
// (layout.Wrap, measured with the glyphs the screen draws).
func (g *tipWriter) appendNote(b []byte, note string) []byte {
	return g.appendWrapped(b, note, "\n    ", "\n    ")
}

// leverMark opens a lever's words in the tooltip, so that they stand
// apart from the note above them; leverIndent lines up their next lines.
const (
	leverMark   = "\n    → "
	leverIndent = "\n       "
)

// appendLever appends a lever's words (app.Validation.LeverText) under
// the note, marked with an arrow.
func (g *tipWriter) appendLever(b []byte, text string) []byte {
	return g.appendWrapped(b, text, leverMark, leverIndent)
}

// appendWrapped appends s wrapped to sceneTipNoteW, its first line after
// first and the others after next.
func (g *tipWriter) appendWrapped(b []byte, s, first, next string) []byte {
	g.scenes.spans = layout.Wrap(g.scenes.spans[:0], s, sceneTipNoteW, tipTextSz, (*view)(g).measureCardText)
	for i, sp := range g.scenes.spans {
		if i == 0 {
			b = append(b, first...)
		} else {
			b = append(b, next...)
		}
		b = append(b, s[sp.Start:sp.End]...)
	}
	return b
}
