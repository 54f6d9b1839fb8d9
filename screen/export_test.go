package screen

import (
	"bytes"
	"image/png"
	"strings"
	"testing"

	"rxscope/address"
	"rxscope/app"
	"rxscope/lessons"
	"rxscope/model"
)

// testHost is a page that records what it is given; the clipboard takes
// or refuses as ok says, and answers when answer is called (a browser
// answers later, once it asked for permission).
type testHost struct {
	saved   []string // "name mime bytes"
	png     []byte
	copied  []string // "link query" or "embed query"
	ok      bool
	pending func(bool)
}

func (h *testHost) SavePNG(name string, data []byte) {
	h.png = data
	h.SaveFile(name, "image/png", data)
}
func (h *testHost) SaveFile(name, mime string, data []byte) {
	h.saved = append(h.saved, name+" "+mime)
}
func (h *testHost) CopyLink(q string, done func(bool)) {
	h.copied, h.pending = append(h.copied, "link "+q), done
}
func (h *testHost) CopyEmbed(q string, done func(bool)) {
	h.copied, h.pending = append(h.copied, "embed "+q), done
}
func (h *testHost) answer() { h.pending(h.ok) }

// testBanner records what the banner says: "!" before a warning, "✓"
// before a confirmation.
type testBanner []string

func (b *testBanner) Warn(text string)    { *b = append(*b, "! "+text) }
func (b *testBanner) Confirm(text string) { *b = append(*b, "✓ "+text) }

// TestCopySaysWhatTheClipboardDid: the banner confirms a copy only once
// the clipboard took it, says it once, and when the clipboard refuses
// says nothing was copied and where the text is; the link copied is the
// state's own page, never the embedded one (the browser's test of the
// same name keeps the real clipboard's answer).
func TestCopySaysWhatTheClipboardDid(t *testing.T) {
	s := address.Default()
	s.Config.Distance = 6
	s.Embed = true
	for _, c := range []struct {
		name  string
		copy  func(*Export, Host)
		ok    bool
		query string
		want  string
	}{
		{"link taken", func(e *Export, h Host) { e.CopyLink(h, s) }, true, "link ", "✓ Link copied"},
		{"link refused", func(e *Export, h Host) { e.CopyLink(h, s) }, false, "link ",
			"! the browser refused the clipboard: the link was not copied (window.rxscope.lastCopied has it)"},
		{"embed taken", func(e *Export, h Host) { e.CopyEmbed(h, s) }, true, "embed ", "✓ Embed snippet copied"},
		{"embed refused", func(e *Export, h Host) { e.CopyEmbed(h, s) }, false, "embed ",
			"! the browser refused the clipboard: the embed snippet was not copied (window.rxscope.lastCopied has it)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var e Export
			var say testBanner
			h := &testHost{ok: c.ok}
			c.copy(&e, h)
			e.CopyNotice(&say)
			if len(say) != 0 {
				t.Errorf("before the clipboard answered the banner says %q", say)
			}
			h.answer()
			e.CopyNotice(&say)
			e.CopyNotice(&say)
			if len(say) != 1 || say[0] != c.want {
				t.Errorf("the banner says %q; want %q once", say, c.want)
			}
			plain := s
			plain.Embed = false
			if want := c.query + plain.Query(); len(h.copied) != 1 || h.copied[0] != want {
				t.Errorf("the page was given %q; want %q", h.copied, want)
			}
			if strings.Contains(h.copied[0], "embed=1") {
				t.Errorf("the copy's query %q says embed", h.copied[0])
			}
		})
	}
}

// TestNoPage: with no page around the screen, S and Shift+S say there
// is nothing to save to and ask for nothing; L and Shift+L do nothing.
func TestNoPage(t *testing.T) {
	var e Export
	var say testBanner
	if e.SavePNG(nil, &say) || e.Wanted() {
		t.Error("a PNG was asked for with no page")
	}
	ses, err := app.NewSession(model.DefaultConfig(), true, app.DefaultSpeed)
	if err != nil {
		t.Fatal(err)
	}
	e.SaveTrace(nil, &say, ses)
	e.CopyLink(nil, address.Default())
	e.CopyEmbed(nil, address.Default())
	e.CopyNotice(&say)
	if want := []string{"! " + NoPage, "! " + NoPage}; strings.Join(say, "|") != strings.Join(want, "|") {
		t.Errorf("the banner says %q; want %q", say, want)
	}
}

// TestSavePNG: S asks for the next frame; that frame's pixels are taken
// once, encoded as a PNG of the frame's size under the state's name, and
// the next Update's banner says it was saved, once.
func TestSavePNG(t *testing.T) {
	var e Export
	var say testBanner
	h := &testHost{}
	if e.Pixels(4, 2) != nil {
		t.Error("pixels asked for with no PNG wanted")
	}
	if !e.SavePNG(h, &say) || !e.Wanted() {
		t.Fatal("S asked for no PNG")
	}
	pix := e.Pixels(4, 2)
	if len(pix) != 4*4*2 || e.Wanted() {
		t.Fatalf("the frame's buffer has %d bytes, wanted %v after", len(pix), e.Wanted())
	}
	for i := range pix {
		pix[i] = 0xff
	}
	e.Captured(&say) // the Update before the Draw says nothing
	name := PNGName(model.DefaultConfig(), nil)
	e.Capture(h, 4, 2, name)
	e.Captured(&say)
	e.Captured(&say)
	if want := "✓ Saved rxscope-stride-ahead-d4-512B-xdp-off.png"; len(say) != 1 || say[0] != want {
		t.Errorf("the banner says %q; want %q once", say, want)
	}
	if len(h.saved) != 1 || h.saved[0] != "rxscope-stride-ahead-d4-512B-xdp-off.png image/png" {
		t.Errorf("the page was given %q", h.saved)
	}
	img, err := png.Decode(bytes.NewReader(h.png))
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 4 || b.Dy() != 2 {
		t.Errorf("the PNG is %v", b)
	}
	// The next capture reuses the buffer.
	e.SavePNG(h, &say)
	if again := e.Pixels(4, 2); &again[0] != &pix[0] {
		t.Error("the second capture made a new buffer")
	}
}

// TestSaveTrace: Shift+S offers the run as a Perfetto trace and says
// where to open it.
func TestSaveTrace(t *testing.T) {
	ses, err := app.NewSession(model.DefaultConfig(), true, app.DefaultSpeed)
	if err != nil {
		t.Fatal(err)
	}
	for range 6 {
		ses.StepPacket()
	}
	var e Export
	var say testBanner
	h := &testHost{}
	e.SaveTrace(h, &say, ses)
	name, _, _ := ses.TraceExport()
	if len(h.saved) != 1 || h.saved[0] != name+" application/json" {
		t.Errorf("the page was given %q; want %s as JSON", h.saved, name)
	}
	if want := "✓ Saved " + name + ": open it in ui.perfetto.dev"; len(say) != 1 || say[0] != want {
		t.Errorf("the banner says %q; want %q", say, want)
	}
}

// TestPNGName names a PNG after the lesson, the step and the knobs, in
// characters any file system keeps.
func TestPNGName(t *testing.T) {
	l := lessons.All()[0]
	r, err := lessons.NewRunner(l)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Goto(2); err != nil {
		t.Fatal(err)
	}
	odd := model.DefaultConfig()
	odd.Variant = "a b/c"
	odd.Distance, odd.Size = 0, 64
	for _, c := range []struct {
		name string
		cfg  model.Config
		r    *lessons.Runner
		want string
	}{
		{"the default", model.DefaultConfig(), nil, "rxscope-stride-ahead-d4-512B-xdp-off.png"},
		{"a lesson's third step", model.DefaultConfig(), r, "rxscope-" + l.ID + "-step3-stride-ahead-d4-512B-xdp-off.png"},
		{"odd characters", odd, nil, "rxscope-a-b-c-d0-64B-xdp-off.png"},
	} {
		if got := PNGName(c.cfg, c.r); got != c.want {
			t.Errorf("%s: %q; want %q", c.name, got, c.want)
		}
	}
	if got := FileSafe("Zé 9/x.png"); got != "Z--9-x.png" {
		t.Errorf("FileSafe: %q", got)
	}
}

// TestLinkAndSnippet: the link is the page with the state's query, and
// the snippet an iframe of the embedded page with it, escaped for HTML.
func TestLinkAndSnippet(t *testing.T) {
	if got := LinkURL("https://example.org/rxscope/", ""); got != "https://example.org/rxscope/" {
		t.Errorf("a link with no query: %q", got)
	}
	if got := LinkURL("https://example.org/rxscope/", "distance=6&zoom=cpu"); got != "https://example.org/rxscope/?distance=6&zoom=cpu" {
		t.Errorf("a link: %q", got)
	}
	s := EmbedSnippet("https://example.org/rxscope/", "?distance=6&zoom=cpu")
	for _, w := range []string{
		`<iframe src="https://example.org/rxscope/?embed=1&amp;distance=6&amp;zoom=cpu"`,
		`aspect-ratio:16/9`, `loading="lazy"`, `title="rxscope: `, `allow="fullscreen; clipboard-write"`,
	} {
		if !strings.Contains(s, w) {
			t.Errorf("the snippet %s lacks %s", s, w)
		}
	}
	if s := EmbedSnippet("index.html", ""); !strings.Contains(s, `src="index.html?embed=1"`) {
		t.Errorf("a snippet with no query: %s", s)
	}
}
