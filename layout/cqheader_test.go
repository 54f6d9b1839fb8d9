package layout

import (
	"fmt"
	"strings"
	"testing"
)

// TestCQHeaderClear lays out the CQ panel's first line with the screen's
// fonts, at both types and every window size, for the counters the
// screens showed and larger: the legend stays inside the panel, the
// counter never reaches it (a jumbo ring's "slot 1967/65536" ran into its
// "CQE" on the projector), and the counter keeps at least "cc" and its
// count, cut at a whole item, never set smaller.
func TestCQHeaderClear(t *testing.T) {
	m := newMeasurer(t)
	for _, ty := range []Type{ScreenType, ProjectorType} {
		panel := NewScreenFor(ty).CQ
		for _, win := range windows[:2] {
			sc := FitWindow(win.w, win.h).S
			measure := func(s string, size float64) float64 { return m.width(s, regular, size, sc) / sc }
			info, legend := CQHeader(panel, m.width("RX CQ", bold, ty.Title, sc)/sc, CQLegendW(ty.Label, measure))
			where := fmt.Sprintf("label size %g, %gx%g", ty.Label, win.w, win.h)
			if !legend.Inside(panel) || info.Right() > legend.X-cqLegendGap+1e-9 || info.X < panel.X {
				t.Errorf("%s: counter %+v and legend %+v: the legend leaves the panel %+v or the counter reaches it", where, info, legend, panel)
			}
			for _, c := range []struct{ line, want string }{
				{"cc 3,985 · slot 913/1024", "cc 3,985 · slot 913/1024"},
				{"cc 1,967 · slot 1967/65536", "cc 1,967 · slot 1967/65536"},
				{"cc 12,345,678 · slot 65535/65536", ""},
			} {
				got := string(CutItems([]byte(c.line), " · ", info.W, func(b []byte) float64 { return m.width(string(b), mono, ty.Label, sc) / sc }))
				if m.width(got, mono, ty.Label, sc) > info.W*sc+0.5 {
					t.Errorf("%s: %q cut to %q is wider than its %.1f units", where, c.line, got, info.W)
				}
				if c.want != "" && got != c.want {
					t.Errorf("%s: %q cut to %q; there is room for %q", where, c.line, got, c.want)
				}
				if count, _, _ := strings.Cut(c.line, " · "); !strings.HasPrefix(got, count) {
					t.Errorf("%s: %q cut to %q: the count itself is gone", where, c.line, got)
				}
			}
		}
	}
}

// TestCutItems: a list cut at whole items, never inside one.
func TestCutItems(t *testing.T) {
	width := func(b []byte) float64 { return float64(len(b)) } // a unit a byte
	for _, c := range []struct {
		in    string
		width float64
		want  string
	}{
		{"cc 1 · slot 1/8", 20, "cc 1 · slot 1/8"},
		{"cc 1 · slot 1/8", 10, "cc 1"},
		{"cc 1 · slot 1/8", 3, ""},
		{"a · b · c", 6, "a · b"},
	} {
		if got := string(CutItems([]byte(c.in), " · ", c.width, width)); got != c.want {
			t.Errorf("CutItems(%q, %g) = %q, want %q", c.in, c.width, got, c.want)
		}
	}
}
