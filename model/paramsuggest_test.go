package model

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

func TestSuggestParam(t *testing.T) {
	for _, tc := range []struct{ name, want string }{
		{"dram", "dram-ns"},                    // the name begins a parameter's
		{"DRAM-NS ", "dram-ns"},                // case and spaces
		{"dram-n", "dram-ns"},                  // one letter short
		{"frag-list-chian", "frag-list-chain"}, // a work step, two letters swapped
		{"frag-list", "frag-list-chain"},       // a work step it begins
		{"l2-cycle", "l2-cycles"},              // nearest, not l1-cycles
		{"llc-mb", "llc-mib"},                  // one letter missing
		{"warp-drive", ""},                     // nothing close
		{"rb", "rob"},                          // one letter missing of a short name
		{"x", ""},                              // too short to begin a name or be one edit from one
		{"", ""},
	} {
		if got := SuggestParam(tc.name); got != tc.want {
			t.Errorf("SuggestParam(%q) = %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestEditDistance(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"abc", "", 3}, {"", "ab", 2}, {"kitten", "sitting", 3}, {"dram-ns", "dram-ns", 0}, {"ab", "ba", 2},
	} {
		if got := editDistance(tc.a, tc.b); got != tc.want {
			t.Errorf("editDistance(%q, %q) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}

func ExampleSuggestParam() {
	fmt.Println(SuggestParam("dram"))
	fmt.Println(SuggestParam("fill-bufers"))
	// Output:
	// dram-ns
	// fill-buffers
}

// TestUnknownParamListsEverything: the message for an unknown name lists
// the physical parameters and the work steps that -set also takes.
func TestUnknownParamListsEverything(t *testing.T) {
	_, err := LookupParam("warp-drive")
	if err == nil {
		t.Fatal("warp-drive: no error")
	}
	for _, want := range append(ParamNames(), workSteps[:]...) {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("the message for an unknown name lacks %s: %v", want, err)
		}
	}
	if strings.Contains(err.Error(), "did you mean") {
		t.Errorf("warp-drive is close to nothing, yet: %v", err)
	}
}

// TestSuggestLenBound: maxSuggestLen leaves out no name a suggestion
// could be found for: every parameter's and work step's name is at least
// maxSuggestEdits letters shorter.
func TestSuggestLenBound(t *testing.T) {
	for _, n := range append(ParamNames(), workSteps[:]...) {
		if len(n)+maxSuggestEdits > maxSuggestLen {
			t.Errorf("%q is %d letters: a name %d letters longer is within reach, past maxSuggestLen %d", n, len(n), maxSuggestEdits, maxSuggestLen)
		}
	}
}

// TestLongNamesAnsweredShort is the regression test for issue 40's item
// 4: an unknown name or a bad value of megabytes is answered at once
// (SuggestParam took 13 s over a 10 MB name) in a message that repeats
// at most maxEcho bytes of it (it repeated all of it), from -set, a
// machine file and a knob.
func TestLongNamesAnsweredShort(t *testing.T) {
	huge := strings.Repeat("n", 8<<20)
	file := `{"name": "lab", "base": "zen5-cx5", "params": [{"name": "` + strings.Repeat("b", MaxProfileFileBytes-200) + `", "value": 1, "unit": "ns", "source": "x"}]}`
	for _, tc := range []struct {
		what string
		err  func() error
	}{
		{"-set name", func() error { _, err := ParseParamSettings(huge + "=1"); return err }},
		{"-set value", func() error { _, err := ParseParamSettings("dram-ns=" + huge); return err }},
		{"-set without =", func() error { _, err := ParseParamSettings(huge); return err }},
		{"machine file", func() error { _, err := ReadProfile(strings.NewReader(file)); return err }},
		{"knob value", func() error { c := DefaultConfig(); return c.Set("variant", huge) }},
		{"knob number", func() error { c := DefaultConfig(); return c.Set("distance", huge) }},
		{"knob name", func() error { c := DefaultConfig(); return c.Set(huge, "1") }},
	} {
		start := time.Now()
		err := tc.err()
		took := time.Since(start)
		if err == nil {
			t.Errorf("%s: no error", tc.what)
			continue
		}
		// the message names every parameter and work step, as what is allowed
		if n := len(err.Error()); n > 1200 {
			t.Errorf("%s: a message of %d bytes; want the name clipped to %d", tc.what, n, maxEcho)
		}
		if !strings.Contains(err.Error(), " bytes)") {
			t.Errorf("%s: %.200s; want the clipped value with its length", tc.what, err)
		}
		if took > time.Second {
			t.Errorf("%s: answered in %s; want at once", tc.what, took)
		}
	}
}
