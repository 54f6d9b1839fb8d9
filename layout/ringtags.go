package layout

import "math"

// The ring's cursors (the device's write head, NAPI, the look-ahead's
// target) each carry a tag that names them, hung over or under the
// stride they mark. On a ring of 16 or 64 rows a row is thinner than a
// tag, so the tags of two cursors on neighbouring rows land on each
// other, and a cursor at the start of a row would push its tag over the
// column of WQE labels. PlaceTags keeps every tag right of that column
// and off the tags placed before it.

// TagSide is where a tag stands against the mark of its stride.
type TagSide int

const (
	TagCentred      TagSide = iota // centred on the mark: the device
	TagEndsAtMark                  // left of the mark: NAPI
	TagStartsAtMark                // right of the mark: the prefetch target
)

// Sizes of a cursor's tag and its pointer, in design units.
const (
	RingTagH   = 23.0 // a tag's height
	RingTagTri = 7.0  // the pointer between the tag and its stride
	ringTagGap = 4.0  // between two tags side by side
)

// RingTag is what PlaceTags needs of a cursor's tag: the cell it marks,
// whether it hangs above the cell (else below), its width and its side.
type RingTag struct {
	Cell  Rect
	Above bool
	W     float64
	Side  TagSide
}

// at is where the tag would go by itself: beside its mark as its side
// says, over or under the cell.
func (t RingTag) at(above bool) Rect {
	cx := t.Cell.X + t.Cell.W/2
	r := Rect{X: cx - t.W/2, W: t.W, H: RingTagH}
	switch t.Side {
	case TagEndsAtMark:
		r.X = cx + 6 - t.W
	case TagStartsAtMark:
		r.X = cx - 6
	}
	if above {
		r.Y = t.Cell.Y - RingTagTri - 2 - RingTagH
	} else {
		r.Y = t.Cell.Bottom() + RingTagTri + 2
	}
	return r
}

// PlaceTags writes into out[i] the rectangle of tags[i] (out must be as
// long), in order of priority: the first tag goes where it asks, each
// later one where it asks unless that covers a tag already placed; then
// beside that tag, right or left, whichever is nearer where it asked;
// then the same under its stride instead of over it (or over instead of
// under). Every tag stays over the strides' width, between the WQE labels
// and the strides' right edge (TestRingTagsClear).
func (g RingGrid) PlaceTags(tags []RingTag, out []Rect) {
	for i, t := range tags {
		out[i] = g.placeTag(t, out[:i])
	}
}

// placeTag places t clear of placed, as PlaceTags says.
func (g RingGrid) placeTag(t RingTag, placed []Rect) Rect {
	first := g.clampTag(t.at(t.Above))
	for _, above := range [2]bool{t.Above, !t.Above} {
		want := g.clampTag(t.at(above))
		if clearOf(want, placed) {
			return want
		}
		best, found := Rect{}, false
		for _, p := range placed {
			for _, x := range [2]float64{p.Right() + ringTagGap, p.X - ringTagGap - want.W} {
				c := want
				c.X = x
				if !g.tagFits(c) || !clearOf(c, placed) {
					continue
				}
				if !found || math.Abs(c.X-want.X) < math.Abs(best.X-want.X) {
					best, found = c, true
				}
			}
		}
		if found {
			return best
		}
	}
	return first
}

// clampTag keeps r over the strides: right of the WQE labels and left of
// the strides' right edge. Kept 4 units from the panel's edge, a tag at
// a row's last stride stood on the panel's frame.
func (g RingGrid) clampTag(r Rect) Rect {
	r.X = max(g.Cells.X, min(r.X, g.Cells.Right()-r.W))
	return r
}

// tagFits reports whether r stays over the strides' width.
func (g RingGrid) tagFits(r Rect) bool {
	return r.X >= g.Cells.X && r.Right() <= g.Cells.Right()
}

// clearOf reports whether r covers none of placed.
func clearOf(r Rect, placed []Rect) bool {
	for _, p := range placed {
		if r.Overlaps(p) {
			return false
		}
	}
	return true
}
