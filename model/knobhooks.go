package model

import (
	"math"
	"strconv"
)

// The knobs that behave unlike the others, each in its row of the knob
// table (knobs.go): the tops the other knobs decide (KnobInfo.Top) and
// the screen's hooks (KnobScreen). What the model runs decides each: the
// frame fits the MTU, the low-rate pattern left at line offers its own
// rate, TCP sends full-MTU segments and the mixed traffic its own sizes,
// some drivers never look ahead, and a machine with DDIO always injects.

// mtuTop is the packet size's top: the frame fits the MTU.
func mtuTop(c Config) (float64, string) { return float64(c.MTU), "" }

// lineRateTop is the rate's top: no rate is offered above the link's
// line rate for the frames, which the rate knob calls "line".
func lineRateTop(c Config) (float64, string) { return c.LineRateMpps(), "line" }

// distanceUnit is the distance's unit: the variant's (DistanceUnit).
func distanceUnit(c Config) string { return DistanceUnit(c.Variant) }

// OfferedMpps is the rate the traffic is offered at, in Mpps, 0 for the
// link's line rate: the rate knob, or for the low-rate pattern left at
// line the pattern's own rate (LowRateDefaultMpps), which is what the
// model runs.
func OfferedMpps(c Config) float64 {
	if c.RateMpps == 0 && c.Traffic == LowRate {
		return LowRateDefaultMpps
	}
	return c.RateMpps
}

// appendOffered appends the offered rate as the rate's control says it:
// "line rate", or "3.2 Mpps" (OfferedMpps, with four significant digits
// and three decimals at most, so that it is never wider than "14.88").
func appendOffered(b []byte, c Config) ([]byte, bool) {
	r := OfferedMpps(c)
	if r == 0 {
		return append(b, "line rate"...), true
	}
	decimals := 3
	if r >= 1 {
		decimals = max(0, 3-int(math.Floor(math.Log10(r))))
	}
	p := math.Pow(10, float64(decimals))
	return append(strconv.AppendFloat(b, math.Round(r*p)/p, 'f', -1, 64), " Mpps"...), true
}

// rateSteps are the mantissas of the rate's notches: 0.1, 0.2, 0.5, 1,
// 2, 5 … Mpps up to the line rate, a rate a presenter can say aloud.
var rateSteps = [...]float64{1, 2, 5}

// rateNudge is the offered rate a notch from c's: the rates 1, 2, 5 ×
// 10ⁿ Mpps from 0.1 below the line rate, then "line".
func rateNudge(c Config, dir int) (string, bool) {
	line := c.LineRateMpps()
	var notches []float64
	for p := 0.1; p < line; p *= 10 {
		for _, m := range rateSteps {
			if r := m * p; r < line*0.999 {
				notches = append(notches, math.Round(r*10)/10)
			}
		}
	}
	cur := c.RateMpps
	if cur == 0 {
		cur = line
	}
	if dir > 0 {
		for _, r := range notches {
			if r > cur*1.0001 {
				return strconv.FormatFloat(r, 'f', -1, 64), true
			}
		}
		if c.RateMpps != 0 {
			return "line", true
		}
		return "", false
	}
	for i := len(notches) - 1; i >= 0; i-- {
		if notches[i] < cur*0.9999 {
			return strconv.FormatFloat(notches[i], 'f', -1, 64), true
		}
	}
	return "", false
}

// seedNudge moves the seed by one: a uint64, past what a float counts.
func seedNudge(c Config, dir int) (string, bool) {
	if dir < 0 && c.Seed == 0 {
		return "", false
	}
	if dir > 0 {
		return strconv.FormatUint(c.Seed+1, 10), true
	}
	return strconv.FormatUint(c.Seed-1, 10), true
}

// SizeText is what the packet size's control says when the knob is not
// the size of the frames the model runs: "IMIX" for mixed traffic (its
// own mix of sizes) and "full MTU" for TCP (full-MTU segments); ""
// otherwise.
func SizeText(c Config) string {
	switch c.Traffic {
	case Mixed:
		return "IMIX"
	case TCP:
		return "full MTU"
	}
	return ""
}

// appendSizeText appends SizeText when the traffic sets the sizes.
func appendSizeText(b []byte, c Config) ([]byte, bool) {
	t := SizeText(c)
	return append(b, t...), t != ""
}

// sizeIdle is the packet size's Idle: SizeText.
func sizeIdle(c Config, _ bool) string { return SizeText(c) }

// sizeWithinMTU keeps the packet size within the MTU when the MTU
// shrinks: a frame never exceeds it.
func sizeWithinMTU(c *Config) { c.Size = min(c.Size, c.MTU) }

// DistanceIdle says, in a few words for the distance's control, why the
// look-ahead distance changes nothing in c, or "" when it does: a
// nonlinear RQ (jumbo MTU, LRO) builds no skb around the buffer and the
// look-ahead prefetches nothing, today's driver prefetches only the
// current packet, bulk (seed 002) prefetches the whole batch in its first
// loop and no packet ahead, mlx4's look-ahead runs only with an XDP
// program, and on a legacy RQ a WQE holds one packet, so seed 000's
// stride ahead is always past its end (mlx5e_mpwrq_linear_prefetch stays
// in the WQE). linear is the RQ's geometry (Geometry.Linear).
func DistanceIdle(c Config, linear bool) string {
	switch {
	case !linear:
		return "off: nonlinear"
	case c.Variant == "today":
		return "off: today's"
	case c.Variant == "bulk":
		return "off: bulk"
	case c.Variant == "mlx4-ahead" && c.XDP == XDPOff:
		return "off: no XDP"
	case c.Variant == "stride-ahead" && c.RQ == RQLegacy:
		return "off: legacy RQ"
	}
	return ""
}

// MachineInjects reports whether machine p injects DMA writes into its
// LLC (DDIO) whatever the inject knob says.
func MachineInjects(p Profile) bool { return p.Inject.Value != 0 }

// InjectNotice says why the cache injection switch does not move on a
// machine that always injects.
func InjectNotice(c Config) string {
	return "inject: " + c.Profile + " always injects DMA writes into its LLC (DDIO), whatever the switch says"
}

// injectHeld is the injection switch's Held: InjectNotice on a machine
// that always injects.
func injectHeld(c Config, p Profile) string {
	if MachineInjects(p) {
		return InjectNotice(c)
	}
	return ""
}
