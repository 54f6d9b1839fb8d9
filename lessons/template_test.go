package lessons

import (
	"strings"
	"testing"

	"rxscope/model"
)

func TestParseTemplate(t *testing.T) {
	tests := []struct {
		in      string
		want    string // placeholders joined by ","
		wantErr string
	}{
		{"no figures", "", ""},
		{"{cpp} cycles", "cpp", ""},
		{"from {cpp.d0} to {cpp}, {change.cpp.d0}", "cpp.d0,cpp,change.cpp.d0", ""},
		{"{wasted%.ahead} wasted", "wasted%.ahead", ""},
		{"open { brace", "", "unclosed"},
		{"stray } brace", "", "stray"},
		{"{}", "", "bad placeholder"},
		{"{a b}", "", "bad placeholder"},
		{"{a{b}}", "", "unclosed"},
	}
	for _, tt := range tests {
		got, err := Placeholders(tt.in)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("Placeholders(%q) error = %v; want %q", tt.in, err, tt.wantErr)
			}
			continue
		}
		if err != nil || strings.Join(got, ",") != tt.want {
			t.Errorf("Placeholders(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
}

func TestFormat(t *testing.T) {
	tests := []struct {
		v    float64
		f    format
		want string
	}{
		{1364.6, fCount, "1365"},
		{0.3, fCount, "0"},
		{-0.3, fCount, "0"},
		{3.4449, fRate, "3.44"},
		{15.04, fTenth, "15.0"},
		{54.4, fPct, "54%"},
		{3.14, fPct, "3.1%"},
		{9.96, fPct, "10%"},
		{0, fPct, "0%"},
		{36.2, fChange, "+36%"},
		{-46.4, fChange, "-46%"},
		{-4.54, fChange, "-4.5%"},
	}
	for _, tt := range tests {
		if got := formatNum(tt.v, tt.f); got != tt.want {
			t.Errorf("formatNum(%v, %d) = %q; want %q", tt.v, tt.f, got, tt.want)
		}
	}
}

// fakeRuns is a step with two runs whose metrics are set by hand.
func fakeRuns() runs {
	cfg := model.DefaultConfig()
	mk := func(name string, busyPs model.Time, packets uint64) *result {
		r := &result{name: name, cfg: cfg}
		r.met.CoreGHz = 5
		r.met.WorkTime = busyPs
		r.met.Packets = packets
		r.met.End = model.Millisecond
		r.tr.line[lkHeader] = lineStat{n: 4, level: [model.NumLevels]int{model.LevelDRAM: 3, model.LevelL2: 1}, cycles: 1000}
		return r
	}
	main := mk("", 200*model.Microsecond, 1000) // 1000 cycles per packet
	d0 := mk("d0", 300*model.Microsecond, 1000) // 1500
	d0.cfg.Distance = 0
	return runs{main, d0}
}

func TestEval(t *testing.T) {
	rs := fakeRuns()
	tests := []struct {
		expr, want, wantErr string
	}{
		{"cpp", "1000", ""},
		{"cpp.d0", "1500", ""},
		{"change.cpp.d0", "-33%", ""},
		{"distance", "4", ""},
		{"distance.d0", "0", ""},
		{"from.header", "DRAM", ""},
		{"dram%.header", "75%", ""},
		{"lat.header", "250", ""},
		{"mpps", "1.00", ""},
		{"nothing", "", "no figure or knob"},
		{"cpp.d9", "", "no figure or knob"},
		{"change.cpp.d9", "", "no run"},
		{"change.nothing.d0", "", "no figure"},
		{"guess%", "", "no sample"},
		{"from.cqe", "", "no sample"},
		{"published:000/udp/before", "2.52 Mpps", ""},
		{"published:000/nope", "", "no published figure"},
	}
	for _, tt := range tests {
		v, err := rs.eval(tt.expr)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("eval(%q) error = %v; want %q", tt.expr, err, tt.wantErr)
			}
			continue
		}
		if err != nil || v.text != tt.want {
			t.Errorf("eval(%q) = %q, %v; want %q", tt.expr, v.text, err, tt.want)
		}
	}
	var quoted []Quote
	got, err := rs.fill("{cpp} against {cpp.d0} ({change.cpp.d0}), {cpp} again", &quoted)
	if err != nil || got != "1000 against 1500 (-33%), 1000 again" || len(quoted) != 3 {
		t.Errorf("fill = %q, %v, %v", got, err, quoted)
	}
	if quoted[1].Label != "NAPI CPU cycles per packet (d0)" {
		t.Errorf("label of cpp.d0 = %q", quoted[1].Label)
	}
}

func TestClaims(t *testing.T) {
	rs := fakeRuns()
	tests := []struct {
		claim   Claim
		want    bool
		wantErr string
	}{
		{"cpp < cpp.d0", true, ""},
		{"cpp > cpp.d0", false, ""},
		{"cpp ~ cpp.d0", false, ""},
		{"cpp ~ 1020", true, ""},  // within 3 %
		{"cpp < 1020", false, ""}, // but not lower by more than 3 %
		{"cpp > 950", true, ""},
		{"from.header = DRAM", true, ""},
		{"from.header = LLC", false, ""},
		{"cpp <", false, "want"},
		{"cpp << 3", false, "want"},
		{"from.header < 3", false, "must be numbers"},
		{"nothing < 3", false, "no figure"},
	}
	for _, tt := range tests {
		got, err := rs.holds(tt.claim, nil)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("holds(%q) error = %v; want %q", tt.claim, err, tt.wantErr)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("holds(%q) = %v, %v; want %v", tt.claim, got, err, tt.want)
		}
	}
	choices := []Claim{"min cpp", "min cpp.d0"}
	for i, want := range []bool{true, false} {
		if got, err := rs.holds(choices[i], choices); err != nil || got != want {
			t.Errorf("holds(%q) among %q = %v, %v; want %v", choices[i], choices, got, err, want)
		}
	}
	if _, err := rs.holds("min cpp", []Claim{"min cpp", "max cpp.d0"}); err == nil {
		t.Error("min among a max claim succeeded")
	}
}

func TestTargets(t *testing.T) {
	if k, ok := Control("distance").Control(); !ok || k != "distance" {
		t.Errorf("Control(distance).Control() = %q, %v", k, ok)
	}
	if _, ok := Ring.Control(); ok {
		t.Error("Ring is not a control")
	}
}

func TestSetPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error(`set("distance") did not panic`)
		}
	}()
	set("distance")
}

// TestFigureNames: the vocabulary of placeholders is not empty, and each
// entry has a name that finds it and a label for people.
func TestFigureNames(t *testing.T) {
	names := FigureNames()
	if len(names) == 0 {
		t.Fatal("FigureNames lists no figure")
	}
	seen := map[string]bool{}
	for _, f := range names {
		if f.Name == "" || figureByName(f.Name) == nil {
			t.Errorf("figure %q is listed but not found by its name", f.Name)
		}
		if seen[f.Name] || f.Label == "" {
			t.Errorf("figure %q repeated or without a label", f.Name)
		}
		seen[f.Name] = true
	}
}
