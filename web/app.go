package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/address"
	appcore "rxscope/app"
	"rxscope/viz"
)

// app is what the page needs of the screen: its snapshot, its state (the
// state a URL carries) and the commands a parent page may send.
type app interface {
	ebiten.Game
	// DrawFinalScreen draws the frame Draw built onto the canvas.
	ebiten.FinalScreenDrawer
	Snapshot() viz.Snapshot
	// Address is the current state; AddressVersion changes whenever it does,
	// so the page rebuilds the URL only then.
	Address() address.State
	AddressVersion() uint64
	// SetParam and Goto change the state as a URL parameter or a message
	// would; a value that cannot be used gives a notice and changes nothing.
	SetParam(name, value string) (address.Notice, bool)
	Goto(lesson string, step int) (address.Notice, bool)
	// Notify shows a notice on the screen.
	Notify(text string)
	// Status is one line for screen readers: the lesson's text or the
	// key figures.
	Status() string
	// SetHost gives the screen the page's actions (save a PNG, copy the
	// link or the embed snippet).
	SetHost(h viz.Host)
	// SetWorkers hands the background measurements to Web Workers.
	SetWorkers(ws []*appcore.Worker)
}

var _ app = (*viz.Game)(nil)
