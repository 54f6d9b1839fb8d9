package screen

import (
	"testing"

	"rxscope/app"
	"rxscope/layout"
)

// ticking is a Painting that counts what a tick asked of it.
type ticking struct {
	painting
	core                                     *Screen // when set, Refresh reads the figures through it, as the page does
	sweeping                                 bool
	laidOut, placed, remeasured, progressed  int
	logAsked, reports, fullscreenReads, logW int
}

func (p *ticking) Fullscreen() bool {
	p.fullscreenReads++
	return p.painting.fullscreen
}
func (p *ticking) Refresh() {
	p.refreshed++
	if p.core != nil {
		p.core.Refresh(p)
	}
}
func (p *ticking) Sweeping() bool { return p.sweeping }
func (p *ticking) LayOut()        { p.laidOut++ }
func (p *ticking) PlaceInstant()  { p.placed++ }
func (p *ticking) Remeasure()     { p.remeasured++ }
func (p *ticking) Refreshed()     { p.progressed++ }
func (p *ticking) Report()        { p.reports++ }
func (p *ticking) LogGeometry() layout.EventLog {
	p.logAsked++
	return layout.EventLog{}
}
func (p *ticking) LogWidth(b []byte, bold bool) float64 {
	p.logW++
	return float64(len(b))
}

// TestUpdate runs the core's tick: the first reads the figures, each
// lays out and reports, the figures are read again every
// FigureRefreshTicks ticks while playing and the instant at every step,
// the full screen's state is read every FullscreenPollTicks ticks, the
// event log asks where it is only while open, and a press in the input
// value is carried out within the tick.
func TestUpdate(t *testing.T) {
	s, _, b := newPressScreen(t)
	p := &ticking{}
	s.Update(p, b)
	if s.Ticks != 1 || p.progressed != 1 || p.placed != 1 || p.laidOut != 1 || p.reports != 1 {
		t.Fatalf("first tick: tick %d, %d refreshes, %d placements, %d layouts, %d reports; want 1 each",
			s.Ticks, p.progressed, p.placed, p.laidOut, p.reports)
	}
	if s.Panels.Figs.LastRefresh != 1 {
		t.Errorf("figures read at tick %d; want 1", s.Panels.Figs.LastRefresh)
	}

	const ticks = 3 * FullscreenPollTicks
	p.painting.fullscreen = true
	for range ticks - 1 {
		s.Input.In.Reset()
		s.Update(p, b)
	}
	if p.fullscreenReads != ticks/FullscreenPollTicks || !s.App.Pres.Fullscreen {
		t.Errorf("%d ticks read the full screen %d times (full screen %v); want %d, true",
			ticks, p.fullscreenReads, s.App.Pres.Fullscreen, ticks/FullscreenPollTicks)
	}
	if want := ticks / FigureRefreshTicks; p.progressed < want || p.progressed > want+1 {
		t.Errorf("%d ticks read the figures %d times; want about %d", ticks, p.progressed, want)
	}
	if p.placed <= p.progressed {
		t.Errorf("%d placements of the instant for %d refreshes: the instant is not read at every step", p.placed, p.progressed)
	}
	if p.reports != ticks || p.laidOut != ticks {
		t.Errorf("%d reports and %d layouts in %d ticks", p.reports, p.laidOut, ticks)
	}
	if p.logAsked != 0 {
		t.Errorf("the closed event log asked where it is %d times", p.logAsked)
	}

	s.Do(app.Action{Kind: app.ToggleLog}, p)
	s.Input.In.Reset()
	s.Update(p, b)
	if p.logAsked != 1 {
		t.Errorf("the open event log asked where it is %d times in a tick; want 1", p.logAsked)
	}

	// a press on the menu's button, read into the input value, opens the
	// menu within the tick
	x, y := onPanels(s, s.Geo.Screen.MenuButton)
	s.Input.In = Input{Mouse: Mouse{X: x, Y: y, Down: true, Pressed: true}}
	s.Update(p, b)
	if s.App.Cards.Open != app.MenuCard {
		t.Errorf("a press on the menu's button in a tick opened card %v", s.App.Cards.Open)
	}
}

// TestUpdateAllocatesNothing: a steady tick, playing, with the input
// value reset, allocates nothing in the core.
func TestUpdateAllocatesNothing(t *testing.T) {
	s, _, b := newPressScreen(t)
	p := &ticking{}
	for range 2 * FigureRefreshTicks {
		s.Input.In.Reset()
		s.Update(p, b)
	}
	if n := testing.AllocsPerRun(4*FigureRefreshTicks, func() {
		s.Input.In.Reset()
		s.Update(p, b)
	}); n != 0 {
		t.Errorf("a tick allocates %.2f times; want none", n)
	}
}
