package screen

import (
	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// The knobs of the main strip, whatever they are: each control carries
// its model knob (layout.Control.Knob), and the app's strip functions
// (app.SliderFraction, app.StepStripKnob, app.SwitchOn, …) convert
// between the control and the Config. What a control shows is kept here
// when the knobs change, not computed each frame: the rate's thumb
// depends on the line rate, which the model derives from the profile, and
// reading a knob by its name builds the model's table.

// KnobShown is what the control of a strip knob shows.
type KnobShown struct {
	Thumb  float64 // a slider's thumb, 0 at the left end of its track, 1 at the right
	Value  []byte  // a slider's value text, or why the knob changes nothing
	Idle   bool    // the knob changes nothing here (app.KnobIdle): the slider is drawn idle
	On     bool    // a switch: on (or held on)
	Held   string  // a switch the machine holds (app.SwitchHeld): why it does not move
	Choice int     // a choice: the option shown
}

// Strip is what every control of the strip shows, by layout.ControlID.
type Strip struct {
	shown []KnobShown
}

// maxTickedValues is how many values a linear slider may have for a tick
// to mark each of them.
const maxTickedValues = 32

// Show keeps what every strip control of controls shows for cfg, on a
// machine with profile p and an RQ of geometry linear or not.
func (st *Strip) Show(controls []layout.Control, cfg model.Config, p model.Profile, linear bool) {
	if len(st.shown) != len(controls) {
		st.shown = make([]KnobShown, len(controls))
	}
	for i := layout.FirstKnob; int(i) < len(controls); i++ {
		k, sh := controls[i].Knob, &st.shown[i]
		switch k.Screen.Control {
		case model.SliderControl:
			st.ShowSlider(controls, cfg, i)
			if idle := app.KnobIdle(cfg, k, linear); idle != "" {
				sh.Value = append(sh.Value[:0], idle...)
				sh.Idle = true
			} else {
				sh.Idle = false
			}
		case model.ToggleControl:
			sh.Held = app.SwitchHeld(cfg, k, p)
			sh.On = app.SwitchOn(cfg, k) || sh.Held != "" // held on whatever the knob says
		case model.ChoiceControl:
			sh.Choice = app.ChoiceIndex(cfg, k)
		}
	}
}

// ShowSlider sets the thumb position and the value text of slider id for
// cfg: at a knob change, and as it is dragged.
func (st *Strip) ShowSlider(controls []layout.Control, cfg model.Config, id layout.ControlID) {
	k, sh := controls[id].Knob, &st.shown[id]
	sh.Thumb = app.SliderFraction(cfg, k)
	sh.Value = app.AppendKnobValue(sh.Value[:0], cfg, k)
}

// Shown is what control id shows.
func (st *Strip) Shown(id layout.ControlID) *KnobShown { return &st.shown[id] }

// SliderTicks is how many intervals the ticks of slider k mark: one a
// value on a linear slider with few values (the distance's 16), none
// otherwise.
func SliderTicks(k model.KnobInfo) int {
	if k.Screen.Scale != model.LinearScale || k.Kind != model.KnobInt || k.Max-k.Min > maxTickedValues {
		return 0
	}
	return int(k.Max - k.Min)
}
