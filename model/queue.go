package model

// evKind says which component an event wakes up. Events carry no payload
// beyond a generation number: the component keeps its own state and the
// event only says "run at this time". The frequent events (arrivals, CQE
// writes, the CPU's steps) are not queued: each is a time kept by its
// component (sim.go, nextSource); the queue holds the rest.
type evKind uint8

const (
	evCQEWrite evKind = iota // the NIC checks whether to close a compression session (cq.go)
	evModTimer               // the CQ moderation period expires (interrupt moderation)
	evIRQ                    // the MSI-X interrupt reaches the CPU (mlx5e_completion_event)
)

func (k evKind) String() string {
	switch k {
	case evCQEWrite:
		return "cqe-write"
	case evModTimer:
		return "moderation-timer"
	case evIRQ:
		return "irq"
	}
	panic("model: evKind.String: unknown kind")
}

// event is one entry of the event queue. seq is the push order; gen lets a
// component ignore an event it has since superseded.
type event struct {
	t    Time
	seq  uint64
	gen  uint32
	kind evKind
}

// before is the total order of the queue: by time, then by push order, so
// that same-time events run in the order they were scheduled.
func (a *event) before(b *event) bool {
	return a.t < b.t || (a.t == b.t && a.seq < b.seq)
}

// eventQueue is a binary min-heap of events stored by value: no interface
// boxing and, once the slice has grown to the run's peak size (a handful of
// entries), no allocation per event.
//
// Invariant: !h[j].before(&h[i]) for every i and its children j = 2i+1, 2i+2.
// The earliest event is h[0] (nextSource reads it in place); push and pop
// are O(log n) with n = len(h).
type eventQueue struct {
	h   []event
	seq uint64
}

func (q *eventQueue) len() int { return len(q.h) }

// push schedules kind at time t.
func (q *eventQueue) push(t Time, kind evKind, gen uint32) {
	q.seq++
	q.h = append(q.h, event{t: t, seq: q.seq, gen: gen, kind: kind})
	i := len(q.h) - 1
	for i > 0 {
		p := (i - 1) / 2
		if !q.h[i].before(&q.h[p]) {
			break
		}
		q.h[i], q.h[p] = q.h[p], q.h[i]
		i = p
	}
}

// pop removes and returns the earliest event. The queue must not be empty.
func (q *eventQueue) pop() event {
	top := q.h[0]
	n := len(q.h) - 1
	q.h[0] = q.h[n]
	q.h = q.h[:n]
	i := 0
	for {
		l := 2*i + 1
		if l >= n {
			break
		}
		m := l
		if r := l + 1; r < n && q.h[r].before(&q.h[l]) {
			m = r
		}
		if !q.h[m].before(&q.h[i]) {
			break
		}
		q.h[i], q.h[m] = q.h[m], q.h[i]
		i = m
	}
	return top
}
