package screen

import (
	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// The knobs drawer (A, or the knobs button at the end of the strip, or
// the menu) has a control for every knob of the model's table, beside
// the few on the knobs strip: the receive queue, the variant, the
// traffic and its burst, the ring, the budget, the lines the look-ahead
// covers, the header copy, LRO, the sink, where the application runs,
// the seed. Its rows come from app.KnobRows and move by app.NudgeKnob, so
// a knob added to the table gets its row; a change restarts both
// simulations as any knob does (Restarter.Apply), and the URL carries it.
//
// Keys while it is open: ↑ ↓ choose a row, ← → move it a notch, Esc or A
// closes. A notch the model refuses leaves the knobs as they were and
// says why in the banner.

// KnobsDrawer is the drawer's state: its rows, the one selected, their
// words for the configuration on the screen, and the button's words.
type KnobsDrawer struct {
	ses     Restarter
	measure func(string, float64) float64 // a text's width at a size, in design units, for the help's lines
	geo     layout.KnobsDrawer
	rows    []app.KnobRow
	sel     int // the row the keys act on
	// the rows' words for the configuration textFor
	names, values []string
	changed       []bool // the value differs from the default
	help          string // the selected row's help, range and default
	helpSpans     []layout.Span
	textFor       model.Config // the configuration the words are of
	textSel       int          // the row the help is of
	// the button's words (KnobsButtonLabel) and their configuration
	label    string
	labelFor model.Config
}

// KnobsHint is the drawer's note beside its title.
const KnobsHint = "↑ ↓ a row · ← → a notch · Esc or A closes"

// NewKnobsDrawer is the drawer of the screen ses, closed; measure is a
// text's width at a size on the cards, which breaks the help into lines.
func NewKnobsDrawer(ses Restarter, measure func(s string, size float64) float64) KnobsDrawer {
	return KnobsDrawer{ses: ses, measure: measure}
}

// Prepare readies the drawer for opening: its rows, from the model's
// knob table (app.KnobRows), the first time.
func (d *KnobsDrawer) Prepare() {
	if d.rows == nil {
		d.rows = app.KnobRows()
		d.geo = layout.NewKnobsDrawer(len(d.rows))
		d.names = make([]string, len(d.rows))
		for i, r := range d.rows {
			d.names[i] = r.Name()
		}
	}
}

// Geo is the drawer's geometry.
func (d *KnobsDrawer) Geo() *layout.KnobsDrawer { return &d.geo }

// Names are the rows' names: "budget", "lines shinfo".
func (d *KnobsDrawer) Names() []string { return d.names }

// Values are the rows' values as the drawer shows them: "64 CQEs".
func (d *KnobsDrawer) Values() []string { return d.values }

// Changed reports whether row i's value differs from the default.
func (d *KnobsDrawer) Changed(i int) bool { return d.changed[i] }

// Sel is the row the keys act on.
func (d *KnobsDrawer) Sel() int { return d.sel }

// Help is the selected row's help, range and default, and HelpSpans its
// lines in the help's box.
func (d *KnobsDrawer) Help() string { return d.help }

// HelpSpans are the lines of Help in the help's box.
func (d *KnobsDrawer) HelpSpans() []layout.Span { return d.helpSpans }

// Label is the knobs button's words (KnobsButtonLabel).
func (d *KnobsDrawer) Label() string { return d.label }

// MoveRow moves the selection d rows down (up when n < 0): ↑ ↓.
func (d *KnobsDrawer) MoveRow(n int) {
	d.sel = max(0, min(len(d.rows)-1, d.sel+n))
	d.Update(true)
}

// Notch moves the selected row a notch in direction dir: ← −1, → +1.
func (d *KnobsDrawer) Notch(dir int) {
	d.nudge(d.sel, dir)
	d.Update(true)
}

// Key hands the open drawer an arrow: ↑ ↓ a row, ← → a notch.
func (d *KnobsDrawer) Key(k Key) {
	switch k {
	case KeyArrowUp:
		d.MoveRow(-1)
	case KeyArrowDown:
		d.MoveRow(+1)
	case KeyArrowLeft:
		d.Notch(-1)
	case KeyArrowRight:
		d.Notch(+1)
	}
}

// Press handles a press at the whole screen's design point (x, y): a −
// or a +; a press elsewhere on a row selects it. It reports true for the
// close button and a press outside the card, which close the drawer.
func (d *KnobsDrawer) Press(x, y float64) (closes bool) {
	if d.geo.Close.Contains(x, y) || !d.geo.Card.Contains(x, y) {
		return true
	}
	for i, r := range d.geo.Rows {
		if !r.Row.Contains(x, y) {
			continue
		}
		d.sel = i
		switch {
		case r.Minus.Contains(x, y):
			d.nudge(i, -1)
		case r.Plus.Contains(x, y):
			d.nudge(i, +1)
		}
		break
	}
	d.Update(true)
	return false
}

// nudge moves row i a notch in direction dir, or says in the banner why
// it cannot.
func (d *KnobsDrawer) nudge(i, dir int) {
	cfg, err := app.NudgeKnob(d.ses.Config(), d.rows[i], dir)
	if err != nil {
		d.ses.Notify(err.Error())
		return
	}
	d.ses.Apply(cfg)
}

// Update writes the button's words, and while the drawer is open the
// rows' values and the selected row's help, for the configuration on the
// screen. The screen's Update calls it each tick; it writes only when the
// knobs or the row changed.
func (d *KnobsDrawer) Update(open bool) {
	cfg := d.ses.Config()
	if d.label == "" || cfg != d.labelFor {
		d.label, d.labelFor = KnobsButtonLabel(cfg), cfg
	}
	if !open || d.values != nil && cfg == d.textFor && d.sel == d.textSel {
		return
	}
	d.textFor, d.textSel = cfg, d.sel
	def := model.DefaultConfig()
	d.values = d.values[:0]
	d.changed = d.changed[:0]
	for _, r := range d.rows {
		v := app.KnobValueText(cfg, r)
		d.values = append(d.values, v)
		d.changed = append(d.changed, v != app.KnobValueText(def, r)) // a set's member by itself
	}
	r := d.rows[d.sel]
	d.help = r.HelpLine()
	d.helpSpans = layout.Wrap(d.helpSpans[:0], d.help, d.geo.Help.W-32, layout.KnobsHelpSize, d.measure)
}
