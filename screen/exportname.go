package screen

import (
	"html"
	"strconv"
	"strings"

	"rxscope/lessons"
	"rxscope/model"
)

// PNGName names a PNG of the screen after its state: the lesson and step
// if any (r is nil outside a lesson), then the driver, the distance, the
// packet size and XDP, e.g.
// rxscope-ahead-step3-stride-ahead-d4-512B-xdp-off.png.
func PNGName(cfg model.Config, r *lessons.Runner) string {
	parts := []string{"rxscope"}
	if r != nil {
		parts = append(parts, r.Lesson().ID, "step"+strconv.Itoa(r.Index()+1))
	}
	parts = append(parts, cfg.Variant, "d"+strconv.Itoa(cfg.Distance), strconv.Itoa(cfg.Size)+"B", "xdp-"+cfg.Get("xdp"))
	return FileSafe(strings.Join(parts, "-")) + ".png"
}

// FileSafe keeps letters, digits, '-' and '.', and turns anything else
// into '-'.
func FileSafe(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '.':
			return r
		}
		return '-'
	}, s)
}

// LinkURL is the link L copies: the page's address pageURL (its origin
// and path) with the state's query, if any.
func LinkURL(pageURL, query string) string {
	if query == "" {
		return pageURL
	}
	return pageURL + "?" + query
}

// EmbedSnippet is the HTML Shift+L copies for a site author to paste: an
// iframe of the page pageURL showing the state query, embedded
// (embed=1), in a 16:9 box, lazily loaded, with a title for screen
// readers.
func EmbedSnippet(pageURL, query string) string {
	src := pageURL + "?embed=1"
	if query != "" {
		src += "&" + strings.TrimPrefix(query, "?")
	}
	return `<div style="position:relative;width:100%;aspect-ratio:16/9">` +
		`<iframe src="` + html.EscapeString(src) + `" title="rxscope: the mlx5 striding receive queue and the CPU caches"` +
		` style="position:absolute;inset:0;width:100%;height:100%;border:0" loading="lazy" allow="fullscreen; clipboard-write"></iframe></div>`
}
