package viz

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// The machine panel answers "would this help on my machine?": it chooses
// among the shipped machines and edits the parameters that move the
// figures most, each with its unit, range, shipped value and source, from
// the model's parameter table (model.ParamSpecs, the same names rxsim -set
// takes). An edit restarts both simulations on the edited machine, so the
// figures, the chart and the before/after pair follow at once; the URL
// carries the parameters that differ (address.ParamMachine) and the top
// line says that the machine is edited. Shift+M or the menu opens it.
//
// Keys while it is open: ↑ ↓ choose a row (the machines, a parameter, the
// reset), ← → move it a notch (Shift: ten notches) or to the next
// machine, Enter presses the reset, Esc or Shift+M closes.

// machinePanel is the panel's state.
type machinePanel struct {
	geo    layout.MachinePanel
	params []model.ParamSpec // the rows: the table's decisive parameters
	sel    int               // the row the keys act on: 0 the machines, 1… a parameter, len+1 the reset
	rows   []machineRowText  // the rows' words for rowsFor
	names  []string          // the machines' buttons' words for rowsFor: "zen5-cx5 (edited)"
	cur    int               // the button of rowsFor's machine, or -1
	// rowsFor is the configuration the rows were written for
	rowsFor model.Config
	gain    machineGain // what decides the gain (machinegain.go)
	// lines is a text wrapped to its box while the panel is drawn: a
	// row's help, the source, the chart's note and its head
	lines []layout.Span
}

// machineRowText is a parameter row's words.
type machineRowText struct {
	value  string // "85 ns"
	detail string // "40..400 ns · shipped 85"
	source string // "dram-ns: [E] DDR5-6000 load-to-use …": where the shipped value comes from
	edited bool   // the value differs from the shipped machine's
}

// machineBigStep is the notches Shift moves a parameter.
const machineBigStep = 10

// prepare readies the panel for opening: its rows, from the model's
// decisive parameters, the first time; the machines' row selected.
func (m *machinePanel) prepare() {
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

// machineKey handles an arrow or Enter while the panel is open.
func (g *machineEditor) machineKey(k ebiten.Key) {
	m := &g.mach
	last := len(m.params) + 1
	dir := 1
	if k == ebiten.KeyArrowLeft || k == ebiten.KeyArrowUp {
		dir = -1
	}
	switch k {
	case ebiten.KeyArrowUp, ebiten.KeyArrowDown:
		m.sel = max(0, min(last, m.sel+dir))
	case ebiten.KeyArrowLeft, ebiten.KeyArrowRight:
		switch {
		case m.sel == 0:
			g.nextMachine(dir)
		case m.sel <= len(m.params):
			if ebiten.IsKeyPressed(ebiten.KeyShift) {
				dir *= machineBigStep
			}
			g.nudgeParam(m.sel-1, dir)
		}
	case ebiten.KeyEnter, ebiten.KeyNumpadEnter:
		if m.sel == last {
			g.shippedMachine()
		}
	}
}

// pressMachine handles a press while the panel is open: a machine, a − or
// a +, the reset, the close button; a press elsewhere on the card only
// selects the row under it, and one outside the card closes the panel.
func (g *machineEditor) pressMachine(x, y float64) {
	m := &g.mach
	switch {
	case m.geo.Close.Contains(x, y) || !m.geo.Card.Contains(x, y):
		(*Game)(g).do(app.Action{Kind: app.CloseAll})
		return
	case m.geo.Reset.Contains(x, y):
		m.sel = len(m.params) + 1
		g.shippedMachine()
		return
	}
	for i, r := range m.geo.Machines {
		if r.Contains(x, y) {
			m.sel = 0
			g.chooseMachine(model.ProfileNames()[i])
			return
		}
	}
	for i, r := range m.geo.Rows {
		switch {
		case r.Minus.Contains(x, y):
			g.nudgeParam(i, -1)
		case r.Plus.Contains(x, y):
			g.nudgeParam(i, +1)
		case !r.Row.Contains(x, y):
			continue
		}
		m.sel = i + 1
		return
	}
}

// nextMachine chooses the shipped machine after (dir > 0) or before the
// one on the screen.
func (g *machineEditor) nextMachine(dir int) {
	names := model.ProfileNames()
	i := 0
	for k, n := range names {
		if n == g.ses.Config().Profile {
			i = k
		}
	}
	g.chooseMachine(names[(i+dir+len(names))%len(names)])
}

// chooseMachine runs the shipped machine called name, without edits.
func (g *machineEditor) chooseMachine(name string) {
	cfg := g.ses.Config()
	if err := cfg.Set("profile", name); err != nil {
		(*Game)(g).Notify(err.Error())
		return
	}
	g.applyMachine(cfg)
}

// shippedMachine drops the edits: the shipped machine of the same name.
func (g *machineEditor) shippedMachine() {
	cfg := g.ses.Config()
	cfg.Machine = nil
	g.applyMachine(cfg)
}

// nudgeParam moves row i's parameter by dir notches (model.ParamSpec.Nudge)
// on the machine on the screen.
func (g *machineEditor) nudgeParam(i, dir int) {
	spec := g.mach.params[i]
	p, err := g.ses.Config().MachineProfile()
	if err != nil {
		(*Game)(g).Notify(err.Error())
		return
	}
	v := spec.Field(&p).Value
	w := spec.Nudge(v, dir)
	if w == v {
		(*Game)(g).Notify(spec.Name + ": " + model.FormatParam(v) + " is the end of its range " + spec.RangeText())
		return
	}
	q, err := p.Apply([]model.ParamSetting{{Name: spec.Name, Value: w}})
	if err != nil {
		(*Game)(g).Notify(err.Error())
		return
	}
	g.applyMachine(g.ses.Config().WithMachine(q))
}

// applyMachine runs cfg, a new machine, and says so if the model refuses
// it.
func (g *machineEditor) applyMachine(cfg model.Config) {
	if err := cfg.Validate(); err != nil {
		(*Game)(g).Notify(err.Error())
		return
	}
	(*Game)(g).apply(cfg)
}

// machineRows rewrites the rows' words when the machine changed.
func (g *machineEditor) machineRows() {
	m := &g.mach
	cfg := g.ses.Config()
	if m.rows != nil && m.rowsFor == cfg {
		return
	}
	m.rowsFor = cfg
	p, err := cfg.MachineProfile()
	if err != nil {
		return
	}
	shipped, _ := model.LookupProfile(p.Name)
	m.names, m.cur = append(m.names[:0], model.ProfileNames()...), -1
	for i, n := range m.names {
		if n == cfg.Profile {
			m.cur = i
			if cfg.Edited() {
				m.names[i] = n + " (edited)"
			}
		}
	}
	m.rows = m.rows[:0]
	for _, s := range m.params {
		v, orig := s.Field(&p), s.Field(&shipped)
		var d strings.Builder
		d.WriteString(s.RangeText())
		d.WriteString(" · shipped ")
		d.WriteString(model.FormatParam(orig.Value))
		m.rows = append(m.rows, machineRowText{value: paramValueText(s, v.Value), detail: d.String(), source: s.Name + ": " + orig.Source, edited: v.Value != orig.Value})
	}
}

// paramValueText is a parameter's value with its unit: "85 ns", "on".
func paramValueText(s model.ParamSpec, v float64) string {
	switch s.Unit {
	case "bool":
		if v != 0 {
			return "on"
		}
		return "off"
	case "":
		return model.FormatParam(v)
	case "ways", "entries", "buffers", "cycles", "lines", "segments", "packets":
		if v == 1 {
			return "1 " + strings.TrimSuffix(s.Unit, "s") // 1 way
		}
	}
	return model.FormatParam(v) + " " + s.Unit
}

// editedLineMax is how many edits the top line names with their values;
// it must stay short enough to be read at the title's size.
const editedLineMax = 2

// editedLine is the top line on an edited machine: the parameters that
// differ from the shipped machine, the first two with their values
// ("edited machine: rob 455 entries, dram-ns 104 ns"), the others
// counted; the panel has the rest.
func editedLine(cfg model.Config) string {
	p, err := cfg.MachineProfile()
	if err != nil {
		return ""
	}
	base, err := model.LookupProfile(p.Name)
	if err != nil {
		return "machine " + p.Name + " from a file"
	}
	var b strings.Builder
	b.WriteString("edited machine: ")
	diff := p.Diff(&base)
	for i, d := range diff[:min(len(diff), editedLineMax)] {
		if i > 0 {
			b.WriteString(", ")
		}
		spec, _ := model.LookupParam(d.Name)
		b.WriteString(d.Name)
		b.WriteByte(' ')
		b.WriteString(paramValueText(spec, d.Value))
	}
	if n := len(diff) - editedLineMax; n > 0 {
		fmt.Fprintf(&b, " and %d more", n)
	}
	return b.String()
}

// updateMachine keeps the open panel's rows and chart up to date.
func (g *machineEditor) updateMachine() {
	if g.cards.Open != app.MachineCard {
		return
	}
	g.machineRows()
}

// machineEditor is the Game as the machine panel's code sees it:
// choosing a machine, editing its parameters, and measuring what decides
// the gain (machinegain.go).
type machineEditor Game
