package app

import (
	"encoding/json"
	"strings"
	"testing"

	"rxscope/model"
)

// TestTraceExport: the screen's export is a trace of the stretch the
// after simulation holds, ending at its Now, named after the state.
func TestTraceExport(t *testing.T) {
	s, err := NewSession(model.DefaultConfig(), false, DefaultSpeed)
	if err != nil {
		t.Fatal(err)
	}
	s.RunTo(300 * model.Microsecond)
	name, data, err := s.TraceExport()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(name, "rxscope-stride-ahead-d4-") || !strings.HasSuffix(name, "-at-300us.json") {
		t.Errorf("named %q; want it after the state and its time", name)
	}
	var f struct {
		OtherData   map[string]any   `json:"otherData"`
		TraceEvents []map[string]any `json:"traceEvents"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatalf("not JSON: %v", err)
	}
	if end := f.OtherData["end_ps"].(float64); end != float64(s.After().Now()) {
		t.Errorf("the trace ends at %v ps; the simulation is at %d", end, s.After().Now())
	}
	slices := 0
	for _, e := range f.TraceEvents {
		if e["ph"] == "X" {
			slices++
		}
	}
	if slices < 10 {
		t.Errorf("%d slices in the export: want the CPU's and the NIC's", slices)
	}
}
