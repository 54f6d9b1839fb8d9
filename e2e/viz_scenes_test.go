package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"rxscope/app"
	"rxscope/model"
	"rxscope/model/validation"
	"rxscope/screen"
)

// TestScenes opens configurations the seeds measured from the scene list,
// by keyboard and by mouse, from free exploration and from a lesson, and
// checks that the page's keys and pointer reach the list (its rows, its
// letters, what each opens and the words it shows are screen.SceneList's,
// tested natively in screen/), that the screen leaves the lesson and sets
// the seed's knobs, that the line under the title quotes what the seed
// measured there (from the model's table), and that the line over the
// ring names the machine and the knobs that have no control on the
// screen. That the workers measure the list and its levers in the page is
// TestScreensUnchanged's (its scene list: every figure a worker's answer,
// the model's, within the budget, and every lever searched).
func TestScenes(t *testing.T) {
	want := validation.MeasuredScenes()
	p := openPage(t, "/", 1280, 720)
	st := func() app.Snapshot {
		var s app.Snapshot
		p.state(&s)
		return s
	}
	at := func(name string) (x, y float64) {
		t.Helper()
		c, ok := st().Controls[name]
		if !ok {
			t.Fatalf("no control %q on the screen", name)
		}
		return centre(c.Hit)
	}
	if s := st(); !strings.HasPrefix(s.ConfigLine, "machine zen5-cx5") || strings.Contains(s.ConfigLine, "·") {
		t.Errorf("the default scene's line over the ring is %q; want the machine alone", s.ConfigLine)
	}

	p.key("KeyG", false)
	if n := st().Scenes; n != len(want) {
		t.Fatalf("G opened a list of %d scenes; the model lists %d", n, len(want))
	}
	// the mouse over a row shows its tooltip
	ax, ay := at("scene-a")
	p.do(chromedp.MouseEvent(chromedp.MouseMoved, ax, ay))
	p.frames(3)
	if tip := st().SceneTip; !strings.HasPrefix(tip, "seed 000's figures beside the model's") {
		t.Errorf("the mouse over row a: the tooltip reads %q", tip)
	}
	p.screenshot("scenes-tip")
	// The keyboard's way to the same: the arrows select a row, whose
	// tooltip then shows, and Enter opens it.
	p.do(chromedp.MouseEvent(chromedp.MouseMoved, 2, 2))
	p.key("ArrowDown", false) // the first row
	p.key("ArrowDown", false) // the second: seed 000's TCP stream
	tcp := want[1]
	if tip := st().SceneTip; !strings.Contains(tip, "published "+tcp.Figures[0].Text) {
		t.Errorf("with the second row selected the tooltip reads\n%s\nwant its figure %s", tip, tcp.Figures[0].Text)
	}
	p.key("Enter", false)
	if s := st(); s.Scenes != 0 || s.Knobs.Variant != tcp.Config.Variant || !strings.Contains(s.TopLine, tcp.Figures[0].Quote()) {
		t.Errorf("Enter on the second row: list rows %d, variant %q, top line %q; want %s", s.Scenes, s.Knobs.Variant, s.TopLine, tcp.What)
	}
	p.key("KeyG", false)
	p.key("KeyE", false) // the fifth row: seed 000's XDP_TX
	s := st()
	xdptx := want[4]
	if s.Scenes != 0 || s.Knobs.XDP != "tx" || s.Knobs.Variant != xdptx.Config.Variant {
		t.Fatalf("E in the list: scenes %d, XDP %q, variant %q; want the list closed on %s", s.Scenes, s.Knobs.XDP, s.Knobs.Variant, xdptx.What)
	}
	if q := xdptx.Figures[0].Quote(); !strings.Contains(s.TopLine, q) || !strings.HasPrefix(s.TopLine, "seed 000 measured ") {
		t.Errorf("top line %q; want seed 000's %s", s.TopLine, q)
	}

	// by mouse, from the menu, a seed 003 burst on the 2016 legacy RQ
	p.key("Digit2", false) // first into a lesson: the scene leaves it
	p.waitStep("cold", 1)
	p.click(at("menu"))
	p.click(at("tool-scenes"))
	row := -1
	for i, m := range want {
		if m.Seed == "003" && m.Config.RQ == model.RQLegacy && m.Config.Traffic == model.Burst {
			row = i
			break
		}
	}
	if row < 0 {
		t.Fatal("the model lists no seed 003 burst on the legacy RQ")
	}
	letter := screen.SceneLetters[row : row+1]
	p.click(at("scene-" + letter))
	s = st()
	burst := want[row]
	if s.Lesson != "" || s.Scenes != 0 || s.Knobs.Size != burst.Config.Size {
		t.Fatalf("scene %s: lesson %q, list rows %d, size %d; want free exploration at %d B", letter, s.Lesson, s.Scenes, s.Knobs.Size, burst.Config.Size)
	}
	if q := burst.Figures[0].Quote(); !strings.Contains(s.TopLine, q) {
		t.Errorf("top line %q; want seed 003's %s", s.TopLine, q)
	}
	for _, part := range []string{"machine cx4lx-2016", "traffic burst", "sink driver-drop"} {
		if !strings.Contains(s.ConfigLine, part) {
			t.Errorf("the line over the ring is %q; it does not say %q", s.ConfigLine, part)
		}
	}
	p.screenshot("scenes-burst")
	// once the scene's notice has gone, the line over the ring shows whole
	// in the band's row (layout.RingGrid.ConfigLineBox)
	p.waitJS("window.rxscope.state().Notice === ''", 20*time.Second)
	p.frames(3)
	p.screenshot("scenes-burst-line")

	// G and Esc close the list without changing anything
	p.key("KeyG", false)
	p.key("KeyG", false)
	if st().Scenes != 0 {
		t.Error("G did not close the scene list")
	}
	p.key("KeyG", false)
	p.key("Escape", false)
	if s2 := st(); s2.Scenes != 0 || s2.Knobs.Size != s.Knobs.Size {
		t.Errorf("Esc: list rows %d, size %d; want the list closed and the scene kept", s2.Scenes, s2.Knobs.Size)
	}
}
