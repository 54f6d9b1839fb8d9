// Command rxsim runs the rxscope model without the visualizer: one
// configuration, or a sweep of one numeric knob, printed as a table, CSV
// or JSON.
//
//	rxsim -variant today -distance 0
//	rxsim -sweep distance=0..16
//	rxsim -xdp drop -sweep distance=0..8:2 -csv
//	rxsim validate                 # every published figure next to the model's (-strict: exit 1 if a direction fails)
//	rxsim profile grace-cx7        # a machine's parameters, each with its source
//	rxsim scenes                   # the configurations the seeds measured, and how to run each
//	rxsim -set dram-ns=120,rob=256 # the same run on an edited machine
//	rxsim -sweep dram-ns=60..200   # the best distance at each DRAM latency
//	rxsim -profile-file my.json    # a machine from a file (rxsim profile -json writes one)
//	rxsim sensitivity              # which machine parameters decide the gain here
//
// Every knob of the model is a flag of the same name; rxsim -h lists them
// with their ranges and defaults.
//
// Work is bounded: each run simulates at most MaxPackets packets of
// warm-up and as many measured, and a command's runs together (a sweep's
// points, sensitivity's table) at most MaxWork packets, some ten minutes.
// A command over either bound, or with any bad flag or sweep point, is
// refused in one line before its first run, with exit status 2.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"text/tabwriter"
	"time"

	"rxscope/model"
	"rxscope/model/validation"
)

func main() {
	args := os.Args[1:]
	var err error
	switch {
	case len(args) > 0 && args[0] == "validate":
		err = validate(args[1:], os.Stdout, os.Stderr)
	case len(args) > 0 && args[0] == "profile":
		err = profile(args[1:], os.Stdout, os.Stderr)
	case len(args) > 0 && args[0] == "sensitivity":
		err = sensitivity(args[1:], os.Stdout, os.Stderr)
	case len(args) > 0 && args[0] == "scenes":
		err = scenes(args[1:], os.Stdout, os.Stderr)
	case len(args) > 0 && args[0] == "help":
		err = run([]string{"-h"}, os.Stdout, os.Stderr)
	default:
		err = run(args, os.Stdout, os.Stderr)
	}
	switch {
	case err == nil:
	case errors.Is(err, flag.ErrHelp):
		os.Exit(0)
	case errors.Is(err, errDirection):
		os.Exit(validateMissed)
	default:
		fmt.Fprintln(os.Stderr, "rxsim:", err)
		os.Exit(validateRefused)
	}
}

// options are rxsim's own flags (the knobs are separate).
type options struct {
	packets    int
	warmup     int
	sweep      string
	csv        bool
	json       bool
	trace      int
	quiet      bool
	counters   bool   // print ethtool -S and perf stat (counters.go)
	perfetto   string // write a Perfetto trace to this file (perfetto.go)
	perfettoUs int    // of this many microseconds
}

func run(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("rxsim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var o options
	newCountFlag(fs, &o.packets, "packets", 200000, 1, MaxPackets, "packets to measure (after the warm-up)")
	newCountFlag(fs, &o.warmup, "warmup", 20000, 0, MaxPackets, "packets to run before measuring")
	fs.StringVar(&o.sweep, "sweep", "", "sweep a numeric knob: name=from..to[:step], e.g. distance=0..16, or :xN for a geometric step, e.g. ring=64..8192:x2; or list values of any knob: variant=today,stride-ahead; or a machine parameter, e.g. dram-ns=60..200 (11 points without a step): the best distance at each value; at most 1000 points")
	fs.BoolVar(&o.csv, "csv", false, "print CSV")
	fs.BoolVar(&o.json, "json", false, "print JSON")
	newCountFlag(fs, &o.trace, "trace", 0, 0, model.DefaultTraceEvents, "print the last N trace events of the run")
	fs.BoolVar(&o.quiet, "q", false, "no progress line on stderr")
	fs.StringVar(&o.perfetto, "perfetto", "", "write a Perfetto trace (Chrome trace event JSON) of -perfetto-us µs after the warm-up to this file")
	newCountFlag(fs, &o.perfettoUs, "perfetto-us", 1000, 1, int(model.MaxRecord/model.Microsecond), "the Perfetto trace's length in µs of simulated time")
	fs.BoolVar(&o.counters, "counters", false, "print the counters as ethtool -S and perf stat name them (with -json: as JSON)")
	knobs := model.Knobs()
	values := make(map[string]*string, len(knobs))
	for _, k := range knobs {
		values[k.Name] = fs.String(k.Name, k.Default, k.Help)
	}
	mf := addMachineFlags(fs)
	fs.Usage = func() { usage(stderr, fs, knobs) }
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q: the subcommands are validate, profile, sensitivity and scenes, and a knob is a flag (-distance 6); rxsim -h lists them", model.Echo(fs.Arg(0)))
	}
	cfg := model.DefaultConfig()
	for _, k := range knobs {
		if err := cfg.Set(k.Name, *values[k.Name]); err != nil {
			return err
		}
	}
	cfg, err := mf.apply(cfg)
	if err != nil {
		return err
	}
	if err := cfg.Validate(); err != nil {
		return err
	}
	if err := checkOptions(o); err != nil {
		return err
	}
	if o.perfetto != "" {
		if o.sweep != "" {
			return fmt.Errorf("-perfetto records one configuration; it cannot be combined with -sweep %s", o.sweep)
		}
		return writePerfettoFile(cfg, o, stdout)
	}
	if o.sweep == "" {
		r, err := measure(cfg, o, stderr, "")
		if err != nil {
			return err
		}
		switch {
		case o.json:
			return writeJSON(stdout, []result{r})
		case o.csv:
			return writeCSV(stdout, []result{r}, "")
		}
		writeTable(stdout, r)
		if o.counters {
			return writeCounters(stdout, r.metrics, cfg)
		}
		return nil
	}
	name, points, err := parseSweep(paramSweepRange(o.sweep), append(knobs, paramKnobs()...))
	if err != nil {
		return err
	}
	if _, err := model.LookupParam(name); err == nil {
		return paramSweep(cfg, name, points, o, stdout, stderr)
	}
	cfgs, err := sweepConfigs(cfg, name, points)
	if err != nil {
		return err
	}
	if err := checkWork(o.warmup, o.packets, len(cfgs), "-sweep "+model.Echo(o.sweep)); err != nil {
		return err
	}
	var rs []result
	for i, c := range cfgs {
		o2 := o
		o2.trace = 0
		r, err := measure(c, o2, stderr, name+"="+points[i])
		if err != nil {
			return err
		}
		r.Sweep = points[i]
		rs = append(rs, r)
	}
	switch {
	case o.json:
		return writeJSON(stdout, rs)
	case o.csv:
		return writeCSV(stdout, rs, name)
	}
	writeSweep(stdout, rs, name)
	return nil
}

func usage(w io.Writer, fs *flag.FlagSet, knobs []model.KnobInfo) {
	fmt.Fprintf(w, "usage: rxsim [flags]\n       rxsim validate [-packets N] [-warmup N] [-set name=value,…] [-levers] [-strict] [-json]\n       rxsim profile [-json] [-set name=value,…] [-profile-file FILE] [NAME]\n       rxsim sensitivity [flags]\n       rxsim scenes [-json]\n\nRuns the rxscope model of the mlx5 striding RQ, NAPI and the CPU caches;\nvalidate compares it with every figure the seeds publish; profile prints a\nmachine's parameters and work steps, each with its source; sensitivity shows\nwhich machine parameters decide the look-ahead's gain; scenes lists the\nconfigurations the seeds measured and the flags that run each.\n\nknobs:\n")
	tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', 0)
	fmt.Fprintf(tw, "  -NAME\tRANGE\tDEFAULT\tHELP\n")
	for _, k := range knobs {
		fmt.Fprintf(tw, "  -%s\t%s\t%s\t%s\n", k.Name, k.Range, k.Default, k.Help)
	}
	tw.Flush()
	fmt.Fprintf(w, "\nprofiles:\n")
	for _, p := range model.Profiles() {
		fmt.Fprintf(w, "  %-13s %s\n", p.Name, p.Title)
	}
	fmt.Fprintf(w, "\nvariants:\n")
	for _, v := range model.Variants() {
		fmt.Fprintf(w, "  %-13s %s\n", v.Name(), v.Doc())
	}
	fmt.Fprintf(w, "\nrun:\n")
	for _, n := range []string{"packets", "warmup", "sweep", "set", "profile-file", "csv", "json", "trace", "q", "counters", "perfetto", "perfetto-us"} {
		f := fs.Lookup(n)
		fmt.Fprintf(w, "  -%-12s %s (default %q)\n", f.Name, f.Usage, f.DefValue)
	}
	fmt.Fprintf(w, "\nlimits:\n  every run simulates its -warmup and -packets, each at most %d; a command's runs together\n"+
		"  (one per point of a knob's sweep, %d per point of a machine parameter's, 2 + 4 per parameter\n"+
		"  of sensitivity, validate's counted as if no two figures shared one) simulate at most\n"+
		"  %d packets in all, some ten minutes; a command over it is refused before its first run.\n", MaxPackets, paramSweepRuns, MaxWork)
}

// result is one measured configuration.
type result struct {
	Sweep string            `json:"sweep,omitempty"`
	Knobs map[string]string `json:"knobs"`
	// Machine says how the machine differs from the profile knob's, when
	// it does (-set, -profile-file).
	Machine string  `json:"machine,omitempty"`
	Figures figures `json:"figures"`
	// Published are the figures a seed measured on exactly this
	// configuration, to read the model's beside.
	Published []publishedFigure `json:"published,omitempty"`
	// Counters are ethtool -S's and perf stat's figures (-counters).
	Counters *counters `json:"counters,omitempty"`
	trace    []model.Event
	metrics  model.Metrics
}

// publishedFigure is one measurement of a seed, as the seed wrote it.
type publishedFigure struct {
	ID    string  `json:"id"`
	Seed  string  `json:"seed"`
	What  string  `json:"what"`
	Value float64 `json:"value"`
	Text  string  `json:"text"`
	Unit  string  `json:"unit"`
	quote string  // the value with its unit, for the table
}

type figures struct {
	Mpps             float64 `json:"mpps"`
	Gbps             float64 `json:"gbps"`
	GoodputGbps      float64 `json:"tcp_goodput_gbps,omitempty"`
	DriverDropped    uint64  `json:"driver_dropped,omitempty"`
	HeadLinesRead    float64 `json:"head_lines_read_per_packet,omitempty"`
	HeadLinesWritten float64 `json:"head_lines_written_per_packet,omitempty"`
	FragListChained  uint64  `json:"frag_list_chained,omitempty"`
	DRAMLatencyNs    float64 `json:"dram_latency_ns"`
	RingWQEs         int     `json:"ring_wqes"`
	StridesPerWQE    int     `json:"strides_per_wqe"`
	StrideBytes      int     `json:"stride_bytes"`
	RingCapacity     int     `json:"ring_capacity_small_packets"`
	RingBytes        int     `json:"ring_bytes"`
	CyclesPerPacket  float64 `json:"cycles_per_packet"`
	WorkPerPacket    float64 `json:"work_cycles_per_packet"`
	StallCQE         float64 `json:"stall_cqe_per_packet"`
	StallHeader      float64 `json:"stall_header_per_packet"`
	StallPage        float64 `json:"stall_page_per_packet"`
	StallShinfo      float64 `json:"stall_shinfo_per_packet"`
	StallStoreQueue  float64 `json:"stall_store_queue_per_packet"`
	StallLocked      float64 `json:"stall_locked_op_per_packet"`
	StallOther       float64 `json:"stall_other_per_packet"`
	Utilization      float64 `json:"utilization"`
	Arrived          uint64  `json:"arrived"`
	Packets          uint64  `json:"packets"`
	Delivered        uint64  `json:"delivered"`
	XDPDropped       uint64  `json:"xdp_dropped"`
	XDPTxed          uint64  `json:"xdp_txed"`
	SocketDropped    uint64  `json:"udp_rcvbuf_errors"`
	AppReceived      uint64  `json:"app_received"`
	SkbsFreed        uint64  `json:"skbs_freed"`
	LockedOps        uint64  `json:"locked_ops"`
	DropOutOfBuffer  uint64  `json:"rx_out_of_buffer"`
	DropOversize     uint64  `json:"oversize_pkts_sw_drop"`
	PrefetchIssued   uint64  `json:"prefetch_issued"`
	PrefetchUseful   uint64  `json:"prefetch_useful"`
	PrefetchLate     uint64  `json:"prefetch_late"`
	PrefetchWasted   uint64  `json:"prefetch_wasted"`
	PrefetchUnused   uint64  `json:"prefetch_unused"`
	PrefetchDropped  uint64  `json:"prefetch_dropped"`
	PrefetchRedund   uint64  `json:"prefetch_redundant"`
	HWIssued         uint64  `json:"hw_prefetch_issued"`
	HWUseful         uint64  `json:"hw_prefetch_useful"`
	HWLate           uint64  `json:"hw_prefetch_late"`
	HWWasted         uint64  `json:"hw_prefetch_wasted"`
	LLCMissShare     float64 `json:"llc_miss_share"`
	FBOccupancy      float64 `json:"fill_buffer_occupancy"`
	FBFullWaits      uint64  `json:"fill_buffer_full_waits"`
	Polls            uint64  `json:"polls"`
	IRQs             uint64  `json:"irqs"`
	SimMicroseconds  float64 `json:"sim_us"`
	// WallMilliseconds is the run's wall-clock time, shown in the table
	// only: the JSON carries what the model computed, so that two runs
	// of one configuration and seed print the same bytes.
	WallMilliseconds float64 `json:"-"`
}

// measure runs cfg's model.Measurement: o.warmup packets, the metrics
// reset, then o.packets packets.
func measure(cfg model.Config, o options, stderr io.Writer, label string) (result, error) {
	s, err := model.New(cfg)
	if err != nil {
		return result{}, err
	}
	if o.trace == 0 {
		s.SetTraceLevel(model.TraceOff)
		s.SetTimeline(false)
	}
	start := time.Now()
	const chunk = 50000
	last := start
	for meas := model.NewMeasurement(s, model.Window{Warmup: o.warmup, Packets: o.packets}); !meas.Advance(chunk); {
		if !o.quiet && time.Since(last) > 500*time.Millisecond {
			last = time.Now()
			fmt.Fprintf(stderr, "\rrxsim: %s %.0f%% of %d packets, %s simulated", label, 100*meas.Progress(), o.warmup+o.packets, s.Now())
		}
	}
	if !o.quiet && time.Since(start) > 500*time.Millisecond {
		fmt.Fprintf(stderr, "\r%*s\r", 72, "")
	}
	m := s.Metrics()
	r := result{Knobs: map[string]string{}, metrics: m}
	if o.counters {
		r.Counters = countersOf(m, cfg)
	}
	for _, f := range validation.PublishedFor(cfg) {
		r.Published = append(r.Published, publishedFigure{f.ID, f.Seed, f.What, f.Published, f.Text, f.Unit, f.Quote()})
	}
	for _, k := range model.Knobs() {
		r.Knobs[k.Name] = cfg.Get(k.Name)
	}
	r.Machine = machineText(cfg)
	r.Figures = figures{
		Mpps: m.Mpps(), Gbps: m.Gbps(), CyclesPerPacket: m.CyclesPerPacket(),
		DriverDropped: m.DriverDropped, FragListChained: m.FragListChained, DRAMLatencyNs: s.DRAMLatency().Nanoseconds(),
		HeadLinesRead: perPacket(float64(m.HeadLinesRead), m.Packets), HeadLinesWritten: perPacket(float64(m.HeadLinesWritten), m.Packets),
		WorkPerPacket: perPacket(m.WorkCycles(), m.Packets),
		StallCQE:      m.StallCyclesPerPacket(model.StallCQE), StallHeader: m.StallCyclesPerPacket(model.StallHeader),
		StallPage: m.StallCyclesPerPacket(model.StallPage), StallShinfo: m.StallCyclesPerPacket(model.StallShinfo),
		StallStoreQueue: m.StallCyclesPerPacket(model.StallStoreQueue), StallLocked: m.StallCyclesPerPacket(model.StallLocked),
		StallOther: m.StallCyclesPerPacket(model.StallOther), Utilization: m.Utilization(),
		Arrived: m.Arrived, Packets: m.Packets, Delivered: m.Delivered, XDPDropped: m.XDPDropped, XDPTxed: m.XDPTxed,
		SocketDropped: m.SocketDropped, AppReceived: m.AppReceived, SkbsFreed: m.SkbsFreed, LockedOps: m.LockedOps,
		DropOutOfBuffer: m.Dropped[model.DropOutOfBuffer], DropOversize: m.Dropped[model.DropOversize],
		PrefetchIssued: m.Prefetch.Issued, PrefetchUseful: m.Prefetch.Useful, PrefetchLate: m.Prefetch.Late,
		PrefetchWasted: m.Prefetch.Wasted, PrefetchUnused: m.Prefetch.Unused, PrefetchDropped: m.Prefetch.Dropped,
		PrefetchRedund: m.Prefetch.Redundant,
		HWIssued:       m.HWPrefetch.Issued, HWUseful: m.HWPrefetch.Useful, HWLate: m.HWPrefetch.Late, HWWasted: m.HWPrefetch.Wasted,
		LLCMissShare: m.LLCMissShare(), FBOccupancy: m.FBOccupancy(), FBFullWaits: m.FBFullWaits, Polls: m.Polls, IRQs: m.IRQs,
		SimMicroseconds: m.Elapsed().Microseconds(), WallMilliseconds: float64(time.Since(start).Microseconds()) / 1000,
	}
	if cfg.Traffic == model.TCP {
		r.Figures.GoodputGbps = m.GoodputGbps(cfg.MTU)
	}
	g := s.Geometry()
	r.Figures.RingWQEs, r.Figures.StridesPerWQE, r.Figures.StrideBytes = g.WQEs, g.StridesPerWQE, g.StrideSize
	r.Figures.RingCapacity, r.Figures.RingBytes = g.Capacity(), g.RingBytes()
	if o.trace > 0 {
		t := s.Trace()
		for i := max(0, t.Len()-o.trace); i < t.Len(); i++ {
			r.trace = append(r.trace, t.At(i))
		}
	}
	return r, nil
}

func perPacket(x float64, n uint64) float64 {
	if n == 0 {
		return 0
	}
	return x / float64(n)
}

func writeTable(w io.Writer, r result) {
	f := r.Figures
	tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', 0)
	fmt.Fprintf(tw, "configuration\t")
	for _, k := range model.Knobs() {
		fmt.Fprintf(tw, "%s=%s ", k.Name, r.Knobs[k.Name])
	}
	fmt.Fprintf(tw, "\n")
	if r.Machine != "" {
		fmt.Fprintf(tw, "machine\t%s\n", r.Machine)
	}
	row := func(name, format string, a ...any) { fmt.Fprintf(tw, "%s\t"+format+"\n", append([]any{name}, a...)...) }
	row("ring", "%d WQEs × %d strides of %d B: %d small packets armed at once, %.2f MiB of buffers",
		f.RingWQEs, f.StridesPerWQE, f.StrideBytes, f.RingCapacity, float64(f.RingBytes)/(1<<20))
	row("packets processed", "%d in %.1f µs simulated (%.0f ms wall)", f.Packets, f.SimMicroseconds, f.WallMilliseconds)
	row("rate", "%.3f Mpps  %.2f Gb/s", f.Mpps, f.Gbps)
	if f.GoodputGbps > 0 {
		row("TCP goodput", "%.2f Gb/s (MSS payload, as netperf reports)", f.GoodputGbps)
	}
	row("NAPI CPU cycles/packet", "%.0f  (work %.0f, stalls: cqe %.0f, header %.0f, page %.0f, shinfo %.0f, store queue %.0f, locked op %.0f, other %.0f)",
		f.CyclesPerPacket, f.WorkPerPacket, f.StallCQE, f.StallHeader, f.StallPage, f.StallShinfo, f.StallStoreQueue, f.StallLocked, f.StallOther)
	row("CPU busy", "%.1f %%", 100*f.Utilization)
	row("frames", "arrived %d, delivered %d, XDP_DROP %d, XDP_TX %d", f.Arrived, f.Delivered, f.XDPDropped, f.XDPTxed)
	row("dropped", "rx_out_of_buffer %d, oversize_pkts_sw_drop %d, in the driver %d, at a full socket %d", f.DropOutOfBuffer, f.DropOversize, f.DriverDropped, f.SocketDropped)
	row("application core", "received %d skbs; NAPI core freed %d skbs, %d locked ops", f.AppReceived, f.SkbsFreed, f.LockedOps)
	if f.HeadLinesRead > 0 {
		row("header copy", "%.2f packet lines read, %.2f skb lines written per packet; %d skbs chained on frag_list", f.HeadLinesRead, f.HeadLinesWritten, f.FragListChained)
	}
	row("software prefetches", "issued %d: useful %d, late %d, wasted %d, unused %d, dropped %d; redundant %d",
		f.PrefetchIssued, f.PrefetchUseful, f.PrefetchLate, f.PrefetchWasted, f.PrefetchUnused, f.PrefetchDropped, f.PrefetchRedund)
	row("L2 stream prefetches", "issued %d: useful %d, late %d, wasted %d", f.HWIssued, f.HWUseful, f.HWLate, f.HWWasted)
	row("LLC miss share", "%.1f %%", 100*f.LLCMissShare)
	row("DRAM latency", "%.1f ns under this run's load", f.DRAMLatencyNs)
	row("fill buffers busy", "%.2f on average; %d requests waited for one", f.FBOccupancy, f.FBFullWaits)
	row("polls / interrupts", "%d / %d", f.Polls, f.IRQs)
	for _, p := range r.Published {
		row("published", "seed %s measured %s here (%s)", p.Seed, p.quote, p.What)
	}
	tw.Flush()
	if len(r.trace) > 0 {
		fmt.Fprintf(w, "\ntrace (last %d events):\n", len(r.trace))
		for _, e := range r.trace {
			fmt.Fprintln(w, e)
		}
	}
}

func writeSweep(w io.Writer, rs []result, name string) {
	tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "%s\tMpps\tGb/s\tcyc/pkt\twork\tst.cqe\tst.hdr\tst.page\tst.shinfo\tst.sq\tst.lock\tst.other\tpf.useful\tpf.late\tpf.wasted\tpf.unused\tdrops\t\n", name)
	for _, r := range rs {
		f := r.Figures
		fmt.Fprintf(tw, "%s\t%.3f\t%.2f\t%.0f\t%.0f\t%.0f\t%.0f\t%.0f\t%.0f\t%.0f\t%.0f\t%.0f\t%d\t%d\t%d\t%d\t%d\t\n", r.Sweep,
			f.Mpps, f.Gbps, f.CyclesPerPacket, f.WorkPerPacket, f.StallCQE, f.StallHeader, f.StallPage, f.StallShinfo, f.StallStoreQueue, f.StallLocked, f.StallOther,
			f.PrefetchUseful, f.PrefetchLate, f.PrefetchWasted, f.PrefetchUnused, f.DropOutOfBuffer+f.DropOversize)
	}
	tw.Flush()
}

func writeCSV(w io.Writer, rs []result, name string) error {
	if name == "" {
		name = "run"
	}
	fmt.Fprintf(w, "%s,mpps,gbps,cycles_per_packet,work,stall_cqe,stall_header,stall_page,stall_shinfo,stall_store_queue,stall_locked_op,stall_other,pf_issued,pf_useful,pf_late,pf_wasted,pf_unused,pf_dropped,rx_out_of_buffer,llc_miss_share,fb_occupancy\n", name)
	for _, r := range rs {
		f := r.Figures
		_, err := fmt.Fprintf(w, "%s,%.4f,%.3f,%.1f,%.1f,%.1f,%.1f,%.1f,%.1f,%.1f,%.1f,%.1f,%d,%d,%d,%d,%d,%d,%d,%.4f,%.3f\n", r.Sweep,
			f.Mpps, f.Gbps, f.CyclesPerPacket, f.WorkPerPacket, f.StallCQE, f.StallHeader, f.StallPage, f.StallShinfo, f.StallStoreQueue, f.StallLocked, f.StallOther,
			f.PrefetchIssued, f.PrefetchUseful, f.PrefetchLate, f.PrefetchWasted, f.PrefetchUnused, f.PrefetchDropped,
			f.DropOutOfBuffer, f.LLCMissShare, f.FBOccupancy)
		if err != nil {
			return err
		}
	}
	return nil
}

func writeJSON(w io.Writer, rs []result) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(rs)
}
