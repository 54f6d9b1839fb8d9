package model

import (
	"math"
	"math/rand/v2"
)

// Default sizes of the bounded recorders.
const (
	DefaultTraceEvents = 4096
	DefaultSegments    = 4096
	DefaultFBSamples   = 1024
)

// streamState is the L2 stream prefetcher's state (path.go).
type streamState struct {
	last uint32 // the last CQ index read
	next uint32 // the first index not yet prefetched
}

// Sim is one simulation run: the device, the CQ, the NAPI CPU and its
// caches, driven by one event queue. It is not safe for concurrent use.
// Build it with New; advance it with RunUntil, Step, StepPacket or
// RunPackets; read it with the view methods (views.go).
type Sim struct {
	// configuration
	cfg            Config
	prof           Profile
	variant        Variant
	shape          LoopShape // variant.Shape(), asked once
	prefetchCur    bool      // variant.PrefetchesCurrent(), asked once
	clk            clock
	st             steps // the profile's work steps on clk
	hwMTU          int
	umrDelay       Time
	compressMax    int
	compressWindow Time

	// current state
	now  Time
	q    eventQueue
	lay  layout
	dev  device
	cq   cq
	mem  memory
	core core
	napi napi
	hw   streamState
	drv  Driver
	app  appCore

	// bound is what the run in progress (Sim.run) allows: the CPU's steps
	// may run in place while it does (waitCPU).
	bound runBound

	lastCQOutcome Outcome
	lastCQLevel   Level
	lastDrop      DropReason

	// recorders
	met       Metrics
	instrBase uint64 // core.pos when the measured window began
	trace     Trace
	tl        Timeline
}

// New builds a simulation of cfg at time 0: the RQ filled with WQEs-1
// posted WQEs, the CQ armed, the NAPI CPU idle, the first arrival
// scheduled. It returns cfg.Validate's error if a knob is out of range.
func New(cfg Config) (*Sim, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	prof, err := cfg.machine()
	if err != nil {
		return nil, err
	}
	return newWithProfile(cfg, *prof)
}

// Reset makes s a simulation of cfg at time 0, exactly as New(cfg) would
// build it, but in the arrays s already holds: the caches alone take a few
// megabytes, so a sweep that runs one configuration after another (the
// distance chart, a lesson's runs) allocates them once instead of once a
// point, and the garbage collector has nothing to pause for. On an error
// (cfg.Validate's) s is left as it was.
func (s *Sim) Reset(cfg Config) error {
	if err := cfg.Validate(); err != nil {
		return err
	}
	prof, err := cfg.machine()
	if err != nil {
		return err
	}
	return s.build(cfg, *prof)
}

// Renew is a simulation of cfg at time 0 for a caller that keeps one and
// moves it from configuration to configuration (the chart's points, a
// lesson's runs, the screen's pair): s Reset when there is one, New when s
// is nil. On an error s is left as it was.
func Renew(s *Sim, cfg Config) (*Sim, error) {
	if s == nil {
		return New(cfg)
	}
	return s, s.Reset(cfg)
}

// newWithProfile builds a simulation of cfg on the machine prof, which
// need not be a shipped profile (calibration and tests vary one).
func newWithProfile(cfg Config, prof Profile) (*Sim, error) {
	s := new(Sim)
	if err := s.build(cfg, prof); err != nil {
		return nil, err
	}
	return s, nil
}

// build sets s to a simulation of cfg on prof at time 0, taking over the
// arrays of what s held before (reuse). Everything that can fail is
// checked before s changes.
func (s *Sim) build(cfg Config, prof Profile) error {
	if err := prof.validate(); err != nil {
		return err
	}
	geo, err := NewGeometry(cfg.GeometryParams())
	if err != nil {
		return err
	}
	v, err := lookupVariant(cfg.Variant)
	if err != nil {
		return err
	}
	old := *s
	*s = Sim{
		cfg:            cfg,
		prof:           prof,
		variant:        v,
		clk:            newClock(prof.CoreGHz.Value),
		hwMTU:          cfg.MTU + HardMTU,
		umrDelay:       Nanos(prof.UMRns.Value),
		compressMax:    max(1, prof.CompressMax.Int()),
		compressWindow: Nanos(prof.CompressWindowNs.Value),
		trace:          newTrace(DefaultTraceEvents, TraceLines, &old.trace),
		tl:             newTimeline(DefaultSegments, DefaultFBSamples, &old.tl),
		q:              eventQueue{h: old.q.h[:0]},
	}
	s.drv.s = s
	s.st = newSteps(&prof, s.clk)
	s.shape = v.Shape()
	s.prefetchCur = v.PrefetchesCurrent()
	s.met.CoreGHz = prof.CoreGHz.Value
	layout := rand.New(rand.NewPCG(cfg.Seed, 0x6c61796f7574))
	arrivals := rand.New(rand.NewPCG(cfg.Seed, 0x74726166666963))

	ringPages := geo.RingPages()
	cqPages := max(1, geo.CQEntries*64/PageSize)
	frames := pageFrames(layout, ringPages+cqPages, old.lay.frames)

	s.lay = newLayout(geo, frames)
	s.dev = device{
		geo:         geo,
		lay:         &s.lay,
		wqes:        reuse(old.dev.wqes, geo.WQEs),
		strides:     reuse(old.dev.strides, geo.WQEs*geo.StridesPerWQE),
		pageTouched: reuse(old.dev.pageTouched, ringPages),
		tail:        geo.WQEs - 1,
		tr:          newTraffic(cfg, &prof, arrivals),
		inject:      (cfg.Inject || prof.Inject.Value != 0) && cfg.NIC == NICLocal,
		cqeDelay:    Nanos(prof.CQEDelayNs.Value),
		armed:       true,
		modUsec:     Nanos(prof.ModUsec.Value * 1000),
		modPkts:     max(1, prof.ModPkts.Int()),
		irqDelay:    Nanos(prof.IRQns.Value),
	}
	for w := 0; w < geo.PostedWQEsMax(); w++ {
		s.dev.wqes[w] = wqeSlot{state: wqePosted, laps: 1}
	}
	s.dev.updateBlocked()
	s.cq = newCQ(geo.CQEntries, &s.lay, &old.cq)
	s.mem = newMemory(&prof, s.clk, s.dev.inject, &s.met, &s.lay, &old.mem)
	if cfg.NIC == NICRemote {
		s.mem.remote = Nanos(prof.RemoteNs.Value)
	}
	s.mem.onWasted = s.onWasted
	s.app = newAppCore(cfg, &prof, &old.app)
	if s.app.on {
		s.mem.app = reuse(old.mem.app, s.lay.n)
		s.mem.c2c = c2cOf(cfg, &prof)
	}
	s.core = core{clk: s.clk, rob: uint64(prof.ROB.Int()), sched: uint64(prof.SchedWindow.Int()), tl: &s.tl, met: &s.met}
	s.core.sqInstr = uint64(prof.StoreQueue.Value * 1000 / max(1, prof.StoreDensity.Value))
	s.core.tr = &s.trace
	s.napi = napi{
		budget:  cfg.Budget,
		curSz:   geo.PostedWQEsMax(),
		minBulk: minWQEBulk(geo, cfg.XDP != XDPOff, prof.LegacyRefillAll.Value != 0),
		batch:   reuse(old.napi.batch, cfg.Budget)[:0],
	}
	s.hw.last = ^uint32(0) - 1
	s.dev.next, s.dev.hasNext = s.dev.tr.next()
	s.scheduleArrival()
	return nil
}

// minWQEBulk is how many WQEs must be missing before the driver refills:
// mlx5e_mpwqe_get_min_wqe_bulk = min(2, wq_sz/2 - 1) on today's striding
// RQ, legacyWQEBulk on today's legacy RQ; the 2016 drivers (all2016)
// refilled every missing WQE at every poll, as did the v4.6 striding RQ.
func minWQEBulk(g Geometry, xdp, all2016 bool) int {
	switch {
	case g.RQ == RQLegacy && !all2016:
		return legacyWQEBulk(g, xdp)
	case g.RQ != RQStriding:
		return 1
	}
	return max(1, min(2, g.WQEs/2-1))
}

// legacyWQEBulk is the legacy RQ's wqe_bulk, mlx5e_rx_compute_wqe_bulk_params
// for a linear RQ of one fragment a WQE: a bulk is at most 512 KiB
// (256 KiB with XDP, "to avoid filling the page_pool cache on every bulk
// refill") and at most a quarter of the ring, and at least the WQEs that
// share a page (wqe_index_mask + 1). A 1024-frame ring of 2 KiB strides
// refills 256 WQEs at a time; with XDP's 4 KiB, 64.
func legacyWQEBulk(g Geometry, xdp bool) int {
	stride := g.StrideSize // sum_frag_strides: one fragment
	if stride > PageSize {
		stride = (stride + PageSize - 1) &^ (PageSize - 1)
	}
	maxBytes := 512 << 10 // MAX_WQE_BULK_BYTES
	if xdp {
		maxBytes = 256 << 10
	}
	bytes := min(maxBytes, g.WQEs/4*stride)
	bulk := (bytes + stride - 1) / stride
	shared := max(1, PageSize/g.StrideSize) // wqe_index_mask + 1
	return max(shared, bulk)
}

// pageFrames returns n distinct page frames below 2^frameBits, scattered
// like page_pool pages: f(i) = (a*i + b) mod 2^frameBits with a odd; in
// old's array when it holds n.
func pageFrames(r *rand.Rand, n int, old []uint64) []uint64 {
	a := r.Uint64() | 1 | 1<<20
	b := r.Uint64()
	out := reuse(old, n)
	for i := range out {
		out[i] = (a*uint64(i) + b) & (1<<frameBits - 1)
	}
	return out
}

// onWasted is told by the memory that the NIC overwrote a line a software
// prefetch had brought in before its first use.
func (s *Sim) onWasted(id uint32) {
	a := &s.napi.ahead
	for i := range a.line {
		if a.line[i].set && a.line[i].id == id {
			a.line[i].outcome = OutcomeWasted
		}
	}
	line := s.lay.byID(id).phys
	wqe, stride := -1, -1
	if id < s.lay.cqBase {
		g := &s.dev.geo
		r := int(id)%s.lay.ringPages*PageSize + int(id)/s.lay.ringPages*LineSize
		wqe = r / g.WQESize
		stride = r % g.WQESize / g.StrideSize
	}
	if s.trace.on(EvWasted) {
		*s.trace.at(s.now) = Event{T: s.now, Kind: EvWasted, Fn: FnNIC, WQE: wqe, Stride: stride, Packet: -1, Addr: line << 6, Outcome: OutcomeWasted}
	}
}

// Config returns the run's configuration.
func (s *Sim) Config() Config { return s.cfg }

// Profile returns the run's machine profile.
func (s *Sim) Profile() Profile { return s.prof }

// Geometry returns the RQ layout.
func (s *Sim) Geometry() Geometry { return s.dev.geo }

// Now is the simulated time: every event at or before Now has run.
func (s *Sim) Now() Time { return s.now }

// SetTraceLevel chooses which records the trace keeps from now on.
func (s *Sim) SetTraceLevel(l TraceLevel) { s.trace.level = l }

// SetTimeline starts (on) or stops recording the CPU timeline and the
// fill-buffer samples (Timeline). Runs that only want figures (rxsim,
// validation.Validate, benchmarks) stop it, as they set the trace to TraceOff; the
// figures do not depend on it.
func (s *Sim) SetTimeline(on bool) { s.tl.off = !on }

// SetTraceCapacity empties the trace and makes it hold the last n events
// (rounded up to a power of two) from now on; record numbers continue.
// It allocates only when the trace has never held n records (after a
// Reset, the arrays of the simulation before it count).
func (s *Sim) SetTraceCapacity(n int) {
	old := s.trace
	s.trace = Trace{ev: reuse(old.ev, pow2(max(1, n))), level: old.level, seq: old.seq, stage: old.stage}
}

// source is where the next event comes from.
type source uint8

const (
	srcNone    source = iota
	srcCQE            // the NIC's next due CQE write (cq.go)
	srcArrival        // the device's next arrival handling (device.go)
	srcQueue          // the event queue: moderation timers, interrupts, compression checks
	srcCPU            // the NAPI CPU's next step (napi.go)
)

// nextSource returns the time of the next event and its source. Sources
// are in time order by themselves; at equal times the device's writes come
// first, then arrivals, then queued events, then the CPU: what the device
// did at time t is visible to the CPU at t.
func (s *Sim) nextSource() (Time, source) {
	best, src := Time(0), srcNone
	if q := &s.cq; q.pN > 0 {
		best, src = q.pend[q.pHead].due, srcCQE
	}
	if d := &s.dev; d.arrOn && (src == srcNone || d.arrAt < best) {
		best, src = d.arrAt, srcArrival
	}
	if h := s.q.h; len(h) > 0 && (src == srcNone || h[0].t < best) {
		best, src = h[0].t, srcQueue
	}
	if n := &s.napi; n.resumeOn && (src == srcNone || n.resumeAt < best) {
		best, src = n.resumeAt, srcCPU
	}
	return best, src
}

// runBound is how far the run in progress (Sim.run) may go: events up
// to until, until NAPI has consumed target packets, at most steps more
// events. Out of a run it is zero, which allows nothing.
type runBound struct {
	until  Time
	target uint64
	steps  int
}

// allows reports whether the bound allows one more event at t, NAPI
// having consumed consumed packets.
func (b *runBound) allows(consumed uint64, t Time) bool {
	return b.steps > 0 && consumed < b.target && t <= b.until
}

// deviceIdleThrough reports whether no source but the CPU has an event at
// or before t: a CPU step at t would run next (at equal times the device
// and the queue go first, see nextSource).
func (s *Sim) deviceIdleThrough(t Time) bool {
	if p, ok := s.cq.pendHead(); ok && p.due <= t {
		return false
	}
	if d := &s.dev; d.arrOn && d.arrAt <= t {
		return false
	}
	if len(s.q.h) > 0 && s.q.h[0].t <= t {
		return false
	}
	return true
}

// run runs events in time order (see nextSource for equal times) while
// the bound allows: each event at or before bound.until, until NAPI has
// consumed bound.target packets, at most bound.steps events. It reports
// whether it stopped for want of events. Step, RunUntil and RunPackets
// are this one loop with different bounds; the CPU's steps may run in
// place within it (waitCPU).
func (s *Sim) run(b runBound) (drained bool) {
	s.bound = b
	for s.bound.steps > 0 && s.napi.consumed < s.bound.target {
		t, src := s.nextSource()
		if src == srcNone {
			drained = true
			break
		}
		if t > s.bound.until {
			break
		}
		s.bound.steps--
		s.trace.flush(t)
		s.now = t
		switch src {
		case srcCQE:
			s.onCQEWrite()
		case srcArrival:
			s.onArrival()
		case srcCPU:
			s.onCPU()
		case srcQueue:
			e := s.q.pop()
			switch e.kind {
			case evCQEWrite:
				s.onCQEWrite()
			case evModTimer:
				s.onModTimer(e.gen)
			case evIRQ:
				s.onIRQ()
			}
		}
		s.trace.flush(s.now)
	}
	s.bound = runBound{}
	return drained
}

// forever is a bound no run reaches.
const forever = int(^uint(0) >> 1)

// RunUntil runs every event with time <= t, in time order (see
// nextSource for equal times), then sets Now to t (if t is later). The boundary is inclusive:
// an event at exactly t has run when RunUntil returns. Advancing in any
// slicing gives the same events in the same order.
func (s *Sim) RunUntil(t Time) {
	s.run(runBound{until: t, target: ^uint64(0), steps: forever})
	if t > s.now {
		s.now = t
	}
	s.trace.flush(s.now)
}

// Step runs exactly one event and reports whether there was one.
func (s *Sim) Step() bool {
	return !s.run(runBound{until: ^Time(0), target: ^uint64(0), steps: 1})
}

// StepPacket runs events until NAPI has consumed one more packet CQE. It
// gives up (without hanging) after StepLimit events, or when no event is
// left.
func (s *Sim) StepPacket() { s.RunPackets(1) }

// StepLimit bounds StepPacket and RunPackets: at most StepLimit events plus
// 4096 per packet asked for.
const StepLimit = 1 << 20

// RunPackets runs events until NAPI has consumed n more packet CQEs, or
// packetSteps(n) events have run (a run where frames only get dropped,
// or no traffic), or no event is left.
func (s *Sim) RunPackets(n int) {
	if n <= 0 {
		return
	}
	s.run(runBound{until: ^Time(0), target: s.napi.consumed + uint64(n), steps: packetSteps(n)})
}

// packetSteps is the event budget of RunPackets(n): StepLimit plus 4096
// per packet, saturating at the largest int instead of wrapping, so that a
// huge n means "no limit" rather than a small, negative or wrapped one.
func packetSteps(n int) int {
	const perPacket = 4096
	if n > (math.MaxInt-StepLimit)/perPacket {
		return math.MaxInt
	}
	return StepLimit + perPacket*n
}

// Metrics returns the counters of the measured window, which ends at Now.
func (s *Sim) Metrics() Metrics {
	m := s.met
	m.End = s.now
	m.Instructions = s.core.pos - s.instrBase
	return m
}

// ResetMetrics starts a new measured window at Now (e.g. after a warm-up).
func (s *Sim) ResetMetrics() {
	s.met = Metrics{Start: s.now, CoreGHz: s.prof.CoreGHz.Value}
	s.instrBase = s.core.pos
}

// Timeline returns the CPU timeline recorder.
func (s *Sim) Timeline() *Timeline { return &s.tl }

// Trace returns the event trace recorder.
func (s *Sim) Trace() *Trace { return &s.trace }

// DRAMLatency is the DRAM load-to-use latency the last measured window
// of DRAM traffic set (dram.go).
func (s *Sim) DRAMLatency() Time { return s.mem.dram.lat }

// FillBuffersInUse is the number of L1 fill buffers busy at Now.
func (s *Sim) FillBuffersInUse() int { return s.mem.fbInUse(s.now) }

// CC is the CQ consumer counter (the next slot NAPI reads is CC() & (CQEntries-1)).
func (s *Sim) CC() uint32 { return s.napi.cc }
