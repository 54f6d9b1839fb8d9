package viz

// stepBack takes back the user's last step, or says why it cannot.
func (g *Game) stepBack() {
	if g.ses.SteppingBack() {
		return // one is under way
	}
	if !g.ses.BeginStepBack() {
		g.Notify("Backspace takes back a step taken with E or N: there is none to take back since the last play, reset or knob change")
		return
	}
	g.confirm("Going back one step: replaying the run up to it …")
}

// stepBackJob is the replay of a step back, as background work
// (app.PriorityStepBack); once it is complete the screen shows the
// moment before the step.
type stepBackJob struct{ g *Game }

func (j stepBackJob) Pending() bool { return j.g.ses.SteppingBack() }

func (j stepBackJob) Work() bool {
	g := j.g
	if !g.ses.StepBackSlice() {
		return true
	}
	g.log.marked, g.log.total = g.ses.After().Trace().Total(), 0
	g.confirm("Back one step")
	g.refresh()
	return true
}
