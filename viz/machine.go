package viz

import (
	"rxscope/app"
	"rxscope/model"
)

// The machine panel (Shift+M) and the knobs drawer (A) are the screen
// core's (screen.MachinePanel, screen.KnobsDrawer); here they get their
// background job and the Game they restart; their keys are the
// command table's (screen.MachinePanel.Key, screen.KnobsDrawer.Key).

// editHost is the Game as the machine panel and the knobs drawer restart
// it (screen.Restarter).
type editHost struct{ g *Game }

func (h editHost) Config() model.Config   { return h.g.core.Sim.Ses.Config() }
func (h editHost) Apply(cfg model.Config) { h.g.apply(cfg) }
func (h editHost) Notify(text string)     { h.g.Notify(text) }

// machineJob measures what decides the gain while the panel is open, a
// slice at a time in the background scheduler's budget
// (app.PriorityMachine), in the first Web Worker when there is one.
type machineJob struct{ g *Game }

func (j machineJob) Pending() bool {
	return j.g.core.App.Cards.Open == app.MachineCard && j.g.core.Panels.Mach.GainPending()
}

func (j machineJob) Work() bool {
	j.g.core.Panels.Mach.MeasureGain(j.g.core.Sim.Worker)
	return true
}
