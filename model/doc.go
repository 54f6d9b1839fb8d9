// Package model is the deterministic simulation behind every picture and
// every figure of rxscope: the mlx5 striding receive queue (MPWQE), its
// completion queue, the NAPI poll loop and the CPU caches it meets.
//
// It imports only the standard library. The visualizer and the lessons
// observe it through read-only accessors, a bounded trace and a bounded
// timeline; they never reach into its state.
//
// # Building and advancing a run
//
//	cfg := model.DefaultConfig()         // seed 000: Zen 5 + CX-5 Ex, UDP 512 B flood, stride-ahead, distance 4
//	cfg.Set("variant", "today")          // knobs by name, as the CLI and the URL give them
//	if err := cfg.Validate(); err != nil // "distance: 17 is out of range 0..16"
//	s, err := model.New(cfg)             // validates again
//	s.RunUntil(s.Now() + 16700*model.Nanosecond) // one frame of the visualizer
//	s.Step()                             // exactly one event
//	s.StepPacket()                       // until NAPI has consumed one more packet
//	s.RunPackets(100000)                 // until 100000 more packets (bounded)
//
// Time is integer picoseconds (Time). Events run in time order; at equal
// times the device's CQE writes come first, then its arrivals, then queued
// events (interrupts, moderation timers), then the CPU's next step, and
// queued events among themselves in the order they were scheduled.
// RunUntil(t) runs every event with time <= t — the boundary is inclusive —
// then sets Now to t; advancing in one call, in 7 slices, in frame-sized
// slices or event by event gives the same trace and the same figures. StepPacket
// and RunPackets give up after StepLimit events plus 4096 per packet asked
// for (a run that only drops, or has no traffic), or when no event is left.
//
// # Reading a run
//
//	s.Config(), s.Profile(), s.Geometry(), s.Now()
//	s.Metrics()                      // value: CyclesPerPacket, Mpps, Gbps, StallCycles(cause), Prefetch, HWPrefetch, LLCMissShare, FBOccupancy
//	s.ResetMetrics()                 // start the measured window at Now (after a warm-up)
//	m := model.NewMeasurement(s, model.Window{Warmup: 20000, Packets: 100000})
//	for !m.Advance(2000) {}          // warm-up, reset, window, in slices; m.Metrics() is the window's
//	s.StrideState(wqe, stride)       // StridePosted, StrideWritten, StrideCQEReady, StrideConsumed, StrideAwaitingRepost, StrideNotPosted
//	s.Cursors()                      // DeviceHead, NAPI, PrefetchTarget (StrideRef)
//	s.Packet(model.CurrentPacket, &pv) // or PrefetchedPacket: lines with Kind, Addr, State, Progress, Outcome; no allocation
//	s.CQSlot(i), s.CC()              // CQEmpty, CQCQE, CQTitle, CQMiniArray, CQConsumed; the consumer counter
//	s.Timeline()                     // bounded ring of CPU segments (SegWork, SegStall*, SegIdle) and fill-buffer samples
//	s.FillBuffersInUse()
//	s.Trace()                        // bounded ring of Events, in time order; Event.String reads like a teaching log
//	s.DRAMLatency()                  // the loaded DRAM latency the run's memory traffic sets
//
// Runs that only want figures stop the recorders: s.SetTraceLevel(TraceOff)
// and s.SetTimeline(false).
//
// The CPU model computes a packet's work one step ahead of the event
// clock. Views are computed for Now: lines requested after Now show as in
// memory, lines in flight show their progress, timeline segments may end
// after Now (clip them), and trace records enter the ring only once Now
// has reached their time.
//
// # What is modelled
//
// Geometry (geometry.go, rqtype.go) is a pure function of MTU, XDP, LRO,
// CQE compression, ring size and the RQ type: today's striding RQ with the
// formulas of en/params.c, the legacy RQ (one packet buffer per WQE, the
// shape of mlx4's cyclic ring too) and the first striding RQ of v4.6
// (16 × 1024 × 128 B, seed 003). The device (device.go, traffic.go) places
// frames in strides in order, writes their data, then their CQEs (cq.go:
// full CQEs, or compressed sessions of a title and mini CQE arrays), drops
// frames when no WQE is posted (rx_out_of_buffer; while blocked, drops are
// counted in batches), merges a TCP stream's segments with LRO, and raises
// moderated interrupts (irq.go). NAPI (napi.go, path.go) consumes CQEs in
// order up to the budget, touches each packet's lines as
// mlx5e_skb_from_cqe_mpwrq_linear, napi_build_skb, mlx5e_handle_csum, GRO
// and the stack do (or the nonlinear path's header copy, 256 bytes or
// eth_get_headlen's headers, with GRO chaining on frag_list when payload
// sits in the linear part), and refills the RQ: through UMRs a poll later
// on today's striding RQ, at the poll's doorbell on the others. The CPU
// (cpu.go) is an interval model of an out-of-order core: misses overlap
// until the reorder buffer (or, behind a long dependent chain, the
// schedulers) is full. The caches (cache.go, memory.go) are set-associative
// LRU levels with fill buffers shared by demand misses and prefetches,
// in-flight lines that make a later access "late", prefetches "wasted" by
// the device's write, an explicit L2 stream prefetcher for the CQE lines,
// an LLC whose sets are picked by an address hash, DMA writes that
// invalidate (or, with injection, install in the LLC), and a DRAM whose
// latency rises with the run's memory traffic (dram.go). Driver variants
// (variant.go) are small strategies behind the Variant interface: today,
// stride-ahead (seed 000 v2), cqe-peek (seed 000 v1), bulk (seed 002) and
// mlx4-ahead (seed 001). The receiving application can share the NAPI
// core (app=irq-core) or bound a TCP stream from its own (the rate knob).
//
// Every physical parameter lives in a Profile with a one-line source
// (profile.go, machines.go): the seed 000 machine, a DDIO server and the
// machines of seeds 001 to 004. Work cycles are fitted only on published
// "after" figures (calibrate_test.go refits them); every other figure
// comes out of the model. Package validation (rxsim validate) prints
// every published figure next to the model's value, the ratio, the
// directions the seeds state and whether they hold, with a sentence on
// why where the model is off.
//
// The rooms above the simulation import it and it imports none of them:
// model/validation (the published figures, their validation and
// levers), model/sensitivity (what about a machine decides the gain),
// model/perfetto and model/perfstat (the exporters).
//
// The machine is the user's too. Each parameter is one line of a table
// (ParamSpecs, params.go: name, unit, range, field); Profile.Apply sets
// some on a copy of a profile (rxsim -set, the app's machine panel), and
// a Config runs on it through Config.WithMachine. A machine is also a
// file (WriteProfile, ReadProfile: every number with its source).
// BestDistance and the sensitivity table (package sensitivity, rxsim
// sensitivity) say what about a machine decides the look-ahead's gain:
//
//	p, _ := model.LookupProfile("spr-ddio")
//	set, _ := model.ParseParamSettings("dram-ns=140,inject=0")
//	q, err := p.Apply(set)             // a *ParamError names a bad one
//	cfg := model.DefaultConfig().WithMachine(q)
//	d, cycles, _, _ := model.BestDistance(cfg, model.Window{Warmup: 20000, Packets: 100000})
package model
