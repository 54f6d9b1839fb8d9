package lessons

// bulkLesson: seed 002, RX bulking in two loops per poll, on the 2016
// legacy RQ. The first touch of each header moves from right after its
// prefetch to after every other CQE of the poll, and the stack's code
// runs once per batch instead of once per packet (domain notes §6.1).
var bulkLesson = Lesson{
	ID:      "bulk",
	Title:   "Two loops",
	Seed:    "002",
	Summary: "Seed 002: pull every CQE of the poll first, touch the headers later; the batch as prefetch distance.",
	Base:    set("variant=bulk", "rq=legacy", "sink=driver-drop", "traffic=flood", "size=64", "budget=64", "inject=off"),
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
			Text: "To measure the driver alone, seed 002 freed each skb right after eth_type_trans " +
				"(napi_consume_skb, net/core/skbuff.c), on the {rq} RQ of the time, with {size}-byte frames. " +
				"Against one loop per packet, what do two loops do to the packet rate?",
			Runs:      []Run{{Name: "today", Set: set("variant=today")}},
			Highlight: []Target{Control("variant"), Figures},
			Predict: &Question{
				Choices: []Choice{
					{"more Mpps", "mpps > mpps.today"},
					{"about the same", "mpps ~ mpps.today"},
					{"fewer Mpps", "mpps < mpps.today"},
				},
				Reveal: "{mpps} Mpps instead of {mpps.today} ({change.mpps.today}), {cpp} cycles per packet instead of {cpp.today}. " +
					"Header stalls fall from {stall.header.today} to {stall.header}: a poll handled {perpoll} packets, " +
					"so when the second loop reads a header its prefetch landed long ago.",
			},
			Expect: []Claim{"mpps > mpps.today", "stall.header < stall.header.today"},
		},
		{
			Title: "With the stack",
			Text: "With the whole stack behind each skb (napi_gro_receive, net/core/gro.c) the same split saves a smaller share: " +
				"{cpp} cycles per packet against {cpp.today} for one loop ({change.cpp.today}), {mpps} Mpps against {mpps.today}. " +
				"The stack now batches delivery itself (gro_normal_batch, net/core/hotdata.c); seed 002 was not merged.",
			Set:       set("sink=stack"),
			Runs:      []Run{{Name: "today", Set: set("variant=today")}},
			Highlight: []Target{Control("sink"), Figures},
			Expect:    []Claim{"cpp < cpp.today"},
		},
		{
			Title: "With DDIO",
			Text: "Seed 002 names no CPU. On a Xeon of the time with DDIO (profile {profile}, the seed 003 machine) the NIC writes the headers into the LLC, " +
				"and with one loop eth_type_trans (net/ethernet/eth.c) stalls {stall.header.today} cycles per packet on them " +
				"(against {stall.header.zen} without injection). Two loops give {mpps} Mpps against {mpps.today} ({change.mpps.today}).",
			Set: set("profile=cx4lx-2016"),
			Runs: []Run{
				{Name: "today", Set: set("variant=today")},
				{Name: "zen", Set: set("variant=today", "profile=zen5-cx5")},
			},
			Highlight: []Target{Control("profile"), Figures},
			Expect:    []Claim{"mpps > mpps.today", "stall.header.today < stall.header.zen"},
		},
		{
			Title: "A smaller batch",
			Text: "The NAPI budget bounds the batch (napi_poll, net/core/dev.c). Set it to {budget.try}: a poll then handles " +
				"{perpoll.try} packets, at {mpps.try} Mpps against {mpps} with {budget}.",
			Try:       set("budget=8"),
			Highlight: []Target{Control("budget"), Figures},
			Expect:    []Claim{"perpoll.try < perpoll", "mpps.try < mpps"},
		},
		{
			Title: "Explore",
			Text: "Free exploration: switch between the variants, the sink and the budget, and watch the CPU timeline " +
				"of a poll: the first loop, then the second. The sandbox is one key away.",
			Highlight: []Target{Control("variant"), Control("budget"), CPU},
			Explore:   true,
		},
	},
}
