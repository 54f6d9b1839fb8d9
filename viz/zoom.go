package viz

import (
	"math"

	"rxscope/address"
	"rxscope/app"
	"rxscope/glyph"
	"rxscope/layout"
)

// Zoom: Z shows one region of the screen (the ring, the packets, the CPU
// strip with the CQ, the figures, the chart; in a lesson its column) as
// large as the window allows, Shift+Z the previous, until the whole
// screen again. The panels are drawn at the region's fit
// (layout.FitRegion), not scaled as a picture, so their text is set at
// the larger size and stays sharp; what lies outside the region is
// covered with the theme's background. The cards and the overlays (the
// menu, the scene list, the machine panel, the knobs drawer, the help,
// the notice, the tooltip) are drawn at the whole screen's fit over
// everything, as without a zoom, and so is the chip in the corner that
// names the region and takes the screen back to whole when clicked.
//
// Game.fit is the panels' fit (the zoomed one), Game.whole the whole
// screen's; the pointer is read through the whole screen's and mapped
// onto the panels' (pointers.panelX), where a press in the masked band
// finds nothing.

// zoomChip is the corner chip: its words and where it is, in the whole
// screen's design units, laid out again when the zoom or the window
// changes.
type zoomChip struct {
	label string
	r     layout.Rect
	size  float64 // the words' size in design units
	shown bool
	// what it was laid out for
	zoom   address.Zoom
	lesson bool
	scale  float64
	embed  bool
}

// zoomChipPx is the least size, in pixels, of the chip's words: the
// whole screen's type at a small window would set them at 6 px.
const (
	zoomChipPx   = 12.0
	zoomChipSize = 20.0 // at 1920×1080
	// zoomChipEmbedScale: an embedded screen narrower than this scale
	// (960 device pixels wide) shows no chip; its author chose the zoom,
	// and Z still steps it
	zoomChipEmbedScale = 0.5
)

// zoomRegion is the region of the design canvas the panels show: the
// zoom's (layout.ZoomOn), or the whole canvas.
func (g view) zoomRegion() layout.Rect {
	canvas := g.screen.Canvas
	if g.core.App.Pres.Zoom == address.ZoomWhole {
		return canvas
	}
	var col layout.Rect
	if g.core.LessonShown() {
		col = g.lp.core.Column(g.screen.Figures)
	}
	if r, ok := g.screen.ZoomOn(g.core.App.Pres.Zoom.String(), col); ok {
		return r
	}
	return canvas
}

// refit sets the panels' fit and the whole screen's for the window of
// winW×winH device pixels and the zoom, and lays the chip out again when
// it changed.
func (g *Game) refit() {
	g.whole = layout.FitWindow(g.winW, g.winH)
	g.zoomRect = g.view().zoomRegion()
	g.fit = layout.FitRegion(g.winW, g.winH, g.zoomRect)
	g.layoutZoomChip()
}

// layoutZoomChip places the chip in the top right-hand corner of the
// window, its words at least zoomChipPx pixels high.
func (g *Game) layoutZoomChip() {
	c, lesson := &g.chip, g.core.LessonShown()
	if c.zoom == g.core.App.Pres.Zoom && c.lesson == lesson && c.scale == g.whole.S && c.embed == g.core.App.Pres.Embed && c.label != "" {
		return
	}
	c.zoom, c.lesson, c.scale, c.embed = g.core.App.Pres.Zoom, lesson, g.whole.S, g.core.App.Pres.Embed
	c.label = "zoom: " + app.ZoomLabel(g.core.App.Pres.Zoom, lesson) + "  ·  Z"
	c.shown = g.core.App.Pres.Zoom != address.ZoomWhole && g.whole.S > 0 && !(g.core.App.Pres.Embed && g.whole.S < zoomChipEmbedScale)
	if g.whole.S <= 0 {
		return
	}
	c.size = math.Max(zoomChipSize, math.Ceil(zoomChipPx/g.whole.S))
	w := g.view().measureCard(c.label, c.size, Bold) + 1.4*c.size
	h := 1.8 * c.size
	// the window's top right-hand corner, in the whole screen's design
	// units (the canvas is letterboxed inside the window)
	win := g.whole.Window(g.winW, g.winH)
	pad := layout.Gap
	c.r = layout.Rect{X: win.Right() - pad - w, Y: win.Y + pad, W: w, H: h}
}

// panelPoint maps the design point (x, y) of the whole screen's fit to
// the panels' and reports whether it lies in the region they show (a
// point in the masked band is on no panel).
func (g *Game) panelPoint(x, y float64) (float64, float64, bool) {
	px, py := g.whole.Through(g.fit, x, y)
	return px, py, g.zoomRect.Contains(px, py)
}

// overZoomChip reports whether the whole screen's design point (x, y) is
// on the chip.
func (g *Game) overZoomChip(x, y float64) bool {
	return g.chip.shown && g.chip.r.Contains(x, y)
}

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
	c := &g.chip
	if !c.shown || g.core.App.Pres.Blank {
		return
	}
	th := g.theme
	over := g.core.Input.Pointers.Over(c.r) && g.core.App.Cards.Open == app.NoCard
	edge := math.Max(1.5, 1/max(p.fit.S, 1e-9)) // a pixel at least
	p.roundRect(c.r, c.size/2, th.PanelEdge)
	p.roundRect(c.r.Inset(edge), c.size/2-edge, th.buttonFace(over))
	p.textIn(c.label, c.r, c.size, Bold, th.TextDim, glyph.AlignCenter)
}
