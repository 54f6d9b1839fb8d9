package model

// StallCause is the kind of line a stalled window waits for.
type StallCause uint8

const (
	StallCQE        StallCause = iota // the CQE (or mini CQE array)
	StallHeader                       // a header line of the packet
	StallPage                         // the packet's struct page
	StallShinfo                       // line 0 of the packet's skb_shared_info
	StallStoreQueue                   // the store queue is full behind a store whose line is not owned yet
	StallLocked                       // a locked operation waits for older stores to commit and for its own line
	StallOther                        // anything else
	NumStallCauses                    // how many causes there are: the length of an array indexed by cause
)

var stallNames = [...]string{"cqe", "header", "page", "shinfo", "store queue", "locked op", "other"}

func (c StallCause) String() string {
	if int(c) < len(stallNames) {
		return stallNames[c]
	}
	panic("model: StallCause.String: unknown cause")
}

func (c StallCause) segment() SegmentKind { return SegStallCQE + SegmentKind(c) }

// pendingLoad is a demand load the core has issued and not yet retired.
type pendingLoad struct {
	pos   uint64 // its position in the instruction stream
	limit uint64 // dispatch cannot pass this position while it is outstanding
	ready Time   // its data arrives
	cause StallCause
}

// pendingStore is a store that retired before its line was owned: it holds
// the head of the store queue (x86 commits stores in program order) until
// its read-for-ownership completes.
type pendingStore struct {
	limit uint64 // dispatch position at which the store queue is full behind it
	ready Time   // its line is owned: it and the stores behind it commit
	line  lineRef
	kind  LineKind
	fn    Func // where the store is
}

// maxPending bounds the outstanding loads; a power of two, so that the ring
// of loads indexes with a mask.
const maxPending = 64

// core is the interval model of the out-of-order NAPI core.
//
// The instruction stream is a sequence of work steps (instructions that
// take a number of cycles when they hit in L1) and memory accesses at
// positions in that stream. Dispatch advances through the stream at each
// step's own pace. A load that misses L1 does not stop dispatch: the core
// keeps dispatching until either
//
//   - the reorder buffer is full: ROB instructions past the oldest load
//     that has not completed (independent work overlaps the miss), or
//   - the schedulers are full: SchedWindow instructions past a load whose
//     consumers are more than the schedulers hold (a long dependent chain,
//     such as the stack parsing the header it just read).
//
// Then dispatch stalls until that load's data arrives, and the stall is
// charged to the kind of line it waited for:
//
//	pos:  load ......... work ......... ROB limit
//	time: issue |--- dispatching ---|== stall ==| data arrives
//
// So misses close together overlap, a short loop (XDP_DROP) reaches the
// next packets' misses before its window fills, and a long path (the full
// stack) pays nearly the whole latency of each packet's first header miss.
// Software prefetches and stores never block retirement; a store's RFO is
// issued when the store retires, and a later read of that line waits for
// the RFO like any in-flight line.
type core struct {
	clk   clock
	t     Time   // time at which the next instruction dispatches
	pos   uint64 // instructions dispatched so far
	rob   uint64
	sched uint64

	loads [maxPending]pendingLoad // outstanding loads in program order (ring)
	head  int
	n     int
	// lowLimit is at or below the dispatch limit of every outstanding
	// load (load lowers it; a retirement leaves it a bound): work that
	// ends at or before it cannot stall, whichever load is still waiting.
	lowLimit uint64

	// The store queue (sq entries). Stores that hit retire and commit
	// within the work cycles; a store whose line is not owned holds the
	// queue's head until its RFO completes, and every store dispatched
	// after it waits behind it. sqInstr is how many instructions fill
	// the queue at the profile's store density.
	stores  [maxPending]pendingStore // uncommitted store misses, oldest first (ring); ready never decreases
	sHead   int
	sN      int
	sqInstr uint64

	// tr records each store-queue or locked-op stall with the line it
	// waited for.
	tr       *Trace // where stallOn records EvStall
	lockWait lockedWait

	tl  *Timeline
	met *Metrics
}

// run dispatches instr instructions that take cycles cycles when nothing
// stalls: do of the step they make. Work steps of the profile are
// converted once (steps.go); run is for costs known only at the call (a
// copy's length, a variant's own work).
func (c *core) run(instr, cycles int) { c.do(stepOf(c.clk, instr, cycles)) }

// do dispatches step st, stalling whenever the window is full behind an
// outstanding load. The common cases, no load outstanding or none whose
// limit the step reaches (lowLimit), are advance written out. A step that
// ends at or before lowLimit cannot stall whichever loads are still
// waiting, so it leaves their retirement to a later step (retiring is
// bookkeeping: a load whose data has arrived stalls nothing).
func (c *core) do(st step) {
	if c.n|c.sN != 0 && st.instr != 0 && c.pos+st.instr > c.lowLimit {
		c.retireReady()
		if c.n|c.sN != 0 && c.pos+st.instr > c.lowLimit {
			c.runBehind(st.instr, st.dt)
			return
		}
	}
	if st.dt > 0 {
		if !c.tl.off {
			c.tl.add(c.t, c.t+st.dt, SegWork)
		}
		c.met.WorkTime += st.dt
	}
	c.t += st.dt
	c.pos += st.instr
}

// runBehind is run with loads outstanding.
func (c *core) runBehind(remI uint64, remT Time) {
	for {
		c.retireReady()
		idx := c.limiting()
		lim, ready, cause := uint64(0), Time(0), StallOther
		if idx >= 0 {
			lim, ready, cause = c.loads[idx].limit, c.loads[idx].ready, c.loads[idx].cause
		}
		st := c.sN > 0 && (idx < 0 || c.stores[c.sHead].limit < lim)
		if st {
			lim, ready, cause = c.stores[c.sHead].limit, c.stores[c.sHead].ready, StallStoreQueue
		}
		if (idx < 0 && !st) || c.pos+remI <= lim {
			c.advance(remI, remT)
			return
		}
		k := lim - c.pos
		dt := remT * Time(k) / Time(remI)
		c.advance(k, dt)
		remI -= k
		remT -= dt
		switch {
		case st:
			h := &c.stores[c.sHead]
			c.stallOn(ready, StallStoreQueue, h.line, h.kind, h.fn)
		case cause == StallLocked:
			w := &c.lockWait
			c.stallOn(ready, StallLocked, w.line, w.kind, w.fn)
		default:
			c.stallUntil(ready, cause)
		}
	}
}

// stallOn is stallUntil for a store-queue or locked-op stall, told to
// onStall with the line waited for.
func (c *core) stallOn(t Time, cause StallCause, line lineRef, kind LineKind, fn Func) {
	if t <= c.t {
		return
	}
	if c.tr != nil && c.tr.on(EvStall) {
		*c.tr.at(c.t) = Event{T: c.t, Kind: EvStall, Fn: fn, WQE: -1, Stride: -1, Packet: -1, Addr: line.phys << 6,
			Line: kind, Cycles: uint32(c.clk.toCycles(t-c.t) + 0.5), N: int(cause)}
	}
	c.stallUntil(t, cause)
}

func (c *core) advance(instr uint64, dt Time) {
	if dt > 0 {
		if !c.tl.off {
			c.tl.add(c.t, c.t+dt, SegWork)
		}
		c.met.WorkTime += dt
	}
	c.t += dt
	c.pos += instr
}

func (c *core) stallUntil(t Time, cause StallCause) {
	if t <= c.t {
		return
	}
	if !c.tl.off {
		c.tl.add(c.t, t, cause.segment())
	}
	c.met.StallTime[cause] += t - c.t
	c.t = t
}

// retireReady drops the loads whose data has arrived by c.t, and commits
// the stores whose lines are owned by c.t.
func (c *core) retireReady() {
	for c.n > 0 && c.loads[c.head].ready <= c.t {
		c.head = (c.head + 1) & (maxPending - 1)
		c.n--
	}
	for c.sN > 0 && c.stores[c.sHead].ready <= c.t {
		c.sHead = (c.sHead + 1) & (maxPending - 1)
		c.sN--
	}
	if c.sN > 0 && (c.n == 0 || c.stores[c.sHead].limit < c.lowLimit) {
		c.lowLimit = c.stores[c.sHead].limit
	}
	// a younger load may complete before an older one: it stops limiting
	// dispatch but keeps its place until the older ones retire.
}

// limiting returns the index of the outstanding load with the smallest
// dispatch limit, or -1.
func (c *core) limiting() int {
	best := -1
	var lim uint64
	for i := 0; i < c.n; i++ {
		j := (c.head + i) & (maxPending - 1)
		if c.loads[j].ready <= c.t {
			continue
		}
		if best < 0 || c.loads[j].limit < lim {
			best, lim = j, c.loads[j].limit
		}
	}
	return best
}

// load records a demand load issued at the current position whose data
// arrives at ready. consumers is how many of the following instructions
// depend on it: more than the schedulers hold limits dispatch to
// SchedWindow instructions past it, otherwise to ROB past it.
func (c *core) load(ready Time, cause StallCause, consumers int) {
	if ready <= c.t {
		return
	}
	if c.n == maxPending {
		old := c.loads[c.head]
		c.stallUntil(old.ready, StallOther)
		c.retireReady()
		if c.n == maxPending {
			c.head = (c.head + 1) & (maxPending - 1)
			c.n--
		}
	}
	lim := c.pos + c.rob
	if uint64(consumers) > c.sched {
		lim = c.pos + c.sched
	}
	if c.n|c.sN == 0 || lim < c.lowLimit {
		c.lowLimit = lim
	}
	c.loads[(c.head+c.n)&(maxPending-1)] = pendingLoad{pos: c.pos, limit: lim, ready: ready, cause: cause}
	c.n++
}

// storeMiss records a store retired at the current position whose line is
// owned only at ready (its RFO is in flight). Stores commit in order, so
// it commits no earlier than the store misses before it; the store queue
// is full sqInstr instructions after the oldest uncommitted one.
func (c *core) storeMiss(ready Time, line lineRef, kind LineKind, fn Func) {
	if ready <= c.t {
		return
	}
	if c.sN > 0 {
		ready = max(ready, c.stores[(c.sHead+c.sN-1)&(maxPending-1)].ready)
	}
	if c.sN == maxPending {
		old := c.stores[c.sHead]
		c.stallOn(old.ready, StallStoreQueue, old.line, old.kind, old.fn)
		c.retireReady()
	}
	lim := c.pos + c.sqInstr
	if c.n|c.sN == 0 || lim < c.lowLimit {
		c.lowLimit = lim
	}
	c.stores[(c.sHead+c.sN)&(maxPending-1)] = pendingStore{limit: lim, ready: ready, line: line, kind: kind, fn: fn}
	c.sN++
}

// locked is a locked read-modify-write (lock xadd, lock cmpxchg: an
// atomic_*, a spin_lock) at the current position. On x86 it executes at
// retirement, once every older store has committed and it owns its line
// (owned, from the memory's answer to its RFO, which the core sends as
// soon as the op dispatches). Until then it holds the head of the reorder
// buffer: later work dispatches until the window is full behind it, as
// behind a load, and the wait is a "locked op" stall charged to the line
// it waited for (its own, or the older store's).
func (c *core) locked(owned Time, line lineRef, kind LineKind, fn Func) {
	c.retireReady()
	ready := owned
	if c.sN > 0 {
		if last := c.stores[(c.sHead+c.sN-1)&(maxPending-1)]; last.ready > ready {
			ready, line, kind = last.ready, last.line, last.kind
		}
	}
	if ready <= c.t {
		return
	}
	c.lockWait = lockedWait{line: line, kind: kind, fn: fn}
	c.load(ready, StallLocked, consumersBranch)
}

// lockedWait is what the latest locked op waits for, for the trace.
type lockedWait struct {
	line lineRef
	kind LineKind
	fn   Func
}

// retireTime is when an instruction at the current position retires if
// nothing after it stalls: once every older load has its data.
func (c *core) retireTime() Time {
	t := c.t
	for i := 0; i < c.n; i++ {
		if r := c.loads[(c.head+i)&(maxPending-1)].ready; r > t {
			t = r
		}
	}
	return t
}

// drain stalls until every outstanding load has completed (the core goes
// idle, or leaves the softirq), charging the wait to the last load's cause.
func (c *core) drain() {
	for c.n > 0 {
		old := c.loads[c.head]
		c.stallUntil(old.ready, old.cause)
		c.head = (c.head + 1) & (maxPending - 1)
		c.n--
	}
	// the stores commit while the core idles: nothing waits for them
	c.sHead, c.sN = 0, 0
}

// idleUntil moves an idle core to t.
func (c *core) idleUntil(t Time) {
	if t > c.t {
		if !c.tl.off {
			c.tl.add(c.t, t, SegIdle)
		}
		c.met.IdleTime += t - c.t
		c.t = t
	}
}
