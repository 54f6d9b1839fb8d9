package model

import (
	"math"
	"testing"
)

// TestLeverSearchSliced: a lever searched a slice at a time finds what
// the unsliced search (rxsim validate -levers) finds, number for number,
// in one reused simulation; one Stopped halfway ends cleanly; a key
// that names no lever is refused with a message that says so.
func TestLeverSearchSliced(t *testing.T) {
	o := ValidateOptions{Warmup: 4000, Packets: 20000}
	k := LeverKey{Figure: "000/xdpdrop/before"}
	f, l, byID, err := leverOf(k)
	if err != nil {
		t.Fatal(err)
	}
	want, err := solveLever(f, l, byID, o, map[string]float64{}, measureNew)
	if err != nil {
		t.Fatal(err)
	}
	s, err := StartLeverSearch(k, o, nil)
	if err != nil {
		t.Fatal(err)
	}
	slices := 0
	for !s.Advance(700) {
		slices++
	}
	got, err := s.Result()
	if err != nil {
		t.Fatal(err)
	}
	same := func(a, b float64) bool { return a == b || math.IsNaN(a) && math.IsNaN(b) }
	if got.Met != want.Met || !same(got.Value, want.Value) || !same(got.Model, want.Model) || !same(got.AfterShipped, want.AfterShipped) ||
		!same(got.AfterModel, want.AfterModel) || got.Probes != want.Probes || got.Summary() != want.Summary() {
		t.Errorf("sliced search (%d slices): %+v\nunsliced: %+v", slices, got, want)
	}
	if slices < want.Probes {
		t.Errorf("%d probes took %d slices: a slice ran more than one probe's packets", want.Probes, slices)
	}
	if s.Sim() == nil {
		t.Error("an ended search gives back no simulation to reuse")
	}

	half, err := StartLeverSearch(k, o, s.Sim())
	if err != nil {
		t.Fatal(err)
	}
	half.Advance(700)
	half.Stop()
	half.Stop() // twice: nothing more
	if _, err := half.Result(); err == nil {
		t.Error("a stopped search has a result")
	}

	for _, bad := range []LeverKey{{Figure: "999/none"}, {Figure: k.Figure, Lever: 5}, {Figure: k.Figure, Lever: -1}} {
		if _, err := StartLeverSearch(bad, o, nil); err == nil {
			t.Errorf("%+v: no error", bad)
		}
		if _, err := LeverFor(bad, o); err == nil {
			t.Errorf("LeverFor %+v: no error", bad)
		}
	}
}

// TestPublishedLevers: the keys name every lever once, in the report's
// order, and LeverFor gives each its spec, shipped value and fitted
// figure with nothing searched.
func TestPublishedLevers(t *testing.T) {
	n := 0
	for _, f := range PublishedFigures() {
		n += len(f.Levers)
	}
	ks := PublishedLevers()
	if len(ks) != n || n == 0 {
		t.Fatalf("%d keys for %d levers", len(ks), n)
	}
	for _, k := range ks {
		r, err := LeverFor(k, DefaultValidateOptions())
		if err != nil {
			t.Fatalf("%+v: %v", k, err)
		}
		if r.Figure.ID != k.Figure || r.Spec.Name != r.Param || r.AfterFigure.ID != r.After || r.Shipped == 0 || !math.IsNaN(r.Value) {
			t.Errorf("%+v: %+v", k, r)
		}
	}
}
