package viz

import "rxscope/model"

// The machine panel (Shift+M) and the knobs drawer (A) are the screen
// core's (screen.MachinePanel, screen.KnobsDrawer), with their keys and
// the machine panel's background job; here they get the Game they
// restart.

// editHost is the Game as the machine panel and the knobs drawer restart
// it (screen.Restarter).
type editHost struct{ g *Game }

func (h editHost) Config() model.Config   { return h.g.core.Sim.Ses.Config() }
func (h editHost) Apply(cfg model.Config) { h.g.apply(cfg) }
func (h editHost) Notify(text string)     { h.g.Notify(text) }
