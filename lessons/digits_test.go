package lessons

import (
	"regexp"
	"strings"
	"testing"
)

// seedNames are the only digits a lesson may type outside a placeholder
// or a name: the numbers of the seeds ("seed 000").
var seedNames = regexp.MustCompile(`(?i)\bseed 00[0-4]\b`)

var placeholder = regexp.MustCompile(`\{[^{}]*\}`)

// typedDigits returns the digit sequences of a template that neither a
// placeholder nor a name holds. A digit run is part of a name when a
// letter or an underscore comes right before it: mlx5e_handle_rx_cqe_mpwrq,
// mlx4, L2, v1. Everything else is a number typed into the text, which
// must come from the model instead.
func typedDigits(tpl string) []string {
	s := placeholder.ReplaceAllString(tpl, " ")
	s = seedNames.ReplaceAllString(s, " ")
	var typed []string
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			continue
		}
		j := i
		for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '.' && j+1 < len(s) && s[j+1] >= '0' && s[j+1] <= '9') {
			j++
		}
		if p := i - 1; p < 0 || !(s[p] == '_' || s[p] >= 'a' && s[p] <= 'z' || s[p] >= 'A' && s[p] <= 'Z') {
			typed = append(typed, s[i:j])
		}
		i = j
	}
	return typed
}

func TestTypedDigitsChecker(t *testing.T) {
	tests := []struct {
		in   string
		want string
	}{
		{"{cpp} cycles per packet", ""},
		{"distance 4 costs less", "4"},
		{"mlx5e_handle_rx_cqe_mpwrq (en_rx.c) and mlx4_en_process_rx_cq", ""},
		{"seed 000 v2 and Seed 003's ring", ""},
		{"seed 007", "007"},
		{"from L2 or the LLC, {lat.cqe} cycles away", ""},
		{"3.44 Mpps", "3.44"},
		{"x86-64", "64"},
		{"+36% faster", "36"},
		{"{distance.d0} to {distance.d5}", ""},
	}
	for _, tt := range tests {
		if got := strings.Join(typedDigits(tt.in), ","); got != tt.want {
			t.Errorf("typedDigits(%q) = %q; want %q", tt.in, got, tt.want)
		}
	}
}

// TestNoTypedNumbers fails if a lesson types a number that is not a
// placeholder filled from the model, a name or a seed number.
func TestNoTypedNumbers(t *testing.T) {
	for _, l := range All() {
		for _, tpl := range []string{l.Title, l.Summary} {
			if d := typedDigits(tpl); len(d) > 0 {
				t.Errorf("%s: %q types %v", l.ID, tpl, d)
			}
		}
		for _, st := range l.Steps {
			for _, tpl := range templates(&st) {
				if d := typedDigits(tpl); len(d) > 0 {
					t.Errorf("%s step %q: types %v in\n%s", l.ID, st.Title, d, tpl)
				}
			}
		}
	}
}
