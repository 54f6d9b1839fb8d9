package viz

import (
	"rxscope/app"
	"rxscope/layout"
	"rxscope/lessons"
)

// snapshotLesson fills the lesson's and the presenter's part of the
// snapshot. The strings are the runner's own, so this allocates nothing.
func (g *reporter) snapshotLesson(s *app.Snapshot) {
	s.Lesson, s.Step, s.Steps, s.LessonTitle, s.StepTitle, s.LessonText = "", 0, 0, "", "", ""
	s.Choices, s.Answered, s.AnswerShown = nil, false, ""
	s.NextLabel, s.NextEnabled, s.TryLabel, s.Chips = "", false, "", ""
	s.Table, s.TableRows, s.LiveRows = lessons.Table{}, 0, 0
	if r := g.les.Runner(); r != nil {
		s.Lesson, s.Step, s.Steps = r.Lesson().ID, r.Index()+1, r.Len()
		s.LessonTitle, s.StepTitle, s.LessonText = r.Lesson().Title, r.Title(), r.Text()
		s.Choices, s.Answered = r.Choices(), r.Answered()
		if (*view)(g).lessonShown() && g.lp.view.panel.Answer.W > 0 {
			s.AnswerShown = g.lp.view.answer
		}
		s.NextLabel, s.NextEnabled = g.les.NextLabel()
		s.TryLabel, s.Chips = g.les.Words().TryLabel, g.les.Words().Chips
		s.Table = *r.Table()
		if (*view)(g).lessonShown() && g.lp.view.companion == companionFigures {
			k := keyFiguresGeometry(g.lp.view.panel.Companion, r.Table(), g.lp.kfCols, g.ty)
			g.lp.kfCols, s.TableRows = k.Cols, k.Rows
			if (*view)(g).liveTable() {
				s.LiveRows = (*view)(g).liveGeometry(g.lp.view.panel.Companion).Rows
			} else if lk, ok := (*view)(g).liveUnder(g.lp.view.panel.Companion, k); ok {
				s.LiveRows = lk.Rows
			}
		}
	}
	s.LiveDone = g.figs.liveDone
	s.Preparing, _, _ = g.les.Preparing()
	s.PrepUpdates, s.Menu = g.les.PrepUpdates(), g.cards.Open == app.MenuCard
	s.LessonRunsFromWorkers = g.les.RunsFromWorkers()
	s.WarmingUp = g.les.WarmingUp()
	g.scenes.Snapshot(s)
	s.Theme = g.pres.Theme.String()
	s.Blank, s.HideText, s.Embed, s.Fullscreen = g.pres.Blank, g.pres.HideText, g.pres.Embed, g.pres.Fullscreen
}

// snapshotOverlayRects adds the rectangles of what lessons and presenting
// put on the screen: the lesson panel in place of the figures and the
// chart (the companion under it is reported as the one it shows), its
// buttons, the menu's button and, while it is open, the menu's rows.
func (g *reporter) snapshotOverlayRects(css, cssCard func(layout.Rect) layout.Rect) {
	s := &g.snap
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
	add("menu", g.screen.MenuButton)
	add("knobs", g.screen.KnobsButton)
	if g.chip.shown {
		addCard("zoom-chip", g.chip.r)
	}
	g.snapshotMachineRects(addCard)
	g.snapshotKnobsDrawerRects(addCard)
	if g.pres.Embed {
		delete(s.Controls, g.screen.Controls[layout.Help].Name)
	}
	if v := &g.lp.view; (*view)(g).lessonShown() && v.panel.Panel.W > 0 {
		delete(s.Panels, "figures")
		delete(s.Panels, "chart")
		s.Panels["lesson"] = css(v.panel.Panel)
		switch v.companion {
		case companionFigures:
			s.Panels["figures"] = css(v.panel.Companion)
		case companionChart:
			s.Panels["chart"] = css(v.panel.Companion)
		}
		if g.les.Asking() {
			for i := 0; i < v.panel.NumChoices; i++ {
				add("choice-"+string(rune('a'+i)), v.panel.Choices[i])
			}
		}
		add("lesson-answer", v.panel.Answer)
		add("lesson-try", v.panel.Try)
		add("lesson-prev", v.panel.Prev)
		add("lesson-menu", v.panel.Menu)
		add("lesson-next", v.panel.Next)
	}
	if g.cards.Open == app.MenuCard {
		m := &g.menu.geo
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
			addCard(tools[i].name, r)
		}
	}
	g.scenes.SnapshotRects(s.Panels, cssCard, addCard)
}
