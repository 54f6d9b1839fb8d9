package viz

import "rxscope/model"

// session is the pair of simulations on the screen. "after" runs the
// configuration as set: the driver variant with its look-ahead prefetch.
// "before" runs the same traffic (same seed, same knobs) with today's
// driver, which prefetches only the packet it is about to touch. They
// advance in lockstep: before is always run up to after's time, so the
// figures side by side cover the same stretch of the same traffic.
type session struct {
	cfg           model.Config
	after, before *model.Sim

	paused bool
	speed  int    // index in speeds
	ticks  uint64 // ticks since the last event, for the event-by-event speeds
	steps  uint64 // advances since the last restart (ticks played and steps taken)

	// log is every advance of after since the start, so that a step can
	// be taken back by replaying the others (history.go)
	log  []action
	back *replay // a step back under way, nil when none

	// spare is a pair no longer on the screen (the one a step back
	// replaced), rebuilt for the next step back (model.Sim.Reset)
	spare [2]*model.Sim
}

// beforeVariant is the driver the "before" column runs: mainline, which
// prefetches the current packet only (net_prefetch).
const beforeVariant = "today"

// beforeConfig is cfg with today's driver.
func beforeConfig(cfg model.Config) model.Config {
	cfg.Variant = beforeVariant
	cfg.Distance = 0
	return cfg
}

// newSession starts both simulations for cfg, paused or not.
func newSession(cfg model.Config, paused bool, speed int) (*session, error) {
	s := &session{paused: paused, speed: speed}
	return s, s.start(cfg)
}

// start puts both simulations back at time zero for cfg, rebuilt in the
// arrays they had (model.Sim.Reset: a slider dragged across its range
// allocates no caches). On an invalid cfg it returns the model's error
// and keeps the simulations as they were.
func (s *session) start(cfg model.Config) error {
	for _, c := range [...]model.Config{cfg, beforeConfig(cfg)} {
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
	b, err := model.Renew(*before, beforeConfig(cfg))
	if err != nil {
		return err
	}
	*before = b
	return nil
}

// restart starts again from time 0 with the same knobs.
func (s *session) restart() {
	if err := s.start(s.cfg); err != nil {
		panic("viz: session.restart: a configuration that started once fails now: " + err.Error())
	}
}

// tick advances the simulations by one tick of the current speed, unless
// paused.
func (s *session) tick() {
	if s.paused || s.back != nil {
		return
	}
	lv := speeds[s.speed]
	if lv.ticksPerEvent > 0 {
		s.ticks++
		if s.ticks < uint64(lv.ticksPerEvent) {
			return
		}
		s.ticks = 0
		s.stepEvent(false)
		return
	}
	s.after.RunUntil(s.after.Now() + lv.quantum)
	s.before.RunUntil(s.after.Now())
	s.record(action{kind: actUntil, t: s.after.Now()})
	s.steps++
}

// stepEvent runs exactly one event of after, and before up to its time.
func (s *session) stepEvent(user bool) {
	s.after.Step()
	s.record(action{kind: actEvents, n: 1, user: user})
	s.before.RunUntil(s.after.Now())
	s.steps++
}

// stepPacket runs after until its NAPI cursor has consumed one more
// packet, and before up to its time.
func (s *session) stepPacket() {
	s.after.StepPacket()
	s.record(action{kind: actPacket, n: 1, user: true})
	s.before.RunUntil(s.after.Now())
	s.steps++
}

// runTo runs both simulations up to simulated time t (a scene opened
// from a URL that stands still at t).
func (s *session) runTo(t model.Time) {
	s.after.RunUntil(t)
	s.record(action{kind: actUntil, t: s.after.Now()})
	s.before.RunUntil(t)
	s.steps++
}

// setSpeed sets the speed level, kept within the list.
func (s *session) setSpeed(level int) {
	s.speed = max(0, min(len(speeds)-1, level))
	s.ticks = 0
}
