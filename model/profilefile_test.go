package model

import (
	"bytes"
	"strings"
	"testing"
)

// TestProfileFileRoundTrip: every shipped profile written as a file and
// read back runs exactly as the profile does (the same trace digest), for
// a configuration that exercises its NIC, caches and work steps.
func TestProfileFileRoundTrip(t *testing.T) {
	for _, p := range Profiles() {
		var buf bytes.Buffer
		if err := WriteProfile(&buf, p); err != nil {
			t.Fatal(err)
		}
		q, err := ReadProfile(&buf)
		if err != nil {
			t.Fatalf("%s: %v", p.Name, err)
		}
		if q.Params()[13] != p.Params()[13] || q.DeliverUDP != p.DeliverUDP || q.FullSource != p.FullSource {
			t.Errorf("%s: read back %+v; want %+v", p.Name, q.Params()[13], p.Params()[13])
		}
		cfg := DefaultConfig()
		if err := cfg.Set("profile", p.Name); err != nil {
			t.Fatal(err)
		}
		want := goldenDigest(t, [][2]string{{"profile", p.Name}}).digest
		cfg.Machine = &q
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if got := goldenRun(t, s); got != want {
			t.Errorf("%s: the file's machine gives digest %s; the profile %s", p.Name, got, want)
		}
	}
}

func TestReadProfileErrors(t *testing.T) {
	const base = `"name": "lab", "base": "zen5-cx5", `
	tests := []struct {
		file string
		want string
	}{
		{`{` + base + `"params": [{"name": "dram-ns", "value": 118, "unit": "ns", "source": "[S] MLC"}]}`, ""},
		{`{` + base + `"params": [{"name": "dram-ns", "value": 4000, "unit": "ns", "source": "[S] MLC"}]}`, "params: dram-ns: 4000 ns is out of range 40..400 ns"},
		{`{` + base + `"params": [{"name": "dram", "value": 118, "unit": "ns", "source": "x"}]}`, `params: "dram" is not a machine parameter`},
		{`{` + base + `"params": [{"name": "dram-ns", "value": 0.118, "unit": "µs", "source": "x"}]}`, `params: dram-ns: the unit must be "ns"`},
		{`{` + base + `"params": [{"name": "dram-ns", "value": 118, "unit": "ns", "source": ""}]}`, "params: dram-ns: no source: say where 118 comes from"},
		{`{` + base + `"params": [{"name": "dram-ns", "unit": "ns", "source": "x"}]}`, "params: dram-ns: no value (40..400 ns)"},
		{`{` + base + `"params": [{"name": "rob", "value": 64, "unit": "entries", "source": "x"}, {"name": "rob", "value": 65, "unit": "entries", "source": "x"}]}`, "params: rob: set twice"},
		{`{` + base + `"params": [], "dram-ns": 118}`, `not a machine file: json: unknown field "dram-ns"`},
		{`{` + base + `"params": [{"name": "dram-ns", "value": 118, "unit": "ns", "source": "x", "note": "y"}]}`, `not a machine file: json: unknown field "note"`},
		{`{` + base + `"works": [{"name": "handle", "instructions": 70, "cycles": 35, "source": "x"}]}`, ""},
		{`{` + base + `"works": [{"name": "handel", "instructions": 70, "cycles": 35, "source": "x"}]}`, `works: "handel" is not a work step; the steps are irq-entry,`},
		{`{` + base + `"works": [{"name": "handle", "instructions": 70, "cycles": -1, "source": "x"}]}`, "works: handle: 70 instructions / -1 cycles; each must lie in 0..1000000"},
		{`{` + base + `"works": [{"name": "handle", "instructions": 70, "source": "x"}]}`, "works: handle: give its instructions and its cycles"},
		{`{` + base + `"fill_policy": {"value": "spin", "source": "x"}}`, `fill_policy: "spin" is not one of wait|drop`},
		{`{"name": "lab", "base": "epyc"}`, `base: profile: "epyc" is not one of zen5-cx5|`},
		{`{"name": "lab", "params": []}`, "fill_policy: missing"},
		{`{"name": "lab", "fill_policy": {"value": "wait", "source": "x"}, "params": []}`, "params: core-ghz is missing: give every parameter, or a base profile"},
		{`{"name": "my lab", "base": "zen5-cx5"}`, `name: "my lab" must be 1..64 characters`},
		{`{` + base + `"params": [{"name": "hot-ways-l1", "value": 12, "unit": "ways", "source": "x"}]}`, "hot-ways-l1: 12 ways must leave at least one of the 12 L1 ways"},
		{`{"name": "lab", "base": "zen5-cx5"} {}`, "not a machine file: more after the machine's object"},
		{`[1, 2]`, "not a machine file: json: cannot unmarshal array"},
		{`{"name": "lab", "base": "zen5-cx5", "title": "` + strings.Repeat("x", MaxProfileFileBytes) + `"}`, "a machine file is at most 1048576 bytes"},
	}
	for _, tt := range tests {
		_, err := ReadProfile(strings.NewReader(tt.file))
		switch {
		case tt.want == "" && err != nil:
			t.Errorf("ReadProfile(%.80s): %v", tt.file, err)
		case tt.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tt.want)):
			t.Errorf("ReadProfile(%.80s): got %v; want %q", tt.file, err, tt.want)
		}
	}
}

// TestProfileFileBase: a file with a base takes what it does not list,
// sources included, from the base.
func TestProfileFileBase(t *testing.T) {
	p, err := ReadProfile(strings.NewReader(`{"name": "lab", "title": "our Genoa", "base": "spr-ddio",
		"params": [{"name": "dram-ns", "value": 118, "unit": "ns", "source": "[S] MLC idle latency"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	spr, _ := LookupProfile("spr-ddio")
	if p.DRAMns != (Param{118, "ns", "[S] MLC idle latency"}) || p.ROB != spr.ROB || p.Handle != spr.Handle || p.Title != "our Genoa" {
		t.Errorf("got dram %v, rob %v, handle %v", p.DRAMns, p.ROB, p.Handle)
	}
}

// profileFuzzSeeds are FuzzReadProfile's seeds: small files that each
// reach a part of ReadProfile (a base, a parameter, a work step, the
// fill policy). A whole machine file is 9.6 KB, and a seed that long
// stalled the fuzzer's minimisation of every input it grew from at six
// execs a minute; TestProfileFileRoundTrip reads whole files.
var profileFuzzSeeds = []string{
	`{"name": "lab", "base": "zen5-cx5", "params": [{"name": "dram-ns", "value": 118, "unit": "ns", "source": "x"}]}`,
	`{"name": "lab", "base": "cx4lx-2016"}`,
	`{"name": "lab", "base": "grace-cx7", "works": [{"name": "handle", "instructions": 1, "cycles": 2, "source": "x"}]}`,
	`{"name": "lab", "base": "grace-cx7", "fill_policy": {"value": "drop", "source": "x"}}`,
}

// maxFuzzSeed bounds a fuzz seed's length (TestProfileFuzzSeeds).
const maxFuzzSeed = 256

// TestProfileFuzzSeeds is the regression test for issue 40's item 11:
// FuzzReadProfile's seeds are small, and each is a file ReadProfile
// reads, so that the fuzzer starts from the paths past the JSON.
func TestProfileFuzzSeeds(t *testing.T) {
	for _, seed := range profileFuzzSeeds {
		if len(seed) > maxFuzzSeed {
			t.Errorf("a seed of %d bytes; want at most %d: %.60s…", len(seed), maxFuzzSeed, seed)
		}
		if _, err := ReadProfile(strings.NewReader(seed)); err != nil {
			t.Errorf("seed %s: %v", seed, err)
		}
	}
}

// FuzzReadProfile: no file makes ReadProfile panic, and a file it accepts
// is a machine that writes and reads back to itself and that the model
// runs.
func FuzzReadProfile(f *testing.F) {
	for _, seed := range profileFuzzSeeds {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, file string) {
		p, err := ReadProfile(strings.NewReader(file))
		if err != nil {
			return
		}
		var out bytes.Buffer
		if err := WriteProfile(&out, p); err != nil {
			t.Fatal(err)
		}
		q, err := ReadProfile(&out)
		if err != nil {
			t.Fatalf("a machine read from a file does not read back: %v", err)
		}
		if q != p {
			t.Fatalf("read back %+v; want %+v", q, p)
		}
		cfg := DefaultConfig()
		cfg.Machine = &p
		if err := cfg.Validate(); err != nil {
			t.Fatalf("an accepted machine does not validate: %v", err)
		}
	})
}

// FuzzParseParamSettings: no text makes the parser panic; what it accepts
// formats and parses back to the same settings and applies to the
// default machine or fails with a *ParamError.
func FuzzParseParamSettings(f *testing.F) {
	for _, s := range []string{"dram-ns=120", "rob=256,fill-buffers=12", "inject=1,inject-ways=4", "hot-ways-l1=11", "work-scale=0.5", "l1-ways=2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		set, err := ParseParamSettings(text)
		if err != nil {
			return
		}
		again, err := ParseParamSettings(FormatParamSettings(set))
		if err != nil || FormatParamSettings(again) != FormatParamSettings(set) {
			t.Fatalf("%q formats as %q, which parses to %v, %v", text, FormatParamSettings(set), again, err)
		}
		p, err := shipped[0].Apply(set)
		if err != nil {
			if _, ok := err.(*ParamError); !ok {
				t.Fatalf("Apply(%q): %v is not a *ParamError", text, err)
			}
			return
		}
		if err := p.CheckParams(); err != nil {
			t.Fatalf("Apply(%q) gave a machine that does not check: %v", text, err)
		}
	})
}
