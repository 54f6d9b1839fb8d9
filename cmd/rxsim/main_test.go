package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"slices"
	"strings"
	"testing"

	"rxscope/model"
	"rxscope/model/validation"
)

func runArgs(t *testing.T, args ...string) (string, string, error) {
	t.Helper()
	var out, errb bytes.Buffer
	// short runs, unless the test gives its own count (a flag is given once)
	base := []string{"-q"}
	for _, d := range [][2]string{{"-packets", "3000"}, {"-warmup", "500"}} {
		if !slices.Contains(args, d[0]) {
			base = append(base, d[0], d[1])
		}
	}
	err := run(append(base, args...), &out, &errb)
	return out.String(), errb.String(), err
}

func TestTable(t *testing.T) {
	out, _, err := runArgs(t, "-variant", "today", "-distance", "0")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"variant=today", "distance=0", "NAPI CPU cycles/packet", "rx_out_of_buffer", "software prefetches"} {
		if !strings.Contains(out, want) {
			t.Errorf("table lacks %q:\n%s", want, out)
		}
	}
}

func TestSweepCSV(t *testing.T) {
	out, _, err := runArgs(t, "-sweep", "distance=0..8:4", "-csv")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], "distance,mpps,") || !strings.HasPrefix(lines[3], "8,") {
		t.Errorf("sweep CSV:\n%s", out)
	}
	out, _, err = runArgs(t, "-sweep", "ring=64..8192:x4")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "4096") || strings.Contains(out, "8192") {
		t.Errorf("geometric sweep 64, 256, 1024, 4096:\n%s", out)
	}
	// listed values: the two drivers on the same traffic, as the app's
	// before and after columns
	out, _, err = runArgs(t, "-sweep", "variant=today,stride-ahead", "-packets", "20000", "-csv")
	if err != nil {
		t.Fatal(err)
	}
	lines = strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 3 || !strings.HasPrefix(lines[0], "variant,") || !strings.HasPrefix(lines[1], "today,") || !strings.HasPrefix(lines[2], "stride-ahead,") {
		t.Errorf("sweep over listed variants:\n%s", out)
	}
}

func TestJSON(t *testing.T) {
	out, _, err := runArgs(t, "-xdp", "drop", "-json")
	if err != nil {
		t.Fatal(err)
	}
	var rs []result
	if err := json.Unmarshal([]byte(out), &rs); err != nil {
		t.Fatal(err)
	}
	if len(rs) != 1 || rs[0].Knobs["xdp"] != "drop" || rs[0].Figures.XDPDropped == 0 || rs[0].Figures.Mpps <= 0 {
		t.Errorf("JSON result: %+v", rs)
	}
}

// TestJSONIsTheModelsOnly runs one configuration twice: the JSON is the
// model's figures and nothing of the machine that ran it (no wall-clock
// time), so the two runs print the same bytes.
func TestJSONIsTheModelsOnly(t *testing.T) {
	a, _, err := runArgs(t, "-json")
	if err != nil {
		t.Fatal(err)
	}
	b, _, err := runArgs(t, "-json")
	if err != nil {
		t.Fatal(err)
	}
	if a != b {
		t.Errorf("two runs of one configuration differ:\n%s\n%s", a, b)
	}
	if strings.Contains(a, "wall") {
		t.Errorf("the JSON carries a wall-clock time:\n%s", a)
	}
}

func TestErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-distance", "17"}, "distance: 17 is out of range 0..16"},
		{[]string{"-mtu", "10000"}, "mtu: 10000 is out of range 68..9978"},
		{[]string{"-mtu", "abc"}, `mtu: "abc" is not an integer`},
		{[]string{"-sweep", "variant=0..3"}, `variant is not numeric, so it takes a list of values`},
		{[]string{"-sweep", "distance=5..1"}, "from 5 is above to 1"},
		{[]string{"-sweep", "distance=0..20"}, "distance: 17 is out of range"},
		{[]string{"-sweep", "variant=today,fastest"}, `variant: "fastest" is not one of`},
		{[]string{"distance=6"}, `unexpected argument "distance=6": the subcommands are validate, profile, sensitivity and scenes`},
	} {
		_, _, err := runArgs(t, tc.args...)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%v: got %v; want %q", tc.args, err, tc.want)
		}
	}
}

func TestHelpListsEveryKnob(t *testing.T) {
	var out, errb bytes.Buffer
	err := run([]string{"-h"}, &out, &errb)
	if !errors.Is(err, flag.ErrHelp) {
		t.Fatalf("-h: %v", err)
	}
	for _, k := range []string{"-distance", "0..16", "-ring", "-lines", "headers,page,shinfo", "-variant", "stride-ahead", "-sweep"} {
		if !strings.Contains(errb.String(), k) {
			t.Errorf("-h lacks %q", k)
		}
	}
}

// TestValidate: rxsim validate prints every figure, direction and setup,
// and, as issue 40 asks, succeeds when it printed its report (a script
// can run it as a check); -strict fails exactly when a direction does
// not hold.
func TestValidate(t *testing.T) {
	var out, errb bytes.Buffer
	err := validate([]string{"-packets", "20000", "-warmup", "5000"}, &out, &errb)
	if err != nil {
		t.Fatalf("validate without -strict: %v; want success once the report is printed", err)
	}
	for _, want := range []string{"seed", "model/published", "UDP 512 B flood", "fitted: deliver-udp cycles", "calibration:", "not modelled:"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("validate output lacks %q", want)
		}
	}
	if strings.Contains(out.String(), validation.LeversTitle) || !strings.Contains(out.String(), "rxsim validate -levers: how far dram-ns would have to move") {
		t.Errorf("validate without -levers: want a pointer to the levers and no levers' section")
	}
	out.Reset()
	err = validate([]string{"-packets", "20000", "-warmup", "5000", "-levers", "-json", "-strict"}, &out, &errb)
	if err != nil && !errors.Is(err, errDirection) {
		t.Fatal(err)
	}
	var rep struct {
		Figures []jsonFigure `json:"figures"`
		Claims  []jsonClaim  `json:"directions"`
		Setups  []jsonSetup  `json:"setups"`
		Levers  []jsonLever  `json:"levers"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	failed := false
	for _, c := range rep.Claims {
		failed = failed || c.Checked && !c.Holds
	}
	if errors.Is(err, errDirection) != failed {
		t.Errorf("validate -strict: error %v, yet a direction fails: %v", err, failed)
	}
	if len(rep.Setups) != len(validation.SeedSetups()) {
		t.Errorf("validate JSON: %d setups, want %d", len(rep.Setups), len(validation.SeedSetups()))
	}
	for _, su := range rep.Setups {
		if su.Choice == "" || su.Alt == "" || su.Why == "" || len(su.Rows) == 0 {
			t.Errorf("validate JSON: setup %+v", su)
		}
		for _, r := range su.Rows {
			if r.Choice == nil || r.Alt == nil || r.Change == nil {
				t.Errorf("validate JSON: setup of seed %s, row %s lacks a value: %+v", su.Seed, r.ID, r)
			}
		}
	}
	agreements := 0
	for _, l := range rep.Levers {
		if strings.Contains(l.Agreement, "carries") {
			agreements++
		}
	}
	if agreements == 0 {
		t.Errorf("validate -levers JSON: no lever says whether one value carries its seed's figures")
	}
	for _, l := range rep.Levers {
		if l.Value < l.Lo || l.Value > l.Hi || l.Probes < 2 || l.Probes > validation.LeverProbes || l.Source == "" {
			t.Errorf("validate -levers JSON: %+v", l)
		}
	}
	if len(rep.Levers) < 5 {
		t.Errorf("validate -levers JSON: %d levers", len(rep.Levers))
	}
	if len(rep.Figures) < 30 || len(rep.Claims) < 20 {
		t.Errorf("validate JSON: %d figures, %d directions", len(rep.Figures), len(rep.Claims))
	}
	if err := validate([]string{"-packets", "0"}, &out, &errb); err == nil {
		t.Errorf("-packets 0: no error")
	}
	errb.Reset()
	validate([]string{"-h"}, &out, &errb)
	if want := "exit status: 0 when the report was printed"; !strings.Contains(errb.String(), want) {
		t.Errorf("rxsim validate -h does not say %q:\n%s", want, errb.String())
	}
}

// TestProfile: rxsim profile prints every parameter and work step of a
// machine with its source, as a table or JSON, and names a bad profile.
func TestProfile(t *testing.T) {
	var out, errb bytes.Buffer
	if err := profile(nil, &out, &errb); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"zen5-cx5:", "dram-ns", "85 ns", "DDR5-6000", "deliver-udp", "[F] cycles fitted on seed 000 after"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("profile output lacks %q", want)
		}
	}
	out.Reset()
	if err := profile([]string{"-json", "grace-cx7"}, &out, &errb); err != nil {
		t.Fatal(err)
	}
	p, err := model.ReadProfile(&out)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := model.LookupProfile("grace-cx7")
	if p.Name != "grace-cx7" || p.DRAMns != want.DRAMns || p.DeliverTCP != want.DeliverTCP {
		t.Errorf("profile -json grace-cx7 reads back as %q, dram %v, deliver-tcp %v", p.Name, p.DRAMns, p.DeliverTCP)
	}
	err = profile([]string{"pdp11"}, &out, &errb)
	if err == nil || !strings.Contains(err.Error(), "pdp11") {
		t.Errorf("profile pdp11: error %v; want one naming it", err)
	}
}

// TestPublishedRow: on a configuration a seed measured, the table and the
// JSON carry the seed's figure beside the model's; elsewhere nothing.
func TestPublishedRow(t *testing.T) {
	out, _, err := runArgs(t, "-packets", "5000", "-warmup", "1000", "-q")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "seed 000 measured 3.44 Mpps here") {
		t.Errorf("the default run does not quote seed 000's 3.44 Mpps:\n%s", out)
	}
	out, _, err = runArgs(t, "-packets", "5000", "-warmup", "1000", "-q", "-distance", "7", "-json")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out, `"published"`) {
		t.Errorf("distance 7, which no seed measured, quotes a published figure:\n%s", out)
	}
}

// TestScenes: rxsim scenes lists every configuration the seeds measured,
// and the command it prints for a scene runs that scene: its output quotes
// the same published figure.
func TestScenes(t *testing.T) {
	var out, errb bytes.Buffer
	if err := scenes(nil, &out, &errb); err != nil {
		t.Fatal(err)
	}
	ms := validation.MeasuredScenes()
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != len(ms)+1 {
		t.Fatalf("%d lines for %d scenes:\n%s", len(lines), len(ms), out.String())
	}
	for _, m := range ms {
		if !strings.Contains(out.String(), commandLine(m.Flags())) || !strings.Contains(out.String(), m.Quote()) {
			t.Errorf("scene %q: no row with its command and %q", m.What, m.Quote())
		}
	}
	// the seed 003 burst on the legacy RQ, run with the flags printed
	var burst validation.Measured
	for _, m := range ms {
		if m.Config.RQ == model.RQLegacy && m.Config.Traffic == model.Burst {
			burst = m
			break
		}
	}
	var args []string
	for _, f := range burst.Flags() {
		name, value, _ := strings.Cut(f, "=")
		args = append(args, "-"+name, value)
	}
	got, _, err := runArgs(t, args...)
	if err != nil {
		t.Fatal(err)
	}
	if q := burst.Figures[0].Quote(); !strings.Contains(got, "seed 003 measured "+q) {
		t.Errorf("running %v does not quote %q:\n%s", args, q, got)
	}
	var js bytes.Buffer
	if err := scenes([]string{"-json"}, &js, &errb); err != nil {
		t.Fatal(err)
	}
	var rows []struct{ Seed, What, Published string }
	if err := json.Unmarshal(js.Bytes(), &rows); err != nil || len(rows) != len(ms) {
		t.Errorf("JSON: %v, %d rows", err, len(rows))
	}
}
