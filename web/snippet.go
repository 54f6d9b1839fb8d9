package main

import (
	"html"
	"strings"
)

// embedSnippet is the HTML a site author pastes to embed the state: an
// iframe in a 16:9 box, lazily loaded, with a title for screen readers.
func embedSnippet(pageURL, query string) string {
	src := pageURL + "?embed=1"
	if query != "" {
		src += "&" + strings.TrimPrefix(query, "?")
	}
	return `<div style="position:relative;width:100%;aspect-ratio:16/9">` +
		`<iframe src="` + html.EscapeString(src) + `" title="rxscope: the mlx5 striding receive queue and the CPU caches"` +
		` style="position:absolute;inset:0;width:100%;height:100%;border:0" loading="lazy" allow="fullscreen; clipboard-write"></iframe></div>`
}
