package app

import (
	"rxscope/lessons"
	"rxscope/model"
)

// Live measures the screen's pair after a warm-up, as the lessons and the
// chart measure a run (see LiveWindow): it lets the warm-up's packets pass (cold
// caches, a ring filling for the first time), reads both runs' counters
// at that instant, and gives their figures over the window since
// (model.Metrics.Since) once the window's packets have passed. Before
// that a figure would mean little: from a cold start, a look-ahead of 16
// strides shows a loss for a long while where the steady state gains.
type Live struct {
	win   model.Window
	base  [2]model.Metrics // before, after at the warm-up's end
	based bool
	start uint64 // the session's Starts when the base was read
}

// LiveWindow is the live figures' window: the lessons' warm-up, then 400
// packets. Over the configurations of every lesson step, 400 packets
// after that warm-up give the change in cycles per packet and in Mpps
// within 7 points of a 3000-packet window, and never with the wrong sign
// (TestLiveSign checks the sign); from a cold start 800 packets were
// still 15 points off.
var LiveWindow = model.Window{Warmup: lessons.DefaultWindow.Warmup, Packets: 400}

// NewLive measures the pair in the window win (its Warmup and Packets).
func NewLive(win model.Window) Live { return Live{win: win} }

// Observe reads the base once the after run has consumed the warm-up's
// packets. Call it after every advance of the session. A new start of the
// session, or a step back to before the base, forgets it: the pair's
// counters at that instant are no longer behind it.
func (l *Live) Observe(s *Session) {
	if l.based && (l.start != s.Starts() || s.After().Now() < l.base[1].End) {
		l.based = false
	}
	if l.based {
		return
	}
	a := s.After().Metrics()
	if a.Packets < uint64(l.win.Warmup) {
		return
	}
	l.base = [2]model.Metrics{s.Before().Metrics(), a}
	l.based, l.start = true, s.Starts()
}

// Window is the two runs' figures since the warm-up (before, after), and
// the share of the window's packets the after run has consumed so far,
// from 0 to 1; the figures mean something when it is 1. Before the
// warm-up's end they are the counters since the start, and the share 0.
func (l *Live) Window(s *Session) (before, after model.Metrics, done float64) {
	before, after = s.Before().Metrics(), s.After().Metrics()
	if !l.based || l.start != s.Starts() {
		return before, after, 0
	}
	before, after = before.Since(l.base[0]), after.Since(l.base[1])
	if l.win.Packets <= 0 {
		return before, after, 1
	}
	return before, after, min(1, float64(after.Packets)/float64(l.win.Packets))
}
