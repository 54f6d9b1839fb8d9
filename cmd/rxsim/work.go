package main

import "fmt"

// MaxWork bounds the packets one command simulates in all its runs
// together: (warm-up + packets) × runs, where a plain run is one run, a
// knob's sweep one run a point, a machine parameter's sweep a run at
// every distance and one of today's driver a point (paramSweepRuns), and
// sensitivity two runs and four a parameter (sensitivityRuns). At the
// model's native speed of some 3 million simulated packets a second
// (37 s for a point of 10^8), 2×10^9 packets are about ten minutes:
// MaxPackets keeps one run short, and this keeps their product so
// (-sweep seed=1..1000 -packets 100000000 would have run ten hours).
// The bound is checked, with every point of a sweep, before the first
// run.
const MaxWork = 2_000_000_000

// checkWork refuses a command whose runs would simulate more than
// MaxWork packets, naming its runs, their packets, and what to lower.
func checkWork(warmup, packets, runs int, what string) error {
	per := int64(warmup) + int64(packets)
	if total := per * int64(runs); total > MaxWork {
		return fmt.Errorf("%s is %d runs of %d packets (-warmup %d + -packets %d), %.3g packets in all, over the limit of %.3g (about ten minutes); use fewer points or fewer packets",
			what, runs, per, warmup, packets, float64(total), float64(MaxWork))
	}
	return nil
}
