package model

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// refLRU is a reference set: lines from least to most recently used.
type refLRU struct {
	lines []uint32
	ways  int
}

func (r *refLRU) access(id uint32) (evicted uint32, did bool) {
	if i := slices.Index(r.lines, id); i >= 0 {
		r.lines = append(slices.Delete(r.lines, i, i+1), id)
		return 0, false
	}
	if len(r.lines) == r.ways {
		evicted, did = r.lines[0], true
		r.lines = r.lines[1:]
	}
	r.lines = append(r.lines, id)
	return evicted, did
}

func (r *refLRU) remove(id uint32) {
	if i := slices.Index(r.lines, id); i >= 0 {
		r.lines = slices.Delete(r.lines, i, i+1)
	}
}

// TestCacheLRUMatchesReference drives one set of each associativity with
// random accesses and invalidations and compares it with a slice LRU.
func TestCacheLRUMatchesReference(t *testing.T) {
	for _, ways := range []int{1, 2, 7, 8, 12, 14, 15, 16} {
		const ids = 64
		c := newCache(ways*LineSize, ways, ways, true, make([]uint32, ids), 0, 0xFFFF, &cache{})
		ref := refLRU{ways: ways}
		r := rand.New(rand.NewPCG(uint64(ways), 1))
		line := func(id uint32) lineRef { return lineRef{id: id, phys: uint64(id) * uint64(c.sets)} }
		for step := 0; step < 5000; step++ {
			id := uint32(r.IntN(ids))
			l := line(id)
			if r.IntN(5) == 0 {
				if i := c.find(l); i >= 0 {
					c.invalidate(i)
				}
				ref.remove(id)
			} else if i := c.find(l); i >= 0 {
				c.touch(i)
				ref.access(id)
			} else {
				v := c.victim(l)
				old, had := c.idAt(v)
				c.fill(l, v)
				ev, did := ref.access(id)
				if had != did || (had && old != ev) {
					t.Fatalf("ways %d step %d: evicted %d (%v); want %d (%v)", ways, step, old, had, ev, did)
				}
			}
			verifySet(t, &c, 0)
			var got []uint32
			for _, w := range c.lruOrder(0) {
				if id, ok := c.idAt(c.wayPos(0, w)); ok {
					got = append(got, id)
				}
			}
			if !slices.Equal(got, ref.lines) {
				t.Fatalf("ways %d step %d: LRU order %v; want %v", ways, step, got, ref.lines)
			}
		}
	}
}

// verifySet checks that set s's order is a permutation of its ways with
// the invalid ways last, and that the directory agrees with the tags.
func verifySet(t *testing.T, c *cache, s int) {
	t.Helper()
	order := c.lruOrder(s)
	seen := make([]bool, c.ways)
	for _, w := range order {
		if w < 0 || w >= c.ways || seen[w] {
			t.Fatalf("set %d: LRU order %v is not a permutation of %d ways", s, order, c.ways)
		}
		seen[w] = true
	}
	if o := c.orders[s]; o&^c.used != ^c.used {
		t.Fatalf("set %d: unused nibbles of %#x are not 0xF", s, o)
	}
	valid := true // walking from MRU to LRU, invalid ways come after valid ones
	for i := len(order) - 1; i >= 0; i-- {
		w := c.wayPos(s, order[i])
		id, ok := c.idAt(w)
		if ok && !valid {
			t.Fatalf("set %d: valid way %d after an invalid one in %v", s, order[i], order)
		}
		valid = valid && ok
		if ok && c.find(lineRef{id: id}) != w {
			t.Fatalf("set %d: directory says line %d is in way %d; it is in %d", s, id, c.find(lineRef{id: id}), w)
		}
	}
}

func TestNibbleOf(t *testing.T) {
	o := uint64(0xFFFFFFFF_76543210)
	for w := uint64(0); w < 8; w++ {
		if got := nibbleOf(o, w); got != int(w) {
			t.Errorf("nibbleOf(%#x, %d) = %d; want %d", o, w, got, w)
		}
	}
	o = 0x0123456789ABCDEF
	for w := uint64(0); w < 16; w++ {
		if got := nibbleOf(o, w); got != 15-int(w) {
			t.Errorf("nibbleOf(%#x, %d) = %d; want %d", o, w, got, 15-w)
		}
	}
}

// TestFillBuffersNeverOvercommitted issues accesses at times in no
// particular order and checks, with a sweep over every interval handed
// out, that no more than FillBuffers lines are ever in flight at once and
// that each buffer's intervals are disjoint.
func TestFillBuffersNeverOvercommitted(t *testing.T) {
	p := Profiles()[0]
	geo, _ := NewGeometry(GeometryParams{MTU: 1500})
	lay := newLayout(geo, pageFrames(rand.New(rand.NewPCG(1, 2)), geo.WQEs*geo.PagesPerWQE+16, nil))
	var met Metrics
	m := newMemory(&p, newClock(5), false, &met, &lay, &memory{})
	type iv struct{ start, end Time }
	per := make([][]iv, len(m.fb))
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 4000; i++ {
		before := slices.Clone(m.fb)
		l := lay.ring(r.IntN(lay.ringPages), r.IntN(64))
		k := accKind(r.IntN(4))
		m.access(l, Time(r.IntN(200000)), k)
		for j := range m.fb {
			if m.fb[j] != before[j] {
				per[j] = append(per[j], iv{m.fb[j].start, m.fb[j].end})
			}
		}
	}
	var all []iv
	for j, ivs := range per {
		slices.SortFunc(ivs, func(a, b iv) int { return int(a.start) - int(b.start) })
		for k := 1; k < len(ivs); k++ {
			if ivs[k].start < ivs[k-1].end {
				t.Fatalf("buffer %d: intervals %v and %v overlap", j, ivs[k-1], ivs[k])
			}
		}
		all = append(all, ivs...)
	}
	for _, a := range all {
		n := 0
		for _, b := range all {
			if b.start <= a.start && a.start < b.end {
				n++
			}
		}
		if n > len(m.fb) {
			t.Fatalf("%d lines in flight at %v; there are %d fill buffers", n, a.start, len(m.fb))
		}
	}
}
