package viz

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/app"
	"rxscope/layout"
	"rxscope/screen"
)

// Presenting: F full screen, T the projector theme, B a blank screen, H
// the lesson text hidden so the animation fills the screen. The state is
// the app core's (app.Presenter); the screen follows it here: the
// palette, the lesson panel's type, the window's full screen.
//
// Browsers allow full screen only in answer to a gesture. Ebitengine
// asks for it from Update, in the same animation frame as the key or the
// press that asked, which browsers count as part of that gesture.

// presented follows the presenting state from old to g.core.App.Pres.
func (g *Game) presented(old app.Presenter) {
	now := g.core.App.Pres
	if now.Theme != old.Theme || g.theme != themeFor(now.Theme) {
		g.theme = themeFor(now.Theme)
		if ty := screen.TypeFor(now.Theme); ty != g.ty {
			// the projector's type moves the packet panels (layout.Type)
			g.ty = ty
			chart := g.core.Geo.Screen.Chart // the lesson's companion, laid out again below
			g.core.Geo.Screen = layout.NewScreenFor(*ty)
			g.core.Geo.Screen.Chart = chart
			g.core.Snap.Panels = nil           // the page's rectangles, built again
			g.core.RefreshInstant(follower{g}) // the packet panels' boxes
		}
		g.staticVer++
		g.core.Geo.Lesson.Invalidate()
	}
	if now.HideText != old.HideText {
		g.core.Geo.Lesson.Invalidate()
		g.staticVer++
	}
	if now.Embed != old.Embed {
		g.staticVer++
	}
	if now.Zoom != old.Zoom {
		g.core.Refit() // the panels' fit: the backdrop, the snapshot's rectangles follow it
	}
	if now.Fullscreen != old.Fullscreen {
		ebiten.SetFullscreen(now.Fullscreen)
	}
}

// blackout is the blank screen's colour, boxed once: Fill takes a
// color.Color, and boxing a colour on every call would allocate.
var blackout color.Color = color.RGBA{0, 0, 0, 0xff}

// drawBlackout runs at the end of the frame's drawing: it blanks the screen
// when the presenter asked (so a PNG captured then is black too).
func (g view) drawBlackout(screen surface) {
	if g.core.App.Pres.Blank {
		screen.Fill(blackout)
	}
}

// embedTitleSize is the title's size in an embedded screen, which shows
// no tagline.
const embedTitleSize = 30.0
