package screen

import "rxscope/model"

// Restarter is the rest of the screen as the machine panel and the knobs
// drawer need it: the configuration both simulations run, a way to start
// them again on another (Game.apply in viz: app.Session.Start, then the
// words and the chart that follow the knobs), and the banner over the
// ring for a change the model refuses.
type Restarter interface {
	// Config is the configuration on the screen.
	Config() model.Config
	// Apply starts both simulations again with cfg; the caller has
	// checked it.
	Apply(cfg model.Config)
	// Notify says text in the banner over the ring.
	Notify(text string)
}
