package screen

import (
	"testing"

	"rxscope/layout"
	"rxscope/model"
)

// strip is what the default screen's strip shows for the knob knob=value
// (none when knob is "") on machine profile.
func strip(t *testing.T, knob, value, profile string) (*Strip, []layout.Control) {
	t.Helper()
	cfg := model.DefaultConfig()
	if knob != "" {
		if err := cfg.Set(knob, value); err != nil {
			t.Fatal(err)
		}
	}
	p, err := model.LookupProfile(profile)
	if err != nil {
		t.Fatal(err)
	}
	s, err := model.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	controls := layout.NewScreen().Controls
	var st Strip
	st.Show(controls, cfg, p, s.Geometry().Linear)
	return &st, controls
}

// control is the strip's control of the knob called name.
func control(t *testing.T, name string) layout.ControlID {
	t.Helper()
	id, ok := layout.KnobControl(name)
	if !ok {
		t.Fatalf("no control for %s on the strip", name)
	}
	return id
}

// TestStripShows: each control of the strip shows its knob: a slider's
// thumb and value, why a knob is idle in place of its value, a switch on
// or held on by the machine, a choice's option.
func TestStripShows(t *testing.T) {
	st, _ := strip(t, "", "", "zen5-cx5")
	d := st.Shown(control(t, "distance"))
	if string(d.Value) != "4 strides" || d.Idle || d.Thumb <= 0 || d.Thumb >= 1 {
		t.Errorf("the distance shows %q at %.2f (idle %v); want 4 strides inside the track", d.Value, d.Thumb, d.Idle)
	}
	if x := st.Shown(control(t, "xdp")); x.Choice != 0 {
		t.Errorf("XDP off shows option %d", x.Choice)
	}
	if in := st.Shown(control(t, "inject")); in.On || in.Held != "" {
		t.Errorf("zen5-cx5's injection shows on %v, held %q", in.On, in.Held)
	}

	st, _ = strip(t, "rq", "legacy", "zen5-cx5")
	if d := st.Shown(control(t, "distance")); !d.Idle || string(d.Value) == "4 strides" {
		t.Errorf("a legacy RQ's distance shows %q (idle %v); want it idle, saying why", d.Value, d.Idle)
	}

	st, _ = strip(t, "", "", "spr-ddio")
	if in := st.Shown(control(t, "inject")); !in.On || in.Held == "" {
		t.Errorf("spr-ddio's injection shows on %v, held %q; want it held on", in.On, in.Held)
	}

	st, controls := strip(t, "xdp", "drop", "zen5-cx5")
	if x := st.Shown(control(t, "xdp")); x.Choice != 1 {
		t.Errorf("XDP drop shows option %d", x.Choice)
	}
	cfg := model.DefaultConfig()
	cfg.Distance = 9
	st.ShowSlider(controls, cfg, control(t, "distance"))
	if d := st.Shown(control(t, "distance")); string(d.Value) != "9 strides" {
		t.Errorf("dragged to 9 the distance shows %q", d.Value)
	}
}

// TestSliderTicks: a linear slider of few values marks each (the
// distance's 16 intervals); the others mark none.
func TestSliderTicks(t *testing.T) {
	_, controls := strip(t, "", "", "zen5-cx5")
	if n := SliderTicks(controls[control(t, "distance")].Knob); n != 16 {
		t.Errorf("the distance's slider marks %d intervals, want 16", n)
	}
	if n := SliderTicks(controls[control(t, "size")].Knob); n != 0 {
		t.Errorf("the packet size's slider marks %d intervals, want none", n)
	}
}
