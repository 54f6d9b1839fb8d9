package e2e

import (
	"testing"
	"time"
)

// TestFrameCost lets the app play for a few seconds after the chart is
// complete, at the default speed and then at the fastest, and reads what
// a frame costs the Go side: the time of Update and Draw (median and 99th
// percentile of the last 120 frames) and the heap objects they allocate
// per frame. The time is Go's only (the software GL of a headless browser
// is slow, and not ours to measure); it must stay within a 60 Hz frame.
// The allocations left are Ebitengine's own (a few per frame, when a draw
// call cannot be merged with the previous one); rxscope's drawing and the
// model's stepping allocate nothing.
func TestFrameCost(t *testing.T) {
	p := openPage(t, "/", 1280, 720)
	p.waitJS("window.rxscope.state().ChartPoints === 18", 90*time.Second)
	if p.vstate().Paused {
		p.key("Space", false)
	}
	measure := func(what string) frameCost {
		p.frames(190) // a full window of frames after the last change, and its summary
		fc := p.vstate().FrameCost
		t.Logf("%s: Go time of Update+Draw per frame: median %.2f ms, p99 %.2f ms, max %.2f ms over %d frames; %.2f heap allocations per frame",
			what, fc.MedianMs, fc.P99Ms, fc.MaxMs, fc.Frames, fc.AllocsPerFrame)
		return fc
	}
	fc := measure("default speed")
	if fc.Frames < 100 {
		t.Fatalf("only %d frames measured", fc.Frames)
	}
	if fc.MedianMs > 8 || fc.P99Ms > 16.7 {
		t.Errorf("a frame costs %.2f ms (median) and %.2f ms (p99) of Go time; want at most 8 and 16.7", fc.MedianMs, fc.P99Ms)
	}
	if fc.AllocsPerFrame > 12 {
		t.Errorf("%.1f heap allocations per frame in steady state; want at most 12 (Ebitengine's own)", fc.AllocsPerFrame)
	}
	for p.vstate().SpeedLv < 9 {
		p.key("Equal", false)
	}
	fc = measure("fastest speed")
	if fc.P99Ms > 16.7 {
		t.Errorf("at the fastest speed a frame costs %.2f ms (p99) of Go time; want at most 16.7", fc.P99Ms)
	}
}

type frameCost = struct {
	MedianMs, P99Ms, MaxMs float64
	AllocsPerFrame         float64
	Frames                 int
}
