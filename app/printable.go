package app

import (
	"strconv"
	"strings"
)

// Printable is s with each rune the screen's fonts cannot draw (has
// reports false) written as its code point, "U+4E2D", so that a notice
// quoting a hostile URL shows what was given instead of blank boxes.
// Control characters are written so too. s comes back as it was when
// every rune can be drawn.
func Printable(s string, has func(rune) bool) string {
	ok := true
	for _, r := range s {
		if !drawable(r, has) {
			ok = false
			break
		}
	}
	if ok {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if drawable(r, has) {
			b.WriteRune(r)
			continue
		}
		b.WriteString("U+")
		h := strings.ToUpper(strconv.FormatInt(int64(r), 16))
		for i := len(h); i < 4; i++ {
			b.WriteByte('0')
		}
		b.WriteString(h)
	}
	return b.String()
}

// drawable reports whether r can be drawn: a printable rune the fonts
// have (a line break is kept: the banner wraps at it).
func drawable(r rune, has func(rune) bool) bool {
	if r == '\n' {
		return true
	}
	return r >= ' ' && r != 0x7f && has(r)
}
