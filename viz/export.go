package viz

import (
	"bytes"
	"image"
	"image/png"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/app"
)

// Export: S saves the frame as a PNG, L copies the link to the state and
// Shift+L an iframe snippet that embeds it; the page (Host) offers the
// file and writes the clipboard. The frame is read back from the screen
// at the end of the Draw that follows the request, after everything is
// drawn, into a buffer kept for the next time; it is encoded only then.
// (The browser's canvas keeps no copy of its drawing to read later.)

// exporter holds a requested capture and the reused pixel buffer.
type exporter struct {
	want bool
	// the capture's outcome, for the next Update's banner: the file's
	// name, or why there is none
	saved, failed string
	pix           []byte
	buf           bytes.Buffer
	enc           png.Encoder
}

// exportActions is the Game as the export keys and the frame's capture
// see it: S, T, L and Shift+L ask, the Draw after captures, the Update
// after reports.
type exportActions Game

// savePNG asks for the next frame as a PNG.
func (g *exportActions) savePNG() {
	if g.host == nil {
		(*Game)(g).Notify("nothing to save to: this screen has no page around it")
		return
	}
	g.exp.want = true
	// While playing, the figures' text is rebuilt four times a second;
	// the saved frame's text must match the picture drawn beside it.
	(*Game)(g).refresh()
}

// capture reads the frame just drawn and hands it to the page as a PNG,
// if one was asked for.
func (g *view) capture(screen *ebiten.Image) {
	if !g.exp.want || g.host == nil {
		return
	}
	g.exp.want = false
	b := screen.Bounds()
	n := 4 * b.Dx() * b.Dy()
	if cap(g.exp.pix) < n {
		g.exp.pix = make([]byte, n)
	}
	pix := g.exp.pix[:n]
	screen.ReadPixels(pix)
	// The screen is opaque, so its premultiplied pixels are plain RGBA.
	img := &image.RGBA{Pix: pix, Stride: 4 * b.Dx(), Rect: image.Rect(0, 0, b.Dx(), b.Dy())}
	g.exp.buf.Reset()
	g.exp.enc.CompressionLevel = png.BestSpeed
	if err := g.exp.enc.Encode(&g.exp.buf, img); err != nil {
		g.exp.failed = "the PNG could not be made: " + err.Error()
		return
	}
	name := g.exportName()
	g.host.SavePNG(name, bytes.Clone(g.exp.buf.Bytes()))
	g.exp.saved = name
}

// captured says in the banner what became of the last capture: Draw
// only records it.
func (g *exportActions) captured() {
	switch {
	case g.exp.failed != "":
		(*Game)(g).Notify(g.exp.failed)
	case g.exp.saved != "":
		(*Game)(g).confirm("Saved " + g.exp.saved)
	default:
		return
	}
	g.exp.saved, g.exp.failed = "", ""
}

// exportName names a PNG after the state: the lesson and step if any,
// then the driver, the distance, the packet size and XDP, e.g.
// rxscope-ahead-step3-stride-ahead-d4-512B-xdp-off.png.
func (g *view) exportName() string {
	cfg := g.ses.Config()
	parts := []string{"rxscope"}
	if r := g.les.Runner(); r != nil {
		parts = append(parts, r.Lesson().ID, "step"+strconv.Itoa(r.Index()+1))
	}
	parts = append(parts, cfg.Variant, "d"+strconv.Itoa(cfg.Distance), strconv.Itoa(cfg.Size)+"B", "xdp-"+cfg.Get("xdp"))
	return fileSafe(strings.Join(parts, "-")) + ".png"
}

// fileSafe keeps letters, digits, '-' and '.', and turns anything else
// into '-'.
func fileSafe(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '.':
			return r
		}
		return '-'
	}, s)
}

// copyLink copies the link to the state as it is now (as a page of its
// own, not embedded).
func (g *exportActions) copyLink() {
	if g.host == nil {
		return
	}
	s := (*Game)(g).Address()
	s.Embed = false
	g.copying = "link"
	g.host.CopyLink(s.Query(), g.copyDone)
}

// copyEmbed copies an iframe snippet that embeds the state as it is now.
func (g *exportActions) copyEmbed() {
	if g.host == nil {
		return
	}
	s := (*Game)(g).Address()
	s.Embed = false // the snippet's address says embed=1 itself
	g.copying = "embed snippet"
	g.host.CopyEmbed(s.Query(), g.copyDone)
}

// The clipboard answers when it will (a browser asks for permission):
// the host's callback only records the answer, and the next Update says
// it, so the banner never claims a copy the clipboard refused.
const (
	copyNone    int32 = iota
	copyTaken         // the clipboard took the text
	copyRefused       // the clipboard refused it
)

// copyDone records the clipboard's answer for copyNotice.
func (g *exportActions) copyDone(ok bool) {
	if ok {
		g.copied.Store(copyTaken)
		return
	}
	g.copied.Store(copyRefused)
}

// copyNotice says, once, what the clipboard answered to the last copy.
func (g *exportActions) copyNotice() {
	switch g.copied.Swap(copyNone) {
	case copyTaken:
		(*Game)(g).confirm(app.CopiedText(g.copying, true))
	case copyRefused:
		(*Game)(g).Notify(app.CopiedText(g.copying, false))
	}
}

// saveTrace offers the stretch of the run the screen holds as a Perfetto
// trace (app.Session.TraceExport): Shift+S, or the menu.
func (g *exportActions) saveTrace() {
	if g.host == nil {
		(*Game)(g).Notify("nothing to save to: this screen has no page around it")
		return
	}
	name, data, err := g.ses.TraceExport()
	if err != nil {
		(*Game)(g).Notify("the trace could not be written: " + err.Error())
		return
	}
	g.host.SaveFile(name, "application/json", data)
	(*Game)(g).confirm("Saved " + name + ": open it in ui.perfetto.dev")
}
