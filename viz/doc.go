// Package viz draws rxscope with Ebitengine and turns mouse, touch and
// keys into actions on the app core (package app).
//
// It observes the model (package model) and never reaches into it: each
// tick, Update handles input and advances the simulation by a fixed
// quantum of simulated time; Draw only reads. Positions come from package
// layout, which is pure and tested without a display.
//
// The screen has one state, the Game, whose code is split by concern into
// types over it: Game itself (Update, input, actions), view (drawing),
// cardView (the cards over the panels) and reporter (the snapshot). The
// panels' tooltips, the export, the scene list, the machine panel and the
// knobs drawer are the screen core's (package screen); viz paints them
// (tooltip.go, scenes.go, machinedraw.go, knobsdrawer.go) and hands them
// their input.
//
// Lessons (package lessons, their state in app.Lessons) play on the same
// screen: a step loads its knobs into both simulations, the lesson panel takes the right-hand
// column and the step's targets glow (lesson.go, lessonpanel.go,
// highlight.go). Keys that are not a control's are commands
// (commands.go): moving through a lesson, presenting (presenter.go, the
// projector theme in theme_projector.go) and export (export.go); the
// menu (menu.go) offers the same to a mouse or a finger. The page around
// the screen sees it through host.go and the snapshot.
//
// Stepping: the event log (eventlog.go) lists the latest events of the
// model's trace with the kernel function of each; Backspace takes a step
// back by replaying the session's log of advances from time zero
// (app/history.go), which the model's determinism makes exact. When the knobs
// are a configuration a seed measured, the top line quotes the seed's
// figures (published.go).
package viz
