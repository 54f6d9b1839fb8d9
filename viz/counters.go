package viz

import (
	"rxscope/glyph"
	"rxscope/screen"
)

// The counters panel's state and rows are screen.Counters'; here its
// words are measured in the screen's fonts and painted.

// counterFaces measures the panel's words with the painter
// (screen.CounterFaces).
type counterFaces struct{ p *painter }

func (f counterFaces) MonoWidth(s string, size float64) float64 {
	return f.p.textWidth(s, size, Mono)
}

func (f counterFaces) RegularWidth(s string, size float64) float64 {
	return f.p.textWidth(s, size, Regular)
}

// drawCounters paints the panel where the event log goes, its rows in
// the columns of layout.CountersTable at the log's type.
func (g view) drawCounters(p *painter) {
	c := &g.core.Panels.Ctr
	col := g.panelColumn()
	if !c.Open() || col.W == 0 {
		return
	}
	th := g.theme
	p.roundRect(col, 10, th.Panel)
	p.frame(col, 2, th.Accent)
	tb := c.Table(g.ty, p.fit.S, col, counterFaces{p})
	p.textIn(screen.CountersTitle, tb.Title, g.ty.Label, Bold, th.Text, glyph.AlignStart)
	p.textIn(screen.CountersHint, tb.Hint, g.ty.Label, Regular, th.TextDim, glyph.AlignEnd)
	name := Regular
	if tb.Mono {
		name = Mono
	}
	for i, r := range c.Rows() {
		if i >= tb.Rows {
			break
		}
		if r.Head {
			p.textIn(r.Name, tb.Row(tb.Heading, i), tb.Size, Bold, th.Accent, glyph.AlignStart)
			p.bytesIn(r.Value, tb.Row(tb.Value, i), tb.Size, Bold, th.Accent, glyph.AlignEnd)
			p.bytesIn(r.Extra, tb.Row(tb.Extra, i), tb.Size, Bold, th.Accent, glyph.AlignStart)
			continue
		}
		p.textIn(r.Name, tb.Row(tb.Name, i), tb.Size, name, th.Text, glyph.AlignStart)
		p.bytesIn(r.Value, tb.Row(tb.Value, i), tb.Size, Mono, th.Text, glyph.AlignEnd)
		p.bytesIn(r.Extra, tb.Row(tb.Extra, i), tb.Size, Mono, th.TextDim, glyph.AlignStart)
	}
}
