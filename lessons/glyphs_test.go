package lessons

import (
	"go/scanner"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/golang/freetype/truetype"

	"rxscope/assets"
	"rxscope/model/validation"
)

// TestGlyphs: every character of every lesson's words, of the published
// figures and of every string the program's sources write has a glyph in
// the fonts the visualizer draws them with (the embedded fonts are subsets
// of the Go fonts: ASCII, Latin-1, punctuation, arrows, mathematical
// operators and shapes), so nothing on the screen is an empty box.
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
	for _, f := range validation.PublishedFigures() {
		check(f.ID, f.What+f.Text)
	}
	// every string and character literal of the program's sources (the
	// visualizer's words among them), tests left out
	for _, dir := range []string{".", "../model", "../model/validation", "../model/sensitivity", "../model/perfstat", "../model/perfetto", "../app", "../viz", "../layout", "../address", "../web"} {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		if len(files) == 0 {
			t.Fatalf("%s: no sources to check (a folder moved?)", dir)
		}
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			var sc scanner.Scanner
			fset := token.NewFileSet()
			sc.Init(fset.AddFile(name, -1, len(src)), src, nil, 0)
			for {
				pos, tok, lit := sc.Scan()
				if tok == token.EOF {
					break
				}
				if tok != token.STRING && tok != token.CHAR {
					continue
				}
				v := lit
				if tok == token.STRING {
					if u, err := strconv.Unquote(lit); err == nil {
						v = u
					}
				}
				for _, r := range v {
					if r < 0x20 || r == 0x7f || r > 0xFFFF {
						continue // control characters and byte escapes are not drawn
					}
					check(fset.Position(pos).String(), string(r))
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
