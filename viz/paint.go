package viz

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/layout"
)

// painter draws rectangles, shapes and text in design units onto dst,
// scaled by the window's fit. Rectangles are queued as quads of one
// batch and drawn in a single call when something else is drawn (text, a
// sprite, a polygon) or the frame ends, so that a ring of a thousand
// strides costs one draw call; the vertex slices and option structs are
// reused, so drawing allocates nothing once they have grown.
type painter struct {
	dst       surface // the frame (its draw list or an image), or a cache being redrawn
	fit       layout.Fit
	fonts     *Fonts
	hatchTile *ebiten.Image
	shapes    shaper
	sprites   map[spriteKey]sprite
	glyphs    map[glyphKey]atlasGlyph
	atlas     *paintAtlas // the glyphs and sprites drawn, and the white block the rectangles sample
	batch     drawBatch
	spans     []layout.Span // a text wrapped while it is drawn (the help overlay)
	cpuInfoW  measuredW     // the box of the CPU strip's header (layout.CPUInfoBox), measured once per type and scale
	// small is the smallest text drawn since it was reset, uncounted
	// whether the text now drawn is a mark's letter (letterIn), which
	// small does not count
	small     smallest
	uncounted bool
	// lift is how far up everything queued is drawn, in device pixels:
	// canvasLift on the canvas, 0 in an image (finalscreen.go)
	lift float64
	// cacheVer counts the redraws of the images a frame copies (the
	// backdrop, the scene list's card): their pixels are not in the draws
	// that copy them, so a frame's digest takes this in (drawList.finish)
	cacheVer uint64
}

// drawBatch is the queue of rectangles, polygons, glyphs and sprites not
// drawn yet, all textured from the painter's atlas.
type drawBatch struct {
	vs  []ebiten.Vertex
	is  []uint16
	opt ebiten.DrawTrianglesOptions
}

func newPainter(fonts *Fonts) *painter {
	return &painter{fonts: fonts, hatchTile: newHatchTile(), sprites: make(map[spriteKey]sprite), glyphs: make(map[glyphKey]atlasGlyph), atlas: newPaintAtlas()}
}

// quad queues the device pixel rectangle [x0, x1) × [y0, y1) in colour c.
func (p *painter) quad(x0, y0, x1, y1 float64, c color.RGBA) {
	if x1 <= x0 || y1 <= y0 {
		return
	}
	r, g, b, a := premultiplied(c)
	p.queue(x0, y0, x1, y1, whiteTexel, whiteTexel, 0, 0, r, g, b, a)
}

// queue adds to the batch the device pixel rectangle [x0, x1) × [y0, y1),
// textured from the atlas's w×h pixels at (sx, sy) (w = h = 0: the one
// texel there), in the premultiplied colour (r, g, b, a).
func (p *painter) queue(x0, y0, x1, y1 float64, sx, sy, w, h float32, r, g, bl, a float32) {
	if p.lift != 0 {
		// The texture moves with the rectangle, so each pixel samples
		// the texel it sampled unlifted.
		sy -= float32(p.lift * float64(h) / (y1 - y0))
		y0, y1 = y0-p.lift, y1-p.lift
	}
	b := &p.batch
	if len(b.vs)+4 > 1<<16 {
		p.flush()
	}
	n := uint16(len(b.vs))
	b.vs = append(b.vs,
		ebiten.Vertex{DstX: float32(x0), DstY: float32(y0), SrcX: sx, SrcY: sy, ColorR: r, ColorG: g, ColorB: bl, ColorA: a},
		ebiten.Vertex{DstX: float32(x1), DstY: float32(y0), SrcX: sx + w, SrcY: sy, ColorR: r, ColorG: g, ColorB: bl, ColorA: a},
		ebiten.Vertex{DstX: float32(x1), DstY: float32(y1), SrcX: sx + w, SrcY: sy + h, ColorR: r, ColorG: g, ColorB: bl, ColorA: a},
		ebiten.Vertex{DstX: float32(x0), DstY: float32(y1), SrcX: sx, SrcY: sy + h, ColorR: r, ColorG: g, ColorB: bl, ColorA: a},
	)
	b.is = append(b.is, n, n+1, n+2, n, n+2, n+3)
}

// flush draws the batch: rectangles, polygons, glyphs and sprites. What
// draws from another image (the hatching, a card cached as an image)
// calls it first, so that the order of drawing is kept.
func (p *painter) flush() {
	b := &p.batch
	if len(b.is) == 0 {
		return
	}
	b.opt.ColorScaleMode = ebiten.ColorScaleModePremultipliedAlpha
	p.dst.DrawTriangles(b.vs, b.is, p.atlas.img, &b.opt)
	b.vs, b.is = b.vs[:0], b.is[:0]
}

// texVer is the version of every texture the painter's frames sample:
// it grows whenever the atlas or a cached image is drawn into.
func (p *painter) texVer() uint64 { return p.atlas.ver + p.cacheVer }

// resetAtlas makes room in a full atlas: it draws the batch (which
// samples the old copies), empties the atlas and forgets every glyph and
// sprite, to be copied in again when next drawn.
func (p *painter) resetAtlas() {
	p.flush()
	p.atlas.reset()
	clear(p.glyphs)
	clear(p.sprites)
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

// premultiplied is colour c (straight alpha) as the premultiplied vertex
// colour the batch paints the white block with.
func premultiplied(c color.RGBA) (r, g, b, a float32) {
	a = float32(c.A) / 255
	return float32(c.R) / 255 * a, float32(c.G) / 255 * a, float32(c.B) / 255 * a, a
}

// scaleOf is colour c as the scale of the white texels that glyphs and
// sprites are drawn with: each channel over 255, a premultiplied scale
// (as the ebiten.ColorScale they were drawn with before the atlas).
func scaleOf(c color.RGBA) (r, g, b, a float32) {
	return float32(c.R) / 255, float32(c.G) / 255, float32(c.B) / 255, float32(c.A) / 255
}
