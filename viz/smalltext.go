package viz

// smallest records the smallest text a frame draws, after any text set
// smaller to fit its box, so that the page can check that no label of
// the projector theme falls under the size that reads from the back of a
// room (layout.ProjectorMinLabel). It holds a copy of the text's first
// bytes, so that recording allocates nothing.
type smallest struct {
	size float64 // in design units; 0: nothing drawn yet
	n    int
	buf  [48]byte
}

// note records text s (or b) drawn at size design units if it is the
// smallest so far.
func (m *smallest) note(s string, b []byte, size float64) {
	if (m.size != 0 && size >= m.size) || (s == "" && len(b) == 0) {
		return
	}
	m.size = size
	m.n = copy(m.buf[:], s)
	m.n += copy(m.buf[m.n:], b)
}

// text is the recorded text.
func (m *smallest) text() []byte { return m.buf[:m.n] }
