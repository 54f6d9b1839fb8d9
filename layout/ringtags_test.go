package layout

import (
	"fmt"
	"testing"
)

// TestRingLabelsFit measures the widest WQE label with the screen's mono
// font: it fits its column at its full size with both types and at every
// window size, so no label is set smaller than its neighbours (the
// projector's legacy ring drew "WQE 256" smaller than "WQE 0").
func TestRingLabelsFit(t *testing.T) {
	m := newMeasurer(t)
	for _, ty := range []Type{ScreenType, ProjectorType} {
		g := NewRingGrid(NewScreenFor(ty).Ring, 8, 128, ty)
		box := Rect{X: g.Labels.X, W: g.Labels.W - RingLabelGap, H: ty.Label + 4}
		for _, win := range windows {
			sc := FitWindow(win.w, win.h).S
			for _, label := range []string{"WQE 0", "WQE 768", ringLabelWidest} {
				if !m.fits(label, mono, ty.Label, box, sc) {
					t.Errorf("label size %g, %gx%g: %q is %.1f px wide; its column leaves %.1f px",
						ty.Label, win.w, win.h, label, m.width(label, mono, ty.Label, sc), box.W*sc)
				}
			}
		}
	}
}

// TestRingTagsClear places the three cursors' tags where the screens
// showed them covering a WQE label or each other, at the ring's shapes
// and both types: every tag stays right of the labels and inside the
// panel, no two tags share a pixel, and a tag alone goes where it asks.
func TestRingTagsClear(t *testing.T) {
	const napiW, prefetchW, deviceW = 72, 150, 90
	type cursor struct{ row, col int }
	cases := []struct {
		name                     string
		rows, cols               int
		napi, prefetch, device   cursor
		prefetchAbove            bool
		withPrefetch, withDevice bool
	}{
		// mlx4: NAPI at the start of a legacy ring's row, its look-ahead
		// three descriptors further
		{"legacy, NAPI at a row's start", 8, 128, cursor{6, 1}, cursor{6, 4}, cursor{}, true, true, false},
		// the device's write head at the first stride of a WQE
		{"device at a WQE's first stride", 8, 128, cursor{6, 100}, cursor{6, 104}, cursor{4, 0}, true, true, true},
		// XDP's 16 rows: the device one row above NAPI, a stride apart
		{"XDP, device a row above NAPI", 16, 64, cursor{13, 44}, cursor{13, 48}, cursor{12, 45}, true, true, true},
		// the prefetch near the right end goes under its stride, beside
		// the device's tag
		{"prefetch under at the right end", 16, 64, cursor{6, 60}, cursor{6, 63}, cursor{5, 62}, false, true, true},
		{"jumbo, all three together", 64, 1024, cursor{3, 0}, cursor{3, 2}, cursor{2, 1}, true, true, true},
		{"NAPI alone", 8, 128, cursor{2, 64}, cursor{}, cursor{}, true, false, false},
		// mlx4's look-ahead at a row's last descriptor, its tag under it:
		// it stood 4 units from the panel's edge, on its frame
		{"prefetch at a row's last stride", 8, 128, cursor{6, 120}, cursor{6, 127}, cursor{}, false, true, false},
	}
	for _, ty := range []Type{ScreenType, ProjectorType} {
		s := NewScreenFor(ty)
		for _, c := range cases {
			g := NewRingGrid(s.Ring, c.rows, c.cols, ty)
			tags := []RingTag{{Cell: g.Cell(c.napi.row, c.napi.col, 0), Above: true, W: napiW, Side: TagEndsAtMark}}
			if c.withPrefetch {
				tags = append(tags, RingTag{Cell: g.Cell(c.prefetch.row, c.prefetch.col, 0), Above: c.prefetchAbove, W: prefetchW, Side: TagStartsAtMark})
			}
			if c.withDevice {
				tags = append(tags, RingTag{Cell: g.Cell(c.device.row, c.device.col, 0), Above: false, W: deviceW, Side: TagCentred})
			}
			out := make([]Rect, len(tags))
			g.PlaceTags(tags, out)
			where := fmt.Sprintf("label size %g, %s", ty.Label, c.name)
			for i, r := range out {
				if r.X < g.Cells.X || r.Right() > g.Cells.Right() || r.W != tags[i].W || r.H != RingTagH {
					t.Errorf("%s: tag %d %+v leaves the strides' width (labels end at %.1f, strides at %.1f)", where, i, r, g.Cells.X, g.Cells.Right())
				}
				for j := range i {
					if r.Overlaps(out[j]) {
						t.Errorf("%s: tag %d %+v covers tag %d %+v", where, i, r, j, out[j])
					}
				}
			}
			if want := g.clampTag(tags[0].at(true)); out[0] != want {
				t.Errorf("%s: the first tag went to %+v; it asked for %+v", where, out[0], want)
			}
		}
	}
}
