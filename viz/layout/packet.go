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
