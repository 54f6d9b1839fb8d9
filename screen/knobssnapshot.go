package screen

import (
	"rxscope/app"
	"rxscope/layout"
)

// Snapshot fills the drawer's part of the snapshot: its rows always,
// their values while it is open. It allocates only when the rows or
// their number changed.
func (d *KnobsDrawer) Snapshot(ks *app.KnobsDrawerState, open bool) {
	ks.Open, ks.Sel = open, d.sel
	if len(ks.Rows) != len(d.names) {
		ks.Rows = append([]string(nil), d.names...)
	}
	if !open {
		return
	}
	if len(ks.Values) != len(d.values) {
		ks.Values = make([]string, len(d.values))
	}
	copy(ks.Values, d.values)
}

// Rects adds the open drawer's buttons to the snapshot's controls:
// "knobs-minus-" and "knobs-plus-" and a row's name with its spaces as
// dashes ("knobs-plus-lines-shinfo"), and "knobs-close".
func (d *KnobsDrawer) Rects(open bool, add func(string, layout.Rect)) {
	if !open {
		return
	}
	for i, r := range d.geo.Rows {
		name := dashed(d.names[i])
		add("knobs-minus-"+name, r.Minus)
		add("knobs-plus-"+name, r.Plus)
	}
	add("knobs-close", d.geo.Close)
}

// dashed is s with its spaces as dashes.
func dashed(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c == ' ' {
			b[i] = '-'
		}
	}
	return string(b)
}
