package main

import (
	"syscall/js"

	appcore "rxscope/app"
)

// maxWorkers bounds the workers the page starts: the scene list's 28
// figures shared among more gain little, and each holds a model.
const maxWorkers = 4

// startWorkers starts one Web Worker per core the browser reports (at
// most maxWorkers), or none where workers are unavailable; a worker that
// cannot start is left out.
func startWorkers() []*appcore.Worker {
	n := 1
	if hc := js.Global().Get("navigator").Get("hardwareConcurrency"); hc.Type() == js.TypeNumber {
		n = min(max(hc.Int(), 1), maxWorkers)
	}
	var ws []*appcore.Worker
	for range n {
		if w := startWorker(); w != nil {
			ws = append(ws, w)
		}
	}
	return ws
}

// startWorker starts the Web Worker that runs the app's background
// measurements beside the drawing (worker.js and rxworker.wasm beside
// the page), and returns the app's side of it, or nil where the browser
// has no workers or refuses to start one: then the measurements run in
// the frames, with no error shown. A worker that fails to load or stops
// later is reported to the app (appcore.Worker.Fail), which then does the
// same.
func startWorker() (w *appcore.Worker) {
	ctor := js.Global().Get("Worker")
	if ctor.Type() != js.TypeFunction {
		return nil
	}
	defer func() {
		if recover() != nil { // the constructor threw (a sandbox, a policy)
			w = nil
		}
	}()
	wk := ctor.New("worker.js")
	w = appcore.NewWorker(workerPort{wk})
	wk.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if d := args[0].Get("data"); d.Type() == js.TypeString {
			w.Deliver(d.String())
		}
		return nil
	}))
	failed := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ev := args[0]
		ev.Call("preventDefault") // the app measures in its frames: no error to show
		why := "the worker failed"
		if m := ev.Get("message"); m.Type() == js.TypeString && m.String() != "" {
			why += ": " + m.String()
		}
		w.Fail(why)
		return nil
	})
	wk.Set("onerror", failed)
	wk.Set("onmessageerror", failed)
	return w
}

// workerPort posts the app's messages to the Web Worker.
type workerPort struct{ wk js.Value }

func (p workerPort) Post(msg string) { p.wk.Call("postMessage", msg) }
