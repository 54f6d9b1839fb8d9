package layout

// The ring panel names, right of its title, the machine and the knobs
// without a control that differ from their defaults ("machine
// cx4lx-2016 · traffic burst · burst 2048"). Beside a long title
// ("Legacy RQ: 1024 WQEs of one 2048 B buffer each (cyclic, headroom
// 64 B)") that line was cut to "machine cx4lx-2016 · traffic burst · …"
// while the row under the title, the never-prefetched band's, had half
// its width free. ConfigLineBox puts the line where it has the more room.

// ConfigLineBox is the box of the ring panel's line of the machine and
// the knobs, lineW wide at its size: right of the title, which ends at
// titleEnd, when the line fits there whole or the title leaves it the
// more room; else in the band's row (Band), right-aligned after its
// label, which ends at bandEnd (Band.X when none shows). The text is
// right-aligned in the box, cut by FitItems when it is still too long.
// A box of no width means there is no room for it.
func (g RingGrid) ConfigLineBox(titleEnd, bandEnd, lineW, size float64) Rect {
	const gap, pad = 24.0, 14.0
	right := g.Panel.Right() - pad
	beside := Rect{X: titleEnd + gap, Y: g.Panel.Y + 8, W: max(0, right-titleEnd-gap), H: 30}
	if beside.W < 100 {
		beside.W = 0 // a word or two beside a title reads as part of it
	}
	band := g.BandLine(bandEnd+gap, max(0, right-bandEnd-gap), size)
	if lineW <= beside.W || beside.W >= band.W {
		return beside
	}
	return band
}
