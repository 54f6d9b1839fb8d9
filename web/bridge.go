package main

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/viz"
)

// bridge wraps the game so that, after every Update, the page's hook sees
// the new snapshot. It adds nothing to the drawing.
type bridge struct {
	*viz.Game
	hook pageHook
}

func newBridge(g *viz.Game) *bridge {
	b := &bridge{Game: g}
	b.hook = newPageHook(g)
	return b
}

func (b *bridge) Update() error {
	if err := b.Game.Update(); err != nil {
		return err
	}
	b.hook.publish(b.Game.Snapshot())
	return nil
}

var _ ebiten.Game = (*bridge)(nil)
