package lessons

// mlx4Lesson: seed 001, mlx4's XDP path prefetching the buffer three
// descriptors ahead on a cyclic ring (domain notes §5), on the seed's
// machine: a Haswell-EP Xeon with DDIO and a ConnectX-3 Pro, the legacy
// (cyclic) RQ, 64-byte frames sent back with XDP_TX.
var mlx4Lesson = Lesson{
	ID:      "mlx4",
	Title:   "Looking ahead on a cyclic ring",
	Seed:    "001",
	Summary: "Seed 001: mlx4 XDP prefetches the buffer three descriptors ahead; distances zero to five.",
	Base: set("profile=mlx4-2016", "rq=legacy", "variant=mlx4-ahead", "distance=3", "xdp=tx",
		"traffic=flood", "size=64"),
	Steps: []Step{
		{
			Title: "One CQE per descriptor",
			Text: "mlx4's RX ring is a cycle of descriptors, one packet per page under XDP, and one CQE per descriptor: " +
				"mlx4_en_process_rx_cq (mlx4/en_rx.c) finds descriptor index + k's buffer in ring->rx_info without reading a CQE. " +
				"Seed 001 prefetches its first line {distance} descriptors ahead, before the XDP program runs.",
			Highlight: []Target{Ring, Ahead},
		},
		{
			Title: "Place your bets",
			Text: "Distance {distance.d0} prefetches nothing ahead. The program reads each {size}-byte frame and sends it back " +
				"with XDP_TX (mlx4_en_xmit_frame, mlx4/en_tx.c), on a Xeon whose DDIO writes the frames into the LLC. " +
				"What does distance {distance} do to the packet rate?",
			Runs:      []Run{{Name: "d0", Set: set("distance=0")}},
			Highlight: []Target{Control("distance"), Figures},
			Predict: &Question{
				Choices: []Choice{
					{"more Mpps", "mpps > mpps.d0"},
					{"about the same", "mpps ~ mpps.d0"},
					{"fewer Mpps", "mpps < mpps.d0"},
				},
				Reveal: "{mpps} Mpps instead of {mpps.d0} ({change.mpps.d0}), {cpp} cycles per packet instead of {cpp.d0}. " +
					"With DDIO the header was an LLC hit, {lat.header.d0} cycles away: " +
					"the out-of-order window hid most of it, the prefetch hides the rest ({stall.header.d0} header stall cycles, now {stall.header}).",
			},
			Expect: []Claim{"mpps > mpps.d0", "stall.header < stall.header.d0", "from.header.d0 = LLC"},
		},
		{
			Title: "Zero to five",
			Text: "Seed 001 compared distances in mlx4_en_process_rx_cq (mlx4/en_rx.c) and saw diminishing returns beyond its choice. " +
				"Mpps at distances {distance.d0} to {distance.d5}: {mpps.d0}, {mpps.d1}, {mpps.d2}, {mpps}, {mpps.d4}, {mpps.d5}. " +
				"Once the line arrives in time, looking further ahead buys nothing.",
			Runs: []Run{
				{Name: "d0", Set: set("distance=0")}, {Name: "d1", Set: set("distance=1")}, {Name: "d2", Set: set("distance=2")},
				{Name: "d4", Set: set("distance=4")}, {Name: "d5", Set: set("distance=5")},
			},
			Highlight: []Target{Chart},
			Expect:    []Claim{"mpps.d1 > mpps.d0", "mpps.d5 ~ mpps", "mpps.d2 ~ mpps"},
		},
		{
			Title: "From descriptors to strides",
			Text: "Seed 000 carries the idea to mlx5's linear striding RQ, where the stride plays the descriptor " +
				"(mlx5e_mpwrq_linear_prefetch, en_rx.c). On a desktop without cache injection the header comes from DRAM, " +
				"and looking {distance} strides ahead gives {mpps} Mpps of XDP_TX against {mpps.d0}.",
			Set: set("profile=zen5-cx5", "rq=striding", "variant=stride-ahead", "lines=headers"),
			Runs: []Run{
				{Name: "d0", Set: set("distance=0")},
			},
			Highlight: []Target{Ring, Ahead},
			Expect:    []Claim{"mpps > mpps.d0", "dram%.header.d0 > 40"},
		},
		{
			Title: "Explore",
			Text: "Free exploration: move the distance from zero to five and beyond, change the XDP verdict and the frame size. " +
				"The sandbox is one key away.",
			Highlight: []Target{Control("distance"), Control("xdp"), Chart},
			Explore:   true,
		},
	},
}
