package model

import (
	"errors"
	"strings"
	"testing"
)

func TestParseParamSettings(t *testing.T) {
	tests := []struct {
		text string
		want string // the settings as FormatParamSettings writes them, or the error's start
		ok   bool
	}{
		{"", "", true},
		{"dram-ns=120", "dram-ns=120", true},
		{" dram-ns = 120 , rob=256", "dram-ns=120,rob=256", true},
		{"core-ghz=3.45,inject=1,inject-ways=4", "core-ghz=3.45,inject=1,inject-ways=4", true},
		{"dram-ns=5000", "dram-ns: 5000 ns is out of range 40..400 ns", false},
		{"dram-ns=39.9", "dram-ns: 39.9 ns is out of range 40..400 ns", false},
		{"dram-ns=NaN", "dram-ns: NaN ns is out of range 40..400 ns", false},
		{"dram-ns=fast", `dram-ns: "fast" is not a number (40..400 ns)`, false},
		{"rob=300.5", "rob: 300.5 entries is not a whole number (32..1024 entries)", false},
		{"inject=2", "inject: 2 is out of range 0..1", false},
		{"dram=120", `"dram" is not a machine parameter (did you mean dram-ns?); the parameters are core-ghz, rob,`, false},
		{"dram-ns", `"dram-ns": want name=value`, false},
		{"rob=256,rob=512", "rob: set twice", false},
		{"dram-ns=1e400", `dram-ns: "1e400" is not a number`, false},
	}
	for _, tt := range tests {
		got, err := ParseParamSettings(tt.text)
		switch {
		case tt.ok && err != nil:
			t.Errorf("ParseParamSettings(%q): %v", tt.text, err)
		case tt.ok && FormatParamSettings(got) != tt.want:
			t.Errorf("ParseParamSettings(%q) = %s; want %s", tt.text, FormatParamSettings(got), tt.want)
		case !tt.ok && (err == nil || !strings.HasPrefix(err.Error(), tt.want)):
			t.Errorf("ParseParamSettings(%q): got error %v; want %q", tt.text, err, tt.want)
		}
	}
}

// TestParamErrorCarriesTheParameter: callers read the name and the
// problem from the error, not from its text.
func TestParamErrorCarriesTheParameter(t *testing.T) {
	_, err := ParseParamSettings("rob=256,llc-cycles=9000")
	var pe *ParamError
	if !errors.As(err, &pe) || pe.Name != "llc-cycles" || pe.Why != ParamOutOfRange || pe.Spec.Max != 300 {
		t.Fatalf("got %#v; want llc-cycles out of range 15..300", err)
	}
}

// TestShippedProfilesFitTheTable: every shipped machine's parameters lie
// in their specs' ranges, in the specs' units, and keep the rules between
// them; so a shipped value is always one the panel and -set accept.
func TestShippedProfilesFitTheTable(t *testing.T) {
	for _, p := range Profiles() {
		for _, spec := range paramTable {
			v := *spec.Field(&p)
			if v.Unit != spec.Unit {
				t.Errorf("%s %s: unit %q; the table says %q", p.Name, spec.Name, v.Unit, spec.Unit)
			}
			if v.Source == "" {
				t.Errorf("%s %s: no source", p.Name, spec.Name)
			}
		}
		if err := p.CheckParams(); err != nil {
			t.Errorf("%s: %v", p.Name, err)
		}
	}
}

// TestParamTableIsComplete: the table names each Param field of Profile
// once (a field left out could not be set, written or checked).
func TestParamTableIsComplete(t *testing.T) {
	var p Profile
	seen := map[*Param]string{}
	for _, spec := range paramTable {
		f := spec.Field(&p)
		if other, ok := seen[f]; ok {
			t.Errorf("%s and %s point at the same field", spec.Name, other)
		}
		seen[f] = spec.Name
		if spec.Min > spec.Max || spec.Help == "" {
			t.Errorf("%s: range %g..%g, help %q", spec.Name, spec.Min, spec.Max, spec.Help)
		}
	}
	if n := countParamFields(); len(seen) != n {
		t.Errorf("the table has %d parameters; Profile has %d Param fields", len(seen), n)
	}
}

func TestApply(t *testing.T) {
	base, _ := LookupProfile("zen5-cx5")
	tests := []struct {
		set  string
		want string // error start, or "" for none
	}{
		{"rob=256,dram-ns=120", ""},
		{"hot-ways-l1=12", "hot-ways-l1: 12 ways must leave at least one of the 12 L1 ways (l1-ways)"},
		{"l1-ways=4", "hot-ways-l1: 4 ways must leave at least one of the 4 L1 ways"},
		{"l1-ways=4,hot-ways-l1=1", ""},
		{"inject-ways=16,llc-ways=8", "inject-ways: 16 ways is more than the LLC's 8 ways (llc-ways)"},
	}
	for _, tt := range tests {
		set, err := ParseParamSettings(tt.set)
		if err != nil {
			t.Fatal(err)
		}
		got, err := base.Apply(set)
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("Apply(%s): %v", tt.set, err)
		case tt.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tt.want)):
			t.Errorf("Apply(%s): got %v; want %q", tt.set, err, tt.want)
		case tt.want != "" && got != base:
			t.Errorf("Apply(%s) failed but changed the profile", tt.set)
		case tt.want == "" && FormatParamSettings(got.Diff(&base)) != tt.set:
			t.Errorf("Apply(%s).Diff = %s", tt.set, FormatParamSettings(got.Diff(&base)))
		}
	}
}

// TestApplySaysWhoSetIt: an edited value's source says the user set it
// and what the profile had.
func TestApplySaysWhoSetIt(t *testing.T) {
	base, _ := LookupProfile("spr-ddio")
	p, err := base.Apply([]ParamSetting{{"dram-ns", 140}})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := p.DRAMns.Source, "[U] set by the user (spr-ddio has 110)"; got != want {
		t.Errorf("source %q; want %q", got, want)
	}
	if p.CoreGHz != base.CoreGHz {
		t.Errorf("an unset parameter changed: %v", p.CoreGHz)
	}
}

// TestApplyWorkScale: work-scale rescales every step's cycles, and a link
// that carries work-scale rebuilds the same machine.
func TestApplyWorkScale(t *testing.T) {
	base, _ := LookupProfile("zen5-cx5")
	p, err := base.Apply([]ParamSetting{{"work-scale", 2}})
	if err != nil {
		t.Fatal(err)
	}
	if p.DeliverUDP.Cycles != 2*base.DeliverUDP.Cycles || p.DeliverUDP.Instr != base.DeliverUDP.Instr {
		t.Errorf("deliver-udp %+v; want twice the cycles of %+v, the same instructions", p.DeliverUDP.Cycles, base.DeliverUDP)
	}
	again, err := base.Apply(p.Diff(&base))
	if err != nil || again != p {
		t.Errorf("Apply(Diff) = %v, %v; want the same machine", again.WorkScale, err)
	}
}

// TestFitsDirectory: the ranges of l1-kib and l2-kib keep every
// associativity inside the 16-bit directory; one size more would not.
func TestFitsDirectory(t *testing.T) {
	l2, _ := LookupParam("l2-kib")
	for ways := 2; ways <= maxWays; ways++ {
		if !fitsDirectory(Param{Value: l2.Max}, Param{Value: float64(ways)}, Param{}) {
			t.Errorf("%g KiB in %d ways does not fit", l2.Max, ways)
		}
	}
	if fitsDirectory(Param{Value: 2 * l2.Max}, Param{Value: 16}, Param{}) {
		t.Errorf("%g KiB in 16 ways fits; the check never bites", 2*l2.Max)
	}
}

func TestNudge(t *testing.T) {
	tests := []struct {
		name  string
		v     float64
		dir   int
		notch float64
		want  float64
	}{
		{"dram-ns", 85, +1, 2, 86},
		{"dram-ns", 85, -1, 2, 84},
		{"dram-ns", 40, -1, 2, 40},
		{"core-ghz", 5, +1, 0.05, 5.05},
		{"core-ghz", 3.4, -1, 0.05, 3.35},
		{"core-ghz", 6, +1, 0.05, 6},
		{"rob", 448, +1, 5, 450},
		{"rob", 512, -1, 5, 510},
		{"inject", 0, +1, 1, 1},
		{"inject", 1, +1, 1, 1},
		{"fill-buffers", 24, -1, 1, 23},
		{"llc-cycles", 50, +1, 2, 52},
		{"llc-cycles", 51, +1, 2, 52},
		{"llc-cycles", 51, -1, 2, 50},
		{"dram-ns", 85, +10, 2, 104},
		{"dram-ns", 85, -10, 2, 66},
		{"rob", 448, +10, 5, 495},
	}
	for _, tt := range tests {
		spec, _ := LookupParam(tt.name)
		if n := spec.Notch(); n != tt.notch {
			t.Errorf("%s: notch %v; want %v", tt.name, n, tt.notch)
		}
		if got := spec.Nudge(tt.v, tt.dir); got != tt.want {
			t.Errorf("%s: Nudge(%v, %+d) = %v; want %v", tt.name, tt.v, tt.dir, got, tt.want)
		}
	}
	for _, spec := range paramTable {
		for _, v := range []float64{spec.Min, spec.Max, (spec.Min + spec.Max) / 2} {
			for _, dir := range []int{-1, 1} {
				if w := spec.Nudge(v, dir); spec.Check(w) != nil {
					t.Errorf("%s: Nudge(%v, %+d) = %v is not a value: %v", spec.Name, v, dir, w, spec.Check(w))
				}
			}
		}
	}
}

// TestFormatParam: a value reads back the same, in its shortest form,
// a whole number in its digits (a work step's 1000000 cycles).
func TestFormatParam(t *testing.T) {
	for _, tt := range []struct {
		v    float64
		want string
	}{
		{85, "85"}, {0.3, "0.3"}, {3.4, "3.4"}, {1.171, "1.171"}, {0, "0"}, {-1, "-1"},
		{1000000, "1000000"}, {10860, "10860"}, {1e-7, "1e-07"}, {1e300, "1e+300"},
	} {
		if got := FormatParam(tt.v); got != tt.want {
			t.Errorf("FormatParam(%g) = %q; want %q", tt.v, got, tt.want)
		}
	}
}

// TestValueText: a value with its unit, a count of one in the singular.
func TestValueText(t *testing.T) {
	for _, c := range []struct {
		unit string
		v    float64
		want string
	}{
		{"ns", 85, "85 ns"},
		{"ns", 1, "1 ns"},
		{"ways", 1, "1 way"},
		{"ways", 2, "2 ways"},
		{"lines", 1, "1 line"},
		{"cycles", 1, "1 cycle"},
		{"cycles", 10860, "10860 cycles"},
		{"segments", 1, "1 segment"},
		{"×", 1, "1 ×"},
		{"bool", 1, "1"},
	} {
		if got := (ParamSpec{Unit: c.unit}).ValueText(c.v); got != c.want {
			t.Errorf("ValueText(%g) in %q = %q; want %q", c.v, c.unit, got, c.want)
		}
	}
}
