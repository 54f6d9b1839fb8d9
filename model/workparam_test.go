package model

import (
	"strings"
	"testing"
)

// TestWorkParam: a work step is a parameter whose value is its cycles on
// the machine's own scale: LookupParam knows it, Value reads it, Apply
// sets its cycles alone (its instructions and the other steps stay) and
// says who set it, and a bad value gets its parameter's message.
func TestWorkParam(t *testing.T) {
	grace, _ := LookupProfile("grace-cx7")
	tests := []struct {
		profile string
		set     string
		step    string
		cycles  int    // the step's cycles after Apply
		source  string // its source's start
		err     string // the error's start, or "" for none
	}{
		{"grace-cx7", "frag-list-chain=900", "frag-list-chain", 900, "[U] set by the user (grace-cx7 has 502)", ""},
		{"grace-cx7", "frag-list-chain=502", "frag-list-chain", 502, "[F] fitted on seed 004's after", ""},
		{"zen5-cx5", "header-parse=0", "header-parse", 0, "[U] set by the user (zen5-cx5 has 90)", ""},
		{"zen5-cx5", "deliver-udp=2000,work-scale=2", "deliver-udp", 4000, "[U] set by the user", ""},
		{"zen5-cx5", "frag-list-chain=12.5", "", 0, "", "frag-list-chain: 12.5 cycles is not a whole number (0..1000000 cycles)"},
		{"zen5-cx5", "frag-list-chain=-1", "", 0, "", "frag-list-chain: -1 cycles is out of range 0..1000000 cycles"},
		{"zen5-cx5", "frag-list=400", "", 0, "", `"frag-list" is not a machine parameter`},
	}
	for _, tt := range tests {
		base, _ := LookupProfile(tt.profile)
		set, err := ParseParamSettings(tt.set)
		var p Profile
		if err == nil {
			p, err = base.Apply(set)
		}
		if tt.err != "" {
			if err == nil || !strings.HasPrefix(err.Error(), tt.err) {
				t.Errorf("%s: got %v; want %q", tt.set, err, tt.err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tt.set, err)
			continue
		}
		spec, err := LookupParam(tt.step)
		if err != nil || spec.Unit != "cycles" || !spec.Whole || spec.Work == nil {
			t.Fatalf("LookupParam(%s) = %+v, %v", tt.step, spec, err)
		}
		w, was := spec.Work(&p), spec.Work(&base)
		if w.Cycles != tt.cycles || spec.Value(&p) != float64(tt.cycles) || w.Instr != was.Instr || !strings.HasPrefix(w.Source, tt.source) {
			t.Errorf("%s: %s = %+v (value %g); want %d cycles, %d instructions, source %q", tt.set, tt.step, *w, spec.Value(&p), tt.cycles, was.Instr, tt.source)
		}
		if tt.step != "nonlinear" && p.Nonlinear.Cycles != base.Nonlinear.Cycles*int(p.WorkScale.Value/base.WorkScale.Value) {
			t.Errorf("%s: another step moved: nonlinear %d, was %d", tt.set, p.Nonlinear.Cycles, base.Nonlinear.Cycles)
		}
	}
	if got, want := grace.Works()[17].Name, "frag-list-chain"; got != want {
		t.Errorf("Works()[17] = %s; want %s, in rxsim profile's order", got, want)
	}
}

// TestWorkStepsTable: every step of Works is a parameter, each pointing
// at its own field.
func TestWorkStepsTable(t *testing.T) {
	var p Profile
	seen := map[*Work]string{}
	for _, w := range p.Works() {
		spec, ok := workSpec(w.Name)
		if !ok {
			t.Fatalf("%s: no work parameter", w.Name)
		}
		f := spec.Work(&p)
		if other, dup := seen[f]; dup {
			t.Errorf("%s and %s point at the same step", w.Name, other)
		}
		seen[f] = w.Name
	}
	if len(seen) != len(p.workPtrs()) {
		t.Errorf("%d steps named, %d in the profile", len(seen), len(p.workPtrs()))
	}
}
