package viz

import (
	"rxscope/glyph"
	"rxscope/layout"
)

// The help overlay lists every shortcut. Its words (layout.HelpColumns)
// and its geometry (layout.NewHelp) are plain data in package layout,
// where a test measures them with the screen's fonts at 1280×720 and
// 1920×1080; the screen lays it out once for the window it is drawn in
// and paints it. ? opens and closes it, and so does a click or a tap
// anywhere.

// helpOverlay is the help overlay laid out for a window.
type helpOverlay struct {
	geo   layout.HelpCard
	scale float64 // the window's scale it was laid out for; 0: not yet
}

// helpLayout is the overlay's geometry for the current window, laid out
// again only when the window's scale changed (a line's wrap depends on
// the glyphs' advances at the device's pixel size).
func (g view) helpLayout() *layout.HelpCard {
	if h := &g.help; h.scale != g.core.Geo.Whole.S {
		h.geo = layout.NewHelp(layout.HelpColumns(), g.measureCardText)
		h.scale = g.core.Geo.Whole.S
	}
	return &g.help.geo
}

// drawHelp paints the overlay h over the whole screen.
func (p *painter) drawHelp(th *Theme, h *layout.HelpCard) {
	p.fill(layout.Rect{W: layout.DesignW, H: layout.DesignH}, th.Shade)
	p.roundRect(h.Card, 16, th.Panel)
	p.frame(h.Card, 2, th.Accent)
	for i := range h.Texts {
		t := &h.Texts[i]
		st, c, align := Regular, th.Text, glyph.AlignStart
		if t.Kind.Bold() {
			st = Bold
		}
		switch t.Kind {
		case layout.HelpHint:
			c, align = th.TextDim, glyph.AlignEnd
		case layout.HelpHead, layout.HelpNote:
			c = th.TextDim
		case layout.HelpKeys:
			c = th.Accent
		}
		p.textIn(t.Text, t.Box, t.Size, st, c, align)
	}
}
