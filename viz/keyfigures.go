package viz

import (
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"rxscope/viz/layout"
)

// The key figures are the lesson companion's short form of the figures
// panel: cycles per packet and Mpps of both runs with the change, the
// share of the prefetches that were useful and late, and the frames
// dropped. They are read from the same buffers as the figures panel, and
// their rows grow with the room the lesson panel leaves.

// keyFigureLabels name the rows.
var keyFigureLabels = [...]string{"cycles / packet", "Mpps", "prefetch useful", "prefetch late", "frames dropped"}

// keyFiguresGeometry places the companion's columns and rows in r: the
// labels' left edge, the before, after and change columns' right edges,
// the first row's top and the row height, and how many rows fit.
func keyFiguresGeometry(r layout.Rect) (label, before, after, change, top, rowH float64, rows int) {
	label = r.X + 14
	change = r.Right() - 14
	after = change - 110
	before = after - 150
	top = r.Y + 48
	n := len(keyFigureLabels)
	rowH = max(34, min(58, (r.Bottom()-12-top)/float64(n)))
	rows = min(n, int((r.Bottom()-10-top)/rowH))
	return
}

// drawKeyFiguresBack paints the companion's title, heads and labels.
func (g *Game) drawKeyFiguresBack(p *painter, r layout.Rect) {
	th := g.theme
	p.panel(r, "", th)
	label, before, after, _, top, rowH, rows := keyFiguresGeometry(r)
	p.textIn("Key figures, same traffic", layout.Rect{X: label, Y: r.Y + 6, W: before - 150 - label, H: 34}, 22, Bold, th.Text, text.AlignStart)
	p.textIn("before", layout.Rect{X: before - 140, Y: r.Y + 8, W: 140, H: 30}, 22, Bold, th.Before, text.AlignEnd)
	p.textIn("after", layout.Rect{X: after - 140, Y: r.Y + 8, W: 140, H: 30}, 22, Bold, th.After, text.AlignEnd)
	for i := 0; i < rows; i++ {
		p.textIn(keyFigureLabels[i], layout.Rect{X: label, Y: top + float64(i)*rowH, W: before - 150 - label, H: rowH}, min(rowH*0.55, 24), Regular, th.Text, text.AlignStart)
	}
}

// drawKeyFigures paints the companion's figures, from the same buffers
// as the figures panel.
func (g *Game) drawKeyFigures(p *painter, r layout.Rect) {
	th := g.theme
	f := &g.figs
	_, before, after, change, top, rowH, rows := keyFiguresGeometry(r)
	for i := 0; i < rows; i++ {
		var vals [2][]byte
		var diff []byte
		switch i {
		case 0:
			vals, diff = f.cpp, f.cppChange
		case 1:
			vals, diff = f.mpps, f.mppsChange
		case 2:
			vals = f.rows[rowUseful]
		case 3:
			vals = f.rows[rowLate]
		default:
			vals = f.rows[rowDrops]
		}
		y := top + float64(i)*rowH
		size := min(rowH*0.62, 30)
		if i == 0 {
			size = min(rowH*0.8, 38)
		}
		p.bytesIn(vals[0], layout.Rect{X: before - 140, Y: y, W: 140, H: rowH}, size, Mono, th.Before, text.AlignEnd)
		p.bytesIn(vals[1], layout.Rect{X: after - 140, Y: y, W: 140, H: rowH}, size, Mono, th.After, text.AlignEnd)
		if diff != nil {
			p.bytesIn(diff, layout.Rect{X: after + 10, Y: y, W: change - after - 10, H: rowH}, 22, Mono, th.Text, text.AlignEnd)
		}
	}
}
