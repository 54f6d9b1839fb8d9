package screen

import (
	"strconv"

	"rxscope/model"
)

// KnobsButtonLabel is the knobs button's words for cfg (the button at
// the end of the knobs strip that opens the drawer): "All knobs", and how
// many knobs without a control on the strip differ from the default
// ("All knobs · 2 set"), so that a lesson's hidden settings show. The
// seed is not counted.
func KnobsButtonLabel(cfg model.Config) string {
	def := model.DefaultConfig()
	n := 0
	for _, k := range model.Knobs() {
		if k.Screen.Control == model.NoControl && k.Name != "seed" && cfg.Get(k.Name) != def.Get(k.Name) {
			n++
		}
	}
	if n == 0 {
		return "All knobs"
	}
	return "All knobs · " + strconv.Itoa(n) + " set"
}
