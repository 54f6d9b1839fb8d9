package viz

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/layout"
)

// surface is what the drawing code draws onto: the canvas
// (ebiten.FinalScreen), an image (the offscreen, the backdrop, a cached
// card), or a frame's draw list, which keeps the draws to make them
// later. These four calls are all the drawing code makes.
type surface interface {
	Bounds() image.Rectangle
	DrawImage(img *ebiten.Image, op *ebiten.DrawImageOptions)
	DrawTriangles(vs []ebiten.Vertex, is []uint16, img *ebiten.Image, op *ebiten.DrawTrianglesOptions)
	Fill(c color.Color)
}

// drawList is a frame built but not drawn: Draw builds it (Ebitengine
// gives Draw no canvas), DrawFinalScreen replays it onto the canvas. As
// each draw is added its digest takes in everything that decides the
// pixels it makes: its kind, the texture it samples (by the order the
// frame first sampled it), its options, each vertex's position, texel
// and colour, each index, a fill's colour; begin takes the frame's size
// and finish the textures' version (painter.texVer), since a texture's
// pixels are not in the draws that sample it. Two frames with the same
// digest draw the same picture, so the canvas need not be drawn again
// (app.Repaint). The deprecated ColorM and CompositeMode and the
// vertices' custom fields, which the painter never sets, are left out.
//
// The slices are kept from frame to frame, so building a list allocates
// nothing once they have grown to a frame's size.
type drawList struct {
	bounds image.Rectangle
	ops    []listOp
	vs     []ebiten.Vertex
	is     []uint16
	// imgs are the textures the frame sampled, in the order of their
	// first use: an op's texture enters the digest as its place here
	imgs []*ebiten.Image
	sum  layout.Digest
}

// listKind is which of the surface's draws an op is.
type listKind uint8

const (
	listTriangles listKind = iota + 1
	listImage
	listFill
)

// listOp is one draw kept: its triangles are vs[v0:v1] and is[i0:i1] of
// the list.
type listOp struct {
	kind           listKind
	img            *ebiten.Image
	v0, v1, i0, i1 int
	tri            ebiten.DrawTrianglesOptions
	image          ebiten.DrawImageOptions
	fill           color.Color
}

var _ surface = (*drawList)(nil)

// begin empties the list for a frame of the given size.
func (l *drawList) begin(bounds image.Rectangle) {
	l.bounds = bounds
	l.ops, l.vs, l.is = l.ops[:0], l.vs[:0], l.is[:0]
	clear(l.imgs)
	l.imgs = l.imgs[:0]
	l.sum.Reset()
	l.sum.Word(uint64(bounds.Min.X)<<48 ^ uint64(bounds.Min.Y)<<32 ^ uint64(bounds.Dx())<<16 ^ uint64(bounds.Dy()))
}

// finish closes the list: texVer is the version of the textures' pixels
// (painter.texVer), which the draws do not show. A list that samples no
// texture (a blank screen) does not depend on it.
func (l *drawList) finish(texVer uint64) {
	if len(l.imgs) > 0 {
		l.sum.Word(texVer)
	}
}

// digest is the frame's digest (valid after finish).
func (l *drawList) digest() uint64 { return l.sum.Sum() }

// Bounds is the frame's size.
func (l *drawList) Bounds() image.Rectangle { return l.bounds }

// DrawTriangles keeps a copy of the triangles and their options.
func (l *drawList) DrawTriangles(vs []ebiten.Vertex, is []uint16, img *ebiten.Image, op *ebiten.DrawTrianglesOptions) {
	o := listOp{kind: listTriangles, img: img, v0: len(l.vs), i0: len(l.is), tri: *op}
	l.vs = append(l.vs, vs...)
	l.is = append(l.is, is...)
	o.v1, o.i1 = len(l.vs), len(l.is)
	l.ops = append(l.ops, o)
	d := &l.sum
	d.Word(uint64(listTriangles)<<32 | l.texture(img))
	d.Word(uint64(op.ColorScaleMode)<<32 | uint64(op.Filter)<<24 | uint64(op.Address)<<16 | uint64(op.FillRule)<<8)
	d.Bool(op.AntiAlias)
	l.blend(op.Blend)
	for i := range vs {
		v := &vs[i]
		d.Float32s(v.DstX, v.DstY)
		d.Float32s(v.SrcX, v.SrcY)
		d.Float32s(v.ColorR, v.ColorG)
		d.Float32s(v.ColorB, v.ColorA)
	}
	d.Word(uint64(len(vs)))
	for i := 0; i+3 < len(is); i += 4 {
		d.Word(uint64(is[i])<<48 | uint64(is[i+1])<<32 | uint64(is[i+2])<<16 | uint64(is[i+3]))
	}
	for i := len(is) &^ 3; i < len(is); i++ {
		d.Word(uint64(is[i]))
	}
	d.Word(uint64(len(is)))
}

// DrawImage keeps the image and a copy of its options.
func (l *drawList) DrawImage(img *ebiten.Image, op *ebiten.DrawImageOptions) {
	l.ops = append(l.ops, listOp{kind: listImage, img: img, image: *op})
	d := &l.sum
	d.Word(uint64(listImage)<<32 | l.texture(img))
	for i := range 2 {
		for j := range 3 {
			d.Float64(op.GeoM.Element(i, j))
		}
	}
	d.Float32s(op.ColorScale.R(), op.ColorScale.G())
	d.Float32s(op.ColorScale.B(), op.ColorScale.A())
	d.Word(uint64(op.Filter))
	l.blend(op.Blend)
}

// Fill keeps the colour, and forgets every draw before it: a fill sets
// every pixel of the frame, whatever was drawn there (the presenter's
// blackout covers a lesson's pulsing highlight, so the blank screen's
// digest stays the same while the highlight pulses under it).
func (l *drawList) Fill(c color.Color) {
	l.begin(l.bounds)
	l.ops = append(l.ops, listOp{kind: listFill, fill: c})
	r, g, b, a := c.RGBA()
	l.sum.Word(uint64(listFill))
	l.sum.Word(uint64(r)<<48 | uint64(g)<<32 | uint64(b)<<16 | uint64(a))
}

// texture is img's place among the textures the frame sampled.
func (l *drawList) texture(img *ebiten.Image) uint64 {
	for i, m := range l.imgs {
		if m == img {
			return uint64(i)
		}
	}
	l.imgs = append(l.imgs, img)
	return uint64(len(l.imgs) - 1)
}

// blend adds a blend's factors and operations to the digest.
func (l *drawList) blend(b ebiten.Blend) {
	l.sum.Word(uint64(b.BlendFactorSourceRGB)<<40 | uint64(b.BlendFactorSourceAlpha)<<32 |
		uint64(b.BlendFactorDestinationRGB)<<24 | uint64(b.BlendFactorDestinationAlpha)<<16 |
		uint64(b.BlendOperationRGB)<<8 | uint64(b.BlendOperationAlpha))
}

// replay makes the list's draws onto dst, in order.
func (l *drawList) replay(dst surface) {
	for i := range l.ops {
		o := &l.ops[i]
		switch o.kind {
		case listTriangles:
			dst.DrawTriangles(l.vs[o.v0:o.v1], l.is[o.i0:o.i1], o.img, &o.tri)
		case listImage:
			dst.DrawImage(o.img, &o.image)
		case listFill:
			dst.Fill(o.fill)
		}
	}
}
