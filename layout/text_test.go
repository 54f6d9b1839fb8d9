package layout

import (
	"math"
	"testing"
	"unicode/utf8"

	"github.com/golang/freetype/truetype"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"

	"rxscope/assets"
)

// typeface is one of the embedded fonts, as the screen uses them.
type typeface int

const (
	regular typeface = iota
	bold
	mono
)

// measurer measures text exactly as the screen draws it: the embedded Go
// fonts, rasterised at the device pixel size with full hinting, so that
// the rounding of advances at small sizes is counted too.
type measurer struct {
	fonts [3]*truetype.Font
	faces map[[2]int]font.Face
}

func newMeasurer(t *testing.T) *measurer {
	t.Helper()
	m := &measurer{faces: map[[2]int]font.Face{}}
	for i, ttf := range [][]byte{assets.GoRegular, assets.GoBold, assets.GoMono} {
		f, err := truetype.Parse(ttf)
		if err != nil {
			t.Fatal(err)
		}
		m.fonts[i] = f
	}
	return m
}

// width is the advance of s in pixels at size design units in a window of
// scale sc; the face size is rounded to a quarter pixel (at least 4), as
// package viz does.
func (m *measurer) width(s string, tf typeface, size, sc float64) float64 {
	q := int(math.Round(size * sc * 4))
	if q < 16 {
		q = 16
	}
	k := [2]int{int(tf), q}
	face, ok := m.faces[k]
	if !ok {
		face = truetype.NewFace(m.fonts[tf], &truetype.Options{Size: float64(q) / 4, DPI: 72, Hinting: font.HintingFull})
		m.faces[k] = face
	}
	return float64(font.MeasureString(face, s)) / float64(fixed.I(1))
}

// fits reports whether s drawn at size in box stays inside it at the
// window scale sc (half a pixel of rounding allowed).
func (m *measurer) fits(s string, tf typeface, size float64, box Rect, sc float64) bool {
	return m.width(s, tf, size, sc) <= box.W*sc+0.5 && size <= box.H+1e-9
}

// TestTextFitsItsBox measures every fixed text of the screen at the three
// window sizes and checks that it stays inside the box the layout gives it.
func TestTextFitsItsBox(t *testing.T) {
	m := newMeasurer(t)
	s := NewScreen()
	type item struct {
		what string
		text string
		tf   typeface
		size float64
		box  Rect
	}
	items := []item{
		{"title", TitleText, bold, TitleSize, s.Title},
		{"subtitle", SubtitleText, regular, SubtitleSize, s.Subtitle},
	}
	for _, c := range s.Controls {
		items = append(items, item{c.Name + " label", c.Label, regular, LabelSize, c.LabelBox})
		if c.Alt != "" {
			items = append(items, item{c.Name + " alt label", c.Alt, regular, LabelSize, c.LabelBox})
		}
		if c.ValueSample != "" {
			items = append(items, item{c.Name + " value", c.ValueSample, mono, ValueSize, c.ValueBox})
		}
		for i, o := range c.Options {
			items = append(items, item{c.Name + " option " + o, o, regular, LabelSize, c.Segments[i].Inset(8)})
		}
	}
	for _, win := range windows {
		sc := FitWindow(win.w, win.h).S
		for _, it := range items {
			if !m.fits(it.text, it.tf, it.size, it.box, sc) {
				t.Errorf("%gx%g: %s %q is %.1f px wide at size %g; its box %+v is %.1f px",
					win.w, win.h, it.what, it.text, m.width(it.text, it.tf, it.size, sc), it.size, it.box, it.box.W*sc)
			}
		}
	}
}

// TestFitItems: a list of items is cut after its last whole item that
// fits, never set smaller.
func TestFitItems(t *testing.T) {
	measure := func(s string, size float64) float64 { return float64(utf8.RuneCountInString(s)) * size / 2 }
	const line = "machine grace-cx7 · traffic tcp · lro on"
	for _, tc := range []struct {
		width float64
		want  string
	}{
		{1000, line},
		{float64(utf8.RuneCountInString(line)) * 10, line},
		{float64(utf8.RuneCountInString("machine grace-cx7 · traffic tcp · …")) * 10, "machine grace-cx7 · traffic tcp · …"},
		{float64(utf8.RuneCountInString("machine grace-cx7 · …")) * 10, "machine grace-cx7 · …"},
		{40, ""},
	} {
		if got := FitItems(line, " · ", tc.width, 20, measure); got != tc.want {
			t.Errorf("width %.0f: %q; want %q", tc.width, got, tc.want)
		}
	}
}
