package app

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"rxscope/model"
)

// rowNamed is the drawer's row called name.
func rowNamed(t *testing.T, name string) KnobRow {
	t.Helper()
	for _, r := range KnobRows() {
		if r.Name() == name {
			return r
		}
	}
	t.Fatalf("no drawer row %q", name)
	return KnobRow{}
}

// TestKnobRowsCoverTable: every knob of the model's table has a row (a
// set knob one per member), so a knob added to the table gets a control
// in the drawer; and a notch up or down from the defaults either gives a
// configuration the model accepts with the knob changed, or says which
// knob and why.
func TestKnobRowsCoverTable(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range KnobRows() {
		seen[r.Knob.Name] = true
	}
	for _, k := range model.Knobs() {
		if !seen[k.Name] {
			t.Errorf("knob %s has no row in the drawer", k.Name)
		}
	}
	def := model.DefaultConfig()
	for _, r := range KnobRows() {
		moved := false
		for _, dir := range []int{+1, -1} {
			c, err := NudgeKnob(def, r, dir)
			if err != nil {
				var ke *model.KnobError
				if !errors.As(err, &ke) || ke.Knob == "" {
					t.Errorf("%s %+d: error %v does not name a knob", r.Name(), dir, err)
				}
				continue
			}
			if err := c.Validate(); err != nil {
				t.Errorf("%s %+d: the model refuses the result: %v", r.Name(), dir, err)
			}
			if c.Get(r.Knob.Name) == def.Get(r.Knob.Name) {
				t.Errorf("%s %+d: unchanged (%s)", r.Name(), dir, c.Get(r.Knob.Name))
			}
			moved = true
		}
		if !moved && r.Knob.Name != "lro" {
			t.Errorf("%s: neither notch moves it from the default", r.Name())
		}
	}
}

// TestNudgeKnob: the notches of each kind of knob.
func TestNudgeKnob(t *testing.T) {
	tests := []struct {
		row   string
		set   map[string]string // knobs set first
		dir   int
		want  string // the knob's value after, as Get prints it
		isErr bool
	}{
		{row: "budget", dir: -1, want: "32"},
		{row: "budget", set: map[string]string{"budget": "16"}, dir: -1, want: "8"},
		{row: "budget", set: map[string]string{"budget": "256"}, dir: +1, isErr: true},
		{row: "budget", set: map[string]string{"budget": "48"}, dir: -1, want: "32"},
		{row: "ring", dir: +1, want: "2048"},
		{row: "ring", set: map[string]string{"ring": "64"}, dir: -1, isErr: true},
		{row: "burst", dir: +1, want: "4096"},
		{row: "distance", dir: +1, want: "5"},
		{row: "distance", set: map[string]string{"distance": "0"}, dir: -1, isErr: true},
		{row: "seed", dir: +1, want: "2"},
		{row: "seed", set: map[string]string{"seed": "0"}, dir: -1, isErr: true},
		{row: "size", dir: +1, want: "768"},
		{row: "size", set: map[string]string{"size": "1500"}, dir: +1, isErr: true},
		{row: "size", set: map[string]string{"size": "600"}, dir: -1, want: "512"},
		{row: "rate", dir: +1, isErr: true},
		{row: "rate", set: map[string]string{"rate": "0.1"}, dir: +1, want: "0.2"},
		{row: "rate", set: map[string]string{"rate": "0.3"}, dir: -1, want: "0.2"},
		{row: "variant", dir: -1, want: "today"},
		{row: "variant", set: map[string]string{"variant": "today"}, dir: -1, want: "mlx4-ahead"},
		{row: "rq", dir: +1, want: "legacy"},
		{row: "sink", dir: +1, want: "driver-drop"},
		{row: "app", dir: +1, want: "other-core"},
		{row: "cqe-compress", dir: +1, want: "on"},
		{row: "mtu", dir: +1, want: "1642"}, // the MTU's next notch: the last with two packets a page
		{row: "mtu", set: map[string]string{"mtu": "3690"}, dir: +1, want: "9000"},
		{row: "lines shinfo", dir: +1, want: "headers,page"},
		{row: "lines headers", dir: -1, want: "page,shinfo"},
		{row: "lines page", set: map[string]string{"lines": "page"}, dir: +1, want: "none"},
		{row: "lines page", set: map[string]string{"lines": "none"}, dir: +1, want: "page"},
		{row: "lro", set: map[string]string{"traffic": "tcp"}, dir: +1, want: "on"},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s%+d%v", tt.row, tt.dir, tt.set), func(t *testing.T) {
			cfg := model.DefaultConfig()
			for k, v := range tt.set {
				if err := cfg.Set(k, v); err != nil {
					t.Fatal(err)
				}
			}
			r := rowNamed(t, tt.row)
			got, err := NudgeKnob(cfg, r, tt.dir)
			if tt.isErr {
				var ke *model.KnobError
				if !errors.As(err, &ke) || ke.Knob != r.Knob.Name {
					t.Fatalf("want an error naming %s, got %v (value %s)", r.Knob.Name, err, got.Get(r.Knob.Name))
				}
				if got != cfg {
					t.Errorf("a refused notch changed the configuration")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if v := got.Get(r.Knob.Name); v != tt.want {
				t.Errorf("got %s, want %s", v, tt.want)
			}
		})
	}
}

// TestNudgeMTUKeepsSize: MTU 9000 down a notch to 3690 brings a jumbo
// frame down to 3690 B, which the model accepts.
func TestNudgeMTUKeepsSize(t *testing.T) {
	cfg := model.DefaultConfig()
	cfg.MTU, cfg.Size = 9000, 9000
	got, err := NudgeKnob(cfg, rowNamed(t, "mtu"), -1)
	if err != nil {
		t.Fatal(err)
	}
	if got.MTU != 3690 || got.Size != 3690 {
		t.Errorf("MTU %d size %d, want 3690 3690", got.MTU, got.Size)
	}
}

func ExampleKnobValueText() {
	cfg := model.DefaultConfig()
	for _, name := range []string{"distance", "size", "rate", "budget", "rq", "lines shinfo"} {
		for _, r := range KnobRows() {
			if r.Name() == name {
				fmt.Printf("%s: %s\n", name, KnobValueText(cfg, r))
			}
		}
	}
	// Output:
	// distance: 4 strides
	// size: 512 B
	// rate: line rate
	// budget: 64 CQEs
	// rq: striding
	// lines shinfo: on
}

// TestKnobValueTextSaysWhatRuns: the rate and the size say what the
// model runs, not the knob's raw value, when the traffic decides them.
func TestKnobValueTextSaysWhatRuns(t *testing.T) {
	tests := []struct {
		set       map[string]string
		row, want string
	}{
		{map[string]string{"traffic": "lowrate"}, "rate", "0.1 Mpps"},
		{map[string]string{"traffic": "lowrate", "rate": "0.5"}, "rate", "0.5 Mpps"},
		{map[string]string{"traffic": "flood"}, "rate", "line rate"},
		{map[string]string{"traffic": "mixed"}, "size", "IMIX"},
		{map[string]string{"traffic": "tcp"}, "size", "full MTU"},
		{map[string]string{"traffic": "flood", "size": "64"}, "size", "64 B"},
	}
	for _, tt := range tests {
		cfg := model.DefaultConfig()
		for k, v := range tt.set {
			if err := cfg.Set(k, v); err != nil {
				t.Fatal(err)
			}
		}
		if got := KnobValueText(cfg, rowNamed(t, tt.row)); got != tt.want {
			t.Errorf("%v: %s says %q, want %q", tt.set, tt.row, got, tt.want)
		}
	}
}

// TestMachineInjects: the DDIO machines inject whatever the knob says,
// the others only with it.
func TestMachineInjects(t *testing.T) {
	for name, want := range map[string]bool{"spr-ddio": true, "zen5-cx5": false, "mlx4-2016": true, "desk-2016": false} {
		p, err := model.LookupProfile(name)
		if err != nil {
			t.Fatal(err)
		}
		if got := MachineInjects(p); got != want {
			t.Errorf("%s injects %v, want %v", name, got, want)
		}
	}
}

// TestDistanceIdle: the distance's control says when the look-ahead
// prefetches nothing, and is silent when it works.
func TestDistanceIdle(t *testing.T) {
	tests := []struct {
		set  map[string]string
		want string
	}{
		{nil, ""},
		{map[string]string{"mtu": "9000"}, "off: nonlinear"},
		{map[string]string{"variant": "today"}, "off: today's"},
		{map[string]string{"variant": "bulk"}, "off: bulk"},
		{map[string]string{"variant": "bulk", "rq": "legacy"}, "off: bulk"},
		{map[string]string{"variant": "mlx4-ahead"}, "off: no XDP"},
		{map[string]string{"variant": "mlx4-ahead", "xdp": "drop"}, ""},
		{map[string]string{"variant": "cqe-peek"}, ""},
		{map[string]string{"rq": "legacy"}, "off: legacy RQ"},
		{map[string]string{"rq": "legacy", "variant": "mlx4-ahead", "xdp": "drop"}, ""},
	}
	for _, tt := range tests {
		cfg := model.DefaultConfig()
		for k, v := range tt.set {
			if err := cfg.Set(k, v); err != nil {
				t.Fatal(err)
			}
		}
		s, err := NewSession(cfg, true, 1)
		if err != nil {
			t.Fatal(err)
		}
		if got := DistanceIdle(cfg, s.After().Geometry().Linear); got != tt.want {
			t.Errorf("%v: %q, want %q", tt.set, got, tt.want)
		}
	}
}

// TestKnobHelpLine checks the knobs drawer's line of help: the row's name
// said once, a choice's values as a list, a set's member on or off, the
// default last.
func TestKnobHelpLine(t *testing.T) {
	for _, c := range []struct{ row, want string }{
		{"profile", "machine profile: CPU, caches, NIC, link and work cycles · zen5-cx5, spr-ddio, mlx4-2016, cx4lx-2016, grace-cx7, desk-2016 · default zen5-cx5"},
		{"budget", "NAPI budget: CQEs per poll at most (NAPI_POLL_WEIGHT is 64) · 1..256 · default 64"},
		{"size", "size: frame size in bytes, FCS included (pktgen pkt_size); tcp uses full-MTU segments · 64..mtu · default 512"},
		{"lines page", "lines page: lines the look-ahead prefetch covers: the page line · on, off · default on"},
	} {
		got := rowNamed(t, c.row).HelpLine()
		if got != c.want {
			t.Errorf("%s: the drawer's help reads\n%q; want\n%q", c.row, got, c.want)
		}
		if strings.Contains(got, "|") {
			t.Errorf("%s: %q lists values with the command line's bars", c.row, got)
		}
	}
}
