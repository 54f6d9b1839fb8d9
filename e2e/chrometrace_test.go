package e2e

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"

	"rxscope/internal/chrometrace"
)

// traceDir is where the benchmarks that can record a Chrome trace save
// it (name.json, for Perfetto or chrome://tracing); none is recorded
// when it is empty.
var traceDir = flag.String("trace", "", "folder for Chrome traces of the benchmarks that record one (none when empty)")

// traceCategories are the trace categories recorded: the page's tasks
// and frames, the workers, the compositor and the GPU process's work
// (SwiftShader runs in it, on threads of its own).
var traceCategories = []string{
	"toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline",
	"blink", "v8.execute", "cc", "viz", "gpu", "gpu.decoder", "gpu.angle",
	"disabled-by-default-gpu.service", "disabled-by-default-gpu.decoder",
}

// chromeTrace is a trace being recorded by the whole browser (every
// process and thread) while a benchmark runs.
type chromeTrace struct {
	t      testing.TB
	mu     sync.Mutex
	chunks [][]byte // the events, as the browser sent them, in order
	done   chan struct{}
}

// startTrace starts recording a trace of the whole browser.
func startTrace(t testing.TB) *chromeTrace {
	t.Helper()
	tr := &chromeTrace{t: t, done: make(chan struct{})}
	err := chromedp.ListenBrowser(browserCtx, func(ev any) {
		switch ev := ev.(type) {
		case *tracing.EventDataCollected:
			tr.mu.Lock()
			for _, v := range ev.Value {
				tr.chunks = append(tr.chunks, bytes.Clone(v))
			}
			tr.mu.Unlock()
		case *tracing.EventTracingComplete:
			select {
			case <-tr.done:
			default:
				close(tr.done)
			}
		}
	})
	if err != nil {
		t.Fatalf("listening for the trace: %v", err)
	}
	_, err = chromedp.CallBrowser(browserCtx, tracing.Start, tracing.StartParams{
		TransferMode: tracing.StartTransferModeReportEvents,
		TraceConfig: &tracing.TraceConfig{
			RecordMode:         tracing.TraceConfigRecordModeRecordAsMuchAsPossible,
			IncludedCategories: traceCategories,
			ExcludedCategories: []string{"*"},
		},
	})
	if err != nil {
		t.Fatalf("starting the trace: %v", err)
	}
	return tr
}

// stop ends the recording, waits for the browser's last events and
// saves them as name.json in the trace folder; it returns the events
// as one JSON array.
func (tr *chromeTrace) stop(name string) []byte {
	tr.t.Helper()
	if _, err := chromedp.CallBrowser(browserCtx, tracing.End, cdp.Empty{}); err != nil {
		tr.t.Fatalf("ending the trace: %v", err)
	}
	<-tr.done
	tr.mu.Lock()
	defer tr.mu.Unlock()
	var buf bytes.Buffer
	buf.WriteString("[")
	for i, c := range tr.chunks {
		if i > 0 {
			buf.WriteString(",\n")
		}
		buf.Write(c)
	}
	buf.WriteString("]")
	path := filepath.Join(*traceDir, name+".json")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		tr.t.Fatalf("saving the trace: %v", err)
	}
	tr.t.Logf("trace: %s (%d events)", path, len(tr.chunks))
	return buf.Bytes()
}

// logTrace says where a trace's time went over frames frames: the
// busiest threads (their tasks' wall and thread time), the page's
// animation-frame callbacks (Ebitengine's Update and Draw run in them)
// and whether the slow ones ran or waited, and what the GPU process did
// for each frame it showed.
func logTrace(b testing.TB, data []byte, frames int) {
	b.Helper()
	evs, err := chrometrace.Parse(data)
	if err != nil {
		b.Fatal(err)
	}
	tr := chrometrace.New(evs)
	b.Logf("trace of %.1f s, %d frames; busiest threads (top-level tasks: wall, thread time):", tr.Span.Seconds(), frames)
	for i, th := range tr.Threads() {
		if i == 8 {
			break
		}
		b.Logf("  %-12s %-26s %6.0f ms wall, %6.0f ms running", th.Process, th.Name, ms(th.Wall), ms(th.CPU))
	}
	named := func(what, name, thread string) []chrometrace.Event {
		b.Helper()
		s, evs := tr.Named(name, thread)
		b.Logf("%s (%s): %d, %.1f ms wall and %.1f ms running a frame", what, name, s.Count, perFrame(s.Wall, frames), perFrame(s.CPU, frames))
		return evs
	}
	raf := named("the page's animation frames", "FireAnimationFrame", "CrRendererMain")
	waited, worked := chrometrace.Waited(raf, 3*time.Millisecond)
	b.Logf("  over 3 ms: %d ran less than half their wall time (%.0f ms wall, %.0f ms running), %d ran (%.0f ms wall, %.0f ms running)",
		waited.Count, ms(waited.Wall), ms(waited.CPU), worked.Count, ms(worked.Wall), ms(worked.CPU))
	named("the GPU process runs the page's WebGL commands", "WebGL", "CrGpuMain")
	named("the GPU process shows a frame", "SkiaOutputSurfaceImplOnGpu::SwapBuffers", "CrGpuMain")
	named("  and reads it back to the CPU, waiting for the renderer to finish", "ImageHelper::readPixelsImpl - CPU Readback", "CrGpuMain")
	named("render-pass clears", "FramebufferVk::clear", "CrGpuMain")
}
