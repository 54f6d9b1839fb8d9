// Package glyph rasterises the glyphs of the app's fonts, one rune at a
// time, for the painter's glyph atlas (viz's dyntext.go), and names how a
// line of text is aligned on its anchor.
//
// It does what Ebitengine's text/v2 GoXFace did for the app, pixel for
// pixel, with only golang.org/x/image/font under it. text/v2 also brings
// go-text/typesetting, whose font package registers the JPEG and TIFF
// decoders and whose language tables come with golang.org/x/text: about
// 270 KB of the browser program's code that the app never runs, since it
// draws left-to-right Latin text from three Go fonts without kerning.
//
// It imports no Ebitengine, so its rasterisation is tested natively.
package glyph
