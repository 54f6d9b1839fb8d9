package layout

import (
	"strings"
	"unicode/utf8"
)

// Span is one line of wrapped text: the bytes [Start, End) of the text it
// was cut from. Lines are kept as spans, not strings, so that drawing a
// wrapped text slices the original and copies nothing.
type Span struct{ Start, End int }

// TextWidth returns the advance of s at size, both in design units. The
// screen measures with the glyphs it draws; the tests with the same fonts
// through freetype.
type TextWidth func(s string, size float64) float64

// Wrap breaks s into lines no wider than width at size, appends them to
// dst and returns it. Lines break at spaces (which are dropped at the
// break) and at '\n'; a word wider than a line is cut between runes.
// Advances add up (the Go fonts have no kerning), so a line is measured
// as the sum of its words and the spaces between them, each measured
// once.
func Wrap(dst []Span, s string, width, size float64, measure TextWidth) []Span {
	start, end := -1, -1 // the line being filled; -1 when it is empty
	lineW := 0.0
	for i := 0; i < len(s); {
		switch s[i] {
		case ' ':
			i++
			continue
		case '\n':
			if start < 0 {
				start, end = i, i
			}
			dst = append(dst, Span{start, end})
			start, end, lineW = -1, -1, 0
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] != ' ' && s[j] != '\n' {
			j++
		}
		w := measure(s[i:j], size)
		if start >= 0 {
			if gap := measure(s[end:i], size); lineW+gap+w <= width {
				end, lineW = j, lineW+gap+w
				i = j
				continue
			}
			dst = append(dst, Span{start, end})
		}
		// The word starts a line; cut it while it is wider than one.
		for w > width {
			k := cutAt(s[i:j], width, size, measure)
			dst = append(dst, Span{i, i + k})
			i += k
			w = measure(s[i:j], size)
		}
		start, end, lineW = i, j, w
		i = j
	}
	if start >= 0 {
		dst = append(dst, Span{start, end})
	}
	return dst
}

// cutAt is the length in bytes of the longest prefix of word that fits
// width, and at least one rune.
func cutAt(word string, width, size float64, measure TextWidth) int {
	cut := 0
	for k := range word {
		if k == 0 {
			continue
		}
		if measure(word[:k], size) > width {
			break
		}
		cut = k
	}
	if cut == 0 {
		_, n := utf8.DecodeRuneInString(word)
		return n
	}
	return cut
}

// FitItems returns s, a list of items joined by sep ("machine zen5 ·
// traffic tcp · lro on"), as it fits in width at size: whole, or its
// leading items followed by sep and "…", or "" when not even the first
// item does. A line that must read from the back of a room is cut
// rather than set smaller.
func FitItems(s, sep string, width, size float64, measure TextWidth) string {
	if measure(s, size) <= width {
		return s
	}
	for {
		i := strings.LastIndex(s, sep)
		if i < 0 {
			return ""
		}
		s = s[:i]
		if cut := s + sep + "…"; measure(cut, size) <= width {
			return cut
		}
	}
}
