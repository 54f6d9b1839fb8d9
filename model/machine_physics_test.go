package model

import (
	"errors"
	"testing"
)

// physicsOptions are shorter windows than rxsim validate's: enough for
// the directions these tests check.
var physicsOptions = Window{Warmup: 10000, Packets: 50000}

// onMachine is cfg on its machine with settings applied.
func onMachine(t *testing.T, cfg Config, settings ...ParamSetting) Config {
	t.Helper()
	p, err := cfg.MachineProfile()
	if err != nil {
		t.Fatal(err)
	}
	if p, err = p.Apply(settings); err != nil {
		t.Fatal(err)
	}
	return cfg.WithMachine(p)
}

// TestDRAMLatencyMovesTheBestDistanceUp: the look-ahead must cover the
// memory latency, so a slower DRAM wants a longer distance.
func TestDRAMLatencyMovesTheBestDistanceUp(t *testing.T) {
	var best []int
	for _, ns := range []float64{60, 200, 400} {
		d, _, _, err := BestDistance(onMachine(t, DefaultConfig(), ParamSetting{"dram-ns", ns}), physicsOptions)
		if err != nil {
			t.Fatal(err)
		}
		best = append(best, d)
	}
	if !(best[0] < best[1] && best[1] < best[2]) {
		t.Errorf("best distances at 60, 200, 400 ns: %v; want them rising", best)
	}
}

// TestInjectionShrinksTheGain: with the NIC's writes in the LLC, today's
// misses are LLC hits, and the look-ahead has less to hide.
func TestInjectionShrinksTheGain(t *testing.T) {
	gain := func(inject float64) float64 {
		ahead := onMachine(t, DefaultConfig(), ParamSetting{"inject", inject})
		today := ahead
		today.Variant = "today"
		vs, err := NewCyclesBatch([]Config{today, ahead}, physicsOptions, nil).Run()
		if err != nil {
			t.Fatal(err)
		}
		return (vs[0]/vs[1] - 1) * 100 // the look-ahead's gain in %, as package sensitivity computes it
	}
	without, with := gain(0), gain(1)
	if !(with < without/2) || without < 5 {
		t.Errorf("gain %.1f %% without injection, %.1f %% with; want it at least halved", without, with)
	}
}

// TestLongerROBHidesMoreOfTodaysMiss: today's driver waits for a
// packet's miss only once its window cannot run further past it. Under
// XDP_DROP the loop is short and the consumers of each miss few, so the
// reorder buffer is the limit: a longer one reaches the next packets'
// misses and overlaps them.
func TestLongerROBHidesMoreOfTodaysMiss(t *testing.T) {
	cycles := func(rob float64) float64 {
		c := DefaultConfig()
		c.Variant, c.XDP = "today", XDPDrop
		vs, err := NewCyclesBatch([]Config{onMachine(t, c, ParamSetting{"rob", rob})}, physicsOptions, nil).Run()
		if err != nil {
			t.Fatal(err)
		}
		return vs[0]
	}
	short, long := cycles(128), cycles(1024)
	if !(long < short*0.8) {
		t.Errorf("today's XDP_DROP cycles per packet: %.0f with 128 ROB entries, %.0f with 1024; want at least 20%% fewer", short, long)
	}
}

// TestCyclesBatchSlicing: the values do not depend on the slices.
func TestCyclesBatchSlicing(t *testing.T) {
	cfgs := []Config{DefaultConfig(), onMachine(t, DefaultConfig(), ParamSetting{"dram-ns", 150})}
	o := Window{Warmup: 3000, Packets: 7000}
	whole, err := NewCyclesBatch(cfgs, o, nil).Run()
	if err != nil {
		t.Fatal(err)
	}
	b := NewCyclesBatch(cfgs, o, nil)
	for !b.Advance(37) {
	}
	for i := range whole {
		if b.Values()[i] != whole[i] {
			t.Errorf("config %d: %v in slices of 37 packets; %v at once", i, b.Values()[i], whole[i])
		}
	}
	if whole[1] <= whole[0] {
		t.Errorf("a slower DRAM costs nothing: %v", whole)
	}
}

// TestConfigMachine: a Config carries a machine of the user's; Validate
// checks it like a file's, and a machine equal to the shipped profile is
// no edit.
func TestConfigMachine(t *testing.T) {
	c := onMachine(t, DefaultConfig(), ParamSetting{"dram-ns", 150})
	if !c.Edited() || c.Profile != "zen5-cx5" {
		t.Fatalf("edited %v, profile %s", c.Edited(), c.Profile)
	}
	bad := *c.Machine
	bad.DRAMns.Value = 1e9
	c.Machine = &bad
	var pe *ParamError
	if err := c.Validate(); !errors.As(err, &pe) || pe.Name != "dram-ns" {
		t.Errorf("a machine with a 1e9 ns DRAM validates: %v", err)
	}
	if _, err := New(c); err == nil {
		t.Error("New runs a machine out of range")
	}
	back := onMachine(t, onMachine(t, DefaultConfig(), ParamSetting{"dram-ns", 150}), ParamSetting{"dram-ns", 85})
	if back.Edited() {
		t.Error("a machine edited back to the shipped values is still edited")
	}
	if err := back.Set("profile", "grace-cx7"); err != nil || back.Edited() {
		t.Errorf("choosing a shipped profile keeps the edits: %v", err)
	}
}

// TestValidateEditedAllocatesNothing: the app validates its configuration
// as knobs move; an edited machine's check costs no allocation.
func TestValidateEditedAllocatesNothing(t *testing.T) {
	c := onMachine(t, DefaultConfig(), ParamSetting{"dram-ns", 150}, ParamSetting{"rob", 256})
	if n := testing.AllocsPerRun(100, func() {
		if err := c.Validate(); err != nil {
			t.Fatal(err)
		}
		_ = c.LineRateMpps()
	}); n != 0 {
		t.Errorf("Validate and LineRateMpps of an edited machine allocate %v objects; want 0", n)
	}
}
