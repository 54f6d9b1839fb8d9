package model

// CyclesBatch measures the NAPI core's cycles per packet of a list of
// configurations, one after the other in one simulation's arrays, each
// with one Window's warm-up and packets (rxsim validate's, by default). A
// visualizer spreads it over frames with Advance; a command runs it at
// once with Run. The values do not depend on how it is sliced.
//
//	b := NewCyclesBatch(cfgs, Window{Warmup: 20000, Packets: 100000}, nil)
//	for !b.Advance(2000) {
//	}
//	vs, err := b.Values(), b.Err()
type CyclesBatch struct {
	cfgs []Config
	win  Window
	vals []float64
	sim  *Sim

	next      int    // the configuration being measured
	started   bool   // next's simulation is built
	measuring bool   // past the warm-up
	target    uint64 // packet CQEs consumed at the end of the phase
	err       error
}

// NewCyclesBatch prepares the measurement of cfgs over w's warm-up and
// packets (its Until is not used), in sim's arrays when sim is not nil.
// Nothing runs until Advance or Run.
func NewCyclesBatch(cfgs []Config, w Window, sim *Sim) *CyclesBatch {
	return &CyclesBatch{cfgs: cfgs, win: w, vals: make([]float64, len(cfgs)), sim: sim}
}

// Advance runs about packets more and reports whether the batch is done
// (every value measured, or an error).
func (b *CyclesBatch) Advance(packets int) bool {
	for packets > 0 && !b.Done() {
		if !b.started {
			s, err := Renew(b.sim, b.cfgs[b.next])
			if err != nil {
				b.err = err
				return true
			}
			b.sim, b.started, b.measuring = s, true, false
			s.SetTraceLevel(TraceOff)
			s.SetTimeline(false)
			b.target = uint64(b.win.Warmup)
		}
		s := b.sim
		before := s.napi.consumed
		n := int(min(uint64(packets), b.target-before))
		s.RunPackets(n)
		packets -= max(n, 1)
		if s.napi.consumed < b.target && s.napi.consumed != before {
			continue
		}
		if !b.measuring { // the warm-up is over (or made no progress)
			s.ResetMetrics()
			b.measuring = true
			b.target = s.napi.consumed + uint64(b.win.Packets)
			continue
		}
		m := s.Metrics()
		b.vals[b.next] = m.CyclesPerPacket()
		b.next++
		b.started = false
	}
	return b.Done()
}

// Run measures what is left at once.
func (b *CyclesBatch) Run() ([]float64, error) {
	for !b.Advance(1 << 20) {
	}
	return b.vals, b.err
}

// Done reports whether every value is measured or an error stopped it.
func (b *CyclesBatch) Done() bool { return b.err != nil || b.next == len(b.cfgs) }

// Progress is the share of configurations measured, 0..1.
func (b *CyclesBatch) Progress() float64 {
	if len(b.cfgs) == 0 {
		return 1
	}
	return float64(b.next) / float64(len(b.cfgs))
}

// Values are the cycles per packet of the configurations, in their order
// (valid once Done without an error).
func (b *CyclesBatch) Values() []float64 { return b.vals }

// Err is the error that stopped the batch: a configuration that does not
// validate.
func (b *CyclesBatch) Err() error { return b.err }

// Sim is the simulation the batch ran in, for the next one to take over.
func (b *CyclesBatch) Sim() *Sim { return b.sim }

// BestDistance measures cfg at every look-ahead distance and returns the
// one with the fewest NAPI cycles per packet (the shortest on a tie), its
// cycles, and the cycles at every distance from MinDistance, each over
// w's warm-up and packets.
func BestDistance(cfg Config, w Window) (best int, cycles float64, all []float64, err error) {
	cfgs := make([]Config, 0, MaxDistance-MinDistance+1)
	for d := MinDistance; d <= MaxDistance; d++ {
		c := cfg
		c.Distance = d
		cfgs = append(cfgs, c)
	}
	all, err = NewCyclesBatch(cfgs, w, nil).Run()
	if err != nil {
		return 0, 0, nil, err
	}
	best = 0
	for i, v := range all {
		if v < all[best] {
			best = i
		}
	}
	return MinDistance + best, all[best], all, nil
}
