package viz

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/viz/layout"
)

// What a frame costs the GPU. Ebitengine hands a game two images: its own
// (the offscreen), which Draw is given, and the canvas (the final
// screen), which it clears each frame and gives DrawFinalScreen with the
// matrix that would copy the offscreen onto it. Where WebGL is rendered
// in software (headless Chromium: SwiftShader, on the CPU cores the page
// and the workers share), every pass over the whole screen is CPU time:
// at 1280×720 each is 0.92 million pixels, and one that blends reads
// every destination pixel as well. The screen is opaque from its first
// pass (the backdrop), so none of these is paid:
//
//   - the frame is drawn straight onto the canvas, not into the offscreen
//     and then copied: the offscreen is as many pixels as the canvas
//     (Layout returns device pixels), so the copy's matrix is the
//     identity and it would move no pixel (layout.CopyIsIdentity). Draw
//     only marks the offscreen as drawn (one transparent pixel), since
//     Ebitengine stops showing frames once the offscreen has been left
//     alone for four; DrawFinalScreen then draws the frame. When the copy
//     would scale or move the frame, or when a PNG is wanted (the canvas
//     cannot be read back), the frame is drawn into the offscreen in
//     Draw and copied as before;
//   - the offscreen is not cleared each frame (the page sets
//     ebiten.SetScreenClearedEveryFrame(false)): the backdrop covers it;
//   - the backdrop is copied, not blended over what is there
//     (ebiten.BlendCopy: same pixels, as it is opaque);
//   - where the offscreen is still copied onto the canvas, the copy does
//     not blend either (Ebitengine's default does);
//   - the canvas is not multisampled (the page asks WebGL for its context
//     with antialias off, index.html): the frame lands pixel for pixel,
//     so four samples a pixel for the canvas's clear and the frame bought
//     nothing.
//
// What is left is the canvas's clear (Ebitengine's), the backdrop's copy
// and the moving parts.

// finalScreen holds what passes from Draw to DrawFinalScreen and the
// options of the copy onto the canvas, set anew each frame.
type finalScreen struct {
	op ebiten.DrawImageOptions
	// deferred says Draw left the frame to DrawFinalScreen
	deferred bool
	// mark is the transparent pixel Draw draws to mark the offscreen as
	// drawn, with its options; markDst is the offscreen's top-left pixel
	// it is drawn onto (a sub-image, so that the draw is clipped to that
	// pixel), made anew when Ebitengine makes a new offscreen
	mark, markDst, markOf *ebiten.Image
	markOp                ebiten.DrawImageOptions
}

// Draw paints the frame (ebiten.Game). Unless a PNG is wanted, it leaves
// the painting to DrawFinalScreen, which draws straight onto the canvas
// where it can; the frame meter times from here to the frame's end
// either way.
func (g *Game) Draw(screen *ebiten.Image) {
	g.meter.begin()
	if g.exp.want {
		v := g.view()
		v.draw(screen, false)
		v.capture(screen)
		g.frameDrawn()
		return
	}
	g.final.deferred = true
	g.final.markDrawn(screen)
}

// markDrawn draws one transparent pixel onto the offscreen, blended over
// it: the offscreen's pixels stay as they were, but Ebitengine counts it
// as drawn (its modify callback runs on every draw), so it keeps showing
// frames while nothing moves (a paused scene under a tooltip).
func (f *finalScreen) markDrawn(offscreen *ebiten.Image) {
	if f.mark == nil {
		f.mark = ebiten.NewImage(1, 1)
	}
	if f.markOf != offscreen {
		f.markDst, f.markOf = offscreen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image), offscreen
	}
	f.markDst.DrawImage(f.mark, &f.markOp)
}

// DrawFinalScreen puts the frame on the canvas (ebiten.FinalScreenDrawer).
// A frame Draw left to it is drawn straight onto the canvas when the
// offscreen's copy would be the identity, and into the offscreen
// otherwise; then the offscreen is copied, as ebiten.DefaultDrawFinalScreen
// does, with the same filter for the same scale, but without blending, as
// the frame is opaque.
func (g *Game) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	if g.final.deferred {
		g.final.deferred = false
		o, s := offscreen.Bounds(), screen.Bounds()
		if layout.CopyIsIdentity(geoM.Element(0, 0), geoM.Element(0, 1), geoM.Element(0, 2),
			geoM.Element(1, 0), geoM.Element(1, 1), geoM.Element(1, 2), o.Dx(), o.Dy(), s.Dx(), s.Dy()) {
			g.view().draw(screen, true)
			g.frameDrawn()
			return
		}
		g.view().draw(offscreen, false)
		g.frameDrawn()
	}
	op := &g.final.op
	op.GeoM = geoM
	op.Blend = ebiten.BlendCopy
	op.Filter = finalFilter(geoM.Element(0, 0))
	screen.DrawImage(offscreen, op)
}

// canvasLift is how far up, in device pixels, the painter draws onto the
// canvas, so that its pixels are the ones it draws into an image.
// Ebitengine draws onto the canvas upside down (OpenGL counts rows from
// the bottom), and a rasterizer fills a pixel whose centre lies exactly
// on a shape's edge only if the edge is a top (or left) one: upside down,
// a top edge at a row's centre (a scale of 1.5 or 0.5 puts many there)
// becomes a bottom one, and a row of a box's border is filled or not the
// other way. Lifted a little, every such edge falls as it does in an
// image; a sixteenth of a pixel is enough not to be rounded away by the
// rasterizer's subpixel grid and small enough that no other edge the
// design's scales make passes a pixel's centre (measured with
// SwiftShader: paused screens are the same pixels as drawn through the
// offscreen, README's Performance).
const canvasLift = 1.0 / 16

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
