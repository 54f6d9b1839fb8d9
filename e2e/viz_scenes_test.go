package e2e

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"rxscope/app"
	"rxscope/model"
	"rxscope/model/validation"
)

// TestScenes opens configurations the seeds measured from the scene list,
// by keyboard and by mouse, from free exploration and from a lesson, and
// checks that the knobs are the seed's, that the line under the title
// quotes what the seed measured there (from the model's table), and that
// the line over the ring names the machine and the knobs that have no
// control on the screen.
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
	// While the list is open the model measures every figure as rxsim
	// validate does, row by row; once the first row's two are measured it
	// reads what a native run gives.
	// (The workers share the figures in runs, so the first row is not
	// always the first measured: wait for its own two.)
	p.waitJS(`(s => s.SceneSubs.length > 0 && !s.SceneSubs[0].includes("…"))(window.rxscope.state())`, 120*time.Second)
	udp := want[0]
	native := func(f validation.Figure) string {
		m, err := f.Runs[0].StartMeasurement(validation.DefaultOptions(), nil)
		if err != nil {
			t.Fatal(err)
		}
		for !m.Advance(100000) {
		}
		return model.FormatMeasure(m.Value(), f.Runs[0].Measure)
	}
	wantSub := "zen5-cx5 · measured " + udp.Quote() + " · model " + native(udp.Before[0]) + " → " + native(udp.Figures[0]) + " Mpps"
	if s := st(); len(s.SceneSubs) == 0 || s.SceneSubs[0] != wantSub {
		t.Errorf("the first row reads %q; want %q", s.SceneSubs, wantSub)
	}
	p.screenshot("scenes-list")
	// The mouse over the row: each figure beside the model's, their ratio,
	// and what the validation says beside it.
	ax, ay := at("scene-a")
	p.do(chromedp.MouseEvent(chromedp.MouseMoved, ax, ay))
	p.frames(3)
	tip := st().SceneTip
	for _, part := range []string{
		"published 2.52 Mpps · model " + native(udp.Before[0]) + " Mpps · ×",
		"published 3.44 Mpps · model " + native(udp.Figures[0]) + " Mpps · ×1.00",
		udp.Figures[0].Note(),
		strings.Fields(udp.Before[0].Note())[0],
	} {
		if !strings.Contains(tip, part) {
			t.Errorf("the first row's tooltip does not say %q:\n%s", part, tip)
		}
	}
	p.screenshot("scenes-tip")
	// Rows whose model values are off by more than 15% have an amber
	// letter: seed 000's TCP cycles (today: 1041 against 1334) is the
	// first, while the UDP flood (1.14 and 1.00) is not.
	p.waitJS("window.rxscope.state().SceneMeasured >= 6", 120*time.Second)
	if off := st().SceneOff; !strings.Contains(off, "c") || strings.ContainsAny(off, "ab") {
		t.Errorf("the rows marked off are %q; want c and neither a nor b", off)
	}
	// The keyboard's way to the same: the arrows select a row, whose
	// tooltip then shows, and Enter opens it.
	p.do(chromedp.MouseEvent(chromedp.MouseMoved, 2, 2))
	p.key("ArrowDown", false) // the first row
	p.key("ArrowDown", false) // the second: seed 000's TCP stream
	tcp := want[1]
	if tip := st().SceneTip; !strings.Contains(tip, "published "+tcp.Figures[0].Text) {
		t.Errorf("with the second row selected the tooltip reads\n%s\nwant its figure %s", tip, tcp.Figures[0].Text)
	}
	p.screenshot("scenes-keyboard")
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
	// the row of the gains and the spread opens its first configuration:
	// the UDP flood with CQE compression on, stride-ahead
	p.key("KeyG", false)
	p.key("Key"+strings.ToUpper(sceneLetter(t, "000/cqe/udp")), false)
	if s := st(); s.Scenes != 0 || !s.Knobs.CQECompress || s.Knobs.Variant != "stride-ahead" {
		t.Errorf("the gains' row: list rows %d, CQE compression %v, variant %q; want the list closed on stride-ahead with CQE compression", s.Scenes, s.Knobs.CQECompress, s.Knobs.Variant)
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
	letter := "abcdefhijklmnopqrstuvwxyz"[row : row+1]
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

// TestSceneLevers: once every figure of the scene list is measured, the
// workers search each row's levers as rxsim validate -levers does, and
// the tooltip of seed 000's UDP row says, in place of a pointer to the
// command line, "searching dram-ns …" and then how far the DRAM latency
// would have to move: the native search's words, number for number. So
// do the other rows' tips, the row of the gains and the spread (CQE
// compression's +26%, its value as validation.Validate's) included. The tips
// are saved at 1280×720 (scenes-levers…) and on the projector at
// 1920×1080 (scenes-levers-projector…).
func TestSceneLevers(t *testing.T) {
	udp := validation.MeasuredScenes()[0]
	want := nativeLever(t, validation.LeverKey{Figure: udp.Before[0].ID})
	// the row of the gains and the spread: CQE compression's UDP gain as
	// rxsim validate measures it, and each of its figures' levers
	var gainRow validation.Measured
	for _, m := range validation.MeasuredScenes() {
		if m.Figures[0].Kind != validation.FigureValue {
			gainRow = m
		}
	}
	gain := gainRow.Figures[0]
	rep, err := validation.Validate(validation.DefaultOptions())
	if err != nil {
		t.Fatal(err)
	}
	g, _ := rep.Figure(gain.ID)
	gainModel := gain.ModelText(g.Model)
	var gainTips []string
	for _, f := range gainRow.Figures {
		for n := range f.Levers {
			gainTips = append(gainTips, nativeLever(t, validation.LeverKey{Figure: f.ID, Lever: n}))
		}
	}
	for _, c := range []struct {
		name, query string
		w, h        int
	}{
		{"scenes-levers", "", 1280, 720},
		{"scenes-levers-projector", "?theme=projector", 1920, 1080},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := openPage(t, "/"+c.query, c.w, c.h)
			p.waitJS(`window.rxscope.state().Worker === "ready"`, 60*time.Second)
			p.key("KeyG", false)
			p.waitJS(`(s => s.SceneSubs.length > 0 && !s.SceneSubs[0].includes("…"))(window.rxscope.state())`, 120*time.Second)
			c0, ok := p.vstate().Controls["scene-a"]
			if !ok {
				t.Fatal("no row a on the screen")
			}
			p.do(chromedp.MouseEvent(chromedp.MouseMoved, c0.Hit.X+c0.Hit.W/3, c0.Hit.Y+c0.Hit.H/2))
			p.frames(3)
			if st := p.vstate(); st.SceneLeversDone == 0 {
				if !strings.Contains(st.SceneTip, "searching dram-ns …") || strings.Contains(st.SceneTip, "rxsim validate -levers") {
					t.Errorf("before its lever is searched the tip reads\n%s\nwant \"searching dram-ns …\" and no pointer to the command line", st.SceneTip)
				}
			}
			p.waitJS("(s => s.SceneTotal > 0 && s.SceneMeasured === s.SceneTotal)(window.rxscope.state())", 120*time.Second)
			start := time.Now()
			p.waitJS("(s => s.SceneLevers > 0 && s.SceneLeversDone === s.SceneLevers)(window.rxscope.state())", 240*time.Second)
			st := p.vstate()
			t.Logf("%d levers searched in %.1f s of wall time after the %d figures, in %d workers", st.SceneLevers, time.Since(start).Seconds(), st.SceneTotal, st.Workers)
			p.frames(3)
			tip := p.vstate().SceneTip
			// the tip wraps its notes: compare its words, not its lines
			if words := strings.Join(strings.Fields(tip), " "); !strings.Contains(words, want) {
				t.Errorf("the UDP row's tip reads\n%s\nwant the native search's %q", tip, want)
			}
			if strings.Contains(tip, "searching") || strings.Contains(tip, "rxsim validate -levers") {
				t.Errorf("with every lever searched the tip still reads\n%s", tip)
			}
			p.screenshot(c.name)
			// a direction's lever (seed 000's TCP rate), one no value in
			// range meets (seed 003's burst of 32K on the striding RQ),
			// seed 001's LLC share, seed 004's 256 B copy on the IRQ core
			// (a work step's cycles), and the row of the gains and the
			// spread: its figures beside the published ones, its levers
			// the native search's words
			for _, o := range []struct{ row, says, shot string }{
				{"b", "holds with dram-ns at", "-claim"},
				{"n", "no work-scale in 0.5..1.171 × reaches 14K", "-unmet"},
				{sceneLetter(t, "001/llc/before"), "llc-mib would need ", "-llc"},
				{sceneLetter(t, "004/irq/before"), "frag-list-chain would need ", "-frag"},
				{sceneLetter(t, gain.ID), "published +26% · model " + gainModel, "-gains"},
			} {
				r, ok := p.vstate().Controls["scene-"+o.row]
				if !ok {
					t.Fatalf("no row %s on the screen", o.row)
				}
				p.do(chromedp.MouseEvent(chromedp.MouseMoved, r.Hit.X+r.Hit.W/3, r.Hit.Y+r.Hit.H/2))
				p.frames(3)
				tip := strings.Join(strings.Fields(p.vstate().SceneTip), " ")
				if !strings.Contains(tip, o.says) {
					t.Errorf("row %s's tip reads\n%s\nwant %q", o.row, tip, o.says)
				}
				if o.shot == "-gains" {
					for _, w := range gainTips {
						if !strings.Contains(tip, w) {
							t.Errorf("the gains' row's tip reads\n%s\nwant the native search's %q", tip, w)
						}
					}
				}
				p.screenshot(c.name + o.shot)
			}
		})
	}
}

// sceneLetter is the letter of the scene list's row that shows figure
// id (validation.MeasuredScenes, in order).
func sceneLetter(t *testing.T, id string) string {
	t.Helper()
	for i, m := range validation.MeasuredScenes() {
		for _, fs := range [][]validation.Figure{m.Before, m.Figures} {
			for _, f := range fs {
				if f.ID == id {
					return "abcdefhijklmnopqrstuvwxyz"[i : i+1]
				}
			}
		}
	}
	t.Fatalf("no row of the scene list shows %s", id)
	return ""
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
