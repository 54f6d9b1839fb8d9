package site

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
)

// Handler serves the files under dir. For a request whose Accept-Encoding
// allows it, it serves the precompressed sibling (name.br, then name.gz)
// with the Content-Type of the original, so a .wasm file always goes out as
// application/wasm, which WebAssembly.instantiateStreaming requires.
//
// Every response carries Cache-Control: no-cache, so a rebuilt module is
// never shadowed by a stale copy while developing.
func Handler(dir string) http.Handler {
	return &handler{dir: dir}
}

type handler struct {
	dir string
}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name := path.Clean("/" + r.URL.Path)
	if strings.HasSuffix(name, "/") || name == "/" {
		name = path.Join(name, "index.html")
	}
	full := filepath.Join(h.dir, filepath.FromSlash(name))
	st, err := os.Stat(full)
	if err == nil && st.IsDir() {
		name = path.Join(name, "index.html")
		full = filepath.Join(full, "index.html")
		st, err = os.Stat(full)
	}
	if err != nil {
		http.NotFound(w, r)
		return
	}
	ctype := ContentType(name)
	w.Header().Set("Content-Type", ctype)
	w.Header().Set("Cache-Control", "no-cache")
	w.Header().Add("Vary", "Accept-Encoding")

	for _, enc := range []struct{ token, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
		if !accepts(r.Header.Get("Accept-Encoding"), enc.token) {
			continue
		}
		cst, err := os.Stat(full + enc.ext)
		if err != nil || cst.ModTime().Before(st.ModTime()) {
			continue
		}
		f, err := os.Open(full + enc.ext)
		if err != nil {
			continue
		}
		defer f.Close()
		w.Header().Set("Content-Encoding", enc.token)
		// ServeContent gives no length to an encoded body; the page's
		// loader shows its progress against it. A range has its own.
		if r.Header.Get("Range") == "" {
			w.Header().Set("Content-Length", strconv.FormatInt(cst.Size(), 10))
		}
		http.ServeContent(w, r, name, cst.ModTime(), f)
		return
	}
	f, err := os.Open(full)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	http.ServeContent(w, r, name, st.ModTime(), f)
}

// ContentType returns the media type for a file name, with the types a
// WebAssembly site needs fixed rather than taken from the host's tables.
func ContentType(name string) string {
	switch path.Ext(name) {
	case ".wasm":
		return "application/wasm"
	case ".js":
		return "text/javascript; charset=utf-8"
	case ".html":
		return "text/html; charset=utf-8"
	case ".css":
		return "text/css; charset=utf-8"
	case ".png":
		return "image/png"
	case ".json":
		return "application/json"
	}
	if t := mime.TypeByExtension(path.Ext(name)); t != "" {
		return t
	}
	return "application/octet-stream"
}
