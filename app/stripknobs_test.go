package app

import (
	"fmt"
	"math"
	"testing"
	"unicode/utf8"

	"rxscope/model"
)

// knob returns the model's knob called name.
func knob(t *testing.T, name string) model.KnobInfo {
	t.Helper()
	k, ok := model.KnobByName(name)
	if !ok {
		t.Fatalf("no knob %q", name)
	}
	return k
}

// configWith is the default configuration with the knobs of set.
func configWith(t *testing.T, set ...string) model.Config {
	t.Helper()
	cfg := model.DefaultConfig()
	for i := 0; i+1 < len(set); i += 2 {
		if err := cfg.Set(set[i], set[i+1]); err != nil {
			t.Fatal(err)
		}
	}
	return cfg
}

// TestStepStripKnob: a key moves each strip knob as its scale says: the
// distance by one, the size to the next notch within the MTU, the rate a
// twentieth of its logarithmic track up to "line", a switch flipped (the
// MTU keeping the size within it), the XDP choice round its values; and
// nothing at the ends.
func TestStepStripKnob(t *testing.T) {
	for _, tt := range []struct {
		set        []string
		knob       string
		dir        int
		want       string // the knob's value after, as Get prints it
		wantChange bool
	}{
		{nil, "distance", +1, "5", true},
		{nil, "distance", -1, "3", true},
		{[]string{"distance", "16"}, "distance", +1, "16", false},
		{[]string{"distance", "0"}, "distance", -1, "0", false},
		{nil, "size", +1, "768", true},
		{nil, "size", -1, "256", true},
		{[]string{"size", "1500"}, "size", +1, "1500", false},
		{[]string{"mtu", "9000", "size", "1500"}, "size", +1, "2048", true},
		{[]string{"size", "64"}, "size", -1, "64", false},
		{[]string{"size", "700"}, "size", -1, "512", true},
		{nil, "rate", +1, "line", false},
		{nil, "rate", -1, "18", true}, // 19/20 of the way from 0.1 to 23.5 Mpps
		{[]string{"rate", "0.1"}, "rate", -1, "0.1", false},
		{[]string{"rate", "0.1"}, "rate", +1, "0.13", true},
		{nil, "cqe-compress", +1, "on", true},
		{nil, "inject", -1, "on", true},
		{nil, "mtu", +1, "9000", true},
		{[]string{"mtu", "9000"}, "mtu", +1, "1500", true},
		{nil, "xdp", +1, "drop", true},
		{nil, "xdp", -1, "drop-noread", true},
		{[]string{"xdp", "drop-noread"}, "xdp", +1, "off", true},
	} {
		cfg := configWith(t, tt.set...)
		got, changed := StepStripKnob(cfg, knob(t, tt.knob), tt.dir)
		if v := got.Get(tt.knob); v != tt.want || changed != tt.wantChange {
			t.Errorf("%v: %s %+d gives %s (changed %v); want %s (%v)", tt.set, tt.knob, tt.dir, v, changed, tt.want, tt.wantChange)
		}
		if err := got.Validate(); err != nil {
			t.Errorf("%v: %s %+d: %v", tt.set, tt.knob, tt.dir, err)
		}
	}
	// the MTU back to 1500 takes a jumbo frame down with it
	cfg := configWith(t, "mtu", "9000", "size", "9000")
	if got, _ := StepStripKnob(cfg, knob(t, "mtu"), +1); got.MTU != 1500 || got.Size != 1500 {
		t.Errorf("MTU 1500 from a 9000 B frame: MTU %d, size %d", got.MTU, got.Size)
	}
}

// TestSliderFraction: the thumb sits where the scale puts the value, and
// the value at a fraction comes back to the same fraction.
func TestSliderFraction(t *testing.T) {
	for _, tt := range []struct {
		set  []string
		knob string
		want float64
	}{
		{nil, "distance", 0.25},
		{[]string{"distance", "16"}, "distance", 1},
		{nil, "size", float64(512-64) / (1500 - 64)},
		{[]string{"mtu", "9000"}, "size", float64(512-64) / (9000 - 64)},
		{nil, "rate", 1},
		{[]string{"rate", "0.1"}, "rate", 0},
		{[]string{"traffic", "lowrate"}, "rate", 0}, // what runs: the pattern's own 0.1 Mpps
		{[]string{"rate", "1"}, "rate", math.Log(10) / math.Log(model.DefaultConfig().LineRateMpps()/0.1)},
	} {
		cfg := configWith(t, tt.set...)
		k := knob(t, tt.knob)
		f := SliderFraction(cfg, k)
		if math.Abs(f-tt.want) > 1e-9 {
			t.Errorf("%v: %s's thumb at %g; want %g", tt.set, tt.knob, f, tt.want)
		}
		if back := SliderFraction(SetSliderFraction(cfg, k, f), k); math.Abs(back-f) > 0.01 {
			t.Errorf("%v: %s set at %g comes back at %g", tt.set, tt.knob, f, back)
		}
	}
	cfg := model.DefaultConfig()
	for _, tt := range []struct {
		knob string
		f    float64
		want string
	}{
		{"distance", 0.5, "8"}, {"distance", -1, "0"}, {"distance", 2, "16"},
		{"size", 0, "64"}, {"size", 1, "1500"},
		{"rate", 1, "line"}, {"rate", 0, "0.1"}, {"rate", 0.5, "1.5"}, // √(0.1 × 23.5)
	} {
		if got := SetSliderFraction(cfg, knob(t, tt.knob), tt.f).Get(tt.knob); got != tt.want {
			t.Errorf("%s at %g: %s; want %s", tt.knob, tt.f, got, tt.want)
		}
	}
}

// TestSwitchesAndChoices: a switch is on at its on value (the MTU's
// 9000), a choice shows its value's option and sets the value of an
// option, and a machine with DDIO holds the injection's switch.
func TestSwitchesAndChoices(t *testing.T) {
	mtu, xdp, inject := knob(t, "mtu"), knob(t, "xdp"), knob(t, "inject")
	if SwitchOn(model.DefaultConfig(), mtu) || !SwitchOn(configWith(t, "mtu", "9000"), mtu) {
		t.Error("the jumbo switch is on at MTU 1500 or off at 9000")
	}
	if c := SetSwitch(model.DefaultConfig(), mtu, true); c.MTU != 9000 {
		t.Errorf("the jumbo switch on: MTU %d", c.MTU)
	}
	if i := ChoiceIndex(configWith(t, "xdp", "pass"), xdp); xdp.Screen.Words[i] != "pass" {
		t.Errorf("xdp=pass shows option %d", i)
	}
	if c := SetChoice(model.DefaultConfig(), xdp, 4); c.XDP != model.XDPDropNoRead {
		t.Errorf("option 4 sets %v", c.XDP)
	}
	if c := SetChoice(model.DefaultConfig(), xdp, 5); c != model.DefaultConfig() {
		t.Error("an option out of range changed the knobs")
	}
	for name, held := range map[string]bool{"spr-ddio": true, "zen5-cx5": false} {
		p, err := model.LookupProfile(name)
		if err != nil {
			t.Fatal(err)
		}
		if got := SwitchHeld(model.DefaultConfig(), inject, p) != ""; got != held {
			t.Errorf("%s holds the injection: %v; want %v", name, got, held)
		}
		if SwitchHeld(model.DefaultConfig(), knob(t, "cqe-compress"), p) != "" {
			t.Errorf("%s holds the compression", name)
		}
	}
}

func ExampleAppendKnobValue() {
	for _, set := range [][]string{
		{"distance", "4"}, {"distance", "1"}, {"variant", "mlx4-ahead", "distance", "16"},
		{"size", "512"}, {"traffic", "mixed", "size", "512"}, {"mtu", "9000"}, {"cqe-compress", "on"}, {"budget", "64"},
		{"rate", "line"}, {"rate", "3.2"}, {"rate", "0.00123"}, {"profile", "grace-cx7", "size", "64", "rate", "148.8"},
	} {
		cfg := model.DefaultConfig()
		for i := 0; i < len(set); i += 2 {
			if err := cfg.Set(set[i], set[i+1]); err != nil {
				panic(err)
			}
		}
		k, _ := model.KnobByName(set[len(set)-2])
		fmt.Printf("%v: %s\n", set, AppendKnobValue(nil, cfg, k))
	}
	// Output:
	// [distance 4]: 4 strides
	// [distance 1]: 1 stride
	// [variant mlx4-ahead distance 16]: 16 descriptors
	// [size 512]: 512 B
	// [traffic mixed size 512]: IMIX
	// [mtu 9000]: 9000 B
	// [cqe-compress on]: on
	// [budget 64]: 64 CQEs
	// [rate line]: line rate
	// [rate 3.2]: 3.2 Mpps
	// [rate 0.00123]: 0.001 Mpps
	// [profile grace-cx7 size 64 rate 148.8]: 148.8 Mpps
}

// TestValuesFitTheirSample: no value a strip slider shows is longer than
// the sample its box is sized for (the values are drawn in a monospaced
// font), over every variant, traffic, MTU, profile and the whole track.
func TestValuesFitTheirSample(t *testing.T) {
	var b []byte
	for _, k := range model.StripKnobs() {
		if k.Screen.Control != model.SliderControl {
			continue
		}
		for _, prof := range model.ProfileNames() {
			for _, v := range model.VariantNames() {
				for _, set := range [][]string{{"traffic", "flood"}, {"traffic", "mixed"}, {"traffic", "tcp"}, {"traffic", "lowrate"}, {"mtu", "9000"}} {
					cfg := configWith(t, append([]string{"profile", prof, "variant", v}, set...)...)
					if set[1] == "9000" {
						cfg.Size = 9000
					}
					for f := 0.0; f <= 1; f += 1.0 / 64 {
						c := SetSliderFraction(cfg, k, f)
						b = AppendKnobValue(b[:0], c, k)
						if utf8.RuneCount(b) > utf8.RuneCountInString(k.Screen.Sample) {
							t.Fatalf("%s %s %v: %s shows %q, wider than its sample %q", prof, v, set, k.Name, b, k.Screen.Sample)
						}
					}
				}
			}
		}
	}
}

// TestKnobIdle: a slider is idle, and says why instead of its value, when
// its knob changes nothing in the configuration: the distance under
// today's driver or a nonlinear RQ, the packet size under traffic that
// sets the sizes itself; never the rate.
func TestKnobIdle(t *testing.T) {
	for _, tt := range []struct {
		set    []string
		knob   string
		linear bool
		want   string
	}{
		{[]string{"variant", "stride-ahead"}, "distance", true, ""},
		{[]string{"variant", "today"}, "distance", true, "off: today's"},
		{[]string{"mtu", "9000"}, "distance", false, "off: nonlinear"},
		{nil, "size", true, ""},
		{[]string{"traffic", "tcp"}, "size", true, "full MTU"},
		{[]string{"traffic", "mixed"}, "size", true, "IMIX"},
		{[]string{"traffic", "burst"}, "size", true, ""},
		{[]string{"traffic", "tcp"}, "rate", true, ""},
	} {
		cfg := configWith(t, tt.set...)
		if got := KnobIdle(cfg, knob(t, tt.knob), tt.linear); got != tt.want {
			t.Errorf("%v: KnobIdle(%s) = %q, want %q", tt.set, tt.knob, got, tt.want)
		}
	}
}
