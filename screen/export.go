package screen

import (
	"bytes"
	"image"
	"image/png"
	"sync/atomic"

	"rxscope/address"
	"rxscope/app"
)

// Export: S saves the frame as a PNG, Shift+S the run as a Perfetto
// trace, L copies the link to the state and Shift+L an iframe snippet
// that embeds it; the page around the screen (Host) offers the file and
// writes the clipboard, and the banner says what became of it.

// Host is what the page around the screen provides for the actions that
// leave the canvas. The browser's page offers a file as a download and
// writes to the clipboard; on the desktop a file is written and links
// are printed.
type Host interface {
	SavePNG(name string, data []byte)
	SaveFile(name, mime string, data []byte) // any other download: the Perfetto trace
	// CopyLink puts the state's address (query without "?") on the
	// clipboard, CopyEmbed an iframe snippet of it (EmbedSnippet); each
	// calls done once, perhaps later, with whether the clipboard took it.
	CopyLink(query string, done func(ok bool))
	CopyEmbed(query string, done func(ok bool))
}

// Banner is the notice over the ring (app.Notice), as the export says
// what it did: Warn for what failed, Confirm for what was done.
type Banner interface {
	Warn(text string)
	Confirm(text string)
}

// NoPage is the notice of an export asked of a screen with no page
// around it to take the file.
const NoPage = "nothing to save to: this screen has no page around it"

// Export is the export actions' state: a PNG asked for, until the frame
// after it is captured; the capture's outcome, until the next Update
// says it; the copy under way and the clipboard's answer to it. It keeps
// the capture's pixels and its encoder for the next time.
type Export struct {
	want bool
	// the capture's outcome, for the next Update's banner: the file's
	// name, or why there is none
	saved, failed string
	copying       string       // what the last copy was: "link", "embed snippet"
	copied        atomic.Int32 // the clipboard's answer to it, until CopyNotice says it
	pix           []byte
	buf           bytes.Buffer
	enc           png.Encoder
}

// SavePNG asks for the next frame as a PNG, and reports whether it did:
// the screen then refreshes its figures' text, so that the picture's
// words are the instant it shows. With no page there is nothing to save
// to, and the banner says so.
func (e *Export) SavePNG(h Host, say Banner) bool {
	if h == nil {
		say.Warn(NoPage)
		return false
	}
	e.want = true
	return true
}

// Wanted reports whether a PNG is asked for: the next frame is drawn
// into the offscreen, where it can be read back.
func (e *Export) Wanted() bool { return e.want }

// Pixels is the buffer a frame of w×h pixels is read into, in RGBA
// order, when a PNG is wanted; nil when none is. The request is then
// taken: Capture follows with the pixels.
func (e *Export) Pixels(w, h int) []byte {
	if !e.want {
		return nil
	}
	e.want = false
	n := 4 * w * h
	if cap(e.pix) < n {
		e.pix = make([]byte, n)
	}
	return e.pix[:n]
}

// Capture encodes the frame Pixels gave, w×h opaque pixels, as a PNG
// named name and hands it to the page; the next Update's Captured says
// the outcome.
func (e *Export) Capture(h Host, w, hgt int, name string) {
	// The screen is opaque, so its premultiplied pixels are plain RGBA.
	img := &image.RGBA{Pix: e.pix[:4*w*hgt], Stride: 4 * w, Rect: image.Rect(0, 0, w, hgt)}
	e.buf.Reset()
	e.enc.CompressionLevel = png.BestSpeed
	if err := e.enc.Encode(&e.buf, img); err != nil {
		e.failed = "the PNG could not be made: " + err.Error()
		return
	}
	h.SavePNG(name, bytes.Clone(e.buf.Bytes()))
	e.saved = name
}

// Captured says in the banner what became of the last capture, once:
// the frame is captured in Draw, which only records it.
func (e *Export) Captured(say Banner) {
	switch {
	case e.failed != "":
		say.Warn(e.failed)
	case e.saved != "":
		say.Confirm("Saved " + e.saved)
	default:
		return
	}
	e.saved, e.failed = "", ""
}

// SaveTrace offers the stretch of the run the screen holds as a Perfetto
// trace (app.Session.TraceExport) and says so in the banner, with where
// to open it.
func (e *Export) SaveTrace(h Host, say Banner, ses *app.Session) {
	if h == nil {
		say.Warn(NoPage)
		return
	}
	name, data, err := ses.TraceExport()
	if err != nil {
		say.Warn("the trace could not be written: " + err.Error())
		return
	}
	h.SaveFile(name, "application/json", data)
	say.Confirm("Saved " + name + ": open it in ui.perfetto.dev")
}

// CopyLink copies the link to the state s as a page of its own, not
// embedded; the banner says the clipboard's answer when it comes
// (CopyNotice).
func (e *Export) CopyLink(h Host, s address.State) {
	if h == nil {
		return
	}
	s.Embed = false
	e.copying = "link"
	h.CopyLink(s.Query(), e.CopyDone)
}

// CopyEmbed copies an iframe snippet that embeds the state s.
func (e *Export) CopyEmbed(h Host, s address.State) {
	if h == nil {
		return
	}
	s.Embed = false // the snippet's address says embed=1 itself
	e.copying = "embed snippet"
	h.CopyEmbed(s.Query(), e.CopyDone)
}

// The clipboard answers when it will (a browser asks for permission):
// the host's callback only records the answer, and the next Update says
// it, so the banner never claims a copy the clipboard refused.
const (
	copyNone    int32 = iota
	copyTaken         // the clipboard took the text
	copyRefused       // the clipboard refused it
)

// CopyDone records the clipboard's answer for CopyNotice; the page
// calls it, perhaps from another goroutine.
func (e *Export) CopyDone(ok bool) {
	if ok {
		e.copied.Store(copyTaken)
		return
	}
	e.copied.Store(copyRefused)
}

// CopyNotice says, once, what the clipboard answered to the last copy
// (app.CopiedText): a confirmation, or a warning that nothing was copied.
func (e *Export) CopyNotice(say Banner) {
	switch e.copied.Swap(copyNone) {
	case copyTaken:
		say.Confirm(app.CopiedText(e.copying, true))
	case copyRefused:
		say.Warn(app.CopiedText(e.copying, false))
	}
}
