package lessons

// bulkLesson: seed 002, RX bulking in two loops per poll. The first touch
// of each header moves from right after its prefetch to after every other
// CQE of the poll (domain notes §6.1).
var bulkLesson = Lesson{
	ID:      "bulk",
	Title:   "Two loops",
	Seed:    "002",
	Summary: "Seed 002: pull every CQE of the poll first, touch the headers later; the batch as prefetch distance.",
	Base:    set("variant=bulk", "traffic=flood", "size=512", "budget=64", "inject=off"),
	Steps: []Step{
		{
			Title: "Pull first, touch later",
			Text: "Seed 002 splits mlx5e_poll_rx_cq (en_rx.c) in two loops. " +
				"The first pulls up to {budget} CQEs, prefetches each packet's header and builds its skb; " +
				"the second runs eth_type_trans (net/ethernet/eth.c) and napi_gro_receive for each skb. " +
				"A header's first touch moves from right after its prefetch to after the whole batch.",
			Highlight: []Target{CQ, CPU},
		},
		{
			Title: "Place your bets",
			Text: "The same flood of {size}-byte frames, no look-ahead prefetch, only the loop split in two " +
				"(mlx5e_poll_rx_cq, en_rx.c). What happens to the NAPI cycles per packet against today's single loop?",
			Runs:      []Run{{Name: "today", Set: set("variant=today")}},
			Highlight: []Target{Control("variant"), Figures},
			Predict: &Question{
				Choices: []Choice{
					{"fewer cycles", "cpp < cpp.today"},
					{"about the same", "cpp ~ cpp.today"},
					{"more cycles", "cpp > cpp.today"},
				},
				Reveal: "{cpp} cycles per packet instead of {cpp.today} ({change.cpp.today}); header stalls {stall.header.today}, now {stall.header}. " +
					"A poll handled {perpoll} packets: when the second loop reads a header, its prefetch landed long ago.",
			},
			Expect: []Claim{"cpp < cpp.today", "stall.header < stall.header.today"},
		},
		{
			Title: "Far, but not lost",
			Text: "The batch is a prefetch distance of a whole poll, and headers at the same page offsets crowd a few L1 sets: " +
				"{unused%} of the prefetched lines left L1 before the second loop came back, yet header stalls stay at {stall.header} cycles per packet: " +
				"the line waits in L2 for eth_type_trans (net/ethernet/eth.c), after a trip of {lat.header} cycles from {from.header}.",
			Highlight: []Target{Packet, CPU},
			Expect:    []Claim{"unused% > 50", "stall.header < 10"},
		},
		{
			Title: "A smaller batch",
			Text: "The NAPI budget bounds the batch (napi_poll, net/core/dev.c). Set it to {budget.try}: a poll then handles {perpoll.try} packets, " +
				"at {cpp.try} cycles per packet against {cpp} with {budget}. " +
				"The stack now batches delivery itself (gro_normal_batch, net/core/hotdata.c); seed 002 was not merged.",
			Try:       set("budget=8"),
			Highlight: []Target{Control("budget"), Figures},
			Expect:    []Claim{"perpoll.try < perpoll"},
		},
		{
			Title: "Explore",
			Text: "Free exploration: switch between the variants and move the budget, and watch the CPU timeline " +
				"of a poll: the first loop, then the second. The sandbox is one key away.",
			Highlight: []Target{Control("variant"), Control("budget"), CPU},
			Explore:   true,
		},
	},
}
