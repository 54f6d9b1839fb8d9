package viz

import (
	"rxscope/app"
	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/screen"
)

// measureText is the advance of s in the regular face at size, in design
// units, as the screen draws it in the current window.
func (g view) measureText(s string, size float64) float64 {
	return g.measureIn(s, nil, size, Regular)
}

// measureIn is the advance of s (a string) or b (bytes) in face st at
// size, in design units, as the screen draws it in the current window.
func (g view) measureIn(s string, b []byte, size float64, st Style) float64 {
	return g.measureAt(g.core.Geo.Fit.S, s, b, size, st)
}

// measureCard is the advance of s in face st at size, in design units,
// as the cards and the overlays draw it: at the whole screen's fit,
// whatever the zoom.
func (g view) measureCard(s string, size float64, st Style) float64 {
	return g.measureAt(g.core.Geo.Whole.S, s, nil, size, st)
}

// measureCardText is measureCard in the regular face (layout.Wrap's
// measure).
func (g view) measureCardText(s string, size float64) float64 {
	return g.measureCard(s, size, Regular)
}

// measureCardBold is measureCard in the bold face (the zoom's chip).
func (g view) measureCardBold(s string, size float64) float64 {
	return g.measureCard(s, size, Bold)
}

// measureAt is the advance of s or b in face st at size, in design
// units, at sc pixels per design unit.
func (g view) measureAt(sc float64, s string, b []byte, size float64, st Style) float64 {
	if sc <= 0 {
		sc = 1
	}
	gr := glyphRun{p: g.paint, face: g.fonts.Face(st, size*sc)}
	gr.str(s, false)
	gr.bytes(b, false)
	return gr.x / sc
}

// lessonDrawer paints the lesson panel: the step's words, its buttons,
// the answer's row and the "preparing" notice. It reads the panel as
// screen.LessonPanel laid it out in Update (layoutLesson), the lessons'
// words and where the pointer is, and changes nothing.
type lessonDrawer struct {
	theme    *Theme
	lp       *screen.LessonPanel
	les      *app.Lessons
	pointers *screen.Pointers
	figures  layout.Rect // the figures panel's place, where the column starts
}

// lessonDrawer is the lesson panel's painter for this frame.
func (g view) lessonDrawer() lessonDrawer {
	return lessonDrawer{theme: g.theme, lp: &g.core.Geo.Lesson, les: g.core.App.Les, pointers: &g.core.Input.Pointers, figures: g.core.Geo.Screen.Figures}
}

// layoutLesson lays the lesson panel out again if the step's text, the
// theme, the window or whether the panel is shown changed
// (screen.LessonPanel.Layout); then the chart's place, the glow and the
// backdrop follow it, and the snapshot's rectangles are made again.
func (g *Game) layoutLesson() {
	if g.lp.measure == nil {
		g.lp.measure = g.view().measureText // once: a method value made each frame would allocate
	}
	chart, changed := g.core.Geo.Lesson.Layout(screen.LessonLayout{
		Shown:   g.core.LessonShown(),
		Scale:   g.core.Geo.Fit.S,
		Theme:   g.core.App.Pres.Theme,
		Lessons: g.core.App.Les,
		Figures: g.core.Geo.Screen.Figures,
		Chart:   g.core.Geo.Screen.Chart,
		Type:    g.ty,
		Measure: g.lp.measure,
	})
	if !changed {
		return
	}
	g.core.Geo.Screen.Chart = chart
	g.highlightRects()
	g.staticVer++
	g.core.Snap.Panels = nil // the snapshot's rectangles are rebuilt
}

// drawRightColumnBack paints the backdrop of the right-hand column: the
// figures and the chart, or the lesson panel and its companion.
func (g view) drawRightColumnBack(p *painter) {
	if !g.core.LessonShown() {
		g.drawFiguresBack(p)
		g.drawChartBack(p)
		return
	}
	g.lessonDrawer().drawLessonBack(p)
	switch g.core.Geo.Lesson.Companion() {
	case screen.CompanionChart:
		g.drawChartBack(p)
	case screen.CompanionFigures:
		g.drawKeyFiguresBack(p, g.core.Geo.Lesson.Panel().Companion)
	}
}

// drawRightColumn paints what moves in the right-hand column.
func (g view) drawRightColumn(p *painter) {
	if !g.core.LessonShown() {
		g.drawFigures(p)
		g.drawChart(p)
		return
	}
	g.lessonDrawer().drawLessonHover(p)
	switch g.core.Geo.Lesson.Companion() {
	case screen.CompanionChart:
		g.drawChart(p)
	case screen.CompanionFigures:
		g.drawKeyFigures(p, g.core.Geo.Lesson.Panel().Companion)
	}
}

// drawLessonBack paints the panel: its words and its buttons change only
// with the step, its answer, the knobs, the theme or the state of the
// next step, and are part of the backdrop; a frame adds only the frame
// of the button under the mouse (drawLessonHover).
func (d lessonDrawer) drawLessonBack(p *painter) {
	th := d.theme
	lp := d.lp
	pn := lp.Panel()
	ty := pn.Type
	r := d.les.Runner()
	p.panel(pn.Panel, "", th)
	p.textIn(d.les.Words().Header, pn.Header, ty.Header, Bold, th.Accent, glyph.AlignStart)
	p.textIn(d.les.Words().Counter, pn.Counter, ty.Header, Mono, th.TextDim, glyph.AlignEnd)
	p.textIn(r.Title(), pn.Title, ty.Title, Bold, th.Text, glyph.AlignStart)
	lh := ty.LineH()
	text := lp.Text()
	for i, ln := range lp.Lines() {
		p.text(text[ln.Start:ln.End], pn.Text.X, pn.Text.Y+float64(i)*lh+(lh-ty.Text*1.2)/2, ty.Text, Regular, th.Text)
	}
	if d.les.Words().Chips != "" {
		box := pn.Chips
		if pn.Try.W > 0 {
			box.W = pn.Try.X - 10 - box.X
		}
		p.roundRect(box, 10, th.Control)
		p.textTwoLines(d.les.Words().Chips, layout.Rect{X: box.X + 14, Y: box.Y + 8, W: box.W - 28, H: box.H - 16}, ty.Choice-2, ty.Floor, Regular, th.Text, glyph.AlignStart)
	}
	if pn.Try.W > 0 {
		p.roundRect(pn.Try, 10, th.Control)
		p.frame(pn.Try, 2, th.Accent)
		p.textTwoLines(d.les.Words().TryLabel, pn.Try.Inset(10), ty.Choice-2, ty.Floor, Bold, th.Text, glyph.AlignCenter)
	}
	if d.les.Asking() {
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
		key, answer := lp.Answer()
		p.textIn(key, badge, ty.Choice, Bold, th.Background, glyph.AlignCenter)
		p.textIn(answer, layout.ChoiceLabel(b), ty.Choice, Bold, th.Text, glyph.AlignStart)
	}
	d.drawNavButton(p, pn.Prev, "◄  Back", d.les.HasPrev(), false, ty.Choice)
	d.drawNavButton(p, pn.Menu, "≡  Lessons", true, false, ty.Choice)
	next, enabled := d.les.NextLabel()
	d.drawNavButton(p, pn.Next, next, enabled, true, ty.Choice)
}

// drawLessonHover frames the panel's button under the mouse.
func (d lessonDrawer) drawLessonHover(p *painter) {
	if !d.pointers.Hover {
		return
	}
	pn := d.lp.Panel()
	if !d.pointers.OverPanel(pn.Panel) {
		return
	}
	bs := [...]layout.Rect{pn.Prev, pn.Menu, pn.Next, pn.Try, pn.Choices[0], pn.Choices[1], pn.Choices[2], pn.Choices[3]}
	n := len(bs)
	if !d.les.Asking() {
		n = 4
	}
	for _, b := range bs[:n] {
		if b.W > 0 && d.pointers.OverPanel(b) {
			p.frame(b.Inset(2), 3, d.theme.Focus)
		}
	}
}

// drawNavButton paints one of the panel's navigation buttons; the
// primary one (Next) is filled with the accent.
func (d lessonDrawer) drawNavButton(p *painter, b layout.Rect, label string, enabled, primary bool, size float64) {
	th := d.theme
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
	p.textTwoLines(label, b.Inset(10), size, d.lp.Panel().Type.Floor, Bold, ink, glyph.AlignCenter)
}

// drawPending says that a step is being prepared, over the right-hand
// column, with a bar of the step's runs finished so far.
func (d lessonDrawer) drawPending(p *painter) {
	active, note, runNote := d.les.Preparing()
	if !active {
		return
	}
	th := d.theme
	col := d.lp.Column(d.figures)
	box := layout.Rect{X: col.X + 24, Y: col.Y + col.H/2 - 90, W: col.W - 48, H: 180}
	p.roundRect(box, 14, th.Panel)
	p.frame(box, 3, th.Accent)
	p.textIn("Preparing…", layout.Rect{X: box.X + 24, Y: box.Y + 16, W: box.W - 48, H: 44}, 32, Bold, th.Text, glyph.AlignStart)
	p.textIn(note, layout.Rect{X: box.X + 24, Y: box.Y + 66, W: box.W - 48, H: 36}, 24, Regular, th.Text, glyph.AlignStart)
	p.textIn(runNote, layout.Rect{X: box.X + 24, Y: box.Y + 102, W: box.W - 48, H: 32}, 22, Regular, th.TextDim, glyph.AlignStart)
	bar := layout.Rect{X: box.X + 24, Y: box.Y + box.H - 34, W: box.W - 48, H: 14}
	p.fill(bar, th.Control)
	bar.W *= d.les.PrepProgress()
	p.fill(bar, th.Accent)
}
