package layout

import (
	"fmt"
	"math"
	"testing"
)

// TestSpreadCaptions checks the placement on words one unit wide per
// byte: a row with room keeps its centres, neighbours too close move
// apart by the same amount each, a push at the row's end moves its
// neighbours along, and a row too long for its bounds is centred.
func TestSpreadCaptions(t *testing.T) {
	tests := []struct {
		name   string
		c, w   []float64
		lo, hi float64
		want   []float64
		ok     bool
	}{
		{"room", []float64{10, 30, 50}, []float64{10, 10, 10}, 0, 60, []float64{10, 30, 50}, true},
		{"two too close", []float64{10, 20, 50}, []float64{10, 10, 10}, 0, 60, []float64{8, 22, 50}, true},
		{"a chain", []float64{10, 20, 30}, []float64{10, 10, 10}, -100, 100, []float64{6, 20, 34}, true},
		{"held by lo", []float64{5, 15, 50}, []float64{10, 10, 10}, 0, 60, []float64{5, 19, 50}, true},
		{"held by hi", []float64{10, 45, 55}, []float64{10, 10, 10}, 0, 60, []float64{10, 41, 55}, true},
		{"no room", []float64{10, 20}, []float64{20, 20}, 0, 30, []float64{3, 27}, false},
		{"one", []float64{5}, []float64{20}, 0, 60, []float64{10}, true},
	}
	for _, tc := range tests {
		c := append([]float64(nil), tc.c...)
		ok := SpreadCaptions(c, tc.w, 4, tc.lo, tc.hi)
		if ok != tc.ok {
			t.Errorf("%s: ok %v, want %v", tc.name, ok, tc.ok)
		}
		for i := range c {
			if math.Abs(c[i]-tc.want[i]) > 1e-9 {
				t.Errorf("%s: centres %v, want %v", tc.name, c, tc.want)
				break
			}
		}
	}
}

// TestPacketCaptionsApart sets the words under a packet panel's boxes,
// the current packet's seven (its CQE first) and the prefetched one's
// six, in both themes at the three window sizes, and checks that
// neighbours keep CaptionGap between them (half a pixel of rounding
// allowed), that each stays nearer its own box than any other, and that
// the row stays in its panel. Centred under their boxes, the projector's
// "headroom" and "header" came within 6 units of each other.
func TestPacketCaptionsApart(t *testing.T) {
	m := newMeasurer(t)
	rows := map[string][]string{
		"current": {"CQE", "page", "headroom", "header", "header", "payload", "shinfo"},
		"ahead":   {"page", "headroom", "header", "header", "payload", "shinfo"},
		"no CQE":  {"page", "headroom", "header", "payload", "shinfo"},
	}
	for _, ty := range []Type{ScreenType, ProjectorType} {
		s := NewScreenFor(ty)
		for name, words := range rows {
			r := s.Current
			if name == "ahead" {
				r = s.Ahead
			}
			for _, sc := range []float64{1, 720.0 / 1080, 576.0 / 1080} {
				what := fmt.Sprintf("%s at %.0f px high, type %v", name, 1080*sc, ty.Small)
				n := len(words)
				c, w := make([]float64, n), make([]float64, n)
				for i, word := range words {
					b := PacketBox(r, n, i, ty.PacketInfo)
					c[i] = b.X + b.W/2
					w[i] = m.width(word, regular, ty.Small, sc) / sc
				}
				lo, hi := PacketCaptionRow(r)
				if !SpreadCaptions(c, w, CaptionGap, lo, hi) {
					t.Errorf("%s: the words do not fit their row", what)
				}
				pitch := PacketBox(r, n, 1, 0).X - PacketBox(r, n, 0, 0).X
				for i := range c {
					b := PacketBox(r, n, i, ty.PacketInfo)
					if d := math.Abs(c[i] - (b.X + b.W/2)); d >= pitch/2 {
						t.Errorf("%s: %q moved %.1f from its box, half the pitch is %.1f", what, words[i], d, pitch/2)
					}
					if c[i]-w[i]/2 < r.X-1e-9 || c[i]+w[i]/2 > r.Right()+1e-9 {
						t.Errorf("%s: %q leaves its panel", what, words[i])
					}
					if i == 0 {
						continue
					}
					if gap := (c[i] - w[i]/2) - (c[i-1] + w[i-1]/2); gap*sc < CaptionGap*sc-0.5 {
						t.Errorf("%s: %q and %q are %.1f px apart, under %.1f", what, words[i-1], words[i], gap*sc, CaptionGap*sc)
					}
				}
			}
		}
	}
}
