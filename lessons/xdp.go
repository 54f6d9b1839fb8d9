package lessons

// xdpLesson: XDP_DROP, XDP_TX and XDP_PASS with the look-ahead of
// seed 000 v2: what each verdict touches, and why the shinfo line is not
// prefetched when a program is attached (domain notes §1.5, §3.3).
var xdpLesson = Lesson{
	ID:      "xdp",
	Title:   "XDP: drop, transmit, pass",
	Seed:    "000",
	Summary: "What XDP_DROP, XDP_TX and XDP_PASS touch, what the look-ahead saves, and why it skips the shinfo line.",
	Base:    set("variant=stride-ahead", "distance=4", "traffic=flood", "size=512", "xdp=drop", "inject=off"),
	Steps: []Step{
		{
			Title: "The program runs first",
			Text: "With an XDP program the stride grows to {stride} bytes, one packet per page, behind {headroom} bytes of " +
				"XDP_PACKET_HEADROOM (mlx5e_rx_get_linear_stride_sz, en/params.c). " +
				"mlx5e_skb_from_cqe_mpwrq_linear (en_rx.c) prefetches the header and the xdp_frame area, " +
				"then mlx5e_xdp_handle (en/xdp.c) runs the program before any skb exists.",
			Highlight: []Target{Ring, Packet},
		},
		{
			Title: "XDP_DROP",
			Text: "The program reads the header and returns XDP_DROP: no skb, no stack, a short loop " +
				"in mlx5e_poll_rx_cq (en_rx.c). " +
				"Against today's driver, what does the look-ahead at distance {distance} do to the cycles per packet?",
			Runs:      []Run{{Name: "today", Set: set("variant=today")}},
			Highlight: []Target{Control("variant"), Figures},
			Predict: &Question{
				Choices: []Choice{
					{"fewer cycles", "cpp < cpp.today"},
					{"about the same", "cpp ~ cpp.today"},
					{"more cycles", "cpp > cpp.today"},
				},
				Reveal: "{cpp} cycles per packet instead of {cpp.today} ({change.cpp.today}). " +
					"Even today the short loop lets the out-of-order window reach past part of the miss; " +
					"the look-ahead removes most of the rest: header stalls {stall.header.today}, now {stall.header}.",
			},
			Expect: []Claim{"cpp < cpp.today", "stall.header < stall.header.today"},
		},
		{
			Title: "XDP_TX",
			Text: "XDP_TX sends the frame back out: xdp_convert_buff_to_frame writes struct xdp_frame into the headroom, " +
				"and mlx5e_xmit_xdp_buff (en/xdp.c) reads the struct page for its DMA address, " +
				"a line the look-ahead prefetches too: {cpp} cycles per packet instead of {cpp.today} ({change.cpp.today}).",
			Set:       set("xdp=tx"),
			Runs:      []Run{{Name: "today", Set: set("variant=today")}},
			Highlight: []Target{Packet, Figures},
			Expect:    []Claim{"cpp < cpp.today"},
		},
		{
			Title: "XDP_PASS, and no shinfo",
			Text: "With XDP_PASS the skb is built after the program. mlx5e_mpwrq_linear_prefetch (en_rx.c) skips the shinfo line " +
				"whenever a program is attached (rq->xdp_prog): the packet may never become an skb. " +
				"{cpp} cycles per packet instead of {cpp.today}, {stall.shinfo} of them shinfo stalls.",
			Set:       set("xdp=pass"),
			Runs:      []Run{{Name: "today", Set: set("variant=today")}},
			Highlight: []Target{Ahead, Figures},
			Expect:    []Claim{"cpp < cpp.today"},
		},
		{
			Title: "Explore",
			Text: "Free exploration: switch the XDP verdict and the distance, and compare the cycles per packet " +
				"of the short XDP loop with the full stack (xdp off). The sandbox is one key away.",
			Highlight: []Target{Control("xdp"), Control("distance"), Chart},
			Explore:   true,
		},
	},
}
