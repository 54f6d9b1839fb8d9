package viz

import (
	"rxscope/model"
	"rxscope/viz/layout"
)

// Snapshot is what the page can read of the app after each Update: the
// knobs, the transport, the cursors, the key figures, where every panel
// and control is (in CSS pixels of the page, so that a test can click
// them), the tooltip, and what a frame costs. It is a plain value; its
// maps are built anew when the window changes and never changed after.
type Snapshot struct {
	Ready         bool
	Frames        uint64
	Width, Height int     // screen size in device pixels
	DSF           float64 // device pixels per CSS pixel
	WQEs          int
	StridesPerWQE int
	StrideSize    int
	Ring          layout.Rect // the ring panel, in CSS pixels of the page
	RingCells     layout.Rect // the area of its strides: WQEs rows of StridesPerWQE cells

	Knobs   KnobsState
	Paused  bool
	Speed   string // the speed's label, e.g. "6 µs/s"
	SpeedLv int    // its index, 0 the slowest
	Help    bool   // the help overlay is open
	Back    bool   // a step back is being replayed
	// the event log (eventlog.go): open, its rows, the newest row's function
	EventLog  bool
	LogCPU    bool // only the CPU's events
	LogRows   int
	LogNewest string
	Focus     string // the control with the keyboard focus, "" for none

	SimTimePS       uint64 // simulated time of the after run, in picoseconds
	Cursors         CursorsState
	PacketsConsumed uint64 // packets NAPI has consumed in the after run
	Before, After   FiguresState
	ChartPoints     int // points of the chart computed
	ChartCPP        []float64
	// ChartMeasured: a seed's cycles per packet for these knobs, with the
	// look-ahead at ChartMeasuredAt strides and with today's driver (0: none)
	ChartMeasured   [2]float64
	ChartMeasuredAt int

	Panels   map[string]layout.Rect
	Controls map[string]ControlRects
	Tooltip  string
	TopLine  string // the line under the title: the lesson, or what a seed measured here
	// SceneLine names the machine and the knobs without a control that
	// differ from the default, over the ring
	SceneLine string

	// The lesson (lesson.go): its id ("" in free exploration), the step
	// from 1 and how many there are, the words the panel shows, the
	// question's answers while it is asked, and whether it was answered.
	Lesson      string
	Step, Steps int
	LessonTitle string
	StepTitle   string
	LessonText  string
	Choices     []string
	Answered    bool
	Preparing   bool   // a step is being prepared
	PrepUpdates uint64 // Updates that worked on a requested step's preparation, since the start
	Menu        bool   // the menu of lessons and tools is open
	Scenes      int    // rows of the scene list while it is open (scenes.go), else 0
	// SceneSubs are the rows' second lines (the seed's figures and the
	// model's), SceneMeasured the figures the model has measured of SceneTotal
	SceneSubs                 []string
	SceneMeasured, SceneTotal int
	// SceneTip is the tooltip of the row under the mouse (scenetip.go),
	// SceneOff the letters of the rows where the model is off by more
	// than 15% (their letters are amber)
	SceneTip, SceneOff string

	// Machine is the machine panel (machine.go).
	Machine MachineState

	// Presenting (presenter.go).
	Theme      string // "dark" or "projector"
	Blank      bool
	HideText   bool
	Embed      bool
	Fullscreen bool

	FrameCost FrameCost
}

// KnobsState is the configuration the screen runs.
type KnobsState struct {
	Distance    int
	PacketSize  int
	MTU         int
	Compression bool
	XDP         string
	Injection   bool
	RateMpps    float64 // 0: line rate
	Variant     string
}

// CursorsState is the ring's cursors.
type CursorsState struct {
	DeviceHead, NAPI, PrefetchTarget model.StrideRef
}

// FiguresState is the key figures of one run.
type FiguresState struct {
	CyclesPerPacket float64
	Mpps            float64
	Drops           uint64
}

// ControlRects is where a control is, in CSS pixels: the hit rectangle,
// the track of a slider, the options of a choice.
type ControlRects struct {
	Hit      layout.Rect
	Track    layout.Rect `json:",omitempty"`
	Segments []layout.Rect
}

// FrameCost is the Go time of Update and Draw per frame, over the last
// frames, and the heap objects they allocate per frame. TicksPerFrame is
// how many Updates ran per frame: Ebitengine keeps 60 a second, so when
// frames are slower than 60 Hz a frame carries more than one. The totals
// run from the start: the difference of two readings is exact over any
// stretch of frames (the frame benchmark reads them).
type FrameCost struct {
	MedianMs, P99Ms, MaxMs float64
	AllocsPerFrame         float64
	TicksPerFrame          float64
	Frames                 int

	TotalMs                 float64
	TotalAllocs             uint64
	TotalFrames, TotalTicks uint64
}

// Snapshot returns the state after the last Update.
func (g *Game) Snapshot() Snapshot { return g.snap }

// updateSnapshot fills the snapshot. It allocates only when the window
// changed (the rectangles) or the tooltip's text changed.
func (g *Game) updateSnapshot() {
	s := &g.snap
	ses := g.ses
	cfg := ses.cfg
	geo := ses.after.Geometry()
	s.Ready = g.frames > 0
	s.Frames = g.frames
	s.WQEs, s.StridesPerWQE, s.StrideSize = geo.WQEs, geo.StridesPerWQE, geo.StrideSize
	s.Knobs = KnobsState{
		Distance: cfg.Distance, PacketSize: cfg.Size, MTU: cfg.MTU,
		Compression: cfg.CQECompress, XDP: cfg.XDP.String(), Injection: cfg.Inject,
		RateMpps: cfg.RateMpps, Variant: cfg.Variant,
	}
	s.Paused, s.Speed, s.SpeedLv, s.Help = ses.paused, speeds[ses.speed].label, ses.speed, g.help
	s.EventLog, s.LogCPU, s.LogRows, s.LogNewest = g.log.open, g.log.cpuOnly, g.log.n, g.log.newest
	s.Back = ses.back != nil
	s.Focus = ""
	if g.keys.focused {
		s.Focus = g.screen.Controls[g.keys.focus].Name
	}
	s.SimTimePS = uint64(ses.after.Now())
	c := ses.after.Cursors()
	s.Cursors = CursorsState{c.DeviceHead, c.NAPI, c.PrefetchTarget}
	s.PacketsConsumed = g.figs.consumed
	for i, f := range [2]*FiguresState{&s.Before, &s.After} {
		f.CyclesPerPacket, f.Mpps = g.figs.cppV[i], g.figs.mppsV[i]
	}
	s.Before.Drops = g.figs.drops[0]
	s.After.Drops = g.figs.drops[1]
	if cur := g.sweep.cur; cur != nil {
		s.ChartPoints = cur.done
		s.ChartCPP = cur.cpp[:cur.done:cur.done]
	}
	mk := &g.sweep.marks
	s.ChartMeasured, s.ChartMeasuredAt = [2]float64{mk.after, mk.today}, mk.distance
	s.Tooltip = g.tip.str
	s.SceneTip = g.scenes.tip.str
	s.TopLine = g.topLine()
	s.SceneLine = g.sceneLine
	g.snapshotLesson(s)
	g.snapshotMachine(s)
	if g.snapFit != g.fit || s.DSF != g.dsf || s.Panels == nil || g.snapGeo != geo {
		g.snapshotRects()
	}
	m := g.meter
	s.FrameCost = FrameCost{m.MedianMs, m.P99Ms, m.MaxMs, m.AllocsPerFrame, m.TicksPerFrame, m.Frames,
		m.TotalMs, m.TotalAllocs, m.TotalFrames, m.TotalTicks}
}

// snapshotRects rebuilds the rectangles of the panels and the controls in
// CSS pixels for the current window.
func (g *Game) snapshotRects() {
	s := &g.snap
	g.snapFit, s.DSF = g.fit, g.dsf
	s.Width = int(g.fit.S*layout.DesignW + 2*g.fit.OffX + 0.5)
	s.Height = int(g.fit.S*layout.DesignH + 2*g.fit.OffY + 0.5)
	css := func(r layout.Rect) layout.Rect {
		p := g.fit.Scale(r)
		return layout.Rect{X: p.X / g.dsf, Y: p.Y / g.dsf, W: p.W / g.dsf, H: p.H / g.dsf}
	}
	s.Ring = css(g.screen.Ring)
	s.RingCells = css(g.ringGrid().Cells)
	g.snapGeo = g.ses.after.Geometry()
	s.Panels = make(map[string]layout.Rect, len(layout.PanelNames))
	for i, r := range g.screen.Panels() {
		s.Panels[layout.PanelNames[i]] = css(r)
	}
	s.Panels["topbar"] = css(g.screen.TopBar)
	s.Controls = make(map[string]ControlRects, layout.NumControls)
	for i := range g.screen.Controls {
		c := &g.screen.Controls[i]
		cr := ControlRects{Hit: css(c.Hit)}
		if c.Kind == layout.Slider {
			cr.Track = css(c.Track)
		}
		for _, seg := range c.Segments {
			cr.Segments = append(cr.Segments, css(seg))
		}
		s.Controls[c.Name] = cr
	}
	g.snapshotOverlayRects(css)
}
