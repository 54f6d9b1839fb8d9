package screen

import (
	"fmt"
	"testing"
	"time"

	"rxscope/app"
)

// bench is a frame meter on a clock and memory statistics the test
// moves: each piece of a frame takes the time and allocates the objects
// the test says.
type bench struct {
	m   *FrameMeter
	now time.Time
	mem MemReading
}

func newBench() *bench {
	b := &bench{now: time.Unix(1, 0)}
	b.m = NewFrameMeter(func() time.Time { return b.now }, b)
	return b
}

func (b *bench) ReadMem() MemReading { return b.mem }

// piece is one Update or Draw: its time, the heap objects it allocates
// and the collections that end in it, with their pause.
type piece struct {
	d       time.Duration
	objects uint64
	gcs     uint32
	pause   time.Duration
}

func (b *bench) run(p piece) {
	b.now = b.now.Add(p.d)
	b.mem.Mallocs += p.objects
	b.mem.NumGC += p.gcs
	b.mem.PauseTotalNs += uint64(p.pause)
}

// frame runs a frame as the screen does: its Updates (the first saying
// whether the sweep runs), its Draw and its DrawFinalScreen.
func (b *bench) frame(sweeping bool, updates []piece, draw, final piece) {
	for _, u := range updates {
		b.m.Begin()
		b.m.Tick(sweeping)
		b.run(u)
		b.m.End()
	}
	b.m.Begin()
	b.run(draw)
	b.m.EndDrawing()
	b.m.Begin()
	b.run(final)
	b.m.EndDrawing()
	b.m.FrameDone()
}

// ms is one frame of a millisecond's Update and d's drawing, with n
// objects allocated in its Update.
func (b *bench) ms(sweeping bool, d time.Duration, n uint64) {
	b.frame(sweeping, []piece{{d: time.Millisecond, objects: n}}, piece{d: d}, piece{})
}

// TestFrameMeterSummary: the median, 99th percentile and maximum of the
// last MeterFrames frames, their allocations and Updates per frame, and
// the totals since the start.
func TestFrameMeterSummary(t *testing.T) {
	for _, c := range []struct {
		name   string
		frames func(b *bench)
		want   app.FrameCost
	}{
		{"none", func(b *bench) {}, app.FrameCost{}},
		{"one", func(b *bench) { b.ms(false, time.Millisecond, 3) },
			app.FrameCost{MedianMs: 2, P99Ms: 2, MaxMs: 2, AllocsPerFrame: 3, TicksPerFrame: 1, Frames: 1, TotalMs: 2, TotalAllocs: 3, TotalFrames: 1, TotalTicks: 1}},
		{"three", func(b *bench) {
			b.ms(false, 0, 0)
			b.ms(false, 4*time.Millisecond, 6)
			b.ms(false, time.Millisecond, 0)
		}, app.FrameCost{MedianMs: 2, P99Ms: 5, MaxMs: 5, AllocsPerFrame: 2, TicksPerFrame: 1, Frames: 3, TotalMs: 8, TotalAllocs: 6, TotalFrames: 3, TotalTicks: 3}},
		{"two Updates in a frame", func(b *bench) {
			b.frame(false, []piece{{d: time.Millisecond}, {d: time.Millisecond, objects: 2}}, piece{d: time.Millisecond}, piece{d: time.Millisecond})
		}, app.FrameCost{MedianMs: 4, P99Ms: 4, MaxMs: 4, AllocsPerFrame: 2, TicksPerFrame: 2, Frames: 1, TotalMs: 4, TotalAllocs: 2, TotalFrames: 1, TotalTicks: 2}},
		{"a frame not presented, closed at the next Update", func(b *bench) {
			b.m.Begin()
			b.m.Tick(false)
			b.run(piece{d: time.Millisecond})
			b.m.End()
			b.m.Begin()
			b.run(piece{d: time.Millisecond})
			b.m.EndDrawing()
			b.m.FrameDone()
		}, app.FrameCost{MedianMs: 2, P99Ms: 2, MaxMs: 2, TicksPerFrame: 1, Frames: 1, TotalMs: 2, TotalFrames: 1, TotalTicks: 1}},
		{"the last 120 of 130", func(b *bench) {
			for i := range 130 {
				b.ms(false, time.Duration(i)*time.Millisecond, uint64(i%2))
			}
		}, app.FrameCost{MedianMs: 71, P99Ms: 129, MaxMs: 130, AllocsPerFrame: 0.5, TicksPerFrame: 1, Frames: 120,
			TotalMs: 130 + 129*130/2, TotalAllocs: 65, TotalFrames: 130, TotalTicks: 130}},
	} {
		b := newBench()
		c.frames(b)
		var got app.FrameCost
		b.m.Snapshot(&got)
		if got != c.want {
			t.Errorf("%s:\n got %+v\nwant %+v", c.name, got, c.want)
		}
	}
}

// TestFrameMeterSweep: the frames drawn while the chart's sweep runs
// have their own 99th percentile, from the first frame after a curve
// was finished on (the page's first curve is not counted); of those
// over app.SweepFrameBudgetMs the meter keeps what each did, the last
// app.SlowFramesKept oldest first, and counts them all.
func TestFrameMeterSweep(t *testing.T) {
	b := newBench()
	for range 5 {
		b.ms(true, 10*time.Millisecond, 0) // the first curve: not counted
	}
	var c app.FrameCost
	b.m.Snapshot(&c)
	if c.SweepFrames != 0 || c.SlowSweepTotal != 0 {
		t.Fatalf("the first curve's frames counted: %d frames, %d slow", c.SweepFrames, c.SlowSweepTotal)
	}
	b.ms(false, 0, 0) // the curve finished
	for i := range 10 {
		b.m.Background(time.Duration(i)*time.Millisecond/10, i%2 == 0, uint64(3*i))
		b.frame(true, []piece{{d: time.Millisecond, objects: 2, gcs: 1, pause: time.Millisecond / 2}},
			piece{d: time.Duration(2+i) * time.Millisecond, objects: 1}, piece{d: time.Millisecond})
	}
	b.ms(true, 0, 0) // within the budget: in the percentile, not kept
	b.m.Snapshot(&c)
	if c.SweepFrames != 11 || c.SweepP99Ms != 13 {
		t.Errorf("%d sweep frames, 99th percentile %v ms; want 11 and 13", c.SweepFrames, c.SweepP99Ms)
	}
	if c.SlowSweepTotal != 10 || c.SlowSweepFrames != app.SlowFramesKept {
		t.Fatalf("%d slow sweep frames, %d kept; want 10, %d", c.SlowSweepTotal, c.SlowSweepFrames, app.SlowFramesKept)
	}
	for k, n := range c.SlowSweep {
		i := k + 2 // the oldest two went
		want := app.FrameNote{Ms: float64(4 + i), UpdateMs: 1, DrawMs: float64(3 + i), BackgroundMs: float64(i) / 10,
			Updates: 1, Allocs: 3, GCsInFrame: 1, GCPauseMs: 0.5, Backdrop: i%2 == 0, Answers: 3}
		if i == 0 {
			want.Answers = 0
		}
		if n != want {
			t.Errorf("slow frame %d:\n got %+v\nwant %+v", k, n, want)
		}
	}
}

// TestFrameMeterGCsBefore: a collection that ends between two frames is
// noted as the next frame's GCsBefore, one in its pieces as GCsInFrame.
func TestFrameMeterGCsBefore(t *testing.T) {
	b := newBench()
	b.ms(false, 0, 0)
	b.run(piece{gcs: 2}) // between the frames
	b.frame(true, []piece{{d: 5 * time.Millisecond, gcs: 1}}, piece{}, piece{})
	var c app.FrameCost
	b.m.Snapshot(&c)
	if c.SlowSweepFrames != 1 || c.SlowSweep[0].GCsBefore != 2 || c.SlowSweep[0].GCsInFrame != 1 {
		t.Errorf("%d slow frames, %+v; want one, 2 collections before it and 1 in it", c.SlowSweepFrames, c.SlowSweep[0])
	}
}

// TestRuntimeMem: the runtime's reading counts the heap objects
// allocated since the last.
func TestRuntimeMem(t *testing.T) {
	var r RuntimeMem
	a := r.ReadMem()
	keep := make([]*[64]byte, 0, 100)
	for range 100 {
		keep = append(keep, new([64]byte))
	}
	if b := r.ReadMem(); b.Mallocs < a.Mallocs+100 {
		t.Errorf("100 objects allocated; the reading went from %d to %d", a.Mallocs, b.Mallocs)
	}
	_ = keep
	if n := testing.AllocsPerRun(10, func() { r.ReadMem() }); n != 0 {
		t.Errorf("a reading allocates %.0f times", n)
	}
}

// TestFrameMeterAllocatesNothing: a frame measured and summarised
// allocates nothing.
func TestFrameMeterAllocatesNothing(t *testing.T) {
	m := NewFrameMeter(time.Now, &RuntimeMem{})
	var c app.FrameCost
	frame := func() {
		m.Begin()
		m.Tick(true)
		m.End()
		m.Begin()
		m.EndDrawing()
		m.Background(time.Millisecond, false, 1)
		m.FrameDone()
		m.Snapshot(&c)
	}
	if n := testing.AllocsPerRun(200, frame); n != 0 {
		t.Errorf("a frame allocates %.1f times", n)
	}
}

// ExampleFrameMeter measures three frames on a clock that moves 2, 3 and
// 10 ms in them: their median, 99th percentile and maximum.
func ExampleFrameMeter() {
	now := time.Unix(0, 0)
	mem := fakeMem{}
	m := NewFrameMeter(func() time.Time { return now }, &mem)
	for _, d := range []time.Duration{2, 3, 10} {
		m.Begin() // Update
		m.Tick(false)
		now = now.Add(d * time.Millisecond / 2)
		mem.r.Mallocs += 4
		m.End()
		m.Begin() // Draw
		now = now.Add(d * time.Millisecond / 2)
		m.EndDrawing()
		m.FrameDone()
	}
	var c app.FrameCost
	m.Snapshot(&c)
	fmt.Printf("%d frames: median %.1f ms, p99 %.1f ms, max %.1f ms, %.0f allocations a frame\n", c.Frames, c.MedianMs, c.P99Ms, c.MaxMs, c.AllocsPerFrame)
	// Output:
	// 3 frames: median 3.0 ms, p99 10.0 ms, max 10.0 ms, 4 allocations a frame
}

// fakeMem is memory statistics an example sets.
type fakeMem struct{ r MemReading }

func (f *fakeMem) ReadMem() MemReading { return f.r }
