package lessons

import "strings"

// Measured is the table of the figures a step's text quotes, as its runs
// measured them: one column for each run the step makes (its main run
// first, then every run it compares with), one row for each figure the
// text quotes, each cell printed as the text prints it. A visualizer shows
// it beside the text so that the screen and the words give the same
// numbers; the live simulations' counters are another matter, shown apart.
type Measured struct {
	Runs []MeasuredRun
	Rows []MeasuredRow
}

// MeasuredRun is a column of the table: the run's name ("" for the step's
// main run) and the knobs it changes from the step's configuration, as
// "distance=0".
type MeasuredRun struct {
	Name    string
	Changes string
}

// MeasuredRow is a row of the table: the figure's label and its value in
// each run, "" where the run gives no sample of it.
type MeasuredRow struct {
	Figure string // as written in a placeholder: "cpp"
	Label  string // for people: "NAPI CPU cycles per packet"
	Cells  []string
}

// measuredTable builds the table of the figures in quoted (as fill
// collected them): the knobs, the published figures and the changes are
// left out (a change's two figures are rows), each figure once, in order
// of first appearance, in every run of rs.
func measuredTable(rs runs, quoted []Figure) Measured {
	var m Measured
	for _, r := range rs {
		m.Runs = append(m.Runs, MeasuredRun{Name: r.name, Changes: r.changes})
	}
	for _, q := range quoted {
		key := q.Key
		if strings.HasPrefix(key, publishedPrefix) {
			continue
		}
		if rest, ok := strings.CutPrefix(key, "change."); ok {
			if i := strings.LastIndexByte(rest, '.'); i > 0 {
				key = rest[:i]
			}
		}
		name, _ := rs.split(key)
		f := figureByName(name)
		if f == nil || m.has(name) {
			continue
		}
		row := MeasuredRow{Figure: name, Label: f.label, Cells: make([]string, len(rs))}
		for i, r := range rs {
			if v, ok := f.eval(r); ok {
				row.Cells[i] = v.text
			}
		}
		m.Rows = append(m.Rows, row)
	}
	return m
}

func (m *Measured) has(figure string) bool {
	for _, r := range m.Rows {
		if r.Figure == figure {
			return true
		}
	}
	return false
}

// settingsText prints ss as "distance=0, inject=off".
func settingsText(ss []Setting) string {
	var b strings.Builder
	for i, s := range ss {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(s.String())
	}
	return b.String()
}
