package model

import (
	"io"
	"strconv"
	"strings"
)

// The model's CPU figures as `perf stat -C CPU` prints them: a value, the
// event's name, and after '#' the ratio perf derives from it. Where perf
// has the event (cycles, instructions, the cache events, Intel's
// load_hit_pre.sw_pf and cycle_activity.stalls_total), the line uses its
// name; the model's own breakdowns (stalls by the line waited for, what
// became of each prefetch) are marked Model and named in perf's dotted
// style under a "model." prefix, so no reader mistakes them for a PMU's.

// PerfLine is one line of perf stat's output.
type PerfLine struct {
	Value float64
	Event string
	// Ratio and Unit are what perf prints after '#' (Unit alone when
	// Ratio has no meaning: NoRatio).
	Ratio float64
	Unit  string
	// Model marks an event no PMU counts: the model's own breakdown.
	Model bool
	// Msec prints Value as milliseconds, as perf prints cpu-clock.
	Msec bool
}

// NoRatio is a PerfLine's Ratio when perf prints nothing after '#'.
const NoRatio = -1

// PerfStatNAPI is the NAPI core's figures over m's window.
func (m Metrics) PerfStatNAPI() []PerfLine { return m.AppendPerfStatNAPI(nil) }

// AppendPerfStatNAPI appends PerfStatNAPI's lines to dst; with a dst
// that has the room it does not allocate.
func (m Metrics) AppendPerfStatNAPI(dst []PerfLine) []PerfLine {
	busy := m.BusyCycles()
	var demand uint64
	for _, n := range m.Demand {
		demand += n
	}
	l1miss := demand - m.Demand[LevelL1]
	llc := m.DemandLoads[LevelLLC] + m.DemandLoads[LevelDRAM] + m.DemandLoads[LevelCore]
	pf := m.Prefetch
	lines := append(dst,
		PerfLine{Value: m.BusyTime().Nanoseconds() / 1e6, Event: "cpu-clock", Ratio: ratio(float64(m.BusyTime()), float64(m.Elapsed())), Unit: "CPUs utilized", Msec: true},
		PerfLine{Value: busy, Event: "cycles", Ratio: m.CoreGHz, Unit: "GHz"},
		PerfLine{Value: float64(m.Instructions), Event: "instructions", Ratio: ratio(float64(m.Instructions), busy), Unit: "insn per cycle"},
		PerfLine{Value: float64(demand), Event: "L1-dcache-loads", Ratio: NoRatio},
		PerfLine{Value: float64(l1miss), Event: "L1-dcache-load-misses", Ratio: pct(l1miss, demand), Unit: "% of all L1-dcache accesses"},
		PerfLine{Value: float64(llc), Event: "LLC-loads", Ratio: NoRatio},
		PerfLine{Value: float64(m.DemandLoads[LevelDRAM]), Event: "LLC-load-misses", Ratio: pct(m.DemandLoads[LevelDRAM], llc), Unit: "% of all LL-cache accesses"},
		PerfLine{Value: m.cycles(m.StallTimeTotal()), Event: "cycle_activity.stalls_total", Ratio: 100 * ratio(m.cycles(m.StallTimeTotal()), busy), Unit: "% of cycles"},
	)
	for c := StallCause(0); c < numStallCauses; c++ {
		lines = append(lines, PerfLine{Value: m.StallCycles(c), Event: stallEvents[c], Ratio: 100 * ratio(m.StallCycles(c), busy), Unit: "% of cycles", Model: true})
	}
	executed := pf.Issued + pf.Redundant + pf.Dropped
	return append(lines,
		PerfLine{Value: float64(executed), Event: "sw_prefetch_access.any", Ratio: NoRatio},
		PerfLine{Value: float64(pf.Issued), Event: "model.sw_prefetch.issued", Ratio: pct(pf.Issued, executed), Unit: "% missed L1", Model: true},
		PerfLine{Value: float64(pf.Useful), Event: "model.sw_prefetch.useful", Ratio: pct(pf.Useful, pf.Issued), Unit: "% of issued", Model: true},
		PerfLine{Value: float64(pf.Late), Event: "load_hit_pre.sw_pf", Ratio: pct(pf.Late, pf.Issued), Unit: "% of issued: late", Model: false},
		PerfLine{Value: float64(pf.Wasted), Event: "model.sw_prefetch.wasted", Ratio: pct(pf.Wasted, pf.Issued), Unit: "% of issued: DMA overwrote the line", Model: true},
		PerfLine{Value: float64(pf.Unused), Event: "model.sw_prefetch.unused", Ratio: pct(pf.Unused, pf.Issued), Unit: "% of issued: evicted unread", Model: true},
	)
}

// stallEvents names the model's stall cycles by cause.
var stallEvents = [numStallCauses]string{
	"model.stalls.cqe", "model.stalls.header", "model.stalls.page", "model.stalls.shinfo",
	"model.stalls.store_queue", "model.stalls.locked_op", "model.stalls.other",
}

// PerfStatApp is the application core's figures over m's window
// (app=other-core, app=other-ccd): its busy time and cycles and the
// skbs it received. The model times its recvmsg calls, it does not
// dispatch their instructions, so there is no instruction count.
func (m Metrics) PerfStatApp() []PerfLine {
	cyc := m.cycles(m.AppBusyTime)
	return []PerfLine{
		{Value: m.AppBusyTime.Nanoseconds() / 1e6, Event: "cpu-clock", Ratio: ratio(float64(m.AppBusyTime), float64(m.Elapsed())), Unit: "CPUs utilized", Msec: true},
		{Value: cyc, Event: "cycles", Ratio: m.CoreGHz, Unit: "GHz"},
		{Value: float64(m.AppReceived), Event: "model.recvmsg", Ratio: ratio(cyc, float64(m.AppReceived)), Unit: "cycles per skb", Model: true},
	}
}

func ratio(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return a / b
}

func pct(a, b uint64) float64 { return 100 * ratio(float64(a), float64(b)) }

// WritePerfStat writes lines in perf stat's layout under its header for
// cpu, with the window's length at the end:
//
//	Performance counter stats for 'CPU(s) 0':
//
//	         1.00 msec cpu-clock                        #    0.998 CPUs utilized
//	    3,000,000      cycles                           #    3.000 GHz
//
//	  0.001000000 seconds time elapsed
func WritePerfStat(w io.Writer, cpu string, lines []PerfLine, elapsed Time) error {
	b := make([]byte, 0, 128*(len(lines)+4))
	b = append(b, "\n Performance counter stats for 'CPU(s) "...)
	b = append(append(b, cpu...), "':\n\n"...)
	for _, l := range lines {
		b = appendPerfLine(b, l)
	}
	b = append(b, '\n')
	b = padLeft(b, strconv.AppendFloat(nil, elapsed.Seconds(), 'f', 9, 64), 14)
	b = append(b, " seconds time elapsed\n\n"...)
	_, err := w.Write(b)
	return err
}

// appendPerfLine appends one line: the value right-aligned in 18
// columns, the event in 32, then '#' and the ratio.
func appendPerfLine(b []byte, l PerfLine) []byte {
	if l.Msec {
		v := append(groupThousands(nil, uint64(l.Value)), '.')
		v = append(v, strconv.AppendUint(nil, 100+uint64(l.Value*100)%100, 10)[1:]...)
		b = append(padLeft(b, v, 18), " msec "...)
	} else {
		b = append(padLeft(b, groupThousands(nil, uint64(l.Value+0.5)), 18), "      "...)
	}
	b = append(b, l.Event...)
	if l.Ratio == NoRatio {
		return append(b, '\n')
	}
	for i := len(l.Event); i < 32; i++ {
		b = append(b, ' ')
	}
	b = append(b, " # "...)
	if strings.HasPrefix(l.Unit, "%") {
		// perf writes shares as "  25.05% of all ..."
		b = padLeft(b, strconv.AppendFloat(nil, l.Ratio, 'f', 2, 64), 7)
		return append(append(b, l.Unit...), '\n')
	}
	b = padLeft(b, strconv.AppendFloat(nil, l.Ratio, 'f', 3, 64), 8)
	return append(append(append(b, ' '), l.Unit...), '\n')
}

// padLeft appends s to b right-aligned in width columns.
func padLeft(b, s []byte, width int) []byte {
	for i := len(s); i < width; i++ {
		b = append(b, ' ')
	}
	return append(b, s...)
}

// groupThousands appends n with a comma every three digits, as perf
// prints counts.
func groupThousands(b []byte, n uint64) []byte {
	d := strconv.AppendUint(nil, n, 10)
	for i, c := range d {
		if i > 0 && (len(d)-i)%3 == 0 {
			b = append(b, ',')
		}
		b = append(b, c)
	}
	return b
}
