package screen

import (
	"fmt"
	"strings"

	"rxscope/app"
	"rxscope/model"
)

// KnobWords are the words the screen rebuilds when the knobs change, not
// on every frame: the ring's title and its rows' labels, the line that
// names what the controls do not show, the look-ahead's band and tag,
// and what the before and after columns run.
type KnobWords struct {
	RingTitle   string   // "Striding RQ: 8 WQEs × 128 strides of 2048 B (linear, headroom 64 B)"
	ConfigLine  string   // the machine and the knobs without a control (ConfigLine)
	WQELabels   []string // the ring's rows: "WQE 0", …
	BandLabel   string   // "never prefetched: the first 4 strides of each WQE"
	PrefetchTag string   // the prefetch cursor's tag: "prefetch +4"
	BeforeSub   string   // what the before column runs: "today's driver"
	AfterSub    string   // and the after column: "stride-ahead, d = 4"
	// DistanceIdle is why the distance changes nothing here ("" when it
	// does): its slider is drawn idle and says so (app.DistanceIdle)
	DistanceIdle string
	// DDIO: the machine injects DMA writes into its LLC whatever the
	// inject knob says (app.MachineInjects), so the switch shows on
	DDIO bool
}

// Rebuild makes the words for cfg, whose after run has geometry geo on
// a machine of profile p.
func (w *KnobWords) Rebuild(cfg model.Config, geo model.Geometry, p model.Profile) {
	w.RingTitle = RingTitle(geo)
	w.ConfigLine = ConfigLine(cfg, model.Knobs())
	w.WQELabels = RingLabels(geo)
	w.BandLabel = fmt.Sprintf("never prefetched: the first %d strides of each WQE", cfg.Distance)
	w.PrefetchTag = fmt.Sprintf("prefetch +%d", cfg.Distance)
	bc := app.BeforeConfig(cfg)
	w.BeforeSub = bc.Variant + "'s driver"
	if bc.Variant == cfg.Variant {
		w.BeforeSub = fmt.Sprintf("%s, d = 0", bc.Variant)
	}
	w.AfterSub = fmt.Sprintf("%s, d = %d", cfg.Variant, cfg.Distance)
	w.DDIO = app.MachineInjects(p)
	if w.DistanceIdle = app.DistanceIdle(cfg, geo.Linear); w.DistanceIdle != "" {
		// why is on the distance's slider; here, in place of "d = 2",
		// the words fit the column at the projector's least size
		// ("stride-ahead, look-ahead off" was set a unit under it)
		w.AfterSub = cfg.Variant + ", idle"
	}
}

// RingTitle names the geometry the way the driver's sizing does.
func RingTitle(g model.Geometry) string {
	mode := "linear"
	if !g.Linear {
		mode = "nonlinear"
	}
	switch g.RQ {
	case model.RQLegacy:
		return fmt.Sprintf("Legacy RQ: %d WQEs of one %d B buffer each (cyclic, headroom %d B)",
			g.WQEs, g.StrideSize, g.Headroom)
	case model.RQStridingV46:
		return fmt.Sprintf("Striding RQ of v4.6: %d WQEs × %d strides of %d B (%s)",
			g.WQEs, g.StridesPerWQE, g.StrideSize, mode)
	}
	return fmt.Sprintf("Striding RQ: %d WQEs × %d strides of %d B (%s, headroom %d B)",
		g.WQEs, g.StridesPerWQE, g.StrideSize, mode, g.Headroom)
}

// CyclicRowLen is how many WQEs of a legacy RQ (one buffer each) the
// ring panel shows in a row: its cyclic ring cut into rows.
const CyclicRowLen = 128

// RingLabels are the labels of the ring panel's rows: the WQE each row
// starts with.
func RingLabels(geo model.Geometry) []string {
	rows, cols := geo.WQEs, 1
	if geo.StridesPerWQE == 1 {
		cols = max(1, min(geo.WQEs, CyclicRowLen))
		rows = (geo.WQEs + cols - 1) / cols
	}
	labels := make([]string, rows)
	for r := range labels {
		labels[r] = fmt.Sprintf("WQE %d", r*cols)
	}
	return labels
}

// ConfigLine names what the screen's controls do not show: the machine
// the model runs (every figure depends on it), then every knob without a
// control whose value is not the default, as "traffic tcp · lro on". The
// driver variant is named over the figures and the RQ type in the ring's
// title, so they are left out. A state opened from a link or a preset
// thus says what it is, and the default state says only "zen5-cx5".
func ConfigLine(cfg model.Config, knobs []model.KnobInfo) string {
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
