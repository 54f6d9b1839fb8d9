package layout

import "strings"

// A scene's line of figures is a list of items ("cx4lx-2016 · measured
// 10 → 12.5 Mpps · model 10.45 → 12.50 Mpps · 0.0 → 0.0 % LLC miss").
// Broken at the last space that fits, as Wrap breaks prose, a figure
// was cut in two ("… · 0.0" over "→ 0.0 % LLC miss") or the model's
// pending "…" went alone on a line. WrapItems breaks between items.

// WrapItems breaks s, items joined by sep, into lines no wider than
// width at size, as Wrap does, but between items, the separator dropped
// at the break: an item starts a line when it does not fit after the
// last, and an item wider than a line is broken as Wrap breaks it. The
// lines are appended to dst, which is returned.
func WrapItems(dst []Span, s, sep string, width, size float64, measure TextWidth) []Span {
	start, end := -1, -1 // the line being filled; -1 when it is empty
	for i := 0; i <= len(s); {
		j := strings.Index(s[i:], sep)
		if j < 0 {
			j = len(s)
		} else {
			j += i
		}
		// the item s[i:j], after the line so far when it fits there
		switch {
		case start >= 0 && measure(s[start:j], size) <= width:
			end = j
		case measure(s[i:j], size) <= width:
			if start >= 0 {
				dst = append(dst, Span{start, end})
			}
			start, end = i, j
		default:
			// wider than a line on its own: as prose, the last of its
			// lines left open for the next item
			if start >= 0 {
				dst = append(dst, Span{start, end})
			}
			n := len(dst)
			dst = Wrap(dst, s[i:j], width, size, measure)
			for k := n; k < len(dst); k++ {
				dst[k].Start += i
				dst[k].End += i
			}
			start, end = -1, -1
			if len(dst) > n {
				start, end = dst[len(dst)-1].Start, dst[len(dst)-1].End
				dst = dst[:len(dst)-1]
			}
		}
		if j == len(s) {
			break
		}
		i = j + len(sep)
	}
	if start >= 0 {
		dst = append(dst, Span{start, end})
	}
	return dst
}
