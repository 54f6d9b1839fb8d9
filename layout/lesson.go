package layout

import "strconv"

// The lesson panel takes the right-hand column, where the figures and the
// chart are in free exploration, so that the ring, the packets, the CPU
// and the CQ stay in view while a lesson speaks about them:
//
//	+----------------------------------+
//	| Lesson 4 · Prefetching …   3 / 8 |  Header, Counter
//	| Place your bets                  |  Title
//	| The step's text, wrapped to the  |  Text: Lines lines
//	| panel's width …                  |
//	| set here: variant = … [Try …]    |  Chips, Try
//	| [A  fewer                      ] |  Choices (a question not yet answered)
//	| [B  more                       ] |  (answered: the right one, marked)
//	|                                  |  the room the text leaves
//	| [◄ Back]  [≡ Lessons]  [Next ►]  |  Prev, Menu, Next
//	+----------------------------------+
//	| the chart or the key figures     |  Companion, when there is room
//	+----------------------------------+
//
// The panel is as tall as its text needs, and the companion takes the
// rest of the column when that is at least MinCompanionH; otherwise the
// panel fills the column. A text that does not fit is set smaller (see
// FitLesson), never cut.

// LessonType is the type of the lesson panel, in design units.
type LessonType struct {
	Header float64 // the lesson's title and the step counter
	Title  float64 // the step's title
	Text   float64 // the step's text
	Choice float64 // the answers and the navigation buttons
	// Floor is the least size the text is set at to fit the panel,
	// CompanionFloor the least it is set at to leave room for the
	// companion (FitLesson).
	Floor, CompanionFloor float64
}

// The lesson panel's type on a screen and on a projector, where it is
// larger.
var (
	ScreenLessonType    = LessonType{Header: 20, Title: 28, Text: 22, Choice: 22, Floor: 16, CompanionFloor: 19}
	ProjectorLessonType = LessonType{Header: 22, Title: 32, Text: 26, Choice: 25, Floor: ProjectorMinLabel, CompanionFloor: 22}
)

// LineH is the distance between two lines of the text.
func (t LessonType) LineH() float64 { return t.Text * 1.38 }

// TitleH is the height of the step's title row.
func (t LessonType) TitleH() float64 { return t.Title * 1.45 }

// Sizes and gaps of the lesson panel, in design units.
const (
	LessonPad       = 16.0
	LessonHeaderH   = 30.0
	LessonChipsH    = MinHit
	LessonChoiceGap = 10.0
	MinCompanionH   = 230.0
	MaxChoices      = 4
)

// LessonPanel is the lesson panel's geometry.
type LessonPanel struct {
	Column     Rect // the whole right-hand column
	Panel      Rect
	Header     Rect // the lesson's title
	Counter    Rect // "3 / 8"
	Title      Rect // the step's title
	Text       Rect // the step's text, Lines lines of Type.LineH()
	Chips      Rect // the knobs the step names that have no control on the screen; zero without
	Try        Rect // in Chips, on the right: a button that sets the step's Try knobs; zero without
	Choices    [MaxChoices]Rect
	NumChoices int
	Answer     Rect // an answered question's right answer; zero without
	Prev       Rect
	Menu       Rect // opens the menu of lessons
	Next       Rect
	Companion  Rect // under the panel: the chart or the key figures; zero when there is no room
	Type       LessonType
	Lines      int
}

// LessonColumn is the column the lesson panel takes: the figures' and the
// chart's.
func (s *Screen) LessonColumn() Rect {
	return Rect{s.Figures.X, s.Figures.Y, s.Figures.W, s.Chart.Bottom() - s.Figures.Y}
}

// LessonContent says what the panel holds besides the text.
type LessonContent struct {
	Choices   int  // answers shown as buttons, 0 to MaxChoices
	Answer    bool // an answered question: its right answer, marked, in one row
	Chips     bool // a row of knobs set by the step
	Try       bool // with a button to try the step's knobs
	Companion bool // the chart or the key figures are wanted under the panel
	// CompanionH is the least height the companion needs (the rows of a
	// step's measured table); below MinCompanionH, MinCompanionH is.
	CompanionH float64
}

// companionH is the least height of the companion under the panel.
func (c LessonContent) companionH() float64 { return max(MinCompanionH, c.CompanionH) }

// fixedH is the height of everything in the panel but the text.
func (c LessonContent) fixedH(t LessonType) float64 {
	h := 2*LessonPad + LessonHeaderH + 4 + t.TitleH() + 8 + 12 + MinHit
	if c.Chips {
		h += LessonChipsH + 10
	}
	if c.Choices > 0 {
		h += float64(c.Choices)*(MinHit+LessonChoiceGap) + 2
	}
	if c.Answer {
		h += MinHit + LessonChoiceGap + 2
	}
	return h
}

// LessonTextRoom is the height the text may take in col: with the
// companion under the panel when withCompanion, without it otherwise.
func LessonTextRoom(col Rect, t LessonType, c LessonContent, withCompanion bool) float64 {
	room := col.H - c.fixedH(t)
	if withCompanion {
		room -= c.companionH() + Gap
	}
	return room
}

// NewLessonPanel places a panel of type t holding lines lines of text
// and c in col.
func NewLessonPanel(col Rect, t LessonType, lines int, c LessonContent) LessonPanel {
	c.Choices = max(0, min(MaxChoices, c.Choices))
	p := LessonPanel{Column: col, Type: t, Lines: lines, NumChoices: c.Choices}
	need := c.fixedH(t) + float64(lines)*t.LineH()
	p.Panel = col
	if c.Companion && col.H-need-Gap >= c.companionH() {
		p.Panel.H = need
		p.Companion = Rect{col.X, col.Y + need + Gap, col.W, col.H - need - Gap}
	}
	in := p.Panel.Inset(LessonPad)
	const counterW = 120.0
	p.Header = Rect{in.X, in.Y, in.W - counterW - 10, LessonHeaderH}
	p.Counter = Rect{in.Right() - counterW, in.Y, counterW, LessonHeaderH}
	p.Title = Rect{in.X, in.Y + LessonHeaderH + 4, in.W, t.TitleH()}

	// From the bottom up: the navigation, the choices, the chips.
	y := in.Bottom() - MinHit
	p.Prev = Rect{in.X, y, 170, MinHit}
	p.Next = Rect{in.Right() - 200, y, 200, MinHit}
	p.Menu = Rect{in.X + (in.W-200)/2, y, 200, MinHit}
	y -= 12
	if c.Answer {
		y -= 2 + MinHit
		p.Answer = Rect{in.X, y, in.W, MinHit}
		y -= LessonChoiceGap
	}
	if c.Choices > 0 {
		y -= 2
		for i := c.Choices - 1; i >= 0; i-- {
			y -= MinHit
			p.Choices[i] = Rect{in.X, y, in.W, MinHit}
			y -= LessonChoiceGap
		}
	}
	if c.Chips {
		y -= LessonChipsH
		p.Chips = Rect{in.X, y, in.W, LessonChipsH}
		if c.Try {
			p.Try = Rect{p.Chips.Right() - 230, y, 230, LessonChipsH}
		}
		y -= 10
	}
	top := p.Title.Bottom() + 8
	p.Text = Rect{in.X, top, in.W, y - top}
	p.closeUp(float64(lines) * t.LineH())
	return p
}

// closeUp moves the chips, the choices and the answer of a panel that
// fills its column up under the text's textH, which leaves them room:
// a question reads with its answers under it, and the room left goes
// between them and the navigation, which stays at the bottom (a short
// question at 1280×720 left a gap of half the column between its text
// and its choices).
func (p *LessonPanel) closeUp(textH float64) {
	slack := p.Text.H - textH
	if slack <= 0 {
		return
	}
	up := func(r *Rect) {
		if r.W > 0 {
			r.Y -= slack
		}
	}
	up(&p.Chips)
	up(&p.Try)
	for i := range p.NumChoices {
		up(&p.Choices[i])
	}
	up(&p.Answer)
	p.Text.H = textH
}

// Buttons lists the panel's buttons: the choices shown, the try button if
// any, and the navigation.
func (p *LessonPanel) Buttons() []Rect {
	bs := append([]Rect(nil), p.Choices[:p.NumChoices]...)
	if p.Try.W > 0 {
		bs = append(bs, p.Try)
	}
	return append(bs, p.Prev, p.Menu, p.Next)
}

// FitLesson wraps text into the lesson panel in col, at type t or
// smaller: first with the companion under the panel if c asks for it
// (down to t.CompanionFloor), then without it (down to t.Floor). It
// appends the lines to dst[:0] and returns them with the panel. Only the
// text's size changes; titles and buttons keep theirs.
func FitLesson(dst []Span, col Rect, t LessonType, text string, c LessonContent, measure TextWidth) ([]Span, LessonPanel) {
	width := col.W - 2*LessonPad
	// fit sets the text from t's size down to floor and reports whether
	// it fits; it leaves the lines in dst and returns the type it used.
	fit := func(withCompanion bool, floor float64) (LessonType, bool) {
		ty := t
		for {
			dst = Wrap(dst[:0], text, width, ty.Text, measure)
			if float64(len(dst))*ty.LineH() <= LessonTextRoom(col, ty, c, withCompanion) {
				return ty, true
			}
			if ty.Text-1 < floor {
				return ty, false
			}
			ty.Text--
		}
	}
	if c.Companion {
		if ty, ok := fit(true, t.CompanionFloor); ok {
			return dst, NewLessonPanel(col, ty, len(dst), c)
		}
	}
	c.Companion = false
	ty, _ := fit(false, t.Floor)
	return dst, NewLessonPanel(col, ty, len(dst), c)
}

// LessonHeading is the panel's header: the lesson's number (its key) and
// title, "4 · Prefetching strides ahead".
func LessonHeading(n int, title string) string {
	return strconv.Itoa(n) + " · " + title
}

// ChoiceBadge is where a choice's letter goes in its button r, and
// ChoiceLabel where its text goes, at the lesson type's Choice size.
func ChoiceBadge(r Rect) Rect { return Rect{r.X + 10, r.Y + 9, r.H - 18, r.H - 18} }

// ChoiceLabel: see ChoiceBadge.
func ChoiceLabel(r Rect) Rect { return Rect{r.X + r.H + 6, r.Y + 10, r.W - r.H - 18, r.H - 20} }

// AnswerText is the answered question's row: the right choice, said to be
// the right answer ("about the same: the right answer").
func AnswerText(choice string) string { return choice + ": the right answer" }
