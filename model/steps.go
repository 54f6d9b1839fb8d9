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

func halvesOf(clk clock, w Work) halves {
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

func newSteps(p *Profile, clk clock) steps {
	one := func(w Work) step { return stepOf(clk, w.Instr, w.Cycles) }
	return steps{
		irqEntry: one(p.IRQEntry), pollStart: one(p.PollStart), pollEnd: one(p.PollEnd), napiComplete: one(p.NAPIComplete),
		cqeFetch: one(p.CQEFetch), handle: one(p.Handle), rxSkb: one(p.RxSkb), stackICache: one(p.StackICache),
		groUDP: one(p.GROUDP), groTCP: one(p.GROTCP), deliverUDP: one(p.DeliverUDP), deliverTCP: one(p.DeliverTCP),
		driverDrop: one(p.DriverDrop), headerParse: one(p.HeaderParse), fragListChain: one(p.FragListChain),
		xdpDrop: one(p.XDPDrop), xdpTx: one(p.XDPTx), xdpTxPoll: one(p.XDPTxPoll),
		repostWQE: one(p.RepostWQE), repostLegacy: one(p.RepostLegacy), repostV46: one(p.RepostV46),

		buildSkb: halvesOf(clk, p.BuildSkb), xdpRun: halvesOf(clk, p.XDPRun),
		freeSkb: halvesOf(clk, p.FreeSkb), nonlinear: halvesOf(clk, p.Nonlinear),
	}
}
