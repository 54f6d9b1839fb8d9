package viz

import (
	"rxscope/app"
	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/lessons"
	"rxscope/screen"
)

// The menu is where a mouse or a finger finds what the keys do beyond
// the controls: the lessons, free exploration, and the tools to export
// and to present. It opens from the button left of the transport (or M)
// and closes with a choice, a press outside it, M or Esc. Each row shows
// its key, so the menu also teaches the shortcuts.

// drawMenuButtonBack paints the top bar's button that opens the menu,
// in the backdrop: three bars, the sign of a menu.
func (g view) drawMenuButtonBack(p *painter) {
	th := g.theme
	b := g.core.Geo.Screen.MenuButton
	p.roundRect(b, 10, th.Control)
	for i := 0; i < 3; i++ {
		p.fill(layout.Rect{X: b.X + 18, Y: b.Y + 20 + float64(i)*11, W: b.W - 36, H: 4}, th.Text)
	}
}

// drawMenuButton frames the menu's button under the mouse or while the
// menu is open.
func (g view) drawMenuButton(p *painter) {
	if b := g.core.Geo.Screen.MenuButton; g.core.App.Cards.Open == app.MenuCard || g.core.Input.Pointers.OverPanel(b) {
		p.frame(b.Inset(2), 3, g.theme.Focus)
	}
}

// drawMenu paints the menu over the screen.
func (g cardView) drawMenu(p *painter) {
	if g.core.App.Cards.Open != app.MenuCard {
		return
	}
	th := g.theme
	m := &g.core.Geo.Menu
	g.drawCard(p, m.Card, m.Close)
	p.textIn("Lessons", m.LessonsTitle, layout.MenuHeadSize, Bold, th.Text, glyph.AlignStart)
	p.textIn("Tools", m.ToolsTitle, layout.MenuHeadSize, Bold, th.Text, glyph.AlignStart)

	all := lessons.All()
	cur := g.core.App.Les.Runner()
	for i, r := range m.Lessons {
		key, title, sub := "0", "Free exploration", "The sandbox: every knob yours, no lesson."
		current := cur == nil
		if i < len(m.Lessons)-1 {
			l := all[i]
			key, title, sub = screen.MenuLessonKeys[i], l.Title, l.Summary
			current = cur != nil && cur.Lesson() == l
		}
		g.drawMenuRow(p, r, key, title, sub, current)
	}
	for i, r := range m.Tools {
		t := &screen.MenuTools[i]
		p.roundRect(r, 10, g.theme.buttonFace(g.core.Input.Pointers.Over(r)))
		label, keys := layout.MenuToolText(r)
		p.textIn(t.Label, label, layout.MenuToolSize, Regular, th.Text, glyph.AlignStart)
		p.textIn(t.Keys, keys, layout.MenuToolSize, Mono, th.Accent, glyph.AlignEnd)
	}
}

// drawCard paints an overlay card (the menu, the scene list) over the
// shaded screen, with its close button.
func (g cardView) drawCard(p *painter, card, close layout.Rect) {
	th := g.theme
	p.fill(layout.Rect{W: layout.DesignW, H: layout.DesignH}, th.Shade)
	p.roundRect(card, 16, th.Panel)
	p.frame(card, 2, th.Accent)
	p.roundRect(close, 10, g.theme.buttonFace(g.core.Input.Pointers.Over(close)))
	p.textIn("×", close, 40, Regular, th.Text, glyph.AlignCenter)
}

// drawCardTitled is drawCard with the card's title at its top left and a
// dim hint (its keys) at the right of the title's row, from inset on.
func (g cardView) drawCardTitled(p *painter, card, close, title layout.Rect, name string, inset float64, hint string, hintSize float64) {
	th := g.theme
	g.drawCard(p, card, close)
	p.textIn(name, title, layout.MenuHeadSize, Bold, th.Text, glyph.AlignStart)
	title.X += inset
	title.W -= inset
	p.textIn(hint, title, hintSize, Regular, th.TextDim, glyph.AlignEnd)
}

// drawMenuRow paints a lesson's row: its key in a badge, its title and its
// summary; the lesson open now is framed.
func (g cardView) drawMenuRow(p *painter, r layout.Rect, key, title, sub string, current bool) {
	th := g.theme
	p.roundRect(r, 10, g.theme.buttonFace(g.core.Input.Pointers.Over(r)))
	if current {
		p.frame(r, 2, th.Accent)
	}
	kb := layout.MenuRowKey(r)
	p.roundRect(kb, 8, th.Accent)
	p.textIn(key, kb, 28, Bold, th.Background, glyph.AlignCenter)
	tb, sb := layout.MenuRowText(r)
	p.textIn(title, tb, layout.MenuTitleSize, Bold, th.Text, glyph.AlignStart)
	p.textIn(sub, sb, g.ty.Card.Sub, Regular, th.TextDim, glyph.AlignStart)
}

// cardView paints the cards: the menu, the scene list, the machine panel
// and the knobs drawer, drawn over the panels. Like view, its methods
// only read the state.
type cardView struct{ *Game }
