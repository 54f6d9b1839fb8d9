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

// capture reads the frame just drawn and hands it to the page as a PNG,
// if one was asked for.
func (g view) capture(img *ebiten.Image) {
	b := img.Bounds()
	pix := g.core.Panels.Exp.Pixels(b.Dx(), b.Dy())
	if pix == nil || g.core.Page.Host == nil {
		return
	}
	img.ReadPixels(pix)
	g.core.Panels.Exp.Capture(g.core.Page.Host, b.Dx(), b.Dy(), screen.PNGName(g.core.Sim.Ses.Config(), g.core.App.Les.Runner()))
}
