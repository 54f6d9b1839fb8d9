package lessons

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// The lesson panel on a projector: about 560 × 300 design units at
// 22-unit type, that is about 46 characters a line and, under the title,
// nine lines of text.
const (
	panelColumns = 46
	panelLines   = 9
	titleColumns = 30
	choiceChars  = 28
)

// wrap counts the lines of s broken at spaces to fit width columns; a word
// longer than the width takes lines of its own.
func wrap(s string, width int) int {
	lines, col := 1, 0
	for _, w := range strings.Fields(s) {
		n := utf8.RuneCountInString(w)
		switch {
		case col == 0:
			col = n
		case col+1+n <= width:
			col += 1 + n
		default:
			lines++
			col = n
		}
		for col > width {
			lines++
			col -= width
		}
	}
	return lines
}

func TestWrap(t *testing.T) {
	tests := []struct {
		s     string
		width int
		want  int
	}{
		{"", 10, 1},
		{"one two", 10, 1},
		{"one two three", 10, 2},
		{"abcdefghijklmnop", 10, 2},
	}
	for _, tt := range tests {
		if got := wrap(tt.s, tt.width); got != tt.want {
			t.Errorf("wrap(%q, %d) = %d; want %d", tt.s, tt.width, got, tt.want)
		}
	}
}

// TestFitsThePanel fills every step, answers it wrong (the longest
// verdict) and checks that text, title and choices fit a projector panel.
func TestFitsThePanel(t *testing.T) {
	for _, l := range All() {
		r, err := NewRunner(l)
		if err != nil {
			t.Fatal(err)
		}
		for {
			where := l.ID + " step " + r.Title()
			check := func(what, s string) {
				if n := wrap(s, panelColumns); n > panelLines {
					t.Errorf("%s: %s takes %d lines of %d columns; the panel holds %d:\n%s", where, what, n, panelColumns, panelLines, s)
				}
			}
			check("the text", r.Text())
			if utf8.RuneCountInString(r.Title()) > titleColumns {
				t.Errorf("%s: the title is longer than %d characters", where, titleColumns)
			}
			if cs := r.Choices(); cs != nil {
				for _, c := range cs {
					if utf8.RuneCountInString(c) > choiceChars {
						t.Errorf("%s: choice %q is longer than %d characters", where, c, choiceChars)
					}
				}
				r.Answer((rightChoice(t, r) + 1) % len(cs))
				check("the answer", r.Text())
			}
			if r.AtEnd() {
				break
			}
			r.Advance()
		}
	}
}
