package screen_test

import (
	"strings"
	"testing"

	"rxscope/app"
	"rxscope/model/validation"
	"rxscope/screen"
)

// words is s with its lines joined: the tip wraps its notes, so the
// tests compare its words, not its lines.
func words(s string) string { return strings.Join(strings.Fields(s), " ") }

// tipAt is the snapshot's tooltip with the mouse at the middle of the
// left third of row i, as a person points at it.
func tipAt(l *screen.SceneList, i int) string {
	r := l.Geometry().Rows[i]
	l.UpdateTip(r.X+r.W/3, r.Y+r.H/2, true)
	var s app.Snapshot
	l.Snapshot(&s)
	return s.SceneTip
}

// TestSceneTipFirstRow: the mouse over the first row shows each figure
// beside the model's, their ratio, and what the validation says beside
// it.
func TestSceneTipFirstRow(t *testing.T) {
	l := measured().l
	udp := validation.MeasuredScenes()[0]
	tip := tipAt(l, 0)
	for _, part := range []string{
		"seed 000's figures beside the model's, as rxsim validate reports them\n",
		"published 2.52 Mpps · model " + nativeRun(t, udp.Before[0]) + " Mpps · ×",
		"published 3.44 Mpps · model " + nativeRun(t, udp.Figures[0]) + " Mpps · ×1.00",
		udp.Figures[0].Note(),
		strings.Fields(udp.Before[0].Note())[0],
	} {
		if !strings.Contains(tip, part) {
			t.Errorf("the first row's tooltip does not say %q:\n%s", part, tip)
		}
	}
}

// TestSceneTipPlace: the tooltip follows the mouse over a row; with the
// mouse elsewhere it shows the row the arrows selected, anchored in it;
// with neither, or the list closed, it is hidden.
func TestSceneTipPlace(t *testing.T) {
	l, h := openList()
	tcp := validation.MeasuredScenes()[1]
	r0 := l.Geometry().Rows[0]
	l.UpdateTip(r0.X+10, r0.Y+10, true)
	if row, text, x, y := l.Tip(); row != 0 || x != r0.X+10 || y != r0.Y+10 || !strings.HasPrefix(string(text), "seed 000's figures") {
		t.Errorf("the mouse on row a: row %d at (%v, %v), %q", row, x, y, text)
	}
	// before any figure is measured the model's values wait
	if _, text, _, _ := l.Tip(); !strings.Contains(string(text), " · model …") {
		t.Errorf("row a's tip before any measuring:\n%s", text)
	}
	l.UpdateTip(2, 2, true)
	if row, text, _, _ := l.Tip(); row != -1 || len(text) != 0 {
		t.Errorf("the mouse off the rows, nothing selected: row %d, %q", row, text)
	}
	// the keyboard's way to the same: the arrows select a row, whose
	// tooltip then shows
	l.MoveSelection(1, 0) // the first row
	l.MoveSelection(1, 0) // the second: seed 000's TCP stream
	l.UpdateTip(2, 2, true)
	r1 := l.Geometry().Rows[1]
	row, text, x, y := l.Tip()
	if row != 1 || x != r1.X+r1.W/3 || y != r1.Bottom()-16 {
		t.Errorf("row b selected: the tip on row %d at (%v, %v)", row, x, y)
	}
	if !strings.Contains(string(text), "published "+tcp.Figures[0].Text) {
		t.Errorf("with the second row selected the tooltip reads\n%s\nwant its figure %s", text, tcp.Figures[0].Text)
	}
	// the mouse over a row wins over the selection, and the mouse gone
	// gives it back
	l.UpdateTip(r0.X+10, r0.Y+10, true)
	if row, _, _, _ := l.Tip(); row != 0 {
		t.Errorf("the mouse on row a, b selected: the tip on row %d", row)
	}
	l.UpdateTip(r0.X+10, r0.Y+10, false)
	if row, _, _, _ := l.Tip(); row != 1 {
		t.Errorf("the mouse gone, b selected: the tip on row %d", row)
	}
	h.CloseCards()
	var s app.Snapshot
	l.Snapshot(&s)
	if row, text, _, _ := l.Tip(); row != -1 || len(text) != 0 || s.SceneTip != "" {
		t.Errorf("the list closed: tip on row %d, %q, snapshot %q", row, text, s.SceneTip)
	}
}

// nativeLever is lever k searched natively, as rxsim validate -levers
// searches it, in its words (validation.LeverResult.Summary).
func nativeLever(t *testing.T, k validation.LeverKey) string {
	t.Helper()
	s, err := validation.StartLeverSearch(k, validation.DefaultOptions(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for !s.Advance(1 << 20) {
	}
	r, err := s.Result()
	if err != nil {
		t.Fatal(err)
	}
	return r.Summary()
}

// TestSceneLevers: once every figure of the scene list is measured, it
// searches each row's levers as rxsim validate -levers does, and the
// tooltip of seed 000's UDP row says, in place of a pointer to the
// command line, "searching dram-ns …" and then how far the DRAM latency
// would have to move: the native search's words, number for number. So
// do the other rows' tips, the row of the gains and the spread (CQE
// compression's +26%, its value as rxsim validate's) included.
func TestSceneLevers(t *testing.T) {
	m := measured()
	l := m.l
	if !strings.Contains(m.tipFigures, "searching dram-ns …") || strings.Contains(m.tipFigures, "rxsim validate -levers") {
		t.Errorf("before its lever is searched the tip reads\n%s\nwant \"searching dram-ns …\" and no pointer to the command line", m.tipFigures)
	}
	udp := validation.MeasuredScenes()[0]
	tip := tipAt(l, 0)
	if want := nativeLever(t, validation.LeverKey{Figure: udp.Before[0].ID}); !strings.Contains(words(tip), want) {
		t.Errorf("the UDP row's tip reads\n%s\nwant the native search's %q", tip, want)
	}
	if strings.Contains(tip, "searching") || strings.Contains(tip, "rxsim validate -levers") {
		t.Errorf("with every lever searched the tip still reads\n%s", tip)
	}
	// a lever's words open with an arrow under their figure
	if !strings.Contains(tip, "\n    → ") {
		t.Errorf("the UDP row's lever has no arrow:\n%s", tip)
	}
	// the row of the gains and the spread: CQE compression's UDP gain as
	// rxsim validate measures it, and each of its figures' levers
	var gainRow validation.Measured
	for _, r := range validation.MeasuredScenes() {
		if r.Figures[0].Kind != validation.FigureValue {
			gainRow = r
		}
	}
	gain := gainRow.Figures[0]
	rep, err := validateReport()
	if err != nil {
		t.Fatal(err)
	}
	g, _ := rep.Figure(gain.ID)
	var gainTips []string
	for _, f := range gainRow.Figures {
		for n := range f.Levers {
			gainTips = append(gainTips, nativeLever(t, validation.LeverKey{Figure: f.ID, Lever: n}))
		}
	}
	// a direction's lever (seed 000's TCP rate), one no value in range
	// meets (seed 003's burst of 32K on the striding RQ), seed 001's LLC
	// share, seed 004's 256 B copy on the IRQ core (a work step's
	// cycles), and the row of the gains and the spread: its figures
	// beside the published ones, its levers the native search's words
	for _, o := range []struct{ row, says string }{
		{"b", "holds with dram-ns at"},
		{"n", "no work-scale in 0.5..1.171 × reaches 14K"},
		{rowLetter(t, "001/llc/before"), "llc-mib would need "},
		{rowLetter(t, "004/irq/before"), "frag-list-chain would need "},
		{rowLetter(t, gain.ID), "published +26% · model " + gain.ModelText(g.Model)},
	} {
		i := strings.Index(screen.SceneLetters, o.row)
		tip := words(tipAt(l, i))
		if !strings.Contains(tip, o.says) {
			t.Errorf("row %s's tip reads\n%s\nwant %q", o.row, tip, o.says)
		}
		if o.row == rowLetter(t, gain.ID) {
			for _, w := range gainTips {
				if !strings.Contains(tip, w) {
					t.Errorf("the gains' row's tip reads\n%s\nwant the native search's %q", tip, w)
				}
			}
		}
	}
}

// TestSceneTipWrapped: a note and a lever's words are wrapped to the
// tooltip's width with the screen's measure, their next lines indented
// under their first.
func TestSceneTipWrapped(t *testing.T) {
	l := measured().l
	tip := tipAt(l, 0)
	const noteW = 860.0 // the notes' width, in design units (sceneTipNoteW)
	for _, line := range strings.Split(tip, "\n")[1:] {
		text := strings.TrimLeft(line, " →")
		if w := monoWidth(text, 20); w > noteW && strings.Contains(text, " ") && strings.HasPrefix(line, "    ") && !strings.HasPrefix(line, "    published") {
			t.Errorf("a note's line is %v wide, over %v: %q", w, noteW, line)
		}
	}
	if !strings.Contains(tip, "\n       ") {
		t.Errorf("the UDP row's lever takes one line; its next lines' indent is not seen:\n%s", tip)
	}
}
