package lessons

import "rxscope/model"

// burstRun measures one burst and what the ring makes of it: the model
// runs from time zero to just before the next burst starts.
var burstRun = RunSpec{Until: model.BurstPeriod - model.Nanosecond}

// stridesLesson: seed 003, why the receive queue has strides. A ring that
// gives every packet a buffer sized for the MTU holds as many packets as
// it has buffers, however small they are; small strides hold small
// packets by the stride (domain notes §1.5, §1.6).
var stridesLesson = Lesson{
	ID:      "strides",
	Title:   "Why strides",
	Seed:    "003",
	Summary: "Seed 003: one buffer per packet against small strides, and where a burst of small packets is lost.",
	Base:    set("variant=today", "traffic=burst", "size=64", "burst=16384", "mtu=1500", "inject=off"),
	Run:     burstRun,
	Steps: []Step{
		{
			Title: "One buffer per packet",
			Text: "A ring that gives every packet a buffer big enough for the MTU holds as many packets as buffers, however small they are. " +
				"At MTU {mtu} the striding RQ is linear and does just that: one {stride}-byte stride per packet " +
				"(mlx5e_skb_from_cqe_mpwrq_linear, en_rx.c), {slots} strides armed in {posted} WQEs (mlx5_wq_ll_missing, wq.h).",
			Highlight: []Target{Ring},
		},
		{
			Title: "A burst of small frames",
			Text: "A burst of {burst} frames of {size} bytes arrives at line rate, one every {wirens} ns, " +
				"while NAPI needs {ns} ns per packet. The armed strides run out: the NIC drops {drops} frames ({loss%}), " +
				"counted as rx_out_of_buffer. mlx5e_post_rx_mpwqes (en_rx.c) reposts a WQE only a poll after its release.",
			Highlight: []Target{Ring, Figures},
			Expect:    []Claim{"loss% > 50"},
		},
		{
			Title: "Small strides",
			Text: "Seed 003's striding RQ cut each WQE into small strides, and a packet takes as many as its bytes cover. " +
				"Here MTU {mtu} makes the RQ nonlinear with {stride}-byte strides (mlx5e_skb_from_cqe_mpwrq_nonlinear, en_rx.c): " +
				"{slots} strides armed in {posted} WQEs. The same burst of {burst} frames: how many are lost?",
			Set:       set("mtu=9000"),
			Runs:      []Run{{Name: "linear", Set: set("mtu=1500")}},
			Highlight: []Target{Ring, Control("mtu")},
			Predict: &Question{
				Choices: []Choice{
					{"as many as before", "drops ~ drops.linear"},
					{"fewer", "drops < drops.linear"},
					{"more", "drops > drops.linear"},
				},
				Reveal: "{drops} frames lost instead of {drops.linear}: each {size}-byte frame takes one {stride}-byte stride, " +
					"and the ring holds the burst while NAPI works through it at {ns} ns per packet.",
			},
			Expect: []Claim{"drops < drops.linear"},
		},
		{
			Title: "The price",
			Text: "A packet in small strides is not one contiguous buffer the skb can wrap: " +
				"mlx5e_skb_from_cqe_mpwrq_nonlinear (en_rx.c) allocates a fresh skb, copies the headers into it " +
				"and attaches the rest as page frags. That costs {cpp} cycles per packet here, against {cpp.linear} on the linear ring.",
			Set:       set("mtu=9000", "traffic=flood", "size=512"),
			Runs:      []Run{{Name: "linear", Set: set("mtu=1500")}},
			Run:       DefaultRun,
			Highlight: []Target{Packet, Figures},
			Expect:    []Claim{"cpp > cpp.linear"},
		},
		{
			Title: "Explore",
			Text: "Free exploration: change the burst, the frame size, the MTU and the ring size (ethtool -G rx), " +
				"and watch where the frames are lost. The sandbox is one key away.",
			Highlight: []Target{Control("burst"), Control("mtu"), Control("ring"), Ring},
			Explore:   true,
		},
	},
}
