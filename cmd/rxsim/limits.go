package main

import (
	"fmt"

	"rxscope/model"
)

// MaxPackets bounds -packets and -warmup (of a run and of validate): a
// hundred million packets take about half a minute at the model's native
// speed of some 3.7 million simulated packets a second, so no count a
// person types by mistake (10^14) keeps a run going for days.
const MaxPackets = 100_000_000

// checkPackets says which count is out of its range, and what the range is.
func checkPackets(packets, warmup int) error {
	if packets < 1 || packets > MaxPackets {
		return fmt.Errorf("-packets %d is out of range 1..%d", packets, MaxPackets)
	}
	if warmup < 0 || warmup > MaxPackets {
		return fmt.Errorf("-warmup %d is out of range 0..%d", warmup, MaxPackets)
	}
	return nil
}

// checkOptions checks rxsim's own flags: the packet counts, and -trace,
// which can print no more events than the trace keeps.
func checkOptions(o options) error {
	if err := checkPackets(o.packets, o.warmup); err != nil {
		return err
	}
	if o.trace < 0 || o.trace > model.DefaultTraceEvents {
		return fmt.Errorf("-trace %d is out of range 0..%d (the trace keeps the last %d events)", o.trace, model.DefaultTraceEvents, model.DefaultTraceEvents)
	}
	return nil
}
