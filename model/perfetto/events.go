package perfetto

import (
	"bufio"
	"strconv"
	"strings"

	"rxscope/model"
)

// writer turns records, segments and samples into trace events
// and writes them in time order as soon as no event still to come can
// precede them (stream.go).
type writer struct {
	ghz   float64
	cfg   model.Config
	start model.Time
	w     *bufio.Writer
	err   error // the first write error
	// pending are the events made and not written yet, seq the next
	// event's place in the order they are made
	pending []pfEvent
	seq     uint64
	buf     []byte
	// lastLine is, by line kind, the last access of that kind (the
	// function and the line) at or before the event being read: what a
	// stall on that kind waits for.
	lastLine [model.LineSocket + 1]model.Event
	flowID   uint64
	// flowsLeftOut counts the prefetches past maxFlows.
	flowsLeftOut uint64
	// dma and cqe gather the device's writes into one slice per WQE
	// (deviceBatch).
	dma, cqe deviceBatch
	poll     pollState
	// seg is the CPU's last slice, which the next slice's first segment
	// may continue (a segment the recorder cut at a slice's end)
	seg openSegment
	// records and slices count what was read and the CPU slices made;
	// maxHeld is the most pending events at once
	records, slices, maxHeld int
}

// openSegment is the CPU slice last made, with its segment, while the
// next segment may still extend it.
type openSegment struct {
	on bool
	g  model.Segment
	e  pfEvent
}

// deviceBatch is a run of up to deviceBatchMax writes of one kind by
// the device, written as one slice from the first to the last: a
// frame's DMA write and its CQE write take nanoseconds, and at 100+ Mpps
// an instant for each would make a millisecond's trace tens of
// megabytes.
type deviceBatch struct {
	on          bool
	name        string
	tid         int
	wqe, wqeEnd int // the first and the last write's WQE
	first, last model.Time
	n           int
	frame0      int // the first frame (-1 for a filler CQE)
}

// deviceGap ends a batch: writes further apart are separate slices.
const deviceGap = model.Microsecond

// deviceBatchMax is the most writes one slice holds: a WQE's 64 strides.
const deviceBatchMax = 64

// batch adds e to b, first closing b if it is full or e comes after a
// gap.
func (p *writer) batch(b *deviceBatch, e model.Event, name string) {
	if b.on && (b.n == deviceBatchMax || e.T > b.last+deviceGap) {
		p.flushBatch(b)
	}
	if !b.on {
		tid := tidDMA
		if e.Kind == model.EvCQE {
			tid = tidCQE
		}
		*b = deviceBatch{on: true, name: name, tid: tid, wqe: e.WQE, first: e.T, frame0: e.Packet}
	}
	b.last, b.wqeEnd = e.T, e.WQE
	b.n++
}

// flushBatch writes b as a slice and empties it.
func (p *writer) flushBatch(b *deviceBatch) {
	if !b.on {
		return
	}
	p.add(pfEvent{ph: 'X', pid: pidNIC, tid: b.tid, ts: b.first, dur: b.last - b.first, name: b.name, cat: "device",
		args: [3]pfArg{argS("wqes", strconv.Itoa(b.wqe)+".."+strconv.Itoa(b.wqeEnd)), argN("writes", int64(b.n)), argN("first frame", int64(b.frame0))}})
	b.on = false
}

// knobLine is cfg as rxsim's flags: "name=value" for every knob.
func knobLine(cfg model.Config) string {
	var sb strings.Builder
	for i, k := range model.Knobs() {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(k.Name + "=" + cfg.Get(k.Name))
	}
	return sb.String()
}

// stallLine is the kind of line a stall segment waits for; LineNone for
// the causes whose line an EvStall record names, and for "other".
var stallLine = [...]model.LineKind{
	model.SegStallCQE:    model.LineCQE,
	model.SegStallHeader: model.LineHeader,
	model.SegStallPage:   model.LineStructPage,
	model.SegStallShinfo: model.LineShinfo,
}

// add makes e the next event of the main tracks.
func (p *writer) add(e pfEvent) { p.addAs(pfMain, e) }

// feed reads the next stretch of a recording, up to upTo: its records
// and segments in time order, a segment after the records up to its
// start, then its samples; and writes what no later stretch can precede.
func (p *writer) feed(evs []model.Event, segs []model.Segment, fb []model.FBSample, ring []model.RingSample, upTo model.Time) {
	p.records += len(evs)
	i := 0
	for _, g := range segs {
		// every record up to the segment's start tells what the core
		// was doing and which lines it last touched
		for ; i < len(evs) && evs[i].T <= g.Start; i++ {
			p.event(evs[i])
		}
		p.segment(g)
	}
	for ; i < len(evs); i++ {
		p.event(evs[i])
	}
	for _, f := range fb {
		p.addAs(pfFillBuffers, pfEvent{ph: 'C', pid: pidNAPI, ts: f.T, name: "fill buffers in use", args: [3]pfArg{argN("in use", int64(f.InUse))}})
	}
	for _, s := range ring {
		p.addAs(pfRing, pfEvent{ph: 'C', pid: pidNIC, ts: s.T, name: "ring",
			args: [3]pfArg{argN("free strides", int64(s.FreeStrides)), argN("frames awaiting NAPI", int64(s.Frames))}})
	}
	p.flush(p.watermark(upTo))
}

// finish ends the trace at end: the device's open batches, a poll still
// running, the CPU's last slice, every event left, and otherData.
func (p *writer) finish(end model.Time) error {
	p.flushBatch(&p.dma)
	p.flushBatch(&p.cqe)
	if p.poll.on {
		p.add(pfEvent{ph: 'X', pid: pidNAPI, tid: tidPoll, ts: p.poll.start, dur: end - p.poll.start, name: "mlx5e_napi_poll",
			args: [3]pfArg{argN("budget", int64(p.poll.budget)), argS("end", "still polling when the recording ends")}})
	}
	p.closeSegment()
	p.flush(maxTime)
	return p.footer(end)
}

// pollState is the poll in progress while the records are read.
type pollState struct {
	on     bool
	start  model.Time
	budget int
}

// segment adds one work or stall slice of the CPU track, or extends the
// last one when g continues it (the same kind, from its end): the
// recorder cuts a segment at the end of each slice it drains.
func (p *writer) segment(g model.Segment) {
	if o := &p.seg; o.on && o.g.Kind == g.Kind && o.g.End == g.Start {
		o.g.End = g.End
		o.e.dur = g.End - o.g.Start
		o.e.args[0] = argN("cycles", int64(p.cycles(o.e.dur)+0.5))
		return
	}
	p.closeSegment()
	e := pfEvent{ph: 'X', pid: pidNAPI, tid: tidCPU, ts: g.Start, dur: g.End - g.Start}
	cyc := int64(p.cycles(g.End-g.Start) + 0.5)
	switch {
	case g.Kind == model.SegWork:
		e.name, e.cat = "work", "work"
		e.args[0] = argN("cycles", cyc)
	case int(g.Kind) < len(stallLine) && stallLine[g.Kind] != model.LineNone:
		k := stallLine[g.Kind]
		a := p.lastLine[k]
		e.name, e.cat = stallName(a.Fn, k, a.Kind != 0), "stall"
		e.args = [3]pfArg{argN("cycles", cyc), argS("cause", g.Kind.String()), argHex("line", a.Addr)}
	case g.Kind == model.SegStallStoreQueue || g.Kind == model.SegStallLocked:
		a := p.lastLine[0] // the last EvStall (event keeps it in slot 0)
		e.name, e.cat = stallName(a.Fn, a.Line, a.Kind == model.EvStall), "stall"
		e.args = [3]pfArg{argN("cycles", cyc), argS("cause", g.Kind.String()), argHex("line", a.Addr)}
	default:
		e.name, e.cat = "stall: "+g.Kind.String(), "stall"
		e.args[0] = argN("cycles", cyc)
	}
	// its place in the order is taken now, as the events after it
	// are read, though it is held until it can grow no more
	e.key = p.nextKey(pfMain)
	p.seg = openSegment{on: true, g: g, e: e}
	p.slices++
}

// closeSegment hands the CPU's open slice over to be written.
func (p *writer) closeSegment() {
	if p.seg.on {
		p.pending = append(p.pending, p.seg.e)
		p.seg.on = false
	}
}

// stallName is "<function>: waits for <line> line", or the line alone
// when no record named the function.
func stallName(fn model.Func, k model.LineKind, known bool) string {
	if !known {
		return "stall: waits for " + k.String() + " line"
	}
	return fn.String() + ": waits for " + k.String() + " line"
}

func (p *writer) cycles(t model.Time) float64 { return t.Seconds() * p.ghz * 1e9 }

// event adds what one trace record shows and notes the lines it touched.
func (p *writer) event(e model.Event) {
	poll := &p.poll
	switch e.Kind {
	case model.EvPollStart:
		*poll = pollState{on: true, start: e.T, budget: e.N}
	case model.EvPollEnd:
		p.flushBatch(&p.dma)
		p.flushBatch(&p.cqe)
		if poll.on {
			p.add(pfEvent{ph: 'X', pid: pidNAPI, tid: tidPoll, ts: poll.start, dur: e.T - poll.start, name: "mlx5e_napi_poll",
				args: [3]pfArg{argN("budget", int64(poll.budget)), argN("cqes", int64(e.N))}})
		}
		poll.on = false
	case model.EvCQERead, model.EvAccess:
		if int(e.Line) < len(p.lastLine) && e.Line != model.LineNone {
			p.lastLine[e.Line] = e
		}
		if e.Kind == model.EvCQERead {
			p.lastLine[model.LineCQE] = e
		}
	case model.EvStall:
		p.lastLine[0] = e
	case model.EvPrefetch:
		p.prefetch(e)
	case model.EvArrive:
		p.batch(&p.dma, e, "DMA writes")
	case model.EvCQE:
		p.batch(&p.cqe, e, "CQE writes")
	case model.EvSession:
		p.add(pfEvent{ph: 'i', pid: pidNIC, tid: tidCQE, ts: e.T, name: "compressed session write",
			args: [3]pfArg{argN("title frame", int64(e.Packet)), argN("cqes", int64(e.N))}})
	case model.EvDrop:
		p.add(pfEvent{ph: 'i', pid: pidNIC, tid: tidDrop, ts: e.T, name: "drop: " + e.Reason.String(),
			args: [3]pfArg{argN("frames", int64(max(1, e.N))), argN("first frame", int64(e.Packet))}})
	case model.EvWasted:
		p.add(pfEvent{ph: 'i', pid: pidNIC, tid: tidDMA, ts: e.T, name: "DMA overwrote a prefetched line",
			args: [3]pfArg{argHex("line", e.Addr), argS("at", "wqe "+strconv.Itoa(e.WQE)+" stride "+strconv.Itoa(e.Stride))}})
	}
}

// maxFlows bounds the prefetch flows of one trace: at 60 Mpps of XDP_DROP
// a millisecond issues more than a hundred thousand prefetches. The
// trace's otherData says how many were left out.
const maxFlows = 16384

// prefetch adds a software prefetch that went to memory: a flow from
// the CPU slice that issued it to the one running when its line arrives.
func (p *writer) prefetch(e model.Event) {
	if e.Outcome != model.OutcomeIssued || e.Cycles == 0 {
		return
	}
	if p.flowID == maxFlows {
		p.flowsLeftOut++
		return
	}
	arrive := e.T + model.Time(float64(e.Cycles)/p.ghz*1000+0.5)
	p.flowID++
	name := "prefetch " + e.Line.String()
	args := [3]pfArg{argS("by", e.Fn.String()), argS("from", e.Level.String()), argHex("line", e.Addr)}
	p.add(pfEvent{ph: 's', pid: pidNAPI, tid: tidCPU, ts: e.T, name: name, cat: "prefetch", id: p.flowID, args: args})
	p.add(pfEvent{ph: 'f', pid: pidNAPI, tid: tidCPU, ts: arrive, name: name, cat: "prefetch", id: p.flowID,
		args: [3]pfArg{argN("cycles", int64(e.Cycles))}})
}
