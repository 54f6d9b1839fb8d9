package screen

import (
	"testing"

	"rxscope/app"
)

// TestMachineJob: the machine panel's measuring is background work only
// while the panel is open; opened, it runs a slice at a time in the
// frames (no worker) until its table is done.
func TestMachineJob(t *testing.T) {
	s := newTestScreen(t)
	j := machineJob{s}
	if j.Pending() {
		t.Fatal("the machine panel's job is pending with the panel closed")
	}
	s.Do(app.Action{Kind: app.ToggleMachine}, &painting{})
	if !j.Pending() {
		t.Fatal("the machine panel opened and its table is not being measured")
	}
	for i := 0; i < 100000 && j.Pending(); i++ {
		j.Work()
	}
	if j.Pending() {
		t.Error("the machine panel's table never finished")
	}
	s.SetWorkers(nil)
	if s.Sim.Worker != nil || len(s.Sim.Workers) != 0 {
		t.Error("no workers: the measuring should stay in the frames")
	}
}
