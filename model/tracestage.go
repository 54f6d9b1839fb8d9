package model

// traceStage bounds the staging buffer; when it is full its earliest
// record enters the ring early.
const traceStage = 1024

// staging holds the trace records made ahead of the event clock (the CPU
// model works a packet step ahead of it) until the simulation reaches
// their time. The records stay in the slot they were written to; what is
// kept sorted is a small index of (time, slot) pairs, so that a device
// record staged behind a run of the CPU's moves 16-byte pairs, not whole
// records, and a record is copied twice in all: into its slot, then into
// the ring.
type staging struct {
	recs  []Event     // traceStage slots
	free  []uint32    // the slots not in use (a stack: the slot freed last is reused first, still in the host's cache)
	order []stagedRec // order[oh:] is the staged records, sorted by time, in staging order at equal times
	oh    int
	// next is the earliest staged record's time, or the largest Time when
	// none is staged: the test Trace.flush makes at every event.
	next Time
}

// noTime is later than any time: staging.next when nothing is staged.
const noTime = ^Time(0)

// stagedRec is one staged record: its time and its slot.
type stagedRec struct {
	t    Time
	slot uint32
}

// newStaging is an empty staging buffer in old's arrays where they are
// large enough.
func newStaging(old *staging) staging {
	// a slot is written whole before it is read: old's records need no
	// clearing
	st := staging{recs: old.recs, free: old.free[:0], order: old.order[:0], next: noTime}
	if len(st.recs) < traceStage {
		st.recs = make([]Event, traceStage)
	}
	if cap(st.free) < traceStage {
		st.free = make([]uint32, 0, traceStage)
	}
	if cap(st.order) < 2*traceStage {
		st.order = make([]stagedRec, 0, 2*traceStage)
	}
	for i := traceStage - 1; i >= 0; i-- {
		st.free = append(st.free, uint32(i))
	}
	return st
}

// n is the number of staged records.
func (st *staging) n() int { return len(st.order) - st.oh }

// first is the earliest staged record; n() must be positive.
func (st *staging) first() *stagedRec { return &st.order[st.oh] }

// putAt stages a record at time t, after the staged records at or before
// t, and returns its slot for the caller to fill.
func (st *staging) putAt(t Time) *Event {
	if len(st.order) == cap(st.order) {
		// the index's end is reached: the records still staged move to
		// its start (at most once per traceStage records, as n() <
		// traceStage)
		st.order = st.order[:copy(st.order, st.order[st.oh:])]
		st.oh = 0
	}
	slot := st.free[len(st.free)-1]
	st.free = st.free[:len(st.free)-1]
	i := len(st.order)
	st.order = st.order[:i+1]
	for i > st.oh && st.order[i-1].t > t {
		st.order[i] = st.order[i-1]
		i--
	}
	st.order[i] = stagedRec{t: t, slot: slot}
	st.next = st.order[st.oh].t
	return &st.recs[slot]
}

// take unstages the earliest record and returns it; the record stays
// valid until the next put.
func (st *staging) take() *Event {
	slot := st.order[st.oh].slot
	st.oh++
	if st.oh == len(st.order) {
		st.order, st.oh, st.next = st.order[:0], 0, noTime
	} else {
		st.next = st.order[st.oh].t
	}
	st.free = append(st.free, slot)
	return &st.recs[slot]
}
