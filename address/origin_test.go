package address

import (
	"strings"
	"testing"
)

func TestParentOrigin(t *testing.T) {
	tests := []struct {
		query   string
		origin  string
		given   bool
		wantErr string // in the notice
	}{
		{"embed=1", "", false, ""},
		{"parentOrigin=https%3A%2F%2Fexample.org", "https://example.org", true, ""},
		{"?embed=1&parentOrigin=https://Example.ORG:8443/", "https://example.org:8443", true, ""},
		{"parentOrigin=http://127.0.0.1:9000", "http://127.0.0.1:9000", true, ""},
		{"parentOrigin=example.org", "", true, `"example.org" is not an origin such as https://example.org`},
		{"parentOrigin=javascript:alert(1)", "", true, "is not an origin"},
		{"parentOrigin=https://example.org/page", "", true, "is not an origin"},
		{"parentOrigin=https://user@example.org", "", true, "is not an origin"},
		{"parentOrigin=", "", true, "is not an origin"},
		{"parentOrigin=https://a.org&parentOrigin=https://a.org", "https://a.org", true, ""},
		{"parentOrigin=https://a.org&parentOrigin=https://b.org", "", true, "given 2 times with different values"},
	}
	for _, tt := range tests {
		o, n, given := ParentOrigin(tt.query)
		if o != tt.origin || given != tt.given {
			t.Errorf("ParentOrigin(%q) = %q, given %v; want %q, %v", tt.query, o, given, tt.origin, tt.given)
		}
		if tt.wantErr == "" && n.Text != "" || !strings.Contains(n.Text, tt.wantErr) {
			t.Errorf("ParentOrigin(%q) notice %q; want one containing %q", tt.query, n.Text, tt.wantErr)
		}
	}
}

// TestParseLeavesParentOriginToThePage is the regression test for issue
// 18: the pin is not an unknown parameter to the state (which dropped it
// from the address, so a reload lost it), and a state's query never
// carries it.
func TestParseLeavesParentOriginToThePage(t *testing.T) {
	s, ns := Parse("embed=1&distance=6&parentOrigin=https%3A%2F%2Fexample.org", Default(), testLessons)
	if len(ns) != 0 {
		t.Errorf("Parse noticed %v; want nothing", ns)
	}
	if q := s.Query(); strings.Contains(q, "parentOrigin") || !strings.Contains(q, "distance=6") {
		t.Errorf("Query() = %q; want the state's distance and no pin", q)
	}
}
