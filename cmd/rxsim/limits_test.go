package main

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"rxscope/model"
)

// TestFlagLimits is the regression test for issue 18: counts without an
// upper bound (10^14 packets ran for days), a negative -trace, and a flag
// given twice (the last silently won) are refused with a message that
// names the flag and its range, before anything runs.
func TestFlagLimits(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-packets", "100000000000000"}, "-packets 100000000000000 is out of range 1..100000000"},
		{[]string{"-packets", "0"}, "-packets 0 is out of range 1..100000000"},
		{[]string{"-warmup", "9223372036854775807"}, "-warmup 9223372036854775807 is out of range 0..100000000"},
		{[]string{"-warmup", "-1"}, "-warmup -1 is out of range"},
		{[]string{"-trace", "-1"}, "-trace -1 is out of range 0..4096"},
		{[]string{"-trace", "5000"}, "-trace 5000 is out of range 0..4096"},
		{[]string{"-distance", "3", "-distance", "5"}, `-distance is given twice with different values ("3", then "5"); give it once`},
		{[]string{"-distance=3", "--distance", "5"}, `-distance is given twice`},
		{[]string{"-csv", "-xdp", "drop", "-csv=false"}, `-csv is given twice`},
		{[]string{"-sweep", "distance=0..2", "-sweep", "ring=64..128:x2"}, `-sweep is given twice`},
	}
	for _, tt := range tests {
		var out, errb bytes.Buffer
		err := run(append([]string{"-q"}, tt.args...), &out, &errb)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("rxsim %v: error %v; want one containing %q", tt.args, err, tt.want)
		}
		if out.Len() > 0 {
			t.Errorf("rxsim %v printed results despite the error:\n%s", tt.args, out.String())
		}
	}
	for _, args := range [][]string{
		{"-packets", "100000000000000"},
		{"-warmup", "-5"},
		{"-packets", "3", "-packets", "4"},
	} {
		var out, errb bytes.Buffer
		if err := validate(args, &out, &errb); err == nil || !strings.Contains(err.Error(), args[0]) {
			t.Errorf("rxsim validate %v: error %v; want one naming %s", args, err, args[0])
		}
	}
}

// TestFlagsOnceStillParse: the check for repeated flags reads a command
// line as the flag package does (a flag's value is not taken for a flag),
// and a flag given twice with the same value is harmless.
func TestFlagsOnceStillParse(t *testing.T) {
	var out, errb bytes.Buffer
	err := run([]string{"-q", "-packets", "2000", "-warmup", "100", "-csv", "-xdp=drop", "-sweep", "-q", "-xdp", "drop", "-q"}, &out, &errb)
	if err == nil || !strings.Contains(err.Error(), `-sweep "-q"`) {
		t.Errorf("-sweep -q: error %v; want the sweep's own message (the value is not a flag)", err)
	}
	out.Reset()
	err = run([]string{"-q", "-packets", "2000", "-warmup", "100", "-csv", "-xdp=drop", "-trace", "0", "-xdp", "drop", "-q"}, &out, &errb)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out.String(), "run,mpps,") {
		t.Errorf("output:\n%s", out.String())
	}
}

// TestHelpStatesTheLimits: the ranges the checks enforce are the ones -h
// prints.
func TestHelpStatesTheLimits(t *testing.T) {
	var out, errb bytes.Buffer
	run([]string{"-h"}, &out, &errb)
	help := errb.String()
	for _, want := range []string{
		"1.." + strconv.Itoa(MaxPackets), "0.." + strconv.Itoa(MaxPackets),
		"0.." + strconv.Itoa(model.DefaultTraceEvents), "at most " + strconv.Itoa(MaxSweepPoints) + " points",
		"0 means line too",
	} {
		if !strings.Contains(help, want) {
			t.Errorf("rxsim -h does not say %q", want)
		}
	}
}
