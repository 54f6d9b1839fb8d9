package screen_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"rxscope/layout"
	"rxscope/model"
	"rxscope/model/validation"
	"rxscope/screen"
)

// sceneHost records what the scene list asks of the screen, and closes
// the list as the screen's CloseAll does.
type sceneHost struct {
	l      *screen.SceneList
	opened []model.Config
	titles []string
	closed int
}

func (h *sceneHost) OpenScene(cfg model.Config, title string) {
	h.opened, h.titles = append(h.opened, cfg), append(h.titles, title)
	h.l.Close()
}

func (h *sceneHost) CloseCards() {
	h.closed++
	h.l.Close()
}

// monoWidth measures a text as if every rune were half as wide as the
// type is high: the tips' notes are wrapped with it, and the tests
// compare their words, not their lines.
func monoWidth(s string, size float64) float64 {
	return 0.5 * size * float64(utf8.RuneCountInString(s))
}

// openList is a scene list opened, nothing measured yet, and its host.
func openList() (*screen.SceneList, *sceneHost) {
	l := &screen.SceneList{}
	l.Open(nil, monoWidth)
	return l, &sceneHost{l: l}
}

// rowLetter is the letter of the scene list's row that shows figure id
// (validation.MeasuredScenes, in order).
func rowLetter(t *testing.T, id string) string {
	t.Helper()
	for i, m := range validation.MeasuredScenes() {
		for _, fs := range [][]validation.Figure{m.Before, m.Figures} {
			for _, f := range fs {
				if f.ID == id {
					return screen.SceneLetters[i : i+1]
				}
			}
		}
	}
	t.Fatalf("no row of the scene list shows %s", id)
	return ""
}

// centre is the middle of r.
func centre(r layout.Rect) (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// TestSceneListRows: the list holds every configuration a seed measured,
// in the table's order, each with its letter (the alphabet without G)
// and its title naming the seed.
func TestSceneListRows(t *testing.T) {
	var l screen.SceneList
	if l.Len() != 0 || l.IsOpen() {
		t.Fatalf("a list never opened has %d rows, open %v", l.Len(), l.IsOpen())
	}
	l.Open(nil, monoWidth)
	want := validation.MeasuredScenes()
	if l.Len() != len(want) || len(l.Geometry().Rows) != len(want) {
		t.Fatalf("the list has %d rows and %d places; the model lists %d scenes", l.Len(), len(l.Geometry().Rows), len(want))
	}
	for i, m := range want {
		r := l.Row(i)
		if r.Letter != screen.SceneLetters[i:i+1] || r.Title != "seed "+m.Seed+" · "+m.What {
			t.Errorf("row %d: letter %q, title %q", i, r.Letter, r.Title)
		}
		if !strings.HasPrefix(r.Sub, m.Config.Profile+" · measured "+m.Quote()+" · model ") {
			t.Errorf("row %d's figures read %q; want the machine and the seed's %q first", i, r.Sub, m.Quote())
		}
	}
	if strings.Contains(screen.SceneLetters, "g") {
		t.Error("G opens and closes the list: no row may have it")
	}
	if l.Selected() != -1 {
		t.Errorf("a list just opened has row %d selected", l.Selected())
	}
}

// TestSceneLetters: a row's letter opens its scene, the seed's knobs in
// free exploration, the list closed and the row's title in the notice; a
// letter that is no row's does nothing.
func TestSceneLetters(t *testing.T) {
	want := validation.MeasuredScenes()
	gains := rowLetter(t, "000/cqe/udp")
	for _, c := range []struct {
		letter byte
		row    int // -1: no row
		check  func(model.Config) bool
	}{
		{'a', 0, func(c model.Config) bool { return c.Variant == want[0].Config.Variant }},
		{'e', 4, func(c model.Config) bool { return c.XDP == model.XDPTx && c.Variant == want[4].Config.Variant }},
		{gains[0], strings.Index(screen.SceneLetters, gains), func(c model.Config) bool {
			// the row of the gains and the spread opens its first
			// configuration: the UDP flood with CQE compression on
			return c.CQECompress && c.Variant == "stride-ahead"
		}},
		{'g', -1, nil},
		{'z', -1, nil}, // past the last row
	} {
		l, h := openList()
		ok := l.ChooseLetter(c.letter, h)
		if c.row < 0 {
			if ok || len(h.opened) != 0 || !l.IsOpen() {
				t.Errorf("%c: chosen %v, scenes opened %d, list open %v; want nothing done", c.letter, ok, len(h.opened), l.IsOpen())
			}
			continue
		}
		if !ok || len(h.opened) != 1 || h.opened[0] != want[c.row].Config || !c.check(h.opened[0]) {
			t.Fatalf("%c: chosen %v, opened %v; want row %d's %s", c.letter, ok, h.opened, c.row, want[c.row].What)
		}
		if h.titles[0] != l.Row(c.row).Title || l.IsOpen() {
			t.Errorf("%c: notice %q, list open %v; want %q and the list closed", c.letter, h.titles[0], l.IsOpen(), l.Row(c.row).Title)
		}
	}
}

// TestSceneSelection: the arrows move a selection over the rows, down
// and up a column and across to the other column at the same height; the
// first press selects the first row, and a press past the edge stays.
// Enter opens the row selected, and nothing before a row is.
func TestSceneSelection(t *testing.T) {
	l, h := openList()
	perCol := (l.Len() + 1) / 2
	last := l.Len() - 1
	for _, c := range []struct {
		from, dRow, dCol, want int
	}{
		{-1, 1, 0, 0}, {-1, 0, -1, 0}, {-1, -1, 0, 0},
		{0, 1, 0, 1}, {1, 1, 0, 2}, {1, -1, 0, 0},
		{0, -1, 0, 0}, {0, 0, -1, 0},
		{0, 0, 1, perCol}, {perCol, 0, -1, 0}, {2, 0, 1, perCol + 2},
		{perCol - 1, 1, 0, perCol - 1}, // the foot of the left column
		{perCol, -1, 0, perCol},
		{last, 0, 1, last}, {last, 1, 0, last},
	} {
		selectRow(l, c.from)
		l.MoveSelection(c.dRow, c.dCol)
		if l.Selected() != c.want {
			t.Errorf("from row %d, arrow (%d, %d): row %d; want %d", c.from, c.dRow, c.dCol, l.Selected(), c.want)
		}
	}
	l.Open(nil, monoWidth)
	if l.OpenSelected(h) || len(h.opened) != 0 {
		t.Fatal("Enter with no row selected opened a scene")
	}
	l.MoveSelection(1, 0)
	l.MoveSelection(1, 0) // the second row: seed 000's TCP stream
	tcp := validation.MeasuredScenes()[1]
	if !l.OpenSelected(h) || len(h.opened) != 1 || h.opened[0] != tcp.Config || l.IsOpen() {
		t.Errorf("Enter on the second row opened %v, list open %v; want %s", h.opened, l.IsOpen(), tcp.What)
	}
}

// selectRow opens l afresh and moves its selection to row i with the
// arrows (-1: none), down the left column or across and down the right.
func selectRow(l *screen.SceneList, i int) {
	l.Open(nil, monoWidth)
	if i < 0 {
		return
	}
	perCol := (l.Len() + 1) / 2
	l.MoveSelection(1, 0) // the first row
	if i >= perCol {
		l.MoveSelection(0, 1)
		i -= perCol
	}
	for range i {
		l.MoveSelection(1, 0)
	}
}
