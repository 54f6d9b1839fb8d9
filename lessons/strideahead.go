package lessons

// strideAheadLesson: seed 000 v2, mlx5e_mpwrq_linear_prefetch. A packet
// of a linear MPWQE takes one stride and the device fills the strides in
// order, so the packet distance strides ahead is known without its CQE.
var strideAheadLesson = Lesson{
	ID:      "ahead",
	Title:   "Prefetching strides ahead",
	Seed:    "000",
	Summary: "Seed 000 v2: prefetch the packet a few strides ahead; the distance, the start of each WQE, low rate, too far.",
	Base:    set("variant=stride-ahead", "distance=4", "traffic=flood", "size=512", "inject=off"),
	Steps: []Step{
		{
			Title: "One packet per stride",
			Text: "In the linear striding RQ every packet takes one stride of {stride} bytes, " +
				"and the device fills the {strides} strides of a WQE in order (mlx5e_handle_rx_cqe_mpwrq, en_rx.c). " +
				"So the packet {distance} strides ahead of the current one is known without reading its CQE.",
			Highlight: []Target{Ring, Ahead},
		},
		{
			Title: "What seed 000 prefetches",
			Text: "mlx5e_mpwrq_linear_prefetch (en_rx.c, seed 000) runs for every packet. " +
				"For the packet {distance} strides ahead it prefetches the struct page, the two header lines (net_prefetch), " +
				"and with prefetchw the skb_shared_info line it will use if it is as long as the current packet.",
			Highlight: []Target{Ahead, Packet},
		},
		{
			Title: "Place your bets",
			Text: "A flood of {size}-byte UDP frames at line rate, no cache injection. " +
				"Distance {distance.d0} is today's driver: only the current packet's net_prefetch in mlx5e_skb_from_cqe_mpwrq_linear (en_rx.c). " +
				"What does distance {distance} do to the NAPI cycles per packet?",
			Runs:      []Run{{Name: "d0", Set: set("distance=0")}},
			Highlight: []Target{Control("distance"), Figures, CPU},
			Predict: &Question{
				Choices: []Choice{
					{"fewer cycles", "cpp < cpp.d0"},
					{"about the same", "cpp ~ cpp.d0"},
					{"more cycles", "cpp > cpp.d0"},
				},
				Reveal: "{cpp} cycles per packet instead of {cpp.d0} ({change.cpp.d0}), {mpps} Mpps instead of {mpps.d0}. " +
					"Header stalls fall from {stall.header.d0} to {stall.header}: " +
					"the headers arrive while the CPU works on the packets in between. " +
					"The NAPI CPU strip shows it: the before lane, today's driver, stops at an orange H block every packet; the after lane runs on.",
			},
			Expect: []Claim{"cpp < cpp.d0", "mpps > mpps.d0", "stall.header < stall.header.d0"},
		},
		{
			Title: "The start of each WQE",
			Text: "mlx5e_mpwrq_linear_prefetch returns when the target is past the last page of the WQE " +
				"(page_idx >= pages_per_wqe, en_rx.c): nobody prefetches the first strides of a WQE ahead. " +
				"Move the distance to {distance.try}: that is {skip%.try} of the packets, and their header stalls show, " +
				"{stall.header.try} cycles per packet against {stall.header} at {distance}.",
			Try:       set("distance=16"),
			Highlight: []Target{Ring, Control("distance")},
			Expect:    []Claim{"stall.header.try > stall.header"},
		},
		{
			Title: "Too far ahead",
			Text: "Packets sit at the same offsets of their pages, so their header lines crowd a few L1 sets. " +
				"At distance {distance}, {unused%} of the prefetched lines leave L1 unused, against {unused%.d4} at {distance.d4} " +
				"(net_prefetch, include/linux/netdevice.h). Each prefetch holds one of the {fbs} fill buffers until its line arrives: " +
				"{fb} busy on average.",
			Set:       set("distance=16"),
			Runs:      []Run{{Name: "d4", Set: set("distance=4")}},
			Highlight: []Target{FillBuffers, Figures},
			Expect:    []Claim{"unused% > unused%.d4"},
		},
		{
			Title: "Low rate",
			Text: "At {mpps} Mpps NAPI catches up with the device: the stride {distance} ahead is often not written yet. " +
				"The prefetch fetches stale lines and the NIC's write invalidates them (dma_sync_single_for_cpu comes later, en_rx.c): " +
				"{wasted%.ahead} of the look-ahead prefetches are wasted, and the cost is {cpp} cycles per packet against {cpp.d0} at distance {distance.d0}.",
			Set:       set("traffic=lowrate"),
			Runs:      []Run{{Name: "d0", Set: set("distance=0")}},
			Highlight: []Target{Ahead, Figures},
			Expect:    []Claim{"wasted%.ahead > 50", "cpp ~ cpp.d0"},
		},
		{
			Title: "Explore",
			Text: "Free exploration: move the distance, the frame size and the rate, " +
				"and watch the chart of cycles per packet against the distance. " +
				"The sandbox is one key away.",
			Highlight: []Target{Control("distance"), Chart},
			Explore:   true,
		},
	},
}
