package site

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestHandlerStaysInItsFolder is the regression test for issue 40's item
// 6: a symbolic link in the site's folder is followed only to a place
// under it; a link to a file or a folder outside (dist/secret ->
// /etc/passwd) is not found, where it was served.
func TestHandlerStaysInItsFolder(t *testing.T) {
	outside := t.TempDir()
	dir := t.TempDir()
	for name, body := range map[string]string{
		filepath.Join(outside, "secret"):         "the password file",
		filepath.Join(outside, "sub", "leak.js"): "outside",
		filepath.Join(dir, "index.html"):         "<p>hi</p>",
		filepath.Join(dir, "assets", "app.js"):   "inside",
	} {
		if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(name, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for link, target := range map[string]string{
		"secret":         filepath.Join(outside, "secret"),
		"secret-rel":     filepath.Join("..", filepath.Base(outside), "secret"),
		"out":            filepath.Join(outside, "sub"),
		"same.js":        filepath.Join("assets", "app.js"),
		"more":           "assets",
		"secret.js":      filepath.Join(outside, "secret"),
		"secret.js.br":   filepath.Join(outside, "secret"),
		"index2.html":    "index.html",
		"index2.html.br": filepath.Join(outside, "secret"),
	} {
		if err := os.Symlink(target, filepath.Join(dir, link)); err != nil {
			t.Fatal(err)
		}
	}
	// the precompressed copy must be newer than the file it stands for
	later := time.Now().Add(time.Hour)
	os.Chtimes(filepath.Join(outside, "secret"), later, later)

	tests := []struct {
		path, accept string
		status       int
		body         string
	}{
		{"/secret", "", 404, ""},
		{"/secret-rel", "", 404, ""},
		{"/out/leak.js", "", 404, ""},
		{"/secret.js", "br", 404, ""},
		{"/index2.html", "br", 200, "<p>hi</p>"}, // the link inside is followed; its .br outside is not
		{"/same.js", "", 200, "inside"},
		{"/more/app.js", "", 200, "inside"},
		{"/assets/app.js", "", 200, "inside"},
	}
	h := Handler(dir)
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodGet, "http://x"+tt.path, nil)
			if tt.accept != "" {
				req.Header.Set("Accept-Encoding", tt.accept)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != tt.status {
				t.Fatalf("status %d; want %d (body %q)", rec.Code, tt.status, rec.Body.String())
			}
			if strings.Contains(rec.Body.String(), "password") || strings.Contains(rec.Body.String(), "outside") {
				t.Fatalf("served a file outside the folder: %q", rec.Body.String())
			}
			if tt.status == 200 && rec.Body.String() != tt.body {
				t.Errorf("body %q; want %q", rec.Body.String(), tt.body)
			}
		})
	}
}

// TestPreconditionFailedHasNoLength is the regression test for issue 40's
// item 7: a precompressed file's 412 (If-Match, If-Unmodified-Since in
// the past) carried the file's Content-Length and no body, and clients
// failed reading it; over a real connection the answer now reads whole.
func TestPreconditionFailedHasNoLength(t *testing.T) {
	dir := t.TempDir()
	old := time.Now().Add(-time.Hour)
	for name, body := range map[string]string{"app.wasm": "raw", "app.wasm.br": strings.Repeat("b", 100_000)} {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		os.Chtimes(p, old, old)
	}
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	tests := []struct {
		name, header, value string
		status              int
		length              int // the body's bytes, and its Content-Length when it has one
	}{
		{"If-Match", "If-Match", `"x"`, http.StatusPreconditionFailed, 0},
		{"If-Unmodified-Since", "If-Unmodified-Since", old.Add(-24 * time.Hour).UTC().Format(http.TimeFormat), http.StatusPreconditionFailed, 0},
		{"If-Modified-Since", "If-Modified-Since", time.Now().UTC().Format(http.TimeFormat), http.StatusNotModified, 0},
		{"whole", "", "", http.StatusOK, 100_000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req, _ := http.NewRequest(http.MethodGet, srv.URL+"/app.wasm", nil)
			req.Header.Set("Accept-Encoding", "br")
			if tt.header != "" {
				req.Header.Set(tt.header, tt.value)
			}
			resp, err := http.DefaultTransport.RoundTrip(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			body, err := io.ReadAll(resp.Body)
			if err != nil {
				t.Fatalf("reading the %d answer: %v (Content-Length %q)", resp.StatusCode, err, resp.Header.Get("Content-Length"))
			}
			if resp.StatusCode != tt.status || len(body) != tt.length {
				t.Fatalf("status %d with %d bytes; want %d with %d", resp.StatusCode, len(body), tt.status, tt.length)
			}
			if cl := resp.Header.Get("Content-Length"); cl != "" && cl != strconv.Itoa(tt.length) {
				t.Errorf("Content-Length %q over a body of %d bytes", cl, len(body))
			}
		})
	}
}
