package viz

import (
	"image/color"

	"rxscope/viz/layout"
	"rxscope/viz/text"
)

// A step whose text quotes no measured figure (an introduction, a free
// exploration) gives its companion to the two runs on the screen: the
// figures panel's rows under cycles per packet (which the live row
// gives), before and after, as they play. "Change the ring size and
// watch where the frames are lost" then has the frames dropped beside
// it, not an empty panel saying that the step quotes nothing.

// liveShape is the live figures' table: the before and after runs, and
// Mpps over the figures panel's rows (rowLabels).
var liveShape = layout.KFShape{Runs: 2, Rows: 2 + numRows - liveFirstRow, Longest: len("prefetch useful")}

// liveTable reports whether the companion shows the live figures: the
// step's table has no rows and no answer is pending (while one is, the
// panel says the figures come with it).
func (g *view) liveTable() bool {
	r := g.les.Runner()
	return r != nil && len(r.Table().Rows) == 0 && r.Answered()
}

// liveGeometry lays out the live figures in the companion r.
func (g *view) liveGeometry(r layout.Rect) layout.KeyFigures {
	k := layout.NewKeyFigures(r, liveShape, g.lp.kfCols, *g.ty)
	g.lp.kfCols = k.Cols
	return k
}

// liveFirstRow is the figures panel's row (figRows) the live figures
// start at: Mpps, as cycles per packet is on the live row.
const liveFirstRow = 1

// drawLiveTableBack paints the live figures' heads (each run's name over
// the driver it runs, as in the figures panel) and their rows' labels.
func (g *view) drawLiveTableBack(p *painter, k layout.KeyFigures, headY float64) {
	th := g.theme
	heads := [2]struct{ name, sub string }{{"before", g.beforeSub}, {"after", g.afterSub}}
	colour := [2]color.RGBA{th.Before, th.After}
	for i, h := range heads {
		sub, name := k.Head(i, headY)
		p.textIn(h.sub, sub, g.ty.Small, Regular, th.TextDim, text.AlignEnd)
		p.textIn(h.name, name, g.ty.Label+2, Bold, colour[i], text.AlignEnd)
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
		p.textIn(rows[liveFirstRow+j].label, k.Label(j), size, Regular, th.TextDim, text.AlignStart)
	}
}

// drawLiveTable paints the live figures of both runs ("–" until their
// warm-up is done), from the figures panel's buffers.
func (g *view) drawLiveTable(p *painter, k layout.KeyFigures) {
	th, f := g.theme, &g.figs
	colour := [2]color.RGBA{th.Before, th.After}
	for j := 0; j < k.Rows; j++ {
		vals, _ := f.rowValues(liveFirstRow + j)
		for i := range vals {
			box := k.Cell(j, i)
			p.bytesIn(vals[i], box, min(g.ty.Figure, box.H*0.95), Mono, colour[i], text.AlignEnd)
		}
	}
}
