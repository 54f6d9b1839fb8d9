package perfstat

import (
	"io"
	"strconv"
	"strings"

	"rxscope/model"
)

// Line is one line of perf stat's output.
type Line struct {
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

// NoRatio is a Line's Ratio when perf prints nothing after '#'.
const NoRatio = -1

// NAPI is the NAPI core's figures over m's window.
func NAPI(m model.Metrics) []Line { return AppendNAPI(nil, m) }

// AppendNAPI appends NAPI's lines to dst; with a dst that has the room
// it does not allocate.
func AppendNAPI(dst []Line, m model.Metrics) []Line {
	busy := m.BusyCycles()
	var demand uint64
	for _, n := range m.Demand {
		demand += n
	}
	l1miss := demand - m.Demand[model.LevelL1]
	llc := m.DemandLoads[model.LevelLLC] + m.DemandLoads[model.LevelDRAM] + m.DemandLoads[model.LevelCore]
	pf := m.Prefetch
	lines := append(dst,
		Line{Value: m.BusyTime().Nanoseconds() / 1e6, Event: "cpu-clock", Ratio: ratio(float64(m.BusyTime()), float64(m.Elapsed())), Unit: "CPUs utilized", Msec: true},
		Line{Value: busy, Event: "cycles", Ratio: m.CoreGHz, Unit: "GHz"},
		Line{Value: float64(m.Instructions), Event: "instructions", Ratio: ratio(float64(m.Instructions), busy), Unit: "insn per cycle"},
		Line{Value: float64(demand), Event: "L1-dcache-loads", Ratio: NoRatio},
		Line{Value: float64(l1miss), Event: "L1-dcache-load-misses", Ratio: pct(l1miss, demand), Unit: "% of all L1-dcache accesses"},
		Line{Value: float64(llc), Event: "LLC-loads", Ratio: NoRatio},
		Line{Value: float64(m.DemandLoads[model.LevelDRAM]), Event: "LLC-load-misses", Ratio: pct(m.DemandLoads[model.LevelDRAM], llc), Unit: "% of all LL-cache accesses"},
		Line{Value: m.Cycles(m.StallTimeTotal()), Event: "cycle_activity.stalls_total", Ratio: 100 * ratio(m.Cycles(m.StallTimeTotal()), busy), Unit: "% of cycles"},
	)
	for c := model.StallCause(0); c < model.NumStallCauses; c++ {
		lines = append(lines, Line{Value: m.StallCycles(c), Event: stallEvents[c], Ratio: 100 * ratio(m.StallCycles(c), busy), Unit: "% of cycles", Model: true})
	}
	executed := pf.Issued + pf.Redundant + pf.Dropped
	return append(lines,
		Line{Value: float64(executed), Event: "sw_prefetch_access.any", Ratio: NoRatio},
		Line{Value: float64(pf.Issued), Event: "model.sw_prefetch.issued", Ratio: pct(pf.Issued, executed), Unit: "% missed L1", Model: true},
		Line{Value: float64(pf.Useful), Event: "model.sw_prefetch.useful", Ratio: pct(pf.Useful, pf.Issued), Unit: "% of issued", Model: true},
		Line{Value: float64(pf.Late), Event: "load_hit_pre.sw_pf", Ratio: pct(pf.Late, pf.Issued), Unit: "% of issued: late", Model: false},
		Line{Value: float64(pf.Wasted), Event: "model.sw_prefetch.wasted", Ratio: pct(pf.Wasted, pf.Issued), Unit: "% of issued: DMA overwrote the line", Model: true},
		Line{Value: float64(pf.Unused), Event: "model.sw_prefetch.unused", Ratio: pct(pf.Unused, pf.Issued), Unit: "% of issued: evicted unread", Model: true},
	)
}

// stallEvents names the model's stall cycles by cause.
var stallEvents = [model.NumStallCauses]string{
	"model.stalls.cqe", "model.stalls.header", "model.stalls.page", "model.stalls.shinfo",
	"model.stalls.store_queue", "model.stalls.locked_op", "model.stalls.other",
}

// App is the application core's figures over m's window
// (app=other-core, app=other-ccd): its busy time and cycles and the
// skbs it received. The model times its recvmsg calls, it does not
// dispatch their instructions, so there is no instruction count.
func App(m model.Metrics) []Line {
	cyc := m.Cycles(m.AppBusyTime)
	return []Line{
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

// Write writes lines in perf stat's layout under its header for
// cpu, with the window's length at the end:
//
//	Performance counter stats for 'CPU(s) 0':
//
//	         1.00 msec cpu-clock                        #    0.998 CPUs utilized
//	    3,000,000      cycles                           #    3.000 GHz
//
//	  0.001000000 seconds time elapsed
func Write(w io.Writer, cpu string, lines []Line, elapsed model.Time) error {
	b := make([]byte, 0, 128*(len(lines)+4))
	b = append(b, "\n Performance counter stats for 'CPU(s) "...)
	b = append(append(b, cpu...), "':\n\n"...)
	for _, l := range lines {
		b = appendLine(b, l)
	}
	b = append(b, '\n')
	b = padLeft(b, strconv.AppendFloat(nil, elapsed.Seconds(), 'f', 9, 64), 14)
	b = append(b, " seconds time elapsed\n\n"...)
	_, err := w.Write(b)
	return err
}

// appendPerfLine appends one line: the value right-aligned in 18
// columns, the event in 32, then '#' and the ratio.
func appendLine(b []byte, l Line) []byte {
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
