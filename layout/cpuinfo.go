package layout

// The CPU strip's title line says how long a stretch of time the strip
// shows ("last 600 µs", "last 76.8 µs": three significant digits), in
// the mono face at the label size, right-aligned at the panel's edge,
// right of the legend of the segments' letters. Its box was 7 label
// sizes wide, "last 600 µs" and no more: "last 76.8 µs" was set smaller
// to fit, 19.5 units on a projector at 1280×720, under ProjectorMinLabel
// (TestCPUInfoWhole).

// CPUInfoSample is the widest stretch the line prints, in the mono face.
const CPUInfoSample = "last 88.8 µs"

// CPUInfoBox is the line's box in the CPU panel, w wide (CPUInfoSample
// measured at the label size).
func CPUInfoBox(panel Rect, w float64) Rect {
	return Rect{X: panel.Right() - 14 - w, Y: panel.Y + 8, W: w, H: 26}
}
