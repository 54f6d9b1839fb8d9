package app

import "rxscope/lessons"

// A lesson step's runs are the longest thing a speaker waits for: in a
// browser each takes from a hundred milliseconds to a second. With Web
// Workers (Lessons.UseWorkers) each run of a step asked for, or of the
// next step, is a JobLessonRun, the runs of one step spread over the
// workers so that they run side by side; their figures come back as
// text and are given to the step's lessons.Prep, which fills the step's
// texts and table with the same numbers the frames would have measured.
// A run a worker could not measure, or whose worker stopped, goes back
// to the frames (Prep.Away off); a step nobody wants any more has its
// runs cancelled.

// stepRuns are the runs of one step the workers measure: the answerTaker
// of their jobs.
type stepRuns struct {
	pp    *lessons.Prep
	jobs  []stepRunJob // the runs sent and not answered
	given *uint64      // the Lessons' count of runs the workers gave
}

// stepRunJob is one run a worker measures.
type stepRunJob struct {
	w   *Worker
	id  uint64
	run int
}

// UseWorkers makes the lessons' runs ws's to measure from now on (none:
// the frames measure them).
func (ls *Lessons) UseWorkers(ws []*Worker) {
	for _, sr := range ls.remote {
		sr.cancel()
	}
	ls.remote = ls.remote[:0]
	ls.workers = ws
}

// offload sends the runs of pp that nothing measures yet to the usable
// workers, one after the other in turn, so that the step's runs run side
// by side; a run the frames have started stays in the frames. It does
// nothing for a preparation whose runs were sent already, or when no
// worker is usable.
func (ls *Lessons) offload(pp *lessons.Prep) {
	if pp == nil || pp.Done() || ls.runsOf(pp) != nil {
		return
	}
	n := 0
	for _, w := range ls.workers {
		if w.Usable() {
			n++
		}
	}
	if n == 0 {
		return
	}
	var sr *stepRuns // made with its first run sent: a step with nothing to send allocates nothing
	for k := range pp.RunCount() {
		if !pp.Unstarted(k) {
			continue
		}
		if sr == nil {
			sr = &stepRuns{pp: pp, given: &ls.given}
		}
		w := ls.usableWorker(len(sr.jobs) % n)
		id := w.send(Request{Kind: JobLessonRun, Lesson: pp.Lesson().ID, From: pp.Index(), Run: k}, sr)
		if id == 0 {
			continue
		}
		pp.Away(k, true)
		sr.jobs = append(sr.jobs, stepRunJob{w, id, k})
	}
	if sr != nil && len(sr.jobs) > 0 {
		ls.remote = append(ls.remote, sr)
	}
}

// usableWorker is the i-th of the usable workers (from 0).
func (ls *Lessons) usableWorker(i int) *Worker {
	for _, w := range ls.workers {
		if w.Usable() {
			if i == 0 {
				return w
			}
			i--
		}
	}
	return nil
}

// runsOf is the runs of pp the workers measure, or nil.
func (ls *Lessons) runsOf(pp *lessons.Prep) *stepRuns {
	for _, sr := range ls.remote {
		if sr.pp == pp {
			return sr
		}
	}
	return nil
}

// dropUnwanted cancels the runs of the preparations that are neither the
// step asked for nor the next step, and forgets those all answered.
func (ls *Lessons) dropUnwanted() {
	kept := ls.remote[:0]
	for _, sr := range ls.remote {
		wanted := sr.pp == ls.next || ls.pending.active && sr.pp == ls.pending.prep
		switch {
		case len(sr.jobs) == 0:
		case !wanted:
			sr.cancel()
		default:
			kept = append(kept, sr)
		}
	}
	clear(ls.remote[len(kept):])
	ls.remote = kept
}

// take gives the step the figures of a run a worker measured; a run the
// worker could not measure, or whose figures do not read, goes back to
// the frames.
func (sr *stepRuns) take(a Reply) {
	i := sr.find(a.ID)
	if i < 0 {
		return
	}
	j := sr.jobs[i]
	sr.jobs = append(sr.jobs[:i], sr.jobs[i+1:]...)
	f, err := lessons.ParseRunFigures(a.Run)
	if a.Err != "" || err != nil {
		sr.pp.Away(j.run, false)
		return
	}
	*sr.given++
	_, _ = sr.pp.Give(j.run, f) // an error is the step's: its next Advance returns it
}

// RunsFromWorkers is how many steps' runs the workers have measured since
// the start.
func (ls *Lessons) RunsFromWorkers() uint64 { return ls.given }

// lost gives the runs of the workers that stopped back to the frames.
func (sr *stepRuns) lost() {
	kept := sr.jobs[:0]
	for _, j := range sr.jobs {
		if j.w.State() == WorkerFailed {
			sr.pp.Away(j.run, false)
			continue
		}
		kept = append(kept, j)
	}
	sr.jobs = kept
}

// cancel stops the runs still in the workers, and leaves them to the
// frames should the step be asked for again.
func (sr *stepRuns) cancel() {
	for _, j := range sr.jobs {
		j.w.cancel(j.id)
		sr.pp.Away(j.run, false)
	}
	sr.jobs = sr.jobs[:0]
}

// find is the place of job id among the runs sent, or -1.
func (sr *stepRuns) find(id uint64) int {
	for i, j := range sr.jobs {
		if j.id == id {
			return i
		}
	}
	return -1
}
