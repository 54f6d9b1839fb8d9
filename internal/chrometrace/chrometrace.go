// Package chrometrace reads a trace Chrome records (the DevTools
// protocol's Tracing domain, or chrome://tracing: JSON trace events) and
// says where the time went: for each thread of each process, how long its
// tasks took in wall time and how long the thread actually ran (thread
// time); and for a named event, how many there were and the same two
// sums.
//
// The two sums tell apart a thread that worked from one that waited: a
// task whose thread time is close to its wall time ran all along; one
// whose thread time is a small part of it was waiting, either blocked
// (on a lock, on another process) or runnable without a core. The trace
// alone cannot tell those two apart; Linux's schedstat can (the e2e
// benchmarks read both).
package chrometrace

import (
	"encoding/json"
	"fmt"
	"sort"
	"time"
)

// Event is one trace event: a complete event (phase "X") has a wall
// duration and usually a thread duration; metadata events ("M") name the
// processes and threads.
type Event struct {
	Name string          `json:"name"`
	Cat  string          `json:"cat"`
	Ph   string          `json:"ph"`
	Ts   float64         `json:"ts"`   // start, µs
	Dur  float64         `json:"dur"`  // wall time, µs
	TDur float64         `json:"tdur"` // thread (CPU) time, µs
	Pid  int             `json:"pid"`
	Tid  int             `json:"tid"`
	Args json.RawMessage `json:"args"`
}

// Parse reads a trace: a JSON array of events, or an object with them
// in traceEvents.
func Parse(data []byte) ([]Event, error) {
	var evs []Event
	if err := json.Unmarshal(data, &evs); err == nil {
		return evs, nil
	}
	var obj struct {
		TraceEvents []Event `json:"traceEvents"`
	}
	if err := json.Unmarshal(data, &obj); err != nil {
		return nil, fmt.Errorf("chrometrace: neither a JSON array of trace events nor an object with traceEvents: %w", err)
	}
	return obj.TraceEvents, nil
}

// Thread is one thread's share of a trace.
type Thread struct {
	Process, Name string
	Pid, Tid      int
	Tasks         int           // top-level events: those inside no other on the thread
	Wall          time.Duration // their wall time
	CPU           time.Duration // their thread time
}

// Stat sums the events of one name.
type Stat struct {
	Count int
	Wall  time.Duration
	CPU   time.Duration
}

// Trace is a parsed trace, its events indexed by thread.
type Trace struct {
	events  []Event
	process map[int]string
	thread  map[[2]int]string
	Span    time.Duration // from the first event's start to the last one's end
}

// New indexes a trace's events.
func New(evs []Event) *Trace {
	tr := &Trace{events: evs, process: map[int]string{}, thread: map[[2]int]string{}}
	var first, last float64
	seen := false
	for _, e := range evs {
		switch e.Ph {
		case "M":
			var a struct {
				Name string `json:"name"`
			}
			if json.Unmarshal(e.Args, &a) != nil {
				continue
			}
			switch e.Name {
			case "process_name":
				tr.process[e.Pid] = a.Name
			case "thread_name":
				tr.thread[[2]int{e.Pid, e.Tid}] = a.Name
			}
		case "X":
			if !seen || e.Ts < first {
				first = e.Ts
			}
			if !seen || e.Ts+e.Dur > last {
				last = e.Ts + e.Dur
			}
			seen = true
		}
	}
	tr.Span = micros(last - first)
	return tr
}

// Names gives the process's and the thread's names of an event's thread.
func (tr *Trace) Names(pid, tid int) (process, thread string) {
	return tr.process[pid], tr.thread[[2]int{pid, tid}]
}

// Threads sums each thread's top-level tasks, busiest (by wall time)
// first. Nested events are inside their parent's time and are not
// counted again.
func (tr *Trace) Threads() []Thread {
	by := map[[2]int][]Event{}
	for _, e := range tr.events {
		if e.Ph == "X" {
			k := [2]int{e.Pid, e.Tid}
			by[k] = append(by[k], e)
		}
	}
	out := make([]Thread, 0, len(by))
	for k, evs := range by {
		sort.Slice(evs, func(i, j int) bool {
			if evs[i].Ts != evs[j].Ts {
				return evs[i].Ts < evs[j].Ts
			}
			return evs[i].Dur > evs[j].Dur // the parent first
		})
		th := Thread{Pid: k[0], Tid: k[1]}
		th.Process, th.Name = tr.Names(k[0], k[1])
		end := -1.0
		for _, e := range evs {
			if e.Ts < end {
				continue // inside the last top-level task
			}
			th.Tasks++
			th.Wall += micros(e.Dur)
			th.CPU += micros(e.TDur)
			end = e.Ts + e.Dur
		}
		out = append(out, th)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Wall > out[j].Wall })
	return out
}

// Named sums the events called name on threads called thread (any thread
// when it is ""), and returns them too, in the trace's order.
func (tr *Trace) Named(name, thread string) (Stat, []Event) {
	var s Stat
	var evs []Event
	for _, e := range tr.events {
		if e.Ph != "X" || e.Name != name {
			continue
		}
		if _, th := tr.Names(e.Pid, e.Tid); thread != "" && th != thread {
			continue
		}
		s.Count++
		s.Wall += micros(e.Dur)
		s.CPU += micros(e.TDur)
		evs = append(evs, e)
	}
	return s, evs
}

// Waited splits events longer than over into those whose thread ran at
// most half their wall time (it waited) and the rest (it worked), and
// sums the wall and thread time of each group.
func Waited(evs []Event, over time.Duration) (waited, worked Stat) {
	for _, e := range evs {
		if micros(e.Dur) <= over {
			continue
		}
		s := &worked
		if e.TDur*2 <= e.Dur {
			s = &waited
		}
		s.Count++
		s.Wall += micros(e.Dur)
		s.CPU += micros(e.TDur)
	}
	return waited, worked
}

// micros converts the trace's microseconds.
func micros(v float64) time.Duration { return time.Duration(v * float64(time.Microsecond)) }
