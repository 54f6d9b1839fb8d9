package address

import (
	"rxscope/model"

	"strings"
	"testing"
)

// fakeLessons is a catalogue of two lessons for the parser.
type fakeLessons map[string]int

func (f fakeLessons) Steps(id string) (int, bool) { n, ok := f[id]; return n, ok }

var testLessons = fakeLessons{"strides": 5, "stride-ahead": 8}

func TestQueryRoundTrip(t *testing.T) {
	queries := []string{
		"",
		"distance=6",
		"distance=0&size=64&xdp=drop",
		"cqe-compress=on&inject=on&speed=2&paused=1",
		"paused=1&at=11900",
		"lesson=strides&step=3&theme=projector&embed=1&text=0",
		"mtu=9000&size=9000&rate=1.2",
		"paused=1&at=11900&log=all",
		"speed=7&at=2500000", // a running state restored after a lost context (issue 18)
		"log=cpu",
		"zoom=ring",
		"zoom=packets&embed=1",
		"zoom=cpu&theme=projector",
		"lesson=strides&step=2&zoom=figures",
		"zoom=chart&paused=1",
	}
	for _, q := range queries {
		s, ns := Parse(q, Default(), testLessons)
		if len(ns) != 0 {
			t.Errorf("Parse(%q) notices: %v", q, ns)
			continue
		}
		again, ns := Parse(s.Query(), Default(), testLessons)
		if len(ns) != 0 || again != s {
			t.Errorf("Parse(%q).Query() = %q does not give the state back (notices %v)", q, s.Query(), ns)
		}
	}
}

func TestParseDefaultsIsEmptyQuery(t *testing.T) {
	if q := Default().Query(); q != "" {
		t.Fatalf("Default().Query() = %q; want empty", q)
	}
}

func TestParseHostile(t *testing.T) {
	huge := strings.Repeat("9", 100<<10)
	tests := []struct {
		name, query string
		param       string // the parameter the notice must name ("" for the whole query)
	}{
		{"out of range", "distance=17", `"distance"`},
		{"negative", "distance=-1", `"distance"`},
		{"huge number", "distance=99999999999999999999999", `"distance"`},
		{"NaN", "rate=NaN", `"rate"`},
		{"not a number", "size=big", `"size"`},
		{"unknown key", "foo=1", `"foo"`},
		{"markup value", "xdp=<img src=x onerror=alert(1)>", `"xdp"`},
		{"script key", "<script>alert(1)</script>=1", `"<script>alert(1)</script>"`},
		{"bad lesson", "lesson=nope", `"lesson"`},
		{"step too far", "lesson=strides&step=6", `"step"`},
		{"step without lesson", "step=2", `"step"`},
		{"bad speed", "speed=11", `"speed"`},
		{"bad bool", "paused=maybe", `"paused"`},
		{"bad theme", "theme=neon", `"theme"`},
		{"bad log", "log=verbose", `"log"`},
		{"bad zoom", "zoom=lesson", `"zoom"`},
		{"time too late", "paused=1&at=100000000000", `"at"`},
		{"100 KB value", "distance=" + huge, ""},
		{"bad escape", "distance=%zz", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, ns := Parse(tt.query, Default(), testLessons)
			if len(ns) == 0 {
				t.Fatalf("Parse(%.40q) gave no notice", tt.query)
			}
			if tt.param != "" && ns[0].Param != tt.param {
				t.Errorf("notice names %s; want %s (%s)", ns[0].Param, tt.param, ns[0].Text)
			}
			for _, n := range ns {
				if len(n.Text) > 400 {
					t.Errorf("notice is %d bytes long; a notice quotes at most a short part of the input", len(n.Text))
				}
			}
			if s.Config != Default().Config && tt.name != "step too far" {
				t.Errorf("a rejected parameter changed the model's configuration")
			}
		})
	}
}

// TestNoticeSaysWhatIsWrong: a number too large for any knob is out of
// its range (not "not an integer"), and NaN is not a number (not "out of
// range").
func TestNoticeSaysWhatIsWrong(t *testing.T) {
	for _, tt := range []struct{ query, want string }{
		{"speed=11", `"11" is out of range 0..9`},
		{"speed=NaN", `"NaN" is not a whole number 0..9`},
		{"distance=99999999999999999999999", `99999999999999999999999 is out of range 0..16`},
		{"rate=NaN", `"NaN" is not a number or line`},
	} {
		_, ns := Parse(tt.query, Default(), testLessons)
		if len(ns) != 1 || !strings.Contains(ns[0].Text, tt.want) {
			t.Errorf("Parse(%q): notices %v; want one saying %s", tt.query, ns, tt.want)
		}
	}
}

func TestNoticeSaysWhatAndRange(t *testing.T) {
	_, ns := Parse("distance=17", Default(), testLessons)
	if len(ns) != 1 {
		t.Fatalf("notices %v; want one", ns)
	}
	for _, want := range []string{"distance", "17", "0..16", "4"} {
		if !strings.Contains(ns[0].Text, want) {
			t.Errorf("notice %q does not mention %q", ns[0].Text, want)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"", "distance=6", "lesson=strides&step=2", "rate=NaN", "a=%zz&&=", "size=1e309"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, q string) {
		s, _ := Parse(q, Default(), testLessons)
		if err := s.Config.Validate(); err != nil {
			t.Fatalf("Parse(%q) produced an invalid configuration: %v", q, err)
		}
		again, ns := Parse(s.Query(), Default(), testLessons)
		if len(ns) != 0 || again != s {
			t.Fatalf("Parse(%q): the canonical query %q does not round-trip (%v)", q, s.Query(), ns)
		}
	})
}

// TestNoticeNamesTheKnobValidateRefuses: a URL whose knobs do not fit
// together gets a notice for the knob the model's KnobError names (not
// the first word of its message), with the model's reason and the value
// used instead, and a Set that breaks another knob names that knob.
func TestNoticeNamesTheKnobValidateRefuses(t *testing.T) {
	tests := []struct {
		query      string
		param      string
		want       []string
		wantConfig func(c model.Config) bool
	}{
		{"size=1600", "size", []string{"1600 is out of range 64..1500", `"512" is used`}, func(c model.Config) bool { return c.Size == 512 }},
		{"lro=on", "lro", []string{"on needs traffic tcp", `"off" is used`}, func(c model.Config) bool { return !c.LRO }},
		{"mtu=9000&size=9000&rate=50", "rate", []string{"50 is out of range", `"line" is used`}, func(c model.Config) bool { return c.RateMpps == 0 && c.Size == 9000 }},
	}
	for _, tt := range tests {
		s, ns := Parse(tt.query, Default(), testLessons)
		if len(ns) != 1 || ns[0].Param != `"`+tt.param+`"` {
			t.Errorf("%s: notices %v; want one for %s", tt.query, ns, tt.param)
			continue
		}
		for _, w := range tt.want {
			if !strings.Contains(ns[0].Text, w) {
				t.Errorf("%s: notice %q does not say %q", tt.query, ns[0].Text, w)
			}
		}
		if !tt.wantConfig(s.Config) {
			t.Errorf("%s: configuration %+v", tt.query, s.Config)
		}
	}
	s := Default()
	s.Config.MTU, s.Config.Size = 9000, 9000
	n, ok := s.Set("mtu", "1500", testLessons)
	if ok || !strings.Contains(n.Text, "size: 9000 is out of range 64..1500") {
		t.Errorf(`Set("mtu", "1500") at size 9000: %v, %q; want refused, naming size`, ok, n.Text)
	}
}

// TestZoomParameter: each region by its name, "whole" as no zoom (left
// out of the address), and a bad value named in a notice with the values
// allowed, the whole screen kept.
func TestZoomParameter(t *testing.T) {
	for z := ZoomWhole; z < NumZooms; z++ {
		s, ns := Parse("zoom="+z.String(), Default(), testLessons)
		if len(ns) != 0 || s.Zoom != z {
			t.Errorf("zoom=%s: zoom %v, notices %v", z, s.Zoom, ns)
		}
		want := "zoom=" + z.String()
		if z == ZoomWhole {
			want = ""
		}
		if q := s.Query(); q != want {
			t.Errorf("zoom=%s: Query() = %q, want %q", z, q, want)
		}
	}
	s, ns := Parse("zoom=Ring&distance=6", Default(), testLessons)
	if len(ns) != 1 || s.Zoom != ZoomWhole || s.Config.Distance != 6 {
		t.Fatalf("zoom=Ring: zoom %v, distance %d, notices %v; want the whole screen, distance 6, one notice", s.Zoom, s.Config.Distance, ns)
	}
	for _, want := range []string{`"zoom"`, `"Ring"`, "whole, ring, packets, cpu, figures or chart", "whole screen"} {
		if !strings.Contains(ns[0].Text, want) {
			t.Errorf("notice %q does not say %s", ns[0].Text, want)
		}
	}
}
