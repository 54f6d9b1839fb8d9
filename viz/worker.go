package viz

import "rxscope/app"

// SetWorkers hands the background measurements to Web Workers, beside
// the drawing (none: back to the frames): the core's (screen.Screen.
// SetWorkers) and the chart's sweep, shared among all.
func (g *Game) SetWorkers(ws []*app.Worker) {
	g.core.SetWorkers(ws)
	g.sweep.UseWorkers(ws...)
}
