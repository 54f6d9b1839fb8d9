package app

import (
	"rxscope/lessons"
	"rxscope/model"
)

// Sweep computes the chart's curve: NAPI cycles per packet at every
// prefetch distance, model.MinDistance to model.MaxDistance, and with
// today's driver last, for the knobs as set. Each point is a short
// measurement of the same traffic (SweepWindow), run a slice at a time as
// background work (a Job of PriorityChart), and finished curves are kept
// by configuration, so going back to a setting is instant. Every point
// runs in the same simulation, Reset to its configuration, so a curve
// allocates no caches after its first point; the points run with the
// trace and the timeline off, on which the figures do not depend. With
// Workers (UseWorkers) the points are computed beside the drawing, the
// curve's points left shared among the workers in runs of consecutive
// points (two workers: each half the curve), and a knob change cancels
// the curve the workers were on; Work then only announces the points
// that arrived, in order. The zero value follows no knobs until Want.
type Sweep struct {
	key   model.Config // the knobs with the distance cleared
	cur   *Curve
	sim   *model.Sim         // the point in progress, or the last one (Reset for the next)
	meas  *model.Measurement // the point in progress, nil between points
	cache map[model.Config]*Curve
	order []model.Config // cache keys, oldest first, to bound the cache

	workers []*Worker
	jobs    []sweepJob // the workers' jobs computing cur, one a worker
	have    uint32     // points past cur.Done the workers gave, a bit each
	refused bool       // a worker could not run cur's job: the frames run it
	news    int        // points the workers gave that Work has not announced
}

// sweepJob is the run of points one worker computes: from next (the
// point it gives next) to to, excluded.
type sweepJob struct {
	w        *Worker
	id       uint64
	next, to int
}

// SweepPoints is one point per distance, plus today's driver last.
const SweepPoints = model.MaxDistance - model.MinDistance + 2

// SweepWindow is how a point is measured: a lesson's default run, so that
// the chart and the lessons' figures agree.
var SweepWindow = lessons.DefaultWindow

// sweepChunk is the packets a slice of the sweep runs.
const sweepChunk = 40

// maxCurves bounds the cache of curves.
const maxCurves = 32

// Curve is one finished or partial sweep.
type Curve struct {
	CPP  [SweepPoints]float64 // cycles per packet by point; 0 where the model refused the point
	Done int                  // points finished, in order
}

// sweepKey is the identity of a sweep: the knobs, whatever the distance.
func sweepKey(cfg model.Config) model.Config {
	cfg.Distance = 0
	return cfg
}

// Want makes the sweep follow cfg, reusing a finished or partial curve.
func (sw *Sweep) Want(cfg model.Config) {
	k := sweepKey(cfg)
	if sw.cur != nil && k == sw.key {
		return
	}
	if sw.cache == nil {
		sw.cache = make(map[model.Config]*Curve)
	}
	sw.cancel()
	sw.key, sw.meas, sw.refused, sw.news = k, nil, false, 0
	defer sw.ask()
	if c, ok := sw.cache[k]; ok {
		sw.cur = c
		return
	}
	sw.cur = &Curve{}
	if len(sw.order) == maxCurves {
		delete(sw.cache, sw.order[0])
		sw.order = append(sw.order[:0], sw.order[1:]...)
	}
	sw.cache[k] = sw.cur
	sw.order = append(sw.order, k)
}

// Curve is the curve of the knobs followed, nil before Want.
func (sw *Sweep) Curve() *Curve { return sw.cur }

// PointConfig is the configuration of point i: distance
// model.MinDistance+i, or today's driver for the last.
func (sw *Sweep) PointConfig(i int) model.Config {
	if i == SweepPoints-1 {
		return BeforeConfig(sw.key)
	}
	c := sw.key
	c.Distance = model.MinDistance + i
	return c
}

// UseWorkers makes the sweep's points the workers' job from now on
// (none: the frames'); the current curve goes on from its last point.
func (sw *Sweep) UseWorkers(ws ...*Worker) {
	sw.cancel()
	sw.workers, sw.meas = append(sw.workers[:0], ws...), nil
	sw.ask()
}

// cancel stops the workers' jobs for the current curve; the points they
// gave past its last in order are dropped.
func (sw *Sweep) cancel() {
	for _, j := range sw.jobs {
		j.w.cancel(j.id)
	}
	sw.jobs, sw.have = sw.jobs[:0], 0
}

// ask shares the rest of the current curve among the usable workers, in
// runs of consecutive points of about equal length, unless workers have
// it already or the curve is finished. It allocates only what it sends.
func (sw *Sweep) ask() {
	if sw.cur == nil || sw.cur.Done >= SweepPoints || len(sw.jobs) > 0 || sw.refused {
		return
	}
	n := 0
	for _, w := range sw.workers {
		if w.Usable() {
			n++
		}
	}
	left := SweepPoints - sw.cur.Done
	n = min(n, left)
	from := sw.cur.Done
	for _, w := range sw.workers {
		if n == 0 {
			break
		}
		if !w.Usable() {
			continue
		}
		to := from + (SweepPoints-from)/n
		id := w.send(Request{Kind: JobSweep, Config: sw.key, From: from, To: to}, sw)
		sw.jobs = append(sw.jobs, sweepJob{w: w, id: id, next: from, to: to})
		from, n = to, n-1
	}
}

// take records a point a worker computed. Points come in order within a
// worker's run; a later run's points wait (have) until the curve reaches
// them.
func (sw *Sweep) take(a Reply) {
	i := sw.job(a.ID)
	if i < 0 {
		return
	}
	j := &sw.jobs[i]
	if a.Err != "" || a.Point != j.next {
		sw.cancel()
		sw.refused = true // the frames compute the rest
		return
	}
	sw.cur.CPP[a.Point] = a.CPP
	sw.have |= 1 << a.Point
	j.next++
	sw.advance()
	if a.Done || j.next == j.to {
		sw.jobs = append(sw.jobs[:i], sw.jobs[i+1:]...)
	}
}

// job is the index of the workers' job id in jobs, or -1.
func (sw *Sweep) job(id uint64) int {
	for i, j := range sw.jobs {
		if j.id == id && id != 0 {
			return i
		}
	}
	return -1
}

// advance moves the curve's end over the points the workers gave, and
// counts them for Work to announce.
func (sw *Sweep) advance() {
	for sw.cur.Done < SweepPoints && sw.have&(1<<sw.cur.Done) != 0 {
		sw.have &^= 1 << sw.cur.Done
		sw.cur.Done++
		sw.news++
	}
}

// lost drops the jobs of the workers that stopped: once no worker holds
// any, the rest of the curve goes to the workers left, or to the frames.
func (sw *Sweep) lost() {
	kept := sw.jobs[:0]
	for _, j := range sw.jobs {
		if j.w.State() != WorkerFailed {
			kept = append(kept, j)
		}
	}
	sw.jobs = kept
}

// Remote reports whether workers are computing the current curve.
func (sw *Sweep) Remote() bool { return len(sw.jobs) > 0 }

// Pending reports whether the curve has points left to compute in the
// frames, or points from the workers to announce. With usable workers
// and none on the curve, it first hands them its rest (ask).
func (sw *Sweep) Pending() bool {
	if sw.cur == nil {
		return false
	}
	if sw.news > 0 {
		return true
	}
	sw.ask()
	return len(sw.jobs) == 0 && sw.cur.Done < SweepPoints
}

// Allocates reports whether the next slice builds the sweep's first
// simulation, the largest single piece of its work (its caches).
func (sw *Sweep) Allocates() bool { return sw.news == 0 && sw.meas == nil && sw.sim == nil }

// Work runs one slice of the current point, and reports whether it
// finished the point; with a worker, it announces the next point the
// worker gave.
func (sw *Sweep) Work() (pointDone bool) {
	if sw.news > 0 {
		sw.news--
		return true
	}
	if !sw.Pending() {
		return false
	}
	if sw.meas == nil {
		s, err := model.Renew(sw.sim, sw.PointConfig(sw.cur.Done))
		if err != nil {
			sw.cur.CPP[sw.cur.Done] = 0 // no value: the model refused the configuration
			sw.cur.Done++
			sw.advance()
			return true
		}
		s.SetTraceLevel(model.TraceOff)
		s.SetTimeline(false)
		sw.sim, sw.meas = s, model.NewMeasurement(s, SweepWindow)
	}
	if !sw.meas.Advance(sweepChunk) {
		return false
	}
	sw.cur.CPP[sw.cur.Done] = sw.meas.Metrics().CyclesPerPacket()
	sw.cur.Done++
	sw.meas = nil
	sw.advance() // past points a worker gave before it stopped
	return true
}
