// Package assets holds the files rxscope embeds in its program: the Go
// fonts (regular and bold for prose and labels, mono for figures, so that
// digits line up in the tables). See fonts/LICENSE.
//
// The files are subsets of the Go fonts 2.010 (golang.org/x/image/font/gofont),
// keeping ASCII, Latin-1, punctuation, arrows, mathematical operators, box
// drawing and shapes, and the dingbat bars of the pause sign, with their
// hinting: 167 KB against 322 KB for the wider subset before (Latin
// Extended-A, Greek and the other symbol blocks, which nothing on the
// screen writes). They were made with fontTools:
//
//	pyftsubset Go-Regular.ttf --layout-features='*' --glyph-names --notdef-outline \
//	  --unicodes=U+0020-007E,U+00A0-00FF,U+2000-206F,U+20AC,U+2190-21FF,\
//	    U+2200-22FF,U+2500-25FF,U+2758-275F,U+FFFD
//
// lessons' TestGlyphs checks that every character of the lessons, of the
// model's published figures and of every string the program's sources
// write has a glyph.
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
