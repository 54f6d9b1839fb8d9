package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// loaderEndsOn checks the loader's last line: "100% of N MB", N the size
// of file in the built site, the file that travelled.
func loaderEndsOn(t *testing.T, p *page, file, why string) {
	t.Helper()
	st, err := os.Stat(filepath.Join(*distDir, file))
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("100%% of %.1f MB", float64(st.Size())/1e6)
	if got := eval[string](p, `document.getElementById("pct").textContent`); got != want {
		t.Errorf("the loader ended on %q; want %q, the size of %s (%s)", got, want, file, why)
	}
}

// TestLoaderShowsDownloadSize: the loading screen counts what travels.
// The site serves the wasm brotli- or gzip-compressed when the browser
// accepts it, and the loader's line ends on the compressed size (2.6 MB),
// not the unpacked one (14.9 MB) that would frighten a reader on a slow
// conference network.
func TestLoaderShowsDownloadSize(t *testing.T) {
	p := openPage(t, "/", 1280, 720)
	eval[bool](p, `window.__enc = null; fetch("rxscope.wasm", {cache: "no-store"}).then(r => { window.__enc = r.headers.get("Content-Encoding") || "" }); true`)
	p.waitJS(`window.__enc !== null`, 30*time.Second)
	enc := eval[string](p, `window.__enc`)
	file := "rxscope.wasm"
	switch enc {
	case "br":
		file += ".br"
	case "gzip":
		file += ".gz"
	case "":
	default:
		t.Fatalf("the wasm came with Content-Encoding %q", enc)
	}
	loaderEndsOn(t, p, file, "Content-Encoding "+enc)
}

// TestLoaderOnAPlainHost: on a static host that compresses nothing, the
// loader fetches the gzip copy beside the program and unpacks it in the
// page, so the reader downloads 3.6 MB rather than 14.9; the app starts as
// on rxserve.
func TestLoaderOnAPlainHost(t *testing.T) {
	p := openURL(t, serverURL+plainPath+"index.html", 1280, 720, "window.rxscope && window.rxscope.ready === true")
	loaderEndsOn(t, p, "rxscope.wasm.gz", "the gzip copy, unpacked in the page")
	if n := eval[int](p, `performance.getEntriesByType("resource").filter(e => e.name.endsWith("/rxscope.wasm.gz")).length`); n != 1 {
		t.Errorf("the page fetched rxscope.wasm.gz %d times; want once", n)
	}
	p.waitJS("window.rxscope.state().Frames > 3", 30*time.Second)
}

// TestLoaderWithoutTheGzipCopy: a host that answers a missing file with
// its index page (status 200) and a folder without rxscope.wasm.gz: the
// loader sees HTML where the gzip copy should be and reads the program
// itself, which starts.
func TestLoaderWithoutTheGzipCopy(t *testing.T) {
	p := openURL(t, serverURL+spaPath+"index.html", 1280, 720, "window.rxscope && window.rxscope.ready === true")
	loaderEndsOn(t, p, "rxscope.wasm", "the plain file")
	p.waitJS("window.rxscope.state().Frames > 3", 30*time.Second)
}
