package viz

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/layout"
)

// paintAtlas is one image that holds a white block, a copy of every glyph
// the painter has drawn and its sprites (marks, thumbs, rounded corners),
// so that the rectangles, polygons, text and marks of a frame go to the
// GPU in the painter's one batch of triangles (flush), not one DrawImage
// per glyph or mark. In a CPU profile of the default scene in headless
// Chromium the glyphs' DrawImage calls alone took 2.4 ms of a frame's 10
// ms of Go time; and since a draw call from another image cannot join the
// last one in Ebitengine's queue, each would cost a command of its own.
//
// Glyphs are packed on shelves (layout.Shelves), with a pixel of clear
// space around each so that nearest sampling at a fractional position
// never reads a neighbour. When the image is full, the painter empties it
// (reset) and the glyphs are copied in again as they are drawn.
type paintAtlas struct {
	img     *ebiten.Image
	shelves layout.Shelves
	copyOpt ebiten.DrawImageOptions
	// ver counts the writes into the image (a glyph or sprite added, the
	// image emptied), resets the emptyings: a frame's draw list samples
	// the image when it is replayed, so a list built across an emptying
	// would sample what came after it (finalscreen.go)
	ver, resets uint64
}

const (
	atlasSide = 2048 // pixels on each side: room for about 2000 glyphs of 40 px
	atlasPad  = 1    // clear pixels between two glyphs
	whiteSide = 4    // the white block in the top-left corner, that rectangles sample
)

// whiteTexel is the centre of the white block, where a rectangle's
// vertices sample.
const whiteTexel = whiteSide / 2

func newPaintAtlas() *paintAtlas {
	a := &paintAtlas{
		img:     ebiten.NewImageWithOptions(image.Rect(0, 0, atlasSide, atlasSide), &ebiten.NewImageOptions{Unmanaged: true}),
		shelves: layout.Shelves{Side: atlasSide, Pad: atlasPad},
	}
	a.copyOpt.Blend = ebiten.BlendCopy
	a.reset()
	return a
}

// reset empties the atlas but for its white block.
func (a *paintAtlas) reset() {
	a.img.Clear()
	a.img.SubImage(image.Rect(0, 0, whiteSide, whiteSide)).(*ebiten.Image).Fill(color.White)
	a.shelves.Reset(whiteSide, whiteSide)
	a.ver++
	a.resets++
}

// addPixels writes the w×h RGBA pixels pix (premultiplied) into the atlas
// and returns the top-left corner of their copy, or false when the atlas
// has no room left for them.
func (a *paintAtlas) addPixels(w, h int, pix []byte) (x, y int, ok bool) {
	if x, y, ok = a.shelves.Place(w, h); !ok {
		return 0, 0, false
	}
	a.img.SubImage(image.Rect(x, y, x+w, y+h)).(*ebiten.Image).WritePixels(pix)
	a.ver++
	return x, y, true
}
