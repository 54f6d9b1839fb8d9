package model

import (
	"strings"
	"testing"
)

// TestRecordRejects: a length outside (0, MaxRecord] is refused with the
// range.
func TestRecordRejects(t *testing.T) {
	s, err := New(DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range []Time{0, MaxRecord + 1} {
		if _, err := Record(s, d); err == nil || !strings.Contains(err.Error(), "out of range") {
			t.Errorf("Record(%s): %v; want an out of range error", d, err)
		}
	}
}
