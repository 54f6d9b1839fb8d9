package glyph

import (
	"fmt"
	"math"

	"github.com/golang/freetype/truetype"
	"golang.org/x/image/font"

	"rxscope/assets"
)

// Style is a typeface of the screen.
type Style uint8

const (
	Regular Style = iota // prose and labels
	Bold                 // titles and emphasis
	Mono                 // figures, so digits line up
	numStyles
)

// Fonts parses the embedded TrueType files once and hands out faces by
// style and pixel size. Faces are made on first use and kept, so a frame
// that draws the same sizes as the last one creates nothing.
type Fonts struct {
	fonts [numStyles]*truetype.Font
	faces map[faceKey]*Face
}

type faceKey struct {
	style Style
	size  int // in quarter pixels
}

// NewFonts parses the embedded fonts.
func NewFonts() (*Fonts, error) {
	f := &Fonts{faces: make(map[faceKey]*Face)}
	for i, ttf := range [numStyles][]byte{assets.GoRegular, assets.GoBold, assets.GoMono} {
		tf, err := truetype.Parse(ttf)
		if err != nil {
			return nil, fmt.Errorf("glyph: parsing font %d: %w", i, err)
		}
		f.fonts[i] = tf
	}
	return f, nil
}

// Face returns the face of style s at px device pixels (rounded to a
// quarter pixel, at least 4).
func (f *Fonts) Face(s Style, px float64) *Face {
	q := int(math.Round(px * 4))
	if q < 16 {
		q = 16
	}
	k := faceKey{s, q}
	if face, ok := f.faces[k]; ok {
		return face
	}
	face := NewFace(truetype.NewFace(f.fonts[s], &truetype.Options{
		Size:    float64(q) / 4,
		DPI:     72,
		Hinting: font.HintingFull,
	}))
	f.faces[k] = face
	return face
}

// Has reports whether the regular face has a glyph for r (the other two
// cover the same runes).
func (f *Fonts) Has(r rune) bool { return f.fonts[Regular].Index(r) != 0 }

// Width is the advance of s in style st at size design units, as the
// screen draws it at sc device pixels per design unit (the face is
// picked at size×sc device pixels), in design units: the width a line
// of text takes, for wrapping and laying out without drawing.
func (f *Fonts) Width(s string, st Style, size, sc float64) float64 {
	if sc <= 0 {
		sc = 1
	}
	face := f.Face(st, size*sc)
	x := 0.0
	for _, r := range s {
		x += face.Advance(r)
	}
	return x / sc
}
