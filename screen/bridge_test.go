package screen

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"rxscope/address"
	"rxscope/app"
	"rxscope/lessons"
	"rxscope/model"
)

// stage is an Actor that records the actions and starts the session on
// the knobs applied, as the screen's apply does.
type stage struct {
	s       *Screen
	actions []app.Action
	applied int
}

func (st *stage) Do(a app.Action) { st.actions = append(st.actions, a) }
func (st *stage) Apply(cfg model.Config) {
	if cfg != st.s.Sim.Ses.Config() && st.s.Sim.Ses.Start(cfg) == nil {
		st.applied++
	}
}

// TestSetParam sends the page's messages one parameter at a time: a
// knob applies, a value out of range or a step without a lesson gives a
// notice and changes nothing, a lesson and a step ask the lessons to go
// there, the speed and the pause are set on the session.
func TestSetParam(t *testing.T) {
	first := lessons.All()[0].ID
	tests := []struct {
		name, param, value string
		ok                 bool
		notice             string // a part of the notice's words, when !ok
		want               []app.Action
		present            bool // the actions are the presenter's, as the address has it (app.PresentActions)
		applied            int
		check              func(*Screen) string
	}{
		{name: "a knob", param: "distance", value: "6", ok: true, present: true, applied: 1, check: func(s *Screen) string {
			if d := s.Sim.Ses.Config().Distance; d != 6 {
				return "distance " + strconv.Itoa(d)
			}
			return ""
		}},
		{name: "a knob out of range", param: "distance", value: "999", notice: "distance"},
		{name: "an unknown parameter", param: "nosuch", value: "1", notice: "nosuch"},
		{name: "a step without a lesson", param: address.ParamStep, value: "2", notice: "needs a lesson"},
		{name: "a lesson", param: address.ParamLesson, value: first, ok: true, want: []app.Action{{Kind: app.Goto, Lesson: first, N: 1}}},
		{name: "no lesson, none open", param: address.ParamLesson, value: "", ok: true},
		{name: "paused", param: address.ParamPaused, value: "1", ok: true, present: true, check: func(s *Screen) string {
			if !s.Sim.Ses.Paused() {
				return "not paused"
			}
			return ""
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newTestScreen(t)
			st := &stage{s: s}
			want := tt.want
			if tt.present {
				want = app.PresentActions(s.Address())
			}
			n, ok := s.SetParam(tt.param, tt.value, st)
			if ok != tt.ok {
				t.Fatalf("SetParam(%q, %q) = %+v, %v; want ok %v", tt.param, tt.value, n, ok, tt.ok)
			}
			if !ok && !strings.Contains(n.Text, tt.notice) {
				t.Errorf("notice %q; want it to say %q", n.Text, tt.notice)
			}
			if !ok && (len(st.actions) != 0 || st.applied != 0) {
				t.Errorf("a refused message changed the screen: %+v, %d applied", st.actions, st.applied)
			}
			if ok && fmt.Sprint(st.actions) != fmt.Sprint(want) {
				t.Errorf("actions %+v; want %+v", st.actions, want)
			}
			if st.applied != tt.applied {
				t.Errorf("%d knob changes; want %d", st.applied, tt.applied)
			}
			if tt.check != nil {
				if msg := tt.check(s); msg != "" {
					t.Error(msg)
				}
			}
		})
	}
}

// TestGoto: a lesson and a step in range go there; an unknown lesson or
// a step out of range give a notice; "" leaves the lesson.
func TestGoto(t *testing.T) {
	first := lessons.All()[0]
	s := newTestScreen(t)
	st := &stage{s: s}
	if _, ok := s.Goto(first.ID, len(first.Steps), st); !ok || st.actions[0] != (app.Action{Kind: app.Goto, Lesson: first.ID, N: len(first.Steps)}) {
		t.Errorf("Goto(%q, last step): %+v", first.ID, st.actions)
	}
	if n, ok := s.Goto(first.ID, len(first.Steps)+1, st); ok || n.Text == "" {
		t.Errorf("a step past the last: ok %v, notice %q", ok, n.Text)
	}
	if n, ok := s.Goto("nosuch", 1, st); ok || n.Text == "" {
		t.Errorf("an unknown lesson: ok %v, notice %q", ok, n.Text)
	}
	if _, ok := s.Goto("", 0, st); !ok || st.actions[len(st.actions)-1] != (app.Action{Kind: app.Goto}) {
		t.Errorf("leaving: %+v", st.actions)
	}
}

// TestAddressVersion moves only when the address does.
func TestAddressVersion(t *testing.T) {
	s := newTestScreen(t)
	v := s.AddressVersion()
	if s.AddressVersion() != v {
		t.Error("the version moved with nothing changed")
	}
	s.SetParam("distance", "7", &stage{s: s})
	if s.AddressVersion() == v {
		t.Error("the version stayed when the knobs changed")
	}
	if s.Address().Config.Distance != 7 {
		t.Errorf("address distance %d; want 7", s.Address().Config.Distance)
	}
}

// TestNotices: a warning stays until a key or a press, and a rune the
// fonts lack is written as its code point; a confirmation is brief.
func TestNotices(t *testing.T) {
	s := newTestScreen(t)
	s.has = func(r rune) bool { return r < 0x2000 }
	s.Notify("ring ⟶ full")
	if got := s.Page.Notice.Shown(s.Ticks); !strings.Contains(got, "U+27F6") {
		t.Errorf("notice %q; want the arrow as U+27F6", got)
	}
	s.Page.Notice.Pressed()
	if got := s.Page.Notice.Shown(s.Ticks); got != "" {
		t.Errorf("after a press the notice is %q; want none", got)
	}
	s.Confirm("link copied")
	if got := s.Page.Notice.Shown(s.Ticks); got != "link copied" || !s.Page.Notice.Confirm {
		t.Errorf("confirmation %q (confirm %v)", got, s.Page.Notice.Confirm)
	}
	if s.Status() == "" {
		t.Error("no status line")
	}
}
