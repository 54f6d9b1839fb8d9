package model

// Level is where an access found its line.
type Level uint8

const (
	LevelNone Level = iota
	LevelL1
	LevelL2
	LevelLLC
	LevelDRAM
	// LevelCore: another core's cache held the line (the application's
	// core), at the profile's core-to-core latency.
	LevelCore
	// NumLevels sizes arrays indexed by Level.
	NumLevels
)

var levelNames = [...]string{"none", "L1", "L2", "LLC", "DRAM", "core"}

func (l Level) String() string {
	if int(l) < len(levelNames) {
		return levelNames[l]
	}
	panic("model: Level.String: unknown level")
}

// Outcome is what became of one access or prefetch.
type Outcome uint8

const (
	OutcomeNone      Outcome = iota
	OutcomeHit               // demand access found the line ready (a useful prefetch, or already cached)
	OutcomeLate              // demand access found the line still in flight and waited for the rest
	OutcomeMiss              // demand access missed L1 and waited for the next level
	OutcomeWasted            // prefetched before the device wrote the line; the DMA write invalidated it
	OutcomeIssued            // prefetch sent to memory
	OutcomeRedundant         // prefetch of a line already in L1 (or already in flight)
	OutcomeDropped           // prefetch dropped: no free fill buffer
)

var outcomeNames = [...]string{"none", "hit", "late", "miss", "wasted", "issued", "redundant", "dropped"}

func (o Outcome) String() string {
	if int(o) < len(outcomeNames) {
		return outcomeNames[o]
	}
	panic("model: Outcome.String: unknown outcome")
}

// accKind is the kind of a CPU memory access.
type accKind uint8

const (
	accLoad      accKind = iota // demand read
	accStore                    // demand write: an RFO if the line is not in L1
	accPrefetch                 // PREFETCHNTA (prefetch, net_prefetch)
	accPrefetchW                // PREFETCHW (prefetchw, net_prefetchw)
)

func (k accKind) isPrefetch() bool { return k == accPrefetch || k == accPrefetchW }

// accessResult is the timing of one access.
type accessResult struct {
	issue   Time // the request left L1 (after waiting for a fill buffer)
	ready   Time // the data (or ownership) is in L1
	level   Level
	outcome Outcome
}

// fbSlot is one L1 fill buffer (miss-address buffer), busy in [start, end).
type fbSlot struct {
	start, end Time
}

// memory is the cache hierarchy of the NAPI core: L1 and L2 private, an LLC
// that is a victim cache of L2 (Zen: lines come from DRAM into L2 and L1,
// and go to the LLC when L2 evicts them), DRAM, and the L1 fill buffers that
// demand misses, RFOs and software prefetches share.
//
// Latencies: an L1 hit costs nothing beyond the work cycles; a miss costs
// the latency of the level that has the line, counted from the moment a fill
// buffer is free. A demand miss or RFO with every buffer busy waits for the
// first to free (counted in FBFullWaits); a software prefetch does the same
// under FBWait (the Zen 5 profile) or is dropped under FBDrop
// (Profile.FullPolicy). A demand access to a line still in flight waits only for
// the rest ("late"). Lines the CPU has never touched are never in any cache:
// the device's DMA writes only need to invalidate lines that were touched.
// Lines are named by lineRef: the caches index their directories by id and
// pick sets by physical line.
type memory struct {
	l1, l2, llc cache
	fb          []fbSlot
	fbNext      int // round-robin start of the search for a free buffer
	l2Lat       Time
	llcLat      Time
	dram        dram
	policy      FBPolicy
	inject      bool
	injectWays  int
	hwLines     int
	dmaIDs      uint32 // line ids below this are ring and CQ lines, written by the device
	met         *Metrics
	// app is, per line id, what the application's core holds of the line
	// (appShared after it read it, appOwned after it wrote it); nil when
	// no application runs on another core. c2c is what a line it holds
	// costs the NAPI core: the core-to-core latency.
	app []appHold
	c2c Time
	// remote, when not 0, is the latency of a line the device wrote
	// that no cache of this socket holds (nic=remote): the other
	// socket's LLC or memory, over the socket link.
	remote Time
	// onWasted is told about a software-prefetched line that the device
	// overwrote before its first use.
	onWasted func(id uint32)
	// lay maps a line id back to its lineRef (for the LLC set of an L2
	// victim).
	lay *layout
	// llcPresence: no LLC set can ever evict, so the LLC is kept as its
	// directory alone (llcpresence.go); llcFit decided it, and is kept
	// for the next build.
	llcPresence bool
	llcFit      llcFit
}

// appHold is what the application's core holds of a line (MOESI, seen
// from the NAPI core).
type appHold uint8

const (
	appNone   appHold = iota // not in the application core's caches
	appShared                // read by the application: a copy in each core
	appOwned                 // written by the application: the NAPI core's copy was invalidated
)

// newMemory builds cold caches for the line ids of lay, taking over old's
// arrays where they are large enough (reuse).
func newMemory(p *Profile, clk clock, inject bool, met *Metrics, lay *layout, old *memory) memory {
	ids, dmaIDs := lay.n, int(lay.spBase)
	if ids > int(tagMask) {
		panic("model: newMemory: line ids do not fit a way's tag")
	}
	private := reuse(old.l1.dir, ids) // L1 way in the low 16 bits, L2 way in the high 16
	m := memory{
		l1:         newCache(p.L1KiB.Int()<<10, p.L1Ways.Int(), p.L1Ways.Int()-p.HotWaysL1.Int(), true, private, 0, 0xFFFF, &old.l1),
		l2:         newCache(p.L2KiB.Int()<<10, p.L2Ways.Int(), p.L2Ways.Int()-p.HotWaysL2.Int(), true, private, 16, 0xFFFF, &old.l2),
		llc:        newHashedCache(p.LLCMiB.Int()<<20, p.LLCWays.Int(), reuse(old.llc.dir, ids)),
		fb:         reuse(old.fb, p.FillBuffers.Int()),
		l2Lat:      clk.cycles(uint64(p.L2Cycles.Int())),
		llcLat:     clk.cycles(uint64(p.LLCCycles.Int())),
		dram:       newDRAM(p),
		policy:     p.FullPolicy,
		inject:     inject,
		injectWays: p.InjectWays.Int(),
		hwLines:    p.HWPrefetchLines.Int(),
		dmaIDs:     uint32(dmaIDs),
		met:        met,
		lay:        lay,
	}
	m.llcFit = old.llcFit
	m.llcPresence = m.llcFit.decide(&m.llc, lay) && !inject
	if m.llcPresence {
		m.llc.keepArrays(&old.llc) // megabytes on a large LLC: not cleared for nothing
	} else {
		m.llc.build(false, &old.llc)
	}
	return m
}

// acquireFB returns a fill buffer and the time it is free from (>= t).
// Every buffer's busy intervals are disjoint, so the buffers are never
// over-committed, whatever order requests are made in.
func (m *memory) acquireFB(t Time) (int, Time) {
	// buffers are handed out round-robin: the next one is usually free
	// (n is kept in a register: m.fbNext is stored once)
	n := m.fbNext + 1
	if n >= len(m.fb) {
		n = 0
	}
	m.fbNext = n
	if m.fb[n].end <= t {
		return n, t
	}
	best := 0
	for i := range m.fb {
		if m.fb[i].end <= t {
			return i, t
		}
		if m.fb[i].end < m.fb[best].end {
			best = i
		}
	}
	return best, m.fb[best].end
}

// fbInUse counts the fill buffers busy at t.
func (m *memory) fbInUse(t Time) int {
	n := 0
	for i := range m.fb {
		if m.fb[i].start <= t && t < m.fb[i].end {
			n++
		}
	}
	return n
}

// access runs one CPU access of line l at time t. L1 and L2 share one
// directory word per line (L1 slot in the low 16 bits, L2 slot in the
// high 16), read once. It is the hottest function of the model, so the
// L1 hit, the L2 hit, the common L2 miss (a line the LLC cannot hold:
// DRAM) and the L1 fill are written out here rather than called; the LLC
// and the L2 fill are in fromBelow and fillL2.
func (m *memory) access(l lineRef, t Time, k accKind) accessResult {
	d := m.l1.dir[l.id]
	if i := int(d&0xFFFF) - 1; i >= 0 {
		md := &m.l1.meta[i]
		// touch, written out: the way becomes the most recently used
		l1 := &m.l1
		set, w := l1.slotOf(i)
		if o := l1.orders[set]; o&0xF != w {
			l1.orders[set] = toFront(o, w)
		}
		// the kind first: loads and prefetches (most hits) skip the
		// application's array
		if (k == accStore || k == accPrefetchW) && m.app != nil && m.app[l.id] != appNone {
			return m.upgrade(l, md, t, k)
		}
		if k.isPrefetch() {
			m.met.Prefetch.Redundant++
			return accessResult{issue: t, ready: max(t, md.ready), level: LevelL1, outcome: OutcomeRedundant}
		}
		m.met.Demand[LevelL1]++
		if md.ready > t { // still in flight: the rest of the fill is waited for
			if md.tag&metaSW != 0 {
				md.tag &^= metaSW
				m.met.Prefetch.Late++
			}
			return accessResult{issue: t, ready: md.ready, level: LevelL1, outcome: OutcomeLate}
		}
		if md.tag&metaSW != 0 {
			md.tag &^= metaSW
			m.met.Prefetch.Useful++
		}
		return accessResult{issue: t, ready: t, level: LevelL1, outcome: OutcomeHit}
	}
	slot, start := m.acquireFB(t)
	if start > t {
		if k.isPrefetch() && m.policy == FBDrop {
			m.met.Prefetch.Dropped++
			return accessResult{issue: t, ready: t, outcome: OutcomeDropped}
		}
		m.met.FBFullWaits++
		m.met.FBFullWait += start - t
	}
	var ready Time
	var level Level
	fillL2 := false // from DRAM: L2 is filled last, after L1 (they are independent)
	j := int(d>>16) - 1
	if h := m.appHeld(l.id); h != appNone && (h == appOwned || k != accLoad || (j < 0 && m.llc.dir[l.id] == 0)) {
		// the application's core has the line: it sends it (or, for
		// ownership, drops its copy) at the core-to-core latency; a
		// shared line this core's L2 or L3 still holds is read there
		ready, level = start+m.c2c, LevelCore
		m.app[l.id] = appNone
		if k == accLoad || k == accPrefetch {
			m.app[l.id] = appShared
		}
		fillL2 = j < 0
	} else if j >= 0 {
		// an L2 hit (lower, written out)
		md := &m.l2.meta[j]
		l2 := &m.l2
		set, w := l2.slotOf(j)
		if o := l2.orders[set]; o&0xF != w {
			l2.orders[set] = toFront(o, w)
		}
		ready, level = max(start+m.l2Lat, md.ready), LevelL2
		if md.tag&metaHW != 0 {
			md.tag &^= metaHW
			if md.ready > start {
				m.met.HWPrefetch.Late++
			} else {
				m.met.HWPrefetch.Useful++
			}
		}
	} else if l.id < m.dmaIDs && !m.inject && m.llc.dir[l.id] == 0 {
		// a ring or CQ line not in the LLC: fromBelow's DRAM access,
		// written out
		if m.remote != 0 {
			ready = start + m.remote
		} else {
			if start >= m.dram.window+dramWindow {
				m.dram.closeWindows(start)
			}
			ready = start + m.dram.lat
			m.dram.move(LineSize)
		}
		level = LevelDRAM
		fillL2 = true
	} else {
		ready, level = m.fromBelow(l, start)
	}
	m.fb[slot] = fbSlot{start: start, end: ready}
	m.met.FBBusy += ready - start
	var flags uint32
	out := OutcomeMiss
	if k.isPrefetch() {
		flags = metaSW
		out = OutcomeIssued
		m.met.Prefetch.Issued++
	} else {
		m.met.Demand[level]++
		if k == accLoad {
			m.met.DemandLoads[level]++
		}
	}
	// fillL1, written out
	c := &m.l1
	set := int(l.phys & c.setMask)
	o := c.orders[set]
	w := c.lru(o)
	v := c.wayPos(set, int(w))
	md := &c.meta[v]
	if t := md.tag & tagMask; t != 0 {
		c.dir[t-1] &^= 0xFFFF // the evicted line leaves L1 (low half of its word)
		if md.tag&metaSW != 0 {
			m.met.Prefetch.Unused++
		}
	}
	c.dir[l.id] = c.dir[l.id]&^0xFFFF | uint32(v+1)
	c.orders[set] = (o<<4|w)&c.used | ^c.used
	*md = newMeta(l.id, start, ready, flags)
	if fillL2 {
		// L1 and L2 own different halves of the directory words, and
		// the L2 victim goes to the LLC, which L1 does not use: the
		// order of the two fills changes nothing, and the L1 fill's
		// values are still in registers before this call
		m.fillL2(l, start, ready, 0)
	}
	return accessResult{issue: start, ready: ready, level: level, outcome: out}
}

// appHeld is what the application's core holds of line id (appNone when
// no application runs on another core).
func (m *memory) appHeld(id uint32) appHold {
	if m.app == nil {
		return appNone
	}
	return m.app[id]
}

// upgrade is a store or a prefetchw to a line in L1 that the application's
// core shares: the NAPI core owns it once that copy is invalidated, a
// core-to-core round trip. A store waits for it (a store miss); a
// prefetchw starts it and marks the line as prefetched.
func (m *memory) upgrade(l lineRef, md *wayMeta, t Time, k accKind) accessResult {
	m.app[l.id] = appNone
	ready := max(t+m.c2c, md.ready)
	md.ready = ready
	if k == accPrefetchW {
		md.tag |= metaSW
		m.met.Prefetch.Issued++
		return accessResult{issue: t, ready: ready, level: LevelCore, outcome: OutcomeIssued}
	}
	m.met.Demand[LevelCore]++
	return accessResult{issue: t, ready: ready, level: LevelCore, outcome: OutcomeMiss}
}

// appRead is the application's core reading l at t: it takes a copy
// (from the NAPI core's cache if that has the line, which keeps its own).
func (m *memory) appRead(l lineRef) {
	if m.app[l.id] == appNone {
		m.app[l.id] = appShared
	}
}

// appWrite is the application's core writing l: it owns the line and
// the NAPI core's copies (its L1, L2 and L3) are invalidated.
func (m *memory) appWrite(l lineRef) {
	m.app[l.id] = appOwned
	m.dropPrivate(l)
	m.llcDrop(l)
}

// dropPrivate invalidates the NAPI core's L1 and L2 copies of l.
func (m *memory) dropPrivate(l lineRef) {
	d := m.l1.dir[l.id]
	if i := int(d&0xFFFF) - 1; i >= 0 {
		m.l1.meta[i] = wayMeta{}
		m.l1.moveBack(i)
	}
	if j := int(d>>16) - 1; j >= 0 {
		m.l2.meta[j] = wayMeta{}
		m.l2.moveBack(j)
	}
	m.l1.dir[l.id] = 0
}

// llcFind returns l's slot in the LLC, or -1. Ring and CQ lines get there
// by injection, or as L2 victims the device has not overwritten since.
func (m *memory) llcFind(l lineRef) int {
	return m.llc.find(l)
}

// lower looks l up in L2, then the LLC, then DRAM, for a request leaving
// L1 at t, fills L2 on an L2 miss and returns when the data reaches L1.
func (m *memory) lower(l lineRef, t Time) (Time, Level) {
	if j := m.l2.find(l); j >= 0 {
		md := &m.l2.meta[j]
		m.l2.touch(j)
		ready := max(t+m.l2Lat, md.ready)
		if md.tag&metaHW != 0 {
			md.tag &^= metaHW
			if md.ready > t {
				m.met.HWPrefetch.Late++
			} else {
				m.met.HWPrefetch.Useful++
			}
		}
		return ready, LevelL2
	}
	return m.fromBelow(l, t)
}

// fromBelow serves an L2 miss leaving at t from the LLC or DRAM and fills
// L2.
func (m *memory) fromBelow(l lineRef, t Time) (Time, Level) {
	ready, level := t, LevelDRAM
	if k := m.llcFind(l); k >= 0 {
		m.llcTouch(k)
		ready, level = t+m.llcLat, LevelLLC
	} else if m.remote != 0 && l.id < m.dmaIDs {
		ready += m.remote
	} else {
		ready += m.dram.latency(t)
		m.dram.move(LineSize)
	}
	m.fillL2(l, t, ready, 0)
	return ready, level
}

// fillL1 puts l into L1, counting an unused prefetch it evicts.
// It is cache.insert written out for L1, whose sets are address bits.
func (m *memory) fillL1(l lineRef, start, ready Time, flags uint32) {
	c := &m.l1
	set := int(l.phys & c.setMask)
	o := c.orders[set]
	w := c.lru(o)
	v := c.wayPos(set, int(w))
	md := &c.meta[v]
	if t := md.tag & tagMask; t != 0 {
		c.dir[t-1] &^= 0xFFFF // the evicted line leaves L1 (low half of its word)
		if md.tag&metaSW != 0 {
			m.met.Prefetch.Unused++
		}
	}
	c.dir[l.id] = c.dir[l.id]&^0xFFFF | uint32(v+1)
	c.orders[set] = (o<<4|w)&c.used | ^c.used
	*md = newMeta(l.id, start, ready, flags)
}

// fillL2 puts l into L2; the line it evicts goes to the LLC, a victim
// cache of L2 (Zen's L3; on the Intel profiles the inclusive-enough LLC
// keeps it the same way).
//
// The insert into L2 (whose sets are address bits) is written out, as in
// fillL1.
func (m *memory) fillL2(l lineRef, start, ready Time, flags uint32) {
	c := &m.l2
	set := int(l.phys & c.setMask)
	o := c.orders[set]
	w := c.lru(o)
	v := c.wayPos(set, int(w))
	md := &c.meta[v]
	t := md.tag & tagMask
	c.orders[set] = (o<<4|w)&c.used | ^c.used
	if t != 0 {
		old := t - 1
		c.dir[old] &= 0xFFFF // the evicted line leaves L2 (high half of its word)
		if md.tag&metaHW != 0 {
			m.met.HWPrefetch.Unused++
		}
		// the victim goes to the LLC: ring and CQ lines too (a shinfo
		// line the device does not rewrite is found there again); the
		// device's next write of a ring line removes it (dmaWrite)
		m.llcTake(old)
	}
	c.dir[l.id] = c.dir[l.id]&0xFFFF | uint32(v+1)<<16
	*md = newMeta(l.id, start, ready, flags)
}

// hwPrefetch is one request of the L2 stream prefetcher at t: the line is
// fetched into L2 through the L2's own queue (no L1 fill buffer).
func (m *memory) hwPrefetch(l lineRef, t Time) {
	if m.l1.dir[l.id] != 0 {
		return // in L1 or L2 (they share the directory word)
	}
	var ready Time
	if k := m.llcFind(l); k >= 0 {
		m.llcTouch(k)
		ready = t + m.llcLat
	} else if m.remote != 0 && l.id < m.dmaIDs {
		ready = t + m.remote
	} else {
		ready = t + m.dram.latency(t)
		m.dram.move(LineSize)
	}
	m.met.HWPrefetch.Issued++
	m.fillL2(l, t, ready, metaHW)
}

// background brings l into L1 and L2 without timing the core: used for
// accesses whose cost the work cycles already include (page_pool touching
// struct page while reposting).
func (m *memory) background(l lineRef, t Time) {
	if i := m.l1.find(l); i >= 0 {
		m.l1.touch(i)
		return
	}
	ready, _ := m.lower(l, t)
	m.fillL1(l, t, ready, 0)
}

// dmaWrite is the device writing l at t: every CPU copy is invalidated
// (coherent DMA); with injection the line is then installed in the LLC in
// at most injectWays ways (DDIO-like).
func (m *memory) dmaWrite(l lineRef, t Time) {
	d := m.l1.dir[l.id] // L1 slot in the low 16 bits, L2 slot in the high 16
	if m.app != nil {
		m.app[l.id] = appNone // every CPU copy is invalidated
	}
	if d == 0 && !m.inject {
		// in neither L1 nor L2: an LLC copy (an old L2 victim) is
		// invalidated too
		m.llcDrop(l)
		return
	}
	// the ways are emptied here (cache.empty, written out)
	if i := int(d&0xFFFF) - 1; i >= 0 {
		md := &m.l1.meta[i]
		if md.tag&metaSW != 0 {
			m.met.Prefetch.Wasted++
			if m.onWasted != nil {
				m.onWasted(l.id)
			}
		}
		*md = wayMeta{}
		m.l1.moveBack(i)
	}
	if j := int(d>>16) - 1; j >= 0 {
		md := &m.l2.meta[j]
		if md.tag&metaHW != 0 {
			m.met.HWPrefetch.Wasted++
		}
		*md = wayMeta{}
		// moveBack, written out: most device writes find the line in L2
		l2 := &m.l2
		set, w := l2.slotOf(j)
		l2.orders[set] = toBack(l2.orders[set], w, l2.lruShift)&l2.used | ^l2.used
	}
	m.l1.dir[l.id] = 0 // out of L1 and L2 (both halves of the shared word)
	if !m.inject {
		m.llcDrop(l)
		return
	}
	if k := m.llc.find(l); k >= 0 {
		m.llc.touch(k)
	} else {
		m.llc.fill(l, m.llc.victimIn(l, m.injectWays))
	}
	m.met.Injected++
}

// where reports the level holding l, and for L1 and L2 its fill start and
// end, for views.
func (m *memory) where(l lineRef) (lvl Level, start, ready Time) {
	if i := m.l1.find(l); i >= 0 {
		md := m.l1.meta[i]
		return LevelL1, md.start(), md.ready
	}
	if j := m.l2.find(l); j >= 0 {
		md := m.l2.meta[j]
		return LevelL2, md.start(), md.ready
	}
	if m.llcFind(l) >= 0 {
		return LevelLLC, 0, 0
	}
	return LevelDRAM, 0, 0
}
