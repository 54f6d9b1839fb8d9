package viz

// stepperScreen is what the stepper (screen.Stepper: E, N, Backspace)
// tells the screen: its notices, and the packets and figures to read
// again after a step or once the moment before it is back.
type stepperScreen struct{ g *Game }

func (s stepperScreen) Notify(text string)  { s.g.Notify(text) }
func (s stepperScreen) Confirm(text string) { s.g.core.Confirm(text) }
func (s stepperScreen) Refresh()            { s.g.refresh() }
