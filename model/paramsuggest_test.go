package model

import (
	"fmt"
	"strings"
	"testing"
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
