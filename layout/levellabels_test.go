package layout

import "testing"

// TestLevelLabels places the chart's two level-line labels on the chart
// of a lesson step on the projector (a plot 545 × 181 units, type 22 px):
// the seed's today at 1984 cycles and the model's at 1750 lie 17 units
// apart, the curve at 1450 under them, the current distance at 4. Neither
// label may touch a line, a point, the distance's line or the other
// label; those that cannot stand by their line go above the highest one.
func TestLevelLabels(t *testing.T) {
	plot := Rect{X: 1334, Y: 650, W: 545, H: 181}
	var ticks [MaxChartTicks]float64
	n := ChartTicks(1984, (27.5+16)/plot.H, &ticks)
	yOf := func(v float64) float64 { return plot.Bottom() - plot.H*v/ticks[n-1] }
	xOf := func(d int) float64 { return plot.X + plot.W*float64(d)/16 }
	var pts [][2]float64
	for d := 0; d <= 16; d++ {
		v := 1450.0
		if d == 0 {
			v = 1750
		}
		pts = append(pts, [2]float64{xOf(d), yOf(v)})
	}
	seed, today := yOf(1984), yOf(1750)
	line := func(y float64) Rect { return Rect{X: plot.X, Y: y - 2, W: plot.W, H: 4} }
	dist := Rect{X: xOf(4) - 12, Y: plot.Y, W: 24, H: plot.H}
	band := min(seed, today, pts[0][1]-5)

	var ll LevelLabels
	todayAt, todayAway := ll.Place(LevelLabel{Plot: plot, Y: today, Band: band, Cx: xOf(4), W: 150, H: 27.5, Right: true, Pts: pts, Keep: []Rect{dist, line(seed)}})
	seedAt, seedAway := ll.Place(LevelLabel{Plot: plot, Y: seed, Band: band, Cx: xOf(4), W: 250, AwayW: 160, H: 27.5, Pts: pts, Keep: []Rect{dist, line(today), todayAt}})
	for _, c := range []struct {
		name string
		at   Rect
		away bool
	}{{"today's driver", todayAt, todayAway}, {"seed 000 measured, today", seedAt, seedAway}} {
		if !ClearOf(c.at, pts, 5, []Rect{dist, line(seed), line(today)}) {
			t.Errorf("the %q label at %+v touches a line, a point or the distance's line", c.name, c.at)
		}
		if c.at.Y < plot.Y || c.at.Bottom() > plot.Bottom() || c.at.X < plot.X || c.at.Right() > plot.Right() {
			t.Errorf("the %q label at %+v is outside the plot %+v", c.name, c.at, plot)
		}
	}
	if todayAt.Overlaps(seedAt) {
		t.Errorf("the labels overlap: %+v and %+v", todayAt, seedAt)
	}
	if !todayAway {
		t.Errorf("today's label at %+v stands by its line, which has no room 17 units from the other", todayAt)
	}

	// On the screen's larger chart, with the lines far apart, each label
	// stands by its own line.
	plot = Rect{X: 1334, Y: 600, W: 545, H: 400}
	seed, today = plot.Y+60, plot.Y+200
	band = seed
	todayAt, todayAway = ll.Place(LevelLabel{Plot: plot, Y: today, Band: band, Cx: plot.X + 130, W: 150, H: 27.5, Right: true, Keep: []Rect{line(seed)}})
	if todayAway || todayAt.Y != today-27.5-4 || todayAt.Right() != plot.Right()-4 {
		t.Errorf("with room by its line, today's label went to %+v (away %v); want above its line on the right", todayAt, todayAway)
	}
}
