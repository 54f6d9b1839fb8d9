package viz

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/screen"
)

// Export: S saves the frame as a PNG, Shift+S the run as a trace, L
// copies the link to the state and Shift+L an iframe snippet that embeds
// it (screen.Export). The frame is read back from the screen at the end
// of the Draw that follows the request, after everything is drawn; it is
// encoded only then. (The browser's canvas keeps no copy of its drawing
// to read later.)

// savePNG asks for the next frame as a PNG.
func (g *Game) savePNG() {
	if g.exp.SavePNG(g.host, banner{g}) {
		// While playing, the figures' text is rebuilt four times a
		// second; the saved frame's text must match the picture drawn
		// beside it.
		g.refresh()
	}
}

// capture reads the frame just drawn and hands it to the page as a PNG,
// if one was asked for.
func (g view) capture(img *ebiten.Image) {
	b := img.Bounds()
	pix := g.exp.Pixels(b.Dx(), b.Dy())
	if pix == nil || g.host == nil {
		return
	}
	img.ReadPixels(pix)
	g.exp.Capture(g.host, b.Dx(), b.Dy(), screen.PNGName(g.ses.Config(), g.les.Runner()))
}

// banner is the notice over the ring as the export says what it did
// (screen.Banner).
type banner struct{ g *Game }

func (b banner) Warn(text string)    { b.g.Notify(text) }
func (b banner) Confirm(text string) { b.g.confirm(text) }
