package screen

import "rxscope/model"

// What the machine panel's keys and presses do. Each edit goes through
// applyMachine: the model's refusal is said in the banner and the
// machine on the screen stays.

// MoveRow moves the selection d rows down (up when d < 0), within the
// machines' row and the reset: ↑ ↓.
func (m *MachinePanel) MoveRow(d int) {
	m.sel = max(0, min(len(m.params)+1, m.sel+d))
}

// Notch moves the selected row in direction dir (← −1, → +1): on the
// machines' row the next shipped machine, on a parameter a notch, or
// MachineBigStep notches when big (Shift); on the reset nothing.
func (m *MachinePanel) Notch(dir int, big bool) {
	switch {
	case m.sel == 0:
		m.nextMachine(dir)
	case m.sel <= len(m.params):
		if big {
			dir *= MachineBigStep
		}
		m.nudgeParam(m.sel-1, dir)
	}
}

// Enter presses the reset when it is selected.
func (m *MachinePanel) Enter() {
	if m.ResetSelected() {
		m.shipped()
	}
}

// Press handles a press at the whole screen's design point (x, y): a
// machine, a − or a +, the reset; a press elsewhere on the card only
// selects the row under it. It reports true for the close button and a
// press outside the card, which close the panel.
func (m *MachinePanel) Press(x, y float64) (closes bool) {
	switch {
	case m.geo.Close.Contains(x, y) || !m.geo.Card.Contains(x, y):
		return true
	case m.geo.Reset.Contains(x, y):
		m.sel = len(m.params) + 1
		m.shipped()
		return false
	}
	for i, r := range m.geo.Machines {
		if r.Contains(x, y) {
			m.sel = 0
			m.choose(model.ProfileNames()[i])
			return false
		}
	}
	for i, r := range m.geo.Rows {
		switch {
		case r.Minus.Contains(x, y):
			m.nudgeParam(i, -1)
		case r.Plus.Contains(x, y):
			m.nudgeParam(i, +1)
		case !r.Row.Contains(x, y):
			continue
		}
		m.sel = i + 1
		return false
	}
	return false
}

// nextMachine chooses the shipped machine after (dir > 0) or before the
// one on the screen.
func (m *MachinePanel) nextMachine(dir int) {
	names := model.ProfileNames()
	i := 0
	for k, n := range names {
		if n == m.ses.Config().Profile {
			i = k
		}
	}
	m.choose(names[(i+dir+len(names))%len(names)])
}

// choose runs the shipped machine called name, without edits.
func (m *MachinePanel) choose(name string) {
	cfg := m.ses.Config()
	if err := cfg.Set("profile", name); err != nil {
		m.ses.Notify(err.Error())
		return
	}
	m.applyMachine(cfg)
}

// shipped drops the edits: the shipped machine of the same name.
func (m *MachinePanel) shipped() {
	cfg := m.ses.Config()
	cfg.Machine = nil
	m.applyMachine(cfg)
}

// nudgeParam moves row i's parameter by dir notches (model.ParamSpec.Nudge)
// on the machine on the screen, or says that it is at the end of its
// range.
func (m *MachinePanel) nudgeParam(i, dir int) {
	spec := m.params[i]
	p, err := m.ses.Config().MachineProfile()
	if err != nil {
		m.ses.Notify(err.Error())
		return
	}
	v := spec.Field(&p).Value
	w := spec.Nudge(v, dir)
	if w == v {
		m.ses.Notify(spec.Name + ": " + model.FormatParam(v) + " is the end of its range " + spec.RangeText())
		return
	}
	q, err := p.Apply([]model.ParamSetting{{Name: spec.Name, Value: w}})
	if err != nil {
		m.ses.Notify(err.Error())
		return
	}
	m.applyMachine(m.ses.Config().WithMachine(q))
}

// applyMachine runs cfg, a new machine, and says so if the model refuses
// it.
func (m *MachinePanel) applyMachine(cfg model.Config) {
	if err := cfg.Validate(); err != nil {
		m.ses.Notify(err.Error())
		return
	}
	m.ses.Apply(cfg)
}

// Key hands the open panel an arrow or Enter: ↑ ↓ a row, ← → a notch
// (with Shift, MachineBigStep notches), Enter the reset.
func (m *MachinePanel) Key(k Key, shift bool) {
	switch k {
	case KeyArrowUp:
		m.MoveRow(-1)
	case KeyArrowDown:
		m.MoveRow(+1)
	case KeyArrowLeft:
		m.Notch(-1, shift)
	case KeyArrowRight:
		m.Notch(+1, shift)
	case KeyEnter, KeyNumpadEnter:
		m.Enter()
	}
}
