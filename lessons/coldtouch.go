package lessons

// coldTouchLesson: without cache injection, the first touch of each line
// of a packet is a miss (domain notes §3.2, §7.4, §7.5).
var coldTouchLesson = Lesson{
	ID:      "cold",
	Title:   "The cold first touch",
	Seed:    "000",
	Summary: "Which lines of a packet miss, where they come from, and what cache injection changes.",
	Base:    set("variant=today", "traffic=flood", "size=512", "inject=off"),
	Steps: []Step{
		{
			Title: "One packet, four lines",
			Text: "For each CQE, NAPI runs mlx5e_handle_rx_cqe_mpwrq (en_rx.c). " +
				"It reads the CQE (mlx5_cqwq_get_cqe, wq.h) and the packet's headers (mlx5e_handle_csum), " +
				"writes the first line of its skb_shared_info and reads its struct page (napi_build_skb, net/core/skbuff.c): " +
				"four {linesize}-byte lines per packet.",
			Highlight: []Target{Packet, CQ},
		},
		{
			Title: "Where the lines come from",
			Text: "Without cache injection the NIC's DMA writes go to DRAM and invalidate any cached copy. " +
				"In a flood of {size}-byte frames the headers came from {from.header}, {lat.header} cycles away. " +
				"The NIC wrote only the frame, so the shinfo line the stride's last skb left is still in the L3, " +
				"or in the application's core, which read that skb: {core%.shinfo} of them came from there. " +
				"The struct page came from {from.page}: mlx5e_post_rx_mpwqes (en_rx.c) touched it when it reposted the page.",
			Highlight: []Target{Packet},
			Expect:    []Claim{"from.header = DRAM", "dram%.shinfo < 10", "core%.shinfo > 10", "core%.shinfo < 90", "dram%.page < 50"},
		},
		{
			Title: "The CQ is a stream",
			Text: "CQEs are consecutive lines in the CQ's pages, read in order by mlx5_cqwq_get_cqe (wq.h): " +
				"the L2 stream prefetcher follows them, so the CQE came from {from.cqe}, {lat.cqe} cycles away. " +
				"Packets sit {stride} bytes apart in mlx5e_skb_from_cqe_mpwrq_linear (en_rx.c), " +
				"a pattern it does not follow across pages.",
			Highlight: []Target{CQ, Packet},
			Expect:    []Claim{"dram%.cqe < 50", "lat.cqe < lat.header"},
		},
		{
			Title: "Event by event",
			Text: "Press N to run to the next packet, E for one event, Backspace to take a step back. " +
				"The log names the function behind each of the CPU's accesses: mlx5_cqwq_get_cqe (wq.h) reading the CQE, " +
				"net_prefetch in mlx5e_skb_from_cqe_mpwrq_linear (en_rx.c) asking for the headers, napi_build_skb writing the shinfo line, " +
				"mlx5e_handle_csum reading the header. Shift+V adds the NIC's writes.",
			Highlight: []Target{EventLog, Packet},
		},
		{
			Title: "Too late to hide",
			Text: "net_prefetch in mlx5e_skb_from_cqe_mpwrq_linear (en_rx.c) asks for the headers " +
				"only a few hundred instructions before mlx5e_handle_csum reads them, far less than {lat.header} cycles. " +
				"The read waits: {stall.header} of the {cpp} cycles per packet are header stalls, " +
				"and the queue handles {mpps} Mpps.",
			Highlight: []Target{CPU, Packet},
			Expect:    []Claim{"stall.header > stall.cqe", "stall.header > stall.shinfo"},
		},
		{
			Title: "Cache injection",
			Text: "With cache injection (Intel DDIO) the NIC's writes to the stride land in the LLC instead of DRAM. " +
				"mlx5e_skb_from_cqe_mpwrq_linear (en_rx.c) is unchanged. " +
				"What happens to the NAPI cycles per packet?",
			Set:       set("inject=on"),
			Runs:      []Run{{Name: "cold", Set: set("inject=off")}},
			Highlight: []Target{Control("inject"), Figures},
			Predict: &Question{
				Choices: []Choice{
					{"fewer cycles", "cpp < cpp.cold"},
					{"about the same", "cpp ~ cpp.cold"},
					{"more cycles", "cpp > cpp.cold"},
				},
				Reveal: "The headers now come from the {from.header}, {lat.header} cycles away: " +
					"{cpp} cycles per packet instead of {cpp.cold} ({change.cpp.cold}), " +
					"and header stalls fall from {stall.header.cold} to {stall.header}.",
			},
			Expect: []Claim{"from.header = LLC", "stall.header < stall.header.cold"},
		},
		{
			Title: "Less to hide",
			Text: "With injection today's driver costs {cpp} cycles per packet, and the look-ahead of seed 000 " +
				"(mlx5e_mpwrq_linear_prefetch, en_rx.c) {cpp.v2}. Without injection: {cpp.cold} and {cpp.v2cold}. " +
				"An LLC hit is close enough for today's net_prefetch: the look-ahead pays where the lines come from DRAM.",
			Set: set("inject=on"),
			Runs: []Run{
				{Name: "v2", Set: set("variant=stride-ahead")},
				{Name: "cold", Set: set("inject=off")},
				{Name: "v2cold", Set: set("variant=stride-ahead", "inject=off")},
			},
			Highlight: []Target{Figures, Control("variant")},
			Expect:    []Claim{"cpp.v2 ~ cpp", "cpp.v2cold < cpp.cold"},
		},
		{
			Title: "Explore",
			Text: "Free exploration: switch cache injection, change the frame size or the traffic, " +
				"and watch where each line of the packet comes from. " +
				"The sandbox is one key away.",
			Set:       set("inject=off"),
			Highlight: []Target{Control("inject"), Control("size"), Packet},
			Explore:   true,
		},
	},
}
