package viz

import (
	"strconv"
	"strings"

	"rxscope/lessons"
	"rxscope/viz/layout"
)

// A lesson on the screen: the Game drives a lessons.Runner per lesson
// (kept, so that going back to a lesson finds its answers), loads each
// step's configuration into both simulations when the step is entered,
// and shows the step in the lesson panel (lessonpanel.go) with what it
// names highlighted (highlight.go). Free exploration, the sandbox, is the
// state with no lesson.
//
// Entering a step for the first time runs the model for the step's
// figures: a few milliseconds to a second or two in a browser. So a step
// is entered in two phases: the request shows a "preparing" notice for
// one frame, and the next Update runs the step. Right after a step is
// entered, the following one is prepared as well, while the presenter
// starts talking; a clicker's next press then changes the step at once.

// lessonRun is one lesson being played.
type lessonRun struct {
	r        *lessons.Runner
	n        int    // the lesson's number in lessons.All, from 1: its key
	prepared []bool // steps whose simulations the runner has run
}

// pendingStep is a step asked for and not entered yet.
type pendingStep struct {
	active bool
	lesson *lessons.Lesson
	step   int    // from 0
	since  uint64 // frames drawn when it was asked for
	note   string // what the screen says meanwhile
}

// lessonState is the lessons' part of the Game.
type lessonState struct {
	runs    map[string]*lessonRun
	cur     *lessonRun // nil: free exploration
	pending pendingStep
	prewarm uint64 // the frame after which the next step is prepared; 0: none

	// words rebuilt when the step, its answer or the knobs change
	header   string // "4 · Prefetching strides ahead"
	counter  string // "3 / 8"
	topLine  string // the top bar's line in a lesson
	chips    string // the knobs the step names that have no control on the screen
	try      []lessons.Setting
	tryLabel string // "Try budget = 8", when the step asks for knobs not on the screen

	// the panel, laid out when the text, the theme or the window change
	view lessonView
}

// lessonNumber is the key of lesson l: its place in lessons.All, from 1.
func lessonNumber(l *lessons.Lesson) int {
	for i, x := range lessons.All() {
		if x == l {
			return i + 1
		}
	}
	return 0
}

// inLesson reports whether a lesson is open.
func (g *Game) inLesson() bool { return g.les.cur != nil }

// lessonShown reports whether the lesson panel is on the screen.
func (g *Game) lessonShown() bool { return g.les.cur != nil && !g.pres.hideText }

// runner is the current lesson's runner, or nil.
func (g *Game) runner() *lessons.Runner {
	if g.les.cur == nil {
		return nil
	}
	return g.les.cur.r
}

// asking reports whether the current step's question is waiting for an
// answer: its choices are on the screen and A to D answer it.
func (g *Game) asking() bool {
	r := g.runner()
	return r != nil && r.Choices() != nil && !r.Answered()
}

// requestStep asks for step i (from 0) of lesson l: at once if the step
// is prepared, else after a frame that says so.
func (g *Game) requestStep(l *lessons.Lesson, i int) {
	if run := g.les.runs[l.ID]; run != nil && i >= 0 && i < len(run.prepared) && run.prepared[i] {
		g.les.pending.active = false
		g.openStep(l, i)
		return
	}
	g.les.pending = pendingStep{
		active: true, lesson: l, step: i, since: g.frames,
		note: "Running the model for step " + strconv.Itoa(i+1) + " of " + strconv.Itoa(l.Len()) + ": " + l.Title + " …",
	}
	g.staticVer++ // the Next button says so
}

// openStep enters step i (from 0) of lesson l now, running its
// simulations if they have not run yet.
func (g *Game) openStep(l *lessons.Lesson, i int) {
	if g.les.runs == nil {
		g.les.runs = make(map[string]*lessonRun)
	}
	run := g.les.runs[l.ID]
	if run == nil {
		r, err := lessons.NewRunner(l)
		if err != nil {
			g.Notify("lesson " + l.ID + " cannot start: " + err.Error())
			return
		}
		run = &lessonRun{r: r, n: lessonNumber(l), prepared: make([]bool, l.Len())}
		run.prepared[0] = true
		g.les.runs[l.ID] = run
	}
	if err := run.r.Goto(i); err != nil {
		g.Notify(err.Error())
		return
	}
	run.prepared[i] = true
	g.les.cur = run
	g.apply(run.r.Config())
	run.r.Live(g.ses.cfg)
	g.les.prewarm = 0
	if next := i + 1; next < len(run.prepared) && !run.prepared[next] {
		g.les.prewarm = g.frames + 2 // once the step has been drawn
	}
	g.lessonChanged()
}

// updateLessons runs in Update, after the input: it enters a requested
// step once its notice has been drawn, prepares the next step, and lays
// the panel out again when something it shows changed.
func (g *Game) updateLessons() {
	if p := &g.les.pending; p.active && g.frames > p.since {
		p.active = false
		g.openStep(p.lesson, p.step)
	}
	if run := g.les.cur; run != nil && g.les.prewarm != 0 && g.frames >= g.les.prewarm && !g.drag.active {
		g.les.prewarm = 0
		g.staticVer++ // the Next button says the step is ready
		if next := run.r.Index() + 1; next < len(run.prepared) && run.r.Prepare(next) == nil {
			run.prepared[next] = true
		}
	}
	g.layoutLesson()
}

// nextStep is a clicker's "next": it reveals the answer of a question
// nobody answered, and otherwise moves to the next step (even if the
// learner has not tried what the step suggests).
func (g *Game) nextStep() {
	r := g.runner()
	if r == nil {
		return
	}
	if g.asking() {
		r.Reveal()
		g.lessonChanged()
		return
	}
	if !r.AtEnd() {
		g.requestStep(r.Lesson(), r.Index()+1)
	}
}

// prevStep moves to the previous step.
func (g *Game) prevStep() {
	if r := g.runner(); r != nil && r.Index() > 0 {
		g.requestStep(r.Lesson(), r.Index()-1)
	}
}

// answer records choice c of the current question.
func (g *Game) answer(c int) {
	r := g.runner()
	if r == nil || c >= len(r.Choices()) {
		return
	}
	if _, err := r.Answer(c); err == nil {
		g.lessonChanged()
	}
}

// openLessonNumber opens lesson n (from 1) at its first step.
func (g *Game) openLessonNumber(n int) {
	if all := lessons.All(); n >= 1 && n <= len(all) {
		g.requestStep(all[n-1], 0)
	}
}

// sandbox leaves the lesson for free exploration, with the lesson's
// settings (its last step's).
func (g *Game) sandbox() {
	g.les.pending.active = false
	run := g.les.cur
	if run == nil {
		return
	}
	g.les.cur = nil
	g.apply(run.r.Explore())
	g.lessonChanged()
}

// lessonLive tells the runner the knobs the learner set; apply calls it.
func (g *Game) lessonLive() {
	if r := g.runner(); r != nil {
		r.Live(g.ses.cfg)
		g.lessonWords()
	}
}

// lessonChanged rebuilds everything that shows the step: the words, the
// panel's layout, the backdrop and the snapshot's rectangles.
func (g *Game) lessonChanged() {
	g.lessonWords()
	g.les.view.dirty = true
	g.layoutLesson()
}

// lessonWords rebuilds the header, the counter, the top bar's line and
// the chips. It allocates, and runs only when the step, its answer or the
// knobs change.
func (g *Game) lessonWords() {
	ls := &g.les
	r := g.runner()
	if r == nil {
		ls.header, ls.counter, ls.topLine, ls.chips, ls.tryLabel, ls.try = "", "", "", "", "", nil
		return
	}
	l := r.Lesson()
	ls.header = layout.LessonHeading(ls.cur.n, l.Title)
	ls.counter = strconv.Itoa(r.Index()+1) + " / " + strconv.Itoa(r.Len())
	ls.topLine = ls.header + " · step " + ls.counter
	cfg := g.ses.cfg
	var chips []string
	for _, t := range r.Highlight() {
		if knob, ok := t.Control(); ok {
			if _, on := controlOfKnob(knob); !on {
				chips = append(chips, knob+" = "+cfg.Get(knob))
			}
		}
	}
	ls.try = ls.try[:0]
	var try []string
	for _, s := range r.Step().Try {
		if _, on := controlOfKnob(s.Knob); !on && cfg.Get(s.Knob) != s.Value {
			ls.try = append(ls.try, s)
			try = append(try, s.Knob+" = "+s.Value)
		}
	}
	changed := (ls.chips == "") != (len(chips) == 0) || (ls.tryLabel == "") != (len(try) == 0)
	ls.chips = ""
	if len(chips) > 0 {
		ls.chips = "Set in this step: " + strings.Join(chips, " · ")
	}
	ls.tryLabel = ""
	if len(try) > 0 {
		ls.tryLabel = "Try " + strings.Join(try, ", ")
	}
	if changed {
		ls.view.dirty = true
	}
	g.staticVer++ // the chips are drawn in the backdrop
}

// tryKnobs sets the knobs the step asks the learner to try that have no
// control on the screen.
func (g *Game) tryKnobs() {
	cfg := g.ses.cfg
	for _, s := range g.les.try {
		if err := cfg.Set(s.Knob, s.Value); err != nil {
			g.Notify(err.Error())
			return
		}
	}
	if err := cfg.Validate(); err != nil {
		g.Notify(err.Error())
		return
	}
	g.apply(cfg)
}

// controlOfKnob returns the control on the screen that sets knob, and
// whether there is one.
func controlOfKnob(knob string) (layout.ControlID, bool) {
	for id := layout.Distance; id <= layout.XDP; id++ {
		if knobName(id) == knob {
			return id, true
		}
	}
	return 0, false
}

// openLessonNow opens step (from 1) of lesson id at once, as a scene
// opened from a URL does; "" is free exploration.
func (g *Game) openLessonNow(id string, step int) {
	if id == "" {
		g.sandbox()
		return
	}
	if l, ok := lessons.Lookup(id); ok {
		g.openStep(l, max(0, min(l.Len()-1, step-1)))
	}
}

// lessonStatus is the status line in a lesson: the lesson, the step, its
// title and its text, and the answers while a question is asked.
func (g *Game) lessonStatus(r *lessons.Runner) string {
	var b strings.Builder
	b.WriteString("Lesson ")
	b.WriteString(g.les.header)
	b.WriteString(", step ")
	b.WriteString(g.les.counter)
	b.WriteString(": ")
	b.WriteString(r.Title())
	b.WriteString(". ")
	b.WriteString(r.Text())
	if g.asking() {
		b.WriteString(" Your guess?")
		for i, c := range r.Choices() {
			if i < len(choiceLetters) {
				b.WriteString(" " + choiceLetters[i] + ": " + c + ".")
			}
		}
	}
	return b.String()
}
