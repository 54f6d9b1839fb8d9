package viz

import (
	"image"
	"math"
	"sync/atomic"

	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/app"
	"rxscope/layout"
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
//     builds the frame as a list of draws and only marks the offscreen
//     as drawn (one transparent pixel) when the picture changed (below);
//     DrawFinalScreen then replays the list onto the canvas. When the
//     copy would scale or move the frame, or when a PNG is wanted (the
//     canvas cannot be read back), the frame is drawn into the offscreen
//     and copied as before;
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
//
// And a frame that draws the picture the canvas already shows costs
// nothing at all. The browser keeps showing a WebGL canvas's last
// picture until it is drawn onto again, and Ebitengine stops presenting
// (no clear, no DrawFinalScreen, no swap; it sleeps to a 60th of a
// second instead) once its offscreen has been left unmarked for four
// frames running. So Draw builds the frame as a draw list (drawlist.go),
// with a digest of everything that decides its pixels, and marks the
// offscreen only when that digest differs from the one of the picture on
// the canvas (app.Repaint); DrawFinalScreen replays the list onto the
// canvas. The frame is built once, whether or not it is presented. A
// paused scene nobody touches, the blackout, the help card, a finished
// scene list: after four frames the page only runs Update and builds
// the list; a hover, a key, a playing scene change the list, and the
// frame is presented as before. What the list cannot see forces a
// frame: the page shown again after a hidden tab (Reshow), a frame drawn
// into the offscreen (a PNG, a scaled copy), an atlas emptied while the
// list sampled it. Ebitengine itself presents after a resize (and a lost
// WebGL context reloads the page, web/page_js.go).

// finalScreen holds what passes from Draw to DrawFinalScreen and the
// options of the copy onto the canvas, set anew each frame.
type finalScreen struct {
	op ebiten.DrawImageOptions
	// list is the frame built by Draw, to be replayed onto the canvas
	list drawList
	// repaint knows the digest of the picture on the canvas
	repaint app.Repaint
	// direct says Draw drew the frame into the offscreen, to be copied
	direct bool
	// scaled says the last copy onto the canvas was not the identity:
	// frames are drawn into the offscreen until it is again
	scaled bool
	// reshow asks the next frame to be presented whatever it draws (the
	// page calls Reshow from its own goroutine)
	reshow atomic.Bool
	// open says the frame Draw built is not yet recorded by the frame
	// meter (Game.closeFrame)
	open bool
	// mark is the transparent pixel Draw draws to mark the offscreen as
	// drawn, with its options; markDst is the offscreen's top-left pixel
	// it is drawn onto (a sub-image, so that the draw is clipped to that
	// pixel), made anew when Ebitengine makes a new offscreen
	mark, markDst, markOf *ebiten.Image
	markOp                ebiten.DrawImageOptions
}

// Draw builds the frame (ebiten.Game) as its draw list and marks the
// offscreen when the list's picture differs from the canvas's, so that
// Ebitengine presents it; DrawFinalScreen draws the list. A PNG wanted,
// or a copy onto the canvas that would scale, draws the frame into the
// offscreen instead, and so does a frame whose list sampled the glyph
// atlas before the atlas was emptied (the replay would sample the new
// glyphs). The frame meter times Draw, and DrawFinalScreen when it runs.
func (g *Game) Draw(screen *ebiten.Image) {
	g.closeFrame()
	g.core.Meter.Begin()
	defer g.frameBuilt()
	v, f := g.view(), &g.final
	if f.reshow.Swap(false) {
		f.repaint.Forget()
	}
	if !g.core.Panels.Exp.Wanted() && !f.scaled {
		resets := g.paint.atlas.resets
		f.list.begin(screen.Bounds())
		v.draw(&f.list, true)
		f.list.finish(g.paint.texVer())
		if g.paint.atlas.resets == resets {
			f.direct = false
			if f.repaint.Differs(f.list.digest()) {
				f.markDrawn(screen)
			}
			return
		}
	}
	v.draw(screen, false)
	v.capture(screen)
	f.direct = true
	f.repaint.Forget()
}

// Reshow asks that the next frame be presented even if it draws the
// picture the canvas showed last: the page calls it when it is shown
// again after being hidden, in case the browser dropped the canvas's
// picture meanwhile. It may be called from any goroutine.
func (g *Game) Reshow() { g.final.reshow.Store(true) }

// markDrawn draws one transparent pixel onto the offscreen, blended over
// it: the offscreen's pixels stay as they were, but Ebitengine counts it
// as drawn (its modify callback runs on every draw), so it presents the
// frame.
func (f *finalScreen) markDrawn(offscreen *ebiten.Image) {
	if f.mark == nil {
		f.mark = ebiten.NewImage(1, 1)
	}
	if f.markOf != offscreen {
		f.markDst, f.markOf = offscreen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image), offscreen
	}
	f.markDst.DrawImage(f.mark, &f.markOp)
}

// DrawFinalScreen puts the frame on the canvas (ebiten.FinalScreenDrawer):
// Ebitengine calls it for each frame Draw marked and for the first three
// it did not (which replay the same picture). The frame's list is
// replayed straight onto the canvas when the offscreen's copy would be
// the identity; otherwise the frame is drawn into the offscreen (if Draw
// did not) and the offscreen copied, as ebiten.DefaultDrawFinalScreen
// does, with the same filter for the same scale, but without blending,
// as the frame is opaque.
func (g *Game) DrawFinalScreen(screen ebiten.FinalScreen, offscreen *ebiten.Image, geoM ebiten.GeoM) {
	g.core.Meter.Begin()
	defer g.frameShown()
	f := &g.final
	o, s := offscreen.Bounds(), screen.Bounds()
	identity := layout.CopyIsIdentity(geoM.Element(0, 0), geoM.Element(0, 1), geoM.Element(0, 2),
		geoM.Element(1, 0), geoM.Element(1, 1), geoM.Element(1, 2), o.Dx(), o.Dy(), s.Dx(), s.Dy())
	f.scaled = !identity
	if !f.direct {
		if identity {
			f.list.replay(screen)
			f.repaint.Presented(f.list.digest())
			return
		}
		g.view().draw(offscreen, false) // the list was built for the canvas
		f.direct = true
		f.repaint.Forget()
	}
	op := &f.op
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
// offscreen, docs/performance.md).
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
