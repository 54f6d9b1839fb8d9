package lessons

// headlenLesson: seed 004, copy only the headers into the skb's linear
// part on the nonlinear MPWQE path (domain notes §6.2), on the seed's
// Grace (Neoverse-V2) + ConnectX-7 machine.
var headlenLesson = Lesson{
	ID:      "headlen",
	Title:   "Copy only the headers",
	Seed:    "004",
	Summary: "Seed 004: the nonlinear path copied a fixed header area, payload included; eth_get_headlen copies only the headers.",
	Base: set("profile=grace-cx7", "variant=today", "mtu=9000", "traffic=tcp", "lro=off",
		"headcopy=256", "app=other-core", "inject=off"),
	Steps: []Step{
		{
			Title: "A fresh skb per packet",
			Text: "At MTU {mtu} the RQ is nonlinear: {stride}-byte strides, and a packet spans as many as its bytes cover. " +
				"mlx5e_skb_from_cqe_mpwrq_nonlinear (en_rx.c) allocates a fresh skb (napi_alloc_skb) " +
				"and copies the start of the packet into its linear part; the rest becomes page frags.",
			Highlight: []Target{Ring, Packet},
		},
		{
			Title: "Headers and payload",
			Text: "Before seed 004 the copy took MLX5E_RX_MAX_HEAD bytes (en.h): {headread} lines read from the packet " +
				"and {headwritten} written into the skb head, payload included. With payload in the linear part, " +
				"skb_gro_receive (net/core/gro.c) chains the skb on frag_list instead of merging its frags: {fraglist%} of them here.",
			Highlight: []Target{Packet, CPU},
			Expect:    []Claim{"fraglist% > 50"},
		},
		{
			Title: "Place your bets",
			Text: "Seed 004 first runs eth_get_headlen (net/ethernet/eth.c), the flow dissector, on the headers in the page, " +
				"and copies only what it reports. The parse costs instructions of its own. " +
				"What happens to the NAPI cycles per packet of this TCP stream?",
			Set:       set("headcopy=headlen"),
			Runs:      []Run{{Name: "copy", Set: set("headcopy=256")}},
			Highlight: []Target{Control("headcopy"), Figures},
			Predict: &Question{
				Choices: []Choice{
					{"fewer cycles", "cpp < cpp.copy"},
					{"about the same", "cpp ~ cpp.copy"},
					{"more cycles", "cpp > cpp.copy"},
				},
				Reveal: "{cpp} cycles per packet instead of {cpp.copy} ({change.cpp.copy}), {goodput} Gb/s of payload instead of {goodput.copy}. " +
					"The copy reads {headread} lines and writes {headwritten} instead of {headread.copy} and {headwritten.copy}, " +
					"and GRO merges frags again: {fraglist%} chained on frag_list instead of {fraglist%.copy}.",
			},
			Expect: []Claim{"cpp < cpp.copy", "goodput > goodput.copy", "headread < headread.copy", "fraglist% < fraglist%.copy"},
		},
		{
			Title: "On the interrupt core",
			Text: "Seed 004 also ran netserver on the core that takes the interrupts, where the application's copy " +
				"competes with mlx5e_napi_poll (en_txrx.c). That core delivers {goodput} Gb/s of payload with eth_get_headlen " +
				"and {goodput.copy} with the fixed copy; with netserver on another core, {goodput.apart}.",
			Set: set("headcopy=headlen", "app=irq-core"),
			Runs: []Run{
				{Name: "copy", Set: set("headcopy=256")},
				{Name: "apart", Set: set("app=other-core")},
			},
			Highlight: []Target{Control("app"), Figures},
			Expect:    []Claim{"goodput > goodput.copy", "goodput < goodput.apart"},
		},
		{
			Title: "And with LRO",
			Text: "Seed 004 measured with LRO, at MTU {mtu} (LRO makes the RQ nonlinear whatever the MTU): " +
				"the NIC merges a stream's segments into one CQE (mlx5e_handle_rx_cqe_mpwrq, en_rx.c). " +
				"The seed says GRO still chained its sessions, so two fit one GRO skb: " +
				"with the fixed copy, skb_gro_receive (net/core/gro.c) chains {fraglist%.copy} on frag_list " +
				"and the stream carries {goodput.copy} Gb/s against {goodput} with eth_get_headlen.",
			Set:       set("headcopy=headlen", "lro=on", "mtu=1500"),
			Runs:      []Run{{Name: "copy", Set: set("headcopy=256")}},
			Highlight: []Target{Control("lro"), Figures},
			Expect:    []Claim{"goodput > goodput.copy", "fraglist%.copy > 30", "fraglist% < 1"},
		},
		{
			Title: "Explore",
			Text: "Free exploration: switch the header copy, LRO and the core the application runs on, " +
				"and compare the nonlinear path with the linear one at MTU {mtu.linear}. The sandbox is one key away.",
			Set:       set("headcopy=headlen"),
			Runs:      []Run{{Name: "linear", Set: set("mtu=1500")}},
			Highlight: []Target{Control("headcopy"), Control("lro"), Control("app"), Packet},
			Explore:   true,
		},
	},
}
