package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	appcore "rxscope/app"
	"rxscope/viz"
	"rxscope/viz/scene"
)

// app is what the page needs of the screen: its snapshot, its scene (the
// state a URL carries) and the commands a parent page may send.
type app interface {
	ebiten.Game
	Snapshot() viz.Snapshot
	// Scene is the current scene; SceneVersion changes whenever it does,
	// so the page rebuilds the URL only then.
	Scene() scene.Scene
	SceneVersion() uint64
	// SetParam and Goto change the scene as a URL parameter or a message
	// would; a value that cannot be used gives a notice and changes nothing.
	SetParam(name, value string) (scene.Notice, bool)
	Goto(lesson string, step int) (scene.Notice, bool)
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
