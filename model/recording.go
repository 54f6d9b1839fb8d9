package model

import "fmt"

// Recording is a stretch of a run kept whole for export (package perfetto):
// every trace record, the CPU timeline's segments, the fill-buffer
// samples and the ring's occupancy, between Start and End. It is built
// outside the hot path, by draining the simulation's bounded recorders
// slice by slice (Record) or by copying what they hold (RecordingOf);
// the model itself never allocates for it.
type Recording struct {
	Start, End Time
	CoreGHz    float64
	Config     Config
	Events     []Event      // in (time, record) order
	Segments   []Segment    // the NAPI core's work and stalls, in time order, clipped to [Start, End]
	FB         []FBSample   // fill buffers in use, in time order
	Ring       []RingSample // the ring's occupancy, sampled
}

// RingSample is the ring's occupancy at T (Sim.RingCount).
type RingSample struct {
	T Time
	RingCount
}

// recordSlice is how far Record advances between two drains: short
// enough that a slice's records fit the trace ring it sets.
const recordSlice = Microsecond

// recordTraceCap is the trace ring Record sets: at the densest
// configurations a microsecond holds a few hundred records.
const recordTraceCap = 1 << 15

// MaxRecord bounds the length Record accepts.
const MaxRecord = 10 * Millisecond

// Record runs s for d from Now, keeping every trace record (TraceLines),
// every timeline segment and fill-buffer sample, and the ring's
// occupancy once per recordSlice. It changes s's trace level and
// capacity. d must be in (0, MaxRecord]; if a slice ever produced more
// records than the ring holds it says so rather than return a trace
// with holes. The Recording holds all of it: for a long or dense run,
// an exporter reads the same stretch a slice at a time (RecordSlices),
// as perfetto.Record does to write the same trace.
func Record(s *Sim, d Time) (Recording, error) {
	r := Recording{Start: s.now, End: s.now + d, CoreGHz: s.prof.CoreGHz.Value, Config: s.cfg}
	err := RecordSlices(s, d, func(sl *RecordedSlice) error {
		r.Events = append(r.Events, sl.Events...)
		for _, g := range sl.Segments {
			r.Segments = mergeSegment(r.Segments, g)
		}
		r.FB = append(r.FB, sl.FB...)
		r.Ring = append(r.Ring, sl.Ring)
		return nil
	})
	if err != nil {
		return Recording{}, err
	}
	return r, nil
}

// RecordedSlice is what one slice of a recording adds: the trace's new
// records, the timeline's segments clipped to the slice (a segment that
// goes on past the slice's end is cut there and continued by the next
// slice's first), the new fill-buffer samples, and the ring's occupancy
// at its end.
type RecordedSlice struct {
	Events   []Event
	Segments []Segment
	FB       []FBSample
	Ring     RingSample
}

// RecordSlices runs s for d from Now in slices of recordSlice and hands
// each slice's additions to take, in one RecordedSlice whose arrays are
// reused from slice to slice (take copies what it keeps): the hook an
// exporter streams from, holding one slice rather than the Recording.
// It sets s's recorders as Record says, checks d as Record does, and
// stops at take's first error.
func RecordSlices(s *Sim, d Time, take func(*RecordedSlice) error) error {
	if d <= 0 || d > MaxRecord {
		return fmt.Errorf("model: Record: length %s out of range (0, %s]", d, MaxRecord)
	}
	s.SetTraceLevel(TraceLines)
	s.SetTimeline(true)
	s.SetTraceCapacity(recordTraceCap)
	end := s.now + d
	tr, tl := &s.trace, &s.tl
	seq := tr.Total()
	segEnd, fbT := s.now, s.now
	var sl RecordedSlice
	for s.now < end {
		s.RunUntil(min(end, s.now+recordSlice))
		if lost := tr.Total() - seq; lost > uint64(tr.Len()) {
			return fmt.Errorf("model: Record: %d records in one slice of %s, the ring holds %d", lost, recordSlice, tr.Len())
		}
		sl.Events = tr.Since(seq, sl.Events[:0])
		seq = tr.Total()
		sl.Segments, segEnd = appendSegments(sl.Segments[:0], tl, segEnd, s.now)
		sl.FB, fbT = appendFB(sl.FB[:0], tl, fbT, s.now)
		sl.Ring = RingSample{s.now, s.RingCount()}
		if err := take(&sl); err != nil {
			return err
		}
	}
	return nil
}

// RecordingOf is what s's recorders hold now: the trace ring's records
// (the last DefaultTraceEvents unless SetTraceCapacity changed it), the
// timeline's segments and samples from the first record's time, and the
// ring's occupancy at Now. This is the app's export of the stretch it
// shows.
func RecordingOf(s *Sim) Recording {
	tr, tl := &s.trace, &s.tl
	r := Recording{Start: s.now, End: s.now, CoreGHz: s.prof.CoreGHz.Value, Config: s.cfg}
	if tr.Len() > 0 {
		r.Start = tr.At(0).T
	}
	if tl.Len() > 0 {
		r.Start = max(r.Start, tl.At(0).Start)
	}
	for i := 0; i < tr.Len(); i++ {
		if e := tr.At(i); e.T >= r.Start {
			r.Events = append(r.Events, e)
		}
	}
	r.Segments, _ = appendSegments(nil, tl, r.Start, r.End)
	r.FB, _ = appendFB(nil, tl, r.Start-1, r.End)
	r.Ring = append(r.Ring, RingSample{s.now, s.RingCount()})
	return r
}

// appendSegments appends tl's segments clipped to (from, to] — the part
// of each after from, up to to — and returns the new from. A segment
// the CPU extended after the last drain gives only its new part; one
// of the same kind as the last appended and touching it is merged.
func appendSegments(dst []Segment, tl *Timeline, from, to Time) ([]Segment, Time) {
	for i := 0; i < tl.Len(); i++ {
		g := tl.At(i)
		if g.End <= from || g.Start >= to || g.Kind == SegIdle {
			continue
		}
		g.Start, g.End = max(g.Start, from), min(g.End, to)
		dst = mergeSegment(dst, g)
	}
	return dst, to
}

// mergeSegment appends g to dst, or extends dst's last segment with it
// when that is of the same kind and ends where g starts.
func mergeSegment(dst []Segment, g Segment) []Segment {
	if n := len(dst); n > 0 && dst[n-1].Kind == g.Kind && dst[n-1].End == g.Start {
		dst[n-1].End = g.End
		return dst
	}
	return append(dst, g)
}

// appendFB appends tl's fill-buffer samples in (from, to] and returns
// the time of the last.
func appendFB(dst []FBSample, tl *Timeline, from, to Time) ([]FBSample, Time) {
	for i := 0; i < tl.FBLen(); i++ {
		if f := tl.FBAt(i); f.T > from && f.T <= to {
			dst = append(dst, f)
			from = f.T
		}
	}
	return dst, from
}
