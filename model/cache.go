package model

import "math/bits"

// Line flags kept with each L1 and L2 way, in the top bits of its tag.
const (
	metaSW uint32 = 1 << 30 // filled by a software prefetch and not yet used by a demand access
	metaHW uint32 = 1 << 31 // filled by the L2 stream prefetcher and not yet used

	// tagMask keeps the line id + 1 of a tag. Line ids stay far below
	// 2^30: a directory of 2^30 ids would take 4 GiB (newMemory checks).
	tagMask = metaSW - 1
)

// wayMeta is one L1 or L2 way: which line it holds and its timing. The
// line is in flight while now < ready ("fill pending"), and usable from
// ready on. It is 16 bytes, so that the line a way holds and its timing
// share one cache line of the host: the request's start is kept as its
// distance to ready, the flags in the top bits of the tag.
type wayMeta struct {
	ready Time   // the data is in this level
	lat   uint32 // ready − the time the request left for the next level, ps
	tag   uint32 // line id + 1 (0: the way is empty) under tagMask, flags above
}

// newMeta is the way of line id requested at start, in this level at
// ready, with flags.
func newMeta(id uint32, start, ready Time, flags uint32) wayMeta {
	return wayMeta{ready: ready, lat: uint32(min(ready-start, 1<<32-1)), tag: id + 1 | flags}
}

// start is when the line's request left for the next level.
func (md *wayMeta) start() Time { return md.ready - Time(md.lat) }

// lineRef names one simulated line twice: by a dense id (0..n-1, see
// layout.go), which the caches use as tag and directory index, and by its
// physical line number (address >> 6), which picks the set.
type lineRef struct {
	id   uint32
	phys uint64
}

// maxWays bounds the associativity of a simulated level: a set's LRU order
// is 16 nibbles of one word.
const maxWays = 16

// cache is one set-associative level with 64-byte lines and true LRU
// replacement, kept as flat slices: no maps and no pointers on the access
// path.
//
//	slots: one block of stride words per set (W rounded up to a power of
//	       two), one tag per way: [tag 0 | tag 1 | ... | tag W-1 | pad];
//	       a tag is line id + 1, 0 = invalid
//	order: one word per set: nibble 0 = MRU way ... nibble W-1 = LRU way;
//	       the unused nibbles above W hold 0xF
//	dir:   line id → slot index of its tag + 1, 0 if absent (the
//	       directory; L1 and L2 share one word per id, 16 bits each)
//
// A way is named by the slot index of its tag ("pos"). L1 and L2 keep
// each way's timing next to its tag: for them meta replaces slots, one
// wayMeta per slot holding the tag (wayMeta.tag), so that a fill or an
// invalidation touches one host cache line per way; the LLC keeps bare
// tags. find is O(1) through the directory; touch moves a way's nibble to
// the front, invalidate moves it to the back (branch-free word
// arithmetic); the victim is nibble W-1, O(1).
type cache struct {
	sets, ways int
	setMask    uint64
	shift      uint     // log2 of the stride of a set's block
	wmask      uint64   // 1<<shift − 1: a slot's way within its block
	slots      []uint32 // the tags of a cache without meta (the LLC)
	orders     []uint64
	meta       []wayMeta // the ways of a cache with meta (L1, L2), tags included
	dir        []uint32  // directory: (pos + 1) << dirShift, under dirMask
	dirShift   uint
	dirMask    uint32
	used       uint64 // mask of the W used nibbles
	lruShift   uint   // 4·(W-1): the position of the least recently used nibble
	hashed     bool   // sets chosen by a hash of the line number (setOf)
}

const nibbles = 0x1111111111111111

// setStride is the log2 of the words of a set's block: W tags rounded up
// to a power of two.
func setStride(ways int) uint {
	return uint(bits.Len(uint(ways - 1)))
}

// newCache builds a cache of sizeBytes split in sets of totalWays ways, of
// which only usableWays are simulated (the others hold the hot working set
// that the work cycles already account for), for line ids 0..ids-1. It
// takes over old's arrays where they are large enough (reuse).
func newCache(sizeBytes, totalWays, usableWays int, withMeta bool, dir []uint32, dirShift uint, dirMask uint32, old *cache) cache {
	c := cacheShape(sizeBytes, totalWays, usableWays, dir, dirShift, dirMask)
	c.build(withMeta, old)
	return c
}

// cacheShape is a cache's geometry and directory, without the arrays of
// its sets (build): enough for setOf.
func cacheShape(sizeBytes, totalWays, usableWays int, dir []uint32, dirShift uint, dirMask uint32) cache {
	sets := sizeBytes / LineSize / totalWays
	p := 1 // a power of two, so that the set is a bit field
	for p*2 <= sets {
		p *= 2
	}
	shift := setStride(usableWays)
	c := cache{sets: p, ways: usableWays, setMask: uint64(p - 1), shift: shift,
		dir: dir, dirShift: dirShift, dirMask: dirMask, wmask: 1<<shift - 1}
	c.used = ^uint64(0)
	c.lruShift = uint(4 * (usableWays - 1))
	if usableWays < 16 {
		c.used = 1<<(4*usableWays) - 1
	}
	return c
}

// build gives c the arrays of its sets, empty: the LRU orders and the
// ways' tags (meta with their timing, withMeta), taking over old's where
// they are large enough (reuse).
func (c *cache) build(withMeta bool, old *cache) {
	c.orders = reuse(old.orders, c.sets)
	var o uint64 = ^c.used // unused nibbles: 0xF
	for w := 0; w < c.ways; w++ {
		o |= uint64(w) << (4 * w)
	}
	for s := range c.orders {
		c.orders[s] = o
	}
	if withMeta {
		c.meta = reuse(old.meta, c.sets<<c.shift)
	} else {
		c.slots = reuse(old.slots, c.sets<<c.shift)
	}
}

// keepArrays is build for a cache whose sets are never used (an LLC kept
// as its directory alone): it holds on to old's arrays, empty, so that a
// later build of a full cache takes them over instead of allocating.
func (c *cache) keepArrays(old *cache) {
	c.orders, c.meta, c.slots = old.orders[:0], old.meta[:0], old.slots[:0]
}

// newHashedCache is a last-level cache: every way simulated, no timing
// meta, sets picked by a hash (setOf). Its sets' arrays are built by the
// caller (build), once it knows the LLC needs them (llcpresence.go).
func newHashedCache(sizeBytes, ways int, dir []uint32) cache {
	c := cacheShape(sizeBytes, ways, ways, dir, 0, ^uint32(0))
	c.hashed = true
	return c
}

// setOf is the set l maps to: the low bits of its line number (L1 and L2,
// indexed by address bits), or a hash of the whole line number (the LLC:
// Intel's slice hash and AMD's L3 address hash spread lines that share a
// page offset over every set).
func (c *cache) setOf(l lineRef) int {
	if c.hashed {
		h := l.phys * 0x9E3779B97F4A7C15
		return int(h >> 32 & c.setMask)
	}
	return int(l.phys & c.setMask)
}

// wayPos is the slot of way w of set s.
//
// The shifts of wayPos, slotOf and lru are by fields the compiler cannot
// bound; they are below 64, and masking them with 63 changes nothing but
// spares the compiler's test of an oversized shift on the access path.
func (c *cache) wayPos(s, w int) int { return s<<(c.shift&63) + w }

// slotOf is the set and the way of slot pos.
func (c *cache) slotOf(pos int) (set int, w uint64) {
	return pos >> (c.shift & 63), uint64(pos) & c.wmask
}

// lru is the least recently used way of order word o.
func (c *cache) lru(o uint64) uint64 { return o >> (c.lruShift & 63) & 0xF }

// find returns the slot of the way holding l, or -1.
func (c *cache) find(l lineRef) int { return int(c.dir[l.id]>>c.dirShift&c.dirMask) - 1 }

// setDir records that line id is in slot pos (pos = -1: absent).
func (c *cache) setDir(id uint32, pos int) {
	c.dir[id] = c.dir[id]&^(c.dirMask<<c.dirShift) | uint32(pos+1)<<c.dirShift
}

// victim returns the slot of l's set to fill: its least recently used way
// (invalid ways are kept at the back).
func (c *cache) victim(l lineRef) int {
	set := c.setOf(l)
	return c.wayPos(set, int(c.lru(c.orders[set])))
}

// victimIn returns the least recently used of the first limit ways of l's
// set (limit <= 0 or > ways: all of them).
func (c *cache) victimIn(l lineRef, limit int) int {
	if limit <= 0 || limit >= c.ways {
		return c.victim(l)
	}
	set := c.setOf(l)
	o := c.orders[set]
	for p := c.ways - 1; ; p-- {
		if w := int(o >> (4 * p) & 0xF); w < limit {
			return c.wayPos(set, w)
		}
	}
}

// nibbleOf is the position of way w in order word o.
func nibbleOf(o uint64, w uint64) int { return bits.TrailingZeros64(nibbleMark(o, w)) / 4 }

// nibbleMark is the top bit of way w's nibble in order word o: 1<<(4p+3)
// for position p (SWAR zero-nibble search: the lowest zero nibble of
// o ^ w·0x1111… is exact). The masks of the nibbles below p, b>>3 − 1,
// and up to p, b<<1 − 1, follow from it without a shift by a variable.
func nibbleMark(o uint64, w uint64) uint64 {
	x := o ^ w*nibbles
	z := (x - nibbles) &^ x & (nibbles << 3)
	return z & -z
}

// touch makes the way at slot pos the most recently used of its set.
func (c *cache) touch(pos int) {
	set, w := c.slotOf(pos)
	if c.orders[set]&0xF != w {
		c.moveFront(set, w)
	}
}

// moveFront makes way w of set the most recently used (touch's slow path).
func (c *cache) moveFront(set int, w uint64) { c.orders[set] = toFront(c.orders[set], w) }

// toFront moves way w's nibble to the front (most recently used) of order
// word o, shifting the nibbles before it back by one.
func toFront(o, w uint64) uint64 {
	b := nibbleMark(o, w)
	below := o & (b>>3 - 1)
	above := o &^ (b<<1 - 1)
	return above | below<<4 | w
}

// idAt returns the line id held by the way at slot pos and whether the way
// is valid.
func (c *cache) idAt(pos int) (uint32, bool) {
	t := c.tagAt(pos)
	return t - 1, t != 0
}

// tagAt is the tag of the way at slot pos (line id + 1, 0 if empty),
// without flags.
func (c *cache) tagAt(pos int) uint32 {
	if c.meta != nil {
		return c.meta[pos].tag & tagMask
	}
	return c.slots[pos]
}

// insert puts l into the least recently used way of its set, as the most
// recently used, and returns that way's slot and the line it evicted (ok
// false if the way was empty). It is fill(l, victim(l)) without the
// general move to the front: the victim is the last nibble, so the order
// word just shifts by one nibble. It is for a cache without meta (the
// LLC); L1 and L2 fills are written out in memory.go.
func (c *cache) insert(l lineRef) (pos int, old uint32, ok bool) {
	set := c.setOf(l)
	o := c.orders[set]
	w := c.lru(o)
	pos = c.wayPos(set, int(w))
	if t := c.slots[pos]; t != 0 {
		old, ok = t-1, true
		c.setDir(old, -1)
	}
	c.slots[pos] = l.id + 1
	c.setDir(l.id, pos)
	c.orders[set] = (o<<4|w)&c.used | ^c.used
	return pos, old, ok
}

// fill puts l into the way at slot pos (evicting what it held) as the most
// recently used of its set.
func (c *cache) fill(l lineRef, pos int) {
	if old, ok := c.idAt(pos); ok {
		c.setDir(old, -1)
	}
	if c.meta != nil {
		c.meta[pos] = wayMeta{tag: l.id + 1}
	} else {
		c.slots[pos] = l.id + 1
	}
	c.setDir(l.id, pos)
	c.touch(pos)
}

// invalidate empties the way at slot pos and makes it the first of its
// set to refill.
func (c *cache) invalidate(pos int) {
	if old, ok := c.idAt(pos); ok {
		c.setDir(old, -1)
	}
	c.empty(pos)
}

// empty is invalidate for a caller that clears the directory entry of the
// way's line itself (memory.dmaWrite clears both halves of the word at
// once).
func (c *cache) empty(pos int) {
	if c.meta != nil {
		c.meta[pos] = wayMeta{}
	} else {
		c.slots[pos] = 0
	}
	c.moveBack(pos)
}

// moveBack makes the way at slot pos the least recently used of its set.
func (c *cache) moveBack(pos int) {
	set, w := c.slotOf(pos)
	c.orders[set] = toBack(c.orders[set], w, c.lruShift)&c.used | ^c.used
}

// toBack moves way w's nibble to position last/4 (the least recently used
// way of a set of last/4+1 ways) of order word o, shifting the nibbles
// after it forward by one. (last is below 64: masking it with 63 changes
// nothing but spares the compiler's test of an oversized shift.)
func toBack(o, w uint64, last uint) uint64 {
	b := nibbleMark(o, w)
	below := o & (b>>3 - 1)
	rest := o &^ (b<<1 - 1) >> 4
	return (below|rest)&^(0xF<<(last&63)) | w<<(last&63)
}

// lruOrder returns the ways of set s from least to most recently used. It
// allocates; it is for tests and views.
func (c *cache) lruOrder(s int) []int {
	out := make([]int, c.ways)
	o := c.orders[s]
	for p := 0; p < c.ways; p++ {
		out[c.ways-1-p] = int(o >> (4 * p) & 0xF)
	}
	return out
}
