package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"image"
	"image/png"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	sitepkg "rxscope/internal/site"
)

var (
	distDir        = flag.String("dist", "../dist", "folder of the built site")
	chromium       = flag.String("chromium", "/usr/bin/chromium", "Chromium binary")
	shotDir        = flag.String("shots", "../screenshots", "folder for screenshots")
	serverURL      string
	otherOriginURL string // a second origin, for host pages that embed the site
	allocCtx       context.Context
	browserCtx     context.Context // the browser all tabs open in
)

func TestMain(m *testing.M) {
	flag.Parse()
	if _, err := os.Stat(filepath.Join(*distDir, "index.html")); err != nil {
		fmt.Fprintf(os.Stderr, "e2e: no built site in %s; run make dist (make test does it)\n", *distDir)
		os.Exit(2)
	}
	if _, err := os.Stat(*chromium); err != nil {
		fmt.Fprintf(os.Stderr, "e2e: Chromium not found at %s; install it (Debian: apt-get install -y chromium)\n", *chromium)
		os.Exit(2)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		os.Exit(2)
	}
	// The site is served at the root and again under a sub-path, as a
	// site author would drop it into a folder of their own site; host pages
	// for the embedding tests are served beside it, and again from a second
	// port, which is another origin.
	site := sitepkg.Handler(*distDir)
	mux := http.NewServeMux()
	mux.Handle("/", site)
	mux.Handle(subPath, http.StripPrefix(strings.TrimSuffix(subPath, "/"), site))
	mux.Handle(plainPath, http.StripPrefix(strings.TrimSuffix(plainPath, "/"), http.FileServer(http.Dir(*distDir))))
	mux.Handle(spaPath, http.StripPrefix(strings.TrimSuffix(spaPath, "/"), spaHost(*distDir)))
	mux.HandleFunc("/host/", serveHostPage)
	srv := &http.Server{Handler: mux}
	go srv.Serve(ln)
	serverURL = "http://" + ln.Addr().String()

	ln2, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		os.Exit(2)
	}
	hostMux := http.NewServeMux()
	hostMux.HandleFunc("/host/", serveHostPage)
	hostSrv := &http.Server{Handler: hostMux}
	go hostSrv.Serve(ln2)
	otherOriginURL = "http://" + ln2.Addr().String()

	userDir, err := os.MkdirTemp("", "rxscope-chromium-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		os.Exit(2)
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(*chromium),
		chromedp.UserDataDir(userDir),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("no-default-browser-check", true),
		chromedp.Flag("hide-scrollbars", true),
		chromedp.Flag("mute-audio", true),
		chromedp.WindowSize(1280, 720),
	}
	var cancel, cancelBrowser context.CancelFunc
	allocCtx, cancel = chromedp.NewExecAllocator(context.Background(), opts...)
	// One browser for the whole run; every page is a tab of it.
	browserCtx, cancelBrowser = chromedp.NewContext(allocCtx)
	if err := chromedp.Do(browserCtx); err != nil {
		fmt.Fprintf(os.Stderr, "e2e: starting %s: %v\n", *chromium, err)
		os.Exit(2)
	}
	os.MkdirAll(*shotDir, 0o755)
	code := m.Run()
	cancelBrowser()
	cancel()
	srv.Close()
	hostSrv.Close()
	os.RemoveAll(userDir)
	os.Exit(code)
}

// page is one browser tab on the app, with the console watched for
// uncaught errors and Go panics.
type page struct {
	t      testing.TB
	ctx    context.Context
	mu     sync.Mutex
	errors []string
	logs   []string
}

// openPage opens a new tab of w×h CSS pixels on the site's path (for
// example "/" or "/?distance=6") and waits until the app reports ready.
func openPage(t testing.TB, path string, w, h int) *page {
	t.Helper()
	return openURL(t, serverURL+path, w, h, "window.rxscope && window.rxscope.ready === true")
}

// openURL opens a new tab of w×h CSS pixels on url and waits until the
// JavaScript expression ready is true.
func openURL(t testing.TB, url string, w, h int, ready string) *page {
	t.Helper()
	return openURLWith(t, url, w, h, ready, "")
}

// openURLWith is openURL with a script that runs in every document of
// the tab before the page's own scripts (none when it is "").
func openURLWith(t testing.TB, url string, w, h int, ready, preload string) *page {
	t.Helper()
	return openTab(t, url, w, h, ready, preload, pageLife)
}

// pageLife is how long a tab answers the test before every call to it
// fails with "context deadline exceeded": a few minutes, so a page that
// hangs fails its test instead of the whole run's timeout.
const pageLife = 3 * time.Minute

// openTab is openURLWith for a tab that lives life instead of pageLife
// (a soak plays for half an hour).
func openTab(t testing.TB, url string, w, h int, ready, preload string, life time.Duration) *page {
	t.Helper()
	ctx, cancel := chromedp.NewContext(browserCtx)
	ctx, cancelT := context.WithTimeout(ctx, life)
	t.Cleanup(func() { cancelT(); cancel() })
	p := &page{t: t, ctx: ctx}
	messages := chromedp.Console(ctx)
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			p.mu.Lock()
			p.logs = append(p.logs, m.String())
			if m.IsException() {
				p.errors = append(p.errors, fmt.Sprintf("uncaught at %s:%d: %s", m.URL, m.Line, m.Text))
			} else if strings.Contains(m.Text, "panic:") || strings.Contains(m.Text, "fatal error:") {
				p.errors = append(p.errors, "go: "+m.Text)
			}
			p.mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		p.mu.Lock()
		defer p.mu.Unlock()
		for _, e := range p.errors {
			t.Errorf("browser console: %s", e)
		}
		if t.Failed() {
			for _, l := range p.logs {
				t.Logf("console %s", l)
			}
		}
	})
	if preload != "" {
		if _, err := chromedp.Call(ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: preload}); err != nil {
			t.Fatalf("adding the preload script: %v", err)
		}
	}
	if err := chromedp.Do(ctx,
		chromedp.EmulateViewport(int64(w), int64(h)),
		chromedp.Navigate(url),
	); err != nil {
		t.Fatalf("opening %s: %v", url, err)
	}
	p.waitJS(ready, 90*time.Second)
	return p
}

// close closes the tab before its test ends, so that a test that opens
// pages one after another has one of them drawing at a time: a tab left
// open plays on and takes the CPU from the next. The console's errors
// until then are still reported when the test ends.
func (p *page) close() {
	p.t.Helper()
	if err := chromedp.Cancel(p.ctx); err != nil {
		p.t.Errorf("closing the tab: %v", err)
	}
}

// waitJS polls a JavaScript expression until it is true, every 25 ms:
// one call a poll reads the expression and the page's error together.
func (p *page) waitJS(expr string, timeout time.Duration) {
	p.t.Helper()
	deadline := time.Now().Add(timeout)
	poll := `(() => {
  let thrown = "";
  try { if (` + expr + `) return "yes"; } catch (e) { thrown = String(e); }
  if (window.rxscope && window.rxscope.error) return "error: " + window.rxscope.error;
  return thrown;
})()`
	for {
		got, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](poll))
		if err == nil && got == "yes" {
			return
		}
		if errText, ok := strings.CutPrefix(got, "error: "); ok {
			p.t.Fatalf("the page shows an error: %s", errText)
		}
		if time.Now().After(deadline) {
			if err == nil && got != "" {
				err = fmt.Errorf("%s", got)
			}
			p.t.Fatalf("timed out after %v waiting for %s (last error %v)", timeout, expr, err)
		}
		time.Sleep(25 * time.Millisecond)
	}
}

// state reads window.rxscope.state() into v.
func (p *page) state(v any) {
	p.t.Helper()
	raw, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`JSON.stringify(window.rxscope.state())`))
	if err != nil {
		p.t.Fatalf("reading state: %v", err)
	}
	if err := json.Unmarshal([]byte(raw), v); err != nil {
		p.t.Fatalf("decoding state %s: %v", raw, err)
	}
}

// screenshot captures the viewport, saves it as name.png in the
// screenshot folder and returns it decoded.
func (p *page) screenshot(name string) image.Image {
	p.t.Helper()
	buf, err := chromedp.Run(p.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		p.t.Fatalf("screenshot: %v", err)
	}
	if err := os.WriteFile(filepath.Join(*shotDir, name+".png"), buf, 0o644); err != nil {
		p.t.Fatalf("saving screenshot: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(buf))
	if err != nil {
		p.t.Fatalf("decoding screenshot: %v", err)
	}
	return img
}
