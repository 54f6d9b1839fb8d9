package viz

import "rxscope/glyph"

// The screen's typefaces and fonts are package glyph's; these names keep
// the drawing code short.
type (
	Style = glyph.Style
	Fonts = glyph.Fonts
)

const (
	Regular = glyph.Regular
	Bold    = glyph.Bold
	Mono    = glyph.Mono
)

// NewFonts parses the embedded fonts (glyph.NewFonts).
func NewFonts() (*Fonts, error) { return glyph.NewFonts() }
