package viz

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/viz/layout"
	"rxscope/viz/scene"
)

// Presenting: F full screen, T the projector theme, B a blank screen, H
// the lesson text hidden so the animation fills the screen. The theme
// and the hidden text travel in the URL (scene.Scene); full screen and
// the blank screen belong to the moment.
//
// Browsers allow full screen only in answer to a gesture. Ebitengine
// asks for it from Update, in the same animation frame as the key or the
// press that asked, which browsers count as part of that gesture.

// presenter is the presenting state of the Game.
type presenter struct {
	theme      scene.Theme
	blank      bool
	hideText   bool
	embed      bool   // less chrome, for an iframe
	fullscreen bool   // as Ebitengine last said
	fsChecked  uint64 // the tick it was last asked
}

// fullscreenPollTicks is how often the full screen state is read again:
// the browser leaves full screen on its own when Esc is pressed.
const fullscreenPollTicks = 30

// setTheme switches the palette and the lesson panel's type.
func (g *Game) setTheme(t scene.Theme) {
	if t == g.pres.theme && g.theme == themeFor(t) {
		return
	}
	g.pres.theme = t
	g.theme = themeFor(t)
	g.staticVer++
	g.les.view.dirty = true
}

func (g *Game) toggleTheme() {
	if g.pres.theme == scene.Projector {
		g.setTheme(scene.Dark)
		return
	}
	g.setTheme(scene.Projector)
}

// setHideText hides or shows the lesson text; the figures and the chart
// come back in its place.
func (g *Game) setHideText(hide bool) {
	if hide != g.pres.hideText {
		g.pres.hideText = hide
		g.les.view.dirty = true
		g.staticVer++
	}
}

func (g *Game) toggleHideText() { g.setHideText(!g.pres.hideText) }

func (g *Game) toggleBlank() { g.pres.blank = !g.pres.blank }

// setEmbed switches the lighter chrome of an embedded screen.
func (g *Game) setEmbed(on bool) {
	if on != g.pres.embed {
		g.pres.embed = on
		g.keys.noHelp = on
		g.staticVer++
	}
}

func (g *Game) toggleFullscreen() {
	on := !ebiten.IsFullscreen()
	ebiten.SetFullscreen(on)
	g.pres.fullscreen, g.pres.fsChecked = on, g.ticks
}

// updatePresenter reads the full screen state now and then.
func (g *Game) updatePresenter() {
	if g.ticks-g.pres.fsChecked >= fullscreenPollTicks {
		g.pres.fullscreen, g.pres.fsChecked = ebiten.IsFullscreen(), g.ticks
	}
}

// blackout is the blank screen's colour, boxed once: Fill takes a
// color.Color, and boxing a colour on every call would allocate.
var blackout color.Color = color.RGBA{0, 0, 0, 0xff}

// finishFrame runs at the end of Draw: it blanks the screen when asked,
// then captures the frame if a PNG was asked for.
func (g *Game) finishFrame(screen *ebiten.Image) {
	if g.pres.blank {
		screen.Fill(blackout)
	}
	g.capture(screen)
}

// embedTitleSize is the title's size in an embedded screen, which shows
// no tagline.
const embedTitleSize = 30.0

// topLine is the line of the top bar beside the title: the lesson and the
// step in a lesson, the tagline otherwise, nothing when embedded.
func (g *Game) topLine() string {
	switch {
	case g.les.topLine != "":
		return g.les.topLine
	case g.pres.embed:
		return ""
	case g.pubLine != "":
		return g.pubLine
	}
	return layout.SubtitleText
}
