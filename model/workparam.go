package model

// A work step is also a parameter: its cycles. rxsim -set
// frag-list-chain=700 (and a lever, validation.Lever) asks what the model gives if
// one step of the kernel's code took that many cycles when every access
// hits, its instructions unchanged (the window's reach past a miss
// stays). rxsim profile prints a step as "instructions / cycles"; the
// parameter is the second number, on the machine's own scale (seed 000's
// cycles times its work-scale), so "frag-list-chain 502 → 900 cycles" on
// Grace reads against the 502 that rxsim profile grace-cx7 prints.
//
// Work steps are not in paramTable: the machine panel, the sensitivity
// table and a link's settings (Profile.Diff) list the physical
// parameters only, and setting work-scale rescales every step.

// workSteps names each work step of a Profile, in the order rxsim
// profile prints them (Works) and workPtrs lists them.
var workSteps = [...]string{
	"irq-entry", "poll-start", "poll-end", "napi-complete", "repost-wqe", "repost-legacy", "repost-v46",
	"cqe-fetch", "handle", "build-skb", "rx-skb", "gro-udp", "deliver-udp", "gro-tcp", "deliver-tcp",
	"nonlinear", "header-parse", "frag-list-chain", "stack-icache", "driver-drop", "free-skb",
	"xdp-run", "xdp-drop", "xdp-tx", "xdp-tx-poll",
}

// workSpec is the spec of the work step called name as a parameter (its
// cycles), and whether there is such a step.
func workSpec(name string) (ParamSpec, bool) {
	for i, w := range workSteps {
		if w == name {
			return ParamSpec{
				Name: name, Unit: "cycles", Min: 0, Max: maxWorkCount, Whole: true,
				Help: "cycles of the work step " + name + " when every access hits; its instructions stay",
				Work: func(p *Profile) *Work { return p.workPtrs()[i] },
			}, true
		}
	}
	return ParamSpec{}, false
}

// Value is the parameter's value on p: a physical parameter's, or a work
// step's cycles.
func (s ParamSpec) Value(p *Profile) float64 {
	if s.Work != nil {
		return float64(s.Work(p).Cycles)
	}
	return s.Field(p).Value
}

// setWork sets the cycles of s's work step on q to v (checked), with
// its source saying who set it and what orig, the shipped profile (nil
// for a machine of the user's), has: back to orig's step when v is its
// value.
func (s ParamSpec) setWork(q *Profile, v float64, orig *Profile) {
	w := s.Work(q)
	if w.Cycles == int(v) {
		return
	}
	switch {
	case orig != nil && s.Work(orig).Cycles == int(v):
		*w = *s.Work(orig)
	case orig != nil:
		w.Cycles, w.Source = int(v), UserSource+" ("+orig.Name+" has "+FormatParam(s.Value(orig))+")"
	default:
		w.Cycles, w.Source = int(v), UserSource
	}
}
