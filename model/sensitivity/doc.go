// Package sensitivity answers "what about my machine decides the gain
// here": for one scene (a model.Config), each machine parameter is moved
// down and up by a step (±20 % by default) with everything else kept,
// and today's driver and the look-ahead are measured on the moved
// machine. A row reads
//
//	dram-ns  68 | 85 | 102 ns   today 1441 1454 1466   look-ahead …   gain …
//
// and the rows are ordered by how far the gain moves between the two
// ends: the first row is the parameter that decides the gain most.
//
// It owns the table (Table, Row), its measurement in slices for a
// program that draws frames (New, Run) or at once for rxsim sensitivity
// (Compute), and which parameters it moves (Params). The parameters and
// the measurement are the model's (model.ParamSpecs, model.CyclesBatch).
//
//	p, _ := model.LookupProfile("spr-ddio")
//	set, _ := model.ParseParamSettings("dram-ns=140,inject=0")
//	q, err := p.Apply(set) // a *model.ParamError names a bad one
//	cfg := model.DefaultConfig().WithMachine(q)
//	t, _ := sensitivity.Compute(cfg, nil, sensitivity.DefaultStep, model.Window{Warmup: 20000, Packets: 100000})
package sensitivity
