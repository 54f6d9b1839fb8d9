package layout

// Shelves packs rectangles into a square of Side pixels the way a glyph
// atlas does: left to right along a shelf, a new shelf under the tallest
// rectangle of the last when a row is full, with Pad clear pixels after
// each rectangle and under each shelf. It never moves what it placed; it
// fails when the square is full, and Reset empties it.
type Shelves struct {
	Side, Pad  int
	x, y, rowH int // the shelf being filled: the next free x, its top, its tallest rectangle
}

// Reset empties the square but for a block of w×h pixels kept in its
// top-left corner (w = h = 0 keeps none).
func (s *Shelves) Reset(w, h int) {
	s.x, s.y, s.rowH = 0, 0, 0
	if w > 0 && h > 0 {
		s.x, s.rowH = w+s.Pad, h
	}
}

// Place finds room for a w×h rectangle and returns its top-left corner,
// or false if the square has none left.
func (s *Shelves) Place(w, h int) (x, y int, ok bool) {
	if w <= 0 || h <= 0 || w+s.Pad > s.Side || h+s.Pad > s.Side {
		return 0, 0, false
	}
	if s.x+w+s.Pad > s.Side { // the next shelf
		s.x, s.y, s.rowH = 0, s.y+s.rowH+s.Pad, 0
	}
	if s.y+h+s.Pad > s.Side {
		return 0, 0, false
	}
	x, y = s.x, s.y
	s.x += w + s.Pad
	s.rowH = max(s.rowH, h)
	return x, y, true
}
