package model

import "testing"

// TestByIDFastDiv: byID's division by multiplication gives the same line
// as a division for every ring line id of every ring size.
func TestByIDFastDiv(t *testing.T) {
	for _, pages := range []int{1, 3, 7, 64, 96, 100, 129, 1000, 4097} {
		l := layout{ringPages: pages, pagesInv: ^uint64(0)/uint64(pages) + 1, frames: make([]uint64, pages)}
		l.cqBase = uint32(pages * 64)
		for id := uint32(0); id < l.cqBase; id++ {
			got := l.byID(id)
			want := l.ring(int(id)%pages, int(id)/pages)
			if got != want {
				t.Fatalf("ringPages %d, id %d: %+v, want %+v", pages, id, got, want)
			}
		}
	}
}
