package e2e

import (
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	sitepkg "rxscope/internal/site"
)

// keptFiles is what the service worker's copy must hold for the app to
// open with no network (sw.js's copied): the page as the folder and by
// name, the embedding page, the Go runtime's glue, both programs, the
// Web Worker and the sizes.
var keptFiles = []string{"/", "/build.json", "/embed.html", "/index.html", "/rxscope.wasm", "/rxworker.wasm", "/wasm_exec.js", "/worker.js"}

// TestOffline opens the app from a server of its own (an origin no other
// test uses), waits for the service worker to control the page and to
// hold a copy of every file the app loads, stops the server, and opens
// the app again at another address (?distance=6&xdp=drop), as a speaker
// would at a venue with no network: the page, both programs and the Web
// Worker come from the copy, and the app plays the scene the address
// names and measures in its worker. Saved as offline.png.
func TestOffline(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: sitepkg.Handler(*distDir)}
	go srv.Serve(ln)
	defer srv.Close()
	url := "http://" + ln.Addr().String()

	p := openURLWith(t, url+"/", 1280, 720, "window.rxscope && window.rxscope.ready === true", "")
	p.waitJS(`navigator.serviceWorker.controller !== null`, 60*time.Second)
	// each poll asks the copy for its keys again and reads the last answer
	p.waitJS(`(caches.open("rxscope-1").then((c) => c.keys()).then((k) => {
  window.__kept = k.map((r) => new URL(r.url).pathname).sort().join(" ");
}), window.__kept === `+"`"+strings.Join(keptFiles, " ")+"`"+`)`, 60*time.Second)

	if err := srv.Close(); err != nil {
		t.Fatal(err)
	}
	if resp, err := http.Get(url + "/"); err == nil {
		resp.Body.Close()
		t.Fatalf("the server still answers after it was closed: %s", resp.Status)
	}
	if err := chromedp.Do(p.ctx, chromedp.Navigate(url+"/?distance=6&xdp=drop")); err != nil {
		t.Fatalf("opening the app with no server: %v", err)
	}
	p.waitJS(`window.rxscope && window.rxscope.ready === true`, 90*time.Second)
	p.waitJS(`window.rxscope.state().PacketsConsumed > 30 && window.rxscope.state().Worker === "ready"`, 90*time.Second)
	s := p.vstate()
	if s.Knobs.Distance != 6 || s.Knobs.XDP != "drop" {
		t.Errorf("offline, the app opened at distance %d, xdp %q; want 6 and drop, as its address names", s.Knobs.Distance, s.Knobs.XDP)
	}
	p.screenshot("offline")
}
