package lessons

import (
	"math"
	"strconv"

	"rxscope/model"
)

// result is one finished run of a step: its configuration and what the
// model reported.
type result struct {
	name    string // "" for the step's main run
	changes string // the knobs it changes from the step's: "distance=0"
	cfg     model.Config
	geo     model.Geometry
	prof    model.Profile
	met     model.Metrics
	tr      traceStats
}

// traceEvents is how many trace records a run keeps for the figures of
// its lines: the last few hundred packets of the window.
const traceEvents = 8192

// format is how a figure prints.
type format uint8

const (
	fCount  format = iota // a whole number: 1365
	fRate                 // two decimals: 3.66
	fTenth                // one decimal: 15.0
	fPct                  // a percentage: 54%, or 3.1% below ten
	fChange               // a signed relative change: +36%, -4.5%
	fText                 // a word: DRAM
)

// value is a figure's value: a number, or a word (a level, a knob value).
type value struct {
	num   float64
	text  string
	isNum bool
}

func num(v float64, f format) value { return value{num: v, text: formatNum(v, f), isNum: true} }

func word(s string) value { return value{text: s} }

// formatNum prints v in format f, rounding as fmt's %.0f, %.2f and %.1f
// do; a value that rounds to zero prints without a sign.
func formatNum(v float64, f format) string {
	if math.Abs(v) < 0.005 {
		v = 0
	}
	switch f {
	case fCount:
		if math.Abs(v) < 0.5 {
			v = 0
		}
		return strconv.FormatFloat(v, 'f', 0, 64)
	case fRate:
		return strconv.FormatFloat(v, 'f', 2, 64)
	case fTenth:
		return strconv.FormatFloat(v, 'f', 1, 64)
	case fPct:
		return pct(v, false)
	case fChange:
		return pct(v, true)
	}
	panic("lessons: formatNum: not a numeric format")
}

func pct(v float64, signed bool) string {
	if v == 0 {
		return "0%"
	}
	prec := 0
	if math.Abs(v) < 9.95 {
		prec = 1
	}
	s := strconv.FormatFloat(v, 'f', prec, 64)
	if signed && v >= 0 {
		s = "+" + s
	}
	return s + "%"
}

// figure is one entry of the vocabulary: its name, a label for people and
// how it is read from a run. eval reports false when the run gave it no
// sample (a share of nothing).
type figure struct {
	name, label string
	format      format
	eval        func(r *result) (value, bool)
}

// FigureName describes one figure of the template language.
type FigureName struct {
	Name  string // as written in a placeholder: "stall.header"
	Label string // for people: "stalled cycles per packet on header lines"
}

// FigureNames lists the figures a placeholder may quote, in the order of
// the package documentation.
func FigureNames() []FigureName {
	out := make([]FigureName, len(figures))
	for i, f := range figures {
		out[i] = FigureName{f.name, f.label}
	}
	return out
}

// figureByName returns the figure called name, or nil.
func figureByName(name string) *figure {
	for i := range figures {
		if figures[i].name == name {
			return &figures[i]
		}
	}
	return nil
}

// metric makes a figure of a number that always exists.
func metric(name, label string, f format, get func(r *result) float64) figure {
	return figure{name, label, f, func(r *result) (value, bool) { return num(get(r), f), true }}
}

// perPacket makes a figure that exists once a packet was processed.
func perPacket(name, label string, f format, get func(r *result) float64) figure {
	return figure{name, label, f, func(r *result) (value, bool) {
		if r.met.Packets == 0 {
			return value{}, false
		}
		return num(get(r), f), true
	}}
}

// share makes a percentage of part over whole, which exists when whole > 0.
func share(name, label string, part, whole func(r *result) float64) figure {
	return figure{name, label, fPct, func(r *result) (value, bool) {
		w := whole(r)
		if w <= 0 {
			return value{}, false
		}
		return num(100*part(r)/w, fPct), true
	}}
}

func stallFigure(name string, c model.StallCause, label string) figure {
	return perPacket(name, label, fCount, func(r *result) float64 { return r.met.StallCyclesPerPacket(c) })
}

func issued(r *result) float64 { return float64(r.met.Prefetch.Issued) }

// figures is the vocabulary of the template language (see the package
// documentation).
var figures = []figure{
	perPacket("cpp", "NAPI CPU cycles per packet", fCount, func(r *result) float64 { return r.met.CyclesPerPacket() }),
	perPacket("work", "cycles per packet dispatching instructions", fCount, func(r *result) float64 {
		return r.met.WorkCycles() / float64(r.met.Packets)
	}),
	perPacket("stall", "stalled cycles per packet", fCount, func(r *result) float64 {
		return r.met.CyclesPerPacket() - r.met.WorkCycles()/float64(r.met.Packets)
	}),
	stallFigure("stall.cqe", model.StallCQE, "stalled cycles per packet on the CQE"),
	figure{"sq", "store-queue entries of the run's machine", fCount, func(r *result) (value, bool) {
		p, err := r.cfg.MachineProfile()
		if err != nil {
			return value{}, false
		}
		return num(p.StoreQueue.Value, fCount), true
	}},
	stallFigure("stall.header", model.StallHeader, "stalled cycles per packet on header lines"),
	stallFigure("stall.page", model.StallPage, "stalled cycles per packet on the struct page"),
	stallFigure("stall.shinfo", model.StallShinfo, "stalled cycles per packet on the skb_shared_info line"),
	stallFigure("stall.storeq", model.StallStoreQueue, "stalled cycles per packet with the store queue full behind a store miss"),
	stallFigure("stall.locked", model.StallLocked, "stalled cycles per packet in locked ops waiting for older stores and their line"),
	stallFigure("stall.other", model.StallOther, "stalled cycles per packet on other lines"),
	perPacket("ns", "busy nanoseconds per packet", fCount, func(r *result) float64 {
		return r.met.BusyTime().Nanoseconds() / float64(r.met.Packets)
	}),
	metric("mpps", "packets processed, Mpps", fRate, func(r *result) float64 { return r.met.Mpps() }),
	metric("gbps", "Gb/s processed", fTenth, func(r *result) float64 { return r.met.Gbps() }),
	metric("goodput", "TCP payload Gb/s, as netperf reports it", fTenth, func(r *result) float64 { return r.met.GoodputGbps(r.cfg.MTU) }),
	metric("packets", "packets processed", fCount, func(r *result) float64 { return float64(r.met.Packets) }),
	metric("arrived", "frames that reached the NIC", fCount, func(r *result) float64 { return float64(r.met.Arrived) }),
	metric("drops", "frames dropped", fCount, func(r *result) float64 { return float64(r.met.DroppedTotal()) }),
	metric("delivered", "skbs handed to the stack", fCount, func(r *result) float64 { return float64(r.met.Delivered) }),
	share("fraglist%", "skbs GRO chained on frag_list, share of delivered",
		func(r *result) float64 { return float64(r.met.FragListChained) },
		func(r *result) float64 { return float64(r.met.Delivered) }),
	perPacket("headread", "packet lines the header copy read, per packet", fTenth, func(r *result) float64 {
		return float64(r.met.HeadLinesRead) / float64(r.met.Packets)
	}),
	perPacket("headwritten", "skb head lines the header copy wrote, per packet", fTenth, func(r *result) float64 {
		return float64(r.met.HeadLinesWritten) / float64(r.met.Packets)
	}),
	share("loss%", "frames dropped, share of arrived",
		func(r *result) float64 { return float64(r.met.DroppedTotal()) },
		func(r *result) float64 { return float64(r.met.Arrived) }),
	metric("busy%", "share of the time the NAPI CPU was busy", fPct, func(r *result) float64 { return 100 * r.met.Utilization() }),
	figure{"perpoll", "packets per NAPI poll", fCount, func(r *result) (value, bool) {
		if r.met.Polls == 0 {
			return value{}, false
		}
		return num(float64(r.met.Packets)/float64(r.met.Polls), fCount), true
	}},
	metric("pf.issued", "software prefetches issued", fCount, issued),
	metric("pf.useful", "prefetches ready at first use", fCount, func(r *result) float64 { return float64(r.met.Prefetch.Useful) }),
	metric("pf.late", "prefetches still in flight at first use", fCount, func(r *result) float64 { return float64(r.met.Prefetch.Late) }),
	metric("pf.wasted", "prefetches overwritten by the NIC", fCount, func(r *result) float64 { return float64(r.met.Prefetch.Wasted) }),
	metric("pf.unused", "prefetches evicted before use", fCount, func(r *result) float64 { return float64(r.met.Prefetch.Unused) }),
	metric("pf.redundant", "prefetches of lines already in L1", fCount, func(r *result) float64 { return float64(r.met.Prefetch.Redundant) }),
	share("useful%", "prefetches ready at first use", func(r *result) float64 { return float64(r.met.Prefetch.Useful) }, issued),
	share("late%", "prefetches late", func(r *result) float64 { return float64(r.met.Prefetch.Late) }, issued),
	share("wasted%", "prefetches wasted", func(r *result) float64 { return float64(r.met.Prefetch.Wasted) }, issued),
	share("unused%", "prefetches evicted unused", func(r *result) float64 { return float64(r.met.Prefetch.Unused) }, issued),
	metric("llcmiss%", "demand accesses that missed the LLC", fPct, func(r *result) float64 { return 100 * r.met.LLCMissShare() }),
	metric("fb", "fill buffers busy on average", fTenth, func(r *result) float64 { return r.met.FBOccupancy() }),
	metric("fbwaits", "requests that waited for a fill buffer", fCount, func(r *result) float64 { return float64(r.met.FBFullWaits) }),

	metric("stride", "stride size in bytes", fCount, func(r *result) float64 { return float64(r.geo.StrideSize) }),
	metric("strides", "strides per WQE", fCount, func(r *result) float64 { return float64(r.geo.StridesPerWQE) }),
	metric("wqes", "WQEs in the RQ", fCount, func(r *result) float64 { return float64(r.geo.WQEs) }),
	metric("posted", "WQEs the device may own at once", fCount, func(r *result) float64 { return float64(r.geo.PostedWQEsMax()) }),
	metric("slots", "strides armed at once", fCount, func(r *result) float64 {
		return float64(r.geo.PostedWQEsMax() * r.geo.StridesPerWQE)
	}),
	metric("ringkib", "KiB of packet buffers in the RQ", fCount, func(r *result) float64 {
		return float64(r.geo.WQEs) * float64(r.geo.WQESize) / 1024
	}),
	metric("headroom", "headroom in bytes", fCount, func(r *result) float64 { return float64(r.geo.Headroom) }),
	metric("cqsize", "CQ entries", fCount, func(r *result) float64 { return float64(r.geo.CQEntries) }),
	metric("pages", "pages per WQE", fCount, func(r *result) float64 { return float64(r.geo.PagesPerWQE) }),
	metric("perpage", "packets per page", fCount, func(r *result) float64 { return float64(r.geo.PacketsPerPage) }),
	metric("linesize", "cache line size in bytes", fCount, func(r *result) float64 { return model.LineSize }),
	metric("len", "packet bytes without the FCS", fCount, func(r *result) float64 { return float64(r.cfg.Size - model.FCSLen) }),
	metric("shinfo", "offset of skb_shared_info in the stride", fCount, func(r *result) float64 {
		return float64(r.geo.ShinfoOffset(r.cfg.Size - model.FCSLen))
	}),
	metric("skip%", "strides of a WQE the look-ahead cannot reach", fPct, func(r *result) float64 {
		return 100 * float64(min(r.cfg.Distance, r.geo.StridesPerWQE)) / float64(r.geo.StridesPerWQE)
	}),
	metric("fbs", "L1 fill buffers", fCount, func(r *result) float64 { return r.prof.FillBuffers.Value }),
	metric("dramns", "DRAM latency in ns", fCount, func(r *result) float64 { return r.prof.DRAMns.Value }),
	metric("ghz", "core clock in GHz", fTenth, func(r *result) float64 { return r.prof.CoreGHz.Value }),
	metric("linerate", "line rate in Mpps", fRate, func(r *result) float64 { return r.cfg.LineRateMpps() }),
	metric("wirens", "nanoseconds between frames at line rate", fTenth, func(r *result) float64 { return 1e3 / r.cfg.LineRateMpps() }),

	lineFrom("cqe", lkCQE), lineFrom("header", lkHeader), lineFrom("shinfo", lkShinfo), lineFrom("page", lkPage),
	lineLat("cqe", lkCQE), lineLat("header", lkHeader), lineLat("shinfo", lkShinfo), lineLat("page", lkPage),
	lineDRAM("cqe", lkCQE), lineDRAM("header", lkHeader), lineDRAM("shinfo", lkShinfo), lineDRAM("page", lkPage),
	lineCore("cqe", lkCQE), lineCore("header", lkHeader), lineCore("shinfo", lkShinfo), lineCore("page", lkPage),
	share("wasted%.ahead", "look-ahead prefetches overwritten by the NIC",
		func(r *result) float64 { return float64(r.tr.aheadWasted) },
		func(r *result) float64 { return float64(r.tr.aheadIssued) }),
	share("guess%", "shinfo guesses that named the right line",
		func(r *result) float64 { return float64(r.tr.guessRight) },
		func(r *result) float64 { return float64(r.tr.guesses) }),
	share("found%.peek", "CQE peeks that found a CQE",
		func(r *result) float64 { return float64(min(r.tr.aheadPkts, r.tr.peeks)) },
		func(r *result) float64 { return float64(r.tr.peeks) }),
}

var lineLabels = [lkCount]string{"the CQE", "the header lines", "the skb_shared_info line", "the struct page"}

// linePlurals name the lines counted as a share, short enough for a row
// of the measured table at full size.
var linePlurals = [lkCount]string{"CQE lines", "header lines", "skb_shared_info lines", "struct pages"}

func lineFrom(n string, k lineKind) figure {
	return figure{"from." + n, "where " + lineLabels[k] + " came from", fText, func(r *result) (value, bool) {
		st := &r.tr.line[k]
		if st.n == 0 {
			return value{}, false
		}
		return word(st.mostFrom().String()), true
	}}
}

func lineLat(n string, k lineKind) figure {
	return figure{"lat." + n, "cycles away " + lineLabels[k] + " was", fCount, func(r *result) (value, bool) {
		st := &r.tr.line[k]
		if st.n == 0 {
			return value{}, false
		}
		return num(st.cycles/float64(st.n), fCount), true
	}}
}

func lineDRAM(n string, k lineKind) figure {
	return lineShare("dram%."+n, "first requests of "+lineLabels[k]+" that went to DRAM", k, model.LevelDRAM)
}

// lineCore is the share of line k's first requests that another core's
// cache answered: the application's core held the line (it read the skb
// the line belonged to), so it came at the core-to-core latency.
func lineCore(n string, k lineKind) figure {
	return lineShare("core%."+n, linePlurals[k]+" from another core", k, model.LevelCore)
}

// lineShare is the share of line k's first requests found at level l.
func lineShare(name, label string, k lineKind, l model.Level) figure {
	return figure{name, label, fPct, func(r *result) (value, bool) {
		st := &r.tr.line[k]
		if st.n == 0 {
			return value{}, false
		}
		return num(100*float64(st.level[l])/float64(st.n), fPct), true
	}}
}
