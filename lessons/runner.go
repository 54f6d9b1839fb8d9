package lessons

import (
	"fmt"

	"rxscope/model"
)

// Answer states of a step, besides a choice's index.
const (
	unanswered = -1
	revealed   = -2 // shown without a choice (a presenter's click)
)

// Runner plays one lesson: it holds the current step, runs the step's
// simulations when the step is entered, fills its text and keeps the
// learner's answers. Everything it returns is prepared when the step is
// entered, so the methods a visualizer calls every frame (Text, Figures,
// Highlight, Done, Config …) do not allocate. It is deterministic: the
// same lesson and the same inputs give the same texts. It is not safe for
// concurrent use.
type Runner struct {
	lesson  *Lesson
	i       int
	steps   []*prepared // by step, prepared on first entry
	answers []int       // by step: a choice, unanswered or revealed
	tryMet  bool        // the live configuration has the step's Try knobs
}

// prepared is a step whose runs are finished and whose texts are filled.
type prepared struct {
	cfg       model.Config // the step's configuration
	try       model.Config // with the Try knobs
	runs      runs
	text      string    // before the answer
	reveal    string    // after it (the question's Reveal), without the verdict
	choices   []string  // filled choice texts
	right     int       // index of the right choice, -1 without a question
	quoteText []Quote   // figures of text and choices
	quoteAll  []Quote   // and of the reveal
	after     [3]string // the text once answered: right, wrong, revealed
	// the measured figures of text and choices, and with the reveal's
	tabText, tabAll Table
}

// NewRunner starts lesson l at its first step.
func NewRunner(l *Lesson) (*Runner, error) {
	r := newRunner(l)
	if err := r.Goto(0); err != nil {
		return nil, err
	}
	return r, nil
}

// NewRunnerAt starts a lesson at the step pp has prepared, without
// running anything.
func NewRunnerAt(pp *Prep) (*Runner, error) {
	r := newRunner(pp.l)
	if err := r.Adopt(pp); err != nil {
		return nil, err
	}
	if err := r.Goto(pp.i); err != nil {
		return nil, err
	}
	return r, nil
}

func newRunner(l *Lesson) *Runner {
	r := &Runner{lesson: l, steps: make([]*prepared, len(l.Steps)), answers: make([]int, len(l.Steps))}
	for i := range r.answers {
		r.answers[i] = unanswered
	}
	return r
}

// Adopt keeps the step pp has prepared (a step of this runner's lesson),
// so that entering it runs nothing. A step prepared already stays as it
// was.
func (r *Runner) Adopt(pp *Prep) error {
	if pp.l != r.lesson {
		return fmt.Errorf("lessons: a step of %s cannot join %s", pp.l.ID, r.lesson.ID)
	}
	p := pp.finished()
	if p == nil {
		if pp.err != nil {
			return pp.err
		}
		return fmt.Errorf("lessons: step %d of %s is still being prepared", pp.i, pp.l.ID)
	}
	if r.steps[pp.i] == nil {
		r.steps[pp.i] = p
	}
	return nil
}

// Prepared reports whether step i (from 0) has been prepared.
func (r *Runner) Prepared(i int) bool { return i >= 0 && i < len(r.steps) && r.steps[i] != nil }

// Start starts the lesson called id at its first step.
func Start(id string) (*Runner, error) {
	l, ok := Lookup(id)
	if !ok {
		return nil, fmt.Errorf("lessons: no lesson %q", id)
	}
	return NewRunner(l)
}

// Lesson is the lesson being played.
func (r *Runner) Lesson() *Lesson { return r.lesson }

// Index is the current step, from 0. (A URL's step n is Index n-1.)
func (r *Runner) Index() int { return r.i }

// Len is the number of steps.
func (r *Runner) Len() int { return len(r.lesson.Steps) }

// Step is the current step's data.
func (r *Runner) Step() *Step { return &r.lesson.Steps[r.i] }

// Title is the current step's title.
func (r *Runner) Title() string { return r.Step().Title }

// AtEnd reports whether the current step is the last (free exploration).
func (r *Runner) AtEnd() bool { return r.i == len(r.lesson.Steps)-1 }

// Goto enters step i (from 0): it runs the step's simulations the first
// time, and resets the live configuration to the step's. Answers given
// earlier are kept.
func (r *Runner) Goto(i int) error {
	if err := r.Prepare(i); err != nil {
		return err
	}
	r.i = i
	r.tryMet = len(r.Step().Try) == 0
	return nil
}

// Prepare runs the simulations of step i without entering it, so that a
// visualizer can get the next step ready while the learner reads (a step
// takes a few milliseconds of runs, once). Preparing a prepared step
// does nothing.
func (r *Runner) Prepare(i int) error {
	if i < 0 || i >= len(r.lesson.Steps) {
		return fmt.Errorf("lessons: %s has steps 0..%d, not %d", r.lesson.ID, len(r.lesson.Steps)-1, i)
	}
	if r.steps[i] == nil {
		p, err := prepare(r.lesson, i)
		if err != nil {
			return err
		}
		r.steps[i] = p
	}
	return nil
}

// Next moves to the next step if the current one is done. It reports
// whether it moved.
func (r *Runner) Next() bool {
	if !r.Done() || r.AtEnd() {
		return false
	}
	return r.Goto(r.i+1) == nil
}

// Prev moves to the previous step. It reports whether it moved.
func (r *Runner) Prev() bool {
	if r.i == 0 {
		return false
	}
	return r.Goto(r.i-1) == nil
}

// Advance is a presenter's clicker: it reveals the answer of a question
// nobody answered, and otherwise moves to the next step even if the
// learner has not done what the step asks (Try). It reports whether
// anything changed.
func (r *Runner) Advance() bool {
	if r.Step().Predict != nil && r.answers[r.i] == unanswered {
		r.Reveal()
		return true
	}
	if r.AtEnd() {
		return false
	}
	return r.Goto(r.i+1) == nil
}

// Choices are the current question's answers, filled; nil without one.
func (r *Runner) Choices() []string { return r.steps[r.i].choices }

// Answer records choice c of the current question and reports whether
// it is right. Answering again changes the answer.
func (r *Runner) Answer(c int) (right bool, err error) {
	p := r.steps[r.i]
	if p.right < 0 {
		return false, fmt.Errorf("lessons: step %d of %s asks no question", r.i, r.lesson.ID)
	}
	if c < 0 || c >= len(p.choices) {
		return false, fmt.Errorf("lessons: choice %d is not in 0..%d", c, len(p.choices)-1)
	}
	r.answers[r.i] = c
	return c == p.right, nil
}

// Reveal shows the current question's answer without a choice.
func (r *Runner) Reveal() {
	if r.steps[r.i].right >= 0 && r.answers[r.i] == unanswered {
		r.answers[r.i] = revealed
	}
}

// Answered reports whether the current question was answered or revealed
// (true without a question).
func (r *Runner) Answered() bool {
	return r.steps[r.i].right < 0 || r.answers[r.i] != unanswered
}

// Chosen is the learner's choice in the current step, or -1.
func (r *Runner) Chosen() int { return max(r.answers[r.i], -1) }

// Right is the index of the current question's right answer once it is
// answered or revealed, computed from the model's figures; -1 before, or
// without a question.
func (r *Runner) Right() int {
	if r.steps[r.i].right < 0 || r.answers[r.i] == unanswered {
		return -1
	}
	return r.steps[r.i].right
}

// Text is the current step's text, filled with the model's figures. Once
// the question is answered it is the verdict (who was right) followed by
// the question's Reveal text.
func (r *Runner) Text() string {
	p := r.steps[r.i]
	switch a := r.answers[r.i]; {
	case p.right < 0 || a == unanswered:
		return p.text
	case a == revealed:
		return p.after[2]
	case a == p.right:
		return p.after[0]
	default:
		return p.after[1]
	}
}

// Quotes lists the figures the current text quotes, in order of first
// appearance, as printed. Before the answer it leaves out the ones only
// the reveal quotes.
func (r *Runner) Quotes() []Quote {
	if r.Answered() {
		return r.steps[r.i].quoteAll
	}
	return r.steps[r.i].quoteText
}

// Table is the figures the current text quotes, in
// every run of the step (see Table). Before the answer it leaves out
// the figures only the reveal quotes, so that the table gives nothing
// away. It is built when the step is prepared: calling it every frame
// allocates nothing.
func (r *Runner) Table() *Table {
	if r.Answered() {
		return &r.steps[r.i].tabAll
	}
	return &r.steps[r.i].tabText
}

// Highlight is what the visualizer should point at in the current step.
func (r *Runner) Highlight() []Target { return r.Step().Highlight }

// Config is the current step's configuration: what the visualizer loads
// when the step is entered.
func (r *Runner) Config() model.Config { return r.steps[r.i].cfg }

// Explore is the lesson's free-exploration configuration (its last step),
// for the sandbox key.
func (r *Runner) Explore() model.Config { return r.lesson.Explore() }

// Live tells the runner the configuration the learner has set in the
// visualizer. Call it when a control changes (not every frame): it
// decides whether the step's Try is met.
func (r *Runner) Live(cfg model.Config) {
	try := r.Step().Try
	if len(try) == 0 {
		r.tryMet = true
		return
	}
	want := r.steps[r.i].try
	r.tryMet = true
	for _, s := range try {
		if cfg.Get(s.Knob) != want.Get(s.Knob) {
			r.tryMet = false
		}
	}
}

// Done reports whether the learner may move on: the question is answered
// (or revealed) and the knobs of Try are set.
func (r *Runner) Done() bool { return r.Answered() && r.tryMet }

// Check evaluates the current step's Expect claims on the model's
// figures and returns the first that fails, or nil: a lesson whose Check
// fails teaches something the model no longer shows.
func (r *Runner) Check() error { return r.steps[r.i].check(r.Step()) }

func (p *prepared) check(st *Step) error {
	for _, c := range st.Expect {
		ok, err := p.runs.holds(c, nil)
		if err != nil {
			return err
		}
		if !ok {
			return fmt.Errorf("claim %q does not hold on the model", string(c))
		}
	}
	return nil
}

// prepare runs the simulations of step i of l and fills its texts, in
// one go.
func prepare(l *Lesson, i int) (*prepared, error) {
	pp, err := NewPrep(l, i)
	if err != nil {
		return nil, err
	}
	for {
		done, err := pp.Advance(1 << 30)
		if err != nil {
			return nil, err
		}
		if done {
			return pp.finished(), nil
		}
	}
}

// fill fills the texts of step st from the finished runs.
func (p *prepared) fill(st *Step) error {
	var err error
	if p.text, err = p.runs.fill(st.Text, &p.quoteText); err != nil {
		return err
	}
	if q := st.Predict; q != nil {
		if err := p.prepareQuestion(q); err != nil {
			return err
		}
	}
	p.quoteAll = append(p.quoteAll, p.quoteText...)
	p.tabText = newTable(p.runs, p.quoteText)
	p.tabAll = p.tabText
	if st.Predict != nil {
		if p.reveal, err = p.runs.fill(st.Predict.Reveal, &p.quoteAll); err != nil {
			return err
		}
		p.tabAll = newTable(p.runs, p.quoteAll)
		right := p.choices[p.right]
		p.after = [3]string{
			"You were right: " + right + ". " + p.reveal,
			"Good guess, but the model says: " + right + ". " + p.reveal,
			"The model says: " + right + ". " + p.reveal,
		}
	}
	return nil
}

// prepareQuestion fills the choices and finds the right one.
func (p *prepared) prepareQuestion(q *Question) error {
	claims := make([]Claim, len(q.Choices))
	for i, c := range q.Choices {
		claims[i] = c.Claim
	}
	for i, c := range q.Choices {
		text, err := p.runs.fill(c.Text, &p.quoteText)
		if err != nil {
			return err
		}
		p.choices = append(p.choices, text)
		ok, err := p.runs.holds(c.Claim, claims)
		if err != nil {
			return err
		}
		if ok {
			if p.right >= 0 {
				return fmt.Errorf("choices %d and %d are both right on the model", p.right, i)
			}
			p.right = i
		}
	}
	if p.right < 0 {
		return fmt.Errorf("no choice is right on the model")
	}
	return nil
}
