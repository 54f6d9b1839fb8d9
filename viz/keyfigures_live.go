package viz

import (
	"image/color"

	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/screen"
)

// A step whose text quotes no measured figure (an introduction, a free
// exploration) gives its companion to the two runs on the screen: the
// figures panel's rows under cycles per packet (which the live row
// gives), before and after, as they play. "Change the ring size and
// watch where the frames are lost" then has the frames dropped beside
// it, not an empty panel saying that the step quotes nothing. A step
// that quotes a figure or two, once its answer is out, gives them the
// room under its table (liveUnder).

// liveShape is the live figures' table: the before and after runs, and
// Mpps over the figures panel's rows (screen.RowLabels).
var liveShape = layout.KFShape{Runs: 2, Rows: 2 + screen.NumRows - liveFirstRow, Longest: len("prefetch useful")}

// liveTable reports whether the companion shows the live figures: the
// step's table has no rows and no answer is pending (while one is, the
// panel says the figures come with it).
func (g view) liveTable() bool {
	r := g.core.App.Les.Runner()
	return r != nil && len(r.Table().Rows) == 0 && r.Answered()
}

// liveUnder lays out the live figures under the rows of the step's
// table k in the companion r, when the step's answer is out and the
// room there holds at least minLiveUnder of their rows: a step that
// quotes a figure or two left most of its companion empty.
func (g view) liveUnder(r layout.Rect, k layout.KeyFigures) (layout.KeyFigures, bool) {
	if k.Rows == 0 || !g.core.App.Les.Runner().Answered() {
		return layout.KeyFigures{}, false
	}
	lk := k.Under(r, liveShape, g.lp.lvCols, *g.ty)
	g.lp.lvCols = lk.Cols
	return lk, lk.Rows >= minLiveUnder
}

// minLiveUnder is the least of the live figures' rows worth showing
// under a step's table: Mpps, and the prefetches useful and late.
const minLiveUnder = 3

// drawCompanionTitle paints the companion r's title row: the title on
// the left, what its figures are on the right.
func (g view) drawCompanionTitle(p *painter, r layout.Rect, title, sub string) {
	th := g.theme
	p.textIn(title, layout.Rect{X: r.X + layout.KFPad, Y: r.Y + 6, W: r.W/2 - layout.KFPad, H: layout.KFTitleH}, g.ty.Title, Bold, th.Text, glyph.AlignStart)
	p.textIn(sub, layout.Rect{X: r.X + r.W/2, Y: r.Y + 6, W: r.W/2 - layout.KFPad, H: layout.KFTitleH}, g.ty.Label, Regular, th.TextDim, glyph.AlignEnd)
}

// drawLiveUnderBack paints the live figures under the step's table lk:
// a rule over them and, left of their heads where a title would take a
// row of its own, the word that says they are live.
func (g view) drawLiveUnderBack(p *painter, r layout.Rect, lk layout.KeyFigures) {
	th := g.theme
	x0 := r.X + layout.KFPad
	p.fill(layout.Rect{X: x0, Y: lk.HeadY - 4, W: r.W - 2*layout.KFPad, H: 1.5}, th.PanelEdge)
	p.textIn("live figures", layout.Rect{X: x0, Y: lk.HeadY + layout.KFHeadH/4, W: r.W / 2, H: layout.KFHeadH * 0.6}, g.ty.Label+2, Bold, th.Accent, glyph.AlignStart)
	g.drawLiveTableBack(p, lk, lk.HeadY)
}

// liveGeometry lays out the live figures in the companion r.
func (g view) liveGeometry(r layout.Rect) layout.KeyFigures {
	k := layout.NewKeyFigures(r, liveShape, g.lp.kfCols, *g.ty)
	g.lp.kfCols = k.Cols
	return k
}

// liveFirstRow is the figures panel's row (figRows) the live figures
// start at: Mpps, as cycles per packet is on the live row.
const liveFirstRow = 1

// drawLiveTableBack paints the live figures' heads (each run's name over
// the driver it runs, as in the figures panel) and their rows' labels.
func (g view) drawLiveTableBack(p *painter, k layout.KeyFigures, headY float64) {
	th := g.theme
	heads := [2]struct{ name, sub string }{{"before", g.core.Panels.Words.BeforeSub}, {"after", g.core.Panels.Words.AfterSub}}
	colour := [2]color.RGBA{th.Before, th.After}
	for i, h := range heads {
		sub, name := k.Head(i, headY)
		p.textIn(h.sub, sub, g.ty.Small, Regular, th.TextDim, glyph.AlignEnd)
		p.textIn(h.name, name, g.ty.Label+2, Bold, colour[i], glyph.AlignEnd)
	}
	rows := figRows()
	for j := 0; j < k.Rows; j++ {
		if rule := k.Rule(j); rule.W > 0 {
			p.fill(rule, th.PanelEdge)
		}
		size := min(g.ty.Label+2, k.RowH*0.8)
		if k.Stacked {
			size = g.ty.Label
		}
		p.textIn(rows[liveFirstRow+j].label, k.Label(j), size, Regular, th.TextDim, glyph.AlignStart)
	}
}

// drawLiveTable paints the live figures of both runs ("–" until their
// warm-up is done), from the figures panel's buffers.
func (g view) drawLiveTable(p *painter, k layout.KeyFigures) {
	th, f := g.theme, &g.core.Panels.Figs
	colour := [2]color.RGBA{th.Before, th.After}
	for j := 0; j < k.Rows; j++ {
		vals, _ := f.RowValues(liveFirstRow + j)
		for i := range vals {
			box := k.Cell(j, i)
			p.bytesIn(vals[i], box, min(g.ty.Figure, box.H*0.95), Mono, colour[i], glyph.AlignEnd)
		}
	}
}
