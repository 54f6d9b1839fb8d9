package layout

import (
	"math"
	"testing"
)

// TestPacketInfoFits sets the longest name of a packet a panel shows
// (a WQE and a stride of the largest ring, a jumbo frame or an LRO
// session, a verdict or a packet not yet written) in
// its line, in both themes at 1920×1080, at the theme's small size:
// never set smaller to fit.
func TestPacketInfoFits(t *testing.T) {
	m := newMeasurer(t)
	for _, ty := range []Type{ScreenType, ProjectorType} {
		s := NewScreenFor(ty)
		for _, r := range []Rect{s.Current, s.Ahead} {
			box := PacketInfoBox(r, ty)
			for _, name := range []string{"WQE 63 stride 2047 · 9000 B · not written yet", "WQE 63 stride 2047 · 65535 B, no FCS · XDP_DROP", "WQE 1023 · 9000 B, no FCS · driver-drop", "WQE 1023 · length not read · not written yet"} {
				fitIn(t, m, "packet name", name, mono, ty.Small, box, 1)
			}
			if box.H < ty.Small*1.2 || !box.Inside(r) {
				t.Errorf("the packet's name line %+v is under %.1f high or leaves its panel %+v", box, ty.Small*1.2, r)
			}
		}
	}
}

// TestPacketWordsClearOfEdges sets each word a line box may say, in the
// bold face at the type's word size (Label+2), in the box of a full
// packet panel (seven boxes), both themes, at 1920×1080 and 1280×720, set
// smaller where it does not fit as the painter does, and checks that it
// keeps PacketWordPad from the box's edges (half a pixel of rounding
// allowed) and stays at least the type's small size.
func TestPacketWordsClearOfEdges(t *testing.T) {
	m := newMeasurer(t)
	for _, ty := range []Type{ScreenType, ProjectorType} {
		s := NewScreenFor(ty)
		b := PacketBox(s.Current, 7, 2, ty.PacketInfo)
		wb := PacketWordBox(b)
		for _, sc := range []float64{1, 720.0 / 1080} {
			for _, word := range []string{"DRAM", "LLC", "mem", "inv", "L1", "L2", "core", "→"} {
				size := ty.Label + 2
				if w := m.width(word, bold, size, sc) / sc; w > wb.W {
					size = math.Floor(size*wb.W/w*sc) / sc // as the painter shrinks it
				}
				w := m.width(word, bold, size, sc) / sc
				if pad := (b.W - w) / 2; pad*sc < PacketWordPad*sc-0.5 || size < ty.Small {
					t.Errorf("type %v, scale %.2f: %q is %.1f wide at %.1f in a %.1f box: %.1f from its edges", ty.Label, sc, word, w, size, b.W, pad)
				}
			}
		}
	}
}
