package model

// RingCount is what the striding RQ holds at Now, counted stride by
// stride: the figures ethtool cannot show but every counter balances
// against.
type RingCount struct {
	// Frames are the frames the NIC placed whose CQE NAPI has not yet
	// consumed: written (or being written) and not yet received.
	Frames int
	// FreeStrides are the strides of posted WQEs the NIC has not yet
	// written: the room left before rx_out_of_buffer.
	FreeStrides int
}

// RingCount counts the ring's frames and free strides at Now. It walks
// every stride of every posted WQE, so its cost is proportional to the
// ring's size (WQEs × strides per WQE): call it to sample, not per packet.
func (s *Sim) RingCount() RingCount {
	d := &s.dev
	var c RingCount
	for w := range d.wqes {
		if d.wqes[w].state != wqePosted {
			continue
		}
		for st := 0; st < d.geo.StridesPerWQE; st++ {
			ss := d.strideAt(w, st)
			switch {
			case !ss.written:
				c.FreeStrides++
			case ss.head && !ss.consumed && !ss.filler:
				c.Frames++
			}
		}
	}
	return c
}
