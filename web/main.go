// Command web is rxscope's program for the browser: it builds the screen
// and hands it to Ebitengine. Build it with GOOS=js GOARCH=wasm (make dist);
// on other systems it opens a desktop window, which is handy for debugging
// the drawing.
package main

import (
	"log"

	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/viz"
)

func main() {
	game, err := viz.NewGame()
	if err != nil {
		log.Fatal(err)
	}
	ebiten.SetWindowTitle("rxscope")
	ebiten.SetWindowSize(1280, 720)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	b := newBridge(game)
	if err := ebiten.RunGame(b); err != nil {
		log.Fatal(err)
	}
}
