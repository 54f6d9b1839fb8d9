package viz

import (
	"rxscope/address"
	"rxscope/app"
	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/lessons"
)

// The lesson panel takes the right-hand column (layout.LessonPanel): the
// lesson's title and the step counter, the step's title and text, the
// knobs the step sets that have no control on the screen, the answers of
// a question as big buttons, and Back, Lessons and Next. Under it, when
// there is room, the companion: the chart when the step points at it,
// else the key figures of both runs. A question hides the companion
// until it is answered, so that the live figures do not give the answer
// away.
//
// The text is wrapped (layout.FitLesson) only when it, the theme or the
// window change; a frame draws the lines as slices of the runner's text
// and allocates nothing.

// companionKind is what the companion shows.
type companionKind uint8

const (
	companionNone companionKind = iota
	companionFigures
	companionChart
)

// lessonView is the panel as laid out.
type lessonView struct {
	dirty     bool
	shown     bool          // the panel was on the screen when laid out
	scale     float64       // the window's scale it was laid out for
	theme     address.Theme // and the theme
	text      string        // the text the lines cut
	lines     []layout.Span
	panel     layout.LessonPanel
	companion companionKind
	baseChart layout.Rect // the chart's place in free exploration
	hl        []layout.Rect
	hlChips   bool // the chips are among the highlighted
	measure   layout.TextWidth
	// an answered question's row: the right choice's letter and words
	answerKey, answer string
}

// measureText is the advance of s in the regular face at size, in design
// units, as the screen draws it in the current window.
func (g *view) measureText(s string, size float64) float64 {
	return g.measureIn(s, nil, size, Regular)
}

// measureIn is the advance of s (a string) or b (bytes) in face st at
// size, in design units, as the screen draws it in the current window.
func (g *view) measureIn(s string, b []byte, size float64, st Style) float64 {
	return g.measureAt(g.fit.S, s, b, size, st)
}

// measureCard is the advance of s in face st at size, in design units,
// as the cards and the overlays draw it: at the whole screen's fit,
// whatever the zoom.
func (g *view) measureCard(s string, size float64, st Style) float64 {
	return g.measureAt(g.whole.S, s, nil, size, st)
}

// measureCardText is measureCard in the regular face (layout.Wrap's
// measure).
func (g *view) measureCardText(s string, size float64) float64 {
	return g.measureCard(s, size, Regular)
}

// measureAt is the advance of s or b in face st at size, in design
// units, at sc pixels per design unit.
func (g *view) measureAt(sc float64, s string, b []byte, size float64, st Style) float64 {
	if sc <= 0 {
		sc = 1
	}
	gr := glyphRun{p: g.paint, face: g.fonts.Face(st, size*sc)}
	gr.str(s, false)
	gr.bytes(b, false)
	return gr.x / sc
}

// lessonDrawer is the Game as the lesson panel's drawing sees it: the
// step's words, its buttons, the answer's row, the measured table's room
// and the "preparing" notice. Like view, its methods only read the state;
// the panel's layout (layoutLesson) is Update's.
type lessonDrawer Game

// lessonColumn is the column the lesson panel takes.
func (g *lessonDrawer) lessonColumn() layout.Rect {
	f, c := g.screen.Figures, g.lp.view.baseChart
	return layout.Rect{X: f.X, Y: f.Y, W: f.W, H: c.Bottom() - f.Y}
}

// layoutLesson lays the panel out again if the step's text, the theme,
// the window or whether the panel is shown changed since the last time.
func (g *Game) layoutLesson() {
	v := &g.lp.view
	if v.measure == nil {
		v.measure = g.view().measureText
		v.baseChart = g.screen.Chart
	}
	shown := g.view().lessonShown()
	r := g.les.Runner()
	if !v.dirty && v.shown == shown && v.scale == g.fit.S && v.theme == g.pres.Theme && (r == nil || r.Text() == v.text) {
		return
	}
	v.dirty, v.shown, v.scale, v.theme = false, shown, g.fit.S, g.pres.Theme
	g.screen.Chart = v.baseChart
	v.companion = companionNone
	v.text = ""
	if r != nil {
		v.text = r.Text()
	}
	if shown {
		c := layout.LessonContent{
			Chips:     g.les.Words().Chips != "" || g.les.Words().TryLabel != "",
			Try:       g.les.Words().TryLabel != "",
			Companion: true,
		}
		v.answerKey, v.answer = "", ""
		switch {
		case g.les.Asking():
			c.Choices, c.Companion = len(r.Choices()), false
		case r.Choices() != nil && r.Right() >= 0 && r.Right() < len(app.ChoiceLetters):
			c.Answer = true
			v.answerKey, v.answer = app.ChoiceLetters[r.Right()], layout.AnswerText(r.Choices()[r.Right()])
		}
		v.lines, v.panel = layout.FitLesson(v.lines, (*lessonDrawer)(g).lessonColumn(), lessonTypeFor(g.pres.Theme), v.text, c, v.measure)
		if !(*lessonDrawer)(g).companionFits(r, c) {
			// the step's measured table does not show all its rows: the
			// text set smaller, down to the type's floor, to leave the
			// table the height all its rows need
			ty := lessonTypeFor(g.pres.Theme)
			ty.CompanionFloor = ty.Floor
			c.CompanionH = (*lessonDrawer)(g).tableNeedH(r)
			v.lines, v.panel = layout.FitLesson(v.lines, (*lessonDrawer)(g).lessonColumn(), ty, v.text, c, v.measure)
			if c.Answer && (v.panel.Companion.W == 0 || !(*lessonDrawer)(g).companionFits(r, c)) {
				// no room for the answer's row and the table both: the
				// table comes first, and the verdict in the text names the
				// right answer alone
				c.Answer, v.answerKey, v.answer = false, "", ""
				v.lines, v.panel = layout.FitLesson(v.lines, (*lessonDrawer)(g).lessonColumn(), ty, v.text, c, v.measure)
			}
			if v.panel.Companion.W == 0 {
				// no room for all the rows: as many as fit under the text
				// at its own size
				c.CompanionH = 0
				v.lines, v.panel = layout.FitLesson(v.lines, (*lessonDrawer)(g).lessonColumn(), lessonTypeFor(g.pres.Theme), v.text, c, v.measure)
			}
		}
		if v.panel.Companion.W > 0 {
			v.companion = companionFigures
			if pointsAt(r, lessons.Chart) {
				v.companion = companionChart
				g.screen.Chart = v.panel.Companion
			}
		}
	}
	g.highlightRects()
	g.staticVer++
	g.snap.Panels = nil // the snapshot's rectangles are rebuilt
}

// pointsAt reports whether the current step of r highlights t.
func pointsAt(r *lessons.Runner, t lessons.Target) bool {
	for _, h := range r.Highlight() {
		if h == t {
			return true
		}
	}
	return false
}

// drawRightColumnBack paints the backdrop of the right-hand column: the
// figures and the chart, or the lesson panel and its companion.
func (g *view) drawRightColumnBack(p *painter) {
	if !g.lessonShown() {
		g.drawFiguresBack(p)
		g.drawChartBack(p)
		return
	}
	(*lessonDrawer)(g).drawLessonBack(p)
	switch g.lp.view.companion {
	case companionChart:
		g.drawChartBack(p)
	case companionFigures:
		g.drawKeyFiguresBack(p, g.lp.view.panel.Companion)
	}
}

// drawRightColumn paints what moves in the right-hand column.
func (g *view) drawRightColumn(p *painter) {
	if !g.lessonShown() {
		g.drawFigures(p)
		g.drawChart(p)
		return
	}
	(*lessonDrawer)(g).drawLessonHover(p)
	switch g.lp.view.companion {
	case companionChart:
		g.drawChart(p)
	case companionFigures:
		g.drawKeyFigures(p, g.lp.view.panel.Companion)
	}
}

// drawLessonBack paints the panel: its words and its buttons change only
// with the step, its answer, the knobs, the theme or the state of the
// next step, and are part of the backdrop; a frame adds only the frame
// of the button under the mouse (drawLessonHover).
func (g *lessonDrawer) drawLessonBack(p *painter) {
	th := g.theme
	v := &g.lp.view
	pn := &v.panel
	ty := pn.Type
	r := g.les.Runner()
	p.panel(pn.Panel, "", th)
	p.textIn(g.les.Words().Header, pn.Header, ty.Header, Bold, th.Accent, glyph.AlignStart)
	p.textIn(g.les.Words().Counter, pn.Counter, ty.Header, Mono, th.TextDim, glyph.AlignEnd)
	p.textIn(r.Title(), pn.Title, ty.Title, Bold, th.Text, glyph.AlignStart)
	lh := ty.LineH()
	for i, ln := range v.lines {
		p.text(v.text[ln.Start:ln.End], pn.Text.X, pn.Text.Y+float64(i)*lh+(lh-ty.Text*1.2)/2, ty.Text, Regular, th.Text)
	}
	if g.les.Words().Chips != "" {
		box := pn.Chips
		if pn.Try.W > 0 {
			box.W = pn.Try.X - 10 - box.X
		}
		p.roundRect(box, 10, th.Control)
		p.textTwoLines(g.les.Words().Chips, layout.Rect{X: box.X + 14, Y: box.Y + 8, W: box.W - 28, H: box.H - 16}, ty.Choice-2, ty.Floor, Regular, th.Text, glyph.AlignStart)
	}
	if pn.Try.W > 0 {
		p.roundRect(pn.Try, 10, th.Control)
		p.frame(pn.Try, 2, th.Accent)
		p.textTwoLines(g.les.Words().TryLabel, pn.Try.Inset(10), ty.Choice-2, ty.Floor, Bold, th.Text, glyph.AlignCenter)
	}
	if g.les.Asking() {
		for i, c := range r.Choices() {
			if i >= pn.NumChoices {
				break
			}
			b := pn.Choices[i]
			p.roundRect(b, 12, th.Control)
			badge := layout.ChoiceBadge(b)
			p.roundRect(badge, badge.H/2, th.Accent)
			p.textIn(app.ChoiceLetters[i], badge, ty.Choice, Bold, th.Background, glyph.AlignCenter)
			p.textIn(c, layout.ChoiceLabel(b), ty.Choice, Regular, th.Text, glyph.AlignStart)
		}
	}
	if b := pn.Answer; b.W > 0 {
		p.roundRect(b, 12, th.Control)
		p.frame(b, 3, th.Hit)
		badge := layout.ChoiceBadge(b)
		p.roundRect(badge, badge.H/2, th.Hit)
		p.textIn(v.answerKey, badge, ty.Choice, Bold, th.Background, glyph.AlignCenter)
		p.textIn(v.answer, layout.ChoiceLabel(b), ty.Choice, Bold, th.Text, glyph.AlignStart)
	}
	g.drawNavButton(p, pn.Prev, "◄  Back", g.les.HasPrev(), false, ty.Choice)
	g.drawNavButton(p, pn.Menu, "≡  Lessons", true, false, ty.Choice)
	next, enabled := g.les.NextLabel()
	g.drawNavButton(p, pn.Next, next, enabled, true, ty.Choice)
}

// drawLessonHover frames the panel's button under the mouse.
func (g *lessonDrawer) drawLessonHover(p *painter) {
	if !g.pointers.hover {
		return
	}
	pn := &g.lp.view.panel
	if !g.pointers.overPanel(pn.Panel) {
		return
	}
	bs := [...]layout.Rect{pn.Prev, pn.Menu, pn.Next, pn.Try, pn.Choices[0], pn.Choices[1], pn.Choices[2], pn.Choices[3]}
	n := len(bs)
	if !g.les.Asking() {
		n = 4
	}
	for _, b := range bs[:n] {
		if b.W > 0 && g.pointers.overPanel(b) {
			p.frame(b.Inset(2), 3, g.theme.Focus)
		}
	}
}

// drawNavButton paints one of the panel's navigation buttons; the
// primary one (Next) is filled with the accent.
func (g *lessonDrawer) drawNavButton(p *painter, b layout.Rect, label string, enabled, primary bool, size float64) {
	th := g.theme
	face, ink := th.Control, th.Text
	switch {
	case !enabled:
		face, ink = th.Panel, th.TextDim
	case primary:
		face, ink = th.Accent, th.Background
	}
	p.roundRect(b, 12, face)
	if !enabled {
		p.frame(b, 1.5, th.PanelEdge)
	}
	p.textTwoLines(label, b.Inset(10), size, g.lp.view.panel.Type.Floor, Bold, ink, glyph.AlignCenter)
}

// pressLesson handles a press on the lesson panel; it reports whether the
// press landed there.
func (g *Game) pressLesson(x, y float64) bool {
	if !g.view().lessonShown() {
		return false
	}
	pn := &g.lp.view.panel
	if !pn.Panel.Contains(x, y) {
		return false
	}
	if g.les.Asking() {
		for i := 0; i < pn.NumChoices; i++ {
			if pn.Choices[i].Contains(x, y) {
				g.do(app.Action{Kind: app.Answer, N: i})
				return true
			}
		}
	}
	switch {
	case pn.Try.Contains(x, y):
		g.do(app.Action{Kind: app.Try})
	case pn.Prev.Contains(x, y):
		g.do(app.Action{Kind: app.PrevStep})
	case pn.Next.Contains(x, y):
		g.do(app.Action{Kind: app.NextStep})
	case pn.Menu.Contains(x, y):
		g.do(app.Action{Kind: app.ToggleMenu})
	}
	return true
}

// drawPending says that a step is being prepared, over the right-hand
// column, with a bar of the step's runs finished so far.
func (g *lessonDrawer) drawPending(p *painter) {
	active, note, runNote := g.les.Preparing()
	if !active {
		return
	}
	th := g.theme
	col := g.lessonColumn()
	box := layout.Rect{X: col.X + 24, Y: col.Y + col.H/2 - 90, W: col.W - 48, H: 180}
	p.roundRect(box, 14, th.Panel)
	p.frame(box, 3, th.Accent)
	p.textIn("Preparing…", layout.Rect{X: box.X + 24, Y: box.Y + 16, W: box.W - 48, H: 44}, 32, Bold, th.Text, glyph.AlignStart)
	p.textIn(note, layout.Rect{X: box.X + 24, Y: box.Y + 66, W: box.W - 48, H: 36}, 24, Regular, th.Text, glyph.AlignStart)
	p.textIn(runNote, layout.Rect{X: box.X + 24, Y: box.Y + 102, W: box.W - 48, H: 32}, 22, Regular, th.TextDim, glyph.AlignStart)
	bar := layout.Rect{X: box.X + 24, Y: box.Y + box.H - 34, W: box.W - 48, H: 14}
	p.fill(bar, th.Control)
	bar.W *= g.les.PrepProgress()
	p.fill(bar, th.Accent)
}

// companionFits reports whether the companion of the panel as laid out
// with content c has what it needs: it is there if it would be without
// the answer's row (when c has one), and it holds every row of the
// step's measured table (unless it is the chart). It runs when the panel
// is laid out, not every frame, and lays out a trial panel only when the
// companion is gone.
func (g *lessonDrawer) companionFits(r *lessons.Runner, c layout.LessonContent) bool {
	v := &g.lp.view
	if v.panel.Companion.W == 0 {
		c.Answer = false
		_, without := layout.FitLesson(nil, g.lessonColumn(), lessonTypeFor(g.pres.Theme), v.text, c, v.measure)
		return without.Companion.W == 0
	}
	m := r.Table()
	if len(m.Rows) == 0 || pointsAt(r, lessons.Chart) {
		return true
	}
	k := keyFiguresGeometry(v.panel.Companion, m, g.lp.kfCols, g.ty)
	g.lp.kfCols = k.Cols
	return k.Rows >= len(m.Rows)
}

// tableNeedH is the least height of a companion that shows every row of
// the step's measured table (0 without one).
func (g *lessonDrawer) tableNeedH(r *lessons.Runner) float64 {
	m := r.Table()
	if len(m.Rows) == 0 {
		return 0
	}
	return keyFiguresNeedH(g.lessonColumn().W, m, g.ty)
}
