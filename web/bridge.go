package main

import "github.com/hajimehoshi/ebiten/v2"

// bridge wraps the screen so that the page sees every change: before each
// Update it applies the commands the page queued (messages from a parent
// page), and after it publishes the snapshot, the URL and the status line.
// It adds nothing to the drawing.
type bridge struct {
	app
	page *page
}

func (b *bridge) Update() error {
	b.page.apply(b.app)
	if err := b.app.Update(); err != nil {
		return err
	}
	b.page.publish(b.app)
	return nil
}

var _ ebiten.Game = (*bridge)(nil)
