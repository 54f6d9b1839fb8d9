package address

import (
	"strings"
	"testing"

	"rxscope/model"
)

// TestMachineQuery: an edited machine travels as the parameters that
// differ, after the profile whatever the order, and comes back the same.
func TestMachineQuery(t *testing.T) {
	tests := []struct {
		query string
		want  string // the query Parse's state writes
		dram  float64
	}{
		{"set=dram-ns%3D120%2Crob%3D256", "set=rob%3D256%2Cdram-ns%3D120", 120},
		{"set=dram-ns=140&profile=spr-ddio", "profile=spr-ddio&set=dram-ns%3D140", 140},
		{"profile=grace-cx7&set=core-ghz=3.0", "profile=grace-cx7&set=core-ghz%3D3", 115},
		{"set=dram-ns=85", "", 85}, // the shipped value: no edit
		{"set=", "", 85},
	}
	for _, tt := range tests {
		s, ns := Parse(tt.query, Default(), testLessons)
		if len(ns) != 0 {
			t.Errorf("Parse(%q): notices %v", tt.query, ns)
			continue
		}
		if got := s.Query(); got != tt.want {
			t.Errorf("Parse(%q).Query() = %q; want %q", tt.query, got, tt.want)
		}
		p, err := s.Config.MachineProfile()
		if err != nil || p.DRAMns.Value != tt.dram {
			t.Errorf("Parse(%q): dram-ns %v (%v); want %v", tt.query, p.DRAMns.Value, err, tt.dram)
		}
		again, _ := Parse(s.Query(), Default(), testLessons)
		q, _ := again.Config.MachineProfile()
		if q != p || again.Config.Edited() != s.Config.Edited() {
			t.Errorf("Parse(%q): the machine does not survive its own query", tt.query)
		}
	}
}

// TestMachineHostile: a machine that cannot be used gives a notice naming
// the parameter, and the shipped machine.
func TestMachineHostile(t *testing.T) {
	tests := []struct {
		query, want string
	}{
		{"set=dram-ns=5000", `parameter "set": dram-ns: 5000 ns is out of range 40..400 ns; the shipped zen5-cx5 is used`},
		{"set=warp-drive=9", `parameter "set": "warp-drive" is not a machine parameter (rxsim profile lists them); the shipped zen5-cx5 is used`},
		{"set=rob=1e308", `parameter "set": rob: 1e+308 entries is out of range 32..1024 entries; the shipped`},
		{"set=rob=NaN", `parameter "set": rob: NaN entries is out of range`},
		{"set=dram-ns=120,dram-ns=130", `parameter "set": dram-ns: set twice; the shipped`},
		{"set=l1-ways=2", `parameter "set": hot-ways-l1: 4 ways must leave at least one of the 2 L1 ways (l1-ways); the shipped`},
		{"set=dram-ns", `parameter "set": "dram-ns": want name=value`},
		{"set=" + strings.Repeat("rob=64,", 100), `parameter "set": the value is 700 bytes long, over the 256-byte limit`},
		{"set=dram=120", `parameter "set": "dram" is not a machine parameter: did you mean dram-ns? (rxsim profile lists them); the shipped zen5-cx5 is used`},
		{"set=frag-list=900", `parameter "set": "frag-list" is not a machine parameter (rxsim profile lists them); the shipped`},
		{"set=%3Cscript%3E=1", `parameter "set": "<script>" is not a machine parameter`},
		{"set=dram-ns=120&set=dram-ns=9999", `parameter "set" is given 2 times`},
		{"set=dram-ns=120,frag-list-chain=900", `parameter "set": frag-list-chain is a work step's cycles, which rxsim -set takes and the address does not; the shipped zen5-cx5 is used`},
	}
	for _, tt := range tests {
		s, ns := Parse(tt.query, Default(), testLessons)
		if s.Config.Edited() || s.Config.Profile != "zen5-cx5" {
			t.Errorf("Parse(%q): the machine is %s, edited %v; want the shipped default", tt.query, s.Config.Profile, s.Config.Edited())
		}
		found := false
		for _, n := range ns {
			found = found || strings.HasPrefix(n.Text, tt.want)
		}
		if !found {
			t.Errorf("Parse(%q): notices %v; want one starting %q", tt.query, ns, tt.want)
		}
	}
}

// TestSetMachine: a parent page's message edits the machine, and a bad
// one keeps the machine as it was.
func TestSetMachine(t *testing.T) {
	s := Default()
	if n, ok := s.Set(ParamMachine, "dram-ns=200", testLessons); !ok {
		t.Fatal(n)
	}
	if p, _ := s.Config.MachineProfile(); p.DRAMns.Value != 200 {
		t.Fatalf("dram-ns %v; want 200", p.DRAMns.Value)
	}
	before := s
	if n, ok := s.Set(ParamMachine, "dram-ns=2", testLessons); ok || !strings.Contains(n.Text, "out of range 40..400 ns") {
		t.Errorf("a bad machine: %v, %v", n, ok)
	}
	if s != before {
		t.Error("a bad machine changed the state")
	}
	var c model.Config = s.Config
	if err := c.Set("profile", "grace-cx7"); err != nil || c.Edited() {
		t.Errorf("choosing a shipped machine keeps the edit: %v", err)
	}
}
