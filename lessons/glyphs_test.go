package lessons

import (
	"testing"

	"github.com/golang/freetype/truetype"

	"rxscope/assets"
)

// TestGlyphs: every character of every lesson's words has a glyph in the
// fonts the visualizer draws them with (the embedded fonts are subsets of
// the Go fonts: Latin, Greek, punctuation, arrows, mathematical operators
// and shapes), so no lesson shows an empty box.
func TestGlyphs(t *testing.T) {
	var fonts []*truetype.Font
	for _, ttf := range [][]byte{assets.GoRegular, assets.GoBold} {
		f, err := truetype.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		fonts = append(fonts, f)
	}
	check := func(where, s string) {
		for _, r := range s {
			for i, f := range fonts {
				if f.Index(r) == 0 {
					t.Errorf("%s: no glyph for %q (U+%04X) in font %d", where, r, r, i)
				}
			}
		}
	}
	for _, l := range All() {
		check(l.ID, l.Title+l.Summary)
		for _, st := range l.Steps {
			check(l.ID+" step "+st.Title, st.Title+st.Text)
			if q := st.Predict; q != nil {
				check(l.ID+" reveal", q.Reveal)
				for _, c := range q.Choices {
					check(l.ID+" choice", c.Text)
				}
			}
		}
	}
}
