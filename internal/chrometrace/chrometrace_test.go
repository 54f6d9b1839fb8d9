package chrometrace

import (
	"testing"
	"time"
)

// sample is a trace of two threads: a page's main thread with a task
// that ran (a frame's callback nested in it) and one that waited, and a
// GPU thread whose one task waited on a read-back.
const sample = `{"traceEvents": [
 {"ph": "M", "name": "process_name", "pid": 1, "args": {"name": "Renderer"}},
 {"ph": "M", "name": "thread_name", "pid": 1, "tid": 10, "args": {"name": "CrRendererMain"}},
 {"ph": "M", "name": "process_name", "pid": 2, "args": {"name": "GPU Process"}},
 {"ph": "M", "name": "thread_name", "pid": 2, "tid": 20, "args": {"name": "CrGpuMain"}},
 {"ph": "X", "name": "RunTask", "pid": 1, "tid": 10, "ts": 1000, "dur": 5000, "tdur": 4800},
 {"ph": "X", "name": "FireAnimationFrame", "pid": 1, "tid": 10, "ts": 1100, "dur": 4000, "tdur": 3900},
 {"ph": "X", "name": "RunTask", "pid": 1, "tid": 10, "ts": 20000, "dur": 30000, "tdur": 3000},
 {"ph": "X", "name": "FireAnimationFrame", "pid": 1, "tid": 10, "ts": 20000, "dur": 30000, "tdur": 3000},
 {"ph": "X", "name": "FireAnimationFrame", "pid": 1, "tid": 10, "ts": 60000, "dur": 1000, "tdur": 100},
 {"ph": "X", "name": "RunTask", "pid": 2, "tid": 20, "ts": 2000, "dur": 80000, "tdur": 500},
 {"ph": "X", "name": "ImageHelper::readPixelsImpl - CPU Readback", "pid": 2, "tid": 20, "ts": 2100, "dur": 79000, "tdur": 200}
]}`

func TestThreadsAndNamed(t *testing.T) {
	evs, err := Parse([]byte(sample))
	if err != nil {
		t.Fatal(err)
	}
	tr := New(evs)
	if want := 81 * time.Millisecond; tr.Span != want {
		t.Errorf("span %v, want %v", tr.Span, want)
	}
	threads := tr.Threads()
	want := []Thread{
		{Process: "GPU Process", Name: "CrGpuMain", Pid: 2, Tid: 20, Tasks: 1, Wall: 80 * time.Millisecond, CPU: 500 * time.Microsecond},
		{Process: "Renderer", Name: "CrRendererMain", Pid: 1, Tid: 10, Tasks: 3, Wall: 36 * time.Millisecond, CPU: 7900 * time.Microsecond},
	}
	if len(threads) != len(want) {
		t.Fatalf("threads %+v, want %+v", threads, want)
	}
	for i := range want {
		if threads[i] != want[i] {
			t.Errorf("thread %d: %+v, want %+v", i, threads[i], want[i])
		}
	}
	for _, c := range []struct {
		name, thread string
		want         Stat
	}{
		{"FireAnimationFrame", "CrRendererMain", Stat{3, 35 * time.Millisecond, 7000 * time.Microsecond}},
		{"FireAnimationFrame", "", Stat{3, 35 * time.Millisecond, 7000 * time.Microsecond}},
		{"FireAnimationFrame", "CrGpuMain", Stat{}},
		{"ImageHelper::readPixelsImpl - CPU Readback", "", Stat{1, 79 * time.Millisecond, 200 * time.Microsecond}},
	} {
		if got, _ := tr.Named(c.name, c.thread); got != c.want {
			t.Errorf("Named(%q, %q) = %+v, want %+v", c.name, c.thread, got, c.want)
		}
	}
	_, frames := tr.Named("FireAnimationFrame", "")
	waited, worked := Waited(frames, 3*time.Millisecond)
	if waited != (Stat{1, 30 * time.Millisecond, 3 * time.Millisecond}) || worked != (Stat{1, 4 * time.Millisecond, 3900 * time.Microsecond}) {
		t.Errorf("Waited: %+v and %+v", waited, worked)
	}
}

func TestParseRefusesOtherJSON(t *testing.T) {
	for _, in := range []string{`"a string"`, `{"traceEvents": 3}`, `not json`} {
		if _, err := Parse([]byte(in)); err == nil {
			t.Errorf("Parse(%s): no error", in)
		}
	}
	if evs, err := Parse([]byte(`[{"ph": "X", "name": "a", "ts": 1, "dur": 2}]`)); err != nil || len(evs) != 1 {
		t.Errorf("a bare array: %v, %v", evs, err)
	}
}
