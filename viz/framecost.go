package viz

import (
	"runtime"
	"slices"
	"time"

	"rxscope/app"
)

// frameMeter measures what one frame costs the Go side: the time spent
// drawing it (Draw, which builds the frame, and DrawFinalScreen, which
// draws it onto the canvas, finalscreen.go) and in the Updates since the
// previous frame, read with time.Now (for measurement only: nothing
// the screen shows depends on it), and the heap objects they allocate,
// read with runtime.ReadMemStats around each of them. It keeps the last
// meterFrames frames and summarises them after each one (a sort of 120
// numbers), so the figures a test reads are of the frames just drawn: a
// summary a second old would still hold the frames of the work the test
// waited for. Of each frame drawn while the chart's sweep runs that
// costs more than app.SweepFrameBudgetMs it keeps a note of what the frame
// did (app.FrameNote), so that the tail of the percentile can be read.
//
// Every frame is counted, presented or not. A frame whose picture had
// not changed, which Ebitengine does not present, costs its Updates and
// its Draw (the frame's list built and compared): it is closed when the
// next Update or Draw begins (Game.closeFrame), as no DrawFinalScreen
// will close it.
type frameMeter struct {
	// current frame
	began    time.Time
	cost     time.Duration // Update and Draw of the frame so far
	allocs   uint64        // heap objects allocated in them so far
	updates  int           // Updates since the last Draw
	objStart uint64
	mem      runtime.MemStats
	piece    time.Duration // the piece ended last
	drawing  time.Duration // the frame's drawing so far (Draw and DrawFinalScreen)
	gcStart  uint32        // NumGC as the piece began
	gcLast   uint32        // NumGC as the last frame's Draw ended
	pauseAt  uint64        // PauseTotalNs as the piece began
	note     app.FrameNote // what the current frame did so far
	answers  uint64        // the workers' answers taken until the last frame

	// the last meterFrames frames, as a ring
	costs   [meterFrames]float64 // milliseconds
	objects [meterFrames]uint64
	ticks   [meterFrames]int // Updates in the frame
	n, next int
	sorted  [meterFrames]float64

	// the last meterFrames frames drawn while the chart's sweep was
	// unfinished from the frame's start (the frame of a knob change, which
	// restarts the simulations, is not one of them, nor the page's first
	// frames, which build the fonts' atlases and the backdrop while the
	// first curve is swept: they would be the percentile's whole tail)
	sweeping   bool // the current frame began with the sweep unfinished
	settled    bool // a frame has begun with the sweep finished
	sweepCosts [meterFrames]float64
	sn, snext  int

	// the summary, refreshed by summarise
	MedianMs, P99Ms, MaxMs float64
	AllocsPerFrame         float64
	TicksPerFrame          float64 // Updates per frame: more than 1 when frames are slower than 60 Hz
	Frames                 int     // frames in the summary
	SweepP99Ms             float64 // the 99th percentile of the frames drawn while a sweep ran
	SweepFrames            int     // frames in it

	// the last sweep frames over app.SweepFrameBudgetMs, what each did,
	// as a ring (slowSweep reads them oldest first); SlowSweepTotal
	// counts them all since the start
	SlowSweep       [app.SlowFramesKept]app.FrameNote
	slowNext, slowN int
	SlowSweepTotal  uint64

	// running totals since the start, for a benchmark to difference
	TotalMs     float64
	TotalAllocs uint64
	TotalFrames uint64
	TotalTicks  uint64
}

const meterFrames = 120

// heapObjects is the count of heap objects allocated since the program
// began. It is read with runtime.ReadMemStats, which first flushes the
// allocator's per-P caches, and not with runtime/metrics'
// /gc/heap/allocs:objects, which counts a cached span's objects only when
// the span is handed back: a frame's one allocation that refills a span
// would be charged with every object the span took between frames (the
// page's replies to its embedder, say), and a frame of 3 allocations
// measured as 25.
func (m *frameMeter) heapObjects() uint64 {
	runtime.ReadMemStats(&m.mem)
	return m.mem.Mallocs
}

// begin starts timing a piece of the frame (Update or Draw).
func (m *frameMeter) begin() {
	m.objStart = m.heapObjects()
	m.gcStart, m.pauseAt = m.mem.NumGC, m.mem.PauseTotalNs
	if m.updates == 0 && m.cost == 0 {
		m.note.GCsBefore = m.gcStart - m.gcLast
	}
	m.began = time.Now()
}

// end stops timing the piece begun last.
func (m *frameMeter) end() {
	m.piece = time.Since(m.began)
	m.cost += m.piece
	m.allocs += m.heapObjects() - m.objStart
	m.note.GCsInFrame += m.mem.NumGC - m.gcStart
	m.note.GCPauseMs += float64(m.mem.PauseTotalNs-m.pauseAt) / 1e6
	m.gcLast = m.mem.NumGC
}

// endDrawing stops timing a piece of the frame's drawing (Draw or
// DrawFinalScreen).
func (m *frameMeter) endDrawing() {
	m.end()
	m.drawing += m.piece
}

// background records, once the frame is drawn and before the scheduler
// starts the next frame's budget, what the frame's background jobs
// spent, whether the backdrop was redrawn and the workers' answers taken
// since the start.
func (m *frameMeter) background(spent time.Duration, backdrop bool, answers uint64) {
	m.note.BackgroundMs = float64(spent) / float64(time.Millisecond)
	m.note.Backdrop = backdrop
	m.note.Answers = answers - m.answers
	m.answers = answers
}

// tick counts an Update in the current frame; the first one says
// whether the chart's sweep is unfinished as the frame begins (counted
// only once a curve has been finished).
func (m *frameMeter) tick(sweeping bool) {
	if m.updates == 0 {
		m.settled = m.settled || !sweeping
		m.sweeping = sweeping && m.settled
	}
	m.updates++
}

// frameDone records the frame whose drawing just ended.
func (m *frameMeter) frameDone() {
	m.costs[m.next] = float64(m.cost) / float64(time.Millisecond)
	m.objects[m.next] = m.allocs
	m.ticks[m.next] = m.updates
	m.TotalMs += m.costs[m.next]
	m.TotalAllocs += m.allocs
	m.TotalFrames++
	m.TotalTicks += uint64(m.updates)
	m.next = (m.next + 1) % meterFrames
	if m.n < meterFrames {
		m.n++
	}
	if m.sweeping {
		ms := m.costs[(m.next+meterFrames-1)%meterFrames]
		m.sweepCosts[m.snext] = ms
		m.snext = (m.snext + 1) % meterFrames
		m.sn = min(m.sn+1, meterFrames)
		if ms > app.SweepFrameBudgetMs {
			n := &m.note
			n.Ms, n.DrawMs, n.Updates, n.Allocs = ms, float64(m.drawing)/float64(time.Millisecond), m.updates, m.allocs
			n.UpdateMs = ms - n.DrawMs
			m.SlowSweep[m.slowNext] = *n
			m.slowNext = (m.slowNext + 1) % len(m.SlowSweep)
			m.slowN = min(m.slowN+1, len(m.SlowSweep))
			m.SlowSweepTotal++
		}
	}
	m.cost, m.allocs, m.updates, m.drawing = 0, 0, 0, 0
	m.note = app.FrameNote{}
	m.summarise()
}

// slowSweep copies the slow sweep frames kept into dst, oldest first,
// and returns how many there are.
func (m *frameMeter) slowSweep(dst *[app.SlowFramesKept]app.FrameNote) int {
	for i := range m.slowN {
		dst[i] = m.SlowSweep[(m.slowNext-m.slowN+i+len(m.SlowSweep))%len(m.SlowSweep)]
	}
	return m.slowN
}

// summarise computes the median, the 99th percentile and the maximum of
// the frames kept, and the mean heap allocations per frame.
func (m *frameMeter) summarise() {
	if m.n == 0 {
		return
	}
	s := m.sorted[:m.n]
	copy(s, m.costs[:m.n])
	slices.Sort(s)
	m.MedianMs = s[m.n/2]
	m.P99Ms = s[min(m.n-1, m.n*99/100)]
	m.MaxMs = s[m.n-1]
	var objs uint64
	ticks := 0
	for i := 0; i < m.n; i++ {
		objs += m.objects[i]
		ticks += m.ticks[i]
	}
	m.AllocsPerFrame = float64(objs) / float64(m.n)
	m.TicksPerFrame = float64(ticks) / float64(m.n)
	m.Frames = m.n
	if m.sn > 0 {
		s := m.sorted[:m.sn]
		copy(s, m.sweepCosts[:m.sn])
		slices.Sort(s)
		m.SweepP99Ms, m.SweepFrames = s[min(m.sn-1, m.sn*99/100)], m.sn
	}
}
