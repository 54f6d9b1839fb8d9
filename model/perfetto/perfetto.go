package perfetto

import (
	"io"
	"strconv"

	"rxscope/model"
)

// Write writes r in the Chrome trace event JSON format, which
// ui.perfetto.dev and chrome://tracing open:
//
//	process 1 "NAPI core (CPU 0)"
//	  thread 1 "mlx5e_napi_poll"      a slice per poll
//	  thread 2 "CPU"                  work and stalls, a slice each: a stall
//	                                  is named by the function whose access
//	                                  the core waits for and the line's kind
//	  counter "fill buffers in use"
//	  flows "prefetch <line>"         each software prefetch that went to
//	                                  memory, from the slice that issued it
//	                                  to the one running when its line
//	                                  arrives (the first maxFlows of them)
//	process 2 "NIC"
//	  thread 1 "DMA writes"           a slice per run of frames written to one WQE
//	  thread 2 "CQE writes"           a slice per run of their CQEs; an instant
//	                                  per compressed session
//	  thread 3 "drops"                an instant per drop, named by its counter
//	  counter "ring"                  free strides, frames awaiting NAPI
//
// Times are the trace's microseconds ("ts", "dur") written with six
// decimals, so the picosecond survives; each event's args also keep it
// as an integer ("ps"). Events are written in time order, so no track's
// timestamps go back; otherData, which counts the flows, comes after
// them, since the trace is written as it is read (stream.go).
func Write(w io.Writer, r model.Recording) error {
	p := newWriter(w, r.Config, r.CoreGHz, r.Start)
	p.feed(r.Events, r.Segments, r.FB, r.Ring, r.End)
	return p.finish(r.End)
}

// The trace's processes and threads.
const (
	pidNAPI = 1
	pidNIC  = 2

	tidPoll = 1
	tidCPU  = 2
	tidDMA  = 1
	tidCQE  = 2
	tidDrop = 3
)

var pfMetadata = []string{
	`{"ph":"M","name":"process_name","pid":1,"tid":0,"args":{"name":"NAPI core (CPU 0)"}}`,
	`{"ph":"M","name":"process_sort_index","pid":1,"tid":0,"args":{"sort_index":1}}`,
	`{"ph":"M","name":"thread_name","pid":1,"tid":1,"args":{"name":"mlx5e_napi_poll"}}`,
	`{"ph":"M","name":"thread_name","pid":1,"tid":2,"args":{"name":"CPU: work and stalls"}}`,
	`{"ph":"M","name":"process_name","pid":2,"tid":0,"args":{"name":"NIC"}}`,
	`{"ph":"M","name":"process_sort_index","pid":2,"tid":0,"args":{"sort_index":2}}`,
	`{"ph":"M","name":"thread_name","pid":2,"tid":1,"args":{"name":"DMA writes"}}`,
	`{"ph":"M","name":"thread_name","pid":2,"tid":2,"args":{"name":"CQE writes"}}`,
	`{"ph":"M","name":"thread_name","pid":2,"tid":3,"args":{"name":"drops"}}`,
}

// pfEvent is one trace event before it is written.
type pfEvent struct {
	ph       byte // 'X' slice, 'i' instant, 'C' counter, 's'/'f' flow
	pid, tid int
	ts, dur  model.Time
	name     string
	cat      string
	id       uint64 // flows
	args     [3]pfArg
	// key orders events of one time as they were made, those of the
	// counters after the others (writer.add)
	key uint64
}

// pfArg is one argument: a name and an integer or a string value.
type pfArg struct {
	key string
	n   int64
	s   string
	str bool
}

func argN(k string, n int64) pfArg    { return pfArg{key: k, n: n} }
func argS(k, s string) pfArg          { return pfArg{key: k, s: s, str: true} }
func argHex(k string, a uint64) pfArg { return argS(k, "0x"+strconv.FormatUint(a, 16)) }

// appendMicros appends t in microseconds with six decimals: exact to
// the picosecond.
func appendMicros(b []byte, t model.Time) []byte {
	b = strconv.AppendInt(b, int64(t/model.Microsecond), 10)
	f := strconv.AppendInt(nil, int64(t%model.Microsecond)+int64(model.Microsecond), 10)
	return append(append(b, '.'), f[1:]...)
}

func (e *pfEvent) append(b []byte) []byte {
	b = append(b, `{"ph":"`...)
	b = append(b, e.ph)
	b = append(b, `","pid":`...)
	b = strconv.AppendInt(b, int64(e.pid), 10)
	b = append(b, `,"tid":`...)
	b = strconv.AppendInt(b, int64(e.tid), 10)
	b = append(b, `,"ts":`...)
	b = appendMicros(b, e.ts)
	b = append(b, `,"name":`...)
	b = strconv.AppendQuote(b, e.name)
	if e.cat != "" {
		b = append(b, `,"cat":`...)
		b = strconv.AppendQuote(b, e.cat)
	}
	switch e.ph {
	case 'X':
		b = append(b, `,"dur":`...)
		b = appendMicros(b, e.dur)
	case 'i':
		b = append(b, `,"s":"t"`...)
	case 's', 'f':
		b = append(b, `,"id":`...)
		b = strconv.AppendUint(b, e.id, 10)
		if e.ph == 'f' {
			b = append(b, `,"bp":"e"`...)
		}
	}
	b = append(b, `,"args":{`...)
	if e.ph != 'C' {
		b = append(b, `"ps":`...)
		b = strconv.AppendInt(b, int64(e.ts), 10)
	}
	for i, a := range e.args {
		if a.key == "" {
			continue
		}
		if i > 0 || e.ph != 'C' {
			b = append(b, ',')
		}
		b = strconv.AppendQuote(b, a.key)
		b = append(b, ':')
		if a.str {
			b = strconv.AppendQuote(b, a.s)
		} else {
			b = strconv.AppendInt(b, a.n, 10)
		}
	}
	return append(b, "}}"...)
}
