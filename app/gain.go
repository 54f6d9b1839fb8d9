package app

import (
	"errors"

	"rxscope/model"
	"rxscope/model/sensitivity"
	"rxscope/model/validation"
)

// Gain measures the machine panel's table of what decides the gain
// (sensitivity.New: each parameter moved down and up, today's driver
// and the look-ahead measured on each) for the scene on the screen, as
// background work (a Job of PriorityMachine): a slice at a time in the
// frames, or, with a Worker (UseWorker), in the worker beside the
// drawing, where a new Start cancels the table the worker was on. The
// zero value measures nothing until Start.
type Gain struct {
	run   *sensitivity.Run // the table in the frames, nil when none
	spare *model.Sim       // the last table's simulation, Reset for the next
	req   Request          // the table asked for
	res   sensitivity.Table
	err   error
	done  bool

	worker  *Worker
	remote  uint64 // the worker's job measuring the table, 0 when none
	arrived bool   // the worker's table came and Advance has not said so yet
}

// errNoTable is Result before a table is done.
var errNoTable = errors.New("the table is not measured yet")

// UseWorker makes the tables the worker's job from the next Start (w
// nil: the frames').
func (g *Gain) UseWorker(w *Worker) { g.worker = w }

// Start begins the table of scene for params (sensitivity.Params
// when empty), each moved by step, measured with o, in place of the one
// in progress. An error names what the model refused.
func (g *Gain) Start(scene model.Config, params []string, step float64, o validation.Options) error {
	g.worker.cancel(g.remote)
	if g.run != nil && g.run.Sim() != nil {
		g.spare = g.run.Sim()
	}
	*g = Gain{spare: g.spare, worker: g.worker,
		req: Request{Kind: JobSensitivity, Config: scene, Params: params, Step: step, Options: o}}
	if g.worker.Usable() {
		if err := scene.Validate(); err != nil {
			g.err = err
			return err
		}
		g.remote = g.worker.send(g.req, g)
		return nil
	}
	return g.startHere()
}

// startHere begins the table in the frames.
func (g *Gain) startHere() error {
	r, err := sensitivity.New(g.req.Config, g.req.Params, g.req.Step, g.req.Options.Window(), g.spare)
	if err != nil {
		g.err = err
		return err
	}
	g.run, g.spare = r, nil
	return nil
}

// take records the worker's table.
func (g *Gain) take(a Reply) {
	if a.ID != g.remote {
		return
	}
	g.remote, g.arrived = 0, true
	switch {
	case a.Err != "":
		g.err = errors.New(a.Err)
	case a.Table == nil:
		g.err = errors.New("the worker sent no table")
	default:
		g.res, g.err = a.Table.Sensitivity(g.req.Config)
	}
}

// lost gives the table back to the frames: the worker stopped.
func (g *Gain) lost() {
	g.remote = 0
	_ = g.startHere() // its error, if any, is Result's
}

// Remote reports whether the worker is measuring the table.
func (g *Gain) Remote() bool { return g.remote != 0 }

// Pending reports whether the table has work in the frames, or the
// worker's table is to be announced.
func (g *Gain) Pending() bool { return g.arrived || g.run != nil && !g.done }

// Advance runs about packets more of the table in the frames (or takes
// the worker's table) and reports whether the table is done.
func (g *Gain) Advance(packets int) bool {
	if g.arrived {
		g.arrived, g.done = false, true
		return true
	}
	if g.run == nil || g.done {
		return g.done
	}
	if !g.run.Advance(packets) {
		return false
	}
	g.res, g.err = g.run.Result()
	g.spare, g.run, g.done = g.run.Sim(), nil, true
	return true
}

// Progress is the share of the table measured, 0..1, or -1 while the
// worker measures it (it says nothing until it is done).
func (g *Gain) Progress() float64 {
	switch {
	case g.done:
		return 1
	case g.remote != 0:
		return -1
	case g.run != nil:
		return g.run.Progress()
	}
	return 0
}

// Result is the finished table, rows ordered by their swing, largest
// first, or the error that stopped it.
func (g *Gain) Result() (sensitivity.Table, error) {
	if g.err != nil {
		return sensitivity.Table{}, g.err
	}
	if !g.done {
		return sensitivity.Table{}, errNoTable
	}
	return g.res, nil
}
