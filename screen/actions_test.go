package screen

import (
	"testing"

	"rxscope/address"
	"rxscope/app"
	"rxscope/layout"
)

// TestCards opens and closes every card by its action, as its key does:
// a card opened is made ready and the painting side told, another card
// replaces it, Escape's CloseAll closes it, and the help opens over none.
func TestCards(t *testing.T) {
	s := newTestScreen(t)
	f := &painting{}
	for _, c := range []struct {
		act  app.ActionKind
		card app.Card
	}{
		{app.ToggleMenu, app.MenuCard},
		{app.ToggleScenes, app.SceneListCard},
		{app.ToggleMachine, app.MachineCard},
		{app.ToggleKnobs, app.KnobsCard},
	} {
		before := s.App.Cards
		s.Snap.Panels = map[string]layout.Rect{"ring": {}}
		s.Do(app.Action{Kind: c.act}, f)
		if s.App.Cards.Open != c.card {
			t.Errorf("%v: card %v open; want %v", c.act, s.App.Cards.Open, c.card)
		}
		if n := len(f.cards); n == 0 || f.cards[n-1] != before {
			t.Errorf("%v: the painting side was not told the card before (%+v)", c.act, f.cards)
		}
		if s.Snap.Panels != nil {
			t.Errorf("%v: the snapshot's panels were kept", c.act)
		}
	}
	if len(s.Panels.Drawer.Names()) == 0 {
		t.Error("the knobs drawer opened without its rows")
	}
	s.Do(app.Action{Kind: app.ToggleKnobs}, f)
	if s.App.Cards.Open != app.NoCard {
		t.Errorf("A again: card %v open; want none", s.App.Cards.Open)
	}
	s.Do(app.Action{Kind: app.ToggleMachine}, f)
	s.Do(app.Action{Kind: app.CloseAll}, f)
	if s.App.Cards != (app.Cards{}) {
		t.Errorf("Escape: cards %+v; want none", s.App.Cards)
	}
	told := len(f.cards)
	s.Do(app.Action{Kind: app.ToggleHelp}, f)
	if !s.App.Cards.Help || len(f.cards) != told {
		t.Errorf("help: cards %+v, %d changes told; want the help, no card change", s.App.Cards, len(f.cards)-told)
	}
}

// TestPanelsToggle: V the event log, U the counters (each closes the
// other), Shift+V the log's filter.
func TestPanelsToggle(t *testing.T) {
	s := newTestScreen(t)
	f := &painting{}
	s.Do(app.Action{Kind: app.ToggleLog}, f)
	if !s.Panels.Log.Open() {
		t.Fatal("V: no event log")
	}
	s.Do(app.Action{Kind: app.ToggleCounter}, f)
	if !s.Panels.Ctr.Open() || s.Panels.Log.Open() {
		t.Errorf("U: counters %v, log %v; want the counters alone", s.Panels.Ctr.Open(), s.Panels.Log.Open())
	}
	s.Do(app.Action{Kind: app.ToggleLog}, f)
	s.Do(app.Action{Kind: app.ToggleLogCPU}, f)
	if v := s.Panels.Log.View(); v != address.LogCPU {
		t.Errorf("Shift+V: log view %v", v)
	}
}

// TestPresenting: T the projector theme, told with the presenter before;
// embedded, Tab skips the hidden help button; full screen read from the
// window first.
func TestPresenting(t *testing.T) {
	s := newTestScreen(t)
	f := &painting{}
	s.Do(app.Action{Kind: app.ToggleTheme}, f)
	if s.App.Pres.Theme != address.Projector || len(f.presented) != 1 || f.presented[0].Theme != address.Dark {
		t.Errorf("T: theme %v, told %+v", s.App.Pres.Theme, f.presented)
	}
	s.Do(app.Action{Kind: app.SetEmbed, N: 1}, f)
	if !s.App.Pres.Embed || !s.Input.Keys.NoHelp {
		t.Errorf("embed: %v, Tab skips the help %v", s.App.Pres.Embed, s.Input.Keys.NoHelp)
	}
	f.fullscreen = true // the window went full screen on its own
	s.Ticks = 99
	s.Do(app.Action{Kind: app.ToggleFullscreen}, f)
	if s.App.Pres.Fullscreen || s.App.FSChecked != 99 {
		t.Errorf("F in full screen: fullscreen %v, checked at %d; want it left at tick 99", s.App.Pres.Fullscreen, s.App.FSChecked)
	}
	s.Do(app.Action{Kind: app.ToggleBlank}, f)
	var c Commands
	c.Run(&Input{Pressed: []Key{KeyOther}}, blankOnly{s, f})
	if s.App.Pres.Blank {
		t.Error("a key on the blank screen did not bring it back")
	}
}

// blankOnly is the command table's screen over a Screen: its state's
// blank, its orders carried out by Do.
type blankOnly struct {
	s *Screen
	f Follower
}

func (b blankOnly) CommandState() CommandState { return CommandState{Blank: b.s.App.Pres.Blank} }
func (b blankOnly) Carry(o Order)              { b.s.Do(o.Action, b.f) }

// TestStepBackAction: PageUp's and Backspace's StepBack takes the last
// step back, in the background; with no step to take back it says so.
func TestStepBackAction(t *testing.T) {
	s := newTestScreen(t)
	f := &painting{}
	controls := layout.NewScreen().Controls
	s.Act(layout.Play, +1, controls, f) // paused
	s.Act(layout.StepPacket, +1, controls, f)
	at := s.Sim.Ses.After().Now()
	s.Do(app.Action{Kind: app.StepBack}, f)
	for i := 0; i < 1000 && s.Sim.BG.Run(); i++ {
		s.Sim.BG.FrameDrawn()
	}
	if got := s.Sim.Ses.After().Now(); got >= at {
		t.Errorf("after the step back the clock is at %v; want before %v", got, at)
	}
}

// TestExportWithoutPage: S with no page around the screen says so.
func TestExportWithoutPage(t *testing.T) {
	s := newTestScreen(t)
	s.Do(app.Action{Kind: app.SavePNG}, &painting{})
	if got := s.Page.Notice.Shown(s.Ticks); got != NoPage {
		t.Errorf("notice %q; want %q", got, NoPage)
	}
}
