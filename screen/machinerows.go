package screen

import (
	"fmt"
	"strings"

	"rxscope/model"
)

// Update keeps the open panel's words up to date: it rewrites the rows
// and the machines' buttons when the machine on the screen changed.
func (m *MachinePanel) Update(open bool) {
	if !open {
		return
	}
	cfg := m.ses.Config()
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
		m.rows = append(m.rows, MachineRowText{Value: ParamValueText(s, v.Value), Detail: d.String(), Source: s.Name + ": " + orig.Source, Edited: v.Value != orig.Value})
	}
}

// ParamValueText is a parameter's value with its unit: "85 ns", "on",
// "1 way".
func ParamValueText(s model.ParamSpec, v float64) string {
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

// EditedLine is the top line on an edited machine: the parameters that
// differ from the shipped machine, the first two with their values
// ("edited machine: rob 455 entries, dram-ns 104 ns"), the others
// counted; the panel has the rest. A machine of no shipped name is "from
// a file".
func EditedLine(cfg model.Config) string {
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
		b.WriteString(ParamValueText(spec, d.Value))
	}
	if n := len(diff) - editedLineMax; n > 0 {
		fmt.Fprintf(&b, " and %d more", n)
	}
	return b.String()
}
