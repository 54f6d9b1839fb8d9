package viz

import "math"

// Marks, thumbs and rounded corners are small white sprites with smooth
// (anti-aliased) edges, rendered once per shape and pixel size on the CPU
// and then drawn tinted from the painter's atlas like a glyph: that keeps the edges smooth
// without the GPU's anti-aliased path rendering, which costs a separate
// pass per shape and is slow on software GL.

// spriteKey names a sprite: a shape and its radius in half device pixels.
type spriteKey struct {
	shape Shape
	half  int
}

// sprite is one rendered shape: where its copy lies in the painter's atlas
// (a circle's four quarters, for rounded corners, are its four quadrants).
type sprite struct {
	sx, sy float32
	size   int // the copy is size×size pixels, the shape centred
}

// spriteOf returns the sprite of shape s with radius r device pixels,
// rendered and written into the atlas on first use (see glyphOf for a
// full atlas).
func (p *painter) spriteOf(s Shape, r float64) sprite {
	k := spriteKey{s, max(1, int(math.Round(r*2)))}
	if sp, ok := p.sprites[k]; ok {
		return sp
	}
	size, pix := renderSprite(s, float64(k.half)/2)
	x, y, ok := p.atlas.addPixels(size, size, pix)
	if !ok {
		p.resetAtlas()
		x, y, _ = p.atlas.addPixels(size, size, pix)
	}
	sp := sprite{sx: float32(x), sy: float32(y), size: size}
	p.sprites[k] = sp
	return sp
}

// renderSprite draws shape s of radius r pixels with 4×4 samples a pixel
// and returns the side of its square and its premultiplied RGBA pixels.
func renderSprite(s Shape, r float64) (int, []byte) {
	size := 2*int(math.Ceil(r*1.25)) + 2
	c := float64(size) / 2
	inside := shapeTest(s, r)
	pix := make([]byte, size*size*4)
	const n = 4
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			hits := 0
			for sy := 0; sy < n; sy++ {
				for sx := 0; sx < n; sx++ {
					px := float64(x) + (float64(sx)+0.5)/n - c
					py := float64(y) + (float64(sy)+0.5)/n - c
					if inside(px, py) {
						hits++
					}
				}
			}
			a := byte(255 * hits / (n * n))
			i := 4 * (y*size + x)
			pix[i], pix[i+1], pix[i+2], pix[i+3] = a, a, a, a
		}
	}
	return size, pix
}

// shapeTest returns the inside test of shape s of radius r, centred on 0.
// The proportions match those of painter.shape's polygons.
func shapeTest(s Shape, r float64) func(x, y float64) bool {
	switch s {
	case TriangleUp, TriangleDown:
		k := r * 1.15
		top, bottom := -k, r*0.85
		return func(x, y float64) bool {
			if s == TriangleDown {
				y = -y
			}
			if y < top || y > bottom {
				return false
			}
			half := k * (y - top) / (bottom - top)
			return math.Abs(x) <= half
		}
	case Square:
		k := r * 0.9
		return func(x, y float64) bool { return math.Abs(x) <= k && math.Abs(y) <= k }
	case Diamond:
		k := r * 1.2
		return func(x, y float64) bool { return math.Abs(x)+math.Abs(y) <= k }
	}
	return func(x, y float64) bool { return x*x+y*y <= r*r }
}
