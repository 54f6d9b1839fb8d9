package glyph

import (
	"testing"

	"github.com/golang/freetype/truetype"
	"golang.org/x/image/font"

	"rxscope/assets"
)

func face(t *testing.T, ttf []byte, px float64) *Face {
	t.Helper()
	f, err := truetype.Parse(ttf)
	if err != nil {
		t.Fatal(err)
	}
	return NewFace(truetype.NewFace(f, &truetype.Options{Size: px, DPI: 72, Hinting: font.HintingFull}))
}

// TestGlyphPlacement: a glyph's box sits where the line's layout puts it.
// A capital stands on the baseline (the face's ascent below the top, in
// whole pixels), a descender goes below it, a space draws nothing but
// moves the pen, and the image holds every covered pixel of the rune.
func TestGlyphPlacement(t *testing.T) {
	for _, px := range []float64{13, 22, 33.25} {
		fc := face(t, assets.GoRegular, px)
		base := int(fc.ascent >> 6)
		for _, c := range []struct {
			r            rune
			belowBase    bool // its ink goes under the baseline
			drawsNothing bool
		}{
			{'H', false, false}, {'g', true, false}, {'.', false, false}, {'|', true, false}, {' ', false, true},
		} {
			gl := fc.Glyph(c.r)
			if c.drawsNothing {
				if gl.Image != nil {
					t.Errorf("%v px %q: an image, want none", px, c.r)
				}
				if fc.Advance(c.r) <= 0 {
					t.Errorf("%v px %q: advance %v, want > 0", px, c.r, fc.Advance(c.r))
				}
				continue
			}
			if gl.Image == nil {
				t.Fatalf("%v px %q: no image", px, c.r)
			}
			top, bottom := inkRows(gl)
			if top < 0 {
				t.Fatalf("%v px %q: no covered pixel", px, c.r)
			}
			if gl.DY+top < 0 || gl.DY+bottom > int(px*1.5) {
				t.Errorf("%v px %q: ink rows %d..%d of the line, outside its %v px", px, c.r, gl.DY+top, gl.DY+bottom, px*1.5)
			}
			switch under := gl.DY + bottom - base; {
			case c.belowBase && under < 1:
				t.Errorf("%v px %q: ink ends %d rows below the baseline, want below it", px, c.r, under)
			case !c.belowBase && (under < -1 || under > 1):
				t.Errorf("%v px %q: ink ends %d rows from the baseline, want on it", px, c.r, under)
			}
			if a := fc.Advance(c.r); float64(gl.DX) > a {
				t.Errorf("%v px %q: starts at %d, past its advance %v", px, c.r, gl.DX, a)
			}
		}
	}
}

// inkRows returns the first and the last row of gl's image with coverage
// (-1, -1 when none), and checks the image is white: every pixel's colour
// equals its alpha, as premultiplied white is.
func inkRows(gl Glyph) (top, bottom int) {
	top, bottom = -1, -1
	img := gl.Image
	for y := 0; y < img.Rect.Dy(); y++ {
		for x := 0; x < img.Rect.Dx(); x++ {
			p := img.Pix[y*img.Stride+4*x:]
			if p[0] != p[3] || p[1] != p[3] || p[2] != p[3] {
				return -2, -2
			}
			if p[3] != 0 {
				if top < 0 {
					top = y
				}
				bottom = y
			}
		}
	}
	return top, bottom
}

// TestMonoAdvances: the mono face gives every digit the same advance, so
// the figures' columns line up.
func TestMonoAdvances(t *testing.T) {
	fc := face(t, assets.GoMono, 22)
	want := fc.Advance('0')
	for r := '1'; r <= '9'; r++ {
		if a := fc.Advance(r); a != want {
			t.Errorf("advance of %q is %v, of '0' %v", r, a, want)
		}
	}
}
