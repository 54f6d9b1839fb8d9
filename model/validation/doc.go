// Package validation holds the model up against what the seeds
// published: every figure a seed measured (PublishedFigures: a Figure,
// its published value and the model runs that reproduce it), every
// direction a seed states (PublishedClaims: which driver is faster, what
// stays unchanged), and what a seed leaves unstated about its test,
// chosen once for all its rows (SeedSetups).
//
// Validate runs the model for every figure and checks every direction,
// as rxsim validate prints it; the scene list opens the configurations
// a seed measured (MeasuredScenes, PublishedFor). Work cycles are fitted
// only on published "after" figures, and a fitted figure names its
// parameter; every other figure is a prediction, and where the model is
// off its Why says so in a sentence.
//
// Where the model misses a figure, its Levers ask how far one machine
// parameter would have to move to carry it (Lever, bisected by solve;
// LeverSearch runs the same search a slice at a time for a program that
// draws frames), and what the seed's fitted figure becomes there.
//
// It owns the published figures, their validation and their levers.
// The simulation, its measurement and the measures it reads
// (model.Measurement, model.Measure) are the model's; the model never
// imports this package.
//
//	rep, err := validation.Validate(validation.DefaultOptions())
//	rep.WriteTo(os.Stdout)
package validation
