// Package viz is rxscope's Ebitengine adapter and its painters: it reads
// the keys, the pointer and touch, hands them to the screen's core
// (package screen) and to the app core (package app) as intents and
// actions, and paints what they hold.
//
// It observes the model (package model) and never reaches into it: each
// tick, Update handles input and advances the simulation by a fixed
// quantum of simulated time; Draw only reads. Positions come from package
// layout, which is pure and tested without a display.
//
// The Game holds the app core's state (the session, the lessons, the
// presenter, the cards), the screen core's concerns (the figures, the
// lesson panel, the scene list, the machine panel, the knobs drawer, the
// event log, the counters, the stepper, the tooltips, the export, the
// frame meter) and what painting keeps (the painter and its atlas, the
// backdrop, the draw list). Its code is split into Game itself (Update,
// input, actions) and the method sets that still read it whole: view
// (drawing), cardView (the cards over the panels), lessonDrawer (the
// lesson panel's painting) and reporter (the snapshot).
//
// Lessons (package lessons, their state in app.Lessons) play on the same
// screen: a step loads its knobs into both simulations, the lesson panel
// (screen.LessonPanel) takes the right-hand column and the step's targets
// glow (lesson.go, lessonpanel.go, highlight.go). The keys, the mouse and
// the touches are read into a screen.Input once a tick (input.go); keys
// that are not a control's are the command table's (screen.Commands):
// moving through a lesson, presenting (presenter.go, the projector theme
// in theme_projector.go) and export (export.go); the menu (menu.go) offers the same to a mouse
// or a finger. The page around the screen sees it through host.go and
// the snapshot.
package viz
