package lessons

// mlx4Lesson: seed 001, mlx4's XDP path prefetching the buffer three
// descriptors ahead on a cyclic ring (domain notes §5). The model runs
// the same idea on mlx5's linear striding RQ, where the stride plays the
// descriptor: one packet per stride, filled in order, each stride's
// buffer known without its CQE.
var mlx4Lesson = Lesson{
	ID:      "mlx4",
	Title:   "Looking ahead on a cyclic ring",
	Seed:    "001",
	Summary: "Seed 001: mlx4 XDP prefetches the buffer three descriptors ahead; distances zero to five.",
	Base:    set("variant=stride-ahead", "distance=3", "lines=headers", "xdp=drop", "traffic=flood", "size=64", "inject=off"),
	Steps: []Step{
		{
			Title: "One CQE per descriptor",
			Text: "mlx4's RX ring is a cycle of descriptors, one packet per page under XDP, and one CQE per descriptor: " +
				"mlx4_en_process_rx_cq (mlx4/en_rx.c) finds descriptor index + k's buffer in ring->rx_info without reading a CQE. " +
				"Seed 001 prefetches its first line {distance} descriptors ahead, before the XDP program runs.",
			Highlight: []Target{Ring, Ahead},
		},
		{
			Title: "The same idea on strides",
			Text: "Here the model runs it on mlx5's linear striding RQ with an XDP program, where a stride of {stride} bytes plays the descriptor " +
				"(mlx5e_mpwrq_linear_prefetch, en_rx.c): the header lines of the packet {distance} strides ahead, and nothing else. " +
				"The program reads the header and returns XDP_DROP.",
			Highlight: []Target{Ring, Ahead, Control("lines")},
		},
		{
			Title: "Place your bets",
			Text: "Distance {distance.d0} prefetches nothing ahead, only the current packet (mlx5e_skb_from_cqe_mpwrq_linear, en_rx.c). " +
				"What does distance {distance} do to the packet rate of XDP_DROP?",
			Runs:      []Run{{Name: "d0", Set: set("distance=0")}},
			Highlight: []Target{Control("distance"), Figures},
			Predict: &Question{
				Choices: []Choice{
					{"more Mpps", "mpps > mpps.d0"},
					{"about the same", "mpps ~ mpps.d0"},
					{"fewer Mpps", "mpps < mpps.d0"},
				},
				Reveal: "{mpps} Mpps instead of {mpps.d0} ({change.mpps.d0}), {cpp} cycles per packet instead of {cpp.d0}. " +
					"Header stalls per packet: {stall.header.d0}, now {stall.header}.",
			},
			Expect: []Claim{"mpps > mpps.d0", "cpp < cpp.d0", "stall.header < stall.header.d0"},
		},
		{
			Title: "Zero to five",
			Text: "Seed 001 compared distances in mlx4_en_process_rx_cq (mlx4/en_rx.c) and saw diminishing returns beyond its choice. " +
				"Cycles per packet at distances {distance.d0} to {distance.d5}: {cpp.d0}, {cpp.d1}, {cpp.d2}, {cpp}, {cpp.d4}, {cpp.d5}. " +
				"Once the line arrives in time, looking further only holds fill buffers longer ({fb.d5} busy at {distance.d5}).",
			Runs: []Run{
				{Name: "d0", Set: set("distance=0")}, {Name: "d1", Set: set("distance=1")}, {Name: "d2", Set: set("distance=2")},
				{Name: "d4", Set: set("distance=4")}, {Name: "d5", Set: set("distance=5")},
			},
			Highlight: []Target{Chart},
			Expect:    []Claim{"cpp.d1 < cpp.d0", "cpp.d5 ~ cpp", "fb.d5 > fb.d0"},
		},
		{
			Title: "Explore",
			Text: "Free exploration: move the distance from zero to five and beyond, change the XDP verdict and the lines prefetched. " +
				"The sandbox is one key away.",
			Highlight: []Target{Control("distance"), Control("xdp"), Chart},
			Explore:   true,
		},
	},
}
