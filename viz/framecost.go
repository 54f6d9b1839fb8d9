package viz

import (
	"runtime"
	"slices"
	"time"
)

// frameMeter measures what one frame costs the Go side: the time spent
// in Draw and in the Updates since the previous Draw, read with time.Now (for measurement only: nothing
// the screen shows depends on it), and the heap objects they allocate,
// read with runtime.ReadMemStats around each of them. It keeps the last
// meterFrames frames and summarises them after each one (a sort of 120
// numbers), so the figures a test reads are of the frames just drawn: a
// summary a second old would still hold the frames of the work the test
// waited for.
type frameMeter struct {
	// current frame
	began    time.Time
	cost     time.Duration // Update and Draw of the frame so far
	allocs   uint64        // heap objects allocated in them so far
	updates  int           // Updates since the last Draw
	objStart uint64
	mem      runtime.MemStats

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
	m.began = time.Now()
}

// end stops timing the piece begun last.
func (m *frameMeter) end() {
	m.cost += time.Since(m.began)
	m.allocs += m.heapObjects() - m.objStart
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

// frameDone records the frame whose Draw just ended.
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
		m.sweepCosts[m.snext] = m.costs[(m.next+meterFrames-1)%meterFrames]
		m.snext = (m.snext + 1) % meterFrames
		m.sn = min(m.sn+1, meterFrames)
	}
	m.cost, m.allocs, m.updates = 0, 0, 0
	m.summarise()
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
