package site

import "testing"

func TestAccepts(t *testing.T) {
	tests := []struct {
		header, token string
		want          bool
	}{
		{"", "br", false},
		{"br", "br", true},
		{"gzip, deflate, br", "br", true},
		{"BR", "br", true},
		{"br;q=0", "br", false},
		{"br;q=0.000", "br", false},
		{"BR;Q=0", "br", false}, // issue 18: an upper-case Q still refused
		{"br ; q = 0 , gzip", "br", false},
		{"br;q=0.5", "br", true},
		{"br;level=1;q=0", "br", false},
		{"br;q=abc", "br", false},
		{"br;q=2", "br", false},
		{"br;q=-1", "br", false},
		{"gzip", "br", false},
		{"*", "br", true},
		{"*;q=0", "br", false},
		{"*, br;q=0", "br", false},
		{"br;q=0, *", "br", false},
		{"gzip;q=1, *;q=0", "br", false},
		{"gzip;q=1, *;q=0", "gzip", true},
		{"brotli", "br", false},
	}
	for _, tt := range tests {
		if got := accepts(tt.header, tt.token); got != tt.want {
			t.Errorf("accepts(%q, %q) = %v; want %v", tt.header, tt.token, got, tt.want)
		}
	}
}
