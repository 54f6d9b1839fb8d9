package lessons

import (
	"testing"

	"rxscope/model"
)

// teachings are the lessons' main points, checked straight on the model:
// for each, two configurations (the lesson's Base plus a few knobs) and
// which of them must come out lower on a figure.
var teachings = []struct {
	lesson, point string
	lower, higher []Setting // knobs on top of the lesson's Base
	spec          model.Window
	figure        func(m model.Metrics, tr traceStats) float64
}{
	{"strides", "small strides lose fewer frames of a burst than one stride per packet",
		set("rq=striding-v4.6"), set("rq=legacy"), burstWindow, drops},
	{"cold", "cache injection lowers the cycles per packet",
		set("inject=on"), set("inject=off"), DefaultWindow, cpp},
	{"cold", "without injection header stalls outweigh CQE stalls",
		nil, nil, DefaultWindow, nil},
	{"mlx4", "looking three ahead lowers the cycles per packet of XDP_TX",
		set("distance=3"), set("distance=0"), DefaultWindow, cpp},
	{"ahead", "distance 4 costs fewer cycles per packet than distance 0",
		set("distance=4"), set("distance=0"), DefaultWindow, cpp},
	{"ahead", "distance 4 processes more packets per second than distance 0",
		set("distance=0"), set("distance=4"), DefaultWindow, mpps},
	{"ahead", "at a low rate most look-ahead prefetches are wasted",
		nil, nil, DefaultWindow, nil},
	{"peek", "without compression v2 costs fewer cycles than v1",
		set("variant=stride-ahead"), set("variant=cqe-peek"), DefaultWindow, cpp},
	{"peek", "with compression v1 costs more than today's driver",
		set("variant=today", "cqe-compress=on"), set("variant=cqe-peek", "cqe-compress=on"), DefaultWindow, cpp},
	{"shinfo", "mixed sizes make the shinfo guess right less often",
		set("traffic=mixed"), set("traffic=flood"), DefaultWindow, guessRate},
	{"xdp", "the look-ahead lowers the cycles per packet of XDP_DROP",
		set("variant=stride-ahead"), set("variant=today"), DefaultWindow, cpp},
	{"bulk", "two loops cost fewer cycles per packet than one",
		set("variant=bulk"), set("variant=today"), DefaultWindow, cpp},
}

func cpp(m model.Metrics, _ traceStats) float64   { return m.CyclesPerPacket() }
func mpps(m model.Metrics, _ traceStats) float64  { return m.Mpps() }
func drops(m model.Metrics, _ traceStats) float64 { return float64(m.DroppedTotal()) }
func guessRate(_ model.Metrics, tr traceStats) float64 {
	return float64(tr.guessRight) / float64(max(1, tr.guesses))
}

// TestTeaching checks that the model agrees with what the lessons teach.
func TestTeaching(t *testing.T) {
	for _, tt := range teachings {
		t.Run(tt.lesson+": "+tt.point, func(t *testing.T) {
			l, ok := Lookup(tt.lesson)
			if !ok {
				t.Fatalf("no lesson %s", tt.lesson)
			}
			at := func(extra []Setting) (model.Metrics, traceStats) {
				cfg := model.DefaultConfig()
				if err := apply(&cfg, l.Base); err != nil {
					t.Fatal(err)
				}
				if err := apply(&cfg, extra); err != nil {
					t.Fatal(err)
				}
				m := measure(t, cfg, tt.spec)
				return m.met, m.tr
			}
			switch {
			case tt.figure != nil:
				lo, hi := tt.figure(at(tt.lower)), tt.figure(at(tt.higher))
				if !(lo < hi) {
					t.Errorf("%v gives %.3g, %v gives %.3g: the first should be lower", tt.lower, lo, tt.higher, hi)
				}
			case tt.lesson == "cold":
				m, _ := at(nil)
				if h, c := m.StallCyclesPerPacket(model.StallHeader), m.StallCyclesPerPacket(model.StallCQE); !(h > c) {
					t.Errorf("header stalls %.0f, CQE stalls %.0f per packet", h, c)
				}
			case tt.lesson == "ahead":
				_, tr := at(set("traffic=lowrate"))
				if !(2*tr.aheadWasted > tr.aheadIssued) {
					t.Errorf("at a low rate %d of %d look-ahead prefetches were wasted", tr.aheadWasted, tr.aheadIssued)
				}
			}
		})
	}
}
