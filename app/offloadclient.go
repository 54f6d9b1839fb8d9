package app

import (
	"sync"
	"sync/atomic"
)

// Port carries the app's messages to the worker; the page implements it
// with a Web Worker's postMessage, the tests with a Runner of their own.
type Port interface {
	Post(msg string)
}

// WorkerState is how far the worker is.
type WorkerState uint8

const (
	WorkerAbsent  WorkerState = iota // no worker: the jobs run in the frames
	WorkerLoading                    // the worker's program is loading; requests wait for it
	WorkerReady                      // the worker takes requests
	WorkerFailed                     // the worker did not load, or stopped: the jobs run in the frames
)

var workerStateNames = [...]string{"absent", "loading", "ready", "failed"}

// String names the state, as the snapshot gives it.
func (s WorkerState) String() string {
	if int(s) < len(workerStateNames) {
		return workerStateNames[s]
	}
	return "unknown"
}

// workerLoadPolls is how many Updates the worker may take to load (30 s
// at 60 a second) before the app gives up on it and runs the jobs in
// the frames.
const workerLoadPolls = 1800

// Worker is the app's side of the Web Worker: it sends the jobs of the
// app's background measurements (Sweep, Validation, Gain) as Requests,
// hands each Reply to the job that asked, and cancels a job nobody
// wants any more. When the worker fails to load or stops, every job it
// held goes back to the frames, where it goes on from the last answer.
// A nil *Worker is no worker. Deliver and Fail may be called from any
// goroutine (the page's callbacks); everything else runs in Update.
type Worker struct {
	port  Port
	state WorkerState

	mu      sync.Mutex
	inbox   []string // answers not yet read
	failure string   // why the page says the worker stopped, or ""

	spare   []string  // the last Poll's inbox, reused
	waited  int       // Polls while loading
	early   []Request // requests held until the worker is ready and not held
	held    bool      // Hold: the screen waits for a job in the frames
	takers  map[uint64]answerTaker
	answers uint64 // answers taken since the start
}

// jobIDs numbers the jobs of all workers, so that a job's ID names it
// whichever worker runs it (the scene list shares its figures among them).
var jobIDs atomic.Uint64

// answerTaker is a job the worker runs: take is one of its answers;
// lost says the worker stopped, so the job runs in the frames again.
type answerTaker interface {
	take(Reply)
	lost()
}

// NewWorker is the app's side of a worker reached through p, loading
// until its greeting arrives.
func NewWorker(p Port) *Worker {
	return &Worker{port: p, state: WorkerLoading, takers: make(map[uint64]answerTaker)}
}

// Deliver queues a message from the worker, for the next Poll.
func (w *Worker) Deliver(msg string) {
	w.mu.Lock()
	w.inbox = append(w.inbox, msg)
	w.mu.Unlock()
}

// Fail says the worker did not load or stopped, and why.
func (w *Worker) Fail(why string) {
	w.mu.Lock()
	if w.failure == "" {
		w.failure = why
	}
	w.mu.Unlock()
}

// State is how far the worker is; a nil Worker is absent.
func (w *Worker) State() WorkerState {
	if w == nil {
		return WorkerAbsent
	}
	return w.state
}

// Usable reports whether jobs go to the worker (loading or ready).
func (w *Worker) Usable() bool {
	s := w.State()
	return s == WorkerLoading || s == WorkerReady
}

// Replies is how many answers the app has taken from the worker.
func (w *Worker) Answers() uint64 {
	if w == nil {
		return 0
	}
	return w.answers
}

// Failure is why the worker stopped, or "".
func (w *Worker) Failure() string {
	if w == nil {
		return ""
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.failure
}

// Poll, in Update, hands the answers that arrived to their jobs. With
// nothing arrived it allocates nothing.
func (w *Worker) Poll() {
	if w == nil || w.state == WorkerAbsent || w.state == WorkerFailed {
		return
	}
	w.mu.Lock()
	msgs, failure := w.inbox, w.failure
	w.inbox = w.spare[:0]
	w.mu.Unlock()
	for _, m := range msgs {
		if w.state == WorkerFailed {
			break
		}
		a, err := DecodeReply(m)
		if err != nil {
			w.stop(err.Error())
			break
		}
		w.takeAnswer(a)
	}
	clear(msgs)
	w.spare = msgs[:0]
	if failure != "" {
		w.stop(failure)
	}
	if w.state == WorkerLoading {
		if w.waited++; w.waited > workerLoadPolls {
			w.stop("the worker did not load in time")
		}
	}
}

// takeAnswer handles one answer.
func (w *Worker) takeAnswer(a Reply) {
	if a.ID == 0 {
		switch {
		case a.Err != "":
			w.stop(a.Err)
		case a.Ready && w.state == WorkerLoading:
			w.state = WorkerReady
			w.flush()
		}
		return
	}
	t, ok := w.takers[a.ID]
	if !ok {
		return // a cancelled job's answer, sent before the cancel arrived
	}
	w.answers++
	if a.Done {
		delete(w.takers, a.ID)
	}
	t.take(a)
}

// stop gives up on the worker: its jobs go back to the frames.
func (w *Worker) stop(why string) {
	w.mu.Lock()
	if w.failure == "" {
		w.failure = why
	}
	w.mu.Unlock()
	w.state = WorkerFailed
	w.early = nil
	takers := w.takers
	w.takers = map[uint64]answerTaker{}
	for _, t := range takers {
		t.lost()
	}
}

// send starts job r, whose answers go to t, and returns its ID; 0 when
// no worker is usable.
func (w *Worker) send(r Request, t answerTaker) uint64 {
	if !w.Usable() {
		return 0
	}
	r.ID = jobIDs.Add(1)
	w.takers[r.ID] = t
	w.post(r)
	return r.ID
}

// cancel stops job id; its answers still on their way are dropped.
func (w *Worker) cancel(id uint64) {
	if id == 0 || !w.Usable() {
		return
	}
	delete(w.takers, id)
	for i, r := range w.early {
		if r.ID == id {
			w.early = append(w.early[:i], w.early[i+1:]...)
			return
		}
	}
	w.post(Request{ID: id, Kind: JobCancel})
}

// post sends r now, or when the worker is ready and no longer held.
// A cancel is never held: it only stops work; nor is a lesson's run,
// which is the work the screen waits for (or the next step's, sent only
// once nothing in the frames is waited for).
func (w *Worker) post(r Request) {
	if w.state == WorkerLoading || w.held && r.Kind != JobCancel && r.Kind != JobLessonRun {
		w.early = append(w.early, r)
		return
	}
	w.port.Post(EncodeRequest(r))
}

// Hold, in Update, keeps new requests back while on is true (a job the
// screen waits for, a lesson step's warm-up, runs in the frames: a
// worker started now would share its core), and posts the ones it kept
// once on is false again.
func (w *Worker) Hold(on bool) {
	if w == nil || w.held == on {
		return
	}
	w.held = on
	if !on && w.state == WorkerReady {
		w.flush()
	}
}

// flush posts the requests kept back while loading or held.
func (w *Worker) flush() {
	for _, r := range w.early {
		w.port.Post(EncodeRequest(r))
	}
	w.early = w.early[:0]
}
