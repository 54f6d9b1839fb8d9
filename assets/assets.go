// Package assets holds the files rxscope embeds in its program: the Go
// fonts (regular and bold for prose and labels, mono for figures, so that
// digits line up in the tables). See fonts/LICENSE.
//
// The files are subsets of the Go fonts 2.010 (golang.org/x/image/font/gofont),
// keeping Latin, Greek, punctuation, arrows, mathematical operators, box
// drawing, shapes and dingbats with their hinting, which takes about 40 KB
// off the compressed program. They were made with fontTools:
//
//	pyftsubset Go-Regular.ttf --layout-features='*' --glyph-names --notdef-outline \
//	  --unicodes=U+0020-007E,U+00A0-017F,U+0370-03FF,U+2000-206F,U+20AC,U+2100-214F,\
//	    U+2190-21FF,U+2200-22FF,U+2300-23FF,U+2500-25FF,U+2600-26FF,U+2700-27BF,U+FFFD
//
// lessons' TestGlyphs checks that every character of the lessons has a glyph.
package assets

import _ "embed"

// The TrueType files, embedded once and parsed once by the visualizer.
var (
	//go:embed fonts/Go-Regular.ttf
	GoRegular []byte
	//go:embed fonts/Go-Bold.ttf
	GoBold []byte
	//go:embed fonts/Go-Mono.ttf
	GoMono []byte
)
