package viz

import (
	"image/color"
	"math"
	"unicode/utf8"

	"rxscope/glyph"
	"rxscope/layout"
)

// Text is drawn glyph by glyph from a cache of the glyphs package glyph
// rasterises for each face: a glyph is looked up once per face and rune
// and copied into the painter's atlas (paintAtlas); each later draw queues
// one textured rectangle in the painter's batch, with no allocation and
// no draw call of its own. (Ebitengine's text.Draw allocates a little per call, which
// adds up over a few hundred calls a frame, and a DrawImage per glyph
// cost 2.4 ms a frame.) The Go fonts have no kerning, so summing the
// advances places the glyphs exactly where a line's layout would.
//
// Text that changes while the simulation runs (figures, times, counts,
// tooltips) is built into reused byte buffers with strconv's Append
// functions, so it allocates nothing either.

// atlasGlyph is one rasterised glyph of one face: where its copy lies in the
// atlas (w = 0 for a space), where it goes relative to the text's
// top-left corner, and how far the pen moves after it.
type atlasGlyph struct {
	sx, sy, w, h float32
	dx, dy       float64
	adv          float64
}

type glyphKey struct {
	face *glyph.Face
	r    rune
}

// glyphOf returns the glyph of r in face, rasterising it and copying it
// into the atlas on first use (resetAtlas when the atlas is full).
func (p *painter) glyphOf(face *glyph.Face, r rune) atlasGlyph {
	k := glyphKey{face, r}
	if g, ok := p.glyphs[k]; ok {
		return g
	}
	g := atlasGlyph{adv: face.Advance(r)}
	if gl := face.Glyph(r); gl.Image != nil {
		sz := gl.Image.Rect.Size()
		x, y, ok := p.atlas.addPixels(sz.X, sz.Y, gl.Image.Pix)
		if !ok {
			p.resetAtlas()
			x, y, ok = p.atlas.addPixels(sz.X, sz.Y, gl.Image.Pix)
		}
		if ok {
			g.sx, g.sy, g.w, g.h = float32(x), float32(y), float32(sz.X), float32(sz.Y)
			g.dx, g.dy = float64(gl.DX), float64(gl.DY)
		}
	}
	p.glyphs[k] = g
	return g
}

// glyphRun draws or measures a run of text in one face. Its methods take
// the text as a string or as bytes, so that both draw without copying.
type glyphRun struct {
	p          *painter
	face       *glyph.Face
	x, y       float64 // pen position in device pixels
	r, g, b, a float32 // the colour, as a scale of the white glyph
}

func (gr *glyphRun) rune(r rune, draw bool) {
	g := gr.p.glyphOf(gr.face, r)
	if draw && g.w > 0 {
		x, y := gr.x+g.dx, gr.y+g.dy
		gr.p.queue(x, y, x+float64(g.w), y+float64(g.h), g.sx, g.sy, g.w, g.h, gr.r, gr.g, gr.b, gr.a)
	}
	gr.x += g.adv
}

func (gr *glyphRun) str(s string, draw bool) {
	for _, r := range s {
		gr.rune(r, draw)
	}
}

func (gr *glyphRun) bytes(b []byte, draw bool) {
	for i := 0; i < len(b); {
		r, n := utf8.DecodeRune(b[i:])
		i += n
		gr.rune(r, draw)
	}
}

// run starts a run of face st at size design units, its top-left corner
// at (x, y) design units snapped to a device pixel, in colour c.
func (p *painter) run(x, y, size float64, st Style, c color.RGBA) glyphRun {
	gr := glyphRun{p: p, face: p.fonts.Face(st, size*p.fit.S),
		x: math.Round(p.fit.OffX + x*p.fit.S), y: math.Round(p.fit.OffY + y*p.fit.S)}
	gr.r, gr.g, gr.b, gr.a = scaleOf(c)
	return gr
}

// measure returns the width of s (a string) or b (bytes) at size, in
// design units.
func (p *painter) measure(s string, b []byte, size float64, st Style) float64 {
	if p.fit.S == 0 {
		return 0
	}
	gr := glyphRun{p: p, face: p.fonts.Face(st, size*p.fit.S)}
	gr.str(s, false)
	gr.bytes(b, false)
	return gr.x / p.fit.S
}

// text draws s with its top-left corner at (x, y) design units; the face
// is picked at the device pixel size, so glyphs are rasterised for the
// screen and never scaled.
func (p *painter) text(s string, x, y, size float64, st Style, c color.RGBA) {
	p.textOrBytes(s, nil, x, y, size, st, c, glyph.AlignStart)
}

// bytesAt draws b with its top-left corner at (x, y).
func (p *painter) bytesAt(b []byte, x, y, size float64, st Style, c color.RGBA) {
	p.textOrBytes("", b, x, y, size, st, c, glyph.AlignStart)
}

func (p *painter) textOrBytes(s string, b []byte, x, y, size float64, st Style, c color.RGBA, align glyph.Align) {
	if !p.uncounted {
		p.small.note(s, b, size)
	}
	switch align {
	case glyph.AlignCenter:
		x -= p.measure(s, b, size, st) / 2
	case glyph.AlignEnd:
		x -= p.measure(s, b, size, st)
	}
	gr := p.run(x, y, size, st, c)
	gr.str(s, true)
	gr.bytes(b, true)
}

// textWidth is the advance of s at size design units, in design units.
func (p *painter) textWidth(s string, size float64, st Style) float64 {
	return p.measure(s, nil, size, st)
}

// bytesWidth is the advance of b at size design units, in design units.
func (p *painter) bytesWidth(b []byte, size float64, st Style) float64 {
	return p.measure("", b, size, st)
}

// textIn draws s inside box: vertically centred, aligned horizontally as
// asked, and at a smaller size if it would not fit the box's width at
// size, so that no text ever runs out of its box.
func (p *painter) textIn(s string, box layout.Rect, size float64, st Style, c color.RGBA, align glyph.Align) {
	p.inBox(s, nil, box, size, st, c, align)
}

// textTwoLines is textIn for a label that may go on two lines: it is
// broken in two, centred in the box's height, when one line would have
// to be set under floor (layout.TwoLines).
func (p *painter) textTwoLines(s string, box layout.Rect, size, floor float64, st Style, c color.RGBA, align glyph.Align) {
	a, b, at := layout.TwoLines(s, box.W, box.H, size, floor, func(s string, size float64) float64 { return p.textWidth(s, size, st) })
	if b == "" {
		p.textIn(a, box, at, st, c, align)
		return
	}
	pitch := layout.TwoLinesPitch(at)
	top := box.Y + box.H/2 - pitch
	p.textIn(a, layout.Rect{X: box.X, Y: top, W: box.W, H: pitch}, at, st, c, align)
	p.textIn(b, layout.Rect{X: box.X, Y: top + pitch, W: box.W, H: pitch}, at, st, c, align)
}

// letterIn is textIn for the letter inside a mark (a hit's H, a stall's
// C): sized to its mark, it is not counted among the frame's labels.
func (p *painter) letterIn(s string, box layout.Rect, size float64, st Style, c color.RGBA, align glyph.Align) {
	p.uncounted = true
	p.inBox(s, nil, box, size, st, c, align)
	p.uncounted = false
}

// bytesIn is textIn for a byte buffer.
func (p *painter) bytesIn(b []byte, box layout.Rect, size float64, st Style, c color.RGBA, align glyph.Align) {
	p.inBox("", b, box, size, st, c, align)
}

func (p *painter) inBox(s string, b []byte, box layout.Rect, size float64, st Style, c color.RGBA, align glyph.Align) {
	if w := p.measure(s, b, size, st); w > box.W && w > 0 && p.fit.S > 0 {
		// Shrink in whole device pixels, so that few sizes (and faces) occur.
		size = math.Floor(size*box.W/w*p.fit.S) / p.fit.S
	}
	x := box.X
	switch align {
	case glyph.AlignCenter:
		x += box.W / 2
	case glyph.AlignEnd:
		x = box.Right()
	}
	p.textOrBytes(s, b, x, box.Y+(box.H-size*1.2)/2, size, st, c, align)
}
