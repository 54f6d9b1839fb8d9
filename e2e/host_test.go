package e2e

import (
	"html/template"
	"net/http"
	"strings"
)

// subPath is where the site is served a second time, as a folder of a
// larger site.
const subPath = "/sites/demo/rxscope/"

// plainPath serves the site a third time as a plain static host would:
// every file as it is, no compression negotiated (http.FileServer).
const plainPath = "/plain/"

// spaPath serves it a fourth time as a host that answers every missing
// file with its index page (status 200), here without the gzip copy.
const spaPath = "/spa/"

// spaHost is that host: the folder's files, but index.html in place of
// rxscope.wasm.gz.
func spaHost(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, ".gz") {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			http.ServeFile(w, r, dir+"/index.html")
			return
		}
		files.ServeHTTP(w, r)
	})
}

// hostPage is a page of a site that embeds rxscope in an iframe: a tall
// article, so that scrolling can be checked, with a helper to send
// messages and a log of the ones received.
var hostPage = template.Must(template.New("host").Parse(`<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,"></head>
<body style="margin:0;font:16px sans-serif">
<h1 style="margin:8px">An article about receive paths</h1>
<iframe id="rx" src="{{.Src}}" title="rxscope" style="display:block;width:960px;height:540px;border:0"></iframe>
<p id="after" tabindex="0">After the figure.</p>
<div style="height:3000px"></div>
<script>
"use strict";
window.msgs = [];
const frame = document.getElementById("rx");
const origin = new URL(frame.src, location.href).origin;
window.addEventListener("message", (e) => {
  if (e.origin === origin && e.source === frame.contentWindow) window.msgs.push(e.data);
});
window.send = (m) => frame.contentWindow.postMessage(m, origin);
window.last = (type) => { for (let i = window.msgs.length - 1; i >= 0; i--) if (window.msgs[i].type === type) return window.msgs[i]; return null; };
</script>
</body></html>`))

// serveHostPage serves /host/?src=URL: a host page whose iframe loads src
// (a site URL, absolute or on this server).
func serveHostPage(w http.ResponseWriter, r *http.Request) {
	src := r.URL.Query().Get("src")
	if !strings.HasPrefix(src, "http://127.0.0.1:") && !strings.HasPrefix(src, "/") {
		http.Error(w, "bad src", http.StatusBadRequest)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	hostPage.Execute(w, struct{ Src string }{src})
}
