package layout

// PacketInfoBox is where a packet panel r writes the packet's name
// ("WQE 6 stride 111 · 508 B · udp"), at t.Small in the mono face: on a
// line of its own under the panel's title, t.PacketInfo high, which the
// ring gives up (t.RingH). Beside the title, where the screen's type
// once set it, the longest name had about 240 units and was set at 13.5
// px rather than the screen's 16 (TestPacketInfoFits).
func PacketInfoBox(r Rect, t Type) Rect {
	return Rect{r.X + 14, r.Y + 38, r.W - 28, t.PacketInfo}
}

// Geometry of a packet panel's line boxes, in design units from the
// panel's top-left corner, under the line of the packet's name
// (Type.PacketInfo).
const (
	PacketBoxY   = 50.0
	PacketBoxH   = 62.0
	PacketBoxW   = 76.0 // at most: narrower when more boxes than fit
	PacketBoxGap = 8.0
	PacketKindY  = 118.0 // the word under each box ("header")
	packetPad    = 14.0  // the panel's inner margin
)

// PacketBox is box i of n across packet panel r, dy under the line of
// the packet's name.
func PacketBox(r Rect, n, i int, dy float64) Rect {
	w := min(PacketBoxW, (r.W-2*packetPad-float64(n-1)*PacketBoxGap)/float64(max(n, 1)))
	return Rect{X: r.X + packetPad + float64(i)*(w+PacketBoxGap), Y: r.Y + dy + PacketBoxY, W: w, H: PacketBoxH}
}

// PacketCaptionRow is how far the words under a packet panel's boxes may
// reach (SpreadCaptions' lo and hi): the panel less half its margin.
func PacketCaptionRow(r Rect) (lo, hi float64) {
	return r.X + packetPad/2, r.Right() - packetPad/2
}

// PacketWordPad is the least room between a line box's edge and the
// word in it ("DRAM", "mem"): the projector's bold "DRAM" filled its
// 75-unit box to a unit of each edge and read as touching it.
const PacketWordPad = 4.0

// PacketWordBox is where line box b says where its line is: its top
// line, less PacketWordPad on each side (a word too wide for it is set
// smaller).
func PacketWordBox(b Rect) Rect {
	return Rect{X: b.X + PacketWordPad, Y: b.Y + 4, W: b.W - 2*PacketWordPad, H: 26}
}
