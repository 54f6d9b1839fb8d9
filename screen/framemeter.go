package screen

import (
	"runtime"
	"slices"
	"time"

	"rxscope/app"
)

// FrameMeter measures what one frame costs the Go side: the time spent
// drawing it (viz's Draw, which builds the frame, and DrawFinalScreen,
// which draws it onto the canvas) and in the Updates since the previous
// frame, read from its clock (time.Now on the screen; for measurement
// only: nothing the screen shows depends on it), and the heap objects
// they allocate, read from its MemReader around each of them. It keeps
// the last MeterFrames frames and summarises them after each one (a
// sort of 120 numbers), so the figures a test reads are of the frames
// just drawn: a summary a second old would still hold the frames of the
// work the test waited for. Of each frame drawn while the chart's sweep
// runs that costs more than app.SweepFrameBudgetMs it keeps a note of
// what the frame did (app.FrameNote), so that the tail of the
// percentile can be read. Its summary is the snapshot's FrameCost
// (Snapshot).
//
// Every frame is counted, presented or not. A frame whose picture had
// not changed, which Ebitengine does not present, costs its Updates and
// its Draw (the frame's list built and compared): the screen closes it
// (FrameDone) when the next Update or Draw begins, as no DrawFinalScreen
// will.
type FrameMeter struct {
	now func() time.Time
	mem MemReader

	// current frame
	began    time.Time
	cost     time.Duration // Update and Draw of the frame so far
	allocs   uint64        // heap objects allocated in them so far
	updates  int           // Updates since the last Draw
	objStart uint64
	piece    time.Duration // the piece ended last
	drawing  time.Duration // the frame's drawing so far (Draw and DrawFinalScreen)
	gcStart  uint32        // NumGC as the piece began
	gcLast   uint32        // NumGC as the last frame's Draw ended
	pauseAt  uint64        // PauseTotalNs as the piece began
	note     app.FrameNote // what the current frame did so far
	answers  uint64        // the workers' answers taken until the last frame

	// the last MeterFrames frames, as a ring
	costs   [MeterFrames]float64 // milliseconds
	objects [MeterFrames]uint64
	ticks   [MeterFrames]int // Updates in the frame
	n, next int
	sorted  [MeterFrames]float64

	// the last MeterFrames frames drawn while the chart's sweep was
	// unfinished from the frame's start (the frame of a knob change, which
	// restarts the simulations, is not one of them, nor the page's first
	// frames, which build the fonts' atlases and the backdrop while the
	// first curve is swept: they would be the percentile's whole tail)
	sweeping   bool // the current frame began with the sweep unfinished
	settled    bool // a frame has begun with the sweep finished
	sweepCosts [MeterFrames]float64
	sn, snext  int

	// the summary, refreshed by summarise
	sum app.FrameCost

	// the last sweep frames over app.SweepFrameBudgetMs, what each did,
	// as a ring (Snapshot copies them oldest first); sum.SlowSweepTotal
	// counts them all since the start
	slowSweep       [app.SlowFramesKept]app.FrameNote
	slowNext, slowN int
}

// MeterFrames is how many frames the meter's summary covers.
const MeterFrames = 120

// MemReading is what the meter reads of the Go runtime's memory
// statistics around a piece of a frame.
type MemReading struct {
	Mallocs      uint64 // heap objects allocated since the program began
	NumGC        uint32 // garbage collections completed
	PauseTotalNs uint64 // their stop-the-world pauses, in total
}

// MemReader reads the runtime's memory statistics.
type MemReader interface {
	ReadMem() MemReading
}

// RuntimeMem reads them with runtime.ReadMemStats, which first flushes
// the allocator's per-P caches, and not with runtime/metrics'
// /gc/heap/allocs:objects, which counts a cached span's objects only when
// the span is handed back: a frame's one allocation that refills a span
// would be charged with every object the span took between frames (the
// page's replies to its embedder, say), and a frame of 3 allocations
// measured as 25. It keeps the statistics' buffer, so a reading
// allocates nothing.
type RuntimeMem struct{ stats runtime.MemStats }

// ReadMem reads the runtime's statistics.
func (r *RuntimeMem) ReadMem() MemReading {
	runtime.ReadMemStats(&r.stats)
	return MemReading{Mallocs: r.stats.Mallocs, NumGC: r.stats.NumGC, PauseTotalNs: r.stats.PauseTotalNs}
}

// NewFrameMeter returns a meter reading the time from now and the
// memory statistics from mem: time.Now and a RuntimeMem on the screen.
func NewFrameMeter(now func() time.Time, mem MemReader) *FrameMeter {
	return &FrameMeter{now: now, mem: mem}
}

// Begin starts timing a piece of the frame (Update or Draw).
func (m *FrameMeter) Begin() {
	r := m.mem.ReadMem()
	m.objStart = r.Mallocs
	m.gcStart, m.pauseAt = r.NumGC, r.PauseTotalNs
	if m.updates == 0 && m.cost == 0 {
		m.note.GCsBefore = m.gcStart - m.gcLast
	}
	m.began = m.now()
}

// End stops timing the piece begun last.
func (m *FrameMeter) End() {
	m.piece = m.now().Sub(m.began)
	m.cost += m.piece
	r := m.mem.ReadMem()
	m.allocs += r.Mallocs - m.objStart
	m.note.GCsInFrame += r.NumGC - m.gcStart
	m.note.GCPauseMs += float64(r.PauseTotalNs-m.pauseAt) / 1e6
	m.gcLast = r.NumGC
}

// EndDrawing stops timing a piece of the frame's drawing (Draw or
// DrawFinalScreen).
func (m *FrameMeter) EndDrawing() {
	m.End()
	m.drawing += m.piece
}

// Background records, once the frame is drawn and before the scheduler
// starts the next frame's budget, what the frame's background jobs
// spent, whether the backdrop was redrawn and the workers' answers taken
// since the start.
func (m *FrameMeter) Background(spent time.Duration, backdrop bool, answers uint64) {
	m.note.BackgroundMs = float64(spent) / float64(time.Millisecond)
	m.note.Backdrop = backdrop
	m.note.Answers = answers - m.answers
	m.answers = answers
}

// Tick counts an Update in the current frame; the first one says
// whether the chart's sweep is unfinished as the frame begins (counted
// only once a curve has been finished).
func (m *FrameMeter) Tick(sweeping bool) {
	if m.updates == 0 {
		m.settled = m.settled || !sweeping
		m.sweeping = sweeping && m.settled
	}
	m.updates++
}

// FrameDone records the frame whose drawing just ended.
func (m *FrameMeter) FrameDone() {
	ms := float64(m.cost) / float64(time.Millisecond)
	m.costs[m.next] = ms
	m.objects[m.next] = m.allocs
	m.ticks[m.next] = m.updates
	m.sum.TotalMs += ms
	m.sum.TotalAllocs += m.allocs
	m.sum.TotalFrames++
	m.sum.TotalTicks += uint64(m.updates)
	m.next = (m.next + 1) % MeterFrames
	if m.n < MeterFrames {
		m.n++
	}
	if m.sweeping {
		m.sweepCosts[m.snext] = ms
		m.snext = (m.snext + 1) % MeterFrames
		m.sn = min(m.sn+1, MeterFrames)
		if ms > app.SweepFrameBudgetMs {
			n := &m.note
			n.Ms, n.DrawMs, n.Updates, n.Allocs = ms, float64(m.drawing)/float64(time.Millisecond), m.updates, m.allocs
			n.UpdateMs = ms - n.DrawMs
			m.slowSweep[m.slowNext] = *n
			m.slowNext = (m.slowNext + 1) % len(m.slowSweep)
			m.slowN = min(m.slowN+1, len(m.slowSweep))
			m.sum.SlowSweepTotal++
		}
	}
	m.cost, m.allocs, m.updates, m.drawing = 0, 0, 0, 0
	m.note = app.FrameNote{}
	m.summarise()
}

// summarise computes the median, the 99th percentile and the maximum of
// the frames kept, and the mean heap allocations per frame.
func (m *FrameMeter) summarise() {
	if m.n == 0 {
		return
	}
	s := m.sorted[:m.n]
	copy(s, m.costs[:m.n])
	slices.Sort(s)
	c := &m.sum
	c.MedianMs = s[m.n/2]
	c.P99Ms = s[min(m.n-1, m.n*99/100)]
	c.MaxMs = s[m.n-1]
	var objs uint64
	ticks := 0
	for i := 0; i < m.n; i++ {
		objs += m.objects[i]
		ticks += m.ticks[i]
	}
	c.AllocsPerFrame = float64(objs) / float64(m.n)
	c.TicksPerFrame = float64(ticks) / float64(m.n)
	c.Frames = m.n
	if m.sn > 0 {
		s := m.sorted[:m.sn]
		copy(s, m.sweepCosts[:m.sn])
		slices.Sort(s)
		c.SweepP99Ms, c.SweepFrames = s[min(m.sn-1, m.sn*99/100)], m.sn
	}
}

// Snapshot fills the snapshot's FrameCost: the summary of the frames
// kept, the totals since the start, and the slow sweep frames kept,
// oldest first.
func (m *FrameMeter) Snapshot(c *app.FrameCost) {
	*c = m.sum
	for i := range m.slowN {
		c.SlowSweep[i] = m.slowSweep[(m.slowNext-m.slowN+i+len(m.slowSweep))%len(m.slowSweep)]
	}
	c.SlowSweepFrames = m.slowN
}
