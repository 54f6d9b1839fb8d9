package screen_test

import (
	"testing"

	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
	"rxscope/model/validation"
	"rxscope/screen"
)

// TestScenePress: a press on a row opens its scene (from a lesson too:
// the screen leaves it, sceneHost's OpenScene); anywhere else, the close
// button and the card's margin included, closes the list and changes
// nothing.
func TestScenePress(t *testing.T) {
	want := validation.MeasuredScenes()
	// seed 003's burst on the 2016 legacy RQ, the row a speaker opens by
	// mouse in the talk
	burst := -1
	for i, m := range want {
		if m.Seed == "003" && m.Config.RQ == model.RQLegacy && m.Config.Traffic == model.Burst {
			burst = i
			break
		}
	}
	if burst < 0 {
		t.Fatal("the model lists no seed 003 burst on the legacy RQ")
	}
	geo := layout.NewSceneList(len(want))
	rx, ry := centre(geo.Rows[burst])
	cx, cy := centre(geo.Close)
	for _, c := range []struct {
		name string
		x, y float64
		row  int // the scene opened, or -1: the list closed
	}{
		{"the burst's row", rx, ry, burst},
		{"row a's corner", geo.Rows[0].X + 1, geo.Rows[0].Y + 1, 0},
		{"the last row", geo.Rows[len(want)-1].X + 5, geo.Rows[len(want)-1].Bottom() - 5, len(want) - 1},
		{"the close button", cx, cy, -1},
		{"the card's title", geo.Title.X + 5, geo.Title.Y + 5, -1},
		{"outside the card", 2, 2, -1},
	} {
		l, h := openList()
		l.Press(c.x, c.y, h)
		switch {
		case l.IsOpen():
			t.Errorf("%s: the list is still open", c.name)
		case c.row < 0 && (h.closed != 1 || len(h.opened) != 0):
			t.Errorf("%s: closed %d times, opened %v; want the list closed and no scene", c.name, h.closed, h.opened)
		case c.row >= 0 && (len(h.opened) != 1 || h.opened[0] != want[c.row].Config || h.closed != 0):
			t.Errorf("%s: opened %v; want %s", c.name, h.opened, want[c.row].What)
		}
	}
	if s := want[burst].Config; s.Size == model.DefaultConfig().Size {
		t.Errorf("the burst's packets are the default's %d B: the test would not see them set", s.Size)
	}
}

// TestSceneHover: the row under the mouse, the close button
// (screen.SceneClose), or none; none while the mouse is off the canvas.
func TestSceneHover(t *testing.T) {
	l, _ := openList()
	geo := l.Geometry()
	for _, c := range []struct {
		name  string
		x, y  float64
		hover bool
		want  int
	}{
		{"row c", geo.Rows[2].X + 3, geo.Rows[2].Y + 3, true, 2},
		{"the right column's first", geo.Rows[(l.Len()+1)/2].X + 3, geo.Rows[(l.Len()+1)/2].Y + 3, true, (l.Len() + 1) / 2},
		{"the close button", geo.Close.X + 1, geo.Close.Y + 1, true, screen.SceneClose},
		{"between the columns", (geo.Rows[0].Right() + geo.Rows[l.Len()-1].X) / 2, geo.Rows[0].Y + 3, true, -1},
		{"row c, the mouse gone", geo.Rows[2].X + 3, geo.Rows[2].Y + 3, false, -1},
	} {
		if got := l.HoverAt(c.x, c.y, c.hover); got != c.want {
			t.Errorf("%s: %d; want %d", c.name, got, c.want)
		}
	}
}

// TestSceneCurrent: the row framed as the scene on the screen is the one
// whose knobs are the screen's; none for knobs no seed measured.
func TestSceneCurrent(t *testing.T) {
	l, _ := openList()
	want := validation.MeasuredScenes()
	if got := l.Current(want[4].Config); got != 4 {
		t.Errorf("seed 000's XDP_TX knobs: row %d; want 4", got)
	}
	odd := model.DefaultConfig()
	odd.Size = 999
	if got := l.Current(odd); got != -1 {
		t.Errorf("a 999 B packet: row %d; want none", got)
	}
}

// TestSceneSnapshot: while the list is open the snapshot has its rows,
// their second lines and the rows off; closed, none of them, but the
// figures measured stay counted; its rectangles are the card, the close
// button and a row per letter, only while it is open.
func TestSceneSnapshot(t *testing.T) {
	var s app.Snapshot
	var never screen.SceneList
	never.Snapshot(&s)
	if s.Scenes != 0 || s.SceneSubs != nil || s.SceneTotal != 0 || s.SceneTip != "" {
		t.Errorf("a list never opened: %d rows, subs %v, %d figures, tip %q", s.Scenes, s.SceneSubs, s.SceneTotal, s.SceneTip)
	}
	l, h := openList()
	l.Snapshot(&s)
	n := len(validation.MeasuredScenes())
	if s.Scenes != n || len(s.SceneSubs) != n || s.SceneMeasured != 0 || s.SceneTotal < n || s.SceneLevers == 0 || s.SceneLeversDone != 0 {
		t.Errorf("open: %d rows, %d subs, %d of %d figures, %d of %d levers", s.Scenes, len(s.SceneSubs), s.SceneMeasured, s.SceneTotal, s.SceneLeversDone, s.SceneLevers)
	}
	panels, controls := map[string]layout.Rect{}, map[string]layout.Rect{}
	css := func(r layout.Rect) layout.Rect { return layout.Rect{X: r.X / 2, Y: r.Y / 2, W: r.W / 2, H: r.H / 2} }
	add := func(name string, r layout.Rect) { controls[name] = css(r) }
	l.SnapshotRects(panels, css, add)
	geo := l.Geometry()
	if panels["scenes"] != css(geo.Card) || controls["scenes-close"] != css(geo.Close) || len(controls) != n+1 {
		t.Errorf("open: panels %v, %d controls", panels, len(controls))
	}
	for i := range n {
		if name := "scene-" + screen.SceneLetters[i:i+1]; controls[name] != css(geo.Rows[i]) {
			t.Errorf("%s at %v; want %v", name, controls[name], css(geo.Rows[i]))
		}
	}
	h.CloseCards()
	l.Snapshot(&s)
	if s.Scenes != 0 || s.SceneSubs != nil || s.SceneOff != "" || s.SceneTotal < n {
		t.Errorf("closed: %d rows, subs %v, off %q, %d figures", s.Scenes, s.SceneSubs, s.SceneOff, s.SceneTotal)
	}
	clear(panels)
	clear(controls)
	l.SnapshotRects(panels, css, add)
	if len(panels)+len(controls) != 0 {
		t.Errorf("closed: panels %v, controls %v", panels, controls)
	}
}
