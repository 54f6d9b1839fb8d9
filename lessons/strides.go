package lessons

import "rxscope/model"

// burstWindow measures one burst and what the ring makes of it: the model
// runs from time zero to just before the next burst starts.
var burstWindow = model.Window{Until: model.BurstPeriod - model.Nanosecond}

// stridesLesson: seed 003, why the receive queue has strides. The legacy
// RQ gives every packet a buffer sized for the MTU, so it holds as many
// packets as it has WQEs however small they are; the first striding RQ
// cut its WQEs into 128-byte strides and held a small packet per stride
// (domain notes §1.5, §1.6). It runs on the seed's machine, a 2016 Xeon
// with a ConnectX-4 Lx, and, as the model's validation of the seed's
// burst table does, drops each skb in the driver so that NAPI drains the
// ring as fast as the driver alone can.
var stridesLesson = Lesson{
	ID:      "strides",
	Title:   "Why strides",
	Seed:    "003",
	Summary: "Seed 003: one buffer per packet against small strides, and where a burst of small packets is lost.",
	Base: set("profile=cx4lx-2016", "variant=today", "traffic=burst", "size=64", "burst=2048", "rq=legacy",
		"sink=driver-drop", "mtu=1500"),
	Window: burstWindow,
	Steps: []Step{
		{
			Title: "One buffer per packet",
			Text: "The legacy RQ gives every packet a WQE of its own with a buffer sized for the MTU, {stride} bytes, " +
				"whatever the packet's size (mlx5e_skb_from_cqe_linear, en_rx.c). " +
				"Its {wqes} WQEs take {ringkib} KiB, and the device owns at most {posted} of them (mlx5_wq_ll_missing, wq.h): " +
				"{posted} packets, however small.",
			Highlight: []Target{Ring},
		},
		{
			Title: "A burst of small frames",
			Text: "A burst of {burst} frames of {size} bytes arrives at line rate, one every {wirens} ns, " +
				"while NAPI needs {ns} ns per packet. The ring fills: the NIC drops {drops} frames ({loss%}), " +
				"counted as rx_out_of_buffer, and mlx5e_post_rx_wqes (en_rx.c) refills it only at the end of each poll.",
			Highlight: []Target{Ring, Figures},
			Expect:    []Claim{"drops > 0"},
		},
		{
			Title: "Small strides",
			Text: "Seed 003's striding RQ: {wqes} WQEs of {strides} strides of {stride} bytes, the same {ringkib} KiB, " +
				"and a packet takes the strides its bytes cover (mlx5e_handle_rx_cqe_mpwrq, en_rx.c). " +
				"The same burst of {burst} frames: how many are lost?",
			Set:       set("rq=striding-v4.6"),
			Runs:      []Run{{Name: "legacy", Set: set("rq=legacy")}},
			Highlight: []Target{Ring, Control("rq")},
			Predict: &Question{
				Choices: []Choice{
					{"as many as before", "drops ~ drops.legacy"},
					{"fewer", "drops < drops.legacy"},
					{"more", "drops > drops.legacy"},
				},
				Reveal: "{drops} frames lost instead of {drops.legacy}: each {size}-byte frame takes one {stride}-byte stride, " +
					"so {slots} small packets fit where the legacy RQ held {posted.legacy}, " +
					"and the ring holds the burst while NAPI works through it.",
			},
			Expect: []Claim{"drops < drops.legacy"},
		},
		{
			Title: "Bigger bursts",
			Text: "Bursts of {burst.s16} and {burst} frames: the legacy RQ loses {drops.l16} and {drops.l32}, " +
				"the striding RQ {drops.s16} and {drops}. A burst longer than its {slots} strides overflows it too: " +
				"mlx5_wq_ll_pop (wq.h) frees a WQE only when all its strides are consumed.",
			Set: set("rq=striding-v4.6", "burst=32768"),
			Runs: []Run{
				{Name: "s16", Set: set("burst=16384")},
				{Name: "l16", Set: set("rq=legacy", "burst=16384")},
				{Name: "l32", Set: set("rq=legacy")},
			},
			Highlight: []Target{Ring, Control("burst")},
			Expect:    []Claim{"drops.s16 < drops.l16", "drops < drops.l32", "drops > 0"},
		},
		{
			Title: "The price",
			Text: "A small stride cannot hold the skb around the packet: the striding RQ copies up to " +
				"MLX5_MPWRQ_SMALL_PACKET_THRESHOLD bytes into a fresh skb for every packet (mlx5e_handle_rx_cqe_mpwrq, en_rx.c). " +
				"The legacy RQ allocates and maps a new buffer for every WQE it refills (mlx5e_post_rx_wqes). " +
				"With the full stack behind them, which costs more cycles per packet?",
			Set:       set("rq=striding-v4.6", "traffic=flood", "sink=stack"),
			Runs:      []Run{{Name: "legacy", Set: set("rq=legacy")}},
			Window:    DefaultWindow,
			Highlight: []Target{Packet, Figures},
			Predict: &Question{
				Choices: []Choice{
					{"the striding RQ", "cpp > cpp.legacy"},
					{"about the same", "cpp ~ cpp.legacy"},
					{"the legacy RQ", "cpp < cpp.legacy"},
				},
				Reveal: "{cpp} cycles per packet for the striding RQ, {cpp.legacy} for the legacy RQ: " +
					"copying a small header costs less than a buffer allocated and mapped per packet, " +
					"and a WQE of the striding RQ is refilled once for its {strides} strides.",
			},
			Expect: []Claim{"cpp < cpp.legacy"},
		},
		{
			Title: "Today: linear strides",
			Text: "Today's striding RQ at MTU {mtu} is linear: a {stride}-byte stride per packet, so the skb wraps the buffer " +
				"(mlx5e_skb_from_cqe_mpwrq_linear, en_rx.c) and small packets again take a whole stride. " +
				"The burst of {burst} frames loses {drops}. Small strides return at MTU {mtu.jumbo}: {stride.jumbo} bytes.",
			Set:       set("rq=striding"),
			Runs:      []Run{{Name: "jumbo", Set: set("mtu=9000")}},
			Highlight: []Target{Ring, Control("mtu")},
			Expect:    []Claim{"drops > drops.jumbo"},
		},
		{
			Title: "Explore",
			Text: "Free exploration: change the receive queue, the burst, the frame size and the ring size (ethtool -G rx), " +
				"and watch where the frames are lost. The sandbox is one key away.",
			Set:       set("rq=striding-v4.6"),
			Highlight: []Target{Control("rq"), Control("burst"), Control("ring"), Ring},
			Explore:   true,
		},
	},
}
