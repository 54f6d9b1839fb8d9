package app

import (
	"math"
	"strconv"

	"rxscope/model"
)

// The knobs of the main strip (model.StripKnobs), whatever they are: a
// slider's thumb is a fraction of its track, 0 at the left end and 1 at
// the right, mapped to the knob's values by its model.Scale; a switch is
// on when the knob has its on value; a choice shows one of its values.
// These functions convert between the controls and a Config and step a
// control a notch for its key. What belongs to one knob only lives in
// its row of the model's knob table: its top (KnobInfo.Top, read by
// Config.KnobTop: the MTU, the line rate), and the hooks of its
// model.KnobScreen: its unit (UnitIn: the variant's), the value its
// slider shows and the words its control says when the model runs
// another (Shown, Text: the offered rate, "full MTU"), why it changes
// nothing (Idle: the distance on today's driver), why a switch does not
// move (Held: a machine that always injects), and what setting it keeps
// consistent (Then: the MTU takes the packet size with it). Nothing
// here asks a knob's name.

// SliderFraction is where the thumb of knob k's slider sits for cfg,
// from 0 to 1.
func SliderFraction(cfg model.Config, k model.KnobInfo) float64 {
	top, _ := cfg.KnobTop(k)
	v := sliderValue(cfg, k, top)
	var f float64
	switch k.Screen.Scale {
	case model.LogScale:
		if v <= 0 || top <= k.Screen.Low {
			return 1
		}
		f = math.Log(v/k.Screen.Low) / math.Log(top/k.Screen.Low)
	default:
		if top <= k.Min {
			return 0
		}
		f = (v - k.Min) / (top - k.Min)
	}
	return math.Max(0, math.Min(1, f))
}

// sliderValue is the value knob k's slider shows for cfg: what the
// model runs where the knob says (k.Screen.Shown: the rate the traffic
// is offered at), top for the word of the top ("line"), or else the
// knob's value.
func sliderValue(cfg model.Config, k model.KnobInfo, top float64) float64 {
	if shown := k.Screen.Shown; shown != nil {
		if r := shown(cfg); r != 0 {
			return r
		}
		return top
	}
	v, err := strconv.ParseFloat(cfg.Get(k.Name), 64)
	if err != nil {
		return top // the word of the top
	}
	return v
}

// SetSliderFraction returns cfg with knob k's slider at fraction f of
// its track: an integer knob rounded to the nearest integer, a
// logarithmic one to two significant digits (a value a presenter can say
// aloud), and the top of a knob with a word for it set to the word.
func SetSliderFraction(cfg model.Config, k model.KnobInfo, f float64) model.Config {
	f = math.Max(0, math.Min(1, f))
	top, word := cfg.KnobTop(k)
	var v float64
	switch k.Screen.Scale {
	case model.LogScale:
		if f >= 1 || top <= k.Screen.Low {
			v = top
			break
		}
		v = k.Screen.Low * math.Pow(top/k.Screen.Low, f)
		p := math.Pow(10, math.Floor(math.Log10(v))-1)
		v = math.Max(k.Min, math.Round(v/p)*p)
	default:
		v = k.Min + f*(top-k.Min)
	}
	return setNumber(cfg, k, v, top, word)
}

// setNumber returns cfg with numeric knob k at v (the word at the top,
// if the knob has one), rounded for an integer knob; cfg unchanged if
// the knob refuses it.
func setNumber(cfg model.Config, k model.KnobInfo, v, top float64, word string) model.Config {
	s := strconv.FormatFloat(v, 'f', -1, 64)
	switch {
	case word != "" && v >= top:
		s = word
	case k.Kind == model.KnobInt:
		s = strconv.FormatInt(int64(math.Round(v)), 10)
	}
	c := cfg
	if c.Set(k.Name, s) != nil {
		return cfg
	}
	return c
}

// StepStripKnob returns cfg with strip knob k moved one notch in
// direction dir (+1 or -1), and whether that changed it: a slider by its
// Scale's step (one, the next notch, a twentieth of a logarithmic track)
// within Min and its top, a switch flipped, a choice to its next or
// previous value, round.
func StepStripKnob(cfg model.Config, k model.KnobInfo, dir int) (model.Config, bool) {
	c := cfg
	switch k.Screen.Control {
	case model.ToggleControl:
		c = SetSwitch(cfg, k, !SwitchOn(cfg, k))
	case model.ChoiceControl:
		n := len(k.Values)
		if n == 0 {
			return cfg, false
		}
		c = SetChoice(cfg, k, ((ChoiceIndex(cfg, k)+dir)%n+n)%n)
	case model.SliderControl:
		top, word := cfg.KnobTop(k)
		switch k.Screen.Scale {
		case model.LogScale:
			f := math.Round(SliderFraction(cfg, k)*model.ScaleKeySteps) + float64(dir)
			c = SetSliderFraction(cfg, k, f/model.ScaleKeySteps)
		case model.NotchScale:
			c = setNumber(cfg, k, notchAfter(k, sliderValue(cfg, k, top), top, dir), top, word)
		default:
			v := sliderValue(cfg, k, top) + float64(dir)
			c = setNumber(cfg, k, math.Max(k.Min, math.Min(top, v)), top, word)
		}
	}
	return c, c != cfg
}

// notchAfter is the notch of k after v (dir > 0) up to top, or before it
// down to Min; top or Min when no notch is left that way.
func notchAfter(k model.KnobInfo, v, top float64, dir int) float64 {
	if dir > 0 {
		for _, n := range k.Screen.Notches {
			if n > v && n <= top {
				return n
			}
		}
		return top
	}
	for i := len(k.Screen.Notches) - 1; i >= 0; i-- {
		if n := k.Screen.Notches[i]; n < v {
			return n
		}
	}
	return k.Min
}

// SwitchOn reports whether switch k is on in cfg.
func SwitchOn(cfg model.Config, k model.KnobInfo) bool {
	return cfg.Get(k.Name) == k.OnValue()
}

// SetSwitch returns cfg with switch k on or off (and the packet size
// within the MTU: setKnob).
func SetSwitch(cfg model.Config, k model.KnobInfo, on bool) model.Config {
	v := k.OffValue()
	if on {
		v = k.OnValue()
	}
	c := cfg
	if setKnob(&c, k, v) != nil {
		return cfg
	}
	return c
}

// ChoiceIndex is the option choice k shows for cfg: the index of its
// value in k.Values, 0 if it has none of them.
func ChoiceIndex(cfg model.Config, k model.KnobInfo) int {
	return indexOf(k.Values, cfg.Get(k.Name))
}

// SetChoice returns cfg with choice k at its option i; cfg unchanged
// for an i out of range.
func SetChoice(cfg model.Config, k model.KnobInfo, i int) model.Config {
	if i < 0 || i >= len(k.Values) {
		return cfg
	}
	c := cfg
	if setKnob(&c, k, k.Values[i]) != nil {
		return cfg
	}
	return c
}

// setKnob sets knob k of c to v, and keeps the other knobs consistent
// with it (k.Screen.Then: the packet size within a shrunk MTU, since a
// frame never exceeds it).
func setKnob(c *model.Config, k model.KnobInfo, v string) error {
	if err := c.Set(k.Name, v); err != nil {
		return err
	}
	if then := k.Screen.Then; then != nil {
		then(c)
	}
	return nil
}

// AppendKnobValue appends knob k's value in cfg as its control and the
// knobs drawer say it: "4 strides" ("1 CQE": the variant's unit), "512
// B" ("IMIX" or "full MTU" when the traffic sets the sizes), "3.2 Mpps"
// or "line rate" (the rate the traffic is offered at), "1500 B" for
// the MTU, the value as Get prints it for a knob without a unit or a
// switch. The words that are not the value and its unit are the knob's
// own (k.Screen.Text).
func AppendKnobValue(b []byte, cfg model.Config, k model.KnobInfo) []byte {
	if text := k.Screen.Text; text != nil {
		if out, ok := text(b, cfg); ok {
			return out
		}
	}
	v := cfg.Get(k.Name)
	unit := cfg.KnobUnit(k)
	if unit == "" || k.Kind == model.KnobBool {
		return append(b, v...)
	}
	if v == "1" && len(unit) > 1 && unit[len(unit)-1] == 's' {
		unit = unit[:len(unit)-1] // "1 stride"
	}
	return append(append(append(b, v...), ' '), unit...)
}

// KnobIdle is what knob k's control says instead of its value when the
// knob changes nothing in cfg, "" when it does (k.Screen.Idle): the
// distance's DistanceIdle, and the packet size's SizeText when the
// traffic sets the sizes itself (TCP's full-MTU segments, IMIX). linear
// is the RQ's geometry (model.Geometry.Linear).
func KnobIdle(cfg model.Config, k model.KnobInfo, linear bool) string {
	if idle := k.Screen.Idle; idle != nil {
		return idle(cfg, linear)
	}
	return ""
}

// SwitchHeld is why switch k does not move on machine p, "" when it
// does (k.Screen.Held): a machine with DDIO always injects
// (InjectNotice). Its switch shows on.
func SwitchHeld(cfg model.Config, k model.KnobInfo, p model.Profile) string {
	if held := k.Screen.Held; held != nil {
		return held(cfg, p)
	}
	return ""
}
