package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The browser's threads as Linux counts them. A trace event's thread time
// says how long its thread ran, not why it did not: /proc's schedstat
// does, with the time each thread spent runnable but waiting for a core.
// Both are read for every thread of the browser the tests drive (its
// own process and all its descendants), never another browser's.

// threadKey names a thread: its process's kind (the --type Chromium
// gives it: renderer, gpu-process, utility, or browser) and its name.
type threadKey struct{ proc, thread string }

// threadTime is what one thread (or the threads of one key, summed) has
// had of the machine: time on a core and time runnable on a run queue.
type threadTime struct{ cpu, wait time.Duration }

// threadTimes reads the CPU and run-queue times of every thread of the
// browser, keyed by thread id.
func threadTimes(t testing.TB) map[int]threadSample {
	t.Helper()
	c := chromedp.FromContext(browserCtx)
	if c == nil || c.Browser == nil || c.Browser.Process() == nil {
		t.Fatal("no browser process to read the threads of")
	}
	pids := descendants(c.Browser.Process().Pid)
	out := make(map[int]threadSample)
	for _, pid := range pids {
		kind := processKind(pid)
		tasks, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*", pid))
		for _, dir := range tasks {
			tid, err := strconv.Atoi(filepath.Base(dir))
			if err != nil {
				continue
			}
			cpu, wait, ok := readSchedstat(filepath.Join(dir, "schedstat"))
			if !ok {
				continue
			}
			name, _ := os.ReadFile(filepath.Join(dir, "comm"))
			out[tid] = threadSample{threadKey{kind, strings.TrimSpace(string(name))}, threadTime{cpu, wait}}
		}
	}
	return out
}

// threadSample is one thread's name and times at one moment.
type threadSample struct {
	key threadKey
	threadTime
}

// readSchedstat reads a thread's schedstat: nanoseconds on a core, then
// nanoseconds runnable on a run queue, then time slices.
func readSchedstat(path string) (cpu, wait time.Duration, ok bool) {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, 0, false
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0, 0, false
	}
	c, err1 := strconv.ParseInt(f[0], 10, 64)
	w, err2 := strconv.ParseInt(f[1], 10, 64)
	return time.Duration(c), time.Duration(w), err1 == nil && err2 == nil
}

// descendants is pid and every process under it.
func descendants(pid int) []int {
	parent := make(map[int][]int)
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	for _, s := range stats {
		b, err := os.ReadFile(s)
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...: comm may hold spaces, so read after the last ')'.
		rest := string(b[strings.LastIndexByte(string(b), ')')+1:])
		f := strings.Fields(rest)
		if len(f) < 2 {
			continue
		}
		child, err1 := strconv.Atoi(filepath.Base(filepath.Dir(s)))
		ppid, err2 := strconv.Atoi(f[1])
		if err1 == nil && err2 == nil {
			parent[ppid] = append(parent[ppid], child)
		}
	}
	out := []int{pid}
	for i := 0; i < len(out); i++ {
		out = append(out, parent[out[i]]...)
	}
	return out
}

// processKind is the --type Chromium starts a process with, or
// "browser" for the browser's own.
func processKind(pid int) string {
	b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
	// Chromium rewrites its children's command lines into one string with
	// spaces, so split on both.
	for _, arg := range strings.Fields(strings.ReplaceAll(string(b), "\x00", " ")) {
		if kind, ok := strings.CutPrefix(arg, "--type="); ok {
			return kind
		}
	}
	return "browser"
}

// threadUse is the time each kind of thread had between two samples,
// summed over the threads of the same process kind and name, busiest
// first.
type threadUse struct {
	key threadKey
	threadTime
}

// threadsBetween differences two samples. A thread that started after
// the first counts from zero; one that ended before the second is left
// out.
func threadsBetween(a, b map[int]threadSample) []threadUse {
	sum := make(map[threadKey]threadTime)
	for tid, s := range b {
		prev := a[tid] // zero when the thread is new
		if prev.key != (threadKey{}) && prev.key != s.key {
			prev = threadSample{}
		}
		u := sum[s.key]
		u.cpu += s.cpu - prev.cpu
		u.wait += s.wait - prev.wait
		sum[s.key] = u
	}
	out := make([]threadUse, 0, len(sum))
	for k, u := range sum {
		if u.cpu > 0 || u.wait > 0 {
			out = append(out, threadUse{k, u})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].cpu > out[j].cpu })
	return out
}

// logThreads logs, for the busiest kinds of threads between two samples
// over wall time, their CPU time and their time runnable but waiting for a core,
// each also per frame.
func logThreads(b testing.TB, use []threadUse, wall time.Duration, frames int) {
	b.Helper()
	var cpu, wait time.Duration
	for _, u := range use {
		cpu += u.cpu
		wait += u.wait
	}
	b.Logf("the browser's threads over %.1f s and %d frames: %.1f s on a core (%.0f ms a frame), %.1f s waiting for one (%.0f ms a frame)",
		wall.Seconds(), frames, cpu.Seconds(), perFrame(cpu, frames), wait.Seconds(), perFrame(wait, frames))
	for i, u := range use {
		if i == 12 {
			break
		}
		b.Logf("  %-12s %-18s on a core %6.0f ms (%5.1f a frame), waiting %6.0f ms (%5.1f a frame)",
			u.key.proc, u.key.thread, ms(u.cpu), perFrame(u.cpu, frames), ms(u.wait), perFrame(u.wait, frames))
	}
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

func perFrame(d time.Duration, frames int) float64 {
	if frames == 0 {
		return 0
	}
	return ms(d) / float64(frames)
}

// machineShare is what the threads that draw had of the machine, summed
// from a difference of samples: the software renderer's threads in the
// GPU process (SwiftShader's, named Thread<NN>), the GPU process's main
// thread, and the page's main thread (where Ebitengine's Update and Draw
// run), with the time it was runnable but waited for a core.
type machineShare struct {
	soft, gpuMain, page, pageWait time.Duration
}

// shareOf sums the drawing threads' times in a difference of samples.
func shareOf(use []threadUse) machineShare {
	var m machineShare
	for _, u := range use {
		switch {
		case u.key.proc == "gpu-process" && strings.HasPrefix(u.key.thread, "Thread<"):
			m.soft += u.cpu
		case u.key.proc == "gpu-process" && u.key.thread == mainThreadName:
			m.gpuMain += u.cpu
		case u.key.proc == "renderer" && u.key.thread == mainThreadName:
			m.page += u.cpu
			m.pageWait += u.wait
		}
	}
	return m
}

// mainThreadName is what Linux calls a Chromium process's main thread
// (the name of the program: Chromium names only its other threads).
const mainThreadName = "chromium"

// report reports the share per frame as a benchmark's metrics.
func (m machineShare) report(b *testing.B, frames int) {
	b.ReportMetric(perFrame(m.soft, frames), "swiftshader-ms/frame")
	b.ReportMetric(perFrame(m.gpuMain, frames), "gpu-main-ms/frame")
	b.ReportMetric(perFrame(m.page, frames), "page-cpu-ms/frame")
	b.ReportMetric(perFrame(m.pageWait, frames), "page-wait-ms/frame")
}
