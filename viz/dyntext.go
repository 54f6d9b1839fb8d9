package viz

import (
	"image/color"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"rxscope/viz/layout"
)

// Text that changes while the simulation runs (figures, times, counts,
// tooltips) is built into reused byte buffers with strconv's Append
// functions and drawn one glyph at a time from a table of one-rune
// strings. Nothing is allocated per frame, and the font's per-string
// caches are not flooded with strings that are shown once.

// asciiRunes holds every ASCII byte once; asciiRunes[c:c+1] is the
// one-byte string of c without an allocation.
var asciiRunes = func() string {
	b := make([]byte, utf8.RuneSelf)
	for i := range b {
		b[i] = byte(i)
	}
	return string(b)
}()

// runeStrings keeps the one-rune strings of the non-ASCII runes shown so
// far (µ, ×, →, …); each is allocated once.
var runeStrings = map[rune]string{}

func runeString(r rune) string {
	if r < utf8.RuneSelf {
		return asciiRunes[r : r+1]
	}
	s, ok := runeStrings[r]
	if !ok {
		s = string(r)
		runeStrings[r] = s
	}
	return s
}

// bytesWidth is the advance of b at size design units, in design units
// (glyph advances summed; the Go fonts' kerning is too small to matter
// at these sizes).
func (p *painter) bytesWidth(b []byte, size float64, st Style) float64 {
	if p.fit.S == 0 {
		return 0
	}
	face := p.fonts.Face(st, size*p.fit.S)
	w := 0.0
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		i += n
		w += text.Advance(runeString(r), face)
	}
	return w / p.fit.S
}

// bytesAt draws b with its top-left corner at (x, y), one glyph at a time.
func (p *painter) bytesAt(b []byte, x, y, size float64, st Style, c color.RGBA) {
	face := p.fonts.Face(st, size*p.fit.S)
	px := p.fit.OffX + x*p.fit.S
	py := p.fit.OffY + y*p.fit.S
	p.txt.ColorScale.Reset()
	p.txt.ColorScale.ScaleWithColor(c)
	p.txt.PrimaryAlign = text.AlignStart
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		i += n
		s := runeString(r)
		p.txt.GeoM.Reset()
		p.txt.GeoM.Translate(px, py)
		text.Draw(p.dst, s, face, &p.txt)
		px += text.Advance(s, face)
	}
}

// bytesIn is textIn for a byte buffer: vertically centred in box, aligned
// as asked, shrunk to fit the box's width.
func (p *painter) bytesIn(b []byte, box layout.Rect, size float64, st Style, c color.RGBA, align text.Align) {
	w := p.bytesWidth(b, size, st)
	if w > box.W && w > 0 {
		size *= box.W / w
		w = box.W
	}
	x := box.X
	switch align {
	case text.AlignCenter:
		x += (box.W - w) / 2
	case text.AlignEnd:
		x = box.Right() - w
	}
	p.bytesAt(b, x, box.Y+(box.H-size*1.2)/2, size, st, c)
}
