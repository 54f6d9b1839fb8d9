package perfetto

import (
	"bufio"
	"io"
	"math"
	"sort"
	"strconv"

	"rxscope/model"
)

// The trace is written as it is read, so that its memory does not grow
// with its length: a 10 ms trace of a 60 Mpps run holds millions of
// records, and kept whole (model.Record, then Write) took 2 GB. The
// writer holds only the events that a later one may still precede: a
// poll's slice is made at its end but starts at its beginning, the
// device's batched writes start at their first, a prefetch's flow ends
// when its line arrives, and the CPU's last slice may go on in the next
// stretch. Everything before the earliest of those, and before the end
// of the stretch read, is written, in (time, key) order: the key keeps
// the order in which the events were made, and puts the counters after
// the other events of their time.

// The classes of events, in the order they take among events of one time.
const (
	pfMain        uint64 = iota // slices, instants and flows
	pfFillBuffers               // the fill buffers' counter
	pfRing                      // the ring's counter
)

// pfClassShift puts an event's class above its place in the order.
const pfClassShift = 56

// maxTime is a time after every other: the watermark that writes all.
const maxTime = model.Time(math.MaxInt64)

// Stats is what Record wrote: the stretch, the trace records read, and
// the CPU slices made of the timeline's segments.
type Stats struct {
	Start, End model.Time
	Records    int
	Slices     int
	// MaxHeld is the most events the writer held at once, waiting for
	// the ones that may precede them: its memory, whatever the length.
	MaxHeld int
}

// Record runs s for d from Now, as model.Record does, and writes the
// trace Write would write of model.Record's Recording to w as it runs:
// it reads the recording a slice at a time (model.RecordSlices), so its
// memory is that of a few slices, whatever d. d must be in
// (0, model.MaxRecord].
func Record(w io.Writer, s *model.Sim, d model.Time) (Stats, error) {
	st := Stats{Start: s.Now(), End: s.Now() + d}
	p := newWriter(w, s.Config(), s.Profile().CoreGHz.Value, s.Now())
	err := model.RecordSlices(s, d, func(sl *model.RecordedSlice) error {
		p.feed(sl.Events, sl.Segments, sl.FB, []model.RingSample{sl.Ring}, sl.Ring.T)
		return p.err
	})
	if err != nil {
		return st, err
	}
	err = p.finish(st.End)
	st.Records, st.Slices, st.MaxHeld = p.records, p.slices, p.maxHeld
	return st, err
}

// newWriter starts a trace on w: its head and the tracks' names.
func newWriter(w io.Writer, cfg model.Config, ghz float64, start model.Time) *writer {
	p := &writer{ghz: ghz, cfg: cfg, start: start, w: bufio.NewWriter(w), buf: make([]byte, 0, 512)}
	p.write([]byte("{\"displayTimeUnit\":\"ns\",\n\"traceEvents\":[\n"))
	for i, m := range pfMetadata {
		if i > 0 {
			p.write([]byte(",\n"))
		}
		p.write([]byte(m))
	}
	return p
}

// write writes b, keeping the first error.
func (p *writer) write(b []byte) {
	if p.err == nil {
		_, p.err = p.w.Write(b)
	}
}

// nextKey is the key of the next event of class c.
func (p *writer) nextKey(c uint64) uint64 {
	p.seq++
	return c<<pfClassShift | p.seq
}

// addAs makes e the next event of class c. It is kept out of line: the
// writer makes events at a dozen places, and the page's program, which
// exports traces too, carries a copy of it at each.
//
//go:noinline
func (p *writer) addAs(c uint64, e pfEvent) {
	e.key = p.nextKey(c)
	p.pending = append(p.pending, e)
}

// watermark is the earliest time an event still to come may have, once
// the recording is read up to upTo.
func (p *writer) watermark(upTo model.Time) model.Time {
	w := upTo
	if p.poll.on {
		w = min(w, p.poll.start)
	}
	for _, b := range [...]*deviceBatch{&p.dma, &p.cqe} {
		if b.on {
			w = min(w, b.first)
		}
	}
	if p.seg.on {
		w = min(w, p.seg.e.ts)
	}
	return w
}

// flush writes, in order, the pending events before time w. The keys
// make every pair unequal, so any sort gives the one order; sort.Sort's
// is the one the page's program already carries, where a generic sort
// of pfEvent added a copy of its own (some 10 KB).
func (p *writer) flush(w model.Time) {
	p.maxHeld = max(p.maxHeld, len(p.pending))
	sort.Sort(byTime(p.pending))
	n := 0
	for n < len(p.pending) && p.pending[n].ts < w {
		p.buf = p.pending[n].append(append(p.buf[:0], ",\n"...))
		p.write(p.buf)
		n++
	}
	p.pending = append(p.pending[:0], p.pending[n:]...)
}

// byTime orders events by time, then by key.
type byTime []pfEvent

func (e byTime) Len() int      { return len(e) }
func (e byTime) Swap(i, j int) { e[i], e[j] = e[j], e[i] }
func (e byTime) Less(i, j int) bool {
	if e[i].ts != e[j].ts {
		return e[i].ts < e[j].ts
	}
	return e[i].key < e[j].key
}

// footer closes the events and writes otherData: the configuration, the
// stretch, and the prefetch flows drawn and left out.
func (p *writer) footer(end model.Time) error {
	b := append(p.buf[:0], "\n],\n\"otherData\":{\"generator\":\"rxscope\",\"configuration\":"...)
	b = strconv.AppendQuote(b, knobLine(p.cfg))
	b = append(b, `,"start_ps":`...)
	b = strconv.AppendInt(b, int64(p.start), 10)
	b = append(b, `,"end_ps":`...)
	b = strconv.AppendInt(b, int64(end), 10)
	b = append(b, `,"prefetch_flows":`...)
	b = strconv.AppendUint(b, p.flowID, 10)
	b = append(b, `,"prefetch_flows_left_out":`...)
	b = strconv.AppendUint(b, p.flowsLeftOut, 10)
	b = append(b, "}}\n"...)
	p.write(b)
	if p.err != nil {
		return p.err
	}
	return p.w.Flush()
}
