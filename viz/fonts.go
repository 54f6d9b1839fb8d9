package viz

import (
	"fmt"
	"math"

	"github.com/golang/freetype/truetype"
	"golang.org/x/image/font"

	"rxscope/assets"
	"rxscope/glyph"
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
	faces map[faceKey]*glyph.Face
}

type faceKey struct {
	style Style
	size  int // in quarter pixels
}

// NewFonts parses the embedded fonts.
func NewFonts() (*Fonts, error) {
	f := &Fonts{faces: make(map[faceKey]*glyph.Face)}
	for i, ttf := range [numStyles][]byte{assets.GoRegular, assets.GoBold, assets.GoMono} {
		tf, err := truetype.Parse(ttf)
		if err != nil {
			return nil, fmt.Errorf("viz: parsing font %d: %w", i, err)
		}
		f.fonts[i] = tf
	}
	return f, nil
}

// Face returns the face of style s at px device pixels (rounded to a
// quarter pixel, at least 4).
func (f *Fonts) Face(s Style, px float64) *glyph.Face {
	q := int(math.Round(px * 4))
	if q < 16 {
		q = 16
	}
	k := faceKey{s, q}
	if face, ok := f.faces[k]; ok {
		return face
	}
	face := glyph.NewFace(truetype.NewFace(f.fonts[s], &truetype.Options{
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
