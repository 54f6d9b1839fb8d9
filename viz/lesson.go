package viz

import (
	"slices"
	"strconv"
	"strings"

	"rxscope/app"
	"rxscope/lessons"
	"rxscope/model"
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
// figures: a few milliseconds natively, up to a second or more in a
// browser. The runs are sliced (lessons.Prep) and spread over frames, a
// few milliseconds each, so the animation never freezes: a request shows
// a "preparing" notice with its progress until the step is ready. Right
// after a step is entered, the following one is prepared the same way in
// the background, while the presenter talks; a clicker's next press then
// changes the step at once.

// lessonRun is one lesson being played.
type lessonRun struct {
	r *lessons.Runner
	n int // the lesson's number in lessons.All, from 1: its key
}

// pendingStep is a step asked for and not entered yet.
type pendingStep struct {
	active  bool
	lesson  *lessons.Lesson
	step    int           // from 0
	since   uint64        // frames drawn when it was asked for
	note    string        // what the screen says meanwhile: the step
	runNote string        // and the simulation running
	prep    *lessons.Prep // its preparation
	shown   int           // runs finished when note was written
}

// prepChunk is the simulated packets of a step's preparation between
// two looks at the clock (app.Scheduler).
const prepChunk = 40

// lessonState is the lessons' part of the Game.
type lessonState struct {
	runs    map[string]*lessonRun
	cur     *lessonRun // nil: free exploration
	pending pendingStep
	prewarm uint64               // the frame after which the next step is prepared; 0: none
	next    *lessons.Prep        // the next step's preparation, in the background
	spare   *model.Sim           // a finished preparation's simulation, lent to the next (Prep.Lend)
	kfCols  []float64            // the key figures' column edges (keyfigures.go), reused
	heads   map[string][2]string // the key figures' column heads by a run's changes (runHead)
	warming int                  // the step's warm-up (warmUpJob): 0 none, 1 to its end, 2 through the live window
	// Updates that worked on a requested step (for the browser tests),
	// and the tick of the last one
	prepUpdates uint64
	prepTick    uint64

	// words rebuilt when the step, its answer or the knobs change
	header   string // "4 · Prefetching strides ahead"
	counter  string // "3 / 8"
	topLine  string // the top bar's line in a lesson
	chips    string // the knobs the step names that have no control on the screen
	try      []lessons.Setting
	tryLabel string // "Try budget = 8", when the step asks for knobs not on the screen
	tryBack  bool   // the button takes the step's configuration back

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
// is prepared, else once its preparation, spread over the next frames,
// has finished.
func (g *Game) requestStep(l *lessons.Lesson, i int) {
	if g.prepared(l, i) {
		g.les.pending.active = false
		g.openStep(l, i, nil)
		return
	}
	pp := g.les.next
	if pp == nil || pp.Lesson() != l || pp.Index() != i {
		var err error
		if pp, err = g.newPrep(l, i); err != nil {
			g.Notify(err.Error())
			return
		}
	}
	g.les.pending = pendingStep{active: true, lesson: l, step: i, since: g.frames, prep: pp, shown: -1}
	g.pendingNote()
	g.staticVer++ // the Next button says so
}

// pendingNote writes what the "preparing" notice says, when the count
// of finished runs has changed.
func (g *Game) pendingNote() {
	pd := &g.les.pending
	done, total := pd.prep.Runs()
	if done == pd.shown {
		return
	}
	pd.shown = done
	pd.note = "Step " + strconv.Itoa(pd.step+1) + " of " + strconv.Itoa(pd.lesson.Len()) + " · " + pd.lesson.Title
	pd.runNote = "running the model: simulation " + strconv.Itoa(min(done+1, total)) + " of " + strconv.Itoa(total)
}

// openStep enters step i (from 0) of lesson l now: with pp, the step's
// finished preparation; without, running its simulations if they have
// not run yet.
func (g *Game) openStep(l *lessons.Lesson, i int, pp *lessons.Prep) {
	if g.les.runs == nil {
		g.les.runs = make(map[string]*lessonRun)
	}
	run := g.les.runs[l.ID]
	if run == nil {
		var r *lessons.Runner
		var err error
		if pp != nil && pp.Index() == i {
			r, err = lessons.NewRunnerAt(pp)
		} else {
			r, err = lessons.NewRunner(l)
		}
		if err != nil {
			g.Notify("lesson " + l.ID + " cannot start: " + err.Error())
			return
		}
		run = &lessonRun{r: r, n: lessonNumber(l)}
		g.les.runs[l.ID] = run
	} else if pp != nil {
		if err := run.r.Adopt(pp); err != nil {
			g.Notify(err.Error())
			return
		}
	}
	if err := run.r.Goto(i); err != nil {
		g.Notify(err.Error())
		return
	}
	g.les.cur = run
	g.apply(run.r.Config())
	g.warmUp()
	run.r.Live(g.ses.Config())
	g.lessonLog(slices.Contains(run.r.Highlight(), lessons.EventLog))
	g.les.prewarm, g.les.next = 0, nil
	if nl, ni, ok := g.followingStep(); ok && !g.prepared(nl, ni) {
		if np, err := g.newPrep(nl, ni); err == nil {
			g.les.prewarm, g.les.next = g.frames+2, np // once the step has been drawn
		}
	}
	g.lessonChanged()
}

// prepared reports whether step i of lesson l can be entered at once.
func (g *Game) prepared(l *lessons.Lesson, i int) bool {
	run := g.les.runs[l.ID]
	return run != nil && run.r.Prepared(i)
}

// newPrep starts the preparation of step i of l, lending it the spare
// simulation, if any, so that its runs allocate no caches.
func (g *Game) newPrep(l *lessons.Lesson, i int) (*lessons.Prep, error) {
	pp, err := lessons.NewPrep(l, i)
	if err == nil && g.les.spare != nil {
		pp.Lend(g.les.spare)
		g.les.spare = nil
	}
	return pp, err
}

// prepDone keeps the simulation of a finished preparation for the next.
func (g *Game) prepDone(pp *lessons.Prep) {
	if s := pp.Spare(); s != nil {
		g.les.spare = s
	}
}

// updateLessons runs in Update, after the background work: it lays the
// panel out again when something it shows changed.
func (g *Game) updateLessons() { g.layoutLesson() }

// lessonStepJob prepares the step somebody asked for, as background work
// (app.PriorityLesson), and enters it when it is ready.
type lessonStepJob struct{ g *Game }

func (j lessonStepJob) Pending() bool {
	p := &j.g.les.pending
	return p.active && j.g.frames > p.since
}

func (j lessonStepJob) Work() bool {
	g := j.g
	p := &g.les.pending
	done, err := p.prep.Advance(prepChunk)
	if g.les.prepTick != g.ticks {
		g.les.prepUpdates++
		g.les.prepTick = g.ticks
	}
	if done {
		g.prepDone(p.prep)
	}
	switch {
	case err != nil:
		p.active = false
		g.Notify(err.Error())
		g.staticVer++
	case done:
		p.active = false
		if g.les.next == p.prep {
			g.les.next, g.les.prewarm = nil, 0
		}
		g.openStep(p.lesson, p.step, p.prep)
	default:
		g.pendingNote()
	}
	return true
}

// nextStepJob prepares the lesson's next step before it is asked for, as
// background work (app.PriorityNextStep), while no slider is dragged.
type nextStepJob struct{ g *Game }

func (j nextStepJob) Pending() bool {
	g := j.g
	return g.les.next != nil && g.les.prewarm != 0 && g.frames >= g.les.prewarm && !g.drag.active && !g.les.pending.active
}

func (j nextStepJob) Work() bool {
	g := j.g
	np := g.les.next
	done, err := np.Advance(prepChunk)
	if !done {
		return true
	}
	g.prepDone(np)
	g.les.prewarm = 0
	g.staticVer++ // the Next button says the step is ready
	// A lesson already open adopts the step (one prepared meanwhile stays
	// as it was); the first step of a lesson not opened yet stays in next,
	// for requestStep to start the lesson's runner from.
	if run := g.les.runs[np.Lesson().ID]; run != nil {
		if err == nil {
			_ = run.r.Adopt(np)
		}
		g.les.next = nil
	}
	return true
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
	if l, i, ok := g.followingStep(); ok {
		g.requestStep(l, i)
	}
}

// prevStep moves to the previous step, from a lesson's first step to the
// last step of the lesson before it.
func (g *Game) prevStep() {
	if l, i, ok := g.precedingStep(); ok {
		g.requestStep(l, i)
	}
}

// followingStep is where a clicker's "next" goes from the current step:
// the lesson's next step, or after its last the next lesson's first, so
// that a talk runs through the lessons on one button. ok is false at the
// end of the last lesson, and outside the lessons.
func (g *Game) followingStep() (l *lessons.Lesson, i int, ok bool) {
	run := g.les.cur
	if run == nil {
		return nil, 0, false
	}
	if r := run.r; !r.AtEnd() {
		return r.Lesson(), r.Index() + 1, true
	}
	if all := lessons.All(); run.n < len(all) {
		return all[run.n], 0, true // n counts from 1
	}
	return nil, 0, false
}

// precedingStep is where a clicker's "previous" goes: the lesson's
// previous step, or before its first the last step of the lesson before.
func (g *Game) precedingStep() (l *lessons.Lesson, i int, ok bool) {
	run := g.les.cur
	if run == nil {
		return nil, 0, false
	}
	if r := run.r; r.Index() > 0 {
		return r.Lesson(), r.Index() - 1, true
	}
	if run.n > 1 {
		l := lessons.All()[run.n-2]
		return l, l.Len() - 1, true
	}
	return nil, 0, false
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
	if run := g.les.cur; run != nil {
		g.explore(run.r.Explore())
		return
	}
	g.les.pending.active = false
}

// explore leaves any lesson (and a step being prepared) for free
// exploration with the knobs cfg.
func (g *Game) explore(cfg model.Config) {
	g.les.pending.active = false
	inLesson := g.les.cur != nil
	g.les.cur = nil
	g.apply(cfg)
	if inLesson {
		g.lessonLog(false)
		g.lessonChanged()
	}
}

// lessonLive tells the runner the knobs the learner set; apply calls it.
func (g *Game) lessonLive() {
	if r := g.runner(); r != nil {
		r.Live(g.ses.Config())
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
	cfg := g.ses.Config()
	var chips []string
	for _, t := range r.Highlight() {
		if knob, ok := t.Control(); ok {
			if _, on := layout.KnobControl(knob); !on {
				chips = append(chips, knob+" = "+cfg.Get(knob))
			}
		}
	}
	// a knob with a control on the screen that the step changes from the
	// step before is named too: a toggle turned silently is missed (the
	// knobs without one are on the scene line)
	if i := r.Index(); i > 0 {
		if prev, err := l.Config(i - 1); err == nil {
			for _, st := range r.Step().Set {
				chip := st.Knob + " = " + cfg.Get(st.Knob)
				_, on := layout.KnobControl(st.Knob)
				if on && prev.Get(st.Knob) != r.Config().Get(st.Knob) && !slices.Contains(chips, chip) {
					chips = append(chips, chip)
				}
			}
		}
	}
	ls.try = ls.try[:0]
	var try []string
	for _, s := range r.Step().Try {
		if _, on := layout.KnobControl(s.Knob); !on && cfg.Get(s.Knob) != s.Value {
			ls.try = append(ls.try, s)
			try = append(try, s.Knob+" = "+s.Value)
		}
	}
	ls.tryBack = false
	if len(try) == 0 && len(r.Step().Try) == 0 {
		try = g.runOffer(r, cfg)
	}
	changed := (ls.chips == "") != (len(chips) == 0) || (ls.tryLabel == "") != (len(try) == 0)
	ls.chips = ""
	if len(chips) > 0 {
		ls.chips = "Set in this step: " + strings.Join(chips, " · ")
	}
	ls.tryLabel = ""
	switch {
	case ls.tryBack:
		ls.tryLabel = "Back to this step"
	case len(try) > 0:
		ls.tryLabel = "Try " + strings.Join(try, ", ")
	}
	if changed {
		ls.view.dirty = true
	}
	g.staticVer++ // the chips are drawn in the backdrop
}

// runOffer offers, for the Try button, the first run the step compares
// with that sets a knob without a control on the screen (lines, budget,
// headcopy …: the text asks for it, and nothing else on the screen could
// set it). It keeps the run's knobs in g.les.try and returns them as
// words; when the live configuration already runs them, the button takes
// the step's own configuration back (g.les.tryBack).
func (g *Game) runOffer(r *lessons.Runner, cfg model.Config) []string {
	ls := &g.les
	if !r.Answered() {
		return nil // running a compared run would answer the question
	}
	for _, run := range r.Step().Runs {
		hidden, set := false, true
		for _, s := range run.Set {
			if _, on := layout.KnobControl(s.Knob); !on {
				hidden = true
			}
			if cfg.Get(s.Knob) != s.Value {
				set = false
			}
		}
		if !hidden {
			continue
		}
		if set {
			ls.tryBack = true
			return []string{"back"}
		}
		var words []string
		for _, s := range run.Set {
			ls.try = append(ls.try, s)
			words = append(words, s.Knob+" = "+s.Value)
		}
		return words
	}
	return nil
}

// tryKnobs sets the knobs the step asks the learner to try that have no
// control on the screen, or takes the step's configuration back.
func (g *Game) tryKnobs() {
	if g.les.tryBack {
		g.apply(g.runner().Config())
		g.warmUp()
		return
	}
	cfg := g.ses.Config()
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
	g.warmUp()
}

// warmUp opens a lesson step, or a run it offers, where what it describes
// is on the screen: the ring full, the caches warm, packets at the
// cursors, and the live figures measured (the warm-up, the live window's
// base read at its end, then the window). warmUpJob runs it in slices.
func (g *Game) warmUp() {
	g.les.warming = 1
}

// warmUpSlice is how many packets a slice of the warm-up runs: a few
// milliseconds of both simulations in a browser.
const warmUpSlice = 100

// warmUpJob runs a step's warm-up as background work (app.PriorityWarmUp),
// a slice at a time, so that the screen keeps drawing while it runs.
type warmUpJob struct{ g *Game }

func (j warmUpJob) Pending() bool { return j.g.les.warming != 0 }

func (j warmUpJob) Work() bool {
	g := j.g
	target := app.LiveRun.Warmup
	if g.les.warming == 2 {
		target += app.LiveRun.Packets
	}
	if !g.ses.WarmUpSlice(target, warmUpSlice) {
		return true
	}
	g.live.Observe(g.ses) // at the warm-up's end: the live window's base
	if g.les.warming == 1 {
		g.les.warming = 2
		return true
	}
	g.les.warming = 0
	g.refresh()
	return true
}

// openLessonNow opens step (from 1) of lesson id at once, as a scene
// opened from a URL does; "" is free exploration.
func (g *Game) openLessonNow(id string, step int) {
	if id == "" {
		g.sandbox()
		return
	}
	if l, ok := lessons.Lookup(id); ok {
		g.openStep(l, max(0, min(l.Len()-1, step-1)), nil)
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
