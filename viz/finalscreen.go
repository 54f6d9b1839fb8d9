package viz

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// What a frame costs the GPU. Ebitengine draws the game into an image of
// its own (the offscreen) and then copies that onto the canvas (the final
// screen), which it clears first. Where WebGL is rendered in software
// (headless Chromium: SwiftShader, on the CPU cores the page and the
// workers share), every pass over the whole screen is CPU time: at
// 1280×720 each is 0.92 million pixels, and one that blends reads every
// destination pixel as well. The screen is opaque from its first pass
// (the backdrop), so three of those passes need not be paid:
//
//   - the offscreen is not cleared each frame (the page sets
//     ebiten.SetScreenClearedEveryFrame(false)): the backdrop covers it;
//   - the backdrop is copied, not blended over what is there
//     (ebiten.BlendCopy: same pixels, as it is opaque);
//   - the offscreen is copied onto the cleared canvas the same way
//     (DrawFinalScreen), where Ebitengine's default blends it;
//   - the canvas is not multisampled (the page asks WebGL for its context
//     with antialias off, index.html): the copy is pixel for pixel, so
//     four samples a pixel for the canvas's clear and the copy bought
//     nothing.

// finalScreen holds the options of the copy onto the canvas, set anew
// each frame.
type finalScreen struct {
	op ebiten.DrawImageOptions
}

// DrawFinalScreen copies the frame onto the canvas (ebiten.FinalScreenDrawer):
// what ebiten.DefaultDrawFinalScreen does, with the same filter for the
// same scale, but without blending, as the frame is opaque.
func (g *Game) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	op := &g.final.op
	op.GeoM = geoM
	op.Blend = ebiten.BlendCopy
	op.Filter = finalFilter(geoM.Element(0, 0))
	screen.DrawImage(offscreen, op)
}

// finalFilter is the filter Ebitengine's default final screen uses at a
// scale: none at a whole number, linear when shrinking, and pixelated
// (sharp edges, smoothed steps) when enlarging by a fraction.
func finalFilter(scale float64) ebiten.Filter {
	switch {
	case math.Floor(scale) == scale:
		return ebiten.FilterNearest
	case scale < 1:
		return ebiten.FilterLinear
	}
	return ebiten.FilterPixelated
}

var _ ebiten.FinalScreenDrawer = (*Game)(nil)
