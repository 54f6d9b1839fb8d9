package e2e

import (
	"image"
	"image/color"
)

// rgb is a colour without alpha, for comparing screenshot pixels.
type rgb struct{ R, G, B uint8 }

func rgbOf(c color.Color) rgb {
	r, g, b, _ := c.RGBA()
	return rgb{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8)}
}

// near reports whether two colours differ by at most tol per channel.
func (a rgb) near(b rgb, tol int) bool {
	d := func(x, y uint8) int {
		if x > y {
			return int(x - y)
		}
		return int(y - x)
	}
	return d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol
}

// share returns the fraction of pixels in r (clipped to img) whose colour
// is within tol of c.
func share(img image.Image, r image.Rectangle, c rgb, tol int) float64 {
	r = r.Intersect(img.Bounds())
	if r.Empty() {
		return 0
	}
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if rgbOf(img.At(x, y)).near(c, tol) {
				n++
			}
		}
	}
	return float64(n) / float64(r.Dx()*r.Dy())
}

// distinctColours counts the distinct colours in r, up to limit.
func distinctColours(img image.Image, r image.Rectangle, limit int) int {
	seen := map[rgb]bool{}
	r = r.Intersect(img.Bounds())
	for y := r.Min.Y; y < r.Max.Y; y += 2 {
		for x := r.Min.X; x < r.Max.X; x += 2 {
			seen[rgbOf(img.At(x, y))] = true
			if len(seen) >= limit {
				return len(seen)
			}
		}
	}
	return len(seen)
}
