package lessons

// shinfoLesson: the skb_shared_info line of seed 000 v2. Its address
// depends on the packet's length, so the look-ahead guesses it from the
// current packet (domain notes §3.5).
var shinfoLesson = Lesson{
	ID:      "shinfo",
	Title:   "The skb_shared_info line",
	Seed:    "000",
	Summary: "Where skb_shared_info lives, the guess from the current packet's length, mixed sizes, and where the line pays.",
	Base:    set("variant=stride-ahead", "distance=4", "traffic=flood", "size=512", "lines=headers,page,shinfo", "inject=off"),
	Steps: []Step{
		{
			Title: "After the data",
			Text: "napi_build_skb (net/core/skbuff.c) builds the skb around the stride and puts its skb_shared_info " +
				"right after the data, at SKB_DATA_ALIGN(headroom + len) (include/linux/skbuff.h). " +
				"For a {len}-byte packet behind {headroom} bytes of headroom that is byte {shinfo} of the stride: " +
				"the line moves with the packet's length.",
			Highlight: []Target{Packet},
		},
		{
			Title: "A guess",
			Text: "The packet ahead has no CQE yet, hence no length. " +
				"mlx5e_mpwrq_linear_prefetch (en_rx.c, seed 000) guesses it from the current packet's cqe_bcnt, " +
				"as in a bulk flow, and prefetches that line with prefetchw. " +
				"In this flood of {size}-byte frames {guess%} of the guesses named the right line.",
			Highlight: []Target{Ahead, Packet},
			Expect:    []Claim{"guess% > 90"},
		},
		{
			Title: "Mixed sizes",
			Text: "Now mixed sizes: small, medium and full-size frames in random order (IMIX), " +
				"each shinfo line at its own offset in the stride (__finalize_skb_around, net/core/skbuff.c). " +
				"How often will the guessed line be the right one?",
			Set:       set("traffic=mixed"),
			Runs:      []Run{{Name: "flood", Set: set("traffic=flood")}},
			Highlight: []Target{Ahead, Control("traffic")},
			Predict: &Question{
				Choices: []Choice{
					{"as often as in the flood", "guess% ~ guess%.flood"},
					{"less often", "guess% < guess%.flood"},
					{"more often", "guess% > guess%.flood"},
				},
				Reveal: "{guess%} of the guesses were right, against {guess%.flood} in the flood. " +
					"A wrong guess spends a fill buffer and an L1 line on a line nobody writes, " +
					"and napi_build_skb then writes the real one cold.",
			},
			Expect: []Claim{"guess% < guess%.flood"},
		},
		{
			Title: "Does the line pay?",
			Text: "The UDP flood on seed 001's two-socket Xeon, the application on the other socket: DDIO makes the header cheap, " +
				"and the core's store buffer holds {sq} stores. Turn the shinfo line off (lines = headers,page). " +
				"What does its prefetchw in mlx5e_mpwrq_linear_prefetch (en_rx.c) save?",
			Set:       set("profile=mlx4-2016", "app=other-ccd"),
			Runs:      []Run{{Name: "noshinfo", Set: set("lines=headers,page")}},
			Highlight: []Target{Control("lines"), Figures},
			Predict: &Question{
				Choices: []Choice{
					{"fewer cycles", "cpp < cpp.noshinfo"},
					{"about the same", "cpp ~ cpp.noshinfo"},
					{"more cycles", "cpp > cpp.noshinfo"},
				},
				Reveal: "{cpp} cycles per packet with it, {cpp.noshinfo} without: __finalize_skb_around's store waits for " +
					"its line from the other socket and the store buffer fills behind it ({stall.storeq.noshinfo} cycles " +
					"per packet, {stall.storeq} with the prefetch). On seed 000's Zen the header miss and a deeper store " +
					"queue hide the same store.",
			},
			Expect: []Claim{"cpp < cpp.noshinfo"},
		},
		{
			Title: "TCP and GRO",
			Text: "Now a TCP stream. skb_gro_receive (net/core/gro.c) reads each incoming skb's shinfo to merge its frags, " +
				"right after napi_build_skb wrote it: a read on the critical path. What does the shinfo prefetch save now?",
			Set:       set("traffic=tcp"),
			Runs:      []Run{{Name: "noshinfo", Set: set("lines=headers,page")}},
			Highlight: []Target{Figures, CPU},
			Predict: &Question{
				Choices: []Choice{
					{"fewer cycles", "cpp < cpp.noshinfo"},
					{"about the same", "cpp ~ cpp.noshinfo"},
					{"more cycles", "cpp > cpp.noshinfo"},
				},
				Reveal: "{cpp} cycles per packet with it, {cpp.noshinfo} without: " +
					"the line was never far. The frame ends before it, so the NIC does not rewrite it, " +
					"and it comes back from the L3 ahead of the header miss. " +
					"A line pays when it is far and its read is on the critical path, as in seed 000's tunnel.",
			},
			Expect: []Claim{"cpp ~ cpp.noshinfo"},
		},
		{
			Title: "Explore",
			Text: "Free exploration: change the traffic, the frame size and the lines the look-ahead covers, " +
				"and follow the guessed line of the packet ahead. The sandbox is one key away.",
			Highlight: []Target{Control("traffic"), Control("lines"), Ahead},
			Explore:   true,
		},
	},
}
