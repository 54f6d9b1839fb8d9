package validation

import (
	"math"
	"strings"
	"testing"
)

// TestLeverSearchSliced: a lever searched a slice at a time finds what
// the unsliced search (rxsim validate -levers) finds, number for number,
// in one reused simulation; one Stopped halfway ends cleanly; a key
// that names no lever is refused with a message that says so.
func TestLeverSearchSliced(t *testing.T) {
	o := Options{Warmup: 4000, Packets: 20000}
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
		r, err := LeverFor(k, DefaultOptions())
		if err != nil {
			t.Fatalf("%+v: %v", k, err)
		}
		if r.Figure.ID != k.Figure || r.Spec.Name != r.Param || r.AfterFigure.ID != r.After || r.Shipped == 0 || !math.IsNaN(r.Value) {
			t.Errorf("%+v: %+v", k, r)
		}
	}
	// the rows the model misses most have their levers: seed 004's
	// before rows the work step only the 256 B copy runs, on Grace's
	// scale; seed 001's LLC share without prefetch the LLC's size and
	// DDIO's ways; its share with prefetch none, its Why saying so
	want := map[string][]string{
		"004/irq/before": {"frag-list-chain"},
		"004/adj/before": {"frag-list-chain"},
		"001/llc/before": {"llc-mib", "inject-ways"},
		"001/llc/after":  nil,
	}
	for _, f := range PublishedFigures() {
		ps, ok := want[f.ID]
		if !ok {
			continue
		}
		var got []string
		for _, l := range f.Levers {
			got = append(got, l.Param)
		}
		if strings.Join(got, ",") != strings.Join(ps, ",") {
			t.Errorf("%s: levers %v; want %v", f.ID, got, ps)
		}
		if f.ID == "001/llc/after" && !strings.Contains(f.Why, "no parameter moves this row off 0") {
			t.Errorf("001/llc/after: its Why does not say no parameter carries it: %q", f.Why)
		}
		for n, l := range f.Levers {
			r, err := LeverFor(LeverKey{f.ID, n}, DefaultOptions())
			if err != nil {
				t.Fatal(err)
			}
			if l.Param == "frag-list-chain" && (r.Spec.Unit != "cycles" || r.Shipped != 502 || !strings.HasPrefix(l.Source, "[E]")) {
				t.Errorf("%s: frag-list-chain shipped %g %s, source %q; want Grace's 502 cycles, an estimate", f.ID, r.Shipped, r.Spec.Unit, l.Source)
			}
		}
	}
}
