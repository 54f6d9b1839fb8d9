package model

// step is one work step of the profile converted once per configuration:
// the instructions it dispatches and the time its cycles take when nothing
// stalls (clock.cycles). The receive path runs a dozen steps per packet;
// converting each Work at every call cost a multiplication and a division
// by a constant each time, for the same answer.
type step struct {
	instr uint64
	dt    Time
}

// stepOf converts instr instructions of cycles cycles on clk.
func stepOf(clk clock, instr, cycles int) step {
	return step{instr: uint64(instr), dt: clk.cycles(uint64(cycles))}
}

// halves is a step that touches memory halfway (napi_build_skb between
// its memset and __finalize_skb_around's shinfo write, the XDP program
// around its header read, skb_release_data around its frees, the
// nonlinear header copy): the first half is Instr/2 instructions of
// Cycles/2 cycles, the second the rest.
type halves [2]step

func halvesOf(clk clock, w *Work) halves {
	return halves{
		stepOf(clk, w.Instr/2, w.Cycles/2),
		stepOf(clk, w.Instr-w.Instr/2, w.Cycles-w.Cycles/2),
	}
}

// steps is the profile's work steps as the run uses them (Sim.build makes
// it from the profile and the core clock).
type steps struct {
	irqEntry, pollStart, pollEnd, napiComplete step
	cqeFetch, handle, rxSkb, stackICache       step
	groUDP, groTCP, deliverUDP, deliverTCP     step
	driverDrop, headerParse, fragListChain     step
	xdpDrop, xdpTx, xdpTxPoll                  step
	repostWQE, repostLegacy, repostV46         step

	buildSkb, xdpRun, freeSkb, nonlinear halves
}

// workStep converts w on clk.
func workStep(clk clock, w *Work) step { return stepOf(clk, w.Instr, w.Cycles) }

// newSteps converts p's work steps on clk. It runs once per
// configuration, so it walks a table rather than spelling each
// conversion out, which keeps it small in the browser's build.
func newSteps(p *Profile, clk clock) steps {
	var s steps
	for _, o := range [...]struct {
		to *step
		w  *Work
	}{
		{&s.irqEntry, &p.IRQEntry}, {&s.pollStart, &p.PollStart}, {&s.pollEnd, &p.PollEnd}, {&s.napiComplete, &p.NAPIComplete},
		{&s.cqeFetch, &p.CQEFetch}, {&s.handle, &p.Handle}, {&s.rxSkb, &p.RxSkb}, {&s.stackICache, &p.StackICache},
		{&s.groUDP, &p.GROUDP}, {&s.groTCP, &p.GROTCP}, {&s.deliverUDP, &p.DeliverUDP}, {&s.deliverTCP, &p.DeliverTCP},
		{&s.driverDrop, &p.DriverDrop}, {&s.headerParse, &p.HeaderParse}, {&s.fragListChain, &p.FragListChain},
		{&s.xdpDrop, &p.XDPDrop}, {&s.xdpTx, &p.XDPTx}, {&s.xdpTxPoll, &p.XDPTxPoll},
		{&s.repostWQE, &p.RepostWQE}, {&s.repostLegacy, &p.RepostLegacy}, {&s.repostV46, &p.RepostV46},
	} {
		*o.to = workStep(clk, o.w)
	}
	for _, o := range [...]struct {
		to *halves
		w  *Work
	}{{&s.buildSkb, &p.BuildSkb}, {&s.xdpRun, &p.XDPRun}, {&s.freeSkb, &p.FreeSkb}, {&s.nonlinear, &p.Nonlinear}} {
		*o.to = halvesOf(clk, o.w)
	}
	return s
}
