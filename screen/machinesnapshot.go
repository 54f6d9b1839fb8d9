package screen

import (
	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// Snapshot fills the panel's part of the snapshot, open or not. It
// allocates only when the machine or the chart changed.
func (m *MachinePanel) Snapshot(ms *app.MachineState, open bool) {
	cfg := m.ses.Config()
	ms.Open, ms.Profile, ms.Edited, ms.Sel = open, cfg.Profile, cfg.Edited(), m.sel
	if len(ms.Params) != len(m.params) {
		ms.Params = make([]string, len(m.params))
		for i, p := range m.params {
			ms.Params[i] = p.Name
		}
	}
	if len(ms.Values) != len(m.rows) || len(m.rows) > 0 && ms.Values[0] != m.rows[0].Value || m.rowsFor != m.snapFor {
		ms.Values = make([]string, len(m.rows))
		for i := range m.rows {
			ms.Values[i] = m.rows[i].Value
		}
		m.snapFor = m.rowsFor
	}
	t := &m.gain
	if ms.GainDone != t.done || len(ms.GainRows) != len(t.labels) {
		ms.GainDone = t.done
		ms.GainRows = append([]string(nil), t.labels...)
		ms.GainBase = 0
		if t.done && len(t.res.Rows) > 0 {
			ms.GainBase = t.res.Rows[0].Gain(1)
		}
	}
}

// Rects adds the open panel's buttons to the snapshot's controls:
// "machine-" and a shipped machine's name, "machine-minus-" and
// "machine-plus-" and a parameter's name, "machine-reset" and
// "machine-close".
func (m *MachinePanel) Rects(open bool, add func(string, layout.Rect)) {
	if !open {
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
