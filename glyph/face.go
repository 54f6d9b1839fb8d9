package glyph

import (
	"image"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// Face is one font at one pixel size: its ascent and each rune's advance
// and rasterised glyph.
type Face struct {
	f      font.Face
	ascent fixed.Int26_6 // of the first line's baseline below the text's top, whole pixels
}

// NewFace wraps f (a truetype face: freetype's NewFace).
func NewFace(f font.Face) *Face {
	return &Face{f: f, ascent: f.Metrics().Ascent &^ (1<<6 - 1)}
}

// Advance is how far the pen moves after r, in pixels.
func (fc *Face) Advance(r rune) float64 {
	a, _ := fc.f.GlyphAdvance(r)
	return float64(a) / (1 << 6)
}

// Glyph is one rune rasterised: white, its coverage in the alpha channel
// (premultiplied RGBA, as Ebitengine's WritePixels takes it), and the
// offset of its top-left corner from the top-left corner of a line of
// text whose pen starts at a whole pixel.
type Glyph struct {
	Image  *image.RGBA // nil for a rune that draws nothing (a space)
	DX, DY int
}

// Glyph rasterises r with the pen at the line's start: the baseline lies
// the face's ascent (floored to a whole pixel) below the top, the glyph's
// box starts at the pixel that holds its left and top edges, and the
// image has one pixel of room on the right and below for the part of an
// edge pixel the rounding leaves over. (This is text/v2's GoXFace at
// subpixel offset 0, so the glyphs are the ones it drew.)
func (fc *Face) Glyph(r rune) Glyph {
	b, _, _ := fc.f.GlyphBounds(r)
	w, h := (b.Max.X - b.Min.X).Ceil(), (b.Max.Y - b.Min.Y).Ceil()
	if w == 0 || h == 0 {
		return Glyph{}
	}
	sub := fixed.Point26_6{X: b.Min.X & (1<<6 - 1), Y: (fc.ascent + b.Min.Y) & (1<<6 - 1)}
	img := image.NewRGBA(image.Rect(0, 0, w+1, h+1))
	d := font.Drawer{
		Dst:  img,
		Src:  image.White,
		Face: fc.f,
		Dot:  fixed.Point26_6{X: -b.Min.X + sub.X, Y: -b.Min.Y + sub.Y},
	}
	d.DrawString(string(r))
	return Glyph{Image: img, DX: b.Min.X.Floor(), DY: (fc.ascent + b.Min.Y).Floor()}
}
