package app

import (
	"encoding/json"
	"fmt"

	"rxscope/model"
)

// The app's background measurements (the chart's sweep, the scene list's
// figures, the machine panel's table of what decides the gain) can run
// beside the drawing, in a Web Worker that holds a second, small program
// (cmd/rxworker: the model, the lessons and this package, no drawing).
// The app and the worker speak in plain data, a JSON text per message:
// the app sends a Request, the worker answers with Answers, one per
// finished piece (a sweep's point, a figure, a table), the last one
// marked Done. The model is deterministic, so an answer carries exactly
// the numbers the same job gives run in the frames (Runner runs it the
// same way, with the same code); where no worker runs (Worker), the jobs
// run in the frames as before.

// JobKind names what a Request asks the worker to measure.
type JobKind string

const (
	// JobSweep is the chart's curve of Config (its distance ignored),
	// from point From on: one Answer per point (Point, CPP).
	JobSweep JobKind = "sweep"
	// JobValidation is every figure of the first Rows scenes of
	// model.MeasuredScenes (all of them when Rows is 0) measured with
	// Options, as rxsim validate does, from figure From on: one Answer per
	// figure (Point is the figure's index in Validation's order, Value or
	// Failed).
	JobValidation JobKind = "validation"
	// JobSensitivity is model.NewSensitivity's table of Config for the
	// parameters Params, moved by Step, measured with Options: one Answer
	// with Table, or Err.
	JobSensitivity JobKind = "sensitivity"
	// JobCancel stops job ID (the app no longer wants it: its knobs
	// changed) and drops its answers not yet sent.
	JobCancel JobKind = "cancel"
)

// Request is one job for the worker, or the end of one (JobCancel).
type Request struct {
	ID      uint64 // the job's number, chosen by the app, never 0
	Kind    JobKind
	Config  model.Config          `json:",omitzero"`
	From    int                   `json:",omitempty"`
	Rows    int                   `json:",omitempty"`
	Params  []string              `json:",omitempty"`
	Step    float64               `json:",omitempty"`
	Options model.ValidateOptions `json:",omitzero"`
}

// Answer is one piece of a job's result, or the worker's greeting.
type Answer struct {
	ID     uint64            // the request's ID; 0 for the greeting
	Ready  bool              `json:",omitempty"` // the greeting: the worker takes requests
	Done   bool              `json:",omitempty"` // the job's last answer
	Point  int               `json:",omitempty"`
	CPP    float64           `json:",omitempty"`
	Value  float64           `json:",omitempty"`
	Failed bool              `json:",omitempty"` // the model refused the figure's configuration
	Table  *SensitivityTable `json:",omitempty"`
	Err    string            `json:",omitempty"` // why the job could not run
}

// SensitivityTable is model.Sensitivity as plain data: each row names its
// parameter (a ParamSpec holds a function, which no message carries).
type SensitivityTable struct {
	Scene model.Config
	Step  float64
	Rows  []SensitivityTableRow
}

// SensitivityTableRow is one model.SensitivityRow, its parameter by name.
type SensitivityTableRow struct {
	Param                string
	Values, Today, Ahead [3]float64
}

// NewSensitivityTable is s as plain data.
func NewSensitivityTable(s model.Sensitivity) *SensitivityTable {
	t := &SensitivityTable{Scene: s.Scene, Step: s.Step, Rows: make([]SensitivityTableRow, len(s.Rows))}
	for i, r := range s.Rows {
		t.Rows[i] = SensitivityTableRow{Param: r.Spec.Name, Values: r.Values, Today: r.Today, Ahead: r.Ahead}
	}
	return t
}

// Sensitivity is the table back as model.Sensitivity, or an error naming
// a parameter the model does not know.
func (t *SensitivityTable) Sensitivity() (model.Sensitivity, error) {
	s := model.Sensitivity{Scene: t.Scene, Step: t.Step, Rows: make([]model.SensitivityRow, len(t.Rows))}
	for i, r := range t.Rows {
		spec, err := model.LookupParam(r.Param)
		if err != nil {
			return model.Sensitivity{}, err
		}
		s.Rows[i] = model.SensitivityRow{Spec: spec, Values: r.Values, Today: r.Today, Ahead: r.Ahead}
	}
	return s, nil
}

// EncodeRequest is r as a message.
func EncodeRequest(r Request) string { return encode(r) }

// EncodeAnswer is a as a message.
func EncodeAnswer(a Answer) string { return encode(a) }

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

// DecodeAnswer reads an answer, or says what is wrong with the message.
func DecodeAnswer(msg string) (Answer, error) {
	var a Answer
	if err := json.Unmarshal([]byte(msg), &a); err != nil {
		return Answer{}, fmt.Errorf("worker answer: %v", err)
	}
	return a, nil
}
