package site

import (
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"
)

func TestHandlerServesPrecompressed(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string, mod time.Time) {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		os.Chtimes(p, mod, mod)
	}
	old := time.Now().Add(-time.Hour)
	write("index.html", "<p>hi</p>", old)
	write("app.wasm", "raw", old)
	write("app.wasm.br", "brotli", old.Add(time.Minute))
	write("app.wasm.gz", "gzip", old.Add(time.Minute))
	write("stale.js", "new", old.Add(time.Minute))
	write("stale.js.gz", "old", old)

	tests := []struct {
		path, accept          string
		status                int
		body, ctype, encoding string
	}{
		{"/", "", 200, "<p>hi</p>", "text/html; charset=utf-8", ""},
		{"/app.wasm", "", 200, "raw", "application/wasm", ""},
		{"/app.wasm", "gzip, deflate, br", 200, "brotli", "application/wasm", "br"},
		{"/app.wasm", "gzip", 200, "gzip", "application/wasm", "gzip"},
		{"/app.wasm", "br;q=0, gzip", 200, "gzip", "application/wasm", "gzip"},
		{"/app.wasm", "BR;Q=0, gzip", 200, "gzip", "application/wasm", "gzip"},
		{"/stale.js", "gzip", 200, "new", "text/javascript; charset=utf-8", ""},
		{"/missing", "", 404, "", "", ""},
		{"/../../etc/passwd", "", 404, "", "", ""},
	}
	h := Handler(dir)
	for _, tt := range tests {
		t.Run(tt.path+" "+tt.accept, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodGet, "http://x"+tt.path, nil)
			if tt.accept != "" {
				req.Header.Set("Accept-Encoding", tt.accept)
			}
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != tt.status {
				t.Fatalf("status %d; want %d", rec.Code, tt.status)
			}
			if tt.status != 200 {
				return
			}
			if got := rec.Body.String(); got != tt.body {
				t.Errorf("body %q; want %q", got, tt.body)
			}
			if got := rec.Header().Get("Content-Type"); got != tt.ctype {
				t.Errorf("Content-Type %q; want %q", got, tt.ctype)
			}
			if got := rec.Header().Get("Content-Encoding"); got != tt.encoding {
				t.Errorf("Content-Encoding %q; want %q", got, tt.encoding)
			}
			// the length of what travels, compressed or not
			if got, want := rec.Header().Get("Content-Length"), strconv.Itoa(len(tt.body)); got != want {
				t.Errorf("Content-Length %q; want %q", got, want)
			}
		})
	}
}

func TestHandlerRejectsWrites(t *testing.T) {
	rec := httptest.NewRecorder()
	Handler(t.TempDir()).ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "http://x/", nil))
	if rec.Code != http.StatusMethodNotAllowed {
		t.Fatalf("POST status %d; want 405", rec.Code)
	}
}
