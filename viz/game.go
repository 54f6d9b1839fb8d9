package viz

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
	"rxscope/screen"
)

// Game is rxscope's screen: it implements ebiten.Game.
//
// Update reads the input, changes the knobs, advances the simulations by
// a fixed quantum of simulated time, rebuilds the figures' text and the
// snapshot; Draw only reads. Positions come from package layout.
type Game struct {
	// the screen's core: the state, what an input means, the words, the
	// snapshot (package screen); the rest is what painting needs
	core   *screen.Screen
	reader inputReader // reads Ebitengine's input into core.Input.In

	// configuration
	theme *Theme
	ty    *layout.Type // the type of the main screen, by the theme
	drawn smallest     // the smallest text the last frame drew
	fonts *Fonts
	paint *painter

	// what the painters keep
	sweep   sweep
	help    helpOverlay // the keys' help overlay, laid out for the window (help.go)
	kindW   kindWidths  // the widths of the words under the packets' boxes
	cqSlots cqSlots
	segs    []model.Segment // scratch for the CPU strip
	laneBin laneBin         // narrow segments of the CPU strip, drawn together

	foldLabels    map[int]string
	chartProgress []byte

	back      backdrop
	staticVer uint64 // bumped when the backdrop's content changes

	// the fits, the zoom's region and chip, the menu and the lesson
	// panel are the core's (core.Geo, screen.Geometry)
	snapFit layout.Fit     // the fit the snapshot's rectangles were made for
	snapGeo model.Geometry // and the ring geometry
	dsf     float64        // device pixels per CSS pixel
	final   finalScreen    // the copy of the frame onto the canvas

	// the notice's lines (drawNotice), wrapped for noticeWrapped at noticeWrapW
	noticeLines   []layout.Span
	noticeWrapped string
	noticeWrapW   float64

	lp lessonPanel // what the screen keeps to draw the lesson
	// scenes is the list of the configurations the seeds measured (G)
	scenes sceneView
}

// NewGame builds the screen for the default configuration, playing at
// the default speed (Space pauses it).
func NewGame() (*Game, error) {
	return NewGameWith(model.DefaultConfig())
}

// NewGameWith builds the screen for cfg.
func NewGameWith(cfg model.Config) (*Game, error) {
	fonts, err := NewFonts()
	if err != nil {
		return nil, err
	}
	g := &Game{
		theme: &DarkTheme,
		ty:    &layout.ScreenType,
		fonts: fonts,
		paint: newPainter(fonts),
		dsf:   1,

		foldLabels: make(map[int]string),
	}
	core, err := screen.New(cfg, screen.Deps{
		Now: time.Now, Mem: &screen.RuntimeMem{}, Measure: view{g}.measureCardText, MeasureBold: view{g}.measureCardBold, Has: fonts.Has,
		Lessons: lessonHost{g}, Edit: editHost{g}, Stepper: stepperScreen{g},
	})
	if err != nil {
		return nil, err
	}
	g.core = core
	bg := g.core.Sim.BG
	bg.Register(app.PriorityChart, chartJob{g})
	g.core.KnobsChanged(g.core.Geo.Screen.Controls)
	g.knobsChanged()
	g.refresh()
	return g, nil
}

// knobsChanged follows new knobs on the painting side: the chart's sweep
// and its marks, and the backdrop, where the chips are drawn (the core's
// words follow in screen.Screen.KnobsChanged).
func (g *Game) knobsChanged() {
	cfg := g.core.Sim.Ses.Config()
	g.sweep.marks = screen.PublishedMarks(cfg, g.core.Sim.Ses.After().Profile().CoreGHz.Value)
	g.sweep.Want(cfg)
	g.sweep.axis(g.chartRoom())
	g.staticVer++
}

// Update advances the app by one tick: it closes the last frame in the
// meter if it was not presented, reads Ebitengine's input into the input
// value and hands the tick to the core (screen.Screen.Update), which
// calls back the painting side (follower) for what the fonts and the
// painters' caches do.
func (g *Game) Update() error {
	g.closeFrame()
	g.reader.read(&g.core.Input.In)
	g.core.Update(follower{g}, tipBoard{g})
	return nil
}

// refresh reads the packets and the figures from the simulations
// (screen.Screen.Refresh).
func (g *Game) refresh() { g.core.Refresh(follower{g}) }

// placeInstant places the packet panels' boxes and the CQ's slots for
// the instant the core read.
func (g *Game) placeInstant() {
	g.placeSlots()
	g.cqSlots.place(g.core.Geo.Screen.CQ, g.core.Sim.Ses.After().CC(), g.core.Sim.Ses.After().Geometry().CQEntries)
}

// placeSlots lays out the boxes of the packet panels for the packets at
// the cursors, with the words in and under them.
func (g *Game) placeSlots() {
	kw := g.kindWidths()
	g.core.Panels.Packets.CurSlots.Place(&g.core.Panels.Packets.Cur, g.core.Geo.Screen.Current, g.ty.PacketInfo, &kw.w)
	g.core.Panels.Packets.AheadSlots.Place(&g.core.Panels.Packets.Ahead, g.core.Geo.Screen.Ahead, g.ty.PacketInfo, &kw.w)
	tr := g.core.Sim.Ses.After().Trace()
	g.core.Panels.Packets.CurSlots.Words(&g.core.Panels.Packets.Cur, tr)
	g.core.Panels.Packets.AheadSlots.Words(&g.core.Panels.Packets.Ahead, tr)
}

// frameBuilt ends Draw, once the frame is built (finalscreen.go): it
// counts the frame, notes the background's share, starts the
// scheduler's next budget and stops the frame meter begun in Draw. The
// frame stays open in the meter until DrawFinalScreen has drawn it, or,
// when it is not presented, until the next Update or Draw begins
// (closeFrame).
func (g *Game) frameBuilt() {
	g.core.Frames++
	g.core.Meter.Background(g.core.Sim.BG.Spent(), g.back.redrawn, screen.WorkerAnswers(g.core.Sim.Workers))
	g.back.redrawn = false
	g.core.Sim.BG.FrameDrawn()
	g.core.Meter.EndDrawing()
	g.final.open = true
}

// frameShown ends DrawFinalScreen: its time is the frame's too.
func (g *Game) frameShown() {
	g.core.Meter.EndDrawing()
	g.closeFrame()
}

// closeFrame records the last frame in the meter, if it is still open.
func (g *Game) closeFrame() {
	if g.final.open {
		g.final.open = false
		g.core.Meter.FrameDone()
	}
}

// Layout makes the screen as many device pixels as the window has, so
// text is rasterised at the device pixel ratio and stays sharp.
// Ebitengine calls LayoutF instead when a game has it; Layout is kept for
// the interface.
func (g *Game) Layout(outsideW, outsideH int) (int, int) {
	w, h := g.LayoutF(float64(outsideW), float64(outsideH))
	return int(w), int(h)
}

// LayoutF is Layout in fractional device-independent pixels. It also
// records the window's fits, the panels' and the whole screen's, for hit
// tests and drawing.
func (g *Game) LayoutF(outsideW, outsideH float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	w, h := outsideW*s, outsideH*s
	g.dsf = s
	g.core.Resize(math.Ceil(w), math.Ceil(h)) // the screen image's size
	return w, h
}

// view is the painter of the frame: its methods paint the state (the top
// bar, the figures, the chart, the lesson's column, the overlays), and
// change nothing but the caches of what they paint (the backdrop) and
// the frame's capture. The simulation's panels are panelPainter's, the
// cards cardView's. Update's code reaches it through Game.view.
type view struct{ *Game }

// view is g seen by the drawing code.
func (g *Game) view() view { return view{g} }
