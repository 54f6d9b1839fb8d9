package lessons

import "strings"

// Table is the figures a step's text quotes, as its runs
// measured them: one column for each run the step makes (its main run
// first, then every run it compares with), one row for each figure the
// text quotes, each cell printed as the text prints it. A visualizer shows
// it beside the text so that the screen and the words give the same
// numbers; the live simulations' counters are another matter, shown apart.
type Table struct {
	Runs []TableColumn
	Rows []TableRow
}

// TableColumn is a column of the table: the run's name ("" for the step's
// main run) and the knobs it changes from the step's configuration, as
// "distance=0".
type TableColumn struct {
	Name    string
	Changes string
}

// TableRow is a row of the table: the figure's label and its value in
// each run, "" where the run gives no sample of it.
type TableRow struct {
	Figure string // as written in a placeholder: "cpp"
	Label  string // for people: "NAPI CPU cycles per packet"
	Cells  []string
}

// newTable builds the table of the figures in quoted (as fill
// collected them): the knobs, the published figures and the changes are
// left out (a change's two figures are rows), each figure once, in order
// of first appearance, in every run of rs.
func newTable(rs runs, quoted []Quote) Table {
	var m Table
	for _, r := range rs {
		m.Runs = append(m.Runs, TableColumn{Name: r.name, Changes: r.changes})
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
		row := TableRow{Figure: name, Label: f.label, Cells: make([]string, len(rs))}
		for i, r := range rs {
			if v, ok := f.eval(r); ok {
				row.Cells[i] = v.text
			}
		}
		m.Rows = append(m.Rows, row)
	}
	return m
}

func (m *Table) has(figure string) bool {
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
