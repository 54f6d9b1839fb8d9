package layout

import "strings"

// A button or a row of chips is one line high for a finger (MinHit), two
// lines high for text. A label that does not fit on one line at its size
// was set smaller until it did: "Try variant = stride-ahead" in the
// lesson's try button was 13 px on a projector at 1080p. TwoLines breaks
// it in two instead, so that it keeps a size that reads from the back of
// a room.

// twoLinesLeading is the height of a line of a two-line label, as a
// fraction of its size.
const twoLinesLeading = 1.15

// TwoLines sets s in a box w×h at size: on one line (second empty) when
// it fits; else broken at the space that leaves the wider of its two
// lines narrowest, at the largest size up to size at which both lines fit
// the width and two lines the height, if that is at least floor and
// larger than one line would be set. Otherwise s stays on one line at
// size, for the painter to set smaller. The lines are slices of s.
func TwoLines(s string, w, h, size, floor float64, measure TextWidth) (first, second string, at float64) {
	one := measure(s, size)
	if one <= w {
		return s, "", size
	}
	// the size one line would be set at: kept when two lines would be no
	// larger ("Getting ready…" a little under its size, not in two)
	oneAt := size * w / one
	// first at the spaces that keep "knob = value" and an item's " · "
	// whole, then at any space
	for _, any := range [2]bool{false, true} {
		best, bestW := -1, 0.0
		for i := 0; i < len(s); i++ {
			if s[i] != ' ' || !any && splitsItem(s, i) {
				continue
			}
			if wide := max(measure(s[:i], size), measure(s[i+1:], size)); best < 0 || wide < bestW {
				best, bestW = i, wide
			}
		}
		if best < 0 {
			continue
		}
		if at = min(size, size*w/bestW, h/(2*twoLinesLeading)); at >= floor && at > oneAt {
			return s[:best], s[best+1:], at
		}
	}
	return s, "", size
}

// splitsItem reports whether a break at the space s[i] would part a
// knob from its value ("lines" and "= headers") or start a line with the
// items' separator ("· lro = off").
func splitsItem(s string, i int) bool {
	return i > 0 && s[i-1] == '=' || i+1 < len(s) && s[i+1] == '=' || strings.HasPrefix(s[i+1:], "·")
}

// TwoLinesPitch is the distance between the tops of the two lines of a
// label set by TwoLines at size.
func TwoLinesPitch(size float64) float64 { return size * twoLinesLeading }
