package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestSetErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"-set", "dram-ns=5000"}, "-set: dram-ns: 5000 ns is out of range 40..400 ns"},
		{[]string{"-set", "dram=120"}, `-set: "dram" is not a machine parameter (did you mean dram-ns?); the parameters are core-ghz,`},
		{[]string{"-set", "frag-list-chian=900"}, `-set: "frag-list-chian" is not a machine parameter (did you mean frag-list-chain?)`},
		{[]string{"-set", "warp-drive=9"}, `-set: "warp-drive" is not a machine parameter; the parameters are core-ghz,`},
		{[]string{"-set", "rob=12.5"}, "-set: rob: 12.5 entries is out of range 32..1024 entries"},
		{[]string{"-set", "rob=100.5"}, "-set: rob: 100.5 entries is not a whole number (32..1024 entries)"},
		{[]string{"-set", "l1-ways=4"}, "-set: hot-ways-l1: 4 ways must leave at least one of the 4 L1 ways (l1-ways)"},
		{[]string{"-set", "dram-ns"}, `-set: "dram-ns": want name=value`},
		{[]string{"-sweep", "rob=10..20"}, "-sweep: rob: 10 entries is out of range 32..1024 entries"},
		{[]string{"-profile-file", "/nonexistent/machine.json"}, "-profile-file: open /nonexistent/machine.json"},
	}
	for _, tt := range tests {
		_, _, err := runArgs(t, tt.args...)
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%v: got %v; want %q", tt.args, err, tt.want)
		}
	}
}

// TestSetChangesTheRun: -set runs another machine and says so.
func TestSetChangesTheRun(t *testing.T) {
	var cycles []float64
	for _, set := range []string{"dram-ns=85", "dram-ns=300"} {
		out, _, err := runArgs(t, "-set", set, "-variant", "today", "-json")
		if err != nil {
			t.Fatal(err)
		}
		var rs []result
		if err := json.Unmarshal([]byte(out), &rs); err != nil {
			t.Fatal(err)
		}
		cycles = append(cycles, rs[0].Figures.CyclesPerPacket)
		if want := map[string]string{"dram-ns=85": "", "dram-ns=300": "edited: dram-ns=300"}[set]; rs[0].Machine != want {
			t.Errorf("-set %s: machine %q; want %q", set, rs[0].Machine, want)
		}
	}
	if !(cycles[1] > cycles[0]*1.2) {
		t.Errorf("today's cycles per packet at 85 and 300 ns: %v; want the slower DRAM to cost more", cycles)
	}
}

// TestProfileFileRoundTrip: rxsim profile NAME -json, then a run on the
// file, gives exactly the run on the profile.
func TestProfileFileRoundTrip(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"grace-cx7", "cx4lx-2016"} {
		var out, errb bytes.Buffer
		if err := profile([]string{name, "-json"}, &out, &errb); err != nil {
			t.Fatal(err)
		}
		file := filepath.Join(dir, name+".json")
		if err := os.WriteFile(file, out.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		onProfile, _, err := runArgs(t, "-profile", name, "-csv")
		if err != nil {
			t.Fatal(err)
		}
		onFile, _, err := runArgs(t, "-profile-file", file, "-csv")
		if err != nil {
			t.Fatal(err)
		}
		if onFile != onProfile {
			t.Errorf("%s: on the file\n%s\non the profile\n%s", name, onFile, onProfile)
		}
	}
}

// TestProfileSetJSON: rxsim profile -set writes the edited machine, its
// edited value sourced as the user's.
func TestProfileSetJSON(t *testing.T) {
	var out, errb bytes.Buffer
	if err := profile([]string{"-set", "dram-ns=140", "spr-ddio", "-json"}, &out, &errb); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), `"value": 140,`) || !strings.Contains(out.String(), `"source": "[U] set by the user (spr-ddio has 110)"`) {
		t.Errorf("the edited machine's file:\n%.2000s", out.String())
	}
	if err := profile([]string{"spr-ddio", "extra"}, &out, &errb); err == nil || !strings.Contains(err.Error(), `unexpected argument "extra"`) {
		t.Errorf("a second argument: %v", err)
	}
}

// TestParamSweep: -sweep over a machine parameter prints the best
// distance at each value, rising with the DRAM latency.
func TestParamSweep(t *testing.T) {
	out, _, err := runArgs(t, "-sweep", "dram-ns=60..400:340", "-packets", "30000", "-warmup", "10000", "-json")
	if err != nil {
		t.Fatal(err)
	}
	var pts []paramPoint
	if err := json.Unmarshal([]byte(out), &pts); err != nil {
		t.Fatal(err)
	}
	if len(pts) != 2 || pts[0].Value != "60" || pts[1].Value != "400" || len(pts[0].ByDistance) != 17 {
		t.Fatalf("points %+v", pts)
	}
	if !(pts[1].BestDistance > pts[0].BestDistance) || !(pts[1].GainPct > pts[0].GainPct) {
		t.Errorf("best distance %d → %d, gain %.1f → %.1f %%; want both to rise with the DRAM latency",
			pts[0].BestDistance, pts[1].BestDistance, pts[0].GainPct, pts[1].GainPct)
	}
	if got := paramSweepRange("dram-ns=60..200"); got != "dram-ns=60..200:14" {
		t.Errorf("paramSweepRange = %q; want 11 points", got)
	}
	if got := paramSweepRange("inject-ways=1..4"); got != "inject-ways=1..4:1" {
		t.Errorf("paramSweepRange = %q; want a step of 1 for a count", got)
	}
}

func TestSensitivityCommand(t *testing.T) {
	var out, errb bytes.Buffer
	err := sensitivity([]string{"-packets", "30000", "-warmup", "10000", "-params", "inject,dram-ns", "-json"}, &out, &errb)
	if err != nil {
		t.Fatal(err)
	}
	var got struct {
		Step float64 `json:"step"`
		Rows []struct {
			Name  string     `json:"name"`
			Gain  [3]float64 `json:"gain_pct"`
			Swing float64    `json:"gain_swing_pp"`
		} `json:"rows"`
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got.Step != 0.2 || len(got.Rows) != 2 || got.Rows[0].Name != "inject" || got.Rows[0].Swing >= 0 {
		t.Errorf("sensitivity: %+v", got)
	}
	out.Reset()
	if err := sensitivity([]string{"-packets", "30000", "-params", "dram-ns", "-set", "inject=1"}, &out, &errb); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "dram-ns") || !strings.Contains(out.String(), "±20 %") {
		t.Errorf("table:\n%s", out.String())
	}
	if err := sensitivity([]string{"-params", "dram"}, &out, &errb); err == nil {
		t.Error("an unknown parameter is accepted")
	}
}

// TestValidateSet: rxsim validate -set runs every figure on the edited
// machines and says so; a bad setting names the parameter.
func TestValidateSet(t *testing.T) {
	var out, errb bytes.Buffer
	err := validate([]string{"-set", "inject=1", "-packets", "5000", "-warmup", "1000"}, &out, &errb)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(out.String(), "every run's machine edited: inject=1") {
		t.Errorf("validate -set:\n%.300s", out.String())
	}
	if err := validate([]string{"-set", "inject=3"}, &out, &errb); err == nil || !strings.Contains(err.Error(), "inject: 3 is out of range 0..1") {
		t.Errorf("validate -set inject=3: %v", err)
	}
}
