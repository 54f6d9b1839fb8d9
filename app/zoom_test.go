package app

import (
	"testing"

	"rxscope/address"
	"rxscope/layout"
	"rxscope/lessons"
)

// TestNextZoomCycle: Z steps whole → ring → packets → cpu → figures →
// chart → whole, Shift+Z the other way; in a lesson the figures and the
// chart are one region (the lesson's column), stepped through once.
func TestNextZoomCycle(t *testing.T) {
	W, R, P, C, F, Ch := address.ZoomWhole, address.ZoomRing, address.ZoomPackets, address.ZoomCPU, address.ZoomFigures, address.ZoomChart
	tests := []struct {
		name   string
		lesson bool
		dir    int
		want   []address.Zoom // from the whole screen
	}{
		{"Z", false, +1, []address.Zoom{R, P, C, F, Ch, W, R}},
		{"Shift+Z", false, -1, []address.Zoom{Ch, F, C, P, R, W, Ch}},
		{"Z in a lesson", true, +1, []address.Zoom{R, P, C, F, W, R}},
		{"Shift+Z in a lesson", true, -1, []address.Zoom{F, C, P, R, W, F}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			z := W
			for i, want := range tt.want {
				if z = NextZoom(z, tt.dir, tt.lesson); z != want {
					t.Fatalf("press %d: %v, want %v", i+1, z, want)
				}
			}
		})
	}
	// the chart, opened from an address, in a lesson: the column, so the
	// next is the whole screen and the previous the CPU strip
	if z := NextZoom(Ch, +1, true); z != W {
		t.Errorf("Z from the chart in a lesson: %v, want whole", z)
	}
	if z := NextZoom(Ch, -1, true); z != C {
		t.Errorf("Shift+Z from the chart in a lesson: %v, want cpu", z)
	}
}

func TestZoomLabel(t *testing.T) {
	for _, tt := range []struct {
		z      address.Zoom
		lesson bool
		want   string
	}{
		{address.ZoomRing, false, "ring"},
		{address.ZoomRing, true, "ring"},
		{address.ZoomFigures, false, "figures"},
		{address.ZoomFigures, true, "lesson"},
		{address.ZoomChart, true, "lesson"},
		{address.ZoomWhole, false, "whole"},
	} {
		if got := ZoomLabel(tt.z, tt.lesson); got != tt.want {
			t.Errorf("ZoomLabel(%v, %v) = %q, want %q", tt.z, tt.lesson, got, tt.want)
		}
	}
}

// TestZoomRegionsKnown: every zoom but the whole screen names a region
// the layout places, and every region the layout places has a zoom.
func TestZoomRegionsKnown(t *testing.T) {
	s := layout.NewScreen()
	if int(address.NumZooms)-1 != len(layout.ZoomNames) {
		t.Fatalf("%d zooms besides the whole screen, %d regions in the layout", address.NumZooms-1, len(layout.ZoomNames))
	}
	for z := address.ZoomRing; z < address.NumZooms; z++ {
		if _, ok := s.ZoomOn(z.String(), layout.Rect{}); !ok {
			t.Errorf("zoom %v: the layout has no such region", z)
		}
		if layout.ZoomNames[z-1] != z.String() {
			t.Errorf("zoom %v is the layout's %q", z, layout.ZoomNames[z-1])
		}
	}
}

// TestZoomTravelsInTheAddress: a zoom set from the URL is the
// presenter's, and reads back into the address; SetZoom out of range is
// the whole screen.
func TestZoomTravelsInTheAddress(t *testing.T) {
	for _, q := range []string{"zoom=ring", "zoom=figures&lesson=ahead&step=2", "zoom=chart&embed=1&paused=1"} {
		s, ns := address.Parse(q, address.Default(), lessons.Catalog)
		if len(ns) != 0 {
			t.Fatalf("%q: notices %v", q, ns)
		}
		var pr Presenter
		for _, a := range PresentActions(s) {
			pr.Do(a)
		}
		if pr.Zoom != s.Zoom {
			t.Errorf("%q: presenter's zoom %v, want %v", q, pr.Zoom, s.Zoom)
		}
	}
	pr := Presenter{Zoom: address.ZoomCPU}
	pr.Do(Action{Kind: SetZoom, N: int(address.NumZooms)})
	if pr.Zoom != address.ZoomWhole {
		t.Errorf("SetZoom out of range: %v, want whole", pr.Zoom)
	}
}
