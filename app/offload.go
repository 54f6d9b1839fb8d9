package app

import (
	"encoding/json"
	"fmt"

	"rxscope/model"
	"rxscope/model/sensitivity"
	"rxscope/model/validation"
)

// The app's background measurements (the chart's sweep, the scene list's
// figures and levers, the machine panel's table of what decides the gain, a lesson
// step's runs) can run
// beside the drawing, in a Web Worker that holds a second, small program
// (cmd/rxworker: the model, the lessons and this package, no drawing).
// The app and the worker speak in plain data, a text per message: the
// app sends a Request (JSON), the worker answers with Replies (a line of
// words, EncodeReply), one per
// finished piece (a sweep's point, a figure, a table), the last one
// marked Done. The model is deterministic, so an answer carries exactly
// the numbers the same job gives run in the frames (Runner runs it the
// same way, with the same code); where no worker runs (Worker), the jobs
// run in the frames as before.

// JobKind names what a Request asks the worker to measure.
type JobKind string

const (
	// JobSweep is the chart's curve of Config (its distance ignored),
	// points From to To (To excluded; 0: to the last): one Reply per
	// point (Point, CPP).
	JobSweep JobKind = "sweep"
	// JobValidation is the figures From to To (To excluded; 0: to the
	// last) of the first Rows scenes of validation.MeasuredScenes (all of them
	// when Rows is 0) measured with Options, as rxsim validate does: one
	// Reply per figure (Point is the figure's index in Validation's
	// order, Value or Failed).
	JobValidation JobKind = "validation"
	// JobSensitivity is sensitivity.New's table of Config for the
	// parameters Params, moved by Step, measured with Options: one Reply
	// with Table, or Err.
	JobSensitivity JobKind = "sensitivity"
	// JobLessonRun is run Run (from 0: the step's main run first, as
	// lessons.Prep counts them) of step From (from 0) of the lesson
	// Lesson, measured over the step's window as lessons.Prep measures it:
	// one Reply with Point the run and Run its figures
	// (lessons.RunFiguresText), or Err. A Runner starts it before the
	// jobs of other kinds, and sets the job it was running aside for it:
	// a speaker waits for it.
	JobLessonRun JobKind = "lessonrun"
	// JobLevers is the levers From to To (To excluded; 0: From alone) of
	// validation.PublishedLevers, each searched with Options as rxsim validate
	// -levers searches it (validation.LeverSearch): one Reply per lever (Point
	// the lever's index, Lever what the search found), or Err. The scene
	// list asks for them once its figures are measured.
	JobLevers JobKind = "levers"
	// JobCancel stops job ID (the app no longer wants it: its knobs
	// changed) and drops its answers not yet sent.
	JobCancel JobKind = "cancel"
)

// Request is one job for the worker, or the end of one (JobCancel).
type Request struct {
	ID      uint64 // the job's number, chosen by the app, never 0
	Kind    JobKind
	Config  model.Config       `json:",omitzero"`
	From    int                `json:",omitempty"`
	To      int                `json:",omitempty"`
	Rows    int                `json:",omitempty"`
	Params  []string           `json:",omitempty"`
	Step    float64            `json:",omitempty"`
	Options validation.Options `json:",omitzero"`
	Lesson  string             `json:",omitempty"`
	Run     int                `json:",omitempty"`
}

// Reply is one piece of a job's result, or the worker's greeting. It
// travels as a line of text (EncodeReply), which the page reads with
// strconv alone: the page's program has no JSON decoder to carry.
type Reply struct {
	ID     uint64 // the request's ID; 0 for the greeting
	Ready  bool   // the greeting: the worker takes requests
	Done   bool   // the job's last answer
	Point  int
	CPP    float64
	Value  float64
	Failed bool              // the model refused the figure's configuration
	Table  *SensitivityTable // a JobSensitivity's table
	Run    string            // a JobLessonRun's figures: lessons.RunFiguresText, numbers and commas
	Lever  *LeverNumbers     // a JobLevers' lever searched
	Err    string            // why the job could not run; with ID 0, why the worker stopped
}

// SensitivityTable is sensitivity.Table as plain data: each row names its
// parameter (a ParamSpec holds a function, which no message carries), and
// of the scene only what the table changed in the one asked for (the
// look-ahead that stands for today's driver).
type SensitivityTable struct {
	Variant  string
	Distance int
	Step     float64
	Rows     []SensitivityTableRow
}

// SensitivityTableRow is one sensitivity.Row, its parameter by name.
type SensitivityTableRow struct {
	Param                string
	Values, Today, Ahead [3]float64
}

// NewSensitivityTable is s as plain data.
func NewSensitivityTable(s sensitivity.Table) *SensitivityTable {
	t := &SensitivityTable{Variant: s.Scene.Variant, Distance: s.Scene.Distance, Step: s.Step, Rows: make([]SensitivityTableRow, len(s.Rows))}
	for i, r := range s.Rows {
		t.Rows[i] = SensitivityTableRow{Param: r.Spec.Name, Values: r.Values, Today: r.Today, Ahead: r.Ahead}
	}
	return t
}

// Sensitivity is the table of scene (the configuration the request
// named) back as sensitivity.Table, or an error naming a parameter the
// model does not know.
func (t *SensitivityTable) Sensitivity(scene model.Config) (sensitivity.Table, error) {
	scene.Variant, scene.Distance = t.Variant, t.Distance
	s := sensitivity.Table{Scene: scene, Step: t.Step, Rows: make([]sensitivity.Row, len(t.Rows))}
	for i, r := range t.Rows {
		spec, err := model.LookupParam(r.Param)
		if err != nil {
			return sensitivity.Table{}, err
		}
		s.Rows[i] = sensitivity.Row{Spec: spec, Values: r.Values, Today: r.Today, Ahead: r.Ahead}
	}
	return s, nil
}

// LeverNumbers is what a lever's search found (the numbers of a
// validation.LeverResult), as plain data: the rest of the result is the
// model's own table (validation.LeverFor).
type LeverNumbers struct {
	Met                      bool
	Value, Model, A, B       float64
	AfterShipped, AfterModel float64
	Probes                   int
}

// NewLeverNumbers is r's numbers.
func NewLeverNumbers(r validation.LeverResult) *LeverNumbers {
	return &LeverNumbers{Met: r.Met, Value: r.Value, Model: r.Model, A: r.A, B: r.B, AfterShipped: r.AfterShipped, AfterModel: r.AfterModel, Probes: r.Probes}
}

// Result is lever k with these numbers, as the search that found them
// returned it, or an error naming a lever the model does not have.
func (n *LeverNumbers) Result(k validation.LeverKey, o validation.Options) (validation.LeverResult, error) {
	r, err := validation.LeverFor(k, o)
	if err != nil {
		return r, err
	}
	r.Met, r.Value, r.Model, r.A, r.B, r.AfterShipped, r.AfterModel, r.Probes = n.Met, n.Value, n.Model, n.A, n.B, n.AfterShipped, n.AfterModel, n.Probes
	return r, nil
}

// numbers is n's floats in the order a message carries them.
func (n *LeverNumbers) numbers() [6]*float64 {
	return [...]*float64{&n.Value, &n.Model, &n.A, &n.B, &n.AfterShipped, &n.AfterModel}
}

// EncodeRequest is r as a message.
func EncodeRequest(r Request) string { return encode(r) }

func encode(v any) string {
	b, err := json.Marshal(v)
	if err != nil { // plain data of known types: never
		panic(fmt.Sprintf("app: encoding a worker message: %v", err))
	}
	return string(b)
}

// DecodeRequest reads a request, or says what is wrong with the message.
func DecodeRequest(msg string) (Request, error) {
	var r Request
	if err := json.Unmarshal([]byte(msg), &r); err != nil {
		return Request{}, fmt.Errorf("worker request: %v", err)
	}
	if r.ID == 0 {
		return Request{}, fmt.Errorf("worker request: ID 0 (a job's ID starts at 1)")
	}
	return r, nil
}
