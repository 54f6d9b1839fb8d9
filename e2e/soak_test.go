package e2e

import (
	"context"
	"flag"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/heapprofiler"
	"github.com/chromedp/chromedp"
)

var soakFor = flag.Duration("soak", 30*time.Minute, "how long BenchmarkSoak plays the fastest speed")

// BenchmarkSoak plays the default scene at the fastest speed for -soak
// (30 minutes unless told) and samples, every minute, the JavaScript heap
// after a garbage collection and the wasm module's linear memory (which
// only grows). After the first minute both must stay within 5% of that
// minute's sample: a frame that keeps something per packet or per frame
// shows as a slope. It is outside the default run (a benchmark):
//
//	make soak   # go test -run '^$' -bench Soak -benchtime 1x -timeout 40m ./e2e/... -args -dist=...
//
// It reports the growth of each over the run, in percent, and the frames
// a second of its slowest minute, which must be at least half the second
// minute's: a page that slows as it plays fails too.
func BenchmarkSoak(b *testing.B) {
	// The tab lives the soak and five minutes more: with openPage's few
	// minutes, every call to the page failed from the third minute on, as
	// if the page had stopped answering.
	p := openTab(b, serverURL+"/?speed=9", 1280, 720, "window.rxscope && window.rxscope.ready === true", "", *soakFor+5*time.Minute)
	p.waitJS("window.rxscope.state().Frames > 10", 60*time.Second)
	sample := func() (heap, wasm float64) {
		p.do(chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, heapprofiler.CollectGarbage, cdp.Empty{})
			return err
		}))
		return eval[float64](p, `performance.memory.usedJSHeapSize`), eval[float64](p, `window.rxscopeWasmBytes()`)
	}
	for b.Loop() {
		start := eval[float64](p, `performance.now()`)
		var base [2]float64
		var worst [2]float64
		var lastFrames, pace, slowest uint64 // frames drawn: at the last sample, in minute 2, in the slowest minute since
		for minute := 1; time.Duration(minute)*time.Minute <= *soakFor; minute++ {
			// the page's own clock says when the minute is up
			p.waitJS(fmt.Sprintf(`performance.now() >= %f`, start+float64(minute)*60e3), 2*time.Minute)
			heap, wasm := sample()
			frames := p.vstate().Frames
			b.Logf("minute %d: JS heap %.2f MB, wasm memory %.2f MB, %d frames (%d this minute)", minute, heap/1e6, wasm/1e6, frames, frames-lastFrames)
			switch minute {
			case 1:
			case 2:
				pace, slowest = frames-lastFrames, frames-lastFrames
			default:
				slowest = min(slowest, frames-lastFrames)
			}
			lastFrames = frames
			if minute == 1 {
				base = [2]float64{heap, wasm}
				continue
			}
			for i, v := range [2]float64{heap, wasm} {
				worst[i] = max(worst[i], 100*(v-base[i])/base[i])
			}
		}
		for i, name := range [2]string{"JS heap", "wasm memory"} {
			if worst[i] > 5 {
				b.Errorf("the %s grew %.1f%% after the first minute; want within 5%%", name, worst[i])
			}
		}
		// A page that slows down as it plays (more to draw every minute, or
		// a stall) shows as a minute with far fewer frames than the second.
		if pace > 0 && slowest < pace/2 {
			b.Errorf("a minute drew %d frames where the second drew %d; want at least half", slowest, pace)
		}
		b.ReportMetric(worst[0], "%heap-growth")
		b.ReportMetric(float64(slowest)/60, "slowest-fps")
		b.ReportMetric(worst[1], "%wasm-growth")
	}
}
