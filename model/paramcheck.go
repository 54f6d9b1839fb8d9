package model

import "fmt"

// CheckParams checks every parameter of p against its spec (range, whole
// numbers), then the rules between parameters that a machine the model
// can build must keep:
//
//   - the hot working set leaves at least one way of L1 and of L2;
//   - cache injection uses at most the LLC's ways;
//   - L1 and L2 fit the cache's 16-bit directory: sets × the simulated
//     ways rounded up to a power of two stays below 65535 (cache.go).
//
// The error is a *ParamError naming the parameter. It allocates nothing
// when p is good, so Config.Validate may call it every frame.
func (p *Profile) CheckParams() error {
	for i := range paramTable {
		spec := &paramTable[i]
		if err := spec.Check(spec.Field(p).Value); err != nil {
			return err
		}
	}
	rule := func(name string, v Param, format string, a ...any) error {
		spec, _ := LookupParam(name)
		return &ParamError{Name: name, Value: FormatParam(v.Value), Spec: spec, Why: ParamMachineRule, Rule: fmt.Sprintf(format, a...)}
	}
	switch {
	case p.HotWaysL1.Int() >= p.L1Ways.Int():
		return rule("hot-ways-l1", p.HotWaysL1, "must leave at least one of the %d L1 ways (l1-ways)", p.L1Ways.Int())
	case p.HotWaysL2.Int() >= p.L2Ways.Int():
		return rule("hot-ways-l2", p.HotWaysL2, "must leave at least one of the %d L2 ways (l2-ways)", p.L2Ways.Int())
	case p.InjectWays.Int() > p.LLCWays.Int():
		return rule("inject-ways", p.InjectWays, "is more than the LLC's %d ways (llc-ways)", p.LLCWays.Int())
	case !fitsDirectory(p.L1KiB, p.L1Ways, p.HotWaysL1):
		return rule("l1-kib", p.L1KiB, "with %d ways is more than the model's 16-bit directory holds; lower l1-kib or raise l1-ways", p.L1Ways.Int())
	case !fitsDirectory(p.L2KiB, p.L2Ways, p.HotWaysL2):
		return rule("l2-kib", p.L2KiB, "with %d ways is more than the model's 16-bit directory holds; lower l2-kib or raise l2-ways", p.L2Ways.Int())
	}
	return nil
}

// fitsDirectory reports whether a level of kib KiB in ways ways, hot of
// them held by the hot working set, fits a 16-bit directory entry.
func fitsDirectory(kib, ways, hot Param) bool {
	w := ways.Int()
	return w >= 1 && kib.Int()<<10/LineSize/w<<setStride(w-hot.Int()) < 1<<16-1
}
