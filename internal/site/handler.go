package site

import (
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// Handler serves the files under dir. For a request whose Accept-Encoding
// allows it, it serves the precompressed sibling (name.br, then name.gz)
// with the Content-Type of the original, so a .wasm file always goes out as
// application/wasm, which WebAssembly.instantiateStreaming requires.
//
// Every file is opened through an os.Root of dir: a symbolic link is
// followed only to a place under dir (and never an absolute one), so a
// link in the folder to /etc/passwd, or to a folder outside, is not found
// rather than served.
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
	// opened for each request, so that a folder built anew is served anew
	root, err := os.OpenRoot(h.dir)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer root.Close()
	name := path.Clean("/" + r.URL.Path)
	if strings.HasSuffix(name, "/") || name == "/" {
		name = path.Join(name, "index.html")
	}
	rel := filepath.FromSlash(strings.TrimPrefix(name, "/"))
	st, err := root.Stat(rel)
	if err == nil && st.IsDir() {
		name = path.Join(name, "index.html")
		rel = filepath.Join(rel, "index.html")
		st, err = root.Stat(rel)
	}
	if err != nil || !st.Mode().IsRegular() {
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
		cst, err := root.Stat(rel + enc.ext)
		if err != nil || !cst.Mode().IsRegular() || cst.ModTime().Before(st.ModTime()) {
			continue
		}
		f, err := root.Open(rel + enc.ext)
		if err != nil {
			continue
		}
		defer f.Close()
		w.Header().Set("Content-Encoding", enc.token)
		// ServeContent gives no length to an encoded body; the page's
		// loader shows its progress against it. Only a whole body (200)
		// gets it: a 412 or a 304 has none, a range its own.
		http.ServeContent(&lengthOn200{ResponseWriter: w, length: cst.Size()}, r, name, cst.ModTime(), f)
		return
	}
	f, err := root.Open(rel)
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
