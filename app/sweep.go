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
// trace and the timeline off, on which the figures do not depend. With a
// Worker (UseWorker) the points are computed beside the drawing, in the
// worker, and a knob change cancels the curve the worker was on; Work
// then only announces the points that arrived. The zero value follows no
// knobs until Want.
type Sweep struct {
	key   model.Config // the knobs with the distance cleared
	cur   *Curve
	sim   *model.Sim         // the point in progress, or the last one (Reset for the next)
	meas  *model.Measurement // the point in progress, nil between points
	cache map[model.Config]*Curve
	order []model.Config // cache keys, oldest first, to bound the cache

	worker  *Worker
	remote  uint64 // the worker's job computing cur, 0 when none
	refused bool   // the worker could not run cur's job: the frames run it
	news    int    // points the worker gave that Work has not announced
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
	sw.worker.cancel(sw.remote)
	sw.key, sw.meas, sw.remote, sw.refused, sw.news = k, nil, 0, false, 0
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

// UseWorker makes the sweep's points the worker's job from now on
// (w nil: the frames'); the current curve goes on from its last point.
func (sw *Sweep) UseWorker(w *Worker) {
	sw.worker.cancel(sw.remote)
	sw.worker, sw.remote, sw.meas = w, 0, nil
	sw.ask()
}

// ask hands the rest of the current curve to the worker, if one is
// usable and the curve is not finished.
func (sw *Sweep) ask() {
	if sw.cur == nil || sw.cur.Done >= SweepPoints || sw.remote != 0 || sw.refused {
		return
	}
	sw.remote = sw.worker.send(Request{Kind: JobSweep, Config: sw.key, From: sw.cur.Done}, sw)
}

// take records a point the worker computed.
func (sw *Sweep) take(a Reply) {
	if a.ID != sw.remote {
		return
	}
	if a.Err != "" || a.Point != sw.cur.Done {
		sw.worker.cancel(sw.remote)
		sw.remote, sw.refused = 0, true // the frames compute the rest
		return
	}
	sw.cur.CPP[a.Point] = a.CPP
	sw.cur.Done++
	sw.news++
	if a.Done || sw.cur.Done == SweepPoints {
		sw.remote = 0
	}
}

// lost gives the curve back to the frames: the worker stopped.
func (sw *Sweep) lost() { sw.remote = 0 }

// Remote reports whether the worker is computing the current curve.
func (sw *Sweep) Remote() bool { return sw.remote != 0 }

// Pending reports whether the curve has points left to compute in the
// frames, or points from the worker to announce.
func (sw *Sweep) Pending() bool {
	return sw.cur != nil && (sw.news > 0 || sw.remote == 0 && sw.cur.Done < SweepPoints)
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
	return true
}
