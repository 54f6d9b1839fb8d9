package validation

import (
	"math"

	"rxscope/model"
)

// Run is one model configuration of a validation row: a profile, knob
// settings on top of DefaultConfig, and the measure read from it. The rate
// value "app" stands for the rate at which the profile's receiving
// application keeps up with a TCP stream on its own core (TCPAppCapMpps).
type Run struct {
	Profile string
	Set     []string
	Measure model.Measure
	// params overrides parameters of the profile (name=value, as
	// Profile.Params names them): the other choice of a seed's setup
	// when that setup is a parameter of the seed's machine.
	params []string
}

// FigureKind says how a figure's model value is computed from its runs.
type FigureKind uint8

const (
	FigureValue  FigureKind = iota // the measure of Runs[0]
	FigureGain                     // (Runs[0] / Runs[1] − 1) × 100, throughput measures; for cycles, Runs[1] / Runs[0] − 1
	FigureSpread                   // (max − min) / min × 100 over Runs
)

// Figure is one published figure and how the model computes it.
type Figure struct {
	ID        string // seed/what/when, e.g. "000/udp/after"
	Seed      string
	What      string  // one line for people
	Published float64 // NaN when the seed gives no number
	Text      string  // the published value as the seed writes it
	Kind      FigureKind
	Unit      string // of the published value
	Runs      []Run
	// Fitted names the parameter fitted on this figure: the model value
	// reproduces it by construction, it is not a prediction.
	Fitted string
	// Gap, if set, says why the model does not reproduce the figure: the
	// figure is reported, its runs are not made, its claims not checked.
	Gap string
	// Why explains, in a sentence, why the model's value is off where it
	// is off (printed with the row). A number in it is the seed's own or
	// a sourced parameter's: how far a parameter would have to move comes
	// from the model, through Levers.
	Why string
	// Levers are the machine parameters that could carry the figure, or
	// a direction that needs it, and how far each would have to move is
	// searched by rxsim validate -levers; none when what is missing is a
	// mechanism the model lacks.
	Levers []Lever
	note   string // Why with a pointer to the levers (withLeverNotes)
}

// Note is what the validation report says beside the figure: that the
// model lacks what it needs, the parameter fitted on it, or why the
// model's value is off; "" when there is nothing to say.
func (f Figure) Note() string {
	switch {
	case f.Gap != "":
		return "not modelled: " + f.Gap
	case f.Fitted != "":
		return "fitted: " + f.Fitted
	}
	if f.note != "" {
		return f.note
	}
	return f.Why
}

// withLeverNotes writes each figure's note once: its Why and, when it
// has levers, a pointer to them ("rxsim validate -levers: how far dram-ns
// would have to move"), so that Note allocates nothing when the
// scene list asks for it.
func withLeverNotes(fs []Figure) []Figure {
	for i := range fs {
		f := &fs[i]
		if len(f.Levers) == 0 {
			continue
		}
		b := append([]byte(f.Why), "; rxsim validate -levers: how far "...)
		for j, l := range f.Levers {
			if j > 0 && l.Param == f.Levers[j-1].Param {
				continue
			}
			if j > 0 {
				b = append(b, " or "...)
			}
			b = append(b, l.Param...)
		}
		f.note = string(append(b, " would have to move"...))
	}
	return fs
}

// ClaimKind is the shape of a published direction.
type ClaimKind uint8

const (
	ClaimGreater ClaimKind = iota // A > B by more than Tol %
	ClaimWithin                   // |A| <= Tol (A a gain or spread in %)
	ClaimAbove                    // A > Tol (A a gain in %)
	ClaimNoGain                   // A <= Tol (A a gain in %): "no gain"
)

// Claim is a direction a seed states: which is faster, what is unchanged.
type Claim struct {
	Seed string
	Text string
	Kind ClaimKind
	A, B string  // figure IDs
	Tol  float64 // %
}

// Profiles and knob sets of the seeds' runs.
var (
	seed000 = "zen5-cx5"
	seed001 = "mlx4-2016"
	seed003 = "cx4lx-2016"
	seed004 = "grace-cx7"
	nan     = math.NaN()
)

func run(profile string, m model.Measure, set ...string) Run {
	return Run{Profile: profile, Set: set, Measure: m}
}

// Sentences shared by several figures' Why.
const (
	beforeGap = "the model's today exposes one header miss per packet; " +
		"the free path, the locked ops, the store queue and the application's core cost the same before and after " +
		"(they come after that stall or hide behind it), so the seeds' before−after gaps of 106-124 ns per packet for UDP and TCP, " +
		"more than one DRAM latency, would need a second serialized miss per packet that none of them is; " +
		"alone, DRAM would have to be slower than DDR5-6000's measured 75-90 ns (domain §7.2, §10)"
	xdpBeforeGap = "the XDP loop is short, so the model's window hides most of today's header miss; " +
		"the before row needs DRAM slower than DDR5-6000's measured 75-90 ns (domain §7.2, §10)"
	// tcpLossWhy is what loss recovery at a saturated NAPI core costs, read
	// from the kernel's code (net/ipv4/tcp_input.c, tcp_offload.c).
	tcpLossWhy = "loss recovery is not the missing cost: at a saturated NAPI core a real stream's window outgrows the ring and the NIC drops (rx_out_of_buffer), " +
		"but after the hole GRO still merges the segments that follow (tcp_gro_receive flushes only at the gap), tcp_data_queue_ofo appends each merged skb at the out-of-order queue's tail " +
		"(ooo_last_skb, tcp_ooo_try_coalesce) in place of tcp_queue_rcv and the wake-up, and __tcp_ack_snd_check sends three dupacks and then one compressed SACK per 44 skbs or 5% of the RTT " +
		"where the in-order path ACKs every GRO skb; the retransmission is one more packet at the usual cost; so the model's sender stays within the ring (tcp-window) and charges no recovery"
	tcpCapWhy = "the model's today TCP costs fewer NAPI cycles per packet than the seed's (the cycles row), so its core carries more than the receiver's 48 Gb/s and that limit binds before and after"
	llcWhy    = "with the NIC on the local socket (the setup) DDIO puts every line the device writes in the LLC, and at the shipped 20 MiB the ring's lines stay there until the NAPI core reads them; " +
		"perf's LLC-loads on Haswell (offcore demand data reads) also count L1 hardware prefetches and the lines of the XDP program's maps and the TX path, " +
		"which the model does not have; rxsim validate's setups show the share with the NIC on the other socket (the setup's other choice)"
	// llcAfterWhy is the result for the after row: no parameter of the
	// machine moves it off 0 with the NIC local.
	llcAfterWhy = "no parameter moves this row off 0 with the NIC local (the setup): with 3 descriptors ahead the prefetch brings each line before the program's load, " +
		"and a line the prefetch finds evicted from the LLC is a prefetch's miss, which perf's demand count leaves out, whatever the LLC's size or DDIO's ways; " +
		"the share perf saw comes from what the model does not have (L1 hardware prefetches, the XDP program's maps, the TX path)"
	distanceWhy = "v1 peeks a CQE line per packet; at distance 8 the peeked line is more often a fresh miss, and how often depends on how far the L2 streamer runs ahead, an estimate"
	burstWhy    = "the model loses more: it drains the ring more slowly during the burst than the published losses imply (6-10 Mpps, see seed 002); " +
		"the striding RQ gets a WQE back only when all its 1024 strides are consumed, so one WQE more or less moves a loss by 1024"
	seed004Why = "GRO chains every second LRO skb on frag_list (22-segment sessions, the setup) and the model charges the chain and " +
		"tcp_collapse's copy of its payload on the NAPI core; the published drop (−38% at both placements) is larger: " +
		"the rest is the worse len/truesize ratio's pruning of the receive queue (tcp_prune_queue), which the model does not run"
)

// Levers of the figures the model misses (Lever): the parameter, the
// range searched from the shipped value, the fitted figure that shows
// the fit break, and what measured machines say.
const (
	dramSource = "DDR5-6000 measures 75-90 ns load-to-use (domain §7.2; Chips and Cheese, Ryzen 9 9950X)"
	hwpfSource = "[E] 4 lines, no source for Zen 5's distance: AMD documents none; Intel's optimization manual has its L2 streamer run up to 20 lines ahead"
	workSource = "work-scale is fitted on seed 003's after figure: another value is that fit broken, not a measured machine"
	llcSource  = "[E] the E5-2650 v3 has 25 MiB of LLC (Intel ARK) and DDIO writes into 2 of its 20 ways (domain §7.4): " +
		"an LLC or a DDIO share small enough to evict the ring's lines before the NAPI core reads them is no such machine"
	fragSource = "[E] 400/300 on Zen 5 times Grace's work-scale, from the code (skb_gro_receive's chaining, the copy and kfree_skb_list walking the chain); " +
		"no measurement exists for Grace: perf's cycles in those functions with the 256 B copy against eth_get_headlen would confirm or rule it out"
)

// fragLever is seed 004's frag-list-chain cycles, from the shipped value
// up, for a before row whose fitted after figure is after: the one work
// step the model charges only when the 256 B copy leaves payload in the
// linear part (the chained payload's copy runs at the fitted
// app-copy-bytes-per-cycle, which is not free to move).
func fragLever(after string) []Lever {
	return []Lever{{Param: "frag-list-chain", Lo: 502, Hi: 20000, After: after, Source: fragSource}}
}

// dramLever is seed 000's DRAM latency, from the shipped 85 ns up, for
// the figure (or, with claim, the direction) whose fitted after figure
// is after.
func dramLever(after, claim string) []Lever {
	return []Lever{{Param: "dram-ns", Lo: 85, Hi: 200, Claim: claim, After: after, Source: dramSource}}
}

// PublishedFigures is every figure of the seeds (domain notes §8) with the
// model configuration that reproduces it. Fitted figures name the
// parameter they calibrate.
func PublishedFigures() []Figure {
	const (
		before = "variant=today"
		after  = "variant=stride-ahead"
		v1     = "variant=cqe-peek"
	)
	tcp, xdpDrop, xdpTx, cqe, app := "traffic=tcp", "xdp=drop", "xdp=tx", "cqe-compress=on", "rate=app"
	mlx4 := []string{"rq=legacy", "xdp=tx", "size=64"}
	drv := []string{"rq=legacy", "sink=driver-drop", "size=64"}
	burst := func(rq string, n string) Run {
		return run(seed003, model.MeasureBurstLoss, "traffic=burst", "size=64", "sink=driver-drop", "rq="+rq, "burst="+n)
	}
	with := func(base []string, more ...string) []string { return append(append([]string(nil), base...), more...) }
	return withLeverNotes(withSetups([]Figure{
		// seed 000: the table
		{ID: "000/udp/before", Seed: "000", What: "UDP 512 B flood, pktgen: today", Published: 2.52, Text: "2.52 Mpps", Unit: "Mpps",
			Runs: []Run{run(seed000, model.MeasureMpps, before)}, Why: beforeGap, Levers: dramLever("000/udp/after", "")},
		{ID: "000/udp/after", Seed: "000", What: "UDP 512 B flood, pktgen: stride-ahead, distance 4", Published: 3.44, Text: "3.44 Mpps", Unit: "Mpps",
			Runs: []Run{run(seed000, model.MeasureMpps, after)}, Fitted: "deliver-udp cycles"},
		{ID: "000/tcp-gbps/before", Seed: "000", What: "TCP, 1 stream: today, sender at the receiving application's rate", Published: 44.6, Text: "44.6 Gb/s", Unit: "Gb/s",
			Runs: []Run{run(seed000, model.MeasureGoodput, before, tcp, app)}, Why: tcpCapWhy,
			Levers: dramLever("000/tcp-gbps/after", "TCP: stride-ahead carries more Gb/s than today")},
		{ID: "000/tcp-gbps/after", Seed: "000", What: "TCP, 1 stream: stride-ahead, sender at the receiving application's rate", Published: 48.0, Text: "48.0 Gb/s", Unit: "Gb/s",
			Runs: []Run{run(seed000, model.MeasureGoodput, after, tcp, app)}, Fitted: "app-copy-bytes-per-cycle (the receiver's rate; the stream is sender-limited)"},
		{ID: "000/tcp-cyc/before", Seed: "000", What: "TCP, 1 stream, NAPI cycles/packet: today, core saturated", Published: 1334, Text: "1334", Unit: "cycles/pkt",
			Runs: []Run{run(seed000, model.MeasureCycles, before, tcp)}, Why: beforeGap + "; " + tcpLossWhy, Levers: dramLever("000/tcp-cyc/after", "")},
		{ID: "000/tcp-cyc/after", Seed: "000", What: "TCP, 1 stream, NAPI cycles/packet: stride-ahead, core saturated", Published: 715, Text: "715", Unit: "cycles/pkt",
			Runs: []Run{run(seed000, model.MeasureCycles, after, tcp)}, Fitted: "gro-tcp cycles"},
		{ID: "000/xdpdrop/before", Seed: "000", What: "XDP_DROP reading the packet, NAPI cycles/packet: today", Published: 409, Text: "409", Unit: "cycles/pkt",
			Runs: []Run{run(seed000, model.MeasureCycles, before, xdpDrop)}, Why: xdpBeforeGap, Levers: dramLever("000/xdpdrop/after", "")},
		{ID: "000/xdpdrop/after", Seed: "000", What: "XDP_DROP reading the packet, NAPI cycles/packet: stride-ahead", Published: 280, Text: "280", Unit: "cycles/pkt",
			Runs: []Run{run(seed000, model.MeasureCycles, after, xdpDrop)}, Fitted: "xdp-run cycles"},
		{ID: "000/xdptx/before", Seed: "000", What: "XDP_TX, NAPI cycles/packet: today", Published: 829, Text: "829", Unit: "cycles/pkt",
			Runs: []Run{run(seed000, model.MeasureCycles, before, xdpTx)}, Why: xdpBeforeGap, Levers: dramLever("000/xdptx/after", "")},
		{ID: "000/xdptx/after", Seed: "000", What: "XDP_TX, NAPI cycles/packet: stride-ahead", Published: 554, Text: "554", Unit: "cycles/pkt",
			Runs: []Run{run(seed000, model.MeasureCycles, after, xdpTx)}, Fitted: "xdp-tx cycles"},
		// seed 000: the notes
		{ID: "000/xdp-noread", Seed: "000", What: "XDP_DROP without touching the packet: stride-ahead over today", Published: 0, Text: "unchanged", Unit: "%", Kind: FigureGain,
			Runs: []Run{run(seed000, model.MeasureMpps, after, "xdp=drop-noread"), run(seed000, model.MeasureMpps, before, "xdp=drop-noread")}},
		{ID: "000/cqe/udp", Seed: "000", What: "CQE compression on, UDP flood: stride-ahead over today", Published: 26, Text: "+26%", Unit: "%", Kind: FigureGain,
			Runs: []Run{run(seed000, model.MeasureMpps, after, cqe), run(seed000, model.MeasureMpps, before, cqe)}, Why: beforeGap, Levers: dramLever("000/udp/after", "")},
		{ID: "000/cqe/tcp", Seed: "000", What: "CQE compression on, TCP 1 stream: stride-ahead over today", Published: 6, Text: "+6%", Unit: "%", Kind: FigureGain,
			Runs: []Run{run(seed000, model.MeasureGoodput, after, cqe, tcp, app), run(seed000, model.MeasureGoodput, before, cqe, tcp, app)}, Why: tcpCapWhy,
			Levers: dramLever("000/tcp-gbps/after", "CQE compression on: stride-ahead still gains on TCP")},
		{ID: "000/cqe/v1", Seed: "000", What: "CQE compression on, UDP flood: v1 (cqe-peek) over today", Published: 0, Text: "no gain", Unit: "%", Kind: FigureGain,
			Runs: []Run{run(seed000, model.MeasureMpps, v1, cqe), run(seed000, model.MeasureMpps, before, cqe)}, Why: "the peek itself is a miss that finds nothing under compression: the model charges it, so v1 comes out slightly slower than today"},
		{ID: "000/tunnel/shinfo", Seed: "000", What: "TCP in an ovpn UDP tunnel: stride-ahead with the shinfo prefetch", Published: 34, Text: "+34%", Unit: "%", Kind: FigureGain,
			Gap: "the ovpn receive path (decryption in place, one skb per record) is not in the model"},
		{ID: "000/tunnel/noshinfo", Seed: "000", What: "TCP in an ovpn UDP tunnel: stride-ahead without the shinfo prefetch", Published: 4, Text: "+4%", Unit: "%", Kind: FigureGain,
			Gap: "the ovpn receive path is not in the model"},
		{ID: "000/distance", Seed: "000", What: "distances 4, 6 and 8 (measured with v1): spread of the UDP flood rate", Published: 3, Text: "within 3%", Unit: "%", Kind: FigureSpread,
			Runs: []Run{run(seed000, model.MeasureMpps, v1, "distance=4"), run(seed000, model.MeasureMpps, v1, "distance=6"), run(seed000, model.MeasureMpps, v1, "distance=8")}, Why: distanceWhy,
			Levers: []Lever{
				{Param: "hw-prefetch-lines", Lo: 0, Hi: 4, Claim: "distances 4, 6 and 8 within 3% of each other", After: "000/udp/after", Source: hwpfSource},
				{Param: "hw-prefetch-lines", Lo: 4, Hi: 20, Claim: "distances 4, 6 and 8 within 3% of each other", After: "000/udp/after", Source: hwpfSource},
			}},
		{ID: "000/lowrate", Seed: "000", What: "low rate (Poisson, 0.1 Mpps): stride-ahead over today, cycles/packet", Published: nan, Text: "prefetches wasted", Unit: "%", Kind: FigureGain,
			Runs: []Run{run(seed000, model.MeasureCycles, after, "traffic=lowrate"), run(seed000, model.MeasureCycles, before, "traffic=lowrate")}},

		// seed 001: mlx4, XDP_TX on a cyclic ring, one packet per page
		{ID: "001/rate/before", Seed: "001", What: "mlx4 XDP, 64 B at line rate: no prefetch ahead", Published: 10, Text: "10 Mpps", Unit: "Mpps",
			Runs: []Run{run(seed001, model.MeasureMpps, with(mlx4, "variant=mlx4-ahead", "distance=0")...)}, Why: "the 2016 mlx4 XDP branch runs the program on the packet with no prefetch: its header is a DDIO LLC hit that the window hides only in part"},
		{ID: "001/rate/after", Seed: "001", What: "mlx4 XDP: prefetch 3 descriptors ahead", Published: 12.5, Text: "12.5 Mpps", Unit: "Mpps",
			Runs: []Run{run(seed001, model.MeasureMpps, with(mlx4, "variant=mlx4-ahead", "distance=3")...)}, Fitted: "work-scale of mlx4-2016"},
		{ID: "001/llc/before", Seed: "001", What: "LLC misses (perf stat): no prefetch ahead", Published: 14, Text: "~14%", Unit: "%",
			Runs: []Run{run(seed001, model.MeasureLLCMiss, with(mlx4, "variant=mlx4-ahead", "distance=0")...)}, Why: llcWhy,
			Levers: []Lever{
				{Param: "llc-mib", Lo: 1, Hi: 20, After: "001/rate/after", Source: llcSource},
				{Param: "inject-ways", Lo: 1, Hi: 2, After: "001/rate/after", Source: llcSource},
			}},
		{ID: "001/llc/after", Seed: "001", What: "LLC misses (perf stat): prefetch 3 ahead", Published: 7, Text: "~7%", Unit: "%",
			Runs: []Run{run(seed001, model.MeasureLLCMiss, with(mlx4, "variant=mlx4-ahead", "distance=3")...)}, Why: llcAfterWhy},
		{ID: "001/sweep/3-0", Seed: "001", What: "distance 3 over distance 0", Published: nan, Text: "gain", Unit: "%", Kind: FigureGain,
			Runs: []Run{run(seed001, model.MeasureMpps, with(mlx4, "variant=mlx4-ahead", "distance=3")...), run(seed001, model.MeasureMpps, with(mlx4, "variant=mlx4-ahead", "distance=0")...)}},
		{ID: "001/sweep/5-3", Seed: "001", What: "distance 5 over distance 3", Published: nan, Text: "diminishing returns past 3", Unit: "%", Kind: FigureGain,
			Runs: []Run{run(seed001, model.MeasureMpps, with(mlx4, "variant=mlx4-ahead", "distance=5")...), run(seed001, model.MeasureMpps, with(mlx4, "variant=mlx4-ahead", "distance=3")...)}},

		// seed 002: RX bulking, driver-level drop, 2016 legacy RQ
		{ID: "002/drop/before", Seed: "002", What: "driver-level drop, 64 B at line rate: one loop (today)", Published: 6.2, Text: "6.2 Mpps", Unit: "Mpps",
			Runs: []Run{run(seed003, model.MeasureMpps, with(drv, before)...)}},
		{ID: "002/drop/after", Seed: "002", What: "driver-level drop: two loops (bulk)", Published: 12, Text: "12 Mpps", Unit: "Mpps",
			Runs: []Run{run(seed003, model.MeasureMpps, with(drv, "variant=bulk")...)}, Fitted: "work-scale of desk-2016"},

		// seed 003: legacy RQ vs the first striding RQ
		{ID: "003/burst/legacy-2k", Seed: "003", What: "64 B burst of 2K, legacy RQ (1024 WQEs)", Published: 1000, Text: "~1K", Unit: "frames lost",
			Runs: []Run{burst("legacy", "2048")}},
		{ID: "003/burst/legacy-16k", Seed: "003", What: "64 B burst of 16K, legacy RQ", Published: 13000, Text: "~13K", Unit: "frames lost",
			Runs: []Run{burst("legacy", "16384")}, Why: burstWhy},
		{ID: "003/burst/legacy-32k", Seed: "003", What: "64 B burst of 32K, legacy RQ", Published: 29000, Text: "~29K", Unit: "frames lost",
			Runs: []Run{burst("legacy", "32768")}},
		{ID: "003/burst/striding-2k", Seed: "003", What: "64 B burst of 2K, striding RQ (16 × 1024 × 128 B)", Published: 0, Text: "0", Unit: "frames lost",
			Runs: []Run{burst("striding-v4.6", "2048")}},
		{ID: "003/burst/striding-16k", Seed: "003", What: "64 B burst of 16K, striding RQ", Published: 0, Text: "0", Unit: "frames lost",
			Runs: []Run{burst("striding-v4.6", "16384")}, Why: burstWhy},
		{ID: "003/burst/striding-32k", Seed: "003", What: "64 B burst of 32K, striding RQ", Published: 14000, Text: "14K", Unit: "frames lost",
			Runs: []Run{burst("striding-v4.6", "32768")}, Why: burstWhy,
			Levers: []Lever{{Param: "work-scale", Lo: 0.5, Hi: 1.171, After: "003/tcp64k/after", Source: workSource}}},
		{ID: "003/tcp64k/before", Seed: "003", What: "netperf TCP 1 stream, 64 KiB messages: legacy RQ", Published: 21.8, Text: "~21800 Mb/s", Unit: "Gb/s",
			Runs: []Run{run(seed003, model.MeasureGoodput, "rq=legacy", tcp)}, Why: "the 2016 legacy refill (netdev_alloc_skb and dma_map_single per packet) is an estimate; the model's legacy RQ costs less than the seed's",
			Levers: []Lever{{Param: "work-scale", Lo: 1.171, Hi: 3, After: "003/tcp64k/after", Source: workSource}}},
		{ID: "003/tcp64k/after", Seed: "003", What: "netperf TCP 1 stream, 64 KiB messages: striding RQ", Published: 33.5, Text: "33500 Mb/s", Unit: "Gb/s",
			Runs: []Run{run(seed003, model.MeasureGoodput, "rq=striding-v4.6", tcp)}, Fitted: "work-scale of cx4lx-2016"},
		{ID: "003/tcp1k/before", Seed: "003", What: "netperf TCP 1 stream, 1 KiB messages: legacy RQ", Published: 12.3, Text: "~12300 Mb/s", Unit: "Gb/s",
			Gap: "1 KiB writes make the sender the bottleneck; the model has no sender"},
		{ID: "003/tcp1k/after", Seed: "003", What: "netperf TCP 1 stream, 1 KiB messages: striding RQ", Published: 14.9, Text: "14900 Mb/s", Unit: "Gb/s",
			Gap: "1 KiB writes make the sender the bottleneck; the model has no sender"},
		{ID: "003/multi", Seed: "003", What: "netperf multi-stream: line rate before and after", Published: 50, Text: "line rate", Unit: "Gb/s",
			Gap: "many streams spread over many queues and cores; the model runs one queue"},

		// seed 004: header copy of 256 B vs eth_get_headlen, LRO on
		{ID: "004/irq/before", Seed: "004", What: "netperf 256K, netserver on the IRQ core: 256 B header copy", Published: 32.54782, Text: "32547.82 Mb/s", Unit: "Gb/s",
			Runs: []Run{run(seed004, model.MeasureGoodput, tcp, "lro=on", "headcopy=256", "app=irq-core")}, Why: seed004Why,
			Levers: fragLever("004/irq/after")},
		{ID: "004/irq/after", Seed: "004", What: "netperf 256K, netserver on the IRQ core: eth_get_headlen", Published: 52.89606, Text: "52896.06 Mb/s", Unit: "Gb/s",
			Runs: []Run{run(seed004, model.MeasureGoodput, tcp, "lro=on", "headcopy=headlen", "app=irq-core")}, Fitted: "work-scale of grace-cx7"},
		{ID: "004/adj/before", Seed: "004", What: "netperf 256K, netserver on the adjacent core: 256 B header copy", Published: 52.53167, Text: "52531.67 Mb/s", Unit: "Gb/s",
			Runs: []Run{run(seed004, model.MeasureGoodput, tcp, "lro=on", "headcopy=256", app)}, Why: seed004Why,
			Levers: fragLever("004/adj/after")},
		{ID: "004/adj/after", Seed: "004", What: "netperf 256K, netserver on the adjacent core: eth_get_headlen", Published: 85.09490, Text: "85094.90 Mb/s", Unit: "Gb/s",
			Runs: []Run{run(seed004, model.MeasureGoodput, tcp, "lro=on", "headcopy=headlen", app)}, Fitted: "app-copy-bytes-per-cycle of grace-cx7"},
	}))
}

// PublishedClaims are the directions the seeds state.
func PublishedClaims() []Claim {
	return []Claim{
		{"000", "UDP flood: stride-ahead is faster than today", ClaimGreater, "000/udp/after", "000/udp/before", 0},
		{"000", "TCP: stride-ahead carries more Gb/s than today", ClaimGreater, "000/tcp-gbps/after", "000/tcp-gbps/before", 1},
		{"000", "TCP: stride-ahead costs fewer NAPI cycles per packet", ClaimGreater, "000/tcp-cyc/before", "000/tcp-cyc/after", 0},
		{"000", "XDP_DROP: stride-ahead costs fewer cycles per packet", ClaimGreater, "000/xdpdrop/before", "000/xdpdrop/after", 0},
		{"000", "XDP_TX: stride-ahead costs fewer cycles per packet", ClaimGreater, "000/xdptx/before", "000/xdptx/after", 0},
		{"000", "XDP_DROP without touching the packet: unchanged (within 3%)", ClaimWithin, "000/xdp-noread", "", 3},
		{"000", "CQE compression on: stride-ahead still gains on UDP", ClaimAbove, "000/cqe/udp", "", 3},
		{"000", "CQE compression on: stride-ahead still gains on TCP", ClaimAbove, "000/cqe/tcp", "", 1},
		{"000", "CQE compression on: v1 (cqe-peek) gains nothing (at most +3%)", ClaimNoGain, "000/cqe/v1", "", 3},
		{"000", "TCP in a tunnel: the shinfo prefetch makes the difference", ClaimGreater, "000/tunnel/shinfo", "000/tunnel/noshinfo", 0},
		{"000", "distances 4, 6 and 8 within 3% of each other", ClaimWithin, "000/distance", "", 3},
		{"000", "low rate: the prefetches are wasted, no gain (within 3%)", ClaimWithin, "000/lowrate", "", 3},
		{"001", "prefetching 3 ahead is faster", ClaimGreater, "001/rate/after", "001/rate/before", 0},
		{"001", "prefetching 3 ahead lowers the LLC miss share", ClaimGreater, "001/llc/before", "001/llc/after", 0},
		{"001", "distance 3 gains over 0", ClaimAbove, "001/sweep/3-0", "", 3},
		{"001", "diminishing returns past 3 (5 within 3% of 3)", ClaimWithin, "001/sweep/5-3", "", 3},
		{"002", "two loops drop more packets per second in the driver", ClaimGreater, "002/drop/after", "002/drop/before", 0},
		{"003", "2K burst: the striding RQ loses less", ClaimGreater, "003/burst/legacy-2k", "003/burst/striding-2k", 0},
		{"003", "16K burst: the striding RQ loses less", ClaimGreater, "003/burst/legacy-16k", "003/burst/striding-16k", 0},
		{"003", "32K burst: the striding RQ loses less", ClaimGreater, "003/burst/legacy-32k", "003/burst/striding-32k", 0},
		{"003", "TCP 64 KiB messages: the striding RQ is faster", ClaimGreater, "003/tcp64k/after", "003/tcp64k/before", 0},
		{"003", "TCP 1 KiB messages: the striding RQ is faster", ClaimGreater, "003/tcp1k/after", "003/tcp1k/before", 0},
		{"004", "netserver on the IRQ core: eth_get_headlen is faster", ClaimGreater, "004/irq/after", "004/irq/before", 0},
		{"004", "netserver on the adjacent core: eth_get_headlen is faster", ClaimGreater, "004/adj/after", "004/adj/before", 0},
	}
}
