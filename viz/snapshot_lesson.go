package viz

import (
	"rxscope/app"
	"rxscope/layout"
	"rxscope/lessons"
	"rxscope/screen"
)

// snapshotLesson fills what the lesson panel lays out: the answer's row,
// the rows of the step's table and of the live figures under it (the
// lesson's words are the core's, screen.Screen.Report).
func (g reporter) snapshotLesson(s *app.Snapshot) {
	s.AnswerShown, s.TableRows, s.LiveRows = "", 0, 0
	if r := g.core.App.Les.Runner(); r != nil {
		if g.core.LessonShown() && g.core.Geo.Lesson.Panel().Answer.W > 0 {
			_, s.AnswerShown = g.core.Geo.Lesson.Answer()
		}
		if g.core.LessonShown() && g.core.Geo.Lesson.Companion() == screen.CompanionFigures {
			k := screen.KeyFiguresGeometry(g.core.Geo.Lesson.Panel().Companion, r.Table(), g.lp.kfCols, g.ty)
			g.lp.kfCols, s.TableRows = k.Cols, k.Rows
			if g.view().liveTable() {
				s.LiveRows = g.view().liveGeometry(g.core.Geo.Lesson.Panel().Companion).Rows
			} else if lk, ok := g.view().liveUnder(g.core.Geo.Lesson.Panel().Companion, k); ok {
				s.LiveRows = lk.Rows
			}
		}
	}
	g.core.Panels.Scenes.Snapshot(s)
}

// snapshotOverlayRects adds the rectangles of what lessons and presenting
// put on the screen: the lesson panel in place of the figures and the
// chart (the companion under it is reported as the one it shows), its
// buttons, the menu's button and, while it is open, the menu's rows.
func (g reporter) snapshotOverlayRects(css, cssCard func(layout.Rect) layout.Rect) {
	s := &g.core.Snap
	add := func(name string, r layout.Rect) {
		if r.W > 0 {
			s.Controls[name] = app.ControlRects{Hit: css(r)}
		}
	}
	addCard := func(name string, r layout.Rect) {
		if r.W > 0 {
			s.Controls[name] = app.ControlRects{Hit: cssCard(r)}
		}
	}
	add("menu", g.core.Geo.Screen.MenuButton)
	add("knobs", g.core.Geo.Screen.KnobsButton)
	if g.core.Geo.Chip.Shown {
		addCard("zoom-chip", g.core.Geo.Chip.R)
	}
	g.core.Panels.Mach.Rects(g.core.App.Cards.Open == app.MachineCard, addCard)
	g.core.Panels.Drawer.Rects(g.core.App.Cards.Open == app.KnobsCard, addCard)
	if g.core.App.Pres.Embed {
		delete(s.Controls, g.core.Geo.Screen.Controls[layout.Help].Name)
	}
	if pn := g.core.Geo.Lesson.Panel(); g.core.LessonShown() && pn.Panel.W > 0 {
		delete(s.Panels, "figures")
		delete(s.Panels, "chart")
		s.Panels["lesson"] = css(pn.Panel)
		switch g.core.Geo.Lesson.Companion() {
		case screen.CompanionFigures:
			s.Panels["figures"] = css(pn.Companion)
		case screen.CompanionChart:
			s.Panels["chart"] = css(pn.Companion)
		}
		if g.core.App.Les.Asking() {
			for i := 0; i < pn.NumChoices; i++ {
				add("choice-"+string(rune('a'+i)), pn.Choices[i])
			}
		}
		add("lesson-answer", pn.Answer)
		add("lesson-try", pn.Try)
		add("lesson-prev", pn.Prev)
		add("lesson-menu", pn.Menu)
		add("lesson-next", pn.Next)
	}
	if g.core.App.Cards.Open == app.MenuCard {
		m := &g.core.Geo.Menu
		s.Panels["menu"] = cssCard(m.Card)
		addCard("menu-close", m.Close)
		all := lessons.All()
		for i, r := range m.Lessons {
			if i < len(m.Lessons)-1 {
				addCard("menu-lesson-"+all[i].ID, r)
			} else {
				addCard("menu-sandbox", r)
			}
		}
		for i, r := range m.Tools {
			addCard(screen.MenuTools[i].Name, r)
		}
	}
	g.core.Panels.Scenes.SnapshotRects(s.Panels, cssCard, addCard)
}
