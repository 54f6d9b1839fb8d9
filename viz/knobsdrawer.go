package viz

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/app"
	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/model"
)

// The knobs drawer (A, or the menu) has a control for every knob of the
// model's table, beside the few on the knobs strip: the receive queue,
// the variant, the traffic and its burst, the ring, the budget, the lines
// the look-ahead covers, the header copy, LRO, the sink, where the
// application runs, the seed. Its rows come from app.KnobRows and move by
// app.NudgeKnob, so a knob added to the table gets its row; a change
// restarts both simulations as any knob does, and the URL carries it.
//
// Keys while it is open: ↑ ↓ choose a row, ← → move it a notch, Esc or A
// closes. A notch the model refuses leaves the knobs as they were and
// says why in the banner.

// knobsDrawer is the drawer's state.
type knobsDrawer struct {
	geo  layout.KnobsDrawer
	rows []app.KnobRow
	sel  int // the row the keys act on
	// the rows' words for the configuration textFor
	names, values []string
	changed       []bool // the value differs from the default
	help          string // the selected row's help, range and default
	helpSpans     []layout.Span
	textFor       model.Config // the configuration the words are of
	textSel       int          // the row the help is of
	// the button's words ("All knobs · 2 set": the knobs without a
	// control on the strip that differ from the default) and their
	// configuration
	label    string
	labelFor model.Config
}

// knobsHint is the drawer's note beside its title.
const knobsHint = "↑ ↓ a row · ← → a notch · Esc or A closes"

// prepare readies the drawer for opening: its rows, from the model's
// knob table (app.KnobRows), the first time.
func (d *knobsDrawer) prepare() {
	if d.rows == nil {
		d.rows = app.KnobRows()
		d.geo = layout.NewKnobsDrawer(len(d.rows))
		d.names = make([]string, len(d.rows))
		for i, r := range d.rows {
			d.names[i] = r.Name()
		}
	}
}

// knobsDrawerKey handles an arrow while the drawer is open.
func (g *knobsEditor) knobsDrawerKey(k ebiten.Key) {
	d := &g.drawer
	switch k {
	case ebiten.KeyArrowUp:
		d.sel = max(0, d.sel-1)
	case ebiten.KeyArrowDown:
		d.sel = min(len(d.rows)-1, d.sel+1)
	case ebiten.KeyArrowLeft:
		g.nudgeKnobRow(d.sel, -1)
	case ebiten.KeyArrowRight:
		g.nudgeKnobRow(d.sel, +1)
	}
	g.knobsDrawerText()
}

// pressKnobsDrawer handles a press while the drawer is open: a − or a +,
// the close button; a press elsewhere on a row selects it, and one
// outside the card closes the drawer.
func (g *knobsEditor) pressKnobsDrawer(x, y float64) {
	d := &g.drawer
	if d.geo.Close.Contains(x, y) || !d.geo.Card.Contains(x, y) {
		(*Game)(g).do(app.Action{Kind: app.CloseAll})
		return
	}
	for i, r := range d.geo.Rows {
		if !r.Row.Contains(x, y) {
			continue
		}
		d.sel = i
		switch {
		case r.Minus.Contains(x, y):
			g.nudgeKnobRow(i, -1)
		case r.Plus.Contains(x, y):
			g.nudgeKnobRow(i, +1)
		}
		break
	}
	g.knobsDrawerText()
}

// nudgeKnobRow moves row i a notch in direction dir, or says in the
// banner why it cannot.
func (g *knobsEditor) nudgeKnobRow(i, dir int) {
	cfg, err := app.NudgeKnob(g.ses.Config(), g.drawer.rows[i], dir)
	if err != nil {
		(*Game)(g).Notify(err.Error())
		return
	}
	(*Game)(g).apply(cfg)
}

// knobsDrawerText writes the rows' values and the selected row's help
// for the configuration on the screen. Update calls it each tick the
// drawer is open; it writes only when the knobs or the row changed.
func (g *knobsEditor) knobsDrawerText() {
	d := &g.drawer
	cfg := g.ses.Config()
	if d.label == "" || cfg != d.labelFor {
		d.label, d.labelFor = knobsButtonLabel(cfg), cfg
	}
	if g.cards.Open != app.KnobsCard || d.values != nil && cfg == d.textFor && d.sel == d.textSel {
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
	d.helpSpans = layout.Wrap(d.helpSpans[:0], d.help, d.geo.Help.W-32, layout.KnobsHelpSize, (*view)(g).measureCardText)
}

// drawKnobsDrawer paints the drawer over the screen; a knob that differs
// from the default is in the highlight colour.
func (g *cardView) drawKnobsDrawer(p *painter) {
	d := &g.drawer
	if g.cards.Open != app.KnobsCard {
		return
	}
	th := g.theme
	geo := &d.geo
	g.drawCardTitled(p, geo.Card, geo.Close, geo.Title, "All knobs", 220, knobsHint, layout.KnobsHelpSize)
	for i := range geo.Rows {
		if i >= len(d.values) {
			break
		}
		r := &geo.Rows[i]
		p.roundRect(r.Row, 10, th.Background)
		c := th.Text
		if d.changed[i] {
			c = th.Highlight
		}
		p.textIn(d.names[i], r.Name, layout.KnobsNameSize, Bold, c, glyph.AlignStart)
		for _, b := range [...]struct {
			r     layout.Rect
			label string
		}{{r.Minus, "−"}, {r.Plus, "+"}} {
			p.roundRect(b.r, 10, g.theme.buttonFace(g.pointers.over(b.r)))
			p.textIn(b.label, b.r, 34, Bold, th.Text, glyph.AlignCenter)
		}
		p.textIn(d.values[i], r.Value, layout.KnobsValueSize, Bold, c, glyph.AlignCenter)
		if i == d.sel {
			p.frame(r.Row.Inset(-3), 3, th.Focus)
		}
	}
	p.roundRect(geo.Help, 10, th.Background)
	// the box holds the longest help of the table (TestKnobsDrawerFits)
	lines := d.helpSpans[:min(len(d.helpSpans), layout.KnobsHelpLines)]
	y := geo.Help.Y + (geo.Help.H-float64(len(lines))*layout.KnobsHelpLineH)/2
	for i, s := range lines {
		p.textIn(d.help[s.Start:s.End], layout.Rect{X: geo.Help.X + 16, Y: y + float64(i)*layout.KnobsHelpLineH, W: geo.Help.W - 32, H: layout.KnobsHelpLineH}, layout.KnobsHelpSize, Regular, th.Text, glyph.AlignStart)
	}
}

// snapshotKnobsDrawer fills the drawer's part of the snapshot.
func (g *reporter) snapshotKnobsDrawer(s *app.Snapshot) {
	d := &g.drawer
	ks := &s.KnobsDrawer
	ks.Open, ks.Sel = g.cards.Open == app.KnobsCard, d.sel
	if len(ks.Rows) != len(d.names) {
		ks.Rows = append([]string(nil), d.names...)
	}
	if g.cards.Open != app.KnobsCard {
		return
	}
	if len(ks.Values) != len(d.values) {
		ks.Values = make([]string, len(d.values))
	}
	copy(ks.Values, d.values)
}

// snapshotKnobsDrawerRects adds the open drawer's buttons to the
// controls: "knobs-minus-" and "knobs-plus-" and a row's name with its
// spaces as dashes ("knobs-plus-lines-shinfo"), and "knobs-close".
func (g *reporter) snapshotKnobsDrawerRects(add func(string, layout.Rect)) {
	d := &g.drawer
	if g.cards.Open != app.KnobsCard {
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

// knobsButtonLabel is the drawer's button's words for cfg: "All knobs",
// and how many knobs without a control on the strip differ from the
// default ("All knobs · 2 set"), so that a lesson's hidden settings show.
func knobsButtonLabel(cfg model.Config) string {
	def := model.DefaultConfig()
	n := 0
	for _, k := range model.Knobs() {
		if k.Screen.Control == model.NoControl && k.Name != "seed" && cfg.Get(k.Name) != def.Get(k.Name) {
			n++
		}
	}
	if n == 0 {
		return "All knobs"
	}
	return "All knobs · " + strconv.Itoa(n) + " set"
}

// drawKnobsButton paints the drawer's button at the end of the knobs
// strip, framed under the mouse or while the drawer is open.
func (g *view) drawKnobsButton(p *painter) {
	b := g.screen.KnobsButton
	if b.W <= 0 {
		return
	}
	th := g.theme
	p.roundRect(b, 10, g.theme.buttonFace(g.pointers.overPanel(b)))
	p.textIn(g.drawer.label, b.Inset(12), 24, Bold, th.Text, glyph.AlignCenter)
	if g.cards.Open == app.KnobsCard || g.pointers.overPanel(b) {
		p.frame(b.Inset(2), 3, th.Focus)
	}
}

// knobsEditor is the Game as the knobs drawer's code sees it: choosing a
// row, moving it a notch, and the rows' words.
type knobsEditor Game
