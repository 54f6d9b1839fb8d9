package layout

import (
	"math"
	"testing"

	"github.com/golang/freetype/truetype"
	"golang.org/x/image/math/fixed"

	"rxscope/assets"
)

// TestAdvancesAreTheFont: the advances the layout measures the strip's
// words with are those of the fonts the screen draws them in.
func TestAdvancesAreTheFont(t *testing.T) {
	for _, tt := range []struct {
		name string
		ttf  []byte
		want func(r rune) int
	}{
		{"Go Regular", assets.GoRegular, func(r rune) int { return int(goRegularAdvance[r-' ']) }},
		{"Go Mono", assets.GoMono, func(rune) int { return goMonoAdvance }},
	} {
		f, err := truetype.Parse(tt.ttf)
		if err != nil {
			t.Fatal(err)
		}
		if f.FUnitsPerEm() != unitsPerEm {
			t.Fatalf("%s: %d units per em, the layout counts %d", tt.name, f.FUnitsPerEm(), unitsPerEm)
		}
		for r := rune(' '); r <= '~'; r++ {
			hm := f.HMetric(fixed.Int26_6(unitsPerEm), f.Index(r))
			if got, want := int(hm.AdvanceWidth), tt.want(r); got != want {
				t.Errorf("%s %q: the font advances %d units, the layout counts %d", tt.name, r, got, want)
			}
		}
	}
}

// TestLabelWidth checks the measure against the font drawn with hinting
// at 1920×1080: within a pixel and 3 % (hinting rounds each advance to
// the pixel), less than the padding the layout leaves.
func TestLabelWidth(t *testing.T) {
	m := newMeasurer(t)
	for _, s := range []string{"Prefetch distance", "CQE compression", "Jumbo MTU 9000", "XDP"} {
		got, want := LabelWidth(s, LabelSize), m.width(s, regular, LabelSize, 1)
		if math.Abs(got-want) > 1+0.03*want {
			t.Errorf("LabelWidth(%q) = %.1f; the font draws it %.1f wide", s, got, want)
		}
	}
	if got, want := MonoWidth("16 descriptors", ValueSize), m.width("16 descriptors", mono, ValueSize, 1); math.Abs(got-want) > 1+0.03*want {
		t.Errorf("MonoWidth = %.1f; the font draws it %.1f wide", got, want)
	}
}
