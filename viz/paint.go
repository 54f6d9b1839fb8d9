package viz

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/viz/layout"
)

// painter draws rectangles, shapes and text in design units onto dst,
// scaled by the window's fit. Rectangles are queued as quads of one
// batch and drawn in a single call when something else is drawn (text, a
// sprite, a polygon) or the frame ends, so that a ring of a thousand
// strides costs one draw call; the vertex slices and option structs are
// reused, so drawing allocates nothing once they have grown.
type painter struct {
	dst       *ebiten.Image
	fit       layout.Fit
	fonts     *Fonts
	white     *ebiten.Image
	hatchTile *ebiten.Image
	img       ebiten.DrawImageOptions
	shapes    shaper
	sprites   map[spriteKey]*sprite
	glyphs    map[glyphKey]glyph
	batch     rectBatch
	spans     []layout.Span // a text wrapped while it is drawn (the help overlay)
	// small is the smallest text drawn since it was reset, uncounted
	// whether the text now drawn is a mark's letter (letterIn), which
	// small does not count
	small     smallest
	uncounted bool
}

// rectBatch is the queue of rectangles not drawn yet.
type rectBatch struct {
	vs  []ebiten.Vertex
	is  []uint16
	opt ebiten.DrawTrianglesOptions
}

func newPainter(fonts *Fonts) *painter {
	w := ebiten.NewImage(1, 1)
	w.Fill(color.White)
	return &painter{fonts: fonts, white: w, hatchTile: newHatchTile(), sprites: make(map[spriteKey]*sprite), glyphs: make(map[glyphKey]glyph)}
}

// quad queues the device pixel rectangle [x0, x1) × [y0, y1) in colour c.
func (p *painter) quad(x0, y0, x1, y1 float64, c color.RGBA) {
	if x1 <= x0 || y1 <= y0 {
		return
	}
	b := &p.batch
	if len(b.vs)+4 > 1<<16 {
		p.flush()
	}
	r, g, bl, a := float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255
	n := uint16(len(b.vs))
	for _, k := range [4][2]float64{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}} {
		b.vs = append(b.vs, ebiten.Vertex{
			DstX: float32(k[0]), DstY: float32(k[1]), SrcX: 0.5, SrcY: 0.5,
			ColorR: r, ColorG: g, ColorB: bl, ColorA: a,
		})
	}
	b.is = append(b.is, n, n+1, n+2, n, n+2, n+3)
}

// flush draws the queued rectangles. Everything that draws other than a
// rectangle calls it first, so that the order of drawing is kept.
func (p *painter) flush() {
	b := &p.batch
	if len(b.is) == 0 {
		return
	}
	b.opt.ColorScaleMode = ebiten.ColorScaleModeStraightAlpha
	p.dst.DrawTriangles(b.vs, b.is, p.white, &b.opt)
	b.vs, b.is = b.vs[:0], b.is[:0]
}

// fill paints r (design units) with c.
func (p *painter) fill(r layout.Rect, c color.RGBA) {
	s := p.fit.Scale(r)
	p.quad(s.X, s.Y, s.X+s.W, s.Y+s.H, c)
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
	p.quad(x0, y0, x1, y1, c)
}

// frame outlines r with a border w design units wide.
func (p *painter) frame(r layout.Rect, w float64, c color.RGBA) {
	p.fill(layout.Rect{X: r.X, Y: r.Y, W: r.W, H: w}, c)
	p.fill(layout.Rect{X: r.X, Y: r.Bottom() - w, W: r.W, H: w}, c)
	p.fill(layout.Rect{X: r.X, Y: r.Y, W: w, H: r.H}, c)
	p.fill(layout.Rect{X: r.Right() - w, Y: r.Y, W: w, H: r.H}, c)
}

// panel paints a panel's background, edge and title.
func (p *painter) panel(r layout.Rect, title string, th *Theme) {
	p.fill(r, th.Panel)
	p.frame(r, th.Edge, th.PanelEdge)
	if title != "" {
		p.text(title, r.X+14, r.Y+8, 22, Bold, th.Text)
	}
}

// tint sets cs to colour c. (ColorScale.ScaleWithColor would do, but it
// takes a color.Color, and boxing the colour allocates on every call.)
func tint(cs *ebiten.ColorScale, c color.RGBA) {
	cs.Reset()
	cs.Scale(float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255)
}
