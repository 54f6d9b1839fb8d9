package layout

// A chart's level line (today's driver, a seed's measurement) is labelled
// beside it, where the curve, the marks and the other labels leave room.
// When the lines lie too close for that, as on the projector's smaller
// chart, the label stands above the highest line or point, where the axis
// keeps a label's room (ChartTicks), after a piece of its own line so
// that it still says which line it names.

// LevelSampleW is the piece of a level line drawn before a label that
// stands away from its line.
const LevelSampleW = 34.0

// LevelLabels places the labels of a chart's level lines. It keeps its
// candidate places, so that placing a label allocates nothing.
type LevelLabels struct {
	cands, fits [8]Rect
}

// LevelLabel is where one label goes: a w×h label of the level line at
// y, in plot, preferring its right end (Right) or its left. Band is the
// top of the highest line or point and Cx the x of a vertical mark across
// the plot (the current distance), beside which a label may stand.
type LevelLabel struct {
	Plot        Rect
	Y, Band, Cx float64
	W, H        float64
	AwayW       float64 // the width of its shorter words, used away from its line; 0: W
	Right       bool
	Pts         [][2]float64 // the curve's points, which no label may touch
	Keep        []Rect       // the marks, the other lines and labels
}

// Place returns the place of label l: the first of above and under its
// line, on its preferred end and then the other, that is clear of the
// points and the marks (FirstClear); else one in the band above the
// highest line, on either end or beside the vertical mark, as wide as
// the label's shorter words (AwayW) and a LevelSampleW piece of its line
// before them (away is true).
// Without any clear place it returns the first.
func (ll *LevelLabels) Place(l LevelLabel) (at Rect, away bool) {
	p, y, w, h := l.Plot, l.Y, l.W, l.H
	lx, rx := p.X+6, p.Right()-w-4
	c := &ll.cands
	above, under := func(x float64) Rect { return Rect{X: x, Y: y - h - 4, W: w, H: h} }, func(x float64) Rect { return Rect{X: x, Y: y + 4, W: w, H: h} }
	ws, by := w+LevelSampleW, l.Band-h-8
	if l.AwayW > 0 {
		ws = l.AwayW + LevelSampleW
	}
	if l.Right {
		c[0], c[1], c[2], c[3] = above(rx), under(rx), above(lx), under(lx)
		c[4], c[5] = Rect{X: p.Right() - ws - 4, Y: by, W: ws, H: h}, Rect{X: lx, Y: by, W: ws, H: h}
		c[6], c[7] = Rect{X: l.Cx + 20, Y: by, W: ws, H: h}, Rect{X: l.Cx - 20 - ws, Y: by, W: ws, H: h}
	} else {
		c[0], c[1], c[2], c[3] = under(lx), above(lx), under(rx), above(rx)
		c[4], c[5] = Rect{X: lx, Y: by, W: ws, H: h}, Rect{X: p.Right() - ws - 4, Y: by, W: ws, H: h}
		c[6], c[7] = Rect{X: l.Cx - 20 - ws, Y: by, W: ws, H: h}, Rect{X: l.Cx + 20, Y: by, W: ws, H: h}
	}
	fits := ll.fits[:0] // only the places inside the plot
	for _, r := range c {
		if r.Y >= p.Y && r.Bottom() <= p.Bottom() && r.X >= p.X && r.Right() <= p.Right() {
			fits = append(fits, r)
		}
	}
	if len(fits) == 0 {
		fits = c[:]
	}
	at, _ = FirstClear(fits, l.Pts, 5, l.Keep)
	return at, at.Y == by && at.W == ws
}
