package model

import (
	"fmt"
	"testing"
)

// The default scene is seed 000's UDP flood: its published rates are
// there for both drivers.
func ExamplePublishedFor() {
	after := DefaultConfig()
	before := after
	before.Variant, before.Distance = "today", 0
	for _, c := range []Config{before, after} {
		for _, f := range PublishedFor(c) {
			fmt.Printf("%s: %s (%s)\n", f.ID, f.Quote(), f.What)
		}
	}
	// Output:
	// 000/udp/before: 2.52 Mpps (UDP 512 B flood, pktgen: today)
	// 000/udp/after: 3.44 Mpps (UDP 512 B flood, pktgen: stride-ahead, distance 4)
}

// TestPublishedFor: every single-valued figure is found from its own
// configuration, and a configuration no seed measured finds none.
func TestPublishedFor(t *testing.T) {
	for _, f := range PublishedFigures() {
		if f.Kind != FigureValue || len(f.Runs) != 1 || f.Gap != "" || (f.Runs[0].Measure != MeasureMpps && f.Runs[0].Measure != MeasureCycles) {
			continue
		}
		c, err := f.Runs[0].Config()
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, g := range PublishedFor(c) {
			found = found || g.ID == f.ID
		}
		if !found {
			t.Errorf("%s: not found from its configuration", f.ID)
		}
	}
	c := DefaultConfig()
	c.Distance = 7
	if fs := PublishedFor(c); len(fs) != 0 {
		t.Errorf("distance 7 finds %d published figures; no seed measured it", len(fs))
	}
}

func TestQuote(t *testing.T) {
	for _, tt := range []struct {
		f    Figure
		want string
	}{
		{Figure{Text: "3.44 Mpps", Unit: "Mpps"}, "3.44 Mpps"},
		{Figure{Text: "715", Unit: "cycles/pkt"}, "715 cycles/packet"},
		{Figure{Text: "14", Unit: "%"}, "14 %"},
	} {
		if got := tt.f.Quote(); got != tt.want {
			t.Errorf("Quote of %q %q = %q; want %q", tt.f.Text, tt.f.Unit, got, tt.want)
		}
	}
}
