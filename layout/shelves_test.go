package layout

import (
	"fmt"
	"testing"
)

func TestShelves(t *testing.T) {
	type place struct {
		w, h, x, y int
		ok         bool
	}
	for _, tc := range []struct {
		name       string
		keepW      int
		keepH      int
		placements []place
	}{
		{"along the first shelf, after the kept block", 4, 4, []place{
			{10, 8, 5, 0, true}, {10, 12, 16, 0, true}, {5, 5, 27, 0, true},
		}},
		{"a new shelf under the tallest of the last", 0, 0, []place{
			{30, 10, 0, 0, true}, {30, 20, 31, 0, true}, {5, 5, 0, 21, true},
		}},
		{"full", 0, 0, []place{
			{63, 63, 0, 0, true}, {1, 1, 0, 0, false},
		}},
		{"larger than the square", 0, 0, []place{{64, 1, 0, 0, false}, {1, 64, 0, 0, false}, {0, 3, 0, 0, false}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := Shelves{Side: 64, Pad: 1}
			s.Reset(tc.keepW, tc.keepH)
			for i, p := range tc.placements {
				x, y, ok := s.Place(p.w, p.h)
				if ok != p.ok || (ok && (x != p.x || y != p.y)) {
					t.Errorf("placement %d (%d×%d): got (%d, %d) %v, want (%d, %d) %v", i, p.w, p.h, x, y, ok, p.x, p.y, p.ok)
				}
			}
		})
	}
}

// TestShelvesNeverOverlap fills a square with rectangles of many sizes
// and checks that no two placed ones, padding included, share a pixel.
func TestShelvesNeverOverlap(t *testing.T) {
	s := Shelves{Side: 256, Pad: 1}
	s.Reset(4, 4)
	type r struct{ x, y, w, h int }
	placed := []r{{0, 0, 4, 4}}
	for i := 0; ; i++ {
		w, h := 3+i*7%23, 5+i*11%31
		x, y, ok := s.Place(w, h)
		if !ok {
			break
		}
		if x+w > 256 || y+h > 256 {
			t.Fatalf("%d×%d placed at (%d, %d), outside the square", w, h, x, y)
		}
		for _, q := range placed {
			if x < q.x+q.w+1 && q.x < x+w+1 && y < q.y+q.h+1 && q.y < y+h+1 {
				t.Fatalf("%d×%d at (%d, %d) touches %d×%d at (%d, %d)", w, h, x, y, q.w, q.h, q.x, q.y)
			}
		}
		placed = append(placed, r{x, y, w, h})
	}
	if len(placed) < 100 {
		t.Errorf("only %d rectangles fit", len(placed))
	}
}

func ExampleShelves() {
	s := Shelves{Side: 32, Pad: 1}
	s.Reset(4, 4) // a white block in the corner
	for _, wh := range [][2]int{{12, 10}, {12, 6}, {8, 8}} {
		x, y, ok := s.Place(wh[0], wh[1])
		fmt.Println(x, y, ok)
	}
	// Output:
	// 5 0 true
	// 18 0 true
	// 0 11 true
}
