package layout

import (
	"fmt"
	"testing"

	"rxscope/lessons"
)

// lessonContents are the panels a lesson shows: text only, with knobs
// set by the step, with a try button, with two to four answers, with or
// without the companion.
func lessonContents() []LessonContent {
	var cs []LessonContent
	for n := 0; n <= MaxChoices; n++ {
		if n == 1 {
			continue
		}
		for _, chips := range []bool{false, true} {
			for _, comp := range []bool{false, true} {
				cs = append(cs, LessonContent{Choices: n, Chips: chips, Try: chips && n == 0, Companion: comp})
				if n == 0 {
					cs = append(cs, LessonContent{Answer: true, Chips: chips, Companion: comp})
				}
			}
		}
	}
	return cs
}

// TestLessonPanelTiles checks every arrangement of the lesson panel, for
// texts of one line up to as many as fit: its parts stay inside the panel
// and apart, the panel and its companion stay inside the right-hand
// column and apart, and the column touches none of the panels that stay
// on the screen in a lesson (the ring, the packets, the CPU, the CQ, the
// knobs and the top bar).
func TestLessonPanelTiles(t *testing.T) {
	s := NewScreen()
	col := s.LessonColumn()
	if !col.Inside(s.Canvas.Inset(Margin)) {
		t.Fatalf("the lesson column %+v leaves the canvas", col)
	}
	for _, other := range []Rect{s.Ring, s.Current, s.Ahead, s.CPU, s.CQ, s.Knobs, s.TopBar} {
		if col.Overlaps(other) {
			t.Errorf("the lesson column %+v hides the panel %+v", col, other)
		}
	}
	for _, ty := range []LessonType{ScreenLessonType, ProjectorLessonType} {
		for _, c := range lessonContents() {
			maxLines := int(LessonTextRoom(col, ty, c, false) / ty.LineH())
			if maxLines < 6 {
				t.Errorf("type %+v, %+v: room for %d lines only", ty, c, maxLines)
			}
			for lines := 1; lines <= maxLines; lines++ {
				p := NewLessonPanel(col, ty, lines, c)
				where := fmt.Sprintf("type %v, %+v, %d lines", ty.Text, c, lines)
				checkLessonPanel(t, where, p, c)
			}
		}
	}
}

func checkLessonPanel(t *testing.T, where string, p LessonPanel, c LessonContent) {
	t.Helper()
	if !p.Panel.Inside(p.Column) {
		t.Errorf("%s: panel %+v leaves the column %+v", where, p.Panel, p.Column)
	}
	if p.Companion.W > 0 {
		if !p.Companion.Inside(p.Column) || p.Companion.Overlaps(p.Panel) || p.Companion.H < MinCompanionH {
			t.Errorf("%s: companion %+v misplaced (panel %+v)", where, p.Companion, p.Panel)
		}
	}
	if float64(p.Lines)*p.Type.LineH() > p.Text.H+1e-9 {
		t.Errorf("%s: %d lines need %.0f; the text box is %.0f tall", where, p.Lines, float64(p.Lines)*p.Type.LineH(), p.Text.H)
	}
	parts := []Rect{p.Header, p.Counter, p.Title, p.Text, p.Prev, p.Menu, p.Next}
	parts = append(parts, p.Choices[:p.NumChoices]...)
	if c.Chips {
		parts = append(parts, p.Chips)
	}
	if c.Answer {
		parts = append(parts, p.Answer)
	}
	for i, r := range parts {
		if r.W <= 0 || r.H <= 0 || !r.Inside(p.Panel.Inset(LessonPad)) {
			t.Errorf("%s: part %d %+v is empty or leaves the panel %+v", where, i, r, p.Panel)
		}
		for j := i + 1; j < len(parts); j++ {
			if r.Overlaps(parts[j]) {
				t.Errorf("%s: parts %d %+v and %d %+v overlap", where, i, r, j, parts[j])
			}
		}
	}
	// what the reader answers follows the text, however short it is
	var under Rect
	switch {
	case c.Chips:
		under = p.Chips
	case p.NumChoices > 0:
		under = p.Choices[0]
	case c.Answer:
		under = p.Answer
	}
	if last := p.Text.Y + float64(p.Lines)*p.Type.LineH(); under.W > 0 && under.Y-last > 10+1e-9 {
		t.Errorf("%s: %+v stands %.0f units under the text's last line; want at most 10", where, under, under.Y-last)
	}
	if c.Try && (!p.Try.Inside(p.Chips) || p.Try.W <= 0) {
		t.Errorf("%s: the try button %+v is not in the chips row %+v", where, p.Try, p.Chips)
	}
	f := FitWindow(1280, 720)
	for _, b := range p.Buttons() {
		if px := f.Scale(b); px.W < 44-1e-9 || px.H < 44-1e-9 {
			t.Errorf("%s: button %+v is %.1f×%.1f CSS px at 1280×720; want at least 44×44", where, b, px.W, px.H)
		}
	}
}

// TestLessonTextsFit sets every step of every lesson, before and after
// its question is answered (wrongly: the longest verdict), in the panel
// at the three window sizes and with both types, exactly as the screen
// does (FitLesson with the fonts the screen draws with), and checks that
// every line stays inside the text box, the lines fit its height, and
// the titles, the header and the answers fit their boxes.
func TestLessonTextsFit(t *testing.T) {
	m := newMeasurer(t)
	s := NewScreen()
	col := s.LessonColumn()
	type step struct {
		where, title, header, counter string
		texts                         []string // before the answer, and after
		choices                       []string
		c                             LessonContent
	}
	var steps []step
	for n, l := range lessons.All() {
		r, err := lessons.NewRunner(l)
		if err != nil {
			t.Fatal(err)
		}
		for {
			st := step{
				where: fmt.Sprintf("%s step %d", l.ID, r.Index()+1), title: r.Title(),
				header: LessonHeading(n+1, l.Title), counter: fmt.Sprintf("%d / %d", r.Len(), r.Len()),
				texts: []string{r.Text()}, choices: r.Choices(),
				c: LessonContent{Choices: len(r.Choices()), Chips: true, Try: len(r.Step().Try) > 0, Companion: true},
			}
			if cs := r.Choices(); cs != nil {
				if right, _ := r.Answer(0); right {
					r.Answer(1)
				}
				st.texts = append(st.texts, r.Text())
			}
			steps = append(steps, st)
			if r.AtEnd() {
				break
			}
			r.Advance()
		}
	}
	for _, win := range windows {
		sc := FitWindow(win.w, win.h).S
		memo := map[[2]any]float64{}
		measure := func(str string, size float64) float64 {
			k := [2]any{str, size}
			w, ok := memo[k]
			if !ok {
				w = m.width(str, regular, size, sc) / sc
				memo[k] = w
			}
			return w
		}
		for _, ty := range []LessonType{ScreenLessonType, ProjectorLessonType} {
			for _, st := range steps {
				where := fmt.Sprintf("%gx%g type %v: %s", win.w, win.h, ty.Text, st.where)
				for i, text := range st.texts {
					c := st.c
					if i > 0 {
						c.Choices, c.Answer = 0, true // answered: the right answer in one row, and the companion
					}
					checkLessonText(t, where, m, measure, col, ty, text, c, sc)
				}
				p := NewLessonPanel(col, ty, 1, st.c)
				fitIn(t, m, where+" title", st.title, bold, ty.Title, p.Title, sc)
				fitIn(t, m, where+" header", st.header, bold, ty.Header, p.Header, sc)
				fitIn(t, m, where+" counter", st.counter, mono, ty.Header, p.Counter, sc)
				for i, ch := range st.choices {
					fitIn(t, m, where+" choice", ch, regular, ty.Choice, ChoiceLabel(p.Choices[i]), sc)
					answered := st.c
					answered.Choices, answered.Answer = 0, true
					pa := NewLessonPanel(col, ty, 1, answered)
					fitIn(t, m, where+" answer", AnswerText(ch), regular, ty.Choice, ChoiceLabel(pa.Answer), sc)
				}
			}
		}
	}
}

func checkLessonText(t *testing.T, where string, m *measurer, measure TextWidth, col Rect, ty LessonType, text string, c LessonContent, sc float64) {
	t.Helper()
	lines, p := FitLesson(nil, col, ty, text, c, measure)
	if p.Type.Text < ty.Floor {
		t.Errorf("%s: set at %v, below %v", where, p.Type.Text, ty.Floor)
	}
	if float64(len(lines))*p.Type.LineH() > p.Text.H+1e-9 {
		t.Errorf("%s: %d lines at %v do not fit the text box %+v", where, len(lines), p.Type.Text, p.Text)
	}
	for _, ln := range lines {
		if w := m.width(text[ln.Start:ln.End], regular, p.Type.Text, sc); w > p.Text.W*sc+0.5 {
			t.Errorf("%s: line %q is %.1f px wide; the box is %.1f", where, text[ln.Start:ln.End], w, p.Text.W*sc)
		}
	}
	checkLessonPanel(t, where, p, c)
}

func fitIn(t *testing.T, m *measurer, where, s string, tf typeface, size float64, box Rect, sc float64) {
	t.Helper()
	if !m.fits(s, tf, size, box, sc) {
		t.Errorf("%s: %q is %.1f px wide at %v; its box %+v is %.1f px", where, s, m.width(s, tf, size, sc), size, box, box.W*sc)
	}
}

// TestWrap checks the line breaks on a measure where every byte is one
// unit wide.
func TestWrap(t *testing.T) {
	measure := func(s string, _ float64) float64 { return float64(len(s)) }
	tests := []struct {
		s     string
		width float64
		want  []string
	}{
		{"", 10, nil},
		{"one two", 10, []string{"one two"}},
		{"one two three", 10, []string{"one two", "three"}},
		{"  one  ", 10, []string{"one"}},
		{"abcdefghijklmnop", 10, []string{"abcdefghij", "klmnop"}},
		{"ab abcdefghijklmnop", 10, []string{"ab", "abcdefghij", "klmnop"}},
		{"one\n\ntwo", 10, []string{"one", "", "two"}},
		{"a b c d e f", 3, []string{"a b", "c d", "e f"}},
	}
	for _, tt := range tests {
		var got []string
		for _, sp := range Wrap(nil, tt.s, tt.width, 1, measure) {
			got = append(got, tt.s[sp.Start:sp.End])
		}
		if fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("Wrap(%q, %g) = %q; want %q", tt.s, tt.width, got, tt.want)
		}
	}
}

// TestWrapAllocatesOnlyItsLines: wrapping into a slice with room
// allocates nothing, so a text is wrapped again at no cost.
func TestWrapAllocatesOnlyItsLines(t *testing.T) {
	measure := func(s string, _ float64) float64 { return float64(len(s)) }
	text := "The device writes the packet into the next stride and a CQE into the completion queue."
	dst := Wrap(nil, text, 20, 1, measure)
	if n := testing.AllocsPerRun(100, func() { dst = Wrap(dst[:0], text, 20, 1, measure) }); n != 0 {
		t.Errorf("Wrap allocates %v times into a slice with room", n)
	}
}

// TestMenuTiles checks the menu: rows inside the card, apart, big enough
// for a finger, and the lessons' titles fit their rows.
func TestMenuTiles(t *testing.T) {
	m := newMeasurer(t)
	all := lessons.All()
	mn := NewMenu(len(all), 8)
	if !mn.Card.Inside(Rect{0, 0, DesignW, DesignH}.Inset(Margin)) {
		t.Fatalf("the menu card %+v leaves the canvas", mn.Card)
	}
	rows := append(append([]Rect{mn.LessonsTitle, mn.ToolsTitle, mn.Close}, mn.Lessons...), mn.Tools...)
	for i, r := range rows {
		if !r.Inside(mn.Card) {
			t.Errorf("row %d %+v leaves the card %+v", i, r, mn.Card)
		}
		for j := i + 1; j < len(rows); j++ {
			if r.Overlaps(rows[j]) {
				t.Errorf("rows %d %+v and %d %+v overlap", i, r, j, rows[j])
			}
		}
	}
	f := FitWindow(1280, 720)
	for _, r := range append(append([]Rect{mn.Close}, mn.Lessons...), mn.Tools...) {
		if px := f.Scale(r); px.W < 44-1e-9 || px.H < 44-1e-9 {
			t.Errorf("menu button %+v is %.1f×%.1f CSS px at 1280×720", r, px.W, px.H)
		}
	}
	for _, win := range windows {
		sc := FitWindow(win.w, win.h).S
		for i, l := range all {
			title, _ := MenuRowText(mn.Lessons[i])
			fitIn(t, m, "menu", l.Title, bold, MenuTitleSize, title, sc)
		}
	}
	if s := NewScreen(); s.MenuButton.Overlaps(s.Transport) || s.MenuButton.Overlaps(s.Subtitle) || !s.MenuButton.Inside(s.TopBar) {
		t.Errorf("the menu button %+v overlaps the transport %+v or the subtitle %+v", s.MenuButton, s.Transport, s.Subtitle)
	}
}

// TestCompanionHeight: a companion that asks for more than MinCompanionH
// (a step's measured table with many rows) is placed only with that
// height, and the text's room shrinks by it.
func TestCompanionHeight(t *testing.T) {
	col := Rect{0, 0, 600, 1000}
	for _, tc := range []struct {
		name       string
		companionH float64
		lines      int
		want       bool // a companion under the panel
	}{
		{"the least height", 0, 10, true},
		{"a taller table, room for it", 400, 10, true},
		{"a taller table, no room", 700, 10, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := LessonContent{Companion: true, CompanionH: tc.companionH}
			p := NewLessonPanel(col, ScreenLessonType, tc.lines, c)
			if got := p.Companion.W > 0; got != tc.want {
				t.Fatalf("companion %v (%+v); want %v", got, p.Companion, tc.want)
			}
			if tc.want && p.Companion.H < max(MinCompanionH, tc.companionH) {
				t.Errorf("companion %.0f tall; want at least %.0f", p.Companion.H, max(MinCompanionH, tc.companionH))
			}
			wantRoom := col.H - c.fixedH(ScreenLessonType) - max(MinCompanionH, tc.companionH) - Gap
			if got := LessonTextRoom(col, ScreenLessonType, c, true); got != wantRoom {
				t.Errorf("text room %.0f; want %.0f", got, wantRoom)
			}
		})
	}
}
