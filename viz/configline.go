package viz

import (
	"strings"

	"rxscope/model"
)

// configLine names what the screen's controls do not show: the machine
// the model runs (every figure depends on it), then every knob without a
// control whose value is not the default, as "traffic tcp · lro on". The
// driver variant is named over the figures and the RQ type in the ring's
// title, so they are left out. A state opened from a link or a preset
// thus says what it is, and the default state says only "zen5-cx5".
func configLine(cfg model.Config, knobs []model.KnobInfo) string {
	var b strings.Builder
	b.WriteString("machine ")
	b.WriteString(cfg.Profile)
	if cfg.Edited() {
		b.WriteString(" (edited)")
	}
	for _, k := range knobs {
		switch k.Name {
		case "profile", "variant", "rq":
			continue
		}
		if k.OnStrip() {
			continue // its control says it
		}
		if v := cfg.Get(k.Name); v != k.Default {
			b.WriteString(" · ")
			b.WriteString(k.Name)
			b.WriteByte(' ')
			b.WriteString(v)
		}
	}
	return b.String()
}
