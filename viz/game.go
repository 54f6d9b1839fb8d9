package viz

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/address"
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
	// configuration
	theme  *Theme
	ty     *layout.Type // the type of the main screen, by the theme
	drawn  smallest     // the smallest text the last frame drew
	fonts  *Fonts
	paint  *painter
	screen layout.Screen

	// current state
	ses     *app.Session
	bg      *app.Scheduler // the background work: step back, lesson steps, scene list, chart
	workers []*app.Worker  // the Web Workers the background measurements run in (SetWorkers)
	worker  *app.Worker    // the first of them (the machine panel's), nil when none
	sweep   sweep
	figs    screen.Figures
	live    app.Live // the live window the figures average over
	input   input
	tips    screen.Tips // the panels' tooltip, and what the mouse is over
	help    helpOverlay // the keys' help overlay, laid out for the window (help.go)
	log     screen.EventLog
	ctr     screen.Counters
	stepper *screen.Stepper
	drag    dragState

	cur, ahead       model.PacketView
	curSlots, ahSlot screen.PacketSlots
	kindW            kindWidths // the widths of the words under their boxes
	cqSlots          cqSlots
	segs             []model.Segment // scratch for the CPU strip
	laneBin          laneBin         // narrow segments of the CPU strip, drawn together

	// words rebuilt when the knobs change
	words         screen.KnobWords
	pubLine       string // what a seed measured on these knobs (screen.PublishedMarks), or ""
	foldLabels    map[int]string
	chartProgress []byte
	speed         screen.SpeedLabel // the speed slider's label, which follows the pace (speed.go)
	strip         screen.Strip      // what each control of the strip shows, by ControlID

	back      backdrop
	staticVer uint64 // bumped when the backdrop's content changes

	fit   layout.Fit // the panels' fit: the window's, or its zoom's (zoom.go)
	whole layout.Fit // the whole screen's fit, for the cards and the overlays
	winW  float64    // the screen image's size in device pixels, from LayoutF
	winH  float64
	// zoomRect is the region of the canvas the panels show (the canvas
	// without a zoom), chip the corner chip that names it
	zoomRect layout.Rect
	chip     zoomChip
	snapFit  layout.Fit     // the fit the snapshot's rectangles were made for
	snapGeo  model.Geometry // and the ring geometry
	dsf      float64        // device pixels per CSS pixel
	ticks    uint64
	frames   uint64
	meter    *screen.FrameMeter
	final    finalScreen // the copy of the frame onto the canvas
	// commands applies the page's queued commands (SetCommands)
	commands func()
	snap     app.Snapshot

	// the page around the screen (host.go)
	host    Host
	addr    address.State // the address as last compared by AddressVersion
	addrVer uint64
	status  screen.StatusLine // the line for screen readers (Status)
	notice  app.Notice        // the banner over the ring (drawNotice)
	// the notice's lines (drawNotice), wrapped for noticeWrapped at noticeWrapW
	noticeLines   []layout.Span
	noticeWrapped string
	noticeWrapW   float64

	// lessons, presenting and export (lesson.go, presenter.go, export.go)
	cards     app.Cards     // the card open, and the help (app core)
	les       *app.Lessons  // the lessons' state (app core)
	lp        lessonPanel   // and what the screen keeps to draw it
	pres      app.Presenter // the presenting state (app core)
	fsChecked uint64        // the tick the full screen state was last read
	menu      menuState
	// scenes is the list of the configurations the seeds measured (G)
	scenes sceneView
	mach   screen.MachinePanel // the machine panel (machine.go)
	drawer screen.KnobsDrawer  // the knobs drawer (knobsdrawer.go)
	exp    screen.Export       // the PNG, the trace, the link and the embed snippet (export.go)
}

// backgroundBudget is the wall time each drawn frame gives the
// background work (app.Scheduler), whatever it is: one budget, shared in
// order of priority, so a frame never carries more than this of it.
const backgroundBudget = 6 * time.Millisecond

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
	ses, err := app.NewSession(cfg, false, app.DefaultSpeed)
	if err != nil {
		return nil, err
	}
	g := &Game{
		theme:  &DarkTheme,
		ty:     &layout.ScreenType,
		fonts:  fonts,
		paint:  newPainter(fonts),
		screen: layout.NewScreen(),
		ses:    ses,
		live:   app.NewLive(app.LiveWindow),
		meter:  screen.NewFrameMeter(time.Now, &screen.RuntimeMem{}),
		dsf:    1,
		bg:     app.NewScheduler(backgroundBudget, time.Now),

		foldLabels: make(map[int]string),
	}
	g.input.keys.Controls = len(g.screen.Controls)
	g.mach = screen.NewMachinePanel(editHost{g})
	g.drawer = screen.NewKnobsDrawer(editHost{g}, view{g}.measureCardText)
	g.les = app.NewLessons(lessonHost{g}, ses, &g.live)
	g.stepper = screen.NewStepper(ses, &g.log, stepperScreen{g})
	g.bg.Register(app.PriorityStepBack, g.stepper)
	g.bg.Register(app.PriorityWarmUp, g.les.WarmUpJob())
	g.bg.Register(app.PriorityLesson, g.les.StepJob())
	g.bg.Register(app.PrioritySceneList, &g.scenes)
	g.bg.Register(app.PriorityMachine, machineJob{g})
	g.bg.Register(app.PriorityChart, chartJob{g})
	g.bg.Register(app.PriorityNextStep, g.les.NextJob())
	g.knobsChanged()
	g.refresh()
	return g, nil
}

// knobsChanged rebuilds what depends on the knobs: the words that name
// the geometry and the variants, and the chart's sweep.
func (g *Game) knobsChanged() {
	cfg := g.ses.Config()
	geo := g.ses.After().Geometry()
	g.words.Rebuild(cfg, geo, g.ses.After().Profile())
	g.pubLine = screen.PublishedLine(cfg)
	if cfg.Edited() {
		g.pubLine = screen.EditedLine(cfg)
	}
	g.sweep.marks = screen.PublishedMarks(cfg, g.ses.After().Profile().CoreGHz.Value)
	g.sweep.Want(cfg)
	g.sweep.axis(g.chartRoom())
	g.staticVer++
	g.strip.Show(g.screen.Controls, cfg, g.ses.After().Profile(), geo.Linear)
	g.speed.Set(g.ses.Speed())
}

// Update advances the app by one tick.
func (g *Game) Update() error {
	g.closeFrame()
	g.meter.Begin()
	defer g.meter.End()
	g.meter.Tick(!g.sweep.finished())
	if g.commands != nil {
		g.commands()
	}
	g.ticks++
	g.refit() // a lesson opened or closed moves a zoom's region
	g.les.Tick(g.frames, g.ticks, g.drag.active)
	g.exp.Captured(banner{g})
	g.handleInput()
	g.exp.CopyNotice(banner{g})
	g.pollWorkers()
	g.bg.Run()
	g.layoutLesson()
	if room := g.chartRoom(); room != g.sweep.roomFor {
		g.sweep.axis(room) // the theme or the lesson's companion moved the chart
	}
	if g.cards.Open == app.SceneListCard {
		g.scenes.UpdateTip(g.input.pointers.HoverX, g.input.pointers.HoverY, g.input.pointers.Hover)
	}
	g.mach.Update(g.cards.Open == app.MachineCard)
	g.drawer.Update(g.cards.Open == app.KnobsCard)
	g.updatePresenter()
	before := g.ses.Steps()
	g.ses.Tick()
	g.updatePace(g.ses.Steps() != before)
	if g.ses.Steps() != before && (g.ses.Paused() || g.ticks-g.figs.LastRefresh >= screen.FigureRefreshTicks) || g.figs.LastRefresh == 0 {
		g.refresh()
	} else if g.ses.Steps() != before {
		g.refreshInstant()
	} else if g.kindW.s != g.fit.S {
		g.placeSlots() // the window changed: the words under the boxes measure otherwise
	}
	g.updateEventLog()
	g.ctr.Update(g.ticks, g.ses.After())
	g.tips.Follow(tipBoard{g}, g.input.pointers.Hover && !g.cards.Help, g.input.pointers.HoverX, g.input.pointers.HoverY, g.ticks)
	reporter{g}.updateSnapshot()
	return nil
}

// refresh reads the packets and the figures from the simulations.
func (g *Game) refresh() {
	g.live.Observe(g.ses)
	g.figs.RefreshAverages(g.ses, &g.live)
	g.refreshInstant()
	g.figs.LastRefresh = max(g.ticks, 1)
	g.chartProgressText()
}

// refreshInstant reads what the screen shows of the simulated instant:
// the packets at the cursors, the CQ, the clock. It runs on every tick
// that advanced the simulations, so that all the panels show the instant
// the ring shows.
func (g *Game) refreshInstant() {
	s := g.ses
	g.live.Observe(s)
	s.After().Packet(model.CurrentPacket, &g.cur)
	s.After().Packet(model.PrefetchedPacket, &g.ahead)
	g.placeSlots()
	g.cqSlots.place(g.screen.CQ, s.After().CC(), s.After().Geometry().CQEntries)
	g.figs.RefreshInstant(s, &g.cur, &g.ahead)
}

// placeSlots lays out the boxes of the packet panels for the packets at
// the cursors, with the words in and under them.
func (g *Game) placeSlots() {
	kw := g.kindWidths()
	g.curSlots.Place(&g.cur, g.screen.Current, g.ty.PacketInfo, &kw.w)
	g.ahSlot.Place(&g.ahead, g.screen.Ahead, g.ty.PacketInfo, &kw.w)
	tr := g.ses.After().Trace()
	g.curSlots.Words(&g.cur, tr)
	g.ahSlot.Words(&g.ahead, tr)
}

// frameBuilt ends Draw, once the frame is built (finalscreen.go): it
// counts the frame, notes the background's share, starts the
// scheduler's next budget and stops the frame meter begun in Draw. The
// frame stays open in the meter until DrawFinalScreen has drawn it, or,
// when it is not presented, until the next Update or Draw begins
// (closeFrame).
func (g *Game) frameBuilt() {
	g.frames++
	g.meter.Background(g.bg.Spent(), g.back.redrawn, workerAnswers(g.workers))
	g.back.redrawn = false
	g.bg.FrameDrawn()
	g.meter.EndDrawing()
	g.final.open = true
}

// frameShown ends DrawFinalScreen: its time is the frame's too.
func (g *Game) frameShown() {
	g.meter.EndDrawing()
	g.closeFrame()
}

// closeFrame records the last frame in the meter, if it is still open.
func (g *Game) closeFrame() {
	if g.final.open {
		g.final.open = false
		g.meter.FrameDone()
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
	g.winW, g.winH = math.Ceil(w), math.Ceil(h) // the screen image's size
	g.dsf = s
	g.refit()
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
