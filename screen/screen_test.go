package screen

import (
	"testing"
	"time"

	"rxscope/app"
	"rxscope/model"
)

// quietMem is a MemReader that reads nothing.
type quietMem struct{}

func (quietMem) ReadMem() MemReading { return MemReading{} }

// quietHost is the rest of the screen, doing nothing.
type quietHost struct{ loaded []model.Config }

func (h *quietHost) Load(cfg model.Config) { h.loaded = append(h.loaded, cfg) }
func (h *quietHost) Notify(string)         {}
func (h *quietHost) Opened(bool)           {}
func (h *quietHost) Changed()              {}
func (h *quietHost) Progress()             {}
func (h *quietHost) Warmed()               {}
func (h *quietHost) Config() model.Config  { return model.DefaultConfig() }
func (h *quietHost) Apply(model.Config)    {}
func (h *quietHost) Confirm(string)        {}
func (h *quietHost) Refresh()              {}
func width(s string, size float64) float64 { return float64(len(s)) * size / 2 }
func newTestScreen(t *testing.T) *Screen {
	t.Helper()
	h := &quietHost{}
	s, err := New(model.DefaultConfig(), Deps{Now: time.Now, Mem: quietMem{}, Measure: width, Lessons: h, Edit: h, Stepper: h})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestNewScreen builds the core on the default knobs: the session runs
// them, no lesson is open, no card, and the step back, a step's warm-up,
// the lesson's step and the next are registered as background work
// (nothing pending yet).
func TestNewScreen(t *testing.T) {
	s := newTestScreen(t)
	if s.Sim.Ses.Config() != model.DefaultConfig() {
		t.Errorf("session's knobs %+v; want the default", s.Sim.Ses.Config())
	}
	if s.App.Les.Open() || s.App.Cards != (app.Cards{}) {
		t.Errorf("a lesson or a card is open: %v, %+v", s.App.Les.Open(), s.App.Cards)
	}
	if s.Sim.BG.Run() {
		t.Error("background work ran on a fresh screen")
	}
	if s.Panels.Stepper == nil || s.Meter == nil {
		t.Error("the stepper or the frame meter is missing")
	}
}
