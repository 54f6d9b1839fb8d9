package app

import (
	"slices"
	"strconv"
	"strings"

	"rxscope/layout"
	"rxscope/lessons"
	"rxscope/model"
)

// Lessons is the lessons' state of the app: a lessons.Runner per lesson
// (kept, so that going back to a lesson finds its answers), the step on
// the screen, a step asked for and being prepared, the next step
// prepared ahead in the background, a step's warm-up, and the words the
// lesson panel shows. Free exploration, the sandbox, is the state with
// no lesson.
//
// Entering a step for the first time runs the model for the step's
// figures: a few milliseconds natively, up to a second or more in a
// browser. The runs are sliced (lessons.Prep) and spread over frames as
// background work (StepJob, NextJob), or measured in the Web Workers
// (UseWorkers, lessonruns.go), so the animation never freezes: a
// request shows a "preparing" notice with its progress until the step is
// ready. Right after a step is entered the following one is prepared the
// same way, while the presenter talks; a clicker's next press then
// changes the step at once.
type Lessons struct {
	host LessonHost
	ses  *Session
	live *Live

	runs    map[string]*lessonRun
	cur     *lessonRun // nil: free exploration
	pending pendingStep
	prewarm uint64        // the frame after which the next step is prepared; 0: none
	next    *lessons.Prep // the next step's preparation, in the background
	spare   *model.Sim    // a finished preparation's simulation, lent to the next (Prep.Lend)
	warming int           // the step's warm-up: 0 none, 1 to its end, 2 through the live window
	stand   standing      // where a paused state opened from an address is run to by the warm-up

	workers []*Worker   // the Web Workers that measure the steps' runs (UseWorkers)
	remote  []*stepRuns // the runs they measure, of the step asked for and the next
	given   uint64      // runs they gave, since the start

	frames   uint64 // frames drawn, as Tick last said
	ticks    uint64 // Updates, as Tick last said
	dragging bool   // a slider is being dragged: the next step waits

	// Updates that worked on a requested step, and the tick of the last one
	prepUpdates uint64
	prepTick    uint64

	words LessonWords
}

// LessonHost is what the lessons ask of the screen around them.
type LessonHost interface {
	// Load starts both simulations on cfg, as a knob change does.
	Load(cfg model.Config)
	// Notify shows text in a banner.
	Notify(text string)
	// Opened says a step was entered (wantsLog: its text points at the
	// event log) or, with no step, that the lesson was left.
	Opened(wantsLog bool)
	// Changed says the step's words or its answer changed.
	Changed()
	// Progress says a step asked for, or the next step, is being prepared
	// or is ready: what the Next button says changed.
	Progress()
	// Warmed says the step's warm-up reached its end.
	Warmed()
}

// LessonWords are the words the lesson panel and the top bar show,
// rebuilt when the step, its answer or the knobs change.
type LessonWords struct {
	Header   string            // "4 · Prefetching strides ahead"
	Counter  string            // "3 / 8"
	TopLine  string            // the top bar's line in a lesson
	Chips    string            // the knobs the step names that have no control on the screen
	Try      []lessons.Setting // the knobs the Try button sets
	TryLabel string            // "Try budget = 8", when the step asks for knobs not on the screen
	TryBack  bool              // the button takes the step's configuration back
}

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
	cfg     model.Config  // the knobs it opens with, which the address carries meanwhile
	open    opening       // what a state opened from an address sets once it is entered
	since   uint64        // frames drawn when it was asked for
	note    string        // what the screen says meanwhile: the step
	runNote string        // and the simulation running
	prep    *lessons.Prep // its preparation
	shown   int           // runs finished when note was written
}

// PrepChunk is the simulated packets of a step's preparation between two
// looks at the clock (Scheduler).
const PrepChunk = 40

// WarmUpChunk is how many packets a slice of a step's warm-up runs: a few
// milliseconds of both simulations in a browser.
const WarmUpChunk = 100

// NewLessons makes the lessons' state of an app whose simulations are
// ses and whose live figures are live, in free exploration.
func NewLessons(host LessonHost, ses *Session, live *Live) *Lessons {
	return &Lessons{host: host, ses: ses, live: live, runs: make(map[string]*lessonRun)}
}

// Tick tells the lessons the frames drawn and the Updates so far, and
// whether a slider is being dragged; the screen calls it each Update.
func (ls *Lessons) Tick(frames, ticks uint64, dragging bool) {
	ls.frames, ls.ticks, ls.dragging = frames, ticks, dragging
}

// LessonNumber is the key of lesson l: its place in lessons.All, from 1.
func LessonNumber(l *lessons.Lesson) int {
	for i, x := range lessons.All() {
		if x == l {
			return i + 1
		}
	}
	return 0
}

// Open reports whether a lesson is open.
func (ls *Lessons) Open() bool { return ls.cur != nil }

// Runner is the current lesson's runner, or nil.
func (ls *Lessons) Runner() *lessons.Runner {
	if ls.cur == nil {
		return nil
	}
	return ls.cur.r
}

// Number is the open lesson's key (from 1), 0 outside a lesson.
func (ls *Lessons) Number() int {
	if ls.cur == nil {
		return 0
	}
	return ls.cur.n
}

// Words are the words the lesson panel shows.
func (ls *Lessons) Words() *LessonWords { return &ls.words }

// Asking reports whether the current step's question is waiting for an
// answer: its choices are on the screen and A to D answer it.
func (ls *Lessons) Asking() bool {
	r := ls.Runner()
	return r != nil && r.Choices() != nil && !r.Answered()
}

// Preparing reports whether a step asked for is being prepared, and
// what the screen says meanwhile: the step, and the simulation running.
func (ls *Lessons) Preparing() (active bool, note, runNote string) {
	p := &ls.pending
	return p.active, p.note, p.runNote
}

// PrepProgress is the share of the requested step's preparation done,
// 0 to 1 (0 when none is asked for).
func (ls *Lessons) PrepProgress() float64 {
	if !ls.pending.active || ls.pending.prep == nil {
		return 0
	}
	return ls.pending.prep.Progress()
}

// NextReady reports whether the next step is prepared ahead: false while
// its preparation waits or runs.
func (ls *Lessons) NextReady() bool { return ls.prewarm == 0 }

// WarmingUp reports whether a step just opened is being run to its
// representative moment, or a paused state opened from an address to
// the time it stands at (standing.go).
func (ls *Lessons) WarmingUp() bool { return ls.warming != 0 }

// Settled reports whether what was asked for stands on the screen: no
// step is being prepared (a lesson's step asked for, from an address or
// by a key) and no warm-up is running the simulations to the moment
// asked for (a step's, or a paused address's "at"). A page opened from
// an address tells its host it is ready only once this holds, so that a
// host that waits for ready and then reads the state reads the moment
// the address names, not one on the way to it.
func (ls *Lessons) Settled() bool { return !ls.pending.active && ls.warming == 0 }

// PrepUpdates is how many Updates worked on a requested step so far, or
// waited for the workers measuring its runs.
func (ls *Lessons) PrepUpdates() uint64 { return ls.prepUpdates }

// Request asks for step i (from 0) of lesson l: at once if the step is
// prepared, else once its preparation, spread over the next frames by
// StepJob, has finished.
func (ls *Lessons) Request(l *lessons.Lesson, i int) {
	if ls.prepared(l, i) {
		ls.pending.active = false
		ls.enter(l, i, nil)
		return
	}
	cfg, err := l.Config(i)
	if err != nil {
		ls.host.Notify(err.Error())
		return
	}
	pp := ls.next
	if pp == nil || pp.Lesson() != l || pp.Index() != i {
		if pp, err = ls.newPrep(l, i); err != nil {
			ls.host.Notify(err.Error())
			return
		}
	}
	ls.pending = pendingStep{active: true, lesson: l, step: i, cfg: cfg, since: ls.frames, prep: pp, shown: -1}
	ls.offload(pp)
	ls.dropUnwanted()
	ls.pendingNote()
	ls.host.Progress() // the Next button says so
}

// pendingNote writes what the "preparing" notice says, when the count of
// finished runs has changed.
func (ls *Lessons) pendingNote() {
	pd := &ls.pending
	done, total := pd.prep.Runs()
	if done == pd.shown {
		return
	}
	pd.shown = done
	pd.note = "Step " + strconv.Itoa(pd.step+1) + " of " + strconv.Itoa(pd.lesson.Len()) + " · " + pd.lesson.Title
	pd.runNote = "running the model: simulation " + strconv.Itoa(min(done+1, total)) + " of " + strconv.Itoa(total)
}

// enter enters step i (from 0) of lesson l now: with pp, the step's
// finished preparation; without, running its simulations if they have
// not run yet.
func (ls *Lessons) enter(l *lessons.Lesson, i int, pp *lessons.Prep) {
	run := ls.runs[l.ID]
	if run == nil {
		var r *lessons.Runner
		var err error
		if pp != nil && pp.Index() == i {
			r, err = lessons.NewRunnerAt(pp)
		} else {
			r, err = lessons.NewRunner(l)
		}
		if err != nil {
			ls.host.Notify("lesson " + l.ID + " cannot start: " + err.Error())
			return
		}
		run = &lessonRun{r: r, n: LessonNumber(l)}
		ls.runs[l.ID] = run
	} else if pp != nil {
		if err := run.r.Adopt(pp); err != nil {
			ls.host.Notify(err.Error())
			return
		}
	}
	if err := run.r.Goto(i); err != nil {
		ls.host.Notify(err.Error())
		return
	}
	ls.cur = run
	ls.host.Load(run.r.Config())
	ls.warmUp(standing{})
	run.r.Live(ls.ses.Config())
	ls.prewarm, ls.next = 0, nil
	if nl, ni, ok := ls.following(); ok && !ls.prepared(nl, ni) {
		if np, err := ls.newPrep(nl, ni); err == nil {
			ls.prewarm, ls.next = ls.frames+2, np // once the step has been drawn
		}
	}
	ls.dropUnwanted()
	ls.rebuildWords()
	ls.host.Opened(slices.Contains(run.r.Highlight(), lessons.EventLog))
}

// prepared reports whether step i of lesson l can be entered at once.
func (ls *Lessons) prepared(l *lessons.Lesson, i int) bool {
	run := ls.runs[l.ID]
	return run != nil && run.r.Prepared(i)
}

// newPrep starts the preparation of step i of l, lending it the spare
// simulation, if any, so that its runs allocate no caches.
func (ls *Lessons) newPrep(l *lessons.Lesson, i int) (*lessons.Prep, error) {
	pp, err := lessons.NewPrep(l, i)
	if err == nil && ls.spare != nil {
		pp.Lend(ls.spare)
		ls.spare = nil
	}
	return pp, err
}

// prepDone keeps the simulation of a finished preparation for the next.
func (ls *Lessons) prepDone(pp *lessons.Prep) {
	if s := pp.Spare(); s != nil {
		ls.spare = s
	}
}

// Next is a clicker's "next": it reveals the answer of a question nobody
// answered, and otherwise moves to the next step (even if the learner has
// not tried what the step suggests), from a lesson's last step to the
// next lesson's first.
func (ls *Lessons) Next() {
	r := ls.Runner()
	if r == nil {
		return
	}
	if ls.Asking() {
		r.Reveal()
		ls.rebuildWords()
		ls.host.Changed()
		return
	}
	if l, i, ok := ls.following(); ok {
		ls.Request(l, i)
	}
}

// Prev moves to the previous step, from a lesson's first step to the last
// step of the lesson before it.
func (ls *Lessons) Prev() {
	if l, i, ok := ls.preceding(); ok {
		ls.Request(l, i)
	}
}

// HasPrev reports whether Prev goes anywhere: a step or a lesson before
// this one.
func (ls *Lessons) HasPrev() bool {
	_, _, ok := ls.preceding()
	return ok
}

// following is where a clicker's "next" goes from the current step: the
// lesson's next step, or after its last the next lesson's first, so that
// a talk runs through the lessons on one button. ok is false at the end
// of the last lesson, and outside the lessons.
func (ls *Lessons) following() (l *lessons.Lesson, i int, ok bool) {
	run := ls.cur
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

// preceding is where a clicker's "previous" goes: the lesson's previous
// step, or before its first the last step of the lesson before.
func (ls *Lessons) preceding() (l *lessons.Lesson, i int, ok bool) {
	run := ls.cur
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

// Answer records choice c (from 0) of the current question.
func (ls *Lessons) Answer(c int) {
	r := ls.Runner()
	if r == nil || c < 0 || c >= len(r.Choices()) {
		return
	}
	if _, err := r.Answer(c); err == nil {
		ls.rebuildWords()
		ls.host.Changed()
	}
}

// OpenNumber asks for lesson n (from 1) at its first step.
func (ls *Lessons) OpenNumber(n int) {
	if all := lessons.All(); n >= 1 && n <= len(all) {
		ls.Request(all[n-1], 0)
	}
}

// Goto asks for step (from 1) of lesson id, clamped to its steps; ""
// leaves the lesson for free exploration.
func (ls *Lessons) Goto(id string, step int) {
	if id == "" {
		ls.Sandbox()
		return
	}
	if l, ok := lessons.Lookup(id); ok {
		ls.Request(l, max(0, min(l.Len()-1, step-1)))
	}
}

// Sandbox leaves the lesson for free exploration, with the lesson's
// settings (its last step's).
func (ls *Lessons) Sandbox() {
	if run := ls.cur; run != nil {
		ls.Leave(run.r.Explore())
		return
	}
	ls.pending.active = false
	ls.dropUnwanted()
}

// Leave leaves any lesson (and a step being prepared) for free
// exploration with the knobs cfg.
func (ls *Lessons) Leave(cfg model.Config) {
	ls.pending.active = false
	ls.dropUnwanted()
	inLesson := ls.cur != nil
	ls.cur = nil
	ls.host.Load(cfg)
	if inLesson {
		ls.rebuildWords()
		ls.host.Opened(false)
	}
}

// KnobsSet tells the runner the knobs the learner set (and stops a step's
// warm-up, which was of the configuration before); the screen calls it
// after every knob change.
func (ls *Lessons) KnobsSet() {
	ls.warming, ls.stand = 0, standing{}
	if r := ls.Runner(); r != nil {
		r.Live(ls.ses.Config())
		ls.rebuildWords()
	}
}

// Try sets the knobs the step asks the learner to try that have no
// control on the screen, or takes the step's configuration back, and
// warms the run up.
func (ls *Lessons) Try() {
	r := ls.Runner()
	if r == nil {
		return
	}
	if ls.words.TryBack {
		ls.host.Load(r.Config())
		ls.warmUp(standing{})
		return
	}
	if len(ls.words.Try) == 0 {
		return
	}
	cfg := ls.ses.Config()
	for _, s := range ls.words.Try {
		if err := cfg.Set(s.Knob, s.Value); err != nil {
			ls.host.Notify(err.Error())
			return
		}
	}
	if err := cfg.Validate(); err != nil {
		ls.host.Notify(err.Error())
		return
	}
	ls.host.Load(cfg)
	ls.warmUp(standing{})
}

// rebuildWords rebuilds the header, the counter, the top bar's line, the
// chips and the Try button's words. It allocates, and runs only when the
// step, its answer or the knobs change.
func (ls *Lessons) rebuildWords() {
	w := &ls.words
	r := ls.Runner()
	if r == nil {
		*w = LessonWords{Try: w.Try[:0]}
		return
	}
	l := r.Lesson()
	w.Header = layout.LessonHeading(ls.cur.n, l.Title)
	w.Counter = strconv.Itoa(r.Index()+1) + " / " + strconv.Itoa(r.Len())
	w.TopLine = w.Header + " · step " + w.Counter
	cfg := ls.ses.Config()
	var chips []string
	for _, t := range r.Highlight() {
		if knob, ok := t.Control(); ok {
			if !onStrip(knob) {
				chips = append(chips, knob+" = "+cfg.Get(knob))
			}
		}
	}
	// a knob with a control on the screen that the step changes from the
	// step before is named too: a toggle turned silently is missed (the
	// knobs without one are on the configuration line)
	if i := r.Index(); i > 0 {
		if prev, err := l.Config(i - 1); err == nil {
			for _, st := range r.Step().Set {
				chip := st.Knob + " = " + cfg.Get(st.Knob)
				if onStrip(st.Knob) && prev.Get(st.Knob) != r.Config().Get(st.Knob) && !slices.Contains(chips, chip) {
					chips = append(chips, chip)
				}
			}
		}
	}
	w.Try = w.Try[:0]
	var try []string
	for _, s := range r.Step().Try {
		if !onStrip(s.Knob) && cfg.Get(s.Knob) != s.Value {
			w.Try = append(w.Try, s)
			try = append(try, s.Knob+" = "+s.Value)
		}
	}
	w.TryBack = false
	if len(try) == 0 && len(r.Step().Try) == 0 {
		try = ls.runOffer(r, cfg)
	}
	w.Chips = ""
	if len(chips) > 0 {
		w.Chips = "Set in this step: " + strings.Join(chips, " · ")
	}
	w.TryLabel = ""
	switch {
	case w.TryBack:
		w.TryLabel = "Back to this step"
	case len(try) > 0:
		w.TryLabel = "Try " + strings.Join(try, ", ")
	}
}

// runOffer offers, for the Try button, the first run the step compares
// with that sets a knob without a control on the screen (lines, budget,
// headcopy …: the text asks for it, and nothing else on the screen could
// set it). It keeps the run's knobs in the words' Try and returns them as
// words; when the live configuration already runs them, the button takes
// the step's own configuration back (TryBack).
func (ls *Lessons) runOffer(r *lessons.Runner, cfg model.Config) []string {
	w := &ls.words
	if !r.Answered() {
		return nil // running a compared run would answer the question
	}
	for _, run := range r.Step().Runs {
		hidden, set := false, true
		for _, s := range run.Set {
			if !onStrip(s.Knob) {
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
			w.TryBack = true
			return []string{"back"}
		}
		var words []string
		for _, s := range run.Set {
			w.Try = append(w.Try, s)
			words = append(words, s.Knob+" = "+s.Value)
		}
		return words
	}
	return nil
}

// Status is the screen reader's line in a lesson: the lesson, the step,
// its title and its text, and the answers while a question is asked; ""
// outside a lesson.
func (ls *Lessons) Status() string {
	r := ls.Runner()
	if r == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString("Lesson ")
	b.WriteString(ls.words.Header)
	b.WriteString(", step ")
	b.WriteString(ls.words.Counter)
	b.WriteString(": ")
	b.WriteString(r.Title())
	b.WriteString(". ")
	b.WriteString(r.Text())
	if ls.Asking() {
		b.WriteString(" Your guess?")
		for i, c := range r.Choices() {
			if i < len(ChoiceLetters) {
				b.WriteString(" " + ChoiceLetters[i] + ": " + c + ".")
			}
		}
	}
	return b.String()
}

// ChoiceLetters name a question's answers, as the keys that give them.
var ChoiceLetters = [layout.MaxChoices]string{"A", "B", "C", "D"}

// NextLabel is what the lesson's Next button says, and whether it does
// anything: Reveal for a question, the state of the next step while it is
// being prepared, the next lesson at a lesson's last step (nothing after
// the last lesson's).
func (ls *Lessons) NextLabel() (string, bool) {
	r := ls.Runner()
	switch {
	case r == nil:
		return "", false
	case ls.Asking():
		return "Reveal", true
	case ls.pending.active:
		return "Preparing…", true
	case ls.prewarm != 0:
		return "Getting ready…", true
	case r.AtEnd():
		if _, _, more := ls.following(); !more {
			// the clicker has nowhere to go; a label of a line at the
			// projector's size in a third of the column ("End of the
			// lessons" was set at 19.5 units at 1280×720)
			return "The end", false
		}
		return "Next lesson  ►", true
	}
	return "Next  ►", true
}

// onStrip reports whether the knob called name has a control on the main
// strip (model.KnobInfo.OnStrip).
func onStrip(name string) bool {
	k, ok := model.KnobByName(name)
	return ok && k.OnStrip()
}
