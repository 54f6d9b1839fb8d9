package lessons

// headlenLesson: seed 004, copy only the headers into the skb's linear
// part on the nonlinear MPWQE path (domain notes §6.2).
var headlenLesson = Lesson{
	ID:      "headlen",
	Title:   "Copy only the headers",
	Seed:    "004",
	Summary: "Seed 004: the nonlinear path copies a fixed header area into a fresh skb; eth_get_headlen copies only the headers.",
	Base:    set("variant=today", "mtu=9000", "traffic=tcp", "inject=off"),
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
			Text: "The copy takes MLX5E_RX_MAX_HEAD bytes (en.h), the headers and the first bytes of payload. " +
				"With payload in the linear part and no head_frag, skb_gro_receive (net/core/gro.c) chains skbs on frag_list " +
				"instead of merging frags. Here a TCP stream costs {cpp} cycles per packet, {stall.header} of them header stalls.",
			Highlight: []Target{Packet, CPU},
			Expect:    []Claim{"stall.header > 0"},
		},
		{
			Title: "Only the headers",
			Text: "Seed 004 calls eth_get_headlen (net/ethernet/eth.c) on the packet in the page and copies only what the flow dissector " +
				"reports as headers; the skb keeps its MLX5E_RX_MAX_HEAD allocation so a later pskb_may_pull does not reallocate. " +
				"The copy then reads and writes fewer lines, and GRO merges frags.",
			Highlight: []Target{Packet},
		},
		{
			Title: "Explore",
			Text: "Free exploration: change the MTU and the traffic, and compare the nonlinear path with the linear one. " +
				"The sandbox is one key away.",
			Highlight: []Target{Control("mtu"), Control("traffic"), Packet},
			Explore:   true,
		},
	},
}
