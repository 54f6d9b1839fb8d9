package model

import (
	"math"
	"strconv"
	"strings"
)

// ParamSpec describes one physical parameter of a Profile for whoever
// changes it: its name (what rxsim profile prints, -set takes, a machine
// file and the app's URL use), its unit, the range a value must lie in and
// where it lives in the Profile. The table paramTable holds one line per
// parameter; adding a Profile parameter is adding one line there, and the
// command line, the file format, the app's machine panel and its URL
// follow.
type ParamSpec struct {
	Name     string  // "dram-ns"
	Unit     string  // "ns", as the shipped profiles write it
	Min, Max float64 // the range a value must lie in, both included
	Whole    bool    // a count: a value must be a whole number
	// Decisive marks the parameters that move the look-ahead's figures
	// most: the app's machine panel and the sensitivity table show them.
	Decisive bool
	Help     string // one line
	// Field points at the parameter in p; nil for a work step.
	Field func(p *Profile) *Param
	// Work, for a work step (workparam.go), points at the step in p: the
	// parameter is its cycles.
	Work func(p *Profile) *Work
}

// paramTable lists the physical parameters of a Profile in the order
// rxsim profile prints them. The ranges hold every shipped machine and
// what a user can build with the model: the caches' directories bound
// their sizes (cache.go), maxWays their associativity.
var paramTable = []ParamSpec{
	{Name: "core-ghz", Unit: "GHz", Min: 0.5, Max: 6, Decisive: true, Help: "core clock while polling", Field: func(p *Profile) *Param { return &p.CoreGHz }},
	{Name: "rob", Unit: "entries", Min: 32, Max: 1024, Whole: true, Decisive: true, Help: "reorder buffer: how far dispatch runs past the oldest incomplete load", Field: func(p *Profile) *Param { return &p.ROB }},
	{Name: "sched-window", Unit: "entries", Min: 8, Max: 512, Whole: true, Decisive: true, Help: "scheduler entries that hold the consumers of a missing load", Field: func(p *Profile) *Param { return &p.SchedWindow }},
	{Name: "fill-buffers", Unit: "buffers", Min: 1, Max: 64, Whole: true, Decisive: true, Help: "L1 miss buffers shared by demand misses and software prefetches", Field: func(p *Profile) *Param { return &p.FillBuffers }},
	{Name: "store-queue", Unit: "entries", Min: 8, Max: 512, Whole: true, Decisive: true, Help: "store queue: stores retired and not yet committed, behind a store miss", Field: func(p *Profile) *Param { return &p.StoreQueue }},
	{Name: "store-density", Unit: "per 1000 instr", Min: 10, Max: 500, Help: "stores per 1000 instructions of the work steps", Field: func(p *Profile) *Param { return &p.StoreDensity }},
	{Name: "c2c-near-ns", Unit: "ns", Min: 5, Max: 500, Help: "a line moved between cores that share an L3 (app=other-core)", Field: func(p *Profile) *Param { return &p.C2CNearNs }},
	{Name: "c2c-far-ns", Unit: "ns", Min: 5, Max: 500, Decisive: true, Help: "a line moved between cores of different CCDs or dies (app=other-ccd)", Field: func(p *Profile) *Param { return &p.C2CFarNs }},
	{Name: "app-recv-ns", Unit: "ns", Min: 50, Max: 20000, Help: "one recvmsg of a datagram on the application's core, copy excluded", Field: func(p *Profile) *Param { return &p.AppRecvNs }},
	{Name: "l1-kib", Unit: "KiB", Min: 16, Max: 128, Whole: true, Help: "L1 data cache size", Field: func(p *Profile) *Param { return &p.L1KiB }},
	{Name: "l1-ways", Unit: "ways", Min: 2, Max: maxWays, Whole: true, Help: "L1 data cache associativity", Field: func(p *Profile) *Param { return &p.L1Ways }},
	{Name: "l1-cycles", Unit: "cycles", Min: 1, Max: 10, Whole: true, Help: "L1 load-to-use latency", Field: func(p *Profile) *Param { return &p.L1Cycles }},
	{Name: "l2-kib", Unit: "KiB", Min: 128, Max: 2048, Whole: true, Help: "private L2 size", Field: func(p *Profile) *Param { return &p.L2KiB }},
	{Name: "l2-ways", Unit: "ways", Min: 2, Max: maxWays, Whole: true, Help: "L2 associativity", Field: func(p *Profile) *Param { return &p.L2Ways }},
	{Name: "l2-cycles", Unit: "cycles", Min: 5, Max: 40, Whole: true, Help: "L2 hit latency", Field: func(p *Profile) *Param { return &p.L2Cycles }},
	{Name: "llc-mib", Unit: "MiB", Min: 1, Max: 512, Whole: true, Help: "last-level cache size", Field: func(p *Profile) *Param { return &p.LLCMiB }},
	{Name: "llc-ways", Unit: "ways", Min: 2, Max: maxWays, Whole: true, Help: "last-level cache associativity", Field: func(p *Profile) *Param { return &p.LLCWays }},
	{Name: "llc-cycles", Unit: "cycles", Min: 15, Max: 300, Whole: true, Decisive: true, Help: "last-level cache hit latency", Field: func(p *Profile) *Param { return &p.LLCCycles }},
	{Name: "dram-ns", Unit: "ns", Min: 40, Max: 400, Decisive: true, Help: "DRAM idle load-to-use latency", Field: func(p *Profile) *Param { return &p.DRAMns }},
	{Name: "remote-ns", Unit: "ns", Min: 40, Max: 600, Help: "a line the device wrote on the other socket (nic=remote)", Field: func(p *Profile) *Param { return &p.RemoteNs }},
	{Name: "dram-peak-gbps", Unit: "GB/s", Min: 5, Max: 2000, Help: "bandwidth the memory controller sustains", Field: func(p *Profile) *Param { return &p.DRAMPeakGBps }},
	{Name: "dram-load-slope", Unit: "", Min: 0, Max: 2, Help: "loaded latency = idle × (1 + slope × √utilization)", Field: func(p *Profile) *Param { return &p.DRAMLoadSlope }},
	{Name: "hot-ways-l1", Unit: "ways", Min: 0, Max: maxWays - 1, Whole: true, Help: "L1 ways held by the driver's and the stack's hot working set", Field: func(p *Profile) *Param { return &p.HotWaysL1 }},
	{Name: "hot-ways-l2", Unit: "ways", Min: 0, Max: maxWays - 1, Whole: true, Help: "L2 ways held by the hot working set", Field: func(p *Profile) *Param { return &p.HotWaysL2 }},
	{Name: "hw-prefetch-lines", Unit: "lines", Min: 0, Max: 32, Whole: true, Help: "lines the L2 stream prefetcher runs ahead; 0 = none", Field: func(p *Profile) *Param { return &p.HWPrefetchLines }},
	{Name: "link-gbps", Unit: "Gb/s", Min: 1, Max: 800, Help: "link speed", Field: func(p *Profile) *Param { return &p.LinkGbps }},
	{Name: "cqe-delay-ns", Unit: "ns", Min: 0, Max: 5000, Help: "from the end of a frame's DMA to its CQE", Field: func(p *Profile) *Param { return &p.CQEDelayNs }},
	{Name: "irq-ns", Unit: "ns", Min: 0, Max: 50000, Help: "from the interrupt event to the handler running", Field: func(p *Profile) *Param { return &p.IRQns }},
	{Name: "mod-usec", Unit: "µs", Min: 0, Max: 1000, Help: "RX CQ interrupt moderation time", Field: func(p *Profile) *Param { return &p.ModUsec }},
	{Name: "mod-pkts", Unit: "CQEs", Min: 1, Max: 1024, Whole: true, Help: "RX CQ interrupt moderation count", Field: func(p *Profile) *Param { return &p.ModPkts }},
	{Name: "umr-ns", Unit: "ns", Min: 0, Max: 100000, Help: "UMR WQE completion when reposting", Field: func(p *Profile) *Param { return &p.UMRns }},
	{Name: "legacy-refill-all", Unit: "bool", Min: 0, Max: 1, Whole: true, Help: "1: the legacy RQ refills every missing WQE at each poll (2016 drivers); 0: once wqe_bulk are missing (today's)", Field: func(p *Profile) *Param { return &p.LegacyRefillAll }},
	{Name: "inject", Unit: "bool", Min: 0, Max: 1, Whole: true, Decisive: true, Help: "1: the NIC's writes land in the LLC (DDIO-like) whatever the inject knob says", Field: func(p *Profile) *Param { return &p.Inject }},
	{Name: "inject-ways", Unit: "ways", Min: 1, Max: maxWays, Whole: true, Decisive: true, Help: "LLC ways available to injected lines", Field: func(p *Profile) *Param { return &p.InjectWays }},
	{Name: "compress-max", Unit: "CQEs", Min: 1, Max: 256, Whole: true, Help: "mini CQEs in one compression session at most", Field: func(p *Profile) *Param { return &p.CompressMax }},
	{Name: "compress-window-ns", Unit: "ns", Min: 0, Max: 10000, Help: "the NIC closes a compression session after this quiet time", Field: func(p *Profile) *Param { return &p.CompressWindowNs }},
	{Name: "work-scale", Unit: "×", Min: 0.1, Max: 10, Help: "cycles of every work step relative to the seed 000 machine's; -set rescales the steps", Field: func(p *Profile) *Param { return &p.WorkScale }},
	{Name: "tcp-window", Unit: "packets", Min: 1, Max: 65536, Whole: true, Help: "packets the TCP-like sender keeps in flight", Field: func(p *Profile) *Param { return &p.TCPWindow }},
	{Name: "tcp-rtt-us", Unit: "µs", Min: 0.1, Max: 10000, Help: "from a packet's consumption to the sender's next permitted send", Field: func(p *Profile) *Param { return &p.TCPRTTus }},
	{Name: "lro-segs", Unit: "segments", Min: 1, Max: 64, Whole: true, Help: "TCP segments the NIC merges into one LRO CQE", Field: func(p *Profile) *Param { return &p.LROSegs }},
	{Name: "app-copy-bytes-per-cycle", Unit: "B/cycle", Min: 0.05, Max: 64, Help: "the receiving application's copy rate on a core", Field: func(p *Profile) *Param { return &p.AppCopyBytesPerCycle }},
}

// ParamSpecs returns the table of physical parameters, in the order rxsim
// profile prints them.
func ParamSpecs() []ParamSpec { return append([]ParamSpec(nil), paramTable...) }

// LookupParam returns the spec of the parameter called name, a physical
// parameter or a work step's cycles (workparam.go), or a *ParamError
// naming it and listing the names.
func LookupParam(name string) (ParamSpec, error) {
	if i := paramIndex(name); i >= 0 {
		return paramTable[i], nil
	}
	if s, ok := workSpec(name); ok {
		return s, nil
	}
	return ParamSpec{}, &ParamError{Name: name, Why: ParamUnknown}
}

// paramIndex is the index of name in paramTable, or -1.
func paramIndex(name string) int {
	for i := range paramTable {
		if paramTable[i].Name == name {
			return i
		}
	}
	return -1
}

// Check returns a *ParamError when v is not a value of s: out of range, a
// fraction of a count, or not a number at all.
func (s ParamSpec) Check(v float64) error {
	switch {
	case v != v || v < s.Min || v > s.Max: // v != v: NaN
		return &ParamError{Name: s.Name, Value: strconv.FormatFloat(v, 'g', -1, 64), Spec: s, Why: ParamOutOfRange}
	case s.Whole && v != float64(int64(v)):
		return &ParamError{Name: s.Name, Value: strconv.FormatFloat(v, 'g', -1, 64), Spec: s, Why: ParamNotWhole}
	}
	return nil
}

// Parse reads text as a value of s and checks it.
func (s ParamSpec) Parse(text string) (float64, error) {
	text = strings.TrimSpace(text)
	v, err := strconv.ParseFloat(text, 64)
	if err != nil {
		return 0, &ParamError{Name: s.Name, Value: text, Spec: s, Why: ParamNotANumber}
	}
	return v, s.Check(v)
}

// RangeText is the range with its unit, as the errors and the panel say
// it: "40..400 ns", "0..1".
func (s ParamSpec) RangeText() string {
	return FormatParam(s.Min) + ".." + FormatParam(s.Max) + s.unitSuffix()
}

// ValueText is v with its unit: "85 ns", "1.171 ×", "1 way", "1" for a
// bool.
func (s ParamSpec) ValueText(v float64) string {
	if one, ok := unitOfOne[s.Unit]; ok && v == 1 {
		return "1 " + one
	}
	return FormatParam(v) + s.unitSuffix()
}

// unitOfOne is the singular of the units that count things, for a value
// of one ("1 way", not "1 ways"); "1 ns" and "1 MiB" need none.
var unitOfOne = map[string]string{"ways": "way", "lines": "line", "segments": "segment", "cycles": "cycle"}

// unitSuffix is " " and the unit, or "" for a bool or a bare number.
func (s ParamSpec) unitSuffix() string {
	if s.Unit == "" || s.Unit == "bool" {
		return ""
	}
	return " " + s.Unit
}

// FormatParam writes a parameter's value in the shortest form that reads
// back the same: "85", "0.3", "3.4", and a whole number in its digits
// ("1000000" cycles, not "1e+06").
func FormatParam(v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return strconv.FormatFloat(v, 'f', -1, 64)
	}
	return strconv.FormatFloat(v, 'g', -1, 64)
}

// RoundParam rounds v to n significant digits, so that a value a
// program reaches by arithmetic (a step of ±20 %, a search's midpoint)
// reads as a person would write it: 2.4 GHz, not 2.4000000000000004.
func RoundParam(v float64, n int) float64 {
	if v == 0 {
		return 0
	}
	scale := math.Pow(10, float64(n)-math.Ceil(math.Log10(math.Abs(v))))
	return math.Round(v*scale) / scale
}

// Notch is how far one press of a key or a button moves the parameter
// in the app's machine panel: about a hundredth of its range, rounded
// down to 1, 2 or 5 times a power of ten, and at least 1 for a count.
func (s ParamSpec) Notch() float64 {
	r := (s.Max - s.Min) / 100
	p := math.Pow(10, math.Floor(math.Log10(r)))
	n := p
	for _, m := range []float64{2, 5, 10} {
		if m*p <= r {
			n = m * p
		}
	}
	if s.Whole {
		n = math.Max(1, math.Round(n))
	}
	return n
}

// Nudge is v moved by dir notches (±1, or ±10 for a big step), onto the
// notches' grid and within the range: 85 ns moves to 86, then 88.
func (s ParamSpec) Nudge(v float64, dir int) float64 {
	n := s.Notch()
	g := math.Round(v/n) * n // the notch nearest v
	switch {
	case dir > 0 && g > v: // v is below it: it is the first notch up
		g -= n
	case dir < 0 && g < v:
		g += n
	}
	w := math.Round((g+float64(dir)*n)/n) * n
	if d := -math.Floor(math.Log10(n)); d > 0 { // 4.95, not 4.9500000000000002
		f := math.Pow(10, d)
		w = math.Round(w*f) / f
	}
	return math.Min(s.Max, math.Max(s.Min, w))
}
