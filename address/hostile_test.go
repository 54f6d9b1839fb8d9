package address

import (
	"net/url"
	"strings"
	"testing"
)

// TestHostileQueries: malformed, unknown and out-of-range parameters
// each get a notice that names the parameter, and the state keeps every
// knob in its range (the page shows the notice; TestHostileURLs in the
// browser checks that nothing of the address reaches the page as HTML).
func TestHostileQueries(t *testing.T) {
	huge := strings.Repeat("7", 100<<10)
	for _, tc := range []struct{ name, query, mention string }{
		{"huge", "distance=99999999999999999999", "distance"},
		{"negative", "size=-512", "size"},
		{"nan", "rate=NaN", "rate"},
		{"unknown", "frobnicate=1", "frobnicate"},
		{"markup", "xdp=" + url.QueryEscape(`<img src=x onerror="window.__pwned=1">`), "xdp"},
		{"script-key", url.QueryEscape(`<script>window.__pwned=1</script>`) + "=1", "script"},
		{"lesson", "lesson=" + url.QueryEscape(`"><svg onload=window.__pwned=1>`), "lesson"},
		{"100KB", "size=" + huge, "limit"},
		{"escapes", "distance=%zz&%%=", "malformed"},
		{"misspelt-parameter", "set=dram=120", "did you mean dram-ns?"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, ns := Parse(tc.query, Default(), testLessons)
			if len(ns) == 0 {
				t.Fatalf("no notice for %.60s", tc.query)
			}
			var all []string
			for _, n := range ns {
				all = append(all, n.Text)
			}
			if text := strings.Join(all, " "); !strings.Contains(text, tc.mention) {
				t.Errorf("notices %q do not name %q", text, tc.mention)
			}
			if s.Config.Distance < 0 || s.Config.Distance > 16 || s.Config.Size < 64 {
				t.Errorf("the state took an out-of-range value: distance %d, size %d", s.Config.Distance, s.Config.Size)
			}
			if err := s.Config.Validate(); err != nil {
				t.Errorf("the state's configuration is refused: %v", err)
			}
			if s.Lesson != "" && !strings.HasPrefix(tc.name, "lesson") {
				t.Errorf("a lesson %q from %.60s", s.Lesson, tc.query)
			}
		})
	}
}
