package viz

import (
	"math"

	"rxscope/address"
	"rxscope/app"
	"rxscope/glyph"
	"rxscope/layout"
)

// Zoom: Z shows one region of the screen as large as the window allows
// (screen.Geometry: the panels' fit, the whole screen's, the region and
// the corner chip are the core's). The panels are drawn at the region's
// fit, not scaled as a picture, so their text is set at the larger size
// and stays sharp; what lies outside the region is covered with the
// theme's background. The cards and the overlays (the menu, the scene
// list, the machine panel, the knobs drawer, the help, the notice, the
// tooltip) are drawn at the whole screen's fit over everything, as
// without a zoom, and so is the chip in the corner that names the
// region.

// drawZoomMask covers what the panels drew outside the region with the
// theme's background, in the window of w×h pixels p draws into.
func (g view) drawZoomMask(p *painter, region layout.Rect, w, h float64) {
	if g.core.App.Pres.Zoom == address.ZoomWhole {
		return
	}
	for _, b := range layout.Around(p.fit.Window(w, h), region) {
		if b.W > 0 && b.H > 0 {
			p.fill(b, g.theme.Background)
		}
	}
}

// drawZoomChip paints the chip at the whole screen's fit.
func (g view) drawZoomChip(p *painter) {
	c := &g.core.Geo.Chip
	if !c.Shown || g.core.App.Pres.Blank {
		return
	}
	th := g.theme
	over := g.core.Input.Pointers.Over(c.R) && g.core.App.Cards.Open == app.NoCard
	edge := math.Max(1.5, 1/max(p.fit.S, 1e-9)) // a pixel at least
	p.roundRect(c.R, c.Size/2, th.PanelEdge)
	p.roundRect(c.R.Inset(edge), c.Size/2-edge, th.buttonFace(over))
	p.textIn(c.Label, c.R, c.Size, Bold, th.TextDim, glyph.AlignCenter)
}
