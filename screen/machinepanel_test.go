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

// openMachine is the machine panel of a screen on cfg, opened (Shift+M)
// and its words written, as the screen's Update writes them.
func openMachine(t *testing.T, cfg model.Config) (*MachinePanel, *session) {
	t.Helper()
	ses := newSession(t, cfg)
	m := NewMachinePanel(ses)
	m.Prepare()
	m.Update(true)
	return &m, ses
}

// snap is the panel's part of the snapshot, open.
func (m *MachinePanel) snap() app.MachineState {
	var s app.MachineState
	m.Snapshot(&s, true)
	return s
}

// value is the panel's text of parameter name, after the screen's
// Update.
func (m *MachinePanel) value(name string) string {
	m.Update(true)
	s := m.snap()
	if i := slices.Index(s.Params, name); i >= 0 && i < len(s.Values) {
		return s.Values[i]
	}
	return ""
}

// row is the panel's row of parameter name (0-based among the
// parameters).
func (m *MachinePanel) row(t *testing.T, name string) int {
	t.Helper()
	for i, p := range m.Params() {
		if p.Name == name {
			return i
		}
	}
	t.Fatalf("the panel has no row %s", name)
	return -1
}

// param is the parameter called name.
func param(t *testing.T, name string) model.ParamSpec {
	t.Helper()
	s, err := model.LookupParam(name)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestMachinePanelOpens: Shift+M opens the panel on the shipped machine,
// its rows the table's decisive parameters with their values, the
// machines' row selected.
func TestMachinePanelOpens(t *testing.T) {
	m, _ := openMachine(t, model.DefaultConfig())
	s := m.snap()
	if !s.Open || s.Edited || s.Profile != "zen5-cx5" || s.Sel != 0 {
		t.Fatalf("Shift+M: panel %+v", s)
	}
	if m.value("dram-ns") != "85 ns" || m.value("rob") != "448 entries" {
		t.Errorf("Shift+M: dram-ns %q, rob %q; want 85 ns, 448 entries", m.value("dram-ns"), m.value("rob"))
	}
	var want []string
	for _, p := range model.ParamSpecs() {
		if p.Decisive {
			want = append(want, p.Name)
		}
	}
	if !slices.Equal(s.Params, want) || len(s.Values) != len(want) {
		t.Errorf("the rows %v with %d values; want the decisive parameters %v", s.Params, len(s.Values), want)
	}
	if got, want := m.Names(), model.ProfileNames(); !slices.Equal(got, want) || m.Current() != 0 {
		t.Errorf("the machines' buttons %v, the current %d; want %v, 0", got, m.Current(), want)
	}
	for i, r := range m.Rows() {
		if r.Edited || r.Detail == "" || !strings.HasPrefix(r.Source, want[i]+": ") {
			t.Errorf("row %s: %+v", want[i], r)
		}
	}
	var closed app.MachineState
	m.Snapshot(&closed, false)
	if closed.Open {
		t.Error("the snapshot of a closed panel says it is open")
	}
}

// TestMachineKeys: ↑ ↓ move the selection within the machines' row and
// the reset; ← → on the machines' row choose the next shipped machine,
// on a parameter a notch or, with Shift, ten; Enter on the reset drops
// the edits, Enter elsewhere does nothing.
func TestMachineKeys(t *testing.T) {
	names := model.ProfileNames()
	dram := param(t, "dram-ns")
	type step struct {
		do      func(m *MachinePanel)
		sel     int    // the selection after it, -1 for the reset
		profile string // the machine after it
		dram    string // dram-ns's value after it
		edited  bool
	}
	down := func(n int) func(m *MachinePanel) { return func(m *MachinePanel) { m.MoveRow(n) } }
	notch := func(dir int, big bool) func(m *MachinePanel) { return func(m *MachinePanel) { m.Notch(dir, big) } }
	enter := func(m *MachinePanel) { m.Enter() }
	m0, _ := openMachine(t, model.DefaultConfig())
	dramRow := 1 + m0.row(t, "dram-ns")
	up10 := model.FormatParam(dram.Nudge(85, 10)) + " ns"
	tests := []struct {
		name  string
		steps []step
	}{
		{"↑ at the top stays", []step{{do: down(-1), sel: 0, profile: names[0], dram: "85 ns"}}},
		{"↓ stops at the reset", []step{{do: down(100), sel: -1, profile: names[0], dram: "85 ns"}}},
		{"→ on the machines: the next", []step{{do: notch(+1, false), sel: 0, profile: names[1], dram: m0.shippedValue(t, names[1], "dram-ns")}}},
		{"← on the machines: the last", []step{{do: notch(-1, false), sel: 0, profile: names[len(names)-1], dram: m0.shippedValue(t, names[len(names)-1], "dram-ns")}}},
		{"Shift+→ on dram-ns: ten notches, then Enter on the reset", []step{
			{do: down(dramRow), sel: dramRow, profile: names[0], dram: "85 ns"},
			{do: notch(+1, true), sel: dramRow, profile: names[0], dram: up10, edited: true},
			{do: enter, sel: dramRow, profile: names[0], dram: up10, edited: true}, // not on the reset
			{do: down(100), sel: -1, profile: names[0], dram: up10, edited: true},
			{do: notch(+1, false), sel: -1, profile: names[0], dram: up10, edited: true}, // the reset has no notch
			{do: enter, sel: -1, profile: names[0], dram: "85 ns"},
		}},
		{"→ then ← on dram-ns", []step{
			{do: down(dramRow), sel: dramRow, profile: names[0], dram: "85 ns"},
			{do: notch(+1, false), sel: dramRow, profile: names[0], dram: model.FormatParam(dram.Nudge(85, 1)) + " ns", edited: true},
			{do: notch(-1, false), sel: dramRow, profile: names[0], dram: model.FormatParam(dram.Nudge(dram.Nudge(85, 1), -1)) + " ns", edited: dram.Nudge(dram.Nudge(85, 1), -1) != 85},
		}},
	}
	for _, tt := range tests {
		m, ses := openMachine(t, model.DefaultConfig())
		for i, st := range tt.steps {
			st.do(m)
			sel := st.sel
			if sel < 0 {
				sel = len(m.Params()) + 1
			}
			s := m.snap()
			if got := m.value("dram-ns"); s.Sel != sel || ses.cfg.Profile != st.profile || got != st.dram || ses.cfg.Edited() != st.edited {
				t.Errorf("%s, step %d: sel %d, %s, dram-ns %q, edited %v; want %d, %s, %q, %v",
					tt.name, i, s.Sel, ses.cfg.Profile, got, ses.cfg.Edited(), sel, st.profile, st.dram, st.edited)
			}
		}
		if len(ses.notices) != 0 {
			t.Errorf("%s: notices %q", tt.name, ses.notices)
		}
	}
}

// shippedValue is parameter name's value on the shipped machine called
// profile, as the panel writes it.
func (m *MachinePanel) shippedValue(t *testing.T, profile, name string) string {
	t.Helper()
	p, err := model.LookupProfile(profile)
	if err != nil {
		t.Fatal(err)
	}
	s := param(t, name)
	return ParamValueText(s, s.Field(&p).Value)
}

// TestMachineEndOfRange: a notch past the end of a parameter's range
// leaves the machine as it was and says so in the banner.
func TestMachineEndOfRange(t *testing.T) {
	dram := param(t, "dram-ns")
	m, ses := openMachine(t, model.DefaultConfig())
	m.MoveRow(1 + m.row(t, "dram-ns"))
	for range 1000 {
		m.Notch(+1, true)
		if ses.lastNotice() != "" {
			break
		}
	}
	want := "dram-ns: " + model.FormatParam(dram.Max) + " is the end of its range " + dram.RangeText()
	if ses.lastNotice() != want || m.value("dram-ns") != model.FormatParam(dram.Max)+" ns" {
		t.Errorf("past the top: notice %q, dram-ns %q; want %q", ses.lastNotice(), m.value("dram-ns"), want)
	}
	applied := ses.applied
	m.Notch(+1, false)
	if ses.applied != applied || len(ses.notices) != 2 {
		t.Errorf("a notch past the end applied %d configurations and gave notices %q", ses.applied-applied, ses.notices)
	}
}

// TestMachinePress: the machines' buttons, a row's − and +, the reset,
// a row's body (selects it), the close button and a press outside the
// card (close the panel); rob's + twice by mouse after dram-ns's ten
// notches by keyboard gives the values, the top line and the URL's set=
// of TestMachinePanel, and the link gives the same machine.
func TestMachinePress(t *testing.T) {
	rob, dram := param(t, "rob"), param(t, "dram-ns")
	m, ses := openMachine(t, model.DefaultConfig())
	geo := m.Geo()
	for m.snap().Sel != 1+m.row(t, "dram-ns") {
		m.MoveRow(+1)
		if m.snap().Sel > len(m.Params()) {
			t.Fatalf("the selection ran past dram-ns: %d", m.snap().Sel)
		}
	}
	m.Notch(+1, true)
	wantDRAM := model.FormatParam(dram.Nudge(85, 10)) + " ns"
	r := geo.Rows[m.row(t, "rob")]
	for range 2 {
		if m.Press(centre(r.Plus)) {
			t.Fatal("rob's + closed the panel")
		}
	}
	wantROB := model.FormatParam(rob.Nudge(rob.Nudge(448, 1), 1)) + " entries"
	if m.value("dram-ns") != wantDRAM || m.value("rob") != wantROB || !m.snap().Edited {
		t.Fatalf("after the edits: dram-ns %q, rob %q, edited %v; want %q, %q", m.value("dram-ns"), m.value("rob"), m.snap().Edited, wantDRAM, wantROB)
	}
	if s := m.snap(); s.Sel != 1+m.row(t, "rob") {
		t.Errorf("rob's + selected row %d; want rob's, %d", s.Sel, 1+m.row(t, "rob"))
	}
	if got, want := EditedLine(ses.cfg), "edited machine: rob "+wantROB+", dram-ns "+wantDRAM; got != want {
		t.Errorf("the line under the title: %q; want %q", got, want)
	}
	if m.Names()[0] != "zen5-cx5 (edited)" || m.Current() != 0 {
		t.Errorf("the machines' buttons %v, the current %d", m.Names(), m.Current())
	}
	// the URL: the page writes the address of this configuration
	st := address.Default()
	st.Config = ses.cfg
	q, _ := url.ParseQuery(st.Query())
	wantSet := "rob=" + strings.Fields(wantROB)[0] + ",dram-ns=" + strings.Fields(wantDRAM)[0]
	if q.Get("set") != wantSet {
		t.Errorf("the URL %q carries set=%q; want %q", st.Query(), q.Get("set"), wantSet)
	}
	// the link opened elsewhere: the same machine
	link, ns := address.Parse(st.Query(), address.Default(), lessons.Catalog)
	l, _ := openMachine(t, link.Config)
	if len(ns) != 0 || link.Query() != st.Query() || !l.snap().Edited || l.value("dram-ns") != wantDRAM || l.value("rob") != wantROB {
		t.Errorf("the link's machine: %+v, notices %v", l.snap(), ns)
	}
	// rob's −: a notch down
	m.Press(centre(r.Minus))
	if want := model.FormatParam(rob.Nudge(448, 1)) + " entries"; m.value("rob") != want {
		t.Errorf("rob's −: %q; want %q", m.value("rob"), want)
	}
	// a row's body selects it and changes nothing
	body := geo.Rows[m.row(t, "dram-ns")]
	applied := ses.applied
	m.Press(body.Name.X+2, body.Name.Y+2)
	if m.snap().Sel != 1+m.row(t, "dram-ns") || ses.applied != applied {
		t.Errorf("a press on dram-ns's name: sel %d, %d configurations applied", m.snap().Sel, ses.applied-applied)
	}
	// the reset: the shipped values, the reset selected
	m.Press(centre(geo.Reset))
	if s := m.snap(); s.Edited || m.value("dram-ns") != "85 ns" || !m.ResetSelected() {
		t.Errorf("after the reset: %+v", s)
	}
	// a machine's button: that machine, the machines' row selected
	m.Press(centre(geo.Machines[2]))
	if s := m.snap(); s.Profile != model.ProfileNames()[2] || s.Sel != 0 || s.Edited {
		t.Errorf("the third machine's button: %+v", s)
	}
	if !m.Press(centre(geo.Close)) || !m.Press(geo.Card.X-10, geo.Card.Y+10) {
		t.Error("neither the close button nor a press outside the card closes the panel")
	}
	if len(ses.notices) != 0 {
		t.Errorf("notices %q", ses.notices)
	}
}

// TestMachineRects: the open panel's buttons in the snapshot, one per
// shipped machine, a − and a + per parameter, the reset and the close
// button, each on the canvas and at least 30 units a side (at 1920×1080,
// the projector's window, 30 CSS pixels); none when it is closed.
func TestMachineRects(t *testing.T) {
	m, _ := openMachine(t, model.DefaultConfig())
	got := map[string]layout.Rect{}
	m.Rects(true, func(name string, r layout.Rect) { got[name] = r })
	if want := len(model.ProfileNames()) + 2*len(m.Params()) + 2; len(got) != want {
		t.Errorf("%d buttons of the panel; want %d", len(got), want)
	}
	for _, name := range []string{"machine-zen5-cx5", "machine-minus-rob", "machine-plus-dram-ns", "machine-reset", "machine-close"} {
		if _, ok := got[name]; !ok {
			t.Errorf("no %s among %d buttons", name, len(got))
		}
	}
	for name, h := range got {
		if h.X < 0 || h.Y < 0 || h.X+h.W > layout.DesignW || h.Y+h.H > layout.DesignH || h.W < 30 || h.H < 30 {
			t.Errorf("%s at %+v is off the screen or too small", name, h)
		}
	}
	n := 0
	m.Rects(false, func(string, layout.Rect) { n++ })
	if n != 0 {
		t.Errorf("a closed panel has %d buttons", n)
	}
}

// TestMachineGain: open, the panel measures what decides the gain, on
// the edited machine of TestMachinePanel and on the projector's link
// (spr-ddio with dram-ns 140): a row per parameter, the machine's own
// gain positive, the head and the words under the bars; a change of
// machine starts it again.
func TestMachineGain(t *testing.T) {
	edited := model.DefaultConfig()
	edited.Machine = nil
	p, _ := edited.MachineProfile()
	q, err := p.Apply([]model.ParamSetting{{Name: "dram-ns", Value: param(t, "dram-ns").Nudge(85, 10)}, {Name: "rob", Value: param(t, "rob").Nudge(param(t, "rob").Nudge(448, 1), 1)}})
	if err != nil {
		t.Fatal(err)
	}
	edited = edited.WithMachine(q)
	projector, ns := address.Parse("theme=projector&profile=spr-ddio&set=dram-ns%3D140", address.Default(), lessons.Catalog)
	if len(ns) != 0 {
		t.Fatal(ns)
	}
	for _, tt := range []struct {
		name string
		cfg  model.Config
	}{{"edited zen5-cx5", edited}, {"spr-ddio dram-ns 140", projector.Config}} {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			m, ses := openMachine(t, tt.cfg)
			if !m.snap().Edited {
				t.Errorf("the machine is not edited: %+v", m.snap())
			}
			if !m.GainPending() {
				t.Fatal("an open panel measures nothing")
			}
			progress := false
			for m.GainPending() {
				m.MeasureGain(nil)
				progress = progress || strings.HasPrefix(string(m.Gain().Progress()), "computing: ") && strings.HasSuffix(string(m.Gain().Progress()), " % of the runs")
			}
			g := m.Gain()
			s := m.snap()
			if !g.Done() || g.Failed() != "" || !s.GainDone {
				t.Fatalf("the table: done %v, failed %q", g.Done(), g.Failed())
			}
			if len(s.GainRows) != len(s.Params) || s.GainBase <= 0 {
				t.Errorf("what decides the gain: rows %v, gain %.1f %%", s.GainRows, s.GainBase)
			}
			if !progress {
				t.Error("the measuring never said how far it is")
			}
			if !strings.HasPrefix(g.Head(), "this machine: gain +") || !strings.Contains(g.Head(), "cycles/packet") || len(g.Ends()) != len(g.Labels()) {
				t.Errorf("the chart's words: head %q, %d ends for %d labels", g.Head(), len(g.Ends()), len(g.Labels()))
			}
			for _, e := range g.Ends() {
				if strings.Count(e, " %") != 2 {
					t.Errorf("the words under a bar: %q", e)
				}
			}
			if tt.cfg.Profile == "spr-ddio" && m.value("dram-ns") != "140 ns" {
				t.Errorf("the link's machine: dram-ns %q; want 140 ns", m.value("dram-ns"))
			}
			m.Press(centre(m.Geo().Reset))
			if !m.GainPending() || ses.cfg.Edited() {
				t.Error("the shipped machine's table is not started")
			}
			m.MeasureGain(nil)
			if m.Gain().Done() || string(m.Gain().Progress()) == "" {
				t.Errorf("a new table: done %v, progress %q", m.Gain().Done(), m.Gain().Progress())
			}
		})
	}
}

// TestMachineSteady: open on a machine that does not change, the panel's
// words and its snapshot allocate nothing a frame.
func TestMachineSteady(t *testing.T) {
	m, _ := openMachine(t, model.DefaultConfig())
	var s app.MachineState
	m.Snapshot(&s, true)
	if n := testing.AllocsPerRun(100, func() {
		m.Update(true)
		m.Snapshot(&s, true)
		_ = m.GainPending()
		_ = m.Wrap(m.Source(), 400, 20, halfEm)
	}); n != 0 {
		t.Errorf("%.1f allocations a frame with the panel open", n)
	}
}

// TestParamValueText: a value with its unit, a switch in words, one of a
// counted unit in the singular.
func TestParamValueText(t *testing.T) {
	tests := []struct {
		unit string
		v    float64
		want string
	}{
		{"ns", 85, "85 ns"},
		{"entries", 448, "448 entries"},
		{"ways", 1, "1 way"},
		{"ways", 12, "12 ways"},
		{"cycles", 1, "1 cycle"},
		{"GHz", 5.5, "5.5 GHz"},
		{"bool", 1, "on"},
		{"bool", 0, "off"},
		{"", 3, "3"},
	}
	for _, tt := range tests {
		if got := ParamValueText(model.ParamSpec{Unit: tt.unit}, tt.v); got != tt.want {
			t.Errorf("ParamValueText(%q, %v) = %q; want %q", tt.unit, tt.v, got, tt.want)
		}
	}
}

// TestEditedLine: the first two edits with their values, the others
// counted.
func TestEditedLine(t *testing.T) {
	tests := []struct {
		set  []model.ParamSetting
		want string
	}{
		{[]model.ParamSetting{{Name: "dram-ns", Value: 104}}, "edited machine: dram-ns 104 ns"},
		{[]model.ParamSetting{{Name: "dram-ns", Value: 104}, {Name: "rob", Value: 455}}, "edited machine: rob 455 entries, dram-ns 104 ns"},
		{[]model.ParamSetting{{Name: "dram-ns", Value: 104}, {Name: "rob", Value: 455}, {Name: "core-ghz", Value: 3}}, "edited machine: core-ghz 3 GHz, rob 455 entries and 1 more"},
	}
	for _, tt := range tests {
		cfg := model.DefaultConfig()
		p, _ := cfg.MachineProfile()
		q, err := p.Apply(tt.set)
		if err != nil {
			t.Fatal(err)
		}
		if got := EditedLine(cfg.WithMachine(q)); got != tt.want {
			t.Errorf("EditedLine(%v) = %q; want %q", tt.set, got, tt.want)
		}
	}
}

// TestTenth: a gain is printed to a tenth, and one that rounds to zero
// is +0.0 %, never −0.0 %.
func TestTenth(t *testing.T) {
	for _, tt := range []struct{ v, want float64 }{{20.14, 20.1}, {-3.25, -3.3}, {0.04, 0}, {-0.04, 0}} {
		if got := tenth(tt.v); got != tt.want || got == 0 && 1/got < 0 {
			t.Errorf("tenth(%v) = %v; want %v", tt.v, got, tt.want)
		}
	}
}
