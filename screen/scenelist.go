package screen

import (
	"math"
	"strings"

	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
	"rxscope/model/validation"
)

// The scene list opens, in one press, every configuration a seed
// measured: a speaker's "64 B bursts on the 2016 legacy RQ" or "XDP_TX on
// the Zen 5 machine" without setting knobs on stage. It comes from the
// model's table of published figures (validation.MeasuredScenes), so each row
// quotes what the seed measured there, and the screen's top line and chart
// then set the model's figures beside it. G (or the menu) opens it; a
// letter, Enter on the row the arrows selected or a press on a row opens a
// scene in free exploration.

// SceneList is the scene list's state: its rows, their words, the
// measuring of the model's figures beside the seeds' (scenemodel.go), the
// row the arrow keys selected and the tooltip of a row (scenetip.go). It is
// built the first time it opens (Open) and kept: what it measured stays.
// viz paints it from its accessors (drawScenes).
type SceneList struct {
	rows []sceneRow
	geo  layout.SceneList
	open bool // the list is the card on the screen
	sel  int  // the row the arrow keys selected, or -1
	// ver is bumped when a row's words change, so that a painter that
	// keeps the list drawn knows when to draw it again
	ver uint64

	val     *app.Validation // the model's values of the rows' figures
	workers []*app.Worker   // the Web Workers that measure them, if any
	subs    []string        // each row's second line, for the snapshot
	note    []byte          // "the model beside each, as rxsim validate: 7 of 31 figures measured …"
	off     string          // the letters of the rows where the model is off by more than 15%

	tip sceneTip
}

// sceneRow is one row of the list.
type sceneRow struct {
	cfg      model.Config
	measured validation.Measured
	letter   string // the key that opens it
	title    string // "seed 000 · UDP 512 B flood, pktgen: stride-ahead, distance 4"
	sub      string // "zen5-cx5 · measured 2.52 → 3.44 Mpps · model 2.86 → 3.44 Mpps" (scenemodel.go)
}

// SceneRow is what a row of the list shows: the letter that opens it, its
// title and its figures.
type SceneRow struct {
	Letter string // "a"
	Title  string // "seed 000 · UDP 512 B flood, pktgen: stride-ahead, distance 4"
	Sub    string // "zen5-cx5 · measured 2.52 → 3.44 Mpps · model 2.86 → 3.44 Mpps"
}

// SceneLetters are the rows' keys: the alphabet without G, which opens and
// closes the list.
const SceneLetters = "abcdefhijklmnopqrstuvwxyz"

// SceneHost is what the scene list asks of the rest of the screen.
type SceneHost interface {
	// OpenScene closes the cards, leaves any lesson and sets the knobs
	// to cfg in free exploration, and confirms title in the notice.
	OpenScene(cfg model.Config, title string)
	// CloseCards closes the list (app.CloseAll).
	CloseCards()
}

// Open makes the list the card on the screen: built from the published
// table the first time, its figures measured by ws (none: in the
// frames), its tooltip's notes wrapped with width (the advance of a text
// in the face the cards' text is drawn in); no row selected.
func (l *SceneList) Open(ws []*app.Worker, width layout.TextWidth) {
	l.workers = ws
	l.build()
	l.open, l.sel, l.tip.width = true, -1, width
}

// Close takes the list off the screen, and its tooltip; its figures go
// on being kept, not measured.
func (l *SceneList) Close() {
	l.open = false
	l.tip.clear()
}

// IsOpen reports whether the list is on the screen.
func (l *SceneList) IsOpen() bool { return l.open }

// build fills the list from the published table, once.
func (l *SceneList) build() {
	if l.rows != nil {
		return
	}
	ms := validation.MeasuredScenes()
	ms = ms[:min(len(ms), len(SceneLetters))]
	for i, m := range ms {
		l.rows = append(l.rows, sceneRow{
			cfg:      m.Config,
			measured: m,
			letter:   SceneLetters[i : i+1],
			title:    "seed " + m.Seed + " · " + m.What,
		})
	}
	l.val = app.NewValidation(ms, validation.DefaultOptions())
	l.val.UseWorkers(l.workers)
	l.subs = make([]string, len(ms))
	l.noteProgress()
	for i := range l.rows {
		l.rowText(i)
	}
	l.geo = layout.NewSceneList(len(l.rows))
	l.tip.row = -1
}

// Len is the number of rows (0 until the list first opens).
func (l *SceneList) Len() int { return len(l.rows) }

// Row is what row i shows.
func (l *SceneList) Row(i int) SceneRow {
	r := &l.rows[i]
	return SceneRow{Letter: r.letter, Title: r.title, Sub: r.sub}
}

// Geometry is where the card, its title, its close button and its rows
// are, in design units of the whole screen.
func (l *SceneList) Geometry() *layout.SceneList { return &l.geo }

// Version changes whenever a row's words change.
func (l *SceneList) Version() uint64 { return l.ver }

// Selected is the row the arrow keys selected, or -1.
func (l *SceneList) Selected() int { return l.sel }

// Current is the last row whose knobs are cfg, or -1: the scene on the
// screen, framed (free exploration only: the caller asks outside a
// lesson).
func (l *SceneList) Current(cfg model.Config) int {
	cur := -1
	for i := range l.rows {
		if l.rows[i].cfg == cfg {
			cur = i
		}
	}
	return cur
}

// SceneClose is what HoverAt reports for the card's close button.
const SceneClose = -2

// HoverAt is the row under the mouse at (x, y), in design units of the
// whole screen, SceneClose for the close button, or -1; hover says the
// mouse is over the canvas (none: -1).
func (l *SceneList) HoverAt(x, y float64, hover bool) int {
	if !hover {
		return -1
	}
	if l.geo.Close.Contains(x, y) {
		return SceneClose
	}
	for i, r := range l.geo.Rows {
		if r.Contains(x, y) {
			return i
		}
	}
	return -1
}

// ChooseLetter opens the scene of the row whose letter is c, if there is
// one, and reports whether there was.
func (l *SceneList) ChooseLetter(c byte, h SceneHost) bool {
	i := strings.IndexByte(SceneLetters, c)
	if i < 0 || i >= len(l.rows) {
		return false
	}
	l.OpenRow(i, h)
	return true
}

// OpenSelected opens the scene of the row the arrow keys selected (Enter),
// and reports whether a row was selected.
func (l *SceneList) OpenSelected(h SceneHost) bool {
	if l.sel < 0 || l.sel >= len(l.rows) {
		return false
	}
	l.OpenRow(l.sel, h)
	return true
}

// OpenRow leaves any lesson and sets the knobs of row i, in free
// exploration, the list closed.
func (l *SceneList) OpenRow(i int, h SceneHost) {
	sc := &l.rows[i]
	h.OpenScene(sc.cfg, sc.title)
}

// Press handles a press at (x, y), in design units of the whole screen,
// while the list is open: a row opens its scene; anywhere else closes the
// list.
func (l *SceneList) Press(x, y float64, h SceneHost) {
	for i, r := range l.geo.Rows {
		if r.Contains(x, y) {
			l.OpenRow(i, h)
			return
		}
	}
	h.CloseCards()
}

// MoveSelection moves the selection to the nearest row in the arrow's
// direction: dRow 1 down and -1 up within a column, dCol 1 right and -1
// left to the row of the other column at the same height. The first
// press selects the first row.
func (l *SceneList) MoveSelection(dRow, dCol int) {
	rows := l.geo.Rows
	if len(rows) == 0 {
		return
	}
	cur := l.sel
	if cur < 0 {
		l.sel = 0
		return
	}
	cx, cy := rows[cur].X+rows[cur].W/2, rows[cur].Y+rows[cur].H/2
	best, bestD := cur, math.Inf(1)
	for i, r := range rows {
		x, y := r.X+r.W/2, r.Y+r.H/2
		var ahead bool
		switch {
		case dRow > 0:
			ahead = y > cy+1 && math.Abs(x-cx) < 1
		case dRow < 0:
			ahead = y < cy-1 && math.Abs(x-cx) < 1
		case dCol > 0:
			ahead = x > cx+1
		case dCol < 0:
			ahead = x < cx-1
		}
		if d := math.Abs(x-cx) + math.Abs(y-cy); ahead && d < bestD {
			best, bestD = i, d
		}
	}
	l.sel = best
}
