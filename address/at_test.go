package address

import "testing"

// TestParseTellsAtZeroFromNoAt: a paused link without "at" and one with
// at=0 are different states (the first opens where the live figures are
// measured, the second at the start), and each query gives its own back.
func TestParseTellsAtZeroFromNoAt(t *testing.T) {
	for _, tt := range []struct {
		query   string
		at      int64
		given   bool
		encoded string // Query of the state parsed
	}{
		{"paused=1", 0, false, "paused=1"},
		{"paused=1&at=0", 0, true, "paused=1&at=0"},
		{"paused=1&at=250000000", 250_000_000, true, "paused=1&at=250000000"},
		{"lesson=strides&step=2&paused=1", 0, false, "lesson=strides&step=2&paused=1"},
		{"lesson=strides&step=2&paused=1&at=0", 0, true, "lesson=strides&step=2&paused=1&at=0"},
		{"lesson=strides&step=2&paused=1&at=11900", 11900, true, "lesson=strides&step=2&paused=1&at=11900"},
		{"at=0", 0, true, "at=0"},
		{"", 0, false, ""},
	} {
		s, ns := Parse(tt.query, Default(), testLessons)
		if len(ns) != 0 {
			t.Errorf("Parse(%q) notices: %v", tt.query, ns)
			continue
		}
		if s.At != tt.at || s.AtGiven != tt.given {
			t.Errorf("Parse(%q): at %d, given %v; want %d, %v", tt.query, s.At, s.AtGiven, tt.at, tt.given)
		}
		if q := s.Query(); q != tt.encoded {
			t.Errorf("Parse(%q).Query() = %q; want %q", tt.query, q, tt.encoded)
		}
		if again, _ := Parse(s.Query(), Default(), testLessons); again != s {
			t.Errorf("Parse(%q) does not come back from its query %q", tt.query, s.Query())
		}
	}
}

// TestSetAtNamesTheTime: "at" set by name (a parent page's message) names
// the time, and a refused value leaves the state as it was.
func TestSetAtNamesTheTime(t *testing.T) {
	s := Default()
	if _, ok := s.Set(ParamAt, "0", testLessons); !ok || !s.AtGiven || s.At != 0 {
		t.Errorf("Set(at, 0): at %d, given %v; want 0, true", s.At, s.AtGiven)
	}
	s = Default()
	if _, ok := s.Set(ParamAt, "-5", testLessons); ok || s.AtGiven {
		t.Errorf("Set(at, -5) was taken or named a time: given %v", s.AtGiven)
	}
}
