package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPerfettoFlag: -perfetto FILE writes a trace that parses, says so,
// and a bad length or a sweep is refused with the range or the reason.
func TestPerfettoFlag(t *testing.T) {
	path := filepath.Join(t.TempDir(), "run.json")
	out, _, err := runArgs(t, "-perfetto", path, "-perfetto-us", "50")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "wrote "+path) {
		t.Errorf("output %q does not say where the trace went", out)
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		TraceEvents []map[string]any `json:"traceEvents"`
	}
	if err := json.Unmarshal(raw, &f); err != nil || len(f.TraceEvents) < 20 {
		t.Fatalf("%d events, %v", len(f.TraceEvents), err)
	}
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"-perfetto", path, "-perfetto-us", "0"}, "-perfetto-us 0 out of range: 1..10000"},
		{[]string{"-perfetto", path, "-perfetto-us", "20000"}, "-perfetto-us 20000 out of range"},
		{[]string{"-perfetto", path, "-sweep", "distance=0..2"}, "cannot be combined with -sweep"},
		{[]string{"-perfetto", filepath.Join(t.TempDir(), "no", "such", "dir.json"), "-perfetto-us", "5"}, "no such file"},
	} {
		if _, _, err := runArgs(t, c.args...); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%v: %v; want an error saying %q", c.args, err, c.says)
		}
	}
}
