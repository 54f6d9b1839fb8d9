package viz

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/glyph"
	"rxscope/layout"
)

// The backdrop is everything on the screen that changes only when the
// window or the knobs change: panels, titles, legends, labels, axes. It is
// drawn once into an image the size of the screen, and each frame starts
// by copying it; only the moving parts are drawn on top. That keeps a
// frame's draw calls and glyphs to the ones that say something new.

// backdrop is the cached image and what it was drawn for.
type backdrop struct {
	img *ebiten.Image
	fit layout.Fit
	ver uint64 // the Game's staticVer it shows
	// small is the smallest text it holds
	small smallest
	op    ebiten.DrawImageOptions
	// redrawn says the backdrop was redrawn in the frame being drawn (the
	// frame meter notes it)
	redrawn bool
}

// drawBackdrop copies the backdrop onto screen, redrawing it first if the
// window or the static content changed since it was drawn.
func (g view) drawBackdrop(screen surface, fit layout.Fit) {
	b := &g.back
	sz := screen.Bounds().Size()
	if b.img == nil || b.img.Bounds().Size() != sz {
		if b.img != nil {
			b.img.Deallocate()
		}
		b.img = ebiten.NewImage(sz.X, sz.Y)
		b.ver = g.staticVer - 1
	}
	if b.fit != fit || b.ver != g.staticVer {
		p := g.paint
		p.dst, p.fit, p.lift = b.img, fit, 0
		b.img.Fill(g.theme.Background)
		p.small = smallest{}
		g.drawTopBarBack(p)
		g.panels().drawRingBack(p)
		g.panels().drawPacketBack(p, g.core.Geo.Screen.Current, "Packet at the NAPI cursor")
		g.panels().drawPacketBack(p, g.core.Geo.Screen.Ahead, "Packet being prefetched")
		g.panels().drawCPUBack(p)
		g.panels().drawCQBack(p)
		g.drawRightColumnBack(p)
		g.drawKnobsBack(p)
		p.flush()
		b.small = p.small
		b.fit, b.ver = fit, g.staticVer
		b.redrawn = true
		p.cacheVer++
	}
	// Copied, not blended: it is opaque and covers the screen, so the
	// screen needs no clearing before it (finalscreen.go).
	b.op.Blend = ebiten.BlendCopy
	screen.DrawImage(b.img, &b.op)
}

// drawTopBarBack paints the title and the subtitle.
func (g view) drawTopBarBack(p *painter) {
	th := g.theme
	s := &g.core.Geo.Screen
	title, line := layout.TitleSize, g.core.TopLine()
	if g.core.App.Pres.Embed {
		title = embedTitleSize
	}
	p.textIn(layout.TitleText, s.Title, title, Bold, th.Accent, glyph.AlignStart)
	sub := s.Subtitle
	p.textIn(line, layout.Rect{X: sub.X, Y: sub.Y - 12, W: sub.W, H: 30}, layout.SubtitleSize, Regular, th.Text, glyph.AlignStart)
	g.drawMenuButtonBack(p)
}
