package screen

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"rxscope/address"
	"rxscope/app"
	"rxscope/layout"
	"rxscope/lessons"
	"rxscope/model"
)

// openKnobs is the knobs drawer of a screen on cfg, opened (A) as the
// screen opens it.
func openKnobs(t *testing.T, cfg model.Config) (*KnobsDrawer, *session) {
	t.Helper()
	ses := newSession(t, cfg)
	d := NewKnobsDrawer(ses, halfEm)
	d.Prepare()
	d.Update(true)
	return &d, ses
}

// snap is the drawer's part of the snapshot, open.
func (d *KnobsDrawer) snap() app.KnobsDrawerState {
	var s app.KnobsDrawerState
	d.Snapshot(&s, true)
	return s
}

// value is the drawer's value of row name ("" when it has no such row).
func (d *KnobsDrawer) value(name string) string {
	s := d.snap()
	if i := slices.Index(s.Rows, name); i >= 0 && i < len(s.Values) {
		return s.Values[i]
	}
	return ""
}

// row is the drawer's row called name.
func (d *KnobsDrawer) row(t *testing.T, name string) layout.KnobsRow {
	t.Helper()
	i := slices.Index(d.Names(), name)
	if i < 0 {
		t.Fatalf("the drawer has no row %s: %v", name, d.Names())
	}
	return d.Geo().Rows[i]
}

// query is the URL's query of the screen's configuration, parsed.
func query(cfg model.Config) url.Values {
	st := address.Default()
	st.Config = cfg
	q, _ := url.ParseQuery(st.Query())
	return q
}

// TestKnobsDrawer: every knob of the model's table has a row with a
// value; by keyboard (the arrows) the budget goes down to 8 and by mouse
// the receive queue to legacy; the URL carries both, the button counts
// them, a notch the model refuses says which knob and why, and the link
// opened elsewhere gives the same knobs.
func TestKnobsDrawer(t *testing.T) {
	d, ses := openKnobs(t, model.DefaultConfig())
	if !d.snap().Open {
		t.Fatal("the snapshot of the open drawer says it is closed")
	}
	for _, r := range app.KnobRows() {
		if d.value(r.Name()) == "" {
			t.Errorf("the drawer has no value for %s: rows %v", r.Name(), d.snap().Rows)
		}
	}
	if d.Label() != "All knobs" {
		t.Errorf("the button on the default knobs: %q", d.Label())
	}
	budget := slices.Index(d.snap().Rows, "budget")
	for d.snap().Sel < budget {
		d.MoveRow(+1)
	}
	for range 3 {
		d.Notch(-1) // 64 → 32 → 16 → 8
	}
	if d.Press(centre(d.row(t, "rq").Plus)) { // striding → legacy
		t.Fatal("rq's + closed the drawer")
	}
	if d.value("budget") != "8 CQEs" || d.value("rq") != "legacy" {
		t.Fatalf("after the keys and the press: budget %q, rq %q", d.value("budget"), d.value("rq"))
	}
	if q := query(ses.cfg); q.Get("budget") != "8" || q.Get("rq") != "legacy" {
		t.Errorf("the URL: %v; want budget=8 and rq=legacy", q)
	}
	if want := "All knobs · 2 set"; d.Label() != want {
		t.Errorf("the button: %q; want %q", d.Label(), want)
	}
	// lro needs TCP traffic: the model refuses it, and the banner says so
	before := ses.cfg
	d.Press(centre(d.row(t, "lro").Plus))
	if d.value("lro") != "off" || !strings.HasPrefix(ses.lastNotice(), "lro:") || ses.cfg != before {
		t.Errorf("lro on flood traffic: value %q, notice %q; want off and a notice naming lro", d.value("lro"), ses.lastNotice())
	}
	if s := d.snap(); s.Sel != slices.Index(s.Rows, "lro") {
		t.Errorf("a press on lro's + selected row %d", s.Sel)
	}
	// the link opened elsewhere, the drawer opened by its button
	link, ns := address.Parse(query(ses.cfg).Encode(), address.Default(), lessons.Catalog)
	r, _ := openKnobs(t, link.Config)
	if len(ns) != 0 || r.value("budget") != "8 CQEs" || r.value("rq") != "legacy" {
		t.Errorf("the link's drawer: budget %q, rq %q, notices %v", r.value("budget"), r.value("rq"), ns)
	}
}

// TestKnobsDrawerLesson: lesson 6 step 4 asks to turn the shinfo line
// off (lines = headers,page, the run it compares with); the drawer's row
// shows it on, and one press on its − does it; the URL says so.
func TestKnobsDrawerLesson(t *testing.T) {
	l, ok := lessons.Lookup("shinfo")
	if !ok {
		t.Fatal("no lesson shinfo")
	}
	cfg, err := l.Config(3)
	if err != nil {
		t.Fatal(err)
	}
	d, ses := openKnobs(t, cfg)
	if d.value("lines shinfo") != "on" || d.value("lines headers") != "on" {
		t.Fatalf("the drawer's lines: shinfo %q, headers %q; want on, on", d.value("lines shinfo"), d.value("lines headers"))
	}
	d.Press(centre(d.row(t, "lines shinfo").Minus))
	if d.value("lines shinfo") != "off" || d.value("lines page") != "on" {
		t.Errorf("after the press: shinfo %q, page %q; want off, on", d.value("lines shinfo"), d.value("lines page"))
	}
	if got := query(ses.cfg).Get("lines"); got != "headers,page" {
		t.Errorf("the URL's lines=%q; want headers,page", got)
	}
}

// TestKnobsDrawerKeys: ↑ ↓ stop at the first and the last row; the help
// is the selected row's (app.KnobRow.HelpLine), in lines of its box.
func TestKnobsDrawerKeys(t *testing.T) {
	d, ses := openKnobs(t, model.DefaultConfig())
	rows := app.KnobRows()
	d.MoveRow(-1)
	if d.Sel() != 0 || d.Help() != rows[0].HelpLine() {
		t.Errorf("↑ on the first row: sel %d, help %q", d.Sel(), d.Help())
	}
	for range len(rows) + 3 {
		d.MoveRow(+1)
	}
	last := len(rows) - 1
	if d.Sel() != last || d.Help() != rows[last].HelpLine() {
		t.Errorf("↓ past the last row: sel %d, help %q", d.Sel(), d.Help())
	}
	var joined strings.Builder
	for _, s := range d.HelpSpans() {
		if w := halfEm(d.Help()[s.Start:s.End], layout.KnobsHelpSize); w > d.Geo().Help.W-32 {
			t.Errorf("a help line %q is %.0f wide, over its box", d.Help()[s.Start:s.End], w)
		}
		joined.WriteString(d.Help()[s.Start:s.End])
	}
	if len(d.HelpSpans()) == 0 || strings.Join(strings.Fields(joined.String()), "") != strings.Join(strings.Fields(d.Help()), "") {
		t.Errorf("the help's lines %v do not hold %q", d.HelpSpans(), d.Help())
	}
	if ses.applied != 0 || len(ses.notices) != 0 {
		t.Errorf("moving the selection applied %d configurations, notices %q", ses.applied, ses.notices)
	}
	// a notch lights the row: its value differs from the default
	i := slices.Index(d.Names(), "budget")
	d.MoveRow(i - d.Sel())
	if d.Changed(i) {
		t.Error("the default budget is lit")
	}
	d.Notch(+1)
	if !d.Changed(i) || ses.applied != 1 {
		t.Errorf("budget a notch up: lit %v, %d applied", d.Changed(i), ses.applied)
	}
}

// TestKnobsDrawerPress: a press on a row's body selects it and changes
// nothing; the close button and a press outside the card close the
// drawer.
func TestKnobsDrawerPress(t *testing.T) {
	d, ses := openKnobs(t, model.DefaultConfig())
	r := d.row(t, "budget")
	if d.Press(r.Name.X+2, r.Name.Y+2) || d.Sel() != slices.Index(d.Names(), "budget") || ses.applied != 0 {
		t.Errorf("a press on budget's name: sel %d, %d applied", d.Sel(), ses.applied)
	}
	if d.Press(centre(d.row(t, "budget").Minus)); d.value("budget") != "32 CQEs" {
		t.Errorf("budget's −: %q; want 32 CQEs", d.value("budget"))
	}
	g := d.Geo()
	if !d.Press(centre(g.Close)) || !d.Press(g.Card.X-10, g.Card.Y+10) {
		t.Error("neither the close button nor a press outside the card closes the drawer")
	}
}

// TestKnobsDrawerSnapshot: closed, the snapshot has the rows, no values
// filled and no buttons; open, "knobs-minus-" and "knobs-plus-" for each
// row with its spaces as dashes, and "knobs-close".
func TestKnobsDrawerSnapshot(t *testing.T) {
	d, _ := openKnobs(t, model.DefaultConfig())
	var s app.KnobsDrawerState
	d.Snapshot(&s, false)
	if s.Open || len(s.Rows) != len(app.KnobRows()) || s.Values != nil {
		t.Errorf("closed: %+v", s)
	}
	n := 0
	d.Rects(false, func(string, layout.Rect) { n++ })
	got := map[string]bool{}
	d.Rects(true, func(name string, _ layout.Rect) { got[name] = true })
	if n != 0 || len(got) != 2*len(d.Names())+1 {
		t.Errorf("%d buttons closed, %d open; want 0, %d", n, len(got), 2*len(d.Names())+1)
	}
	for _, name := range []string{"knobs-minus-lines-shinfo", "knobs-plus-budget", "knobs-close"} {
		if !got[name] {
			t.Errorf("no button %s", name)
		}
	}
	if n := testing.AllocsPerRun(100, func() {
		d.Update(true)
		d.Snapshot(&s, true)
	}); n != 0 {
		t.Errorf("%.1f allocations a frame with the drawer open", n)
	}
}

// TestKnobsButtonLabel: the button counts the knobs without a control on
// the strip that differ from the default, not the seed.
func TestKnobsButtonLabel(t *testing.T) {
	tests := []struct {
		set  map[string]string
		want string
	}{
		{nil, "All knobs"},
		{map[string]string{"budget": "8"}, "All knobs · 1 set"},
		{map[string]string{"budget": "8", "rq": "legacy"}, "All knobs · 2 set"},
		{map[string]string{"seed": "7"}, "All knobs"},
		{map[string]string{"distance": "6"}, "All knobs"}, // its slider says it
	}
	for _, tt := range tests {
		cfg := model.DefaultConfig()
		for k, v := range tt.set {
			if err := cfg.Set(k, v); err != nil {
				t.Fatal(err)
			}
		}
		if got := KnobsButtonLabel(cfg); got != tt.want {
			t.Errorf("KnobsButtonLabel(%v) = %q; want %q", tt.set, got, tt.want)
		}
	}
}
