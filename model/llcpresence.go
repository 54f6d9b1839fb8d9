package model

import "slices"

// An LLC that can never evict is only a set of lines.
//
// The LLC is a victim cache of L2 with true LRU replacement, and it only
// ever holds lines of the simulation's layout: ids 0..n-1 (layout.go).
// Its sets are picked by a hash of the line number (cache.setOf), so the
// ids spread over them; on the shipped machines a set is asked for at
// most about a third of its ways (the default: 34 377 ids over 32 768
// sets of 16 ways, at most 6 to a set). A set that can never be asked to
// hold more lines than it has ways never evicts: invalid ways stay at
// the back of its LRU order, so an insert always takes an empty way. Its
// order then decides nothing, and neither does which way holds which
// line: whether a line is in the LLC is all an access can learn, and
// the directory already says it.
//
// So when every set fits (and nothing fills the LLC through injection,
// whose fills are limited to the first injectWays ways and may evict
// from a set that is not full), the memory keeps the LLC as its
// directory alone (memory.llcPresence): an L2 victim sets its line's
// word, a hit changes nothing, the device's write clears the word. That
// spares the L2 victim path the line's address, the set's hash, the
// tags and the LRU word (host cache misses each: the simulated LLC's
// arrays are megabytes), with every result the same as the full cache's
// (TestLLCPresenceSameResults).

// llcPresent is the directory word of a line that the LLC, kept as
// presence alone, holds (any non-zero word reads as present).
const llcPresent uint32 = 1

// llcFit is whether every set of the LLC fits the lines that map to it
// (no set can be asked to hold more lines than it has ways), worked out
// for one layout and kept for the next build: counting takes about 0.1
// ms for the default's 34 377 lines, more than a Sim.Reset otherwise
// costs, and a sweep resets one configuration after another on the same
// pages (a seed's page frames and the ring's size decide it).
type llcFit struct {
	sets, ways, ringPages, ids int
	frames                     []uint64 // the layout's page frames it was decided for
	fit                        bool
	count                      []uint8 // lines per set, while deciding
}

// decide reports whether every set of c fits the lines of lay, counting
// them only if c's shape or lay's lines changed since the last decision.
func (f *llcFit) decide(c *cache, lay *layout) bool {
	if f.sets == c.sets && f.ways == c.ways && f.ringPages == lay.ringPages && f.ids == lay.n && slices.Equal(f.frames, lay.frames) {
		return f.fit
	}
	f.sets, f.ways, f.ringPages, f.ids = c.sets, c.ways, lay.ringPages, lay.n
	f.frames = append(f.frames[:0], lay.frames...)
	f.count = reuse(f.count, c.sets)
	f.fit = true
	for id := 0; id < lay.n; id++ {
		s := c.setOf(lay.byID(uint32(id)))
		if f.count[s]++; int(f.count[s]) > c.ways {
			f.fit = false
			break
		}
	}
	return f.fit
}

// llcTouch is an LLC hit on the way at slot k: it becomes the most
// recently used of its set (nothing to do when the LLC is presence
// alone).
func (m *memory) llcTouch(k int) {
	if !m.llcPresence {
		m.llc.touch(k)
	}
}

// llcTake is an L2 victim, line id, going to the LLC: touched there if
// it is already in, inserted otherwise. It is small enough to be
// inlined, so the LLC kept as presence alone costs its callers one store.
func (m *memory) llcTake(id uint32) {
	if m.llcPresence {
		m.llc.dir[id] = llcPresent
		return
	}
	m.llcTakeWay(id)
}

// llcTakeWay is llcTake in the full LLC.
func (m *memory) llcTakeWay(id uint32) {
	// the LLC's directory is indexed by id: only an insert needs the
	// line's address (for its set), which byID works out
	if k := int(m.llc.dir[id]) - 1; k >= 0 {
		m.llc.touch(k)
	} else {
		m.llc.insert(m.lay.byID(id))
	}
}

// llcDrop invalidates l's LLC copy, if there is one (inlined, as
// llcTake).
func (m *memory) llcDrop(l lineRef) {
	if m.llcPresence {
		m.llc.dir[l.id] = 0
		return
	}
	m.llcDropWay(l)
}

// llcDropWay is llcDrop in the full LLC.
func (m *memory) llcDropWay(l lineRef) {
	if k := m.llc.find(l); k >= 0 {
		m.llc.invalidate(k)
	}
}
