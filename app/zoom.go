package app

import "rxscope/address"

// Zooming: Z shows the next region of the screen as large as the window
// allows (layout.ZoomOn), Shift+Z the previous, in the order the eye
// reads the screen: the whole screen, the ring, the packets, the CPU
// strip with the CQ, the figures, the chart, and the whole screen again.
// In a lesson the figures and the chart are the lesson's column, one
// region: the cycle goes from it back to the whole screen.

// NextZoom is the zoom after z in direction dir (+1 for Z, -1 for
// Shift+Z); lesson says the right-hand column is a lesson's.
func NextZoom(z address.Zoom, dir int, lesson bool) address.Zoom {
	n := int(address.NumZooms)
	if z >= address.NumZooms {
		z = address.ZoomWhole
	}
	if lesson && z == address.ZoomChart {
		z = address.ZoomFigures // the same region
	}
	step := 1
	if dir < 0 {
		step = n - 1
	}
	next := address.Zoom((int(z) + step) % n)
	if lesson && next == address.ZoomChart {
		next = address.Zoom((int(next) + step) % n)
	}
	return next
}

// ZoomLabel is what the screen calls zoom z where it says which region
// it shows: the region's name, "lesson" for the right-hand column in a
// lesson.
func ZoomLabel(z address.Zoom, lesson bool) string {
	if lesson && (z == address.ZoomFigures || z == address.ZoomChart) {
		return "lesson"
	}
	return z.String()
}
