package viz

import "rxscope/app"

// SetWorker hands the chart's sweep and the scene list's measurements to
// a Web Worker, beside the drawing (w nil: back to the frames). Where the
// worker fails, app.Worker gives the jobs back to the frames, which go on
// from its last answer.
func (g *Game) SetWorker(w *app.Worker) {
	g.worker = w
	g.sweep.UseWorker(w)
	if g.scenes.model.val != nil {
		g.scenes.model.val.UseWorker(w)
	}
}
