package main

import (
	"fmt"

	"rxscope/model/validation"
)

// MaxWork bounds the packets one command simulates in all its runs
// together: (warm-up + packets) × runs, where a plain run is one run, a
// knob's sweep one run a point, a machine parameter's sweep a run at
// every distance and one of today's driver a point (paramSweepRuns), and
// sensitivity two runs and four a parameter (sensitivityRuns), validate
// a bound on its runs (validateRuns). At the
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

// validateRuns bounds the runs rxsim validate makes, as if no two
// figures shared one (they often do, so it runs fewer): every figure's
// runs, each seed's figures again under its setup's other choice, and,
// with levers, for each lever LeverProbes + 1 probes of its figure's
// runs, of the fitted figure it recomputes, and of a direction's two
// figures, each counted as the seed's largest figure.
func validateRuns(levers bool) int {
	figs := validation.PublishedFigures()
	runs, most := 0, map[string]int{}
	for _, f := range figs {
		if f.Gap == "" {
			runs += len(f.Runs)
		}
		most[f.Seed] = max(most[f.Seed], len(f.Runs))
	}
	for _, su := range validation.SeedSetups() {
		for _, f := range figs {
			if f.Seed == su.Seed && f.Gap == "" {
				runs += len(f.Runs)
			}
		}
	}
	if levers {
		for _, f := range figs {
			runs += len(f.Levers) * (validation.LeverProbes + 1) * 4 * most[f.Seed]
		}
	}
	return runs
}
