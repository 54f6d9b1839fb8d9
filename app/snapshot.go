package app

import (
	"rxscope/layout"
	"rxscope/lessons"
	"rxscope/model"
)

// Snapshot is what the page can read of the app after each Update: the
// knobs, the transport, the cursors, the key figures, where every panel
// and control is (in CSS pixels of the page, so that a test can click
// them), the tooltip, and what a frame costs. It is a plain value; its
// maps are built anew when the window changes and never changed after.
//
// Its fields are grouped by what they describe, each group a struct
// embedded here, so a reader (and encoding/json) sees one flat value:
// state().PacketsConsumed, s.Lesson.
type Snapshot struct {
	SnapshotFrame
	SnapshotRing
	SnapshotTransport
	SnapshotOverlays
	SnapshotInstant
	SnapshotChart
	SnapshotPlaces
	SnapshotLesson
	SnapshotCards
	SnapshotPresenting
}

// SnapshotFrame is the frame: whether the app is up, how many frames it
// drew, the screen's size, its least text and what a frame costs.
type SnapshotFrame struct {
	Ready bool // a frame was drawn
	// Settled: what was asked for stands on the screen, no step being
	// prepared and no warm-up running to the moment asked for
	// (Lessons.Settled); the page posts rxscope:ready once Ready and
	// Settled both hold
	Settled       bool
	Frames        uint64
	Width, Height int     // screen size in device pixels
	DSF           float64 // device pixels per CSS pixel
	// MinTextSize is the size of the smallest text the last frame drew
	// (after any text set smaller to fit its box), in design units:
	// pixels at 1920×1080; MinText is that text. The letters inside a
	// mark (a hit's H, a stall's C) are not counted: their mark is their
	// size.
	MinTextSize float64
	MinText     string
	FrameCost   FrameCost
}

// SnapshotRing is the ring's geometry and where it is drawn.
type SnapshotRing struct {
	WQEs          int
	StridesPerWQE int
	StrideSize    int
	Ring          layout.Rect // the ring panel, in CSS pixels of the page
	RingCells     layout.Rect // the area of its strides: WQEs rows of StridesPerWQE cells
}

// SnapshotTransport is the knobs and the transport: playing or paused,
// the speed, a step back, the keyboard's focus.
type SnapshotTransport struct {
	Knobs   KnobsState
	Paused  bool
	Speed   string // the speed's label, e.g. "6 µs/s"
	SpeedLv int    // its index, 0 the slowest
	// PaceLagging: the simulation shows less than 80% of what the speed
	// promises a second (a machine too slow for 60 frames a second), and
	// the speed's label says what it shows, PacePS a second (app.Pace)
	PaceLagging bool
	PacePS      uint64
	Back        bool   // a step back is being replayed
	Focus       string // the control with the keyboard focus, "" for none
}

// SnapshotOverlays is what lies over the panels: the help, the event log
// and the counters.
type SnapshotOverlays struct {
	Help bool // the help overlay is open
	// the event log: open, its rows printed, the rows its place on the
	// screen shows, the newest row's function
	EventLog  bool
	LogCPU    bool // only the CPU's events
	LogRows   int
	LogShown  int
	LogNewest string
	// the counters panel (screen.Counters): open, its rows
	Counters    bool
	CounterRows int
}

// SnapshotInstant is what the panels draw of the simulated instant, and
// the two runs' figures.
type SnapshotInstant struct {
	SimTimePS       uint64 // simulated time of the after run, in picoseconds
	Cursors         CursorsState
	PacketsConsumed uint64 // packets NAPI has consumed in the after run
	// What the panels draw of the instant: the CQ panel's consumer
	// counter, the serial of the packet at the NAPI cursor (-1: none yet)
	// and the WQE and stride it is in. They are of SimTimePS, as the ring.
	ShownCC                      uint64
	ShownPacket                  int
	ShownPacketWQE, ShownPacketS int
	// ShownShinfo: the packet panel draws a box for the packet's
	// skb_shared_info line (none for a packet XDP drops or sends back)
	ShownShinfo bool
	// ShownKinds and ShownWords are the current packet's boxes: the
	// kind of line each stands for and what it says (where the line's
	// latest access was served from, app.ServedFrom, or where it is)
	ShownKinds, ShownWords [10]string
	// AheadEmpty is why the prefetched packet's panel shows no packet, ""
	// when it shows one
	AheadEmpty    string
	Before, After FiguresState
}

// SnapshotChart is the chart's sweep and the workers that measure it.
type SnapshotChart struct {
	ChartPoints int // points of the chart computed
	ChartCPP    []float64
	// Worker is how far the first Web Worker that measures beside the
	// drawing is (WorkerState's name: absent, loading, ready, failed),
	// Workers how many the page started, WorkerAnswers how many answers
	// the app took from them
	Worker        string
	Workers       int
	WorkerAnswers uint64
	// ChartMeasured: a seed's cycles per packet for these knobs, with the
	// look-ahead at ChartMeasuredAt strides and with today's driver (0: none)
	ChartMeasured   [2]float64
	ChartMeasuredAt int
}

// SnapshotPlaces is where every panel and control is, and the words over
// them: the tooltip, the notice, the lines under the title.
type SnapshotPlaces struct {
	Panels   map[string]layout.Rect
	Controls map[string]ControlRects
	Tooltip  string
	// Notice is the banner's text while it shows, NoticeLines the lines it
	// was wrapped into when last drawn
	Notice      string
	NoticeLines int
	TopLine     string // the line under the title: the lesson, or what a seed measured here
	// ConfigLine names the machine and the knobs without a control that
	// differ from the default, over the ring
	ConfigLine string
}

// SnapshotLesson is the lesson: its id ("" in free exploration), the
// step from 1 and how many there are, the words the panel shows, the
// question's answers while it is asked, whether it was answered, and
// how far the step's preparation is.
type SnapshotLesson struct {
	Lesson      string
	Step, Steps int
	LessonTitle string
	StepTitle   string
	LessonText  string
	Choices     []string
	Answered    bool
	// AnswerShown is the row that marks an answered question's right
	// answer, as the panel shows it ("" without one)
	AnswerShown string
	// NextLabel is what the lesson's Next button says, NextEnabled
	// whether it (and the clicker's PageDown) does anything.
	NextLabel   string
	NextEnabled bool
	// TryLabel is what the step's Try button says ("" without one): the
	// knobs without a control the step asks for or compares with.
	TryLabel string
	// Chips is the step's "Set in this step" line, "" without one
	Chips string
	// Measured is the table of the figures the step's text quotes, in
	// each of its runs (lessons.Runner.Measured); TableRows how many
	// of its rows the companion under the lesson draws (0 when it shows
	// no table).
	Table     lessons.Table
	TableRows int
	// LiveRows is how many rows of the live figures (Mpps and the
	// figures panel's rows, before and after) the companion draws: in
	// place of a table when the step quotes no figure, under it when
	// its rows leave room for three or more; 0 otherwise.
	LiveRows int
	// LiveDone is the share of the live window passed (app.Live): the
	// live figures are shown once it is 1.
	LiveDone    float64
	Preparing   bool   // a step is being prepared
	WarmingUp   bool   // a step just opened (or a paused address) is being run to its moment
	PrepUpdates uint64 // Updates that worked on a requested step's preparation (or waited for its runs in the workers), since the start
	// LessonRunsFromWorkers is how many steps' runs the Web Workers
	// measured, since the start
	LessonRunsFromWorkers uint64
}

// SnapshotCards is the cards over the panels: the menu, the scene list,
// the machine panel and the knobs drawer.
type SnapshotCards struct {
	Menu   bool // the menu of lessons and tools is open
	Scenes int  // rows of the scene list while it is open (screen.SceneList), else 0
	// SceneSubs are the rows' second lines (the seed's figures and the
	// model's), SceneMeasured the figures the model has measured of
	// SceneTotal, SceneLeversDone the levers searched of SceneLevers
	// (app.Validation, once every figure is measured)
	SceneSubs                    []string
	SceneMeasured, SceneTotal    int
	SceneLeversDone, SceneLevers int
	// SceneTip is the tooltip of the row under the mouse, SceneOff the
	// letters of the rows where the model is off by more than 15% (their
	// letters are amber)
	SceneTip, SceneOff string

	// Machine is the machine panel (screen.MachinePanel).
	Machine MachineState
	// KnobsDrawer is the knobs drawer (screen.KnobsDrawer).
	KnobsDrawer KnobsDrawerState
}

// SnapshotPresenting is the presenting state.
type SnapshotPresenting struct {
	Theme      string // "dark" or "projector"
	Blank      bool
	HideText   bool
	Embed      bool
	Fullscreen bool
	// Zoom is the region the panels show as large as the window allows
	// (address.Zoom's name: "whole" for none), ZoomRect that region in
	// CSS pixels of the page, with its margin: the panels' rectangles
	// (Panels, Controls) are where the zoom draws them, those of the
	// cards and of the chip that takes the zoom back ("zoom-chip") where
	// the whole screen's fit draws them
	Zoom     string
	ZoomRect layout.Rect
}

// KnobsState is the configuration the screen runs.
type KnobsState struct {
	Distance    int
	Size        int
	MTU         int
	CQECompress bool
	XDP         string
	Inject      bool
	InjectShown bool    // the switch shows on: the knob, or a machine that always injects (DDIO)
	RateMpps    float64 // 0: line rate
	Variant     string
	// DistanceIdle is why the distance changes nothing ("" when it does),
	// as its slider says (DistanceIdle)
	DistanceIdle string
	// SizeIdle is what the packet size's slider says when the traffic
	// sets the sizes itself ("full MTU", "IMIX"; SizeText), "" when the
	// size is the frames'
	SizeIdle string
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
	// SweepP99Ms is the 99th percentile over the last frames drawn while
	// the chart's sweep ran (from the frame after the knob change on; the
	// page's first curve, swept while it starts, is not counted),
	// SweepFrames how many frames that is
	SweepP99Ms  float64
	SweepFrames int
	// SlowSweep is what the last frames drawn while a sweep ran that
	// cost more than SweepFrameBudgetMs did, oldest first: where a tail
	// frame's time went
	// (SlowSweepFrames of them are filled; SlowSweepTotal counts them all
	// since the start)
	SlowSweep       [SlowFramesKept]FrameNote
	SlowSweepFrames int
	SlowSweepTotal  uint64

	TotalMs                 float64
	TotalAllocs             uint64
	TotalFrames, TotalTicks uint64
}

// SweepFrameBudgetMs is issue 17's budget of the Go time of a frame drawn
// while the chart's sweep runs, at the 99th percentile.
const SweepFrameBudgetMs = 3.0

// SlowFramesKept is how many slow frames FrameCost describes.
const SlowFramesKept = 8

// FrameNote is what one frame did: its Go time split into its Updates
// and its Draw, the background jobs' share of the Updates, the garbage
// collections that ended during the frame's Go code (GCsInFrame) and
// between the previous frame and this one (GCsBefore), whether the
// backdrop was redrawn, and how many answers the workers gave.
type FrameNote struct {
	Ms, UpdateMs, DrawMs, BackgroundMs float64
	Updates                            int
	GCsInFrame, GCsBefore              uint32
	GCPauseMs                          float64 // stop-the-world pauses that ended in the frame's Go code
	Backdrop                           bool
	Answers                            uint64
	Allocs                             uint64
}

// MachineState is the machine panel as the page sees it: whether it is
// open, the machine and whether it is edited, the panel's parameters
// with their values as shown, the selected row, and what decides the
// gain once it is measured (the parameters, largest swing first).
type MachineState struct {
	Open     bool
	Profile  string
	Edited   bool
	Params   []string // the panel's parameters, in its order
	Values   []string // their values as the panel shows them: "85 ns"
	Sel      int      // 0 the machines, 1… a parameter, len(Params)+1 the reset
	GainDone bool
	GainRows []string // the chart's parameters, the one that moves the gain most first
	GainBase float64  // the machine's own gain, in percent
}

// KnobsDrawerState is the knobs drawer as the page sees it: whether it is
// open, its rows' names (app.KnobRow.Name, in its order), their values
// as it shows them while it is open, and the selected row.
type KnobsDrawerState struct {
	Open   bool
	Rows   []string
	Values []string
	Sel    int
}
