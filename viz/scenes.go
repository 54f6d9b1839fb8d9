package viz

import (
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/app"
	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/model"
	"rxscope/screen"
)

// The scene list opens, in one press, every configuration a seed
// measured: a speaker's "64 B bursts on the 2016 legacy RQ" or "XDP_TX on
// the Zen 5 machine" without setting knobs on stage. It comes from the
// model's table of published figures (model.MeasuredScenes), so each row
// quotes what the seed measured there, and the screen's top line and chart
// then set the model's figures beside it. G (or the menu) opens it; a
// letter or a press on a row opens a scene in free exploration.

// sceneEntry is one row of the list.
type sceneEntry struct {
	cfg      model.Config
	measured model.Measured
	letter   string // the key that opens it
	title    string // "seed 000 · UDP 512 B flood, pktgen: stride-ahead, distance 4"
	sub      string // "zen5-cx5 · measured 2.52 → 3.44 Mpps · model 2.86 → 3.44 Mpps" (scenemodel.go)
}

// sceneState is the list's state and geometry, built on first open.
type sceneState struct {
	list  []sceneEntry
	geo   layout.SceneList
	model sceneModel // the model's values of the scenes' figures
	ver   uint64     // bumped when a row's words change
	cache sceneCache // the list drawn once, copied each frame
	// tip is the tooltip of the row under the mouse (scenetip.go),
	// built for tipFor
	tip    screen.Tooltip
	tipFor sceneTipKey
	off    string        // the letters of the rows where the model is off by more than 15%
	sel    int           // the row the arrow keys selected, or -1
	spans  []layout.Span // a note's lines, for the tooltip
	// a row's title and figures wrapped to its width, while the list is
	// drawn again
	titleLines, subLines []layout.Span
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

// sceneLetters are the rows' keys: the alphabet without G, which opens and
// closes the list.
const sceneLetters = "abcdefhijklmnopqrstuvwxyz"

// sceneKey is the ebiten key of a row's letter.
func sceneKey(letter byte) ebiten.Key { return ebiten.KeyA + ebiten.Key(letter-'a') }

// sceneKeys are the keys of every letter a row can have.
func sceneKeys() []ebiten.Key {
	ks := make([]ebiten.Key, len(sceneLetters))
	for i := range sceneLetters {
		ks[i] = sceneKey(sceneLetters[i])
	}
	return ks
}

// buildScenes fills the list from the published table, once.
func (g *sceneList) buildScenes() {
	if g.scenes.list != nil {
		return
	}
	ms := model.MeasuredScenes()
	ms = ms[:min(len(ms), len(sceneLetters))]
	for i, m := range ms {
		g.scenes.list = append(g.scenes.list, sceneEntry{
			cfg:      m.Config,
			measured: m,
			letter:   sceneLetters[i : i+1],
			title:    "seed " + m.Seed + " · " + m.What,
		})
	}
	g.scenes.model = newSceneModel(ms)
	g.scenes.model.val.UseWorkers(g.workers)
	for i := range g.scenes.list {
		g.sceneText(i)
	}
	g.scenes.geo = layout.NewSceneList(len(g.scenes.list))
}

// chooseSceneKey opens the scene of a row's letter key, if there is one.
func (g *sceneList) chooseSceneKey(k ebiten.Key) {
	if i := strings.IndexByte(sceneLetters, byte('a'+k-ebiten.KeyA)); i >= 0 && i < len(g.scenes.list) {
		g.openScene(i)
	}
}

// openScene leaves any lesson and sets the knobs of scene i, in free
// exploration.
func (g *sceneList) openScene(i int) {
	sc := &g.scenes.list[i]
	(*Game)(g).do(app.Action{Kind: app.CloseAll})
	g.les.Leave(sc.cfg)
	(*Game)(g).confirm(sc.title)
}

// pressScenes handles a press while the list is open: a row opens its
// scene; anywhere else closes the list.
func (g *sceneList) pressScenes(x, y float64) {
	for i, r := range g.scenes.geo.Rows {
		if r.Contains(x, y) {
			g.openScene(i)
			return
		}
	}
	(*Game)(g).do(app.Action{Kind: app.CloseAll})
}

// drawScenes paints the list over the screen: from its cached image,
// drawn again first if what it shows changed.
func (g *cardView) drawScenes(p *painter) {
	if g.cards.Open != app.SceneListCard {
		return
	}
	key := sceneCacheKey{ver: g.scenes.ver, hover: (*tipWriter)(g).sceneHover(), sel: g.scenes.sel, current: -1, theme: g.theme}
	for i := range g.scenes.list {
		if g.scenes.list[i].cfg == g.ses.Config() && g.les.Runner() == nil {
			key.current = i
		}
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
	p.drawTooltip(&g.scenes.tip, g.theme)
}

// sceneHover is the row of the list under the mouse, -2 for the close
// button, or -1.
func (g *tipWriter) sceneHover() int {
	l := &g.scenes.geo
	if g.pointers.over(l.Close) {
		return -2
	}
	for i, r := range l.Rows {
		if g.pointers.over(r) {
			return i
		}
	}
	return -1
}

// drawScenesCard paints the list's card and rows, the selected one
// framed in the focus colour.
func (g *cardView) drawScenesCard(p *painter, current, sel int) {
	l := &g.scenes.geo
	g.drawCard(p, l.Card, l.Close)
	p.textIn("Scenes the seeds measured", l.Title, layout.MenuHeadSize, Bold, g.theme.Text, glyph.AlignStart)
	note := l.Title
	note.X += 420
	note.W -= 420
	p.bytesIn(g.scenes.model.note, note, g.ty.Card.Hint, Regular, g.theme.TextDim, glyph.AlignEnd)
	for i, r := range l.Rows {
		sc := &g.scenes.list[i]
		face := g.theme.Accent
		if strings.Contains(g.scenes.off, sc.letter) {
			face = g.theme.Late // the model is off by more than 15% in this row
		}
		g.drawSceneRow(p, r, sc, i == current, face)
		if i == sel {
			p.frame(r.Inset(-3), 3, g.theme.Focus)
		}
	}
}

// drawSceneRow paints a scene's row: its letter in a badge, its title
// and its figures, each wrapped to the row's width (layout.SceneLines),
// so that a long one takes a second line rather than a smaller size; the
// scene on the screen is framed.
func (g *cardView) drawSceneRow(p *painter, r layout.Rect, sc *sceneEntry, current bool, face color.RGBA) {
	th, st := g.theme, &g.scenes
	p.roundRect(r, 10, g.theme.buttonFace(g.pointers.over(r)))
	if current {
		p.frame(r, 2, th.Accent)
	}
	kb := layout.SceneRowKey(r)
	p.roundRect(kb, 8, face)
	p.textIn(strings.ToUpper(sc.letter), kb, 28, Bold, th.Background, glyph.AlignCenter)
	box, sub := layout.SceneRowText(r), g.ty.Card.Sub
	v := (*view)(g)
	st.titleLines = layout.Wrap(st.titleLines[:0], sc.title, box.W, layout.MenuTitleSize, func(s string, size float64) float64 {
		return v.measureCard(s, size, Bold)
	})
	// the figures broken between items, a figure never cut in two
	// (layout.WrapItems), or at any space when that takes fewer lines
	st.subLines = layout.WrapItems(st.subLines[:0], sc.sub, " · ", box.W, sub, v.measureCardText)
	h, fits := layout.SceneLines(box, len(st.titleLines), len(st.subLines), sub)
	if !fits {
		st.subLines = layout.Wrap(st.subLines[:0], sc.sub, box.W, sub, v.measureCardText)
		h, fits = layout.SceneLines(box, len(st.titleLines), len(st.subLines), sub)
	}
	if !fits { // more lines than the row holds (a table grown past its card): one each
		st.titleLines = append(st.titleLines[:0], layout.Span{End: len(sc.title)})
		st.subLines = append(st.subLines[:0], layout.Span{End: len(sc.sub)})
		h, _ = layout.SceneLines(box, 1, 1, sub)
	}
	y := box.Y + (box.H-h)/2
	for _, sp := range st.titleLines {
		p.textIn(sc.title[sp.Start:sp.End], layout.Rect{X: box.X, Y: y, W: box.W, H: layout.SceneTitleLineH}, layout.MenuTitleSize, Bold, th.Text, glyph.AlignStart)
		y += layout.SceneTitleLineH
	}
	for _, sp := range st.subLines {
		p.textIn(sc.sub[sp.Start:sp.End], layout.Rect{X: box.X, Y: y, W: box.W, H: layout.SubLineH(sub)}, sub, Regular, th.TextDim, glyph.AlignStart)
		y += layout.SubLineH(sub)
	}
}

// moveSceneSelection moves the list's selection to the next row in the
// arrow's direction: down and up within a column, left and right to the
// row of the other column at the same height. The first press selects
// the first row.
func (g *sceneList) moveSceneSelection(k ebiten.Key) {
	rows := g.scenes.geo.Rows
	if len(rows) == 0 {
		return
	}
	cur := g.scenes.sel
	if cur < 0 {
		g.scenes.sel = 0
		return
	}
	cx, cy := rows[cur].X+rows[cur].W/2, rows[cur].Y+rows[cur].H/2
	best, bestD := cur, math.Inf(1)
	for i, r := range rows {
		x, y := r.X+r.W/2, r.Y+r.H/2
		var ahead bool
		switch k {
		case ebiten.KeyArrowDown:
			ahead = y > cy+1 && math.Abs(x-cx) < 1
		case ebiten.KeyArrowUp:
			ahead = y < cy-1 && math.Abs(x-cx) < 1
		case ebiten.KeyArrowRight:
			ahead = x > cx+1
		case ebiten.KeyArrowLeft:
			ahead = x < cx-1
		}
		if d := math.Abs(x-cx) + math.Abs(y-cy); ahead && d < bestD {
			best, bestD = i, d
		}
	}
	g.scenes.sel = best
}

// sceneList is the Game as the scene list's code sees it:
// building the rows, choosing one by key, pointer or selection, and the
// tooltip of a row (scenetip.go).
type sceneList Game
