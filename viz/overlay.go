package viz

import (
	"rxscope/address"
	"rxscope/app"
	"rxscope/layout"
)

// pressOverlay handles a press at the whole screen's design point
// (x, y) on what is drawn over the panels: the blank screen (a press
// brings the picture back), the cards, the zoom's chip. It reports
// whether it took the press.
func (g *Game) pressOverlay(x, y float64) bool {
	switch {
	case g.core.App.Pres.Blank:
		g.do(app.Action{Kind: app.Unblank})
		return true
	case g.core.App.Cards.Open == app.MenuCard:
		g.pressMenu(x, y)
		return true
	case g.core.App.Cards.Open == app.SceneListCard:
		g.core.Panels.Scenes.Press(x, y, g.core.SceneHost(follower{g}))
		return true
	case g.core.App.Cards.Open == app.MachineCard:
		if g.core.Panels.Mach.Press(x, y) {
			g.do(app.Action{Kind: app.CloseAll})
		}
		return true
	case g.core.App.Cards.Open == app.KnobsCard:
		if g.core.Panels.Drawer.Press(x, y) {
			g.do(app.Action{Kind: app.CloseAll})
		}
		return true
	case g.overZoomChip(x, y):
		g.do(app.Action{Kind: app.SetZoom, N: int(address.ZoomWhole)})
		return true
	}
	return false
}

// pressPanelOverlay handles a press at the panels' design point (x, y)
// on what is not a control: the menu's button and the knobs', the lesson
// panel, and the hidden help button of an embedded screen. It reports
// whether it took the press.
func (g *Game) pressPanelOverlay(x, y float64) bool {
	switch {
	case g.screen.MenuButton.Contains(x, y):
		g.do(app.Action{Kind: app.ToggleMenu})
		return true
	case g.screen.KnobsButton.Contains(x, y):
		g.do(app.Action{Kind: app.ToggleKnobs})
		return true
	case g.core.App.Pres.Embed && g.screen.Controls[layout.Help].Hit.Contains(x, y):
		return true
	}
	a, on := g.lp.core.Press(x, y, g.core.App.Les.Asking())
	if a.Kind != 0 {
		g.do(a)
	}
	return on
}

// overOverlay reports whether the mouse, at the whole screen's design
// point (x, y), is on something that covers the panels below it (a card,
// the zoom's chip, the lesson panel), or on the hidden help button of an
// embedded screen, so that no tooltip shows through.
func (g *Game) overOverlay(x, y float64) bool {
	px, py := g.core.Input.Pointers.PanelX, g.core.Input.Pointers.PanelY
	return g.core.App.Cards.Open != app.NoCard || g.core.App.Pres.Blank || g.overZoomChip(x, y) ||
		g.core.LessonShown() && g.lp.core.Panel().Panel.Contains(px, py) ||
		g.core.App.Pres.Embed && g.screen.Controls[layout.Help].Hit.Contains(px, py)
}
