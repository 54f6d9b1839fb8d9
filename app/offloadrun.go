package app

import (
	"fmt"

	"rxscope/lessons"
	"rxscope/model"
	"rxscope/model/sensitivity"
	"rxscope/model/validation"
)

// Runner runs the worker's jobs (Requests), a slice at a time, in the
// order they came, with the same code the app runs them with in the
// frames (Sweep, Validation, sensitivity.New, lessons.Prep,
// validation.LeverSearch), so
// that an answer holds the numbers the frames would have computed. A
// lesson's run goes first: it starts before the jobs queued ahead of it,
// and the job in progress, of another kind, is set aside until the
// lesson's runs are done. A JobCancel drops a job, queued, set aside or
// in progress. The jobs share one simulation, Reset for each (a job set
// aside keeps its own). cmd/rxworker drives it in the Web Worker; the tests drive it
// natively.
type Runner struct {
	queue []Request
	cur   runJob     // the job in progress; cur.req.ID == 0 when none
	aside []runJob   // jobs set aside for a lesson's run, the last to resume first
	spare *model.Sim // the last job's simulation, Reset for the next
}

// runJob is the job in progress.
type runJob struct {
	req   Request
	to    int // a sweep's end: the point after its last
	sweep *Sweep
	val   *Validation
	gain  *sensitivity.Run
	run   *lessons.RunMeasurement
	lever *validation.LeverSearch // a JobLevers' lever in progress, number k
	k     int
}

// gainChunk is the packets a slice of a sensitivity table, or of a
// lesson's run, runs.
const gainChunk = 500

// Take reads a message from the app: a job joins the queue, a
// JobCancel removes one. A message that is no request is an error that
// says why.
func (r *Runner) Take(msg string) error {
	req, err := DecodeRequest(msg)
	if err != nil {
		return err
	}
	if req.Kind != JobCancel {
		r.queue = append(r.queue, req)
		return nil
	}
	if r.cur.req.ID == req.ID {
		r.drop()
	}
	for i, j := range r.aside {
		if j.req.ID == req.ID {
			r.aside = append(r.aside[:i], r.aside[i+1:]...)
			break
		}
	}
	for i, q := range r.queue {
		if q.ID == req.ID {
			r.queue = append(r.queue[:i], r.queue[i+1:]...)
			break
		}
	}
	return nil
}

// Busy reports whether a job is queued or in progress.
func (r *Runner) Busy() bool { return r.cur.req.ID != 0 || len(r.queue) > 0 || len(r.aside) > 0 }

// Work runs one slice of the job in progress (starting the next queued
// one when none is), handing post each answer it finishes.
func (r *Runner) Work(post func(Reply)) {
	first := r.firstLessonRun()
	if first >= 0 && r.cur.req.ID != 0 && r.cur.run == nil {
		r.aside = append(r.aside, r.cur) // with its simulation
		r.cur = runJob{}
	}
	if r.cur.req.ID == 0 {
		if first < 0 && len(r.aside) > 0 {
			r.cur = r.aside[len(r.aside)-1]
			r.aside = r.aside[:len(r.aside)-1]
			r.Work(post)
			return
		}
		if len(r.queue) == 0 {
			return
		}
		k := max(first, 0)
		req := r.queue[k]
		r.queue = append(r.queue[:k], r.queue[k+1:]...)
		if err := r.start(req); err != nil {
			post(Reply{ID: req.ID, Done: true, Err: err.Error()})
			r.drop()
			return
		}
	}
	j := &r.cur
	id := j.req.ID
	switch {
	case j.sweep != nil:
		c := j.sweep.Curve()
		if j.sweep.Work() {
			k := c.Done - 1
			post(Reply{ID: id, Point: k, CPP: c.CPP[k], Done: c.Done == j.to})
		}
		if c.Done == j.to || !j.sweep.Pending() {
			r.drop()
		}
	case j.val != nil:
		if j.val.Work() >= 0 {
			k := j.val.cur
			f := j.val.jobs[k]
			post(Reply{ID: id, Point: k, Value: f.value, Failed: f.failed, Done: !j.val.Pending()})
		}
		if !j.val.Pending() {
			r.drop()
		}
	case j.gain != nil:
		if !j.gain.Advance(gainChunk) {
			return
		}
		a := Reply{ID: id, Done: true}
		if res, err := j.gain.Result(); err != nil {
			a.Err = err.Error()
		} else {
			a.Table = NewSensitivityTable(res)
		}
		post(a)
		r.drop()
	case j.lever != nil:
		if !j.lever.Advance(validationChunk) {
			return
		}
		a := Reply{ID: id, Point: j.k, Done: j.k+1 == j.to}
		if res, err := j.lever.Result(); err != nil {
			a.Err = err.Error()
		} else {
			a.Lever = NewLeverNumbers(res)
		}
		post(a)
		if a.Done || a.Err != "" {
			r.drop()
			return
		}
		j.k++
		if err := r.startLever(); err != nil {
			post(Reply{ID: id, Point: j.k, Done: true, Err: err.Error()})
			r.drop()
		}
	case j.run != nil:
		if _, done := j.run.Advance(gainChunk); !done {
			return
		}
		a := Reply{ID: id, Done: true, Point: j.req.Run}
		if text, err := lessons.RunFiguresText(j.run.Figures()); err != nil {
			a.Err = err.Error()
		} else {
			a.Run = text
		}
		post(a)
		r.drop()
	}
}

// firstLessonRun is the place in the queue of its first lesson's run, or -1.
func (r *Runner) firstLessonRun() int {
	for i, q := range r.queue {
		if q.Kind == JobLessonRun {
			return i
		}
	}
	return -1
}

// start makes req the job in progress.
func (r *Runner) start(req Request) error {
	r.cur = runJob{req: req}
	switch req.Kind {
	case JobSweep:
		sw := &Sweep{sim: r.spare}
		sw.Want(req.Config)
		if req.From < 0 || req.From >= SweepPoints {
			return fmt.Errorf("sweep: from %d is out of range 0..%d", req.From, SweepPoints-1)
		}
		to := req.To
		if to == 0 {
			to = SweepPoints
		}
		if to <= req.From || to > SweepPoints {
			return fmt.Errorf("sweep: to %d is out of range %d..%d", req.To, req.From+1, SweepPoints)
		}
		sw.cur.Done = req.From
		r.cur.sweep, r.cur.to = sw, to
	case JobValidation:
		o := optionsOr(req.Options)
		rows := validation.MeasuredScenes()
		if req.Rows < 0 || req.Rows > len(rows) {
			return fmt.Errorf("validation: rows %d is out of range 0..%d", req.Rows, len(rows))
		}
		if req.Rows > 0 {
			rows = rows[:req.Rows]
		}
		v := NewValidation(rows, o)
		to := req.To
		if to == 0 {
			to = v.nfig
		}
		if to < 1 || to > v.nfig {
			return fmt.Errorf("validation: to %d is out of range 1..%d", req.To, v.nfig)
		}
		if req.From < 0 || req.From >= to {
			return fmt.Errorf("validation: from %d is out of range 0..%d", req.From, to-1)
		}
		v.jobs, v.nfig = v.jobs[:to], to // the figures asked for, no lever
		for k := range req.From {
			v.jobs[k].remote = req.ID // another's figures: the run skips them
		}
		v.spare = r.spare
		r.cur.val = v
	case JobSensitivity:
		g, err := sensitivity.New(req.Config, req.Params, req.Step, req.Options.Window(), r.spare)
		if err != nil {
			return err
		}
		r.cur.gain = g
	case JobLevers:
		n := len(validation.PublishedLevers())
		to := req.To
		if to == 0 {
			to = req.From + 1
		}
		if req.From < 0 || req.From >= n {
			return fmt.Errorf("levers: from %d is out of range 0..%d", req.From, n-1)
		}
		if to <= req.From || to > n {
			return fmt.Errorf("levers: to %d is out of range %d..%d", req.To, req.From+1, n)
		}
		r.cur.k, r.cur.to = req.From, to
		r.cur.req.Options = optionsOr(req.Options)
		return r.startLever()
	case JobLessonRun:
		l, ok := lessons.Lookup(req.Lesson)
		if !ok {
			return fmt.Errorf("lesson run: no lesson %q", req.Lesson)
		}
		pp, err := lessons.NewPrep(l, req.From)
		if err != nil {
			return err
		}
		m, err := pp.Measure(req.Run, r.spare)
		if err != nil {
			return fmt.Errorf("lesson run: %s step %d: %w", req.Lesson, req.From, err)
		}
		r.cur.run = m
	default:
		return fmt.Errorf("unknown job kind %q (sweep, validation, sensitivity, levers, lessonrun or cancel)", req.Kind)
	}
	r.spare = nil
	return nil
}

// startLever starts the search of lever cur.k of validation.PublishedLevers,
// in the simulation the last one measured in.
func (r *Runner) startLever() error {
	j := &r.cur
	sim := r.spare
	if j.lever != nil {
		sim = j.lever.Sim()
	}
	s, err := validation.StartLeverSearch(validation.PublishedLevers()[j.k], j.req.Options, sim)
	if err != nil {
		return err
	}
	j.lever, r.spare = s, nil
	return nil
}

// drop ends the job in progress, keeping its simulation for the next.
func (r *Runner) drop() {
	j := &r.cur
	var s *model.Sim
	switch {
	case j.sweep != nil:
		s = j.sweep.sim
	case j.val != nil:
		s = j.val.spare
		if j.val.meas != nil {
			s = j.val.meas.Sim()
		}
	case j.gain != nil:
		s = j.gain.Sim()
	case j.run != nil:
		s = j.run.Sim()
	case j.lever != nil:
		j.lever.Stop()
		s = j.lever.Sim()
	}
	if s != nil {
		r.spare = s
	}
	r.cur = runJob{}
}

// optionsOr is o, or rxsim validate's sizes when the request gave none.
func optionsOr(o validation.Options) validation.Options {
	if o.Warmup == 0 && o.Packets == 0 && len(o.Set) == 0 {
		return validation.DefaultOptions()
	}
	return o
}
