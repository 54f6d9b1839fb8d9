package viz

import (
	"rxscope/app"
	"rxscope/layout"
)

// Snapshot returns the state after the last Update.
func (g *Game) Snapshot() app.Snapshot { return g.core.Snap }

// updateSnapshot fills the snapshot: the core's part
// (screen.Screen.Report), then what painting lays out: the smallest
// text drawn, the chart, the notice's lines, the lesson panel's rows and
// the rectangles. It allocates only when the window changed (the
// rectangles) or the tooltip's text changed.
func (g reporter) updateSnapshot() {
	g.core.Report(g.core.Geo.Screen.Controls)
	s := &g.core.Snap
	if s.MinTextSize != g.drawn.size || s.MinText != string(g.drawn.text()) {
		s.MinTextSize, s.MinText = g.drawn.size, string(g.drawn.text())
	}
	if cur := g.sweep.Curve(); cur != nil {
		s.ChartPoints = cur.Done
		s.ChartCPP = cur.CPP[:cur.Done:cur.Done]
	}
	mk := &g.sweep.marks
	s.ChartMeasured, s.ChartMeasuredAt = [2]float64{mk.After, mk.Today}, mk.Distance
	s.NoticeLines = 0
	if s.Notice != "" && g.noticeWrapped == s.Notice {
		s.NoticeLines = len(g.noticeLines)
	}
	g.snapshotLesson(s)
	if g.snapFit != g.core.Geo.Fit || s.DSF != g.dsf || s.Panels == nil || g.snapGeo != g.core.Sim.Ses.After().Geometry() {
		g.snapshotRects()
	}
}

// snapshotRects rebuilds the rectangles of the panels and the controls in
// CSS pixels for the current window and zoom: the panels' where the
// zoom draws them, the cards' at the whole screen's fit.
func (g reporter) snapshotRects() {
	s := &g.core.Snap
	g.snapFit, s.DSF = g.core.Geo.Fit, g.dsf
	s.Width = int(g.core.Geo.Whole.S*layout.DesignW + 2*g.core.Geo.Whole.OffX + 0.5)
	s.Height = int(g.core.Geo.Whole.S*layout.DesignH + 2*g.core.Geo.Whole.OffY + 0.5)
	cssAt := func(f layout.Fit, r layout.Rect) layout.Rect {
		p := f.Scale(r)
		return layout.Rect{X: p.X / g.dsf, Y: p.Y / g.dsf, W: p.W / g.dsf, H: p.H / g.dsf}
	}
	css := func(r layout.Rect) layout.Rect { return cssAt(g.core.Geo.Fit, r) }
	cssCard := func(r layout.Rect) layout.Rect { return cssAt(g.core.Geo.Whole, r) }
	s.ZoomRect = css(g.core.Geo.Zoom)
	s.Ring = css(g.core.Geo.Screen.Ring)
	s.RingCells = css(g.panels().ringGrid().Cells)
	g.snapGeo = g.core.Sim.Ses.After().Geometry()
	s.Panels = make(map[string]layout.Rect, len(layout.PanelNames))
	for i, r := range g.core.Geo.Screen.Panels() {
		s.Panels[layout.PanelNames[i]] = css(r)
	}
	s.Panels["topbar"] = css(g.core.Geo.Screen.TopBar)
	s.Controls = make(map[string]app.ControlRects, len(g.core.Geo.Screen.Controls))
	for i := range g.core.Geo.Screen.Controls {
		c := &g.core.Geo.Screen.Controls[i]
		cr := app.ControlRects{Hit: css(c.Hit)}
		if c.Kind == layout.Slider {
			cr.Track = css(c.Track)
		}
		for _, seg := range c.Segments {
			cr.Segments = append(cr.Segments, css(seg))
		}
		s.Controls[c.Name] = cr
	}
	g.snapshotOverlayRects(css, cssCard)
}

// Snapshot is the app core's snapshot type, which the page publishes.
type Snapshot = app.Snapshot

// reporter is the screen as the page reads it: its methods fill the
// snapshot (app.Snapshot) from the state after each Update, and change
// nothing else.
type reporter struct{ *Game }
