package screen

import (
	"rxscope/layout"
	"rxscope/model"
)

// The machine panel (Shift+M, or the menu's "Machine") answers "would
// this help on my machine?": it chooses among the shipped machines and
// edits the parameters that move the figures most, each with its unit,
// range, shipped value and source, from the model's parameter table
// (model.ParamSpecs, the same names rxsim -set takes). An edit restarts
// both simulations on the edited machine (Restarter.Apply), so the
// figures, the chart and the before/after pair follow at once; the URL
// carries the parameters that differ (address.ParamMachine) and the top
// line says that the machine is edited (EditedLine). While it is open it
// measures what decides the gain here (GainTable).
//
// Keys while it is open: ↑ ↓ choose a row (the machines, a parameter, the
// reset), ← → move it a notch (Shift: ten notches) or to the next
// machine, Enter presses the reset, Esc or Shift+M closes.

// MachinePanel is the machine panel's state: its rows, the one selected,
// their words for the machine on the screen, and the gain's table.
type MachinePanel struct {
	ses    Restarter
	geo    layout.MachinePanel
	params []model.ParamSpec // the rows: the table's decisive parameters
	sel    int               // the row the keys act on: 0 the machines, 1… a parameter, len+1 the reset
	rows   []MachineRowText  // the rows' words for rowsFor
	names  []string          // the machines' buttons' words for rowsFor: "zen5-cx5 (edited)"
	cur    int               // the button of rowsFor's machine, or -1
	// rowsFor is the configuration the rows were written for
	rowsFor model.Config
	gain    GainTable
	// lines is a text wrapped to its box while the panel is drawn: a
	// row's help, the source, the chart's note and its head (Wrap)
	lines []layout.Span
	// snapFor is the machine the snapshot's values are of
	snapFor model.Config
}

// MachineRowText is a parameter row's words.
type MachineRowText struct {
	Value  string // "85 ns"
	Detail string // "40..400 ns · shipped 85"
	Source string // "dram-ns: [E] DDR5-6000 load-to-use …": where the shipped value comes from
	Edited bool   // the value differs from the shipped machine's
}

// MachineBigStep is the notches Shift moves a parameter.
const MachineBigStep = 10

// NewMachinePanel is the panel of the screen ses, closed.
func NewMachinePanel(ses Restarter) MachinePanel { return MachinePanel{ses: ses} }

// Prepare readies the panel for opening: its rows, from the model's
// decisive parameters, the first time; the machines' row selected.
func (m *MachinePanel) Prepare() {
	if m.params == nil {
		for _, s := range model.ParamSpecs() {
			if s.Decisive {
				m.params = append(m.params, s)
			}
		}
		m.geo = layout.NewMachinePanel(len(model.ProfileNames()), len(m.params))
	}
	m.sel = 0
}

// Geo is the panel's geometry.
func (m *MachinePanel) Geo() *layout.MachinePanel { return &m.geo }

// Params are the rows' parameters, in the panel's order.
func (m *MachinePanel) Params() []model.ParamSpec { return m.params }

// Sel is the row the keys act on: 0 the machines, 1… a parameter,
// len(Params())+1 the reset.
func (m *MachinePanel) Sel() int { return m.sel }

// Rows are the parameters' words for the machine on the screen.
func (m *MachinePanel) Rows() []MachineRowText { return m.rows }

// Names are the machines' buttons' words: "zen5-cx5 (edited)".
func (m *MachinePanel) Names() []string { return m.names }

// Current is the button of the machine on the screen, or -1.
func (m *MachinePanel) Current() int { return m.cur }

// ResetSelected reports whether the keys act on the reset.
func (m *MachinePanel) ResetSelected() bool { return m.sel == len(m.params)+1 }

// Source is where the selected row's shipped value comes from, or what
// to do to see it.
func (m *MachinePanel) Source() string {
	if m.sel >= 1 && m.sel <= len(m.rows) {
		return m.rows[m.sel-1].Source
	}
	return "↑ ↓ select a parameter to see where its shipped value comes from"
}

// Gain is the table of what decides the gain.
func (m *MachinePanel) Gain() *GainTable { return &m.gain }

// Wrap breaks s into lines of at most width design units at size, as
// measure measures them, in a buffer the panel reuses: the painter's
// lines of a row's help, the source, the chart's note and its head.
func (m *MachinePanel) Wrap(s string, width, size float64, measure func(string, float64) float64) []layout.Span {
	m.lines = layout.Wrap(m.lines[:0], s, width, size, measure)
	return m.lines
}

// MachineHint is the panel's note beside its title.
const MachineHint = "↑ ↓ a row · ← → a notch (Shift: ten) · Enter on the reset · Esc or Shift+M closes"
