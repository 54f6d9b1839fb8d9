package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"rxscope/address"
	"rxscope/app"
	"rxscope/layout"
	"rxscope/lessons"
	"rxscope/model"
)

// TestAddingAKnob adds a throwaway knob to the model's table, one entry
// with its semantics (here, a number kept beside the Config), marked for
// the main strip, and checks that everything that names a knob takes it
// from there: rxsim -h and its flag, the URL parser and its notices, the
// knobs drawer's rows and notches, the strip's slider and its key, and
// the keys' help overlay.
func TestAddingAKnob(t *testing.T) {
	val := 3
	remove := model.AddKnob(model.KnobInfo{
		Name: "throwaway", Kind: model.KnobInt, Min: 0, Max: 9,
		Help: "a knob only this test knows",
		Screen: model.KnobScreen{Label: "Throwaway", Unit: "units", Control: model.SliderControl, Key: "Q",
			Strip: 4}, // after the rate
	}, func(_ *model.Config, v string) error {
		n, err := strconv.Atoi(v)
		switch {
		case err != nil:
			return fmt.Errorf("%q is not an integer", v)
		case n < 0 || n > 9:
			return fmt.Errorf("%d is out of range 0..9", n)
		}
		val = n
		return nil
	}, func(*model.Config) string { return strconv.Itoa(val) })
	defer remove()

	// rxsim -h lists it with its range, default and help; -throwaway
	// sets it, and a bad value is refused naming it.
	var out, errb bytes.Buffer
	if err := run([]string{"-h"}, &out, &errb); !errors.Is(err, flag.ErrHelp) {
		t.Fatalf("rxsim -h: %v", err)
	}
	if h := errb.String() + out.String(); !strings.Contains(h, "-throwaway") || !strings.Contains(h, "0..9") || !strings.Contains(h, "a knob only this test knows") {
		t.Errorf("rxsim -h does not list the knob:\n%s", h)
	}
	err := run([]string{"-throwaway", "12", "-packets", "100", "-warmup", "0", "-q"}, &out, &errb)
	var ke *model.KnobError
	if !errors.As(err, &ke) || ke.Knob != "throwaway" {
		t.Errorf("rxsim -throwaway 12: %v; want a *model.KnobError naming the knob", err)
	}

	// The URL parser sets it and names it in a notice when out of range.
	s, ns := address.Parse("throwaway=7", address.Default(), lessons.Catalog)
	if len(ns) != 0 || s.Config.Get("throwaway") != "7" {
		t.Errorf("?throwaway=7 gives %q with notices %v", s.Config.Get("throwaway"), ns)
	}
	val = 3
	_, ns = address.Parse("throwaway=12", address.Default(), lessons.Catalog)
	if len(ns) != 1 || ns[0].Param != strconv.Quote("throwaway") || !strings.Contains(ns[0].Text, "0..9") || !strings.Contains(ns[0].Text, `"3" is used`) {
		t.Errorf("?throwaway=12 gives notices %#v; want one naming the knob, its range and the default used", ns)
	}

	// The knobs drawer has a row for it, with its unit, and moves it a notch.
	var row *app.KnobRow
	for _, r := range app.KnobRows() {
		if r.Name() == "throwaway" {
			row = &r
		}
	}
	if row == nil {
		t.Fatal("the knobs drawer has no row for the knob")
	}
	if v := app.KnobValueText(model.DefaultConfig(), *row); v != "3 units" {
		t.Errorf("the drawer shows %q, want \"3 units\"", v)
	}
	if _, err := app.NudgeKnob(model.DefaultConfig(), *row, +1); err != nil || val != 4 {
		t.Errorf("a notch up: %v, the knob at %d; want 4", err, val)
	}

	// The strip has a slider for it, after the rate's, and its key moves
	// it: Q up, Shift+Q down.
	scr := layout.NewScreen()
	id, on := layout.KnobControl("throwaway")
	if !on || scr.Controls[id].Kind != layout.Slider || scr.Controls[id].Label != "Throwaway" || scr.Controls[id-1].Name != "rate" {
		t.Fatalf("the strip has no slider for the knob after the rate's (%d, %v)", id, on)
	}
	val = 3
	for _, kk := range layout.KeyedKnobs() {
		if kk.Info.Name != "throwaway" {
			continue
		}
		if kk.Control != id || kk.Help.Keys != "Q  /  Shift+Q" {
			t.Errorf("keyed knob %+v; want Q and Shift+Q on control %d", kk, id)
		}
		for _, dir := range []int{+1, -1} { // Q, then Shift+Q
			before := val
			app.StepStripKnob(model.DefaultConfig(), kk.Info, dir) // (the value is kept beside the Config)
			if val != before+dir {
				t.Errorf("a notch %+d moves the knob from %d to %d", dir, before, val)
			}
		}
	}
	if val != 3 {
		t.Errorf("the knob has no key both ways: at %d after Q and Shift+Q", val)
	}
	if f := app.SliderFraction(model.DefaultConfig(), scr.Controls[id].Knob); f != 3.0/9 {
		t.Errorf("its thumb at %g; want 3/9", f)
	}

	// The help overlay gives its key.
	k, _ := model.KnobByName("throwaway")
	if h, ok := layout.KnobKeys(k); !ok || h.Keys != "Q  /  Shift+Q" || h.What != "Throwaway + / −" {
		t.Errorf("the help overlay's row: %+v, %v", h, ok)
	}

	remove()
	if _, ok := model.KnobByName("throwaway"); ok {
		t.Error("the knob is still in the table once removed")
	}
}
