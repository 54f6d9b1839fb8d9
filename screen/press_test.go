package screen

import (
	"strings"
	"testing"

	"rxscope/address"
	"rxscope/app"
	"rxscope/layout"
	"rxscope/lessons"
	"rxscope/model"
)

// pressWindow is the window the presses are made in: a laptop's, so the
// whole screen's fit scales the design canvas down.
const pressWindowW, pressWindowH = 1280, 720

// newPressScreen is a core in a pressWindowW×pressWindowH window, with a
// painting side that counts and panels laid out for the tooltips.
func newPressScreen(t *testing.T) (*Screen, *painting, Board) {
	t.Helper()
	s := newTestScreen(t)
	s.KnobsChanged(s.Geo.Screen.Controls)
	s.Resize(pressWindowW, pressWindowH)
	return s, &painting{}, boardFor(s.Sim.Ses)
}

// onWhole is the device pixel at the middle of r, a rectangle of the
// whole screen's fit (a card, the chip).
func onWhole(s *Screen, r layout.Rect) (x, y int) {
	w := s.Geo.Whole.Scale(r)
	return int(w.X + w.W/2), int(w.Y + w.H/2)
}

// onPanels is the device pixel at the middle of r, a rectangle of the
// panels, where the zoom draws them.
func onPanels(s *Screen, r layout.Rect) (x, y int) {
	p := s.Geo.Fit.Scale(r)
	return int(p.X + p.W/2), int(p.Y + p.H/2)
}

// click presses the mouse's button at the device pixel (x, y) and lets it
// go the next tick, through the input value.
func click(s *Screen, f Follower, b Board, x, y int) {
	s.Input.In = Input{Mouse: Mouse{X: x, Y: y, Down: true, Pressed: true}}
	s.HandlePointer(f, b)
	s.Input.In = Input{Mouse: Mouse{X: x, Y: y, Released: true}}
	s.HandlePointer(f, b)
}

// tap lands a finger at the device pixel (x, y) and lifts it the next
// tick.
func tap(s *Screen, f Follower, b Board, x, y int) {
	t := Touch{ID: 7, X: x, Y: y}
	s.Input.In = Input{Touches: []Touch{t}, Fresh: []Touch{t}}
	s.HandlePointer(f, b)
	t.Released = true
	s.Input.In = Input{Touches: []Touch{t}}
	s.HandlePointer(f, b)
}

// menuTool is the index of the menu's tool that acts a.
func menuTool(t *testing.T, k app.ActionKind) int {
	t.Helper()
	for i, tool := range MenuTools {
		if tool.Act.Kind == k {
			return i
		}
	}
	t.Fatalf("no tool in the menu does %v", k)
	return -1
}

// TestPressCards presses what is drawn over the panels and the buttons
// that open it, with the mouse, in a laptop's window: the menu's button
// opens the menu and a lesson's row, free exploration's row and a tool's
// act and close it; each card closes at a press outside it; the zoom's
// chip takes the screen back to whole; a press anywhere closes the help
// and brings a blank screen back.
func TestPressCards(t *testing.T) {
	first := lessons.All()[0]
	outside := layout.Rect{X: 2, Y: 2, W: 4, H: 4} // the canvas's top left-hand corner, on no card
	for _, tc := range []struct {
		name  string
		setup []app.Action
		at    func(s *Screen) (int, int)
		check func(t *testing.T, s *Screen)
	}{
		{"the menu's button opens the menu", nil,
			func(s *Screen) (int, int) { return onPanels(s, s.Geo.Screen.MenuButton) },
			func(t *testing.T, s *Screen) { wantCard(t, s, app.MenuCard) }},
		{"the knobs' button opens the drawer", nil,
			func(s *Screen) (int, int) { return onPanels(s, s.Geo.Screen.KnobsButton) },
			func(t *testing.T, s *Screen) { wantCard(t, s, app.KnobsCard) }},
		{"a lesson's row opens it", []app.Action{{Kind: app.ToggleMenu}},
			func(s *Screen) (int, int) { return onWhole(s, s.Geo.Menu.Lessons[0]) },
			func(t *testing.T, s *Screen) {
				wantCard(t, s, app.NoCard)
				if r := s.App.Les.Runner(); r == nil || r.Lesson() != first {
					t.Errorf("lesson %v open; want %q", r, first.ID)
				}
			}},
		{"free exploration's row leaves the lesson", []app.Action{{Kind: app.OpenLesson, N: app.LessonNumber(first)}, {Kind: app.ToggleMenu}},
			func(s *Screen) (int, int) { return onWhole(s, s.Geo.Menu.Lessons[len(s.Geo.Menu.Lessons)-1]) },
			func(t *testing.T, s *Screen) {
				wantCard(t, s, app.NoCard)
				if s.App.Les.Open() {
					t.Error("a lesson is still open")
				}
			}},
		{"a tool's row acts", []app.Action{{Kind: app.ToggleMenu}},
			func(s *Screen) (int, int) { return onWhole(s, s.Geo.Menu.Tools[menuTool(t, app.ToggleScenes)]) },
			func(t *testing.T, s *Screen) { wantCard(t, s, app.SceneListCard) }},
		{"a press outside the menu closes it", []app.Action{{Kind: app.ToggleMenu}},
			func(s *Screen) (int, int) { return onWhole(s, outside) },
			func(t *testing.T, s *Screen) { wantCard(t, s, app.NoCard) }},
		{"a press outside the scene list closes it", []app.Action{{Kind: app.ToggleScenes}},
			func(s *Screen) (int, int) { return onWhole(s, outside) },
			func(t *testing.T, s *Screen) { wantCard(t, s, app.NoCard) }},
		{"a press outside the machine panel closes it", []app.Action{{Kind: app.ToggleMachine}},
			func(s *Screen) (int, int) { return onWhole(s, outside) },
			func(t *testing.T, s *Screen) { wantCard(t, s, app.NoCard) }},
		{"a press outside the knobs drawer closes it", []app.Action{{Kind: app.ToggleKnobs}},
			func(s *Screen) (int, int) { return onWhole(s, outside) },
			func(t *testing.T, s *Screen) { wantCard(t, s, app.NoCard) }},
		{"the zoom's chip takes the screen back to whole", []app.Action{{Kind: app.SetZoom, N: int(address.ZoomRing)}},
			func(s *Screen) (int, int) {
				if !s.Geo.Chip.Shown {
					t.Fatal("no chip on a zoomed screen")
				}
				return onWhole(s, s.Geo.Chip.R)
			},
			func(t *testing.T, s *Screen) {
				if s.App.Pres.Zoom != address.ZoomWhole {
					t.Errorf("zoom %v; want the whole screen", s.App.Pres.Zoom)
				}
			}},
		{"a press closes the help", []app.Action{{Kind: app.ShowHelp}},
			func(s *Screen) (int, int) { return onPanels(s, s.Geo.Screen.MenuButton) },
			func(t *testing.T, s *Screen) {
				if s.App.Cards.Help {
					t.Error("the help is still open")
				}
				wantCard(t, s, app.NoCard)
			}},
		{"a press brings a blank screen back", []app.Action{{Kind: app.ToggleBlank}},
			func(s *Screen) (int, int) { return onPanels(s, s.Geo.Screen.MenuButton) },
			func(t *testing.T, s *Screen) {
				if s.App.Pres.Blank {
					t.Error("the screen is still blank")
				}
				wantCard(t, s, app.NoCard)
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, f, b := newPressScreen(t)
			for _, a := range tc.setup {
				s.Do(a, f)
			}
			settle(t, s)
			s.Refit()
			x, y := tc.at(s)
			click(s, f, b, x, y)
			settle(t, s)
			tc.check(t, s)
		})
	}
}

// settle runs the lessons' ticks and the background work until none is
// left, as frames would: a lesson opened by a press is prepared in the
// background.
func settle(t *testing.T, s *Screen) {
	t.Helper()
	for range 100000 {
		s.Ticks++
		s.Frames++
		s.App.Les.Tick(s.Frames, s.Ticks, false)
		if !s.Sim.BG.Run() {
			return
		}
		s.Sim.BG.FrameDrawn()
	}
	t.Fatal("the background work never ended")
}

// wantCard checks the card open.
func wantCard(t *testing.T, s *Screen, want app.Card) {
	t.Helper()
	if s.App.Cards.Open != want {
		t.Errorf("card %v open; want %v", s.App.Cards.Open, want)
	}
}

// TestPressControls clicks and taps the strip's controls as
// TestTogglesByMouseAndTouch does in the page: each toggle turns and
// turns back, an XDP option is chosen, a tap on the distance track's ends
// and middle sets it; a press in the band a zoom masks finds nothing.
func TestPressControls(t *testing.T) {
	s, f, b := newPressScreen(t)
	ctl := func(name string) *layout.Control { return &s.Geo.Screen.Controls[controlOf(t, name)] }
	for _, tt := range []struct {
		name string
		get  func(model.Config) bool
	}{
		{"cqe-compress", func(c model.Config) bool { return c.CQECompress }},
		{"inject", func(c model.Config) bool { return c.Inject }},
		{"mtu", func(c model.Config) bool { return c.MTU == 9000 }},
	} {
		was := tt.get(s.Sim.Ses.Config())
		x, y := onPanels(s, ctl(tt.name).Hit)
		click(s, f, b, x, y)
		if tt.get(s.Sim.Ses.Config()) == was {
			t.Errorf("clicking %s left it at %v", tt.name, was)
		}
		if s.Input.Keys.Focus != controlOf(t, tt.name) {
			t.Errorf("clicking %s focused control %v", tt.name, s.Input.Keys.Focus)
		}
		click(s, f, b, x, y)
		if tt.get(s.Sim.Ses.Config()) != was {
			t.Errorf("clicking %s again did not turn it back", tt.name)
		}
	}

	xdp := ctl("xdp")
	if len(xdp.Segments) != 5 {
		t.Fatalf("the XDP choice has %d options; want 5", len(xdp.Segments))
	}
	x, y := onPanels(s, xdp.Segments[1])
	click(s, f, b, x, y)
	if c := s.Sim.Ses.Config(); c.XDP != model.XDPDrop {
		t.Errorf("clicking XDP drop: XDP %v", c.XDP)
	}
	x, y = onPanels(s, xdp.Segments[0])
	click(s, f, b, x, y)

	was := s.Sim.Ses.Config().CQECompress
	x, y = onPanels(s, ctl("cqe-compress").Hit)
	tap(s, f, b, x, y)
	if s.Sim.Ses.Config().CQECompress == was {
		t.Errorf("tapping the compression toggle left it at %v", was)
	}
	tr := ctl("distance").Track
	y = int(s.Geo.Fit.OffY + (tr.Y+tr.H/2)*s.Geo.Fit.S)
	for _, at := range []struct {
		name string
		x    float64
		want int
	}{
		{"left end", tr.X, 0},
		{"middle", tr.X + tr.W/2, 8},
	} {
		tap(s, f, b, int(s.Geo.Fit.OffX+at.x*s.Geo.Fit.S), y)
		if d := s.Sim.Ses.Config().Distance; d != at.want {
			t.Errorf("tapping the %s of the distance track gave distance %d; want %d", at.name, d, at.want)
		}
	}

	// zoomed on the ring, the strip is masked: a press where a toggle
	// would be finds nothing
	s.Do(app.Action{Kind: app.SetZoom, N: int(address.ZoomRing)}, f)
	s.Refit()
	was = s.Sim.Ses.Config().CQECompress
	x, y = onWhole(s, ctl("cqe-compress").Hit)
	click(s, f, b, x, y)
	if s.Sim.Ses.Config().CQECompress != was {
		t.Error("a press in the band the zoom masks turned the compression toggle")
	}
}

// layoutLesson lays the lesson panel out as the painting side does each
// tick, with the tests' measure.
func layoutLesson(s *Screen) {
	g := &s.Geo
	g.Lesson.Layout(LessonLayout{
		Shown: s.LessonShown(), Scale: g.Fit.S, Theme: s.App.Pres.Theme, Lessons: s.App.Les,
		Figures: g.Screen.Figures, Chart: g.Screen.Chart, Type: TypeFor(s.App.Pres.Theme), Measure: width,
	})
}

// TestPressLesson finds and plays a lesson without a keyboard, as
// TestLessonByMouseAndTouch does in the page: the menu's button opens
// the menu, a row opens the lesson, the panel's Next moves through the
// steps by click and by tap, a tap answers the question, Back goes back,
// the panel's menu button and free exploration's row leave the lesson.
func TestPressLesson(t *testing.T) {
	s, f, b := newPressScreen(t)
	ahead, ok := lessons.Lookup("ahead")
	if !ok {
		t.Fatal("no lesson ahead")
	}
	row := -1
	for i, l := range lessons.All() {
		if l == ahead {
			row = i
		}
	}
	step := func(want int) {
		t.Helper()
		settle(t, s)
		layoutLesson(s)
		if r := s.App.Les.Runner(); r == nil || r.Lesson() != ahead || r.Index()+1 != want {
			t.Fatalf("lesson %v; want ahead at step %d", r, want)
		}
	}
	press := func(do func(*Screen, Follower, Board, int, int), r layout.Rect) {
		x, y := onPanels(s, r)
		do(s, f, b, x, y)
	}
	press(click, s.Geo.Screen.MenuButton)
	wantCard(t, s, app.MenuCard)
	x, y := onWhole(s, s.Geo.Menu.Lessons[row])
	click(s, f, b, x, y)
	step(1)
	press(click, s.Geo.Lesson.Panel().Next)
	step(2)
	press(tap, s.Geo.Lesson.Panel().Next)
	step(3)
	if r := s.App.Les.Runner(); len(r.Choices()) < 2 || r.Answered() || !s.App.Les.Asking() {
		t.Fatalf("step 3 asks no question: %q", r.Choices())
	}
	press(tap, s.Geo.Lesson.Panel().Choices[1])
	if r := s.App.Les.Runner(); !r.Answered() || r.Index() != 2 {
		t.Errorf("a tap on an answer: answered %v at step %d", r.Answered(), r.Index()+1)
	}
	layoutLesson(s)
	press(click, s.Geo.Lesson.Panel().Prev)
	step(2)
	press(click, s.Geo.Lesson.Panel().Menu)
	wantCard(t, s, app.MenuCard)
	x, y = onWhole(s, s.Geo.Menu.Lessons[len(s.Geo.Menu.Lessons)-1])
	click(s, f, b, x, y)
	settle(t, s)
	if s.App.Les.Open() {
		t.Error("free exploration's row left the lesson open")
	}
}

// TestPressZoomed presses a screen zoomed onto the ring, as the page's
// TestZoomPointer does: the band the zoom masks, where the whole screen
// has the Play button, presses nothing; a stride of the zoomed ring pins
// its tooltip where the zoom draws it; the chip takes the screen back.
// Zoomed onto a lesson's column, its Next button is pressed where it is
// drawn.
func TestPressZoomed(t *testing.T) {
	s, f, b := newPressScreen(t)
	s.Input.In = Input{Pressed: []Key{KeySpace}}
	s.HandleKeys(s.Geo.Screen.Controls, f)
	if !s.Sim.Ses.Paused() {
		t.Fatal("Space did not pause")
	}
	s.Do(app.Action{Kind: app.SetZoom, N: int(address.ZoomRing)}, f)
	s.Refit()
	play := s.Geo.Screen.Controls[layout.Play].Hit
	if s.Geo.Whole.Scale(play).Overlaps(s.Geo.Fit.Scale(s.Geo.Zoom)) {
		t.Fatalf("the Play button's place is inside the zoomed ring")
	}
	x, y := onWhole(s, play)
	click(s, f, b, x, y)
	s.Report(s.Geo.Screen.Controls)
	if !s.Sim.Ses.Paused() || s.Snap.Tooltip != "" || s.App.Pres.Zoom != address.ZoomRing {
		t.Errorf("a press on the masked band where Play was: paused %v, tooltip %q, zoom %v; want nothing pressed",
			s.Sim.Ses.Paused(), s.Snap.Tooltip, s.App.Pres.Zoom)
	}
	cells := b.(*testBoard).ring.Cells
	at := s.Geo.Fit.Scale(cells)
	click(s, f, b, int(at.X+at.W*0.3), int(at.Y+at.H*0.4))
	s.Report(s.Geo.Screen.Controls)
	if !strings.HasPrefix(s.Snap.Tooltip, "WQE ") {
		t.Errorf("a press on a stride of the zoomed ring pinned %q; want a stride's tooltip", s.Snap.Tooltip)
	}
	x, y = onWhole(s, s.Geo.Chip.R)
	click(s, f, b, x, y)
	if s.App.Pres.Zoom != address.ZoomWhole {
		t.Errorf("the chip left the zoom at %v", s.App.Pres.Zoom)
	}

	// a lesson's column, zoomed: Next where it is drawn
	ahead, _ := lessons.Lookup("ahead")
	s.Do(app.Action{Kind: app.OpenLesson, N: app.LessonNumber(ahead)}, f)
	settle(t, s)
	s.Do(app.Action{Kind: app.SetZoom, N: int(address.ZoomFigures)}, f)
	layoutLesson(s)
	s.Refit()
	layoutLesson(s)
	next := s.Geo.Lesson.Panel().Next
	if !s.Geo.Zoom.Contains(next.X+next.W/2, next.Y+next.H/2) {
		t.Fatalf("Next %v is outside the zoomed region %v", next, s.Geo.Zoom)
	}
	x, y = onPanels(s, next)
	click(s, f, b, x, y)
	settle(t, s)
	if r := s.App.Les.Runner(); r == nil || r.Index() != 1 {
		t.Errorf("Next in the zoomed column: lesson %v; want ahead at step 2", r)
	}
}
