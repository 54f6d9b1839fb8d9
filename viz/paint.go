package viz

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"rxscope/viz/layout"
)

// painter draws rectangles, shapes and text in design units onto the
// screen, scaled by the window's fit. Rectangles are one white pixel
// stretched and tinted, so that thousands of strides batch into a single
// draw call; the option structs are reused so drawing allocates nothing.
type painter struct {
	dst       *ebiten.Image
	fit       layout.Fit
	fonts     *Fonts
	white     *ebiten.Image
	hatchTile *ebiten.Image
	img       ebiten.DrawImageOptions
	txt       text.DrawOptions
	shapes    shaper
	sprites   map[spriteKey]*sprite
}

func newPainter(fonts *Fonts) *painter {
	w := ebiten.NewImage(1, 1)
	w.Fill(color.White)
	return &painter{fonts: fonts, white: w, hatchTile: newHatchTile(), sprites: make(map[spriteKey]*sprite)}
}

// fill paints r (design units) with c.
func (p *painter) fill(r layout.Rect, c color.RGBA) {
	s := p.fit.Scale(r)
	p.img.GeoM.Reset()
	p.img.GeoM.Scale(s.W, s.H)
	p.img.GeoM.Translate(s.X, s.Y)
	p.img.ColorScale.Reset()
	p.img.ColorScale.ScaleWithColor(c)
	p.dst.DrawImage(p.white, &p.img)
}

// fillSnapped paints r with its edges rounded to whole device pixels, so
// that rows of narrow cells keep equal widths and crisp gaps.
func (p *painter) fillSnapped(r layout.Rect, c color.RGBA) {
	s := p.fit.Scale(r)
	x0, y0 := math.Round(s.X), math.Round(s.Y)
	x1, y1 := math.Round(s.X+s.W), math.Round(s.Y+s.H)
	if x1 <= x0 {
		x1 = x0 + 1
	}
	if y1 <= y0 {
		y1 = y0 + 1
	}
	p.img.GeoM.Reset()
	p.img.GeoM.Scale(x1-x0, y1-y0)
	p.img.GeoM.Translate(x0, y0)
	p.img.ColorScale.Reset()
	p.img.ColorScale.ScaleWithColor(c)
	p.dst.DrawImage(p.white, &p.img)
}

// frame outlines r with a border w design units wide.
func (p *painter) frame(r layout.Rect, w float64, c color.RGBA) {
	p.fill(layout.Rect{X: r.X, Y: r.Y, W: r.W, H: w}, c)
	p.fill(layout.Rect{X: r.X, Y: r.Bottom() - w, W: r.W, H: w}, c)
	p.fill(layout.Rect{X: r.X, Y: r.Y, W: w, H: r.H}, c)
	p.fill(layout.Rect{X: r.Right() - w, Y: r.Y, W: w, H: r.H}, c)
}

// text draws s with its top-left corner at (x, y) design units, size in
// design units; the face is picked at the device pixel size, so glyphs
// are rasterised for the screen and never scaled.
func (p *painter) text(s string, x, y, size float64, st Style, c color.RGBA) {
	p.textAligned(s, x, y, size, st, c, text.AlignStart)
}

// textAligned is text with a horizontal alignment relative to x.
func (p *painter) textAligned(s string, x, y, size float64, st Style, c color.RGBA, align text.Align) {
	face := p.fonts.Face(st, size*p.fit.S)
	p.txt.GeoM.Reset()
	p.txt.GeoM.Translate(p.fit.OffX+x*p.fit.S, p.fit.OffY+y*p.fit.S)
	p.txt.ColorScale.Reset()
	p.txt.ColorScale.ScaleWithColor(c)
	p.txt.PrimaryAlign = align
	text.Draw(p.dst, s, face, &p.txt)
}

// textIn draws s inside box: vertically centred, aligned horizontally as
// asked, and at a smaller size if it would not fit the box's width at
// size, so that no text ever runs out of its box.
func (p *painter) textIn(s string, box layout.Rect, size float64, st Style, c color.RGBA, align text.Align) {
	if w := p.textWidth(s, size, st); w > box.W && w > 0 {
		size *= box.W / w
	}
	x := box.X
	switch align {
	case text.AlignCenter:
		x += box.W / 2
	case text.AlignEnd:
		x = box.Right()
	}
	p.textAligned(s, x, box.Y+(box.H-size*1.2)/2, size, st, c, align)
}

// textWidth is the advance of s at size design units, in design units.
func (p *painter) textWidth(s string, size float64, st Style) float64 {
	if p.fit.S == 0 {
		return 0
	}
	return text.Advance(s, p.fonts.Face(st, size*p.fit.S)) / p.fit.S
}

// panel paints a panel's background, edge and title.
func (p *painter) panel(r layout.Rect, title string, th *Theme) {
	p.fill(r, th.Panel)
	p.frame(r, 1.5, th.PanelEdge)
	if title != "" {
		p.text(title, r.X+14, r.Y+8, 22, Bold, th.Text)
	}
}
