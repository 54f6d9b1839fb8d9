package layout

import "testing"

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
