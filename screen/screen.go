package screen

import (
	"time"

	"rxscope/address"
	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// Screen is the screen's core: the state of everything rxscope's screen
// shows, without painting it. It composes the concern types of this
// package and the app core's state:
//
//   - Sim: the before/after pair (app.Session), the live window the
//     figures average over, the background work (app.Scheduler) and the
//     Web Workers it hands measurements to;
//   - App: the lessons (app.Lessons), the cards open (app.Cards) and
//     presenting (app.Presenter);
//   - Input: the tick's input value and what reads it (Keyboard,
//     Commands, Pointers), and the slider being dragged;
//   - Panels: each panel's words and state (Figures, KnobWords, Strip,
//     SpeedLabel, the packets at the cursors and their boxes, EventLog,
//     Counters, Stepper, Tips, MachinePanel, KnobsDrawer, Export);
//   - Page: the page around the screen (its Host, the address as last
//     compared, the line for screen readers, the notice, the queue of
//     the page's commands);
//   - Geo: where the screen's parts are in the window (Geometry);
//   - the frame's clock (Ticks, Frames), the FrameMeter and the
//     app.Snapshot the page publishes.
//
// A Screen is built by New and changed only by its Update's caller, once
// a tick; it allocates nothing in a steady tick.
type Screen struct {
	Sim    Sim
	App    App
	Input  Inputs
	Panels Panels
	Page   Page
	Geo    Geometry // where the screen's parts are in the window

	Ticks  uint64 // Updates so far
	Frames uint64 // frames drawn so far
	Meter  *FrameMeter
	Snap   app.Snapshot // what the page reads (app.Snapshot's JSON)

	has         func(rune) bool                      // whether the fonts draw a rune (Deps.Has)
	measureBold func(s string, size float64) float64 // the cards' bold face (Deps.MeasureBold)
	cmds        commandScreen                        // the core as HandleKeys hands it to the command table
	now         func() time.Time                     // the wall clock (Deps.Now), for the pace
}

// Sim is the simulations and their work.
type Sim struct {
	Ses     *app.Session
	Live    app.Live       // the live window the figures average over
	BG      *app.Scheduler // the background work: step back, lesson steps, scene list, chart
	Workers []*app.Worker  // the Web Workers the background measurements run in
	Worker  *app.Worker    // the first of them (the machine panel's), nil when none
}

// App is the app core's state on the screen.
type App struct {
	Les       *app.Lessons  // the lessons' state
	Cards     app.Cards     // the card open, and the help
	Pres      app.Presenter // the presenting state
	FSChecked uint64        // the tick the full screen state was last read
}

// Inputs is the tick's input and what reads it.
type Inputs struct {
	In       Input    // this tick's input, filled by the adapter
	Keys     Keyboard // the controls' shortcuts and the focus
	Cmds     Commands // the command table's keys
	Pointers Pointers // the press followed, and the hover
	Drag     Drag     // the slider held by the followed press
}

// Drag is a slider held by the followed press: its value follows the
// pointer at once, and the simulations restart at most every
// DragApplyTicks ticks, and once more when it is let go.
type Drag struct {
	Active  bool
	Ctl     layout.ControlID
	Cfg     model.Config // the knobs as the thumb says
	Pending bool         // Cfg differs from the session's
	Applied uint64       // tick of the last restart
}

// DragApplyTicks is how often a dragged knob restarts the simulations.
const DragApplyTicks = 6

// Panels is each panel's words and state.
type Panels struct {
	Figs    Figures
	Words   KnobWords  // the words rebuilt when the knobs change
	PubLine string     // what a seed measured on these knobs (PublishedLine), or ""
	Speed   SpeedLabel // the speed slider's label, which follows the pace
	Strip   Strip      // what each control of the strip shows, by ControlID
	Log     EventLog
	Ctr     Counters
	Stepper *Stepper
	Tips    Tips // the panels' tooltip, and what the mouse is over
	Mach    MachinePanel
	Drawer  KnobsDrawer
	Exp     Export    // the PNG, the trace, the link and the embed snippet
	Scenes  SceneList // the configurations the seeds measured (G)
	Packets Packets
}

// Packets are the packets at the cursors and their panels' boxes.
type Packets struct {
	Cur, Ahead           model.PacketView
	CurSlots, AheadSlots PacketSlots
}

// Page is the page around the screen.
type Page struct {
	Host    Host
	Addr    address.State // the address as last compared by AddressVersion
	AddrVer uint64
	Status  StatusLine // the line for screen readers
	Notice  app.Notice // the banner over the ring
	// Commands applies the page's queued commands (a parent page's
	// messages), first thing in an Update.
	Commands func()
}

// Deps are what a Screen is built with: the clock and the memory
// statistics the frame meter and the background budget read, the cards'
// text measure, and the rest of the screen as the lessons, the editing
// cards and the stepper see it.
type Deps struct {
	Now     func() time.Time
	Mem     MemReader
	Measure func(s string, size float64) float64
	// MeasureBold is Measure in the bold face, for the zoom's chip; nil:
	// Measure
	MeasureBold func(s string, size float64) float64
	Has         func(r rune) bool // whether the fonts draw r; nil: all
	Lessons     app.LessonHost
	Edit        Restarter
	Stepper     StepperScreen
}

// BackgroundBudget is the wall time each drawn frame gives the
// background work (app.Scheduler), whatever it is: one budget, shared in
// order of priority, so a frame never carries more than this of it.
const BackgroundBudget = 6 * time.Millisecond

// New builds the screen's core for cfg, playing at the default speed,
// with the step back, a step's warm-up, the lesson's step, the scene
// list's and the machine panel's measuring and the next step registered
// as background work (the chart's sweep is the painting side's).
func New(cfg model.Config, d Deps) (*Screen, error) {
	ses, err := app.NewSession(cfg, false, app.DefaultSpeed)
	if err != nil {
		return nil, err
	}
	s := &Screen{Meter: NewFrameMeter(d.Now, d.Mem), has: d.Has, now: d.Now, measureBold: d.MeasureBold}
	if s.measureBold == nil {
		s.measureBold = d.Measure
	}
	s.Geo.Screen = layout.NewScreen()
	s.Input.Keys.Controls = len(s.Geo.Screen.Controls)
	s.Geo.Menu = newMenu()
	s.Sim = Sim{Ses: ses, Live: app.NewLive(app.LiveWindow), BG: app.NewScheduler(BackgroundBudget, d.Now)}
	p := &s.Panels
	p.Mach = NewMachinePanel(d.Edit)
	p.Drawer = NewKnobsDrawer(d.Edit, d.Measure)
	s.App.Les = app.NewLessons(d.Lessons, ses, &s.Sim.Live)
	p.Stepper = NewStepper(ses, &p.Log, d.Stepper)
	bg := s.Sim.BG
	bg.Register(app.PriorityStepBack, p.Stepper)
	bg.Register(app.PriorityWarmUp, s.App.Les.WarmUpJob())
	bg.Register(app.PriorityLesson, s.App.Les.StepJob())
	bg.Register(app.PrioritySceneList, &p.Scenes)
	bg.Register(app.PriorityMachine, machineJob{s})
	bg.Register(app.PriorityNextStep, s.App.Les.NextJob())
	return s, nil
}
