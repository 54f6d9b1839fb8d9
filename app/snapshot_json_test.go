package app

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestSnapshotJSONIsFlat: the page publishes the snapshot as JSON and
// its readers name its fields at the top (state().PacketsConsumed): the
// groups the Go type is split into must not show in it.
func TestSnapshotJSONIsFlat(t *testing.T) {
	var s Snapshot
	s.PacketsConsumed = 7
	s.Lesson = "ahead"
	s.Machine.Profile = "zen5-cx5"
	b, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	for key, want := range map[string]any{"PacketsConsumed": 7.0, "Lesson": "ahead", "Ready": false} {
		if got := m[key]; got != want {
			t.Errorf("state().%s = %v, want %v", key, got, want)
		}
	}
	if mach, _ := m["Machine"].(map[string]any); mach["Profile"] != "zen5-cx5" {
		t.Errorf("state().Machine = %v, want its Profile zen5-cx5", m["Machine"])
	}
	for key := range m {
		if strings.HasPrefix(key, "Snapshot") {
			t.Errorf("the snapshot's JSON has a group %s at its top", key)
		}
	}
}
