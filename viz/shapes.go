package viz

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/layout"
)

// Shape is the outline of a mark. Marks that tell states apart use a
// different shape each, so that they read without colour.
type Shape uint8

const (
	Circle Shape = iota
	TriangleUp
	TriangleDown
	Square
	Diamond
)

// shaper fills convex polygons in design units (triangles, thick lines).
// Its vertex and index slices are kept between calls, so drawing shapes
// allocates nothing once they have grown.
type shaper struct {
	vs       []ebiten.Vertex
	is       []uint16
	hatchOpt ebiten.DrawTrianglesOptions
	pts      [24][2]float64
}

// poly fills the convex polygon pts (design units) with c, as a fan of
// triangles in the painter's batch.
func (p *painter) poly(pts [][2]float64, c color.RGBA) {
	if len(pts) < 3 {
		return
	}
	b := &p.batch
	if len(b.vs)+len(pts) > 1<<16 {
		p.flush()
	}
	r, g, bl, a := premultiplied(c)
	n := uint16(len(b.vs))
	for _, pt := range pts {
		b.vs = append(b.vs, ebiten.Vertex{
			DstX: float32(p.fit.OffX + pt[0]*p.fit.S), DstY: float32(p.fit.OffY + pt[1]*p.fit.S),
			SrcX: whiteTexel, SrcY: whiteTexel,
			ColorR: r, ColorG: g, ColorB: bl, ColorA: a,
		})
	}
	for i := 1; i+1 < len(pts); i++ {
		b.is = append(b.is, n, n+uint16(i), n+uint16(i+1))
	}
}

// triangle fills the triangle with the three corners given.
func (p *painter) triangle(x0, y0, x1, y1, x2, y2 float64, c color.RGBA) {
	pts := p.shapes.pts[:3]
	pts[0], pts[1], pts[2] = [2]float64{x0, y0}, [2]float64{x1, y1}, [2]float64{x2, y2}
	p.poly(pts, c)
}

// shape fills a mark of shape s centred on (cx, cy), r design units from
// its centre to its edge, with smooth edges (a sprite, see sprites.go).
func (p *painter) shape(s Shape, cx, cy, r float64, c color.RGBA) {
	sp := p.spriteOf(s, r*p.fit.S)
	h := float64(sp.size) / 2
	x, y := math.Round(p.fit.OffX+cx*p.fit.S-h), math.Round(p.fit.OffY+cy*p.fit.S-h)
	n := float32(sp.size)
	r32, g32, b32, a32 := scaleOf(c)
	p.queue(x, y, x+float64(sp.size), y+float64(sp.size), sp.sx, sp.sy, n, n, r32, g32, b32, a32)
}

// line draws a straight line w design units wide from (x0, y0) to (x1, y1).
func (p *painter) line(x0, y0, x1, y1, w float64, c color.RGBA) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	pts := p.shapes.pts[:4]
	pts[0], pts[1] = [2]float64{x0 + nx, y0 + ny}, [2]float64{x1 + nx, y1 + ny}
	pts[2], pts[3] = [2]float64{x1 - nx, y1 - ny}, [2]float64{x0 - nx, y0 - ny}
	p.poly(pts, c)
}

// roundRect fills r with corners of radius rad (a pill when rad is half
// the height), snapped to device pixels; the corners are quarters of a
// smooth disc sprite.
func (p *painter) roundRect(r layout.Rect, rad float64, c color.RGBA) {
	s := p.fit.Scale(r)
	x0, y0 := math.Round(s.X), math.Round(s.Y)
	x1, y1 := math.Round(s.Right()), math.Round(s.Bottom())
	rr := math.Floor(math.Min(rad*p.fit.S, math.Min(x1-x0, y1-y0)/2))
	if rr < 1 {
		p.quad(x0, y0, x1, y1, c)
		return
	}
	sp := p.spriteOf(Circle, rr)
	h := float64(sp.size / 2)
	p.quad(x0+rr, y0, x1-rr, y1, c)
	p.quad(x0, y0+rr, x0+rr, y1-rr, c)
	p.quad(x1-rr, y0+rr, x1, y1-rr, c)
	r32, g32, b32, a32 := scaleOf(c)
	hh := float32(h)
	for q, at := range [4][2]float64{{x0 + rr - h, y0 + rr - h}, {x1 - rr, y0 + rr - h}, {x1 - rr, y1 - rr}, {x0 + rr - h, y1 - rr}} {
		o := [4][2]float32{{0, 0}, {hh, 0}, {hh, hh}, {0, hh}}[q] // the quarter's corner in the sprite
		p.queue(at[0], at[1], at[0]+h, at[1]+h, sp.sx+o[0], sp.sy+o[1], hh, hh, r32, g32, b32, a32)
	}
}

// hatch lays diagonal stripes of colour c over r, as a texture repeated
// in device pixels so that the stripes keep their spacing at any scale.
func (p *painter) hatch(r layout.Rect, c color.RGBA) {
	s := p.fit.Scale(r)
	if s.W <= 0 || s.H <= 0 {
		return
	}
	sh := &p.shapes
	sh.vs, sh.is = sh.vs[:0], sh.is[:0]
	cr, cg, cb, ca := float32(c.R)/255, float32(c.G)/255, float32(c.B)/255, float32(c.A)/255
	for _, k := range [4][2]float64{{0, 0}, {1, 0}, {1, 1}, {0, 1}} {
		x, y := s.X+k[0]*s.W, s.Y+k[1]*s.H-p.lift // the stripes move with it
		sh.vs = append(sh.vs, ebiten.Vertex{
			DstX: float32(x), DstY: float32(y), SrcX: float32(x), SrcY: float32(y),
			ColorR: cr, ColorG: cg, ColorB: cb, ColorA: ca,
		})
	}
	sh.is = append(sh.is, 0, 1, 2, 0, 2, 3)
	sh.hatchOpt.Address = ebiten.AddressRepeat
	sh.hatchOpt.ColorScaleMode = ebiten.ColorScaleModeStraightAlpha
	p.flush()
	p.dst.DrawTriangles(sh.vs, sh.is, p.hatchTile, &sh.hatchOpt)
}

// newHatchTile is an 8×8 tile with one diagonal stripe, two pixels wide,
// white on transparent, for hatch.
func newHatchTile() *ebiten.Image {
	const n = 8
	pix := make([]byte, n*n*4)
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			if d := (x + y) % n; d < 2 {
				i := 4 * (y*n + x)
				pix[i], pix[i+1], pix[i+2], pix[i+3] = 0xff, 0xff, 0xff, 0xff
			}
		}
	}
	img := ebiten.NewImage(n, n)
	img.WritePixels(pix)
	return img
}
