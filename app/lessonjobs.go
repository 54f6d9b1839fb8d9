package app

// The lessons' background work, each a Job for the Scheduler: the step
// somebody asked for (PriorityLesson), the step after the one on the
// screen (PriorityNextStep), and a step's warm-up (PriorityWarmUp).

// StepJob prepares the step somebody asked for, a slice at a time, and
// enters it when it is ready.
func (ls *Lessons) StepJob() Job { return stepJob{ls} }

// NextJob prepares the lesson's next step before it is asked for, while
// no slider is dragged.
func (ls *Lessons) NextJob() Job { return nextJob{ls} }

// WarmUpJob runs a step just opened (or a run its Try button offers) to
// where what it describes is on the screen: the ring full, the caches
// warm, packets at the cursors, and the live figures measured (the
// warm-up, the live window's base read at its end, then the window).
func (ls *Lessons) WarmUpJob() Job { return warmUpJob{ls} }

// stepJob is StepJob's Job.
type stepJob struct{ ls *Lessons }

// Pending reports a step asked for in a frame already drawn (so that its
// "preparing" notice shows before the first slice).
func (j stepJob) Pending() bool {
	p := &j.ls.pending
	return p.active && j.ls.frames > p.since
}

// Work runs one slice of the requested step's preparation, or yields
// the frame while the workers measure the runs left.
func (j stepJob) Work() bool {
	ls := j.ls
	p := &ls.pending
	if ls.prepTick != ls.ticks {
		ls.prepUpdates++
		ls.prepTick = ls.ticks
	}
	ls.offload(p.prep)
	if p.prep.Idle() {
		ls.pendingNote() // the runs the workers finished
		return false
	}
	done, err := p.prep.Advance(PrepChunk)
	if done {
		ls.prepDone(p.prep)
	}
	switch {
	case err != nil:
		p.active = false
		ls.host.Notify(err.Error())
		ls.host.Progress()
	case done:
		p.active = false
		if ls.next == p.prep {
			ls.next, ls.prewarm = nil, 0
		}
		ls.enter(p.lesson, p.step, p.prep)
		if ls.showing(p.lesson, p.step) {
			ls.finishOpen(p.open) // a state opened from an address: its knobs and time
		}
	default:
		ls.pendingNote()
	}
	return true
}

// nextJob is NextJob's Job.
type nextJob struct{ ls *Lessons }

// Pending reports a next step to prepare once the step on the screen has
// been drawn, while nothing else is asked for and no slider is dragged.
func (j nextJob) Pending() bool {
	ls := j.ls
	return ls.next != nil && ls.prewarm != 0 && ls.frames >= ls.prewarm && !ls.dragging && !ls.pending.active
}

// Work sends the next step's runs to the workers, or runs one slice of
// them in the frames.
func (j nextJob) Work() bool {
	ls := j.ls
	np := ls.next
	ls.offload(np)
	if np.Idle() {
		return false
	}
	done, err := np.Advance(PrepChunk)
	if !done {
		return true
	}
	ls.prepDone(np)
	ls.prewarm = 0
	ls.host.Progress() // the Next button says the step is ready
	// A lesson already open adopts the step (one prepared meanwhile stays
	// as it was); the first step of a lesson not opened yet stays in next,
	// for Request to start the lesson's runner from.
	if run := ls.runs[np.Lesson().ID]; run != nil {
		if err == nil {
			_ = run.r.Adopt(np)
		}
		ls.next = nil
	}
	return true
}

// warmUpJob is WarmUpJob's Job.
type warmUpJob struct{ ls *Lessons }

// Pending reports a warm-up under way.
func (j warmUpJob) Pending() bool { return j.ls.warming != 0 }

// Work runs both simulations WarmUpChunk packets further towards the
// warm-up's end, then through the live window; a paused state opened
// from an address that names its time goes from the warm-up's end to
// that time instead (standing.go).
func (j warmUpJob) Work() bool {
	ls := j.ls
	if ls.takenOver() && ls.warming == 0 {
		return true
	}
	ls.warmUpSlice()
	ls.stand.steps = ls.ses.Steps()
	return true
}

// warmUpSlice is one slice of the warm-up job's work.
func (ls *Lessons) warmUpSlice() {
	st := &ls.stand
	if st.towards() && ls.warming == 2 {
		if ls.ses.RunToSlice(st.at, st.slice) {
			ls.warmed()
		}
		return
	}
	target := LiveWindow.Warmup
	if ls.warming == 2 {
		target += LiveWindow.Packets
	}
	done := ls.ses.WarmUpSlice(target, WarmUpChunk)
	if st.towards() && ls.ses.After().Now() > st.at {
		// the time comes before the warm-up's end: from the start, to it
		st.slice = sliceTime(ls.ses)
		ls.ses.Restart()
		ls.warming = 2
		return
	}
	if !done {
		return
	}
	ls.live.Observe(ls.ses) // at the warm-up's end: the live window's base
	if ls.warming == 1 {
		ls.warming = 2
		st.slice = sliceTime(ls.ses)
		return
	}
	ls.warmed()
}

// warmed ends the warm-up.
func (ls *Lessons) warmed() {
	ls.warming, ls.stand = 0, standing{}
	ls.host.Warmed()
}
