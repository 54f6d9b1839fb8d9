// Package viz draws rxscope with Ebitengine and turns mouse, touch and
// keys into changes of the simulation.
//
// It observes the model (package model) and never reaches into it: each
// tick, Update advances the simulation by a fixed quantum of simulated time
// and handles input; Draw only reads. Positions come from package layout,
// which is pure and tested without a display.
package viz
