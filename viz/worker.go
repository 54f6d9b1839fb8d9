package viz

import "rxscope/app"

// SetWorkers hands the background measurements to Web Workers, beside
// the drawing (none: back to the frames): the machine panel's table to
// the first, the chart's sweep, the scene list's figures and the lesson
// steps' runs shared among all. Where a worker fails, app.Worker gives its jobs back to the
// frames, which go on from its last answer.
func (g *Game) SetWorkers(ws []*app.Worker) {
	g.core.Sim.Workers, g.core.Sim.Worker = ws, nil
	if len(ws) > 0 {
		g.core.Sim.Worker = ws[0]
	}
	g.sweep.UseWorkers(ws...)
	g.core.App.Les.UseWorkers(ws)
	g.core.Panels.Scenes.UseWorkers(ws)
}

// pollWorkers hands the answers that arrived to their jobs, and holds
// the workers' new jobs back while the screen waits for a job in the
// frames (app.Scheduler.Foreground).
func (g *Game) pollWorkers() {
	hold := g.core.Sim.BG.Foreground()
	for _, w := range g.core.Sim.Workers {
		w.Poll()
		w.Hold(hold)
	}
}
