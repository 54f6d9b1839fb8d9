package perfetto

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"rxscope/model"
)

// traceFile is the Chrome trace event JSON's object form.
type traceFile struct {
	DisplayTimeUnit string           `json:"displayTimeUnit"`
	OtherData       map[string]any   `json:"otherData"`
	TraceEvents     []map[string]any `json:"traceEvents"`
}

// recordTrace runs set's configuration for warm, records d and returns
// the trace as written and parsed.
func recordTrace(t *testing.T, set [][2]string, warm, d model.Time) ([]byte, traceFile) {
	t.Helper()
	s, err := model.New(configWith(t, set))
	if err != nil {
		t.Fatal(err)
	}
	s.SetTraceLevel(model.TraceOff)
	s.RunUntil(warm)
	r, err := model.Record(s, d)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := Write(&b, r); err != nil {
		t.Fatal(err)
	}
	var f traceFile
	if err := json.Unmarshal(b.Bytes(), &f); err != nil {
		t.Fatalf("not valid JSON: %v", err)
	}
	return b.Bytes(), f
}

// checkTrace is the format's rules and the trace's own: every event has
// the fields its phase requires; on each track slices' starts never go
// back and slices never overlap (a thread's slices must nest, and ours
// do not nest); every flow has its start and its end, in that order; ts
// and the picosecond kept in args agree.
func checkTrace(t *testing.T, name string, f traceFile) map[string]int {
	t.Helper()
	seen := map[string]int{}
	lastTS := map[string]float64{}
	lastEnd := map[string]float64{}
	flows := map[float64][2]float64{}
	for i, e := range f.TraceEvents {
		ph, _ := e["ph"].(string)
		seen[ph]++
		where := fmt.Sprintf("%s: event %d %v", name, i, e)
		for _, k := range []string{"ph", "name", "pid", "tid"} {
			if _, ok := e[k]; !ok {
				t.Fatalf("%s: no %q", where, k)
			}
		}
		if ph == "M" {
			continue
		}
		ts, ok := e["ts"].(float64)
		if !ok {
			t.Fatalf("%s: no numeric ts", where)
		}
		args, _ := e["args"].(map[string]any)
		if args == nil {
			t.Fatalf("%s: no args", where)
		}
		if ps, ok := args["ps"].(float64); ph != "C" && (!ok || ps/1e6 < ts-1e-6 || ps/1e6 > ts+1e-6) {
			t.Fatalf("%s: args.ps %v does not match ts %v µs", where, args["ps"], ts)
		}
		track := fmt.Sprint(e["pid"], "/", e["tid"], "/", ph == "C", "/", e["name"])
		if ph != "C" {
			track = fmt.Sprint(e["pid"], "/", e["tid"])
		}
		if ts < lastTS[track] {
			t.Fatalf("%s: ts %v goes back on track %s (last %v)", where, ts, track, lastTS[track])
		}
		lastTS[track] = ts
		switch ph {
		case "X":
			dur, ok := e["dur"].(float64)
			if !ok || dur < 0 {
				t.Fatalf("%s: a slice needs dur >= 0", where)
			}
			if ts < lastEnd[track]-1e-6 {
				t.Fatalf("%s: starts at %v before the last slice on %s ends (%v)", where, ts, track, lastEnd[track])
			}
			lastEnd[track] = ts + dur
		case "i":
			if e["s"] == nil {
				t.Fatalf("%s: an instant needs its scope", where)
			}
		case "C":
			if len(args) == 0 {
				t.Fatalf("%s: a counter needs values", where)
			}
		case "s", "f":
			id, ok := e["id"].(float64)
			if !ok || e["cat"] == nil {
				t.Fatalf("%s: a flow needs id and cat", where)
			}
			fl := flows[id]
			if ph == "s" {
				if fl[0] != 0 {
					t.Fatalf("%s: flow %v starts twice", where, id)
				}
				fl[0] = ts + 1e-9 // + so that a start at 0 is seen
			} else {
				if fl[0] == 0 || fl[1] != 0 {
					t.Fatalf("%s: flow %v ends before it starts, or twice", where, id)
				}
				fl[1] = ts + 1e-9
			}
			flows[id] = fl
		default:
			t.Fatalf("%s: unexpected phase %q", where, ph)
		}
	}
	for id, fl := range flows {
		if fl[1] == 0 {
			t.Errorf("%s: flow %v has no end", name, id)
		}
	}
	seen["flows"] = len(flows)
	return seen
}

// TestPerfettoFormat: traces of configurations that exercise each kind
// of record follow the format and carry each track.
func TestPerfettoFormat(t *testing.T) {
	cases := []struct {
		name string
		set  [][2]string
		want []string // event names the trace must hold
	}{
		{"default", nil, []string{"mlx5e_napi_poll", "DMA writes", "CQE writes", "work", "fill buffers in use", "ring", "prefetch header", "drop: rx_out_of_buffer"}},
		{"today", [][2]string{{"variant", "today"}}, []string{"waits for header line"}},
		{"xdp-drop", [][2]string{{"xdp", "drop"}, {"size", "64"}}, []string{"DMA writes"}},
		{"compress", [][2]string{{"cqe-compress", "on"}, {"size", "64"}}, []string{"compressed session write"}},
		{"legacy", [][2]string{{"rq", "legacy"}, {"size", "64"}}, []string{"mlx5e_napi_poll"}},
	}
	for _, c := range cases {
		raw, f := recordTrace(t, c.set, 300*model.Microsecond, 200*model.Microsecond)
		seen := checkTrace(t, c.name, f)
		if seen["X"] == 0 || seen["C"] == 0 || seen["M"] == 0 {
			t.Errorf("%s: phases %v: want slices, counters and metadata", c.name, seen)
		}
		for _, w := range c.want {
			if !bytes.Contains(raw, []byte(w)) {
				t.Errorf("%s: no %q in the trace", c.name, w)
			}
		}
	}
}

// TestPerfettoFlows: a prefetching variant's trace has a flow for each
// prefetch that went to memory (below maxFlows), from issue to arrival.
func TestPerfettoFlows(t *testing.T) {
	_, f := recordTrace(t, [][2]string{{"variant", "stride-ahead"}, {"distance", "4"}}, 300*model.Microsecond, 100*model.Microsecond)
	seen := checkTrace(t, "stride-ahead", f)
	if seen["flows"] == 0 || seen["s"] != seen["f"] {
		t.Errorf("flows %d, starts %d, ends %d: want as many ends as starts, and some", seen["flows"], seen["s"], seen["f"])
	}
	if got := f.OtherData["prefetch_flows"].(float64); int(got) != seen["flows"] {
		t.Errorf("otherData says %v flows; the trace has %d", got, seen["flows"])
	}
}

// maxTraceBytes is the size a 1 ms trace stays under (README).
const maxTraceBytes = 12 << 20

// TestPerfettoSize: a 1 ms trace stays under maxTraceBytes, at the
// default and at the densest configurations (64 B XDP_DROP at line
// rate; the legacy RQ, one WQE a frame).
func TestPerfettoSize(t *testing.T) {
	for _, set := range [][][2]string{nil, {{"xdp", "drop"}, {"size", "64"}}, {{"rq", "legacy"}, {"xdp", "tx"}, {"size", "64"}}} {
		raw, _ := recordTrace(t, set, 200*model.Microsecond, model.Millisecond)
		if len(raw) > maxTraceBytes {
			t.Errorf("%v: a 1 ms trace is %d bytes; the bound is %d", set, len(raw), maxTraceBytes)
		}
	}
}

// TestRecordingOf: the app's export holds what the recorders hold, and
// writes a valid trace.
func TestRecordingOf(t *testing.T) {
	s, err := model.New(model.DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	s.RunUntil(200 * model.Microsecond)
	r := model.RecordingOf(s)
	if len(r.Events) == 0 || len(r.Segments) == 0 || r.Start >= r.End {
		t.Fatalf("RecordingOf: %d events, %d segments, %s..%s", len(r.Events), len(r.Segments), r.Start, r.End)
	}
	var b bytes.Buffer
	if err := Write(&b, r); err != nil {
		t.Fatal(err)
	}
	var f traceFile
	if err := json.Unmarshal(b.Bytes(), &f); err != nil {
		t.Fatal(err)
	}
	checkTrace(t, "RecordingOf", f)
}

func TestAppendMicros(t *testing.T) {
	for _, c := range []struct {
		t    model.Time
		want string
	}{{0, "0.000000"}, {1, "0.000001"}, {model.Microsecond, "1.000000"}, {5813957681, "5813.957681"}} {
		if got := string(appendMicros(nil, c.t)); got != c.want {
			t.Errorf("appendMicros(%d) = %s; want %s", c.t, got, c.want)
		}
	}
}

// TestExampleTraceInDocs: the example trace a reader opens follows the
// format (rxsim -perfetto docs/example-trace.json -perfetto-us 100
// writes it again).
func TestExampleTraceInDocs(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("..", "..", "docs", "example-trace.json"))
	if err != nil {
		t.Fatal(err)
	}
	var f traceFile
	if err := json.Unmarshal(raw, &f); err != nil {
		t.Fatal(err)
	}
	if seen := checkTrace(t, "docs/example-trace.json", f); seen["X"] == 0 || seen["flows"] == 0 {
		t.Errorf("the example has %v: want slices and prefetch flows", seen)
	}
}

// configWith is the default configuration with set's knobs changed.
func configWith(t *testing.T, set [][2]string) model.Config {
	t.Helper()
	cfg := model.DefaultConfig()
	for _, kv := range set {
		if err := cfg.Set(kv[0], kv[1]); err != nil {
			t.Fatal(err)
		}
	}
	return cfg
}
