package validation

import (
	"fmt"
	"strings"
	"testing"

	"rxscope/model"
)

// The default scene is seed 000's UDP flood: its published rates are
// there for both drivers.
func ExamplePublishedFor() {
	after := model.DefaultConfig()
	before := after
	before.Variant, before.Distance = "today", 0
	for _, c := range []model.Config{before, after} {
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
		if f.Kind != FigureValue || len(f.Runs) != 1 || f.Gap != "" {
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
	c := model.DefaultConfig()
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
		{Figure{Text: "~14%", Unit: "%", Runs: []Run{{Measure: model.MeasureLLCMiss}}}, "~14% LLC misses"},
		{Figure{Text: "~13K", Unit: "frames lost"}, "~13K frames lost"},
	} {
		if got := tt.f.Quote(); got != tt.want {
			t.Errorf("Quote of %q %q = %q; want %q", tt.f.Text, tt.f.Unit, got, tt.want)
		}
	}
}

// Every configuration the seeds measured, once each, as a visualizer's
// list of scenes opens them: seed 000's rows with today's driver beside
// the look-ahead, seed 003's legacy and striding RQs as scenes of their
// own.
func ExampleMeasuredScenes() {
	for _, m := range MeasuredScenes() {
		fmt.Printf("%s %s: %s\n", m.Seed, m.What, m.Quote())
	}
	// Output:
	// 000 UDP 512 B flood, pktgen: stride-ahead, distance 4: 2.52 → 3.44 Mpps
	// 000 TCP, 1 stream: stride-ahead, sender at the receiving application's rate: 44.6 → 48.0 Gb/s
	// 000 TCP, 1 stream, NAPI cycles/packet: stride-ahead, core saturated: 1334 → 715 cycles/packet
	// 000 XDP_DROP reading the packet, NAPI cycles/packet: stride-ahead: 409 → 280 cycles/packet
	// 000 XDP_TX, NAPI cycles/packet: stride-ahead: 829 → 554 cycles/packet
	// 001 mlx4 XDP: prefetch 3 descriptors ahead: 10 → 12.5 Mpps · ~14% → ~7% LLC misses
	// 002 driver-level drop: two loops (bulk): 6.2 → 12 Mpps
	// 003 64 B burst of 2K, legacy RQ (1024 WQEs): ~1K frames lost
	// 003 64 B burst of 16K, legacy RQ: ~13K frames lost
	// 003 64 B burst of 32K, legacy RQ: ~29K frames lost
	// 003 64 B burst of 2K, striding RQ (16 × 1024 × 128 B): 0 frames lost
	// 003 64 B burst of 16K, striding RQ: 0 frames lost
	// 003 64 B burst of 32K, striding RQ: 14K frames lost
	// 003 netperf TCP 1 stream, 64 KiB messages: legacy RQ: ~21.8 Gb/s
	// 003 netperf TCP 1 stream, 64 KiB messages: striding RQ: 33.5 Gb/s
	// 004 netperf 256K, netserver on the IRQ core: 256 B header copy: 32.5 Gb/s
	// 004 netperf 256K, netserver on the IRQ core: eth_get_headlen: 52.9 Gb/s
	// 004 netperf 256K, netserver on the adjacent core: 256 B header copy: 52.5 Gb/s
	// 004 netperf 256K, netserver on the adjacent core: eth_get_headlen: 85.1 Gb/s
	// 000 CQE compression on, UDP flood and TCP 1 stream · distances 4, 6 and 8 (measured with v1): +26% · +6% · within 3%
}

// TestQuoteOneUnit: no scene's quote gives the seed in Mb/s while the
// model speaks Gb/s, and seed 003's TCP rows give their figures in Gb/s
// with the seed's "~" kept.
func TestQuoteOneUnit(t *testing.T) {
	found := false
	for _, m := range MeasuredScenes() {
		q := m.Quote()
		if strings.Contains(q, "Mb/s") {
			t.Errorf("seed %s %q: %q mixes in Mb/s", m.Seed, m.What, q)
		}
		if m.Seed == "003" && q == "~21.8 Gb/s" {
			found = true
		}
	}
	if !found {
		t.Error("seed 003's 64 KiB TCP row (~21800 Mb/s) is not quoted as ~21.8 Gb/s")
	}
}

func ExampleFigure_UnitText() {
	f := Figure{Text: "~12300 Mb/s", Published: 12.3, Unit: "Gb/s"}
	g := Figure{Text: "3.44 Mpps", Published: 3.44, Unit: "Mpps"}
	fmt.Println(f.UnitText())
	fmt.Println(g.UnitText())
	// Output:
	// ~12.3 Gb/s
	// 3.44 Mpps
}

// TestJoinWhat: a gain row's title gives a shared opening once.
func TestJoinWhat(t *testing.T) {
	for _, c := range []struct{ title, last, what, want string }{
		{"CQE compression on, UDP flood", "CQE compression on, UDP flood", "CQE compression on, TCP 1 stream",
			"CQE compression on, UDP flood and TCP 1 stream"},
		{"A, b and c", "A, c", "distances 4, 6 and 8", "A, b and c · distances 4, 6 and 8"},
		{"UDP flood", "UDP flood", "TCP stream", "UDP flood · TCP stream"},
		{"x, y", "x, y", "x", "x, y · x"},
	} {
		if got := joinWhat(c.title, c.last, c.what); got != c.want {
			t.Errorf("joinWhat(%q, %q, %q) = %q; want %q", c.title, c.last, c.what, got, c.want)
		}
	}
}
