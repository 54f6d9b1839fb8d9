package main

import (
	"bytes"
	"io"
	"strings"
	"testing"
	"time"
)

// refuseWithin is how long a refusal may take: it comes before any run,
// so milliseconds; the runs refused would take minutes or forever.
const refuseWithin = 5 * time.Second

// command is one of rxsim's entry points, as main calls it.
type command func(args []string, stdout, stderr io.Writer) error

// refusal runs cmd with args and returns its error and what it printed,
// failing the test when it takes longer than refuseWithin. (A command
// that does not refuse goes on in the background until the test binary
// ends.)
func refusal(t *testing.T, cmd command, args []string) (err error, stdout, stderr string) {
	t.Helper()
	type answer struct {
		err      error
		out, msg string
	}
	done := make(chan answer, 1)
	go func() {
		var out, errb bytes.Buffer
		err := cmd(args, &out, &errb)
		done <- answer{err, out.String(), errb.String()}
	}()
	select {
	case a := <-done:
		return a.err, a.out, a.msg
	case <-time.After(refuseWithin):
		t.Fatalf("%v: no answer within %s; want a refusal before any run", args, refuseWithin)
		return nil, "", ""
	}
}

// TestRefusedAtOnce is the regression test for issue 40's items 1, 2, 3
// and 5: every bad command line is refused before any run, in one line
// that names the value and what is allowed, with nothing on stdout and
// no usage on stderr.
func TestRefusedAtOnce(t *testing.T) {
	tests := []struct {
		name string
		cmd  command
		args []string
		want string
	}{
		// item 1: sensitivity had no bound on its counts
		{"sensitivity packets huge", sensitivity, []string{"-packets", "4611686018427387904"}, "-packets 4611686018427387904 is out of range 1..100000000"},
		{"sensitivity warmup huge", sensitivity, []string{"-warmup", "4611686018427387904"}, "-warmup 4611686018427387904 is out of range 0..100000000"},
		{"sensitivity packets 0", sensitivity, []string{"-packets", "0"}, "-packets 0 is out of range 1..100000000"},
		// item 2: one bound on the runs' packets together
		{"seed sweep at 10^8", run, []string{"-q", "-sweep", "seed=1..1000", "-packets", "100000000"}, "-sweep seed=1..1000 is 1000 runs of 100020000 packets"},
		{"machine sweep at 10^7", run, []string{"-q", "-sweep", "dram-ns=60..200", "-packets", "20000000"}, "-sweep dram-ns=60..200 is 198 runs of 20020000 packets"},
		{"sensitivity at 10^8", sensitivity, []string{"-packets", "100000000"}, "sensitivity is 42 runs of 100020000 packets"},
		{"validate at 10^8", validate, []string{"-packets", "100000000"}, "over the limit of 2e+09 (about ten minutes)"},
		{"validate -levers at 10^7", validate, []string{"-packets", "10000000", "-levers"}, "over the limit of 2e+09 (about ten minutes)"},
		// item 3: every point is checked before the first run
		{"sweep past the range", run, []string{"-q", "-sweep", "distance=10..20", "-packets", "10000000"}, "distance: 17 is out of range 0..16"},
		{"sweep of a bad variant", run, []string{"-q", "-sweep", "variant=today,bogus", "-packets", "10000000"}, `variant: "bogus" is not one of`},
		{"machine sweep past the range", run, []string{"-q", "-sweep", "rob=500..1100:100", "-packets", "1000000"}, "rob: 1100 entries is out of range 32..1024 entries"},
		// item 5: bad flags are one line, without the usage
		{"packets 1e9", run, []string{"-packets", "1e9"}, `-packets "1e9": not a whole number in 1..100000000; rxsim -h lists the flags`},
		{"packets 2^63", run, []string{"-packets", "2^63"}, `-packets "2^63": not a whole number in 1..100000000`},
		{"packets past int64", run, []string{"-packets", "9223372036854775808"}, `-packets "9223372036854775808": not a whole number in 1..100000000`},
		{"unknown flag", run, []string{"-bogus"}, "no flag -bogus; rxsim -h lists the flags"},
		{"scenes -x", scenes, []string{"-x"}, "no flag -x; rxsim scenes -h lists the flags"},
		{"validate -packets x", validate, []string{"-packets", "x"}, `-packets "x": not a whole number in 1..100000000; rxsim validate -h`},
		{"profile -bogus", profile, []string{"grace-cx7", "-bogus"}, "no flag -bogus; rxsim profile -h"},
		{"sensitivity params twice", sensitivity, []string{"-params", "dram-ns,dram-ns"}, "-params: dram-ns is given twice; give each parameter once"},
		{"sensitivity unknown param", sensitivity, []string{"-params", "dram-ns,warp"}, `-params: "warp" is not a machine parameter`},
		{"long argument", run, []string{strings.Repeat("x", 1<<20)}, `unexpected argument "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx… (1048576 bytes)"`},
		{"long bad value", run, []string{"-packets", strings.Repeat("9", 1<<20)}, "… (1048576 bytes)\": not a whole number in 1..100000000"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err, out, msg := refusal(t, tt.cmd, tt.args)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %v; want one containing %q", err, tt.want)
			}
			// the longest names every machine parameter, as what is allowed
			if strings.Contains(err.Error(), "\n") || len(err.Error()) > 1200 {
				t.Errorf("the refusal is %d bytes over %d lines; want one short line", len(err.Error()), strings.Count(err.Error(), "\n")+1)
			}
			if out != "" || msg != "" {
				t.Errorf("printed %d bytes on stdout and %q on stderr; want only the error", len(out), msg)
			}
		})
	}
}

// TestHelpStatesTheWorkBound: rxsim -h says what the bound on all runs
// together is.
func TestHelpStatesTheWorkBound(t *testing.T) {
	var out, errb bytes.Buffer
	run([]string{"-h"}, &out, &errb)
	if want := "2000000000 packets in all"; !strings.Contains(errb.String(), want) {
		t.Errorf("rxsim -h does not say %q", want)
	}
}
