package viz

// stepBackScreen is what the step back (screen.StepBack, Backspace)
// tells the screen: its notices, and the packets and figures to read
// again once the moment before the step is back.
type stepBackScreen struct{ g *Game }

func (s stepBackScreen) Notify(text string)  { s.g.Notify(text) }
func (s stepBackScreen) Confirm(text string) { s.g.confirm(text) }
func (s stepBackScreen) Refresh()            { s.g.refresh() }
