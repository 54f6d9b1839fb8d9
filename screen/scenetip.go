package screen

import (
	"bytes"

	"rxscope/app"
	"rxscope/layout"
	"rxscope/model/validation"
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

// sceneTipTextSize is the size of the tooltips' text, in design units
// (viz draws every tooltip at it).
const sceneTipTextSize = 20.0

// sceneTip is the tooltip of the row under the mouse, or else of the row
// the arrow keys selected.
type sceneTip struct {
	row   int     // the row it is on, or -1
	x, y  float64 // where it is anchored, in design units of the whole screen
	text  []byte  // its lines, one per '\n'; empty when hidden
	str   string  // text, for the snapshot, made again only when it changed
	built sceneTipKey
	width layout.TextWidth // the measure its notes are wrapped with
	// scratch is where the text is written before it is compared with
	// the one shown, spans a note's lines
	scratch []byte
	spans   []layout.Span
}

// sceneTipKey is what the tooltip's text was built for.
type sceneTipKey struct {
	row int
	ver uint64
}

// clear hides the tooltip.
func (t *sceneTip) clear() {
	t.row = -1
	t.set(nil)
}

// set replaces the text with b and the snapshot's string if it changed.
func (t *sceneTip) set(b []byte) {
	if !bytes.Equal(b, t.text) {
		t.text = append(t.text[:0], b...)
		t.str = string(t.text)
	}
}

// UpdateTip keeps the tooltip on the row under the mouse at (x, y) (hover:
// the mouse is over the canvas), anchored at the mouse, or else on the
// row the arrow keys selected, anchored in it; its text is rebuilt only
// when the row or its figures change. Called each tick while the list is
// open.
func (l *SceneList) UpdateTip(x, y float64, hover bool) {
	t := &l.tip
	row := l.HoverAt(x, y, hover)
	switch {
	case row >= 0:
		t.x, t.y = x, y
	case l.sel >= 0:
		row = l.sel
		r := l.geo.Rows[row]
		t.x, t.y = r.X+r.W/3, r.Bottom()-16
	default:
		t.clear()
		return
	}
	t.row = row
	if k := (sceneTipKey{row, l.ver}); k != t.built || len(t.text) == 0 {
		t.built = k
		t.scratch = l.AppendTip(t.scratch[:0], row)
		t.set(t.scratch)
	}
}

// Tip is the tooltip shown: its row (-1: none), its text and where it is
// anchored.
func (l *SceneList) Tip() (row int, text []byte, x, y float64) {
	return l.tip.row, l.tip.text, l.tip.x, l.tip.y
}

// AppendTip writes row i's tooltip: a title line, then for each figure
// (today's driver first) what it is, the published and the model values
// with their ratio, and the report's note and its levers' words, wrapped.
func (l *SceneList) AppendTip(b []byte, i int) []byte {
	sc := &l.rows[i]
	b = append(b, "seed "...)
	b = append(b, sc.measured.Seed...)
	b = append(b, "'s figures beside the model's, as rxsim validate reports them"...)
	lastNote := ""
	for _, fs := range [][]validation.Figure{sc.measured.Before, sc.measured.Figures} {
		for _, f := range fs {
			b = append(b, '\n')
			b = append(b, f.What...)
			b = append(b, "\n    published "...)
			b = append(b, f.UnitText()...) // in the model's unit
			v, st := l.val.Value(i, f.ID)
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

			if r, ok := l.val.Ratio(i, f); ok {
				b = append(b, " · ×"...)
				b = AppendFixed(b, r, 2)
			}
			if l.val.FigureOff(i, f) {
				b = append(b, ", off by more than 15%"...)
			}
			note := f.Note()
			if len(f.Levers) > 0 {
				// the Validation searches every lever of its rows'
				// figures: their own words follow, not a pointer to them
				note = f.Why
			}
			if note != "" && note != lastNote {
				b = l.appendNote(b, note)
				lastNote = note
			}
			for n := range f.Levers {
				if txt, ok := l.val.LeverText(f.ID, n); ok {
					b = l.appendLever(b, txt)
				}
			}
		}
	}
	return b
}

// appendNote appends note as lines indented under their figure, no wider
// than sceneTipNoteW at the tooltip's size, broken as the lesson text is
// (layout.Wrap, measured with the glyphs the screen draws).
func (l *SceneList) appendNote(b []byte, note string) []byte {
	return l.appendWrapped(b, note, "\n    ", "\n    ")
}

// sceneLeverMark opens a lever's words in the tooltip, so that they stand
// apart from the note above them; sceneLeverIndent lines up their next
// lines.
const (
	sceneLeverMark   = "\n    → "
	sceneLeverIndent = "\n       "
)

// appendLever appends a lever's words (app.Validation.LeverText) under
// the note, marked with an arrow.
func (l *SceneList) appendLever(b []byte, text string) []byte {
	return l.appendWrapped(b, text, sceneLeverMark, sceneLeverIndent)
}

// appendWrapped appends s wrapped to sceneTipNoteW, its first line after
// first and the others after next.
func (l *SceneList) appendWrapped(b []byte, s, first, next string) []byte {
	t := &l.tip
	t.spans = layout.Wrap(t.spans[:0], s, sceneTipNoteW, sceneTipTextSize, t.width)
	for i, sp := range t.spans {
		if i == 0 {
			b = append(b, first...)
		} else {
			b = append(b, next...)
		}
		b = append(b, s[sp.Start:sp.End]...)
	}
	return b
}
