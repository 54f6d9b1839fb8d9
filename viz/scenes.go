package viz

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/app"
	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/screen"
)

// The scene list (G) is screen.SceneList; here it is painted, over the
// screen, from a cached image of its own, and the keys and presses that
// reach it while it is open are handed to it.

// sceneView is what viz keeps to draw the scene list (the core's
// screen.SceneList: its rows, their words, the measuring, the selection
// and the tooltip).
type sceneView struct {
	cache sceneCache // the list drawn once, copied each frame
	// a row's title and figures wrapped to its width, while the list is
	// drawn again
	titleLines, subLines []layout.Span
	tip                  screen.Tooltip // the row's tooltip as it is drawn
}

// drawTip paints the tooltip of the row under the mouse, if any.
func (sv *sceneView) drawTip(p *painter, th *Theme, sl *screen.SceneList) {
	row, text, x, y := sl.Tip()
	if row < 0 {
		return
	}
	sv.tip.Target = screen.Target{Kind: screen.TargetScene, A: row}
	sv.tip.X, sv.tip.Y = x, y
	sv.tip.SetText(text)
	p.drawTooltip(&sv.tip, th)
}

// sceneCache is the open list drawn into an image of its own: its
// twenty rows of text cost a frame several milliseconds to lay out and
// draw, so they are drawn again only when what they show changes (a
// measured figure, the row under the mouse, the scene on the screen, the
// theme or the window), and each frame copies the image.
type sceneCache struct {
	img *ebiten.Image
	fit layout.Fit
	key sceneCacheKey
	ok  bool
	op  ebiten.DrawImageOptions
	// small is the smallest text of the cached list, which each frame
	// that copies it draws (the page's Snapshot.MinTextSize)
	small smallest
}

// sceneCacheKey is what the cached list shows.
type sceneCacheKey struct {
	ver     uint64
	hover   int // the row under the mouse, or -1 (the close button: -2)
	sel     int // the row the arrow keys selected, or -1
	current int // the row of the scene on the screen, or -1
	theme   *Theme
}

// drawScenes paints the list over the screen: from its cached image,
// drawn again first if what it shows changed; then the tooltip of a row.
func (g cardView) drawScenes(p *painter) {
	if g.core.App.Cards.Open != app.SceneListCard {
		return
	}
	sl := &g.core.Panels.Scenes
	key := sceneCacheKey{ver: sl.Version(), hover: g.sceneHover(), sel: sl.Selected(), current: -1, theme: g.theme}
	if g.core.App.Les.Runner() == nil {
		key.current = sl.Current(g.core.Sim.Ses.Config())
	}
	c := &g.scenes.cache
	screen, lift := p.dst, p.lift
	p.flush()
	if sz := screen.Bounds().Size(); c.img == nil || c.img.Bounds().Size() != sz {
		if c.img != nil {
			c.img.Deallocate()
		}
		c.img, c.ok = ebiten.NewImage(sz.X, sz.Y), false
	}
	if !c.ok || c.fit != p.fit || c.key != key {
		p.dst, p.lift = c.img, 0
		c.img.Clear()
		outer := p.small
		p.small = smallest{}
		g.drawScenesCard(p, key.current, key.sel)
		p.flush()
		c.small, p.small = p.small, outer
		p.dst, p.lift = screen, lift
		c.fit, c.key, c.ok = p.fit, key, true
		p.cacheVer++
	}
	screen.DrawImage(c.img, &c.op)
	p.small.note("", c.small.text(), c.small.size) // the copied text counts as drawn
	g.scenes.drawTip(p, g.theme, &g.core.Panels.Scenes)
}

// sceneHover is the row of the list under the mouse,
// screen.SceneClose for the close button, or -1.
func (g cardView) sceneHover() int {
	return g.core.Panels.Scenes.HoverAt(g.core.Input.Pointers.HoverX, g.core.Input.Pointers.HoverY, g.core.Input.Pointers.Hover)
}

// drawScenesCard paints the list's card and rows, the selected one
// framed in the focus colour.
func (g cardView) drawScenesCard(p *painter, current, sel int) {
	sl := &g.core.Panels.Scenes
	l := sl.Geometry()
	g.drawCard(p, l.Card, l.Close)
	p.textIn("Scenes the seeds measured", l.Title, layout.MenuHeadSize, Bold, g.theme.Text, glyph.AlignStart)
	note := l.Title
	note.X += 420
	note.W -= 420
	p.bytesIn(sl.Note(), note, g.ty.Card.Hint, Regular, g.theme.TextDim, glyph.AlignEnd)
	for i, r := range l.Rows {
		face := g.theme.Accent
		if sl.Off(i) {
			face = g.theme.Late // the model is off by more than 15% in this row
		}
		g.drawSceneRow(p, r, sl.Row(i), i == current, face)
		if i == sel {
			p.frame(r.Inset(-3), 3, g.theme.Focus)
		}
	}
}

// drawSceneRow paints a scene's row: its letter in a badge, its title
// and its figures, each wrapped to the row's width (layout.SceneLines),
// so that a long one takes a second line rather than a smaller size; the
// scene on the screen is framed.
func (g cardView) drawSceneRow(p *painter, r layout.Rect, sc screen.SceneRow, current bool, face color.RGBA) {
	th, st := g.theme, &g.scenes
	p.roundRect(r, 10, g.theme.buttonFace(g.core.Input.Pointers.Over(r)))
	if current {
		p.frame(r, 2, th.Accent)
	}
	kb := layout.SceneRowKey(r)
	p.roundRect(kb, 8, face)
	p.textIn(strings.ToUpper(sc.Letter), kb, 28, Bold, th.Background, glyph.AlignCenter)
	box, sub := layout.SceneRowText(r), g.ty.Card.Sub
	v := g.view()
	st.titleLines = layout.Wrap(st.titleLines[:0], sc.Title, box.W, layout.MenuTitleSize, func(s string, size float64) float64 {
		return v.measureCard(s, size, Bold)
	})
	// the figures broken between items, a figure never cut in two
	// (layout.WrapItems), or at any space when that takes fewer lines
	st.subLines = layout.WrapItems(st.subLines[:0], sc.Sub, " · ", box.W, sub, v.measureCardText)
	h, fits := layout.SceneLines(box, len(st.titleLines), len(st.subLines), sub)
	if !fits {
		st.subLines = layout.Wrap(st.subLines[:0], sc.Sub, box.W, sub, v.measureCardText)
		h, fits = layout.SceneLines(box, len(st.titleLines), len(st.subLines), sub)
	}
	if !fits { // more lines than the row holds (a table grown past its card): one each
		st.titleLines = append(st.titleLines[:0], layout.Span{End: len(sc.Title)})
		st.subLines = append(st.subLines[:0], layout.Span{End: len(sc.Sub)})
		h, _ = layout.SceneLines(box, 1, 1, sub)
	}
	y := box.Y + (box.H-h)/2
	for _, sp := range st.titleLines {
		p.textIn(sc.Title[sp.Start:sp.End], layout.Rect{X: box.X, Y: y, W: box.W, H: layout.SceneTitleLineH}, layout.MenuTitleSize, Bold, th.Text, glyph.AlignStart)
		y += layout.SceneTitleLineH
	}
	for _, sp := range st.subLines {
		p.textIn(sc.Sub[sp.Start:sp.End], layout.Rect{X: box.X, Y: y, W: box.W, H: layout.SubLineH(sub)}, sub, Regular, th.TextDim, glyph.AlignStart)
		y += layout.SubLineH(sub)
	}
}
