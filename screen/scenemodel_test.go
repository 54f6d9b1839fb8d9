package screen_test

import (
	"math"
	"strings"
	"sync"
	"testing"

	"rxscope/app"
	"rxscope/model"
	"rxscope/model/validation"
	"rxscope/screen"
)

// measuredList is a scene list whose figures and levers were all
// measured in the test's own goroutine, as the frames measure them with
// no workers, and what it said on the way.
type measuredList struct {
	l *screen.SceneList
	// notes are the line over the rows before any figure was measured,
	// once every figure was and before any lever, and at the end
	noteStart, noteFigures, noteEnd string
	// tipFigures is row a's tooltip once every figure was measured and
	// before any lever was searched
	tipFigures string
	// versions counts the changes of the rows' words
	versions uint64
}

// measured is the list measured once for the tests that read it: about
// twenty seconds, every figure as rxsim validate and every lever as
// rxsim validate -levers.
var measured = sync.OnceValue(func() measuredList {
	var m measuredList
	go validateReport() // beside, on another core: the tests compare with it
	l := &screen.SceneList{}
	l.Open(nil, monoWidth)
	m.l, m.noteStart = l, string(l.Note())
	ver := l.Version()
	ax, ay := centre(l.Geometry().Rows[0])
	for l.Pending() {
		l.Work()
		done, total := l.Measured()
		if found, _ := l.Levers(); done == total && found == 0 && m.tipFigures == "" {
			m.noteFigures = string(l.Note())
			l.UpdateTip(ax, ay, true)
			_, text, _, _ := l.Tip()
			m.tipFigures = string(text)
		}
	}
	m.noteEnd, m.versions = string(l.Note()), l.Version()-ver
	return m
})

// nativeRun measures figure f's first run natively, as rxsim validate
// does, in the words of its measure.
func nativeRun(t *testing.T, f validation.Figure) string {
	t.Helper()
	m, err := f.Runs[0].StartMeasurement(validation.DefaultOptions(), nil)
	if err != nil {
		t.Fatal(err)
	}
	for !m.Advance(100000) {
	}
	return model.FormatMeasure(m.Value(), f.Runs[0].Measure)
}

// validateReport is rxsim validate's report, made once.
var validateReport = sync.OnceValues(func() (validation.Report, error) {
	return validation.Validate(validation.DefaultOptions())
})

// TestSceneFiguresAsValidate: while the list is open the model measures
// every figure as rxsim validate does; the first row's second line reads
// the seed's figures and the model's, measured natively, and every
// figure of every row in the tooltips is rxsim validate's.
func TestSceneFiguresAsValidate(t *testing.T) {
	m := measured()
	l := m.l
	udp := validation.MeasuredScenes()[0]
	wantSub := "zen5-cx5 · measured " + udp.Quote() + " · model " + nativeRun(t, udp.Before[0]) + " → " + nativeRun(t, udp.Figures[0]) + " Mpps"
	if got := l.Row(0).Sub; got != wantSub {
		t.Errorf("the first row reads %q; want %q", got, wantSub)
	}
	var s app.Snapshot
	l.Snapshot(&s)
	if s.SceneMeasured != s.SceneTotal || s.SceneLeversDone != s.SceneLevers || s.SceneSubs[0] != wantSub {
		t.Errorf("snapshot: %d of %d figures, %d of %d levers, first row %q", s.SceneMeasured, s.SceneTotal, s.SceneLeversDone, s.SceneLevers, s.SceneSubs[0])
	}
	rep, err := validateReport()
	if err != nil {
		t.Fatal(err)
	}
	for i, row := range validation.MeasuredScenes() {
		if sub := l.Row(i).Sub; strings.Contains(sub, "…") {
			t.Errorf("row %s still reads %q", l.Row(i).Letter, sub)
		}
		tip := string(l.AppendTip(nil, i))
		for _, fs := range [][]validation.Figure{row.Before, row.Figures} {
			for _, f := range fs {
				r, ok := rep.Figure(f.ID)
				if !ok {
					t.Fatalf("rxsim validate does not report %s", f.ID)
				}
				want := "published " + f.UnitText() + " · model " + f.ModelText(r.Model)
				if math.IsNaN(r.Model) {
					want = "published " + f.UnitText() + " · the model cannot run it"
				}
				if !strings.Contains(tip, want) {
					t.Errorf("row %s's tip does not say %q (rxsim validate's %s):\n%s", l.Row(i).Letter, want, f.ID, tip)
				}
			}
		}
	}
}

// TestSceneOff: rows whose model values are off by more than 15% have an
// amber letter: seed 000's TCP cycles (1041 against 1334) is one, the
// UDP flood (1.14 and 1.00) and the TCP stream's rate are not; a row is
// off exactly when one of its figures' ratios is.
func TestSceneOff(t *testing.T) {
	l := measured().l
	var s app.Snapshot
	l.Snapshot(&s)
	if !strings.Contains(s.SceneOff, "c") || strings.ContainsAny(s.SceneOff, "ab") {
		t.Errorf("the rows marked off are %q; want c and neither a nor b", s.SceneOff)
	}
	for i := range l.Len() {
		if l.Off(i) != strings.Contains(s.SceneOff, l.Row(i).Letter) {
			t.Errorf("row %s: Off %v, the snapshot's letters %q", l.Row(i).Letter, l.Off(i), s.SceneOff)
		}
		tip := string(l.AppendTip(nil, i))
		if off := strings.Contains(tip, "off by more than 15%"); off != l.Off(i) {
			t.Errorf("row %s: Off %v, its tip says it is off: %v", l.Row(i).Letter, l.Off(i), off)
		}
	}
}

// TestSceneNote: the line over the rows counts the figures measured,
// then the levers searched, and once all are in says what an amber
// letter means; each row's words changed as its figures came.
func TestSceneNote(t *testing.T) {
	m := measured()
	done, total := m.l.Measured()
	found, levers := m.l.Levers()
	if done != total || found != levers || levers == 0 {
		t.Fatalf("measured %d of %d figures, %d of %d levers", done, total, found, levers)
	}
	n := string(screen.AppendInt(nil, int64(total)))
	for _, c := range []struct{ when, got, want string }{
		{"before any figure", m.noteStart, "the model beside each, as rxsim validate: 0 of " + n + " figures measured …"},
		{"with the figures in", m.noteFigures, "the model beside each, as rxsim validate: " + n + " figures measured, levers 0 of " + string(screen.AppendInt(nil, int64(levers))) + " searched …"},
		{"at the end", m.noteEnd, "the model beside each, as rxsim validate: " + n + " figures measured; an amber letter: off by more than 15%"},
	} {
		if c.got != c.want {
			t.Errorf("%s the note reads %q; want %q", c.when, c.got, c.want)
		}
	}
	if m.versions < uint64(total) {
		t.Errorf("the rows' words changed %d times for %d figures", m.versions, total)
	}
}

// TestSceneMeasuresOnlyOpen: the list measures only while it is open
// (the Scheduler asks Pending each frame), and what it measured stays
// when it opens again.
func TestSceneMeasuresOnlyOpen(t *testing.T) {
	l, h := openList()
	if !l.Pending() {
		t.Fatal("an open list with nothing measured has no work")
	}
	for done, _ := l.Measured(); done == 0; done, _ = l.Measured() {
		l.Work()
	}
	h.CloseCards()
	if l.Pending() {
		t.Error("a closed list still measures")
	}
	done, _ := l.Measured()
	l.Open(nil, monoWidth)
	if again, _ := l.Measured(); again != done || !l.Pending() {
		t.Errorf("opened again: %d figures measured (%d before), pending %v", again, done, l.Pending())
	}
}
