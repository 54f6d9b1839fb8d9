package model

// notifyCQE tells the RX CQ's event logic that n completions were written.
// An armed CQ raises an interrupt once ModPkts completions are written, or
// ModUsec after the first one (CQE-based interrupt moderation); the
// interrupt reaches the CPU IRQns later.
func (s *Sim) notifyCQE(n int) {
	d := &s.dev
	if !d.armed {
		return
	}
	if d.modCount == 0 {
		s.q.push(s.now+d.modUsec, evModTimer, d.armGen)
	}
	d.modCount += n
	if d.modCount >= d.modPkts {
		s.raiseIRQ()
	}
}

func (s *Sim) onModTimer(gen uint32) {
	d := &s.dev
	if gen == d.armGen && d.armed && d.modCount > 0 {
		s.raiseIRQ()
	}
}

// raiseIRQ disarms the CQ and sends the interrupt.
func (s *Sim) raiseIRQ() {
	d := &s.dev
	d.armed = false
	d.armGen++
	s.q.push(s.now+d.irqDelay, evIRQ, 0)
}

// arm is mlx5e_cq_arm at the end of napi_complete_done: the CQ raises an
// event for the next completion. Completions already waiting beyond cc
// are moderated like new ones: they count towards ModPkts and start the
// ModUsec timer now, so a poll that ends just behind the device does not
// interrupt itself at once. If UMRs are still in flight, their ICO CQ
// completion will interrupt too.
func (s *Sim) arm() {
	d := &s.dev
	d.armed = true
	d.armGen++
	d.modCount = 0
	if n := s.cq.ownedAhead(s.napi.cc, s.now, d.modPkts); n > 0 {
		// completions are already waiting: moderation counts them as
		// written now
		s.notifyCQE(n)
		return
	}
	var last Time
	for i := range d.wqes {
		if d.wqes[i].state == wqeUMR {
			last = max(last, d.wqes[i].umrDone)
		}
	}
	if last > 0 {
		s.q.push(max(last, s.now)+d.irqDelay, evIRQ, 0)
	}
}

// onIRQ is mlx5e_completion_event → napi_schedule: an idle NAPI starts a
// poll; a running one ignores it.
func (s *Sim) onIRQ() {
	if s.napi.phase != phIdle {
		return
	}
	s.met.IRQs++
	s.core.idleUntil(s.now)
	s.core.t = max(s.core.t, s.now)
	s.napi.phase = phIRQ
	if s.trace.on(EvIRQ) {
		*s.trace.at(s.now) = Event{T: s.now, Kind: EvIRQ, Fn: FnCompletionEvent, WQE: -1, Stride: -1, Packet: -1}
	}
	s.cpuStep()
}
