package screen

import (
	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// Painting is the painting side as a tick needs it: the Follower, and
// what only the fonts and the painters' caches can do. The core calls it
// from Update and Refresh; its methods change nothing of the core's
// state but what they are named for.
type Painting interface {
	Follower
	LogMeasurer
	// Sweeping reports whether the chart's sweep still computes: the
	// frame meter counts such a tick as one with work in flight.
	Sweeping() bool
	// LayOut lays out what is measured with the fonts: the lesson panel
	// (Geo.Lesson, screen.LessonPanel.Layout) and the chart's axis.
	LayOut()
	// PlaceInstant places the packet panels' boxes and words and the
	// CQ's slots for the instant read into Panels.Packets.
	PlaceInstant()
	// Remeasure places the packets' words again if the window's scale
	// changed since they were measured.
	Remeasure()
	// Refreshed follows the figures read again (the chart's progress).
	Refreshed()
	// LogGeometry is where the open event log is and its rows.
	LogGeometry() layout.EventLog
	// Report adds what the painting side lays out to the snapshot
	// (Screen.Report, then the rectangles, the chart, the smallest text).
	Report()
}

// FullscreenPollTicks is how often the full screen state is read again:
// the browser leaves full screen on its own when Esc is pressed.
const FullscreenPollTicks = 30

// Update advances the screen by one tick, with this tick's input already
// in Input.In: the page's queued commands, the fits, the lessons, the
// pointer and the keys, the background work and the workers' answers,
// the cards, the full screen's poll, the simulations and the pace, the
// figures (every FigureRefreshTicks ticks while playing, the instant at
// every step), the event log, the counters, the tooltip following the
// mouse and the snapshot. p is the painting side, b the panels as the
// tooltips read them.
func (s *Screen) Update(p Painting, b Board) {
	s.Meter.Begin()
	defer s.Meter.End()
	s.Meter.Tick(p.Sweeping())
	if s.Page.Commands != nil {
		s.Page.Commands()
	}
	s.Ticks++
	s.Refit() // a lesson opened or closed moves a zoom's region
	s.App.Les.Tick(s.Frames, s.Ticks, s.Input.Drag.Active)
	say := screenBanner{s}
	s.Panels.Exp.Captured(say)
	s.HandlePointer(p, b)
	s.HandleKeys(s.Geo.Screen.Controls, p)
	s.Panels.Exp.CopyNotice(say)
	s.PollWorkers()
	s.Sim.BG.Run()
	p.LayOut()
	open := s.App.Cards.Open
	if open == app.SceneListCard {
		ptr := &s.Input.Pointers
		s.Panels.Scenes.UpdateTip(ptr.HoverX, ptr.HoverY, ptr.Hover)
	}
	s.Panels.Mach.Update(open == app.MachineCard)
	s.Panels.Drawer.Update(open == app.KnobsCard)
	if s.Ticks-s.App.FSChecked >= FullscreenPollTicks {
		s.App.Pres.Fullscreen, s.App.FSChecked = p.Fullscreen(), s.Ticks
	}
	ses := s.Sim.Ses
	before := ses.Steps()
	ses.Tick()
	stepped := ses.Steps() != before
	s.Pace(stepped)
	figs := &s.Panels.Figs
	switch {
	case stepped && (ses.Paused() || s.Ticks-figs.LastRefresh >= FigureRefreshTicks) || figs.LastRefresh == 0:
		s.Refresh(p)
	case stepped:
		s.RefreshInstant(p)
	default:
		p.Remeasure() // the window changed: the words under the boxes measure otherwise
	}
	var geo layout.EventLog
	if s.Panels.Log.Open() {
		geo = p.LogGeometry()
	}
	s.Panels.Log.Update(ses.After().Trace(), ses.Paused(), geo, p)
	s.Panels.Ctr.Update(s.Ticks, ses.After())
	ptr := &s.Input.Pointers
	s.Panels.Tips.Follow(b, ptr.Hover && !s.App.Cards.Help, ptr.HoverX, ptr.HoverY, s.Ticks)
	p.Report()
}

// Refresh reads the packets and the figures from the simulations: the
// live window's averages and the instant (RefreshInstant).
func (s *Screen) Refresh(p Painting) {
	s.Sim.Live.Observe(s.Sim.Ses)
	s.Panels.Figs.RefreshAverages(s.Sim.Ses, &s.Sim.Live)
	s.RefreshInstant(p)
	s.Panels.Figs.LastRefresh = max(s.Ticks, 1)
	p.Refreshed()
}

// RefreshInstant reads what the screen shows of the simulated instant:
// the packets at the cursors, the CQ, the clock. It runs on every tick
// that advanced the simulations, so that all the panels show the instant
// the ring shows.
func (s *Screen) RefreshInstant(p Painting) {
	ses, pk := s.Sim.Ses, &s.Panels.Packets
	s.Sim.Live.Observe(ses)
	ses.After().Packet(model.CurrentPacket, &pk.Cur)
	ses.After().Packet(model.PrefetchedPacket, &pk.Ahead)
	p.PlaceInstant()
	s.Panels.Figs.RefreshInstant(ses, &pk.Cur, &pk.Ahead)
}

// screenBanner is the core as the export's notices reach it (Banner):
// a warning is a notice, a confirmation the notice that confirms.
type screenBanner struct{ s *Screen }

func (b screenBanner) Warn(text string)    { b.s.Notify(text) }
func (b screenBanner) Confirm(text string) { b.s.Confirm(text) }
