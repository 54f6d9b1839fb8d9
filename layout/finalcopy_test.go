package layout

import "testing"

// TestCopyIsIdentity checks when the frame may be drawn straight onto the
// canvas: only when the copy from the offscreen would change nothing.
func TestCopyIsIdentity(t *testing.T) {
	for _, c := range []struct {
		name                         string
		a, b, tx, c, d, ty           float64
		offW, offH, screenW, screenH int
		want                         bool
	}{
		{"identity, same size", 1, 0, 0, 0, 1, 0, 1280, 720, 1280, 720, true},
		{"identity, a wider screen (letterboxed)", 1, 0, 0, 0, 1, 0, 1280, 720, 1282, 720, false},
		{"identity, a taller screen", 1, 0, 0, 0, 1, 0, 1280, 720, 1280, 721, false},
		{"scaled by two (a HiDPI copy)", 2, 0, 0, 0, 2, 0, 640, 360, 1280, 720, false},
		{"scaled down a little", 0.999, 0, 0, 0, 0.999, 0, 1280, 720, 1280, 720, false},
		{"moved right by one pixel", 1, 0, 1, 0, 1, 0, 1280, 720, 1280, 720, false},
		{"moved down by half a pixel", 1, 0, 0, 0, 1, 0.5, 1280, 720, 1280, 720, false},
		{"sheared", 1, 0.1, 0, 0, 1, 0, 1280, 720, 1280, 720, false},
		{"flipped", 1, 0, 0, 0, -1, 720, 1280, 720, 1280, 720, false},
	} {
		if got := CopyIsIdentity(c.a, c.b, c.tx, c.c, c.d, c.ty, c.offW, c.offH, c.screenW, c.screenH); got != c.want {
			t.Errorf("%s: CopyIsIdentity = %v; want %v", c.name, got, c.want)
		}
	}
}
