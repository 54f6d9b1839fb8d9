package screen

import (
	"rxscope/app"
	"rxscope/layout"
)

// Snapshot fills the scene list's part of the page's snapshot: while the
// list is open its rows and their second lines (Scenes, SceneSubs) and
// the letters of the rows that are off (SceneOff); the figures measured
// and the levers searched, open or not; the tooltip's text (SceneTip).
// The strings are the list's own, so this allocates nothing.
func (l *SceneList) Snapshot(s *app.Snapshot) {
	s.Scenes, s.SceneSubs, s.SceneOff = 0, nil, ""
	if l.open {
		s.Scenes, s.SceneSubs, s.SceneOff = len(l.rows), l.subs, l.off
	}
	s.SceneMeasured, s.SceneTotal = l.Measured()
	if l.val != nil {
		s.SceneLeversDone, s.SceneLevers = l.val.LeversDone()
	}
	s.SceneTip = l.tip.str
}

// SnapshotRects adds the open list's rectangles: the card as the panel
// "scenes" (through cssCard, into CSS pixels), and through addCard its
// close button "scenes-close" and each row, "scene-" and its letter.
func (l *SceneList) SnapshotRects(panels map[string]layout.Rect, cssCard func(layout.Rect) layout.Rect, addCard func(string, layout.Rect)) {
	if !l.open {
		return
	}
	panels["scenes"] = cssCard(l.geo.Card)
	addCard("scenes-close", l.geo.Close)
	for i, r := range l.geo.Rows {
		addCard("scene-"+l.rows[i].letter, r)
	}
}
