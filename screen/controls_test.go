package screen

import (
	"testing"

	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// painting is a Follower that counts what it was told.
type painting struct {
	refreshed, knobs, lessonWords int
	fullscreen                    bool
	presented                     []app.Presenter // the presenters before each change
	cards                         []app.Cards     // the cards before each change
}

func (p *painting) Refresh()                    { p.refreshed++ }
func (p *painting) KnobsChanged()               { p.knobs++ }
func (p *painting) LessonWords()                { p.lessonWords++ }
func (p *painting) Fullscreen() bool            { return p.fullscreen }
func (p *painting) Presented(old app.Presenter) { p.presented = append(p.presented, old) }
func (p *painting) CardsChanged(old app.Cards)  { p.cards = append(p.cards, old) }

// TestSliderDrag presses the distance slider with the mouse and drags
// it: the thumb and the value follow at once, the simulations restart at
// most every DragApplyTicks ticks, and the last value is applied when
// the button lifts.
func TestSliderDrag(t *testing.T) {
	s := newTestScreen(t)
	lay := layout.NewScreen()
	controls := lay.Controls
	s.KnobsChanged(controls)
	id := controlOf(t, "distance")
	c := &controls[id]
	at := func(f float64) float64 { return c.Track.X + f*c.Track.W }
	f := &painting{}

	// the press lands on the track's right end, through the input value
	fit := layout.FitWindow(1920, 1080)
	var ps Pointers
	in := &Input{Mouse: Mouse{X: int(at(1) * fit.S), Y: int((c.Track.Y + c.Track.H/2) * fit.S), Down: true, Pressed: true}}
	if ev := ps.Update(in, fit, fit, lay.Canvas); ev != PointerPressed {
		t.Fatalf("press: event %d", ev)
	}
	px, py := ps.At()
	if got, ok := lay.ControlAt(px, py); !ok || got != id {
		t.Fatalf("the press at (%v, %v) is on control %v (%v); want the distance slider %v", px, py, got, ok, id)
	}
	before := s.Sim.Ses.Config().Distance
	s.Grab(id)
	s.DragTo(px, controls, f)
	if !s.Input.Drag.Active || !s.Input.Drag.Pending {
		t.Fatalf("drag %+v; want active and pending", s.Input.Drag)
	}
	if s.Sim.Ses.Config().Distance != before || f.knobs != 0 {
		t.Error("the press restarted the simulations at once")
	}
	if th := s.Panels.Strip.Shown(id).Thumb; th != 1 {
		t.Errorf("thumb at %v; want the right end", th)
	}

	// DragApplyTicks later the thumb's value is applied
	s.Ticks += DragApplyTicks
	s.DragTo(at(1), controls, f)
	if got := s.Sim.Ses.Config().Distance; got != model.MaxDistance || f.knobs != 1 || f.refreshed != 1 {
		t.Errorf("after %d ticks: distance %d (%d knob changes, %d refreshes); want %d, 1, 1", DragApplyTicks, got, f.knobs, f.refreshed, model.MaxDistance)
	}

	// a move within the ticks shows, and the lift applies it
	s.Ticks++
	s.DragTo(at(0), controls, f)
	if s.Sim.Ses.Config().Distance != model.MaxDistance {
		t.Error("a move within DragApplyTicks restarted the simulations")
	}
	s.Release(at(0), controls, f)
	if got := s.Sim.Ses.Config().Distance; got != model.MinDistance || s.Input.Drag.Active {
		t.Errorf("after the lift: distance %d, drag %+v; want %d and no drag", got, s.Input.Drag, model.MinDistance)
	}
}

// TestTransport presses the transport's controls: play pauses and the
// figures follow, the speed moves a notch, reset restarts, help asks the
// help, a switch moves its knob.
func TestTransport(t *testing.T) {
	s := newTestScreen(t)
	controls := layout.NewScreen().Controls
	s.KnobsChanged(controls)
	f := &painting{}
	paused := s.Sim.Ses.Paused()
	s.Act(layout.Play, +1, controls, f)
	if s.Sim.Ses.Paused() == paused || f.refreshed != 1 {
		t.Errorf("play: paused %v (was %v), %d refreshes", s.Sim.Ses.Paused(), paused, f.refreshed)
	}
	speed := s.Sim.Ses.Speed()
	s.Act(layout.Speed, -1, controls, f)
	if s.Sim.Ses.Speed() != speed-1 {
		t.Errorf("speed %d; want %d", s.Sim.Ses.Speed(), speed-1)
	}
	s.Act(layout.Help, +1, controls, f)
	if !s.App.Cards.Help {
		t.Errorf("help: cards %+v; want the help shown", s.App.Cards)
	}
	on := s.Sim.Ses.Config().CQECompress
	s.Act(controlOf(t, "cqe-compress"), +1, controls, f)
	if s.Sim.Ses.Config().CQECompress == on || f.knobs != 1 {
		t.Errorf("compression %v (was %v), %d knob changes", s.Sim.Ses.Config().CQECompress, on, f.knobs)
	}
	s.NudgeKnob("budget", +1, controls, f)
	if s.Sim.Ses.Config().Budget == model.DefaultConfig().Budget {
		t.Error("the budget did not move a notch")
	}
}
