// Command web is rxscope's program for the browser: it reads the state
// from the page's URL, builds the screen and hands it to Ebitengine. Build
// it with GOOS=js GOARCH=wasm (make dist); on other systems it opens a
// desktop window, which is handy for debugging the drawing.
package main

import (
	"log"

	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/address"
	"rxscope/lessons"
	"rxscope/viz"
)

func main() {
	pg := newPage()
	sc, notices := address.Parse(pg.query(), pg.defaults(), lessons.Catalog)
	notices = append(notices, pg.startNotices()...)
	game, err := viz.NewGameFor(sc)
	if err != nil {
		log.Fatal(err)
	}
	if s := address.Summary(notices, 3); s != "" {
		game.Notify(s)
		pg.logNotices(notices)
	}
	game.SetHost(pg)
	game.SetCommands(func() { pg.apply(game) })
	pg.onShown(game.Reshow)
	go releaseJSValues()
	ebiten.SetWindowTitle("rxscope")
	ebiten.SetWindowSize(1280, 720)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// Every frame starts with the opaque backdrop, which covers the whole
	// screen: clearing it first would be one more full-screen pass for
	// the GPU, which headless browsers run on the CPU (viz/finalscreen.go).
	ebiten.SetScreenClearedEveryFrame(false)
	if err := ebiten.RunGame(&bridge{app: game, page: pg}); err != nil {
		log.Fatal(err)
	}
}
