package layout

import "unicode/utf8"

// The strip's controls are as wide as their words: the layout measures a
// label with the advances of the Go Regular font the screen draws it in
// (goRegularAdvance, checked against the font by TestAdvancesAreTheFont's)
// and a value with Go Mono's single advance. The fonts have no kerning,
// so a text's width is the sum of its runes' advances; hinting at a
// window's pixel size moves it by less than the controls' padding.

// unitsPerEm is the size of the Go fonts' em in font units.
const unitsPerEm = 2048

// goMonoAdvance is the advance of every glyph of Go Mono, in font units.
const goMonoAdvance = 1229

// goRegularAdvance is the advance of Go Regular's printable ASCII
// glyphs, ' ' to '~', in font units.
var goRegularAdvance = [95]uint16{
	569, 569, 727, 1139, 1139, 1821, 1366, 391, 682, 682, 1196, 1196, 648, 1196, 648, 569,
	1139, 1139, 1139, 1139, 1139, 1139, 1139, 1139, 1139, 1139, 627, 627, 1196, 1196, 1196, 1139,
	2079, 1366, 1366, 1479, 1479, 1366, 1251, 1593, 1479, 817, 1015, 1366, 1139, 1706, 1479, 1593,
	1366, 1593, 1479, 1366, 1251, 1479, 1366, 1933, 1366, 1366, 1251, 569, 569, 569, 960, 1139,
	682, 1139, 1139, 1024, 1139, 1139, 569, 1139, 1139, 505, 519, 1024, 548, 1706, 1139, 1139,
	1139, 1139, 682, 1024, 579, 1139, 1024, 1479, 1024, 1024, 1024, 684, 532, 684, 1196,
}

// wideAdvance is the advance counted for a rune outside printable ASCII:
// Go Regular's widest capital ('W'), so that such a text is never
// under-measured.
const wideAdvance = 1933

// LabelWidth is the width of s in Go Regular at size, in design units.
func LabelWidth(s string, size float64) float64 {
	units := 0
	for _, r := range s {
		if r >= ' ' && r <= '~' {
			units += int(goRegularAdvance[r-' '])
		} else {
			units += wideAdvance
		}
	}
	return float64(units) * size / unitsPerEm
}

// MonoWidth is the width of s in Go Mono at size, in design units.
func MonoWidth(s string, size float64) float64 {
	return float64(utf8.RuneCountInString(s)*goMonoAdvance) * size / unitsPerEm
}
