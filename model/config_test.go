package model

import (
	"strings"
	"testing"
)

func TestValidateErrors(t *testing.T) {
	tests := []struct {
		knob, value string
		want        string
	}{
		{"distance", "17", "distance: 17 is out of range 0..16"},
		{"distance", "-1", "distance: -1 is out of range 0..16"},
		{"size", "63", "size: 63 is out of range 64..1500"},
		{"size", "1501", "size: 1501 is out of range 64..1500"},
		{"mtu", "10000", "mtu: 10000 is out of range 68..9978"},
		{"budget", "0", "budget: 0 is out of range 1..256"},
		{"burst", "0", "burst: 0 is out of range 1..65536"},
		{"ring", "1000", "ring: 1000 is not a power of two in range 64..8192"},
		{"ring", "16384", "ring: 16384 is not a power of two in range 64..8192"},
		{"rate", "30", "rate: 30 is out of range 0.001..23.50"},
		{"rate", "0.0001", "rate: 0.0001 is out of range"},
	}
	for _, tt := range tests {
		c := DefaultConfig()
		if err := c.Set(tt.knob, tt.value); err != nil {
			t.Errorf("Set(%s, %s): %v", tt.knob, tt.value, err)
			continue
		}
		err := c.Validate()
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%s=%s: got %v; want %q", tt.knob, tt.value, err, tt.want)
		}
		if _, err := New(c); err == nil {
			t.Errorf("%s=%s: New accepted an invalid configuration", tt.knob, tt.value)
		}
	}
}

func TestSetErrors(t *testing.T) {
	tests := []struct{ knob, value, want string }{
		{"distance", "four", `distance: "four" is not an integer`},
		{"distance", "99999999999999999999999", `distance: 99999999999999999999999 is out of range 0..16`},
		{"rate", "NaN", `rate: "NaN" is not a number or line`},
		{"rate", "-Inf", `rate: "-Inf" is not a number or line`},
		{"xdp", "maybe", `xdp: "maybe" is not one of off|drop|tx|pass|drop-noread`},
		{"lines", "headers,cqe", `lines: "headers,cqe" is not a subset of headers,page,shinfo`},
		{"inject", "sometimes", `inject: "sometimes" is not on|off`},
		{"variant", "v3", `variant: "v3" is not one of today|stride-ahead|cqe-peek|bulk|mlx4-ahead`},
		{"colour", "red", `model: unknown knob "colour"`},
	}
	for _, tt := range tests {
		c := DefaultConfig()
		err := c.Set(tt.knob, tt.value)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Set(%s, %s) = %v; want %q", tt.knob, tt.value, err, tt.want)
		}
		if c != DefaultConfig() {
			t.Errorf("Set(%s, %s) changed the configuration on error", tt.knob, tt.value)
		}
	}
}

// TestKnobsRoundTrip: every knob's default is what Get prints, and Set of
// what Get prints gives the same configuration.
func TestKnobsRoundTrip(t *testing.T) {
	def := DefaultConfig()
	if err := def.Validate(); err != nil {
		t.Fatal(err)
	}
	for _, k := range Knobs() {
		if k.Default != def.Get(k.Name) {
			t.Errorf("%s: default %q; Get says %q", k.Name, k.Default, def.Get(k.Name))
		}
		if k.Help == "" || k.Range == "" {
			t.Errorf("%s: missing help or range", k.Name)
		}
		c := DefaultConfig()
		if err := c.Set(k.Name, k.Default); err != nil || c != def {
			t.Errorf("%s: Set(default) = %v, changed %v", k.Name, err, c != def)
		}
	}
	c := DefaultConfig()
	for _, kv := range [][2]string{{"xdp", "tx"}, {"lines", "page,shinfo"}, {"rate", "2.5"}, {"traffic", "tcp"}, {"cqe-compress", "on"}, {"seed", "42"}} {
		if err := c.Set(kv[0], kv[1]); err != nil {
			t.Fatal(err)
		}
		if got := c.Get(kv[0]); got != kv[1] {
			t.Errorf("Get(%s) = %q; want %q", kv[0], got, kv[1])
		}
	}
}

// FuzzConfigSet: Set, Validate and New never panic, whatever the input.
func FuzzConfigSet(f *testing.F) {
	for _, k := range Knobs() {
		f.Add(k.Name, k.Default)
	}
	f.Add("distance", "99999999999999999999")
	f.Add("rate", "NaN")
	f.Add("rate", "-Inf")
	f.Add("lines", ",,,")
	f.Add("ring", "-64")
	f.Fuzz(func(t *testing.T, name, value string) {
		c := DefaultConfig()
		_ = c.Set(name, value)
		if c.Validate() == nil {
			s, err := New(c)
			if err != nil {
				t.Fatalf("Validate accepted %s=%q but New failed: %v", name, value, err)
			}
			s.RunUntil(5 * Microsecond)
		}
		_ = c.Get(name)
	})
}
