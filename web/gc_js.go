//go:build js

package main

import (
	"runtime"
	"time"
)

// jsValueSweep is how often releaseJSValues runs a garbage collection.
const jsValueSweep = 20 * time.Second

// releaseJSValues runs Go's garbage collector every jsValueSweep, on a
// goroutine of its own that runs between frames.
//
// Go collects when its heap has grown by GOGC (100 %) since the last
// cycle. The page's heap holds about 27 MB (the simulations' caches and
// traces, the glyphs) and its frames allocate next to nothing, so a cycle
// came about once an hour at the fastest speed. Until one comes, every
// js.Value a frame made keeps its entry in wasm_exec.js's tables, freed
// only by the value's finalizer after a cycle: Ebitengine's gamepad poll
// alone makes three a frame (navigator, getGamepads and its result), and
// the JavaScript heap grew by about 0.14 MB a minute. With a cycle every
// 20 s it stays flat. Most of the heap is arrays without pointers, which
// the collector does not scan.
func releaseJSValues() {
	for range time.Tick(jsValueSweep) {
		runtime.GC()
	}
}
