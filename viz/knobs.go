package viz

import (
	"math"

	"rxscope/app"
	"rxscope/model"
	"rxscope/viz/layout"
)

// The knobs on the screen and the model's Config fields they change. A
// slider's thumb position is a fraction of its track, 0 at the left end
// and 1 at the right; these functions convert between that fraction, the
// Config and the value text, and step a knob by one notch for the keys.

// rateMin is the left end of the offered rate slider, in Mpps; the right
// end is the link's line rate. The slider is logarithmic, so that low
// rates (where the prefetch is wasted) get as much room as high ones.
const rateMin = 0.1

// rateNotches is how many key presses cross the rate slider.
const rateNotches = 20

// sliderFraction is the thumb position of slider id for cfg.
func sliderFraction(cfg model.Config, id layout.ControlID) float64 {
	switch id {
	case layout.Distance:
		return float64(cfg.Distance-model.MinDistance) / (model.MaxDistance - model.MinDistance)
	case layout.Size:
		return float64(cfg.Size-model.MinSize) / float64(cfg.MTU-model.MinSize)
	case layout.Rate:
		line, r := cfg.LineRateMpps(), app.OfferedMpps(cfg)
		if r == 0 || line <= rateMin {
			return 1
		}
		return math.Max(0, math.Log(r/rateMin)/math.Log(line/rateMin))
	}
	return 0
}

// setSliderFraction moves slider id of cfg to the value at fraction f.
func setSliderFraction(cfg *model.Config, id layout.ControlID, f float64) {
	f = math.Max(0, math.Min(1, f))
	switch id {
	case layout.Distance:
		cfg.Distance = model.MinDistance + int(math.Round(f*(model.MaxDistance-model.MinDistance)))
	case layout.Size:
		cfg.Size = model.MinSize + int(math.Round(f*float64(cfg.MTU-model.MinSize)))
	case layout.Rate:
		line := cfg.LineRateMpps()
		if f >= 1 || line <= rateMin {
			cfg.RateMpps = 0 // line rate
			return
		}
		// Two significant digits: a rate a presenter can say aloud.
		r := rateMin * math.Pow(line/rateMin, f)
		p := math.Pow(10, math.Floor(math.Log10(r))-1)
		cfg.RateMpps = math.Max(model.MinRateMpps, math.Round(r/p)*p)
	}
}

// stepKnob moves knob id of cfg by one notch in direction dir (+1 or -1):
// sliders by a notch, toggles flipped, the XDP choice to the next or the
// previous option. It reports whether cfg changed.
func stepKnob(cfg *model.Config, id layout.ControlID, dir int) bool {
	old := *cfg
	switch id {
	case layout.Distance:
		cfg.Distance = max(model.MinDistance, min(model.MaxDistance, cfg.Distance+dir))
	case layout.Size:
		cfg.Size = nextSize(cfg.Size, cfg.MTU, dir)
	case layout.Rate:
		f := math.Round(sliderFraction(*cfg, id)*rateNotches) + float64(dir)
		setSliderFraction(cfg, id, f/rateNotches)
	case layout.CQECompress:
		cfg.CQECompress = !cfg.CQECompress
	case layout.Inject:
		cfg.Inject = !cfg.Inject
	case layout.MTU:
		setJumbo(cfg, cfg.MTU != 9000)
	case layout.XDP:
		n := len(xdpOptions)
		cfg.XDP = xdpOptions[(int(cfg.XDP)+dir+n)%n]
	}
	return *cfg != old
}

// xdpOptions are the XDP choice's options, in the order of model.XDPMode.
// "no read" is XDP_DROP from a program that does not read the packet
// (seed 000: unchanged by the look-ahead prefetch).
var xdpOptions = [...]model.XDPMode{model.XDPOff, model.XDPDrop, model.XDPTx, model.XDPPass, model.XDPDropNoRead}

// nextSize is the packet size notch (app.PacketSizes) after (dir > 0) or before size that
// fits the MTU.
func nextSize(size, mtu, dir int) int {
	if dir > 0 {
		for _, s := range app.PacketSizes {
			if s > size && s <= mtu {
				return s
			}
		}
		return mtu
	}
	for i := len(app.PacketSizes) - 1; i >= 0; i-- {
		if s := app.PacketSizes[i]; s < size {
			return s
		}
	}
	return model.MinSize
}

// setJumbo switches cfg to MTU 9000 or back to 1500, keeping the packet
// size within the MTU.
func setJumbo(cfg *model.Config, on bool) {
	cfg.MTU = 1500
	if on {
		cfg.MTU = 9000
	}
	cfg.Size = min(cfg.Size, cfg.MTU)
}

// showKnob sets the thumb position and the value text of slider id for
// cfg. They are kept, not computed each frame: the rate's position
// depends on the line rate, which the model derives from the profile.
func (g *Game) showKnob(cfg model.Config, id layout.ControlID) {
	g.thumb[id] = sliderFraction(cfg, id)
	g.valueText[id] = appendKnobValue(g.valueText[id][:0], cfg, id)
}

// toggleOn reports whether toggle id is on in cfg.
func toggleOn(cfg model.Config, id layout.ControlID) bool {
	switch id {
	case layout.CQECompress:
		return cfg.CQECompress
	case layout.Inject:
		return cfg.Inject
	case layout.MTU:
		return cfg.MTU == 9000
	}
	return false
}

// appendKnobValue appends the value text of slider id: "4 strides" (or
// "3 descriptors" for seed 001's variant), "512 B" ("IMIX" or "full MTU"
// when the traffic sets the sizes), "3.2 Mpps" or "line rate", what the
// model runs.
func appendKnobValue(b []byte, cfg model.Config, id layout.ControlID) []byte {
	switch id {
	case layout.Distance:
		// the unit is the variant's: strides, CQEs or descriptors ahead
		unit := model.DistanceUnit(cfg.Variant)
		if cfg.Distance == 1 {
			unit = unit[:len(unit)-1]
		}
		return append(append(appendInt(b, int64(cfg.Distance)), ' '), unit...)
	case layout.Size:
		if t := app.SizeText(cfg); t != "" {
			return append(b, t...) // the traffic's own sizes, not the knob's
		}
		return append(appendInt(b, int64(cfg.Size)), " B"...)
	case layout.Rate:
		r := app.OfferedMpps(cfg) // the low-rate pattern's own rate at "line"
		if r == 0 {
			return append(b, "line rate"...)
		}
		return append(appendSig(b, r), " Mpps"...)
	}
	return b
}
