package lessons

import "rxscope/model"

// lineKind is one of the four lines of a packet the lessons follow.
type lineKind uint8

const (
	lkCQE    lineKind = iota // the CQE (or mini CQE array) the driver reads
	lkHeader                 // the packet's header lines
	lkShinfo                 // line 0 of its skb_shared_info
	lkPage                   // its struct page
	lkCount
)

// lineStat counts the first requests of one kind of line: where the line
// was and how many cycles away.
type lineStat struct {
	n      int
	level  [model.NumLevels]int
	cycles float64
}

// mostFrom is where the line was most often when the CPU first asked for
// it: a cache level, DRAM or another core's cache (the first of them on
// a tie, nearest first).
func (st *lineStat) mostFrom() model.Level {
	best := model.LevelL1
	for l := model.LevelL1; l < model.NumLevels; l++ {
		if st.level[l] > st.level[best] {
			best = l
		}
	}
	return best
}

// traceStats are the figures read from a run's trace: the last few
// hundred packets of the measured window, one record per CQ read,
// prefetch and demand access (model.TraceLines).
type traceStats struct {
	line [lkCount]lineStat

	aheadIssued int // look-ahead prefetches sent to memory
	aheadWasted int // … whose line the NIC overwrote before its first use
	aheadPkts   int // packets the look-ahead prefetched (distinct strides)

	guesses    int // skb_shared_info lines written whose packet had a look-ahead guess
	guessRight int // … and the guess named that line

	peeks int // CQE peeks of seed 000 v1
}

func kindOf(e *model.Event) (lineKind, bool) {
	switch e.Line {
	case model.LineCQE:
		return lkCQE, e.Fn != model.FnCQEPeek
	case model.LineHeader:
		return lkHeader, true
	case model.LineShinfo:
		return lkShinfo, true
	case model.LineStructPage:
		return lkPage, true
	}
	return 0, false
}

// strideKey names a stride of the ring in the trace.
type strideKey struct{ wqe, stride int }

// collectTrace reads the figures of the lines out of tr.
//
// A line's first request is the first record that names its address in
// the window, a prefetch or a demand access: its level says where the line
// was (an L1 hit or a redundant prefetch counts as L1), its cycles how far.
// A look-ahead prefetch is wasted when the NIC overwrites its line
// before its first use. A look-ahead guess is the skb_shared_info line
// that mlx5e_mpwrq_linear_prefetch prefetched for a stride; it is right
// when napi_build_skb later writes that same line for the packet of the
// stride. A CQE peek found its packet when the look-ahead then prefetched
// it: found peeks are the packets the look-ahead prefetched.
func collectTrace(tr *model.Trace) traceStats {
	var st traceStats
	seen := make(map[uint64]bool, tr.Len())
	guess := make(map[strideKey]uint64)
	ahead := make(map[strideKey]bool)
	prefetched := make(map[uint64]bool)
	for i := 0; i < tr.Len(); i++ {
		e := tr.At(i)
		switch e.Kind {
		case model.EvWasted:
			if prefetched[e.Addr] {
				st.aheadWasted++
				delete(prefetched, e.Addr)
			}
			continue
		case model.EvAccess:
			delete(prefetched, e.Addr) // used: a later overwrite is the next lap's
		case model.EvCQERead, model.EvPrefetch:
		default:
			continue
		}
		switch {
		case e.Kind == model.EvCQERead && e.Fn == model.FnCQEPeek:
			st.peeks++
		case e.Fn == model.FnLinearPrefetch:
			if k := (strideKey{e.WQE, e.Stride}); !ahead[k] {
				ahead[k] = true
				st.aheadPkts++
			}
			if e.Outcome == model.OutcomeIssued {
				st.aheadIssued++
				prefetched[e.Addr] = true
			}
			if e.Line == model.LineShinfo {
				guess[strideKey{e.WQE, e.Stride}] = e.Addr
			}
		case e.Fn == model.FnBuildSkb && e.Line == model.LineShinfo:
			k := strideKey{e.WQE, e.Stride}
			if g, ok := guess[k]; ok {
				st.guesses++
				if g == e.Addr {
					st.guessRight++
				}
				delete(guess, k)
			}
		}
		k, ok := kindOf(&e)
		if !ok || e.Level == model.LevelNone || seen[e.Addr] {
			continue
		}
		seen[e.Addr] = true
		ls := &st.line[k]
		ls.n++
		ls.level[e.Level]++
		ls.cycles += float64(e.Cycles)
	}
	return st
}
