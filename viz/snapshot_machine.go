package viz

import (
	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// snapshotMachine fills the panel's part of the snapshot. It allocates
// only when the machine or the chart changed.
func (g *reporter) snapshotMachine(s *Snapshot) {
	m := &g.mach
	ms := &s.Machine
	cfg := g.ses.Config()
	ms.Open, ms.Profile, ms.Edited, ms.Sel = g.cards.Open == app.MachineCard, cfg.Profile, cfg.Edited(), m.sel
	if len(ms.Params) != len(m.params) {
		ms.Params = make([]string, len(m.params))
		for i, p := range m.params {
			ms.Params[i] = p.Name
		}
	}
	if len(ms.Values) != len(m.rows) || len(m.rows) > 0 && ms.Values[0] != m.rows[0].value || m.rowsFor != g.snapValuesFor {
		ms.Values = make([]string, len(m.rows))
		for i := range m.rows {
			ms.Values[i] = m.rows[i].value
		}
		g.snapValuesFor = m.rowsFor
	}
	mg := &m.gain
	if ms.GainDone != mg.done || len(ms.GainRows) != len(mg.labels) {
		ms.GainDone = mg.done
		ms.GainRows = append([]string(nil), mg.labels...)
		ms.GainBase = 0
		if mg.done && len(mg.res.Rows) > 0 {
			ms.GainBase = mg.res.Rows[0].Gain(1)
		}
	}
}

// snapshotMachineRects adds the open panel's buttons to the controls:
// "machine-" and a shipped machine's name, "machine-minus-" and
// "machine-plus-" and a parameter's name, "machine-reset" and
// "machine-close".
func (g *reporter) snapshotMachineRects(add func(string, layout.Rect)) {
	m := &g.mach
	if g.cards.Open != app.MachineCard {
		return
	}
	for i, r := range m.geo.Machines {
		add("machine-"+model.ProfileNames()[i], r)
	}
	for i, r := range m.geo.Rows {
		add("machine-minus-"+m.params[i].Name, r.Minus)
		add("machine-plus-"+m.params[i].Name, r.Plus)
	}
	add("machine-reset", m.geo.Reset)
	add("machine-close", m.geo.Close)
}
