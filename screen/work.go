package screen

import "rxscope/app"

// The background work's wiring: the Web Workers the measurements run in,
// the machine panel's table as a job of the scheduler, and the pace.

// SetWorkers hands the background measurements to Web Workers, beside
// the drawing (none: back to the frames): the machine panel's table to
// the first, the scene list's figures and the lesson steps' runs shared
// among all (the chart's sweep is the painting side's). Where a worker
// fails, app.Worker gives its jobs back to the frames, which go on from
// its last answer.
func (s *Screen) SetWorkers(ws []*app.Worker) {
	s.Sim.Workers, s.Sim.Worker = ws, nil
	if len(ws) > 0 {
		s.Sim.Worker = ws[0]
	}
	s.App.Les.UseWorkers(ws)
	s.Panels.Scenes.UseWorkers(ws)
}

// PollWorkers hands the answers that arrived to their jobs, and holds
// the workers' new jobs back while the screen waits for a job in the
// frames (app.Scheduler.Foreground).
func (s *Screen) PollWorkers() {
	hold := s.Sim.BG.Foreground()
	for _, w := range s.Sim.Workers {
		w.Poll()
		w.Hold(hold)
	}
}

// Pace records the tick in the speed's label (SpeedLabel), which follows
// the pace twice a second; advanced says the simulations moved.
func (s *Screen) Pace(advanced bool) {
	ses := s.Sim.Ses
	s.Panels.Speed.Observe(s.Ticks, s.now().UnixNano(), ses.After().Now(), advanced && !ses.Paused(), ses.Speed())
}

// machineJob measures what decides the gain while the machine panel is
// open, a slice at a time in the background scheduler's budget
// (app.PriorityMachine), in the first Web Worker when there is one.
type machineJob struct{ s *Screen }

func (j machineJob) Pending() bool {
	return j.s.App.Cards.Open == app.MachineCard && j.s.Panels.Mach.GainPending()
}

func (j machineJob) Work() bool {
	j.s.Panels.Mach.MeasureGain(j.s.Sim.Worker)
	return true
}
