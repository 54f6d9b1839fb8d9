package lessons

import (
	"fmt"
	"strings"

	"rxscope/model"
)

// Lesson is one guided lesson: an ID for URLs, a title, the seed it
// teaches (e.g. "000", or "" for none) and its steps, the last of which is
// free exploration.
type Lesson struct {
	ID      string       // short, lowercase, used in URLs ("ahead")
	Title   string       // one line
	Seed    string       // seed number the lesson teaches, "000" … "004", or ""
	Summary string       // one sentence for a table of contents
	Base    []Setting    // knobs every step starts from, applied to model.DefaultConfig
	Window  model.Window // how each run is measured unless a step says otherwise
	Steps   []Step
}

// Step is one panel of a lesson.
type Step struct {
	Title string
	// Text is the step's text, a template (see the package doc): two to
	// four sentences that name the driver function and kernel file where
	// the thing happens. With a question, it is shown before the answer.
	Text string
	// Set are the knobs of this step, applied after the lesson's Base.
	// The result is the step's configuration, the one the visualizer
	// loads, and the main run whose figures the text quotes.
	Set []Setting
	// Runs are comparison runs: the step's configuration with a few more
	// knobs changed, quoted as {figure.name}.
	Runs []Run
	// Window overrides the lesson's Window when it is not zero.
	Window model.Window
	// Highlight lists what the visualizer points at during the step.
	Highlight []Target
	// Predict is a question the learner answers before the model's
	// result is shown (nil: none).
	Predict *Question
	// Try asks the learner to set these knobs themselves; the step is done
	// when the live configuration has them (Runner.Live). The runner also
	// runs the step's configuration with them, as the run named TryRun,
	// so the text can quote what the learner will see: {cpp.try}.
	Try []Setting
	// Expect are the claims the text relies on, checked on the model's
	// figures (see Claim).
	Expect []Claim
	// Explore marks the lesson's last step: free exploration with the
	// step's configuration.
	Explore bool
}

// Setting is one knob=value pair, as model.Config.Set takes it.
type Setting struct {
	Knob, Value string
}

func (s Setting) String() string { return s.Knob + "=" + s.Value }

// set builds settings from "knob=value" strings. A malformed string is a
// bug in a lesson's data: it panics.
func set(pairs ...string) []Setting {
	out := make([]Setting, len(pairs))
	for i, p := range pairs {
		k, v, ok := strings.Cut(p, "=")
		if !ok || k == "" {
			panic(fmt.Sprintf("lessons: setting %q is not knob=value", p))
		}
		out[i] = Setting{k, v}
	}
	return out
}

// TryRun is the name of the run of a step's Try knobs.
const TryRun = "try"

// Run is a named comparison run of a step.
type Run struct {
	Name string    // a lowercase word, used in placeholders: {cpp.before}
	Set  []Setting // applied to the step's configuration
}

// DefaultWindow is the model.Window of a lesson that sets none: a warm-up,
// the metrics reset, then a measured window; short enough to prepare a
// step in a few milliseconds, long enough for steady figures. The chart
// measures its points with it too.
var DefaultWindow = model.Window{Warmup: 1500, Packets: 3000}

// Target is something the visualizer can point at: one of the constants
// below, or a control named after its knob (Control).
type Target string

// Targets.
const (
	Ring        Target = "ring"        // the WQEs and their strides
	Packet      Target = "packet"      // the packet NAPI is processing and its lines
	Ahead       Target = "ahead"       // the packet the look-ahead prefetch targets
	CQ          Target = "cq"          // the completion queue and the consumer counter
	CPU         Target = "cpu"         // the NAPI CPU's timeline: work and stalls
	FillBuffers Target = "fillbuffers" // the L1 fill buffers
	Figures     Target = "figures"     // the figures panel
	Chart       Target = "chart"       // cycles per packet against the distance
	EventLog    Target = "log"         // the event log: the latest events, each with its function (the visualizer opens it)
)

const controlPrefix = "control:"

// Control is the target of the control (slider, toggle) of a knob.
func Control(knob string) Target { return Target(controlPrefix + knob) }

// Control returns the knob of a control target.
func (t Target) Control() (knob string, ok bool) {
	return strings.CutPrefix(string(t), controlPrefix)
}

// Question is a prediction asked before the model's result is shown.
type Question struct {
	// Choices are the 2 to 4 answers; exactly one's claim holds.
	Choices []Choice
	// Reveal is the template shown after the answer, under the verdict.
	Reveal string
}

// Choice is one answer of a question.
type Choice struct {
	Text  string // a template, short enough for a button
	Claim Claim  // holds on the model's figures if this answer is right
}

// Explore returns the configuration of the lesson's last step: free
// exploration with the lesson's settings, the sandbox a key away.
func (l *Lesson) Explore() model.Config {
	cfg, err := l.Config(len(l.Steps) - 1)
	if err != nil {
		return model.DefaultConfig()
	}
	return cfg
}

// Len is the number of steps.
func (l *Lesson) Len() int { return len(l.Steps) }

// Config returns the configuration of step i (0-based): model.DefaultConfig
// with the lesson's Base, then the step's Set.
func (l *Lesson) Config(i int) (model.Config, error) {
	if i < 0 || i >= len(l.Steps) {
		return model.Config{}, fmt.Errorf("lessons: %s has steps 0..%d, not %d", l.ID, len(l.Steps)-1, i)
	}
	cfg := model.DefaultConfig()
	if err := apply(&cfg, l.Base); err != nil {
		return cfg, fmt.Errorf("lessons: %s: %w", l.ID, err)
	}
	if err := apply(&cfg, l.Steps[i].Set); err != nil {
		return cfg, fmt.Errorf("lessons: %s step %d: %w", l.ID, i, err)
	}
	return cfg, cfg.Validate()
}

func apply(cfg *model.Config, ss []Setting) error {
	for _, s := range ss {
		if err := cfg.Set(s.Knob, s.Value); err != nil {
			return err
		}
	}
	return nil
}
