package app

import "rxscope/model"

// Session is the pair of simulations on the screen. "after" runs the
// configuration as set: the driver variant with its look-ahead prefetch.
// "before" runs the same traffic (same seed, same knobs) with today's
// driver, which prefetches only the packet it is about to touch. They
// advance in lockstep: before is always run up to after's time, so the
// figures side by side cover the same stretch of the same traffic.
type Session struct {
	cfg           model.Config
	after, before *model.Sim

	paused bool
	speed  int    // index in Speeds
	ticks  uint64 // ticks since the last event, for the event-by-event speeds
	steps  uint64 // advances since the last restart (ticks played and steps taken)
	starts uint64 // Starts since the session was made

	// log is every advance of after since the start, so that a step can
	// be taken back by replaying the others (history.go)
	log  []action
	back *replay // a step back under way, nil when none

	// spare is a pair no longer on the screen (the one a step back
	// replaced), rebuilt for the next step back (model.Sim.Reset)
	spare [2]*model.Sim
}

// BeforeVariant is the driver the "before" column runs on the mlx5
// variants: mainline, which prefetches the current packet only
// (net_prefetch).
const BeforeVariant = "today"

// BeforeConfig is cfg as its seed measured "before" (model.BeforeOf):
// today's driver, or mlx4 without its look-ahead.
func BeforeConfig(cfg model.Config) model.Config {
	cfg = model.BeforeOf(cfg)
	cfg.Distance = 0
	return cfg
}

// NewSession starts both simulations for cfg, paused or not, at speed
// (an index in Speeds).
func NewSession(cfg model.Config, paused bool, speed int) (*Session, error) {
	s := &Session{paused: paused, speed: speed}
	return s, s.Start(cfg)
}

// Config is the configuration the after simulation runs.
func (s *Session) Config() model.Config { return s.cfg }

// After is the simulation of the configuration as set.
func (s *Session) After() *model.Sim { return s.after }

// Before is the simulation of the same traffic with today's driver.
func (s *Session) Before() *model.Sim { return s.before }

// Paused reports whether ticks leave the simulations where they are.
func (s *Session) Paused() bool { return s.paused }

// SetPaused pauses or plays.
func (s *Session) SetPaused(p bool) { s.paused = p }

// Speed is the speed level, an index in Speeds.
func (s *Session) Speed() int { return s.speed }

// Steps counts the advances since the last restart (ticks played and
// steps taken, a completed step back too): what the screen reads changed
// when it changed.
func (s *Session) Steps() uint64 { return s.steps }

// Starts counts the starts of the simulations from time zero (a new
// configuration, a restart): what was read of the pair before the last
// one belongs to other runs.
func (s *Session) Starts() uint64 { return s.starts }

// SteppingBack reports whether a step back is being replayed.
func (s *Session) SteppingBack() bool { return s.back != nil }

// Start puts both simulations back at time zero for cfg, rebuilt in the
// arrays they had (model.Sim.Reset: a slider dragged across its range
// allocates no caches). On an invalid cfg it returns the model's error
// and keeps the simulations as they were.
func (s *Session) Start(cfg model.Config) error {
	for _, c := range [...]model.Config{cfg, BeforeConfig(cfg)} {
		if err := c.Validate(); err != nil {
			return err
		}
	}
	if r := s.back; r != nil {
		s.spare = [2]*model.Sim{r.after, r.before} // never shown: the knobs changed
		s.back = nil
	}
	if err := renewPair(cfg, &s.after, &s.before); err != nil {
		return err
	}
	s.cfg = cfg
	s.ticks, s.steps = 0, 0
	s.starts++
	s.log = s.log[:0]
	return nil
}

// renewPair builds the after and before simulations of cfg at time zero in
// *after and *before, Reset when they hold one (model.Renew).
func renewPair(cfg model.Config, after, before **model.Sim) error {
	a, err := model.Renew(*after, cfg)
	if err != nil {
		return err
	}
	*after = a
	b, err := model.Renew(*before, BeforeConfig(cfg))
	if err != nil {
		return err
	}
	*before = b
	return nil
}

// Restart starts again from time 0 with the same knobs.
func (s *Session) Restart() {
	if err := s.Start(s.cfg); err != nil {
		panic("app: Session.Restart: a configuration that started once fails now: " + err.Error())
	}
}

// Tick advances the simulations by one tick of the current speed, unless
// paused or stepping back.
func (s *Session) Tick() {
	if s.paused || s.back != nil {
		return
	}
	lv := Speeds[s.speed]
	if lv.TicksPerEvent > 0 {
		s.ticks++
		if s.ticks < uint64(lv.TicksPerEvent) {
			return
		}
		s.ticks = 0
		s.StepEvent(false)
		return
	}
	s.after.RunUntil(s.after.Now() + lv.Quantum)
	s.before.RunUntil(s.after.Now())
	s.record(action{kind: actUntil, t: s.after.Now()})
	s.steps++
}

// StepEvent runs exactly one event of after, and before up to its time;
// user says the user took it (one StepBack takes it back).
func (s *Session) StepEvent(user bool) {
	s.after.Step()
	s.record(action{kind: actEvents, n: 1, user: user})
	s.before.RunUntil(s.after.Now())
	s.steps++
}

// StepPacket runs after until its NAPI cursor has consumed one more
// packet, and before up to its time.
func (s *Session) StepPacket() {
	s.after.StepPacket()
	s.record(action{kind: actPacket, n: 1, user: true})
	s.before.RunUntil(s.after.Now())
	s.steps++
}

// WarmUp runs both simulations until after has consumed n packets since
// its start (a lesson step opens at a representative moment: the ring
// full, the caches warm, packets at the cursors), then to the end of that
// instant, so that the log's run to its time replays it exactly. It does
// nothing once n packets have passed.
func (s *Session) WarmUp(n int) {
	if done := s.after.Metrics().Packets; done < uint64(n) && s.back == nil {
		s.after.RunPackets(n - int(done))
		s.RunTo(s.after.Now())
	}
}

// WarmUpSlice is WarmUp in slices of at most budget packets, for a
// screen that must keep drawing: it reports whether after has consumed n
// packets. Each slice ends at the end of an instant, as WarmUp does, so
// however it is sliced the pair replays exactly.
func (s *Session) WarmUpSlice(n, budget int) bool {
	done := s.after.Metrics().Packets
	if done >= uint64(n) || s.back != nil {
		return done >= uint64(n)
	}
	s.after.RunPackets(min(n-int(done), max(budget, 1)))
	s.RunTo(s.after.Now())
	return s.after.Metrics().Packets >= uint64(n)
}

// RunTo runs both simulations up to simulated time t (a state opened
// from a URL that stands still at t).
func (s *Session) RunTo(t model.Time) {
	s.after.RunUntil(t)
	s.record(action{kind: actUntil, t: s.after.Now()})
	s.before.RunUntil(t)
	s.steps++
}

// RunToSlice is RunTo in slices of at most d of simulated time, for a
// screen that must keep drawing: it reports whether both simulations
// have reached t. The model gives the same events however the run is
// sliced (model.Sim.RunUntil).
func (s *Session) RunToSlice(t, d model.Time) bool {
	if now := s.after.Now(); now < t && s.back == nil {
		s.RunTo(min(t, now+max(d, 1)))
	}
	return s.after.Now() >= t
}

// SetSpeed sets the speed level, kept within Speeds.
func (s *Session) SetSpeed(level int) {
	s.speed = max(0, min(len(Speeds)-1, level))
	s.ticks = 0
}
