package model

import (
	"errors"
	"fmt"
	"math"
	"testing"
)

// TestKnobErrorNamesTheKnob: every refusal of Set and Validate is a
// *KnobError that carries the knob's name (a name of the knob table) and
// a reason that gives the value, so that a caller never cuts a message.
func TestKnobErrorNamesTheKnob(t *testing.T) {
	tests := []struct {
		knob   string
		change func(c *Config)
		reason string
	}{
		{"distance", func(c *Config) { c.Distance = 17 }, "17 is out of range 0..16"},
		{"size", func(c *Config) { c.Size = 1600 }, "1600 is out of range 64..1500"},
		{"mtu", func(c *Config) { c.MTU = 10000 }, "10000 is out of range 68..9978"},
		{"mtu", func(c *Config) { c.MTU = 67 }, "67 is out of range 68..9978"},
		{"profile", func(c *Config) { c.Profile = "vax" }, `"vax" is not one of `},
		{"variant", func(c *Config) { c.Variant = "nope" }, `"nope" is not one of `},
		{"lro", func(c *Config) { c.LRO = true }, "on needs traffic tcp"},
		{"ring", func(c *Config) { c.RingFrames = 100 }, "100 is not a power of two"},
		{"rate", func(c *Config) { c.RateMpps = math.NaN() }, "NaN is out of range"},
		{"budget", func(c *Config) { c.Budget = 0 }, "0 is out of range"},
	}
	for _, tt := range tests {
		c := DefaultConfig()
		tt.change(&c)
		checkKnobError(t, fmt.Sprintf("Validate with %s bad", tt.knob), c.Validate(), tt.knob, tt.reason)
	}
	sets := []struct{ knob, value, reason string }{
		{"distance", "four", `"four" is not an integer`},
		{"mtu", "abc", `"abc" is not an integer`},
		{"cqe-compress", "maybe", `"maybe" is not on|off`},
		{"xdp", "abort", `"abort" is not one of off|drop|tx|pass|drop-noread`},
		{"rate", "fast", `"fast" is not a number or line`},
		{"lines", "stack", `"stack" is not a subset of headers,page,shinfo`},
	}
	for _, tt := range sets {
		c := DefaultConfig()
		checkKnobError(t, fmt.Sprintf("Set(%q, %q)", tt.knob, tt.value), c.Set(tt.knob, tt.value), tt.knob, tt.reason)
	}
}

func checkKnobError(t *testing.T, what string, err error, knob, reason string) {
	t.Helper()
	var ke *KnobError
	if !errors.As(err, &ke) {
		t.Errorf("%s: %v is not a *KnobError", what, err)
		return
	}
	if ke.Knob != knob || len(ke.Reason) < len(reason) || ke.Reason[:len(reason)] != reason {
		t.Errorf("%s: knob %q, reason %q; want knob %q, reason starting %q", what, ke.Knob, ke.Reason, knob, reason)
	}
	if ke.Error() != knob+": "+ke.Reason {
		t.Errorf("%s: Error() = %q", what, ke.Error())
	}
	if _, ok := KnobByName(ke.Knob); !ok {
		t.Errorf("%s: the error names %q, which is not in the knob table", what, ke.Knob)
	}
}

func ExampleKnobError() {
	cfg := DefaultConfig()
	cfg.Distance = 17
	var ke *KnobError
	if errors.As(cfg.Validate(), &ke) {
		fmt.Printf("knob %s: %s\n", ke.Knob, ke.Reason)
	}
	// Output:
	// knob distance: 17 is out of range 0..16
}
