package lessons

// cqePeekLesson: seed 000 v1 found the packet ahead by reading its CQE;
// v2 computes its stride. Why v2, with and without CQE compression
// (domain notes §2.3, §2.4).
var cqePeekLesson = Lesson{
	ID:      "peek",
	Title:   "Why not peek at the CQE",
	Seed:    "000",
	Summary: "Seed 000 v1 read the CQE ahead, v2 computes the stride: the peek's own miss, and CQE compression.",
	Base:    set("variant=cqe-peek", "distance=4", "traffic=flood", "size=512", "cqe-compress=off", "inject=off"),
	Steps: []Step{
		{
			Title: "v1: read the CQE ahead",
			Text: "Seed 000 v1 found the packet {distance} ahead by reading its CQE in mlx5e_rx_cqe_peek_prefetch (en_rx.c): " +
				"its wqe_id and stride index say where the packet is. " +
				"But the NIC has just written that CQE line (mlx5_cqwq_get_cqe, wq.h): the peek is a load that may miss, " +
				"and the prefetches it starts wait for it.",
			Highlight: []Target{CQ, Ahead},
		},
		{
			Title: "Place your bets",
			Text: "No CQE compression: every completion is a full CQE in its own slot. " +
				"v1 peeks at the CQE, v2 (mlx5e_mpwrq_linear_prefetch, en_rx.c) adds {distance} to the stride index, " +
				"today's driver prefetches only the current packet. Which costs the fewest cycles per packet?",
			Runs:      []Run{{Name: "v2", Set: set("variant=stride-ahead")}, {Name: "today", Set: set("variant=today")}},
			Highlight: []Target{Control("variant"), Figures},
			Predict: &Question{
				Choices: []Choice{
					{"v1, the CQE peek", "min cpp"},
					{"v2, the stride ahead", "min cpp.v2"},
					{"today's driver", "min cpp.today"},
				},
				Reveal: "v2 {cpp.v2}, v1 {cpp}, today {cpp.today} cycles per packet. " +
					"v1 found a CQE for {found%.peek} of the packets, but its prefetches leave only after the peeked line arrives: " +
					"header stalls {stall.header} against {stall.header.v2} for v2.",
			},
			Expect: []Claim{"cpp.v2 < cpp", "cpp < cpp.today", "found%.peek > 90"},
		},
		{
			Title: "With CQE compression",
			Text: "With rx_cqe_compress the NIC writes a title CQE and arrays of eight mini CQEs " +
				"(mlx5e_decompress_cqes_start, en_rx.c). Slot cc+{distance} is then a mini CQE array or a slot the NIC never wrote: " +
				"only the decompressor knows where that packet is. Which costs the fewest cycles per packet now?",
			Set:       set("cqe-compress=on"),
			Runs:      []Run{{Name: "v2", Set: set("variant=stride-ahead")}, {Name: "today", Set: set("variant=today")}},
			Highlight: []Target{CQ, Control("cqe-compress")},
			Predict: &Question{
				Choices: []Choice{
					{"v1, the CQE peek", "min cpp"},
					{"v2, the stride ahead", "min cpp.v2"},
					{"today's driver", "min cpp.today"},
				},
				Reveal: "The peek found a CQE for {found%.peek} of the packets: v1 costs {cpp} cycles per packet, " +
					"today's driver {cpp.today}. v2 needs no CQE, the stride is arithmetic: {cpp.v2}.",
			},
			Expect: []Claim{"found%.peek < 50", "cpp.v2 < cpp.today", "cpp > cpp.v2"},
		},
		{
			Title: "Explore",
			Text: "Free exploration: switch the variant and CQE compression, and watch the CQ: " +
				"titles, mini CQE arrays and the slots the peek reads. The sandbox is one key away.",
			Highlight: []Target{Control("variant"), Control("cqe-compress"), CQ},
			Explore:   true,
		},
	},
}
