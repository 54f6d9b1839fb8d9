package screen

import (
	"rxscope/address"
	"rxscope/app"
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

// CompanionKind is what the companion under the lesson shows.
type CompanionKind uint8

const (
	CompanionNone    CompanionKind = iota
	CompanionFigures               // the step's measured table, or the live figures
	CompanionChart                 // the chart, when the step points at it
)

// LessonPanel is the lesson panel as laid out: the lines of the step's
// text, the rectangles of its parts and what its companion shows.
type LessonPanel struct {
	dirty     bool
	shown     bool          // the panel was on the screen when laid out
	scale     float64       // the window's scale it was laid out for
	theme     address.Theme // and the theme
	text      string        // the text the lines cut
	lines     []layout.Span
	panel     layout.LessonPanel
	companion CompanionKind
	baseChart layout.Rect // the chart's place in free exploration
	// an answered question's row: the right choice's letter and words
	answerKey, answer string
	kfCols            []float64 // the key figures' column edges, reused
}

// LessonLayout is what laying the lesson panel out reads of the screen.
type LessonLayout struct {
	Shown   bool          // the panel is on the screen: a lesson is open and the text not hidden
	Scale   float64       // the window's scale (layout.Fit.S)
	Theme   address.Theme // the presenting theme, which picks the lesson's type
	Lessons *app.Lessons  // the step, its words and whether its question is asked
	// Figures and Chart are the right-hand column's panels in free
	// exploration: the lesson panel takes their place
	Figures, Chart layout.Rect
	Type           *layout.Type     // the screen's type, for the key figures' rows
	Measure        layout.TextWidth // the regular face's advance at a size, in design units
}

// Invalidate has the next Layout lay the panel out again: the step's
// words, its answer or the knobs it names changed.
func (lp *LessonPanel) Invalidate() { lp.dirty = true }

// Layout lays the panel out again if the step's text, the theme, the
// window or whether the panel is shown changed since the last time. It
// returns where the chart goes (its own place, or the companion when the
// step points at the chart), and whether it laid the panel out, in which
// case what depends on the panel (the glow, the backdrop, the snapshot's
// rectangles) must be made again.
func (lp *LessonPanel) Layout(in LessonLayout) (chart layout.Rect, changed bool) {
	if lp.baseChart.W == 0 {
		lp.baseChart = in.Chart
	}
	r := in.Lessons.Runner()
	if !lp.dirty && lp.shown == in.Shown && lp.scale == in.Scale && lp.theme == in.Theme && (r == nil || r.Text() == lp.text) {
		return lp.chart(), false
	}
	lp.dirty, lp.shown, lp.scale, lp.theme = false, in.Shown, in.Scale, in.Theme
	lp.companion = CompanionNone
	lp.text = ""
	if r != nil {
		lp.text = r.Text()
	}
	if in.Shown {
		lp.fit(in, r)
	}
	return lp.chart(), true
}

// chart is where the chart goes: in the companion when it shows the
// chart, else in its own place.
func (lp *LessonPanel) chart() layout.Rect {
	if lp.companion == CompanionChart {
		return lp.panel.Companion
	}
	return lp.baseChart
}

// fit wraps the step's text into the column with what the step shows
// under it, setting the text smaller (down to the type's floor) when the
// step's measured table would not show all its rows.
func (lp *LessonPanel) fit(in LessonLayout, r *lessons.Runner) {
	words := in.Lessons.Words()
	c := layout.LessonContent{
		Chips:     words.Chips != "" || words.TryLabel != "",
		Try:       words.TryLabel != "",
		Companion: true,
	}
	lp.answerKey, lp.answer = "", ""
	switch {
	case in.Lessons.Asking():
		c.Choices, c.Companion = len(r.Choices()), false
	case r.Choices() != nil && r.Right() >= 0 && r.Right() < len(app.ChoiceLetters):
		c.Answer = true
		lp.answerKey, lp.answer = app.ChoiceLetters[r.Right()], layout.AnswerText(r.Choices()[r.Right()])
	}
	col := lp.Column(in.Figures)
	base := LessonTypeFor(in.Theme)
	lp.lines, lp.panel = layout.FitLesson(lp.lines, col, base, lp.text, c, in.Measure)
	if !lp.companionFits(in, r, c) {
		// the step's measured table does not show all its rows: the
		// text set smaller, down to the type's floor, to leave the
		// table the height all its rows need
		ty := base
		ty.CompanionFloor = ty.Floor
		c.CompanionH = tableNeedH(col.W, r, in.Type)
		lp.lines, lp.panel = layout.FitLesson(lp.lines, col, ty, lp.text, c, in.Measure)
		if c.Answer && (lp.panel.Companion.W == 0 || !lp.companionFits(in, r, c)) {
			// no room for the answer's row and the table both: the
			// table comes first, and the verdict in the text names the
			// right answer alone
			c.Answer, lp.answerKey, lp.answer = false, "", ""
			lp.lines, lp.panel = layout.FitLesson(lp.lines, col, ty, lp.text, c, in.Measure)
		}
		if lp.panel.Companion.W == 0 {
			// no room for all the rows: as many as fit under the text
			// at its own size
			c.CompanionH = 0
			lp.lines, lp.panel = layout.FitLesson(lp.lines, col, base, lp.text, c, in.Measure)
		}
	}
	if lp.panel.Companion.W > 0 {
		lp.companion = CompanionFigures
		if PointsAt(r, lessons.Chart) {
			lp.companion = CompanionChart
		}
	}
}

// Column is the column the lesson panel takes: the figures panel's
// place down to the chart's bottom.
func (lp *LessonPanel) Column(figures layout.Rect) layout.Rect {
	return layout.Rect{X: figures.X, Y: figures.Y, W: figures.W, H: lp.baseChart.Bottom() - figures.Y}
}

// companionFits reports whether the companion of the panel as laid out
// with content c has what it needs: it is there if it would be without
// the answer's row (when c has one), and it holds every row of the
// step's measured table (unless it is the chart). It runs when the panel
// is laid out, not every frame, and lays out a trial panel only when the
// companion is gone.
func (lp *LessonPanel) companionFits(in LessonLayout, r *lessons.Runner, c layout.LessonContent) bool {
	if lp.panel.Companion.W == 0 {
		c.Answer = false
		_, without := layout.FitLesson(nil, lp.Column(in.Figures), LessonTypeFor(in.Theme), lp.text, c, in.Measure)
		return without.Companion.W == 0
	}
	m := r.Table()
	if len(m.Rows) == 0 || PointsAt(r, lessons.Chart) {
		return true
	}
	k := KeyFiguresGeometry(lp.panel.Companion, m, lp.kfCols, in.Type)
	lp.kfCols = k.Cols
	return k.Rows >= len(m.Rows)
}

// tableNeedH is the least height of a companion w wide that shows every
// row of the step's measured table (0 without one).
func tableNeedH(w float64, r *lessons.Runner, ty *layout.Type) float64 {
	m := r.Table()
	if len(m.Rows) == 0 {
		return 0
	}
	return KeyFiguresNeedH(w, m, ty)
}

// Press is what a press at (x, y) on the lesson panel asks, and whether
// it landed on the panel (a press on the panel off its buttons asks
// nothing, and goes no further).
func (lp *LessonPanel) Press(x, y float64, asking bool) (a app.Action, on bool) {
	if !lp.shown {
		return app.Action{}, false
	}
	pn := &lp.panel
	if !pn.Panel.Contains(x, y) {
		return app.Action{}, false
	}
	if asking {
		for i := 0; i < pn.NumChoices; i++ {
			if pn.Choices[i].Contains(x, y) {
				return app.Action{Kind: app.Answer, N: i}, true
			}
		}
	}
	switch {
	case pn.Try.Contains(x, y):
		return app.Action{Kind: app.Try}, true
	case pn.Prev.Contains(x, y):
		return app.Action{Kind: app.PrevStep}, true
	case pn.Next.Contains(x, y):
		return app.Action{Kind: app.NextStep}, true
	case pn.Menu.Contains(x, y):
		return app.Action{Kind: app.ToggleMenu}, true
	}
	return app.Action{}, true
}

// Shown reports whether the panel was on the screen when last laid out.
func (lp *LessonPanel) Shown() bool { return lp.shown }

// Panel is the panel's rectangles as laid out.
func (lp *LessonPanel) Panel() *layout.LessonPanel { return &lp.panel }

// Lines are the step's text's lines, as spans of Text.
func (lp *LessonPanel) Lines() []layout.Span { return lp.lines }

// Text is the step's text the lines cut.
func (lp *LessonPanel) Text() string { return lp.text }

// Companion is what the companion shows.
func (lp *LessonPanel) Companion() CompanionKind { return lp.companion }

// Answer is an answered question's row: the right choice's letter and
// words ("" without one).
func (lp *LessonPanel) Answer() (key, words string) { return lp.answerKey, lp.answer }

// PointsAt reports whether the current step of r highlights t.
func PointsAt(r *lessons.Runner, t lessons.Target) bool {
	for _, h := range r.Highlight() {
		if h == t {
			return true
		}
	}
	return false
}

// LessonTypeFor is the lesson panel's type in theme t: the projector's
// is larger.
func LessonTypeFor(t address.Theme) layout.LessonType {
	if t == address.Projector {
		return layout.ProjectorLessonType
	}
	return layout.ScreenLessonType
}

// KeyFiguresGeometry lays out the companion r for table m
// (layout.NewKeyFigures), writing the columns' edges into cols (reused).
func KeyFiguresGeometry(r layout.Rect, m *lessons.Table, cols []float64, ty *layout.Type) layout.KeyFigures {
	return layout.NewKeyFigures(r, KFShape(m), cols, *ty)
}

// KeyFiguresNeedH is the least height of a companion w wide that shows
// every row of m at type ty (layout.KeyFiguresNeedH).
func KeyFiguresNeedH(w float64, m *lessons.Table, ty *layout.Type) float64 {
	return layout.KeyFiguresNeedH(w, KFShape(m), *ty)
}

// KFShape is what the table's geometry needs of m.
func KFShape(m *lessons.Table) layout.KFShape {
	s := layout.KFShape{Runs: len(m.Runs), Rows: len(m.Rows)}
	for _, row := range m.Rows {
		s.Longest = max(s.Longest, len(row.Label))
	}
	return s
}

// TypeFor is the main screen's type in theme t: the projector's sets
// every text larger, for the back of a room.
func TypeFor(t address.Theme) *layout.Type {
	if t == address.Projector {
		return &layout.ProjectorType
	}
	return &layout.ScreenType
}
