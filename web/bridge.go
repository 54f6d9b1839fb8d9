package main

import "github.com/hajimehoshi/ebiten/v2"

// bridge wraps the screen so that the page sees every change: after each
// Update it publishes the snapshot, the URL and the status line (the
// commands the page queued, messages from a parent page, are applied by
// the screen's Update itself: viz.Game.SetCommands).
// After the first frame is drawn it starts the Web Workers that measure
// beside the drawing (startWorkers), so the worker's program is fetched
// only once the page shows something. It adds nothing to the drawing.
type bridge struct {
	app
	page   *page
	drawn  bool // a frame was drawn
	worker bool // the worker was started (or could not be)
}

func (b *bridge) Update() error {
	if b.drawn && !b.worker {
		b.worker = true
		if ws := startWorkers(); len(ws) > 0 {
			b.app.SetWorkers(ws)
		}
	}
	if err := b.app.Update(); err != nil {
		return err
	}
	b.page.publish(b.app)
	return nil
}

func (b *bridge) Draw(screen *ebiten.Image) {
	b.app.Draw(screen)
	b.drawn = true
}

var _ ebiten.Game = (*bridge)(nil)
