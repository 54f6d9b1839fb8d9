package main

import (
	"encoding/json"
	"sync"
	"syscall/js"

	"rxscope/viz"
)

// pageHook is the JavaScript face of the app: window.rxscope.ready turns
// true once the first frame is drawn, and window.rxscope.state() returns
// the latest snapshot as a plain object. The callback only copies a value
// kept under a lock; it never touches the game.
type pageHook struct {
	mu    *sync.Mutex
	snap  *viz.Snapshot
	obj   js.Value
	ready bool
}

func newPageHook(*viz.Game) pageHook {
	h := pageHook{mu: new(sync.Mutex), snap: new(viz.Snapshot)}
	obj := js.Global().Get("rxscope")
	if obj.IsUndefined() || obj.IsNull() {
		obj = js.Global().Get("Object").New()
		js.Global().Set("rxscope", obj)
	}
	obj.Set("ready", false)
	obj.Set("state", js.FuncOf(func(js.Value, []js.Value) any {
		h.mu.Lock()
		s := *h.snap
		h.mu.Unlock()
		b, err := json.Marshal(s)
		if err != nil {
			return js.Null()
		}
		return js.Global().Get("JSON").Call("parse", string(b))
	}))
	h.obj = obj
	return h
}

func (h *pageHook) publish(s viz.Snapshot) {
	h.mu.Lock()
	*h.snap = s
	h.mu.Unlock()
	if s.Ready && !h.ready {
		h.ready = true
		h.obj.Set("ready", true)
	}
}
