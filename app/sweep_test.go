package app

import (
	"testing"

	"rxscope/model"
)

// TestSweepMatchesModel: the sweep's curve, computed in slices in one
// reused simulation, is point for point what a new simulation measured
// in one piece gives; going back to knobs already swept reuses their
// curve without running anything.
func TestSweepMatchesModel(t *testing.T) {
	var sw Sweep
	if sw.Pending() || sw.Curve() != nil {
		t.Fatal("a sweep that follows no knobs has work")
	}
	cfg := model.DefaultConfig()
	sw.Want(cfg)
	if !sw.Allocates() {
		t.Error("the first slice does not say it builds the simulation")
	}
	slices := 0
	for sw.Pending() {
		sw.Work()
		slices++
	}
	c := sw.Curve()
	if c.Done != SweepPoints || slices <= SweepPoints {
		t.Fatalf("%d points in %d slices", c.Done, slices)
	}
	for i := range SweepPoints {
		s, err := model.New(sw.PointConfig(i))
		if err != nil {
			t.Fatal(err)
		}
		model.NewMeasurement(s, SweepWindow).Run()
		if want := s.Metrics().CyclesPerPacket(); c.CPP[i] != want || want <= 0 {
			t.Errorf("point %d: %v cycles per packet; a new simulation gives %v", i, c.CPP[i], want)
		}
	}
	if got := sw.PointConfig(SweepPoints - 1); got.Variant != BeforeVariant {
		t.Errorf("the last point runs %s; want today's driver", got.Variant)
	}
	other := cfg
	other.XDP = model.XDPDrop
	sw.Want(other)
	if !sw.Pending() || sw.Curve() == c {
		t.Error("new knobs did not start a new curve")
	}
	sw.Work()
	cfg.Distance = 7 // the distance is the curve's axis, not its identity
	sw.Want(cfg)
	if sw.Curve() != c || sw.Pending() {
		t.Error("going back to swept knobs did not reuse their curve")
	}
}
