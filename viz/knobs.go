package viz

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

// knobShown is what the control of a strip knob shows.
type knobShown struct {
	thumb  float64 // a slider's thumb, 0 at the left end of its track, 1 at the right
	value  []byte  // a slider's value text, or why the knob changes nothing
	idle   bool    // the knob changes nothing here (app.KnobIdle): the slider is drawn idle
	on     bool    // a switch: on (or held on)
	held   string  // a switch the machine holds (app.SwitchHeld): why it does not move
	choice int     // a choice: the option shown
}

// maxTickedValues is how many values a linear slider may have for a tick
// to mark each of them.
const maxTickedValues = 32

// showKnobs keeps what every strip control shows for cfg, on a machine
// with profile p and an RQ of geometry linear or not.
func (g *Game) showKnobs(cfg model.Config, p model.Profile, linear bool) {
	if len(g.shown) != len(g.screen.Controls) {
		g.shown = make([]knobShown, len(g.screen.Controls))
	}
	for i := layout.FirstKnob; int(i) < len(g.screen.Controls); i++ {
		k, sh := g.screen.Controls[i].Knob, &g.shown[i]
		switch k.Screen.Control {
		case model.SliderControl:
			g.showKnob(cfg, i)
			if idle := app.KnobIdle(cfg, k, linear); idle != "" {
				sh.value = append(sh.value[:0], idle...)
				sh.idle = true
			} else {
				sh.idle = false
			}
		case model.ToggleControl:
			sh.held = app.SwitchHeld(cfg, k, p)
			sh.on = app.SwitchOn(cfg, k) || sh.held != "" // held on whatever the knob says
		case model.ChoiceControl:
			sh.choice = app.ChoiceIndex(cfg, k)
		}
	}
}

// showKnob sets the thumb position and the value text of slider id for
// cfg: at a knob change, and as it is dragged.
func (g *Game) showKnob(cfg model.Config, id layout.ControlID) {
	k, sh := g.screen.Controls[id].Knob, &g.shown[id]
	sh.thumb = app.SliderFraction(cfg, k)
	sh.value = app.AppendKnobValue(sh.value[:0], cfg, k)
}

// sliderTicks is how many intervals the ticks of slider k mark: one a
// value on a linear slider with few values (the distance's 16), none
// otherwise.
func sliderTicks(k model.KnobInfo) int {
	if k.Screen.Scale != model.LinearScale || k.Kind != model.KnobInt || k.Max-k.Min > maxTickedValues {
		return 0
	}
	return int(k.Max - k.Min)
}
