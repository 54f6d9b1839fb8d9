package screen

import (
	"rxscope/app"
	"rxscope/model"
)

// AheadEmpty says why the prefetched packet's panel shows no packet, for
// the knobs cfg on a ring whose packets are linear skbs (linear) or not:
// the driver that prefetches no packet ahead, the knob that idles the
// look-ahead, or a look-ahead that has not reached a packet yet. The
// panel says it in place of the packet, and the snapshot's AheadEmpty
// holds it.
func AheadEmpty(cfg model.Config, linear bool) string {
	switch {
	case cfg.Variant == app.BeforeVariant:
		return "today's driver prefetches only the current packet"
	case cfg.Distance == 0:
		return "distance 0: no look-ahead prefetch"
	case !linear:
		return "nonlinear skbs: the look-ahead prefetches nothing"
	case cfg.Variant == "bulk":
		return "bulk prefetches the batch in its first loop, no packet ahead"
	case cfg.Variant == "mlx4-ahead" && cfg.XDP.String() == "off":
		return "mlx4's look-ahead runs only with an XDP program"
	case cfg.Variant == "mlx4-ahead":
		return "no descriptor ahead prefetched yet"
	case cfg.Variant == "stride-ahead" && cfg.RQ == model.RQLegacy:
		// app.DistanceIdle's case: cqe-peek finds its packet on a legacy
		// RQ by the CQE, and is not idle there
		return "legacy RQ: one packet a WQE, so no stride ahead in it to prefetch"
	case cfg.Variant == "cqe-peek":
		return "no CQE peek has found a packet yet"
	}
	return "no look-ahead prefetch yet (or its stride is past the end of the WQE)"
}
