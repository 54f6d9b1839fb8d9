package layout

import "testing"

// TestCPUInfoWhole measures the CPU strip's "last …" line in both types
// at 1920×1080, 1280×720 and 1024×768: its box, as wide as CPUInfoSample,
// holds every stretch the line prints at the label size, and stays
// clear of the segments' legend (its letters' boxes 27 units, each label
// and 12 after it, from the title's column).
func TestCPUInfoWhole(t *testing.T) {
	m := newMeasurer(t)
	legend := []string{"work", "CQE", "header", "page", "shinfo", "store q", "locked", "other"}
	for _, ty := range []Type{ScreenType, ProjectorType} {
		s := NewScreenFor(ty)
		for _, sc := range []float64{1, 720.0 / 1080, 576.0 / 1080} {
			wd := func(str string, tf typeface) float64 { return m.width(str, tf, ty.Label, sc) / sc }
			box := CPUInfoBox(s.CPU, wd(CPUInfoSample, mono))
			for _, str := range []string{"last 600 µs", "last 76.8 µs", "last 9.6 µs", "last 1.2 ms", "last 12.5 ms", "last 480 ns"} {
				if !m.fits(str, mono, ty.Label, box, sc) {
					t.Errorf("type %v at %.0f px high: %q (%.0f units) is set smaller to fit its box of %.0f", ty.Label, 1080*sc, str, wd(str, mono), box.W)
				}
			}
			x := s.CPU.X + 14 + max(ty.LabelColumn, m.width("NAPI CPU", bold, ty.Title, sc)/sc+16)
			for _, l := range legend {
				x += 27 + wd(l, regular) + 12
			}
			if box.X < x+4 || !box.Inside(s.CPU) {
				t.Errorf("type %v at %.0f px high: the box %+v meets the legend, which ends at %.0f, or leaves the panel", ty.Label, 1080*sc, box, x)
			}
		}
	}
}
