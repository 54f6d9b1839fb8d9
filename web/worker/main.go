//go:build js && wasm

// Command worker is rxscope's second program for the browser: the model,
// the lessons and the app's measurements (app.Runner), without the
// drawing, run in a Web Worker (worker.js) beside the page. It takes the
// app's requests (app.Request, a JSON text per message), runs them a
// slice at a time and posts an app.Reply per finished piece; between
// bursts of about 20 ms it lets the worker's event loop deliver the
// app's next messages, so a cancel stops a job within a burst. Build it
// with GOOS=js GOARCH=wasm (make dist writes dist/rxworker.wasm).
package main

import (
	"sync"
	"syscall/js"
	"time"

	"rxscope/app"
)

// burst is how long the worker runs slices before it reads its messages.
const burst = 20 * time.Millisecond

// inbox holds the app's messages until the loop reads them; the event
// handlers fill it.
type inbox struct {
	mu   sync.Mutex
	msgs []string
	wake chan struct{} // a token: messages (or a yield's turn) arrived
}

func (in *inbox) push(m string) {
	in.mu.Lock()
	in.msgs = append(in.msgs, m)
	in.mu.Unlock()
	in.signal()
}

func (in *inbox) signal() {
	select {
	case in.wake <- struct{}{}:
	default:
	}
}

func (in *inbox) take(buf []string) []string {
	in.mu.Lock()
	buf = append(buf[:0], in.msgs...)
	in.msgs = in.msgs[:0]
	in.mu.Unlock()
	return buf
}

func main() {
	self := js.Global()
	in := &inbox{wake: make(chan struct{}, 1)}
	self.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if d := args[0].Get("data"); d.Type() == js.TypeString {
			in.push(d.String())
		}
		return nil
	}))
	// Messages that came while the program loaded (worker.js kept them).
	if early := self.Get("rxworkerEarly"); early.Type() == js.TypeObject {
		for i := range early.Length() {
			if d := early.Index(i); d.Type() == js.TypeString {
				in.push(d.String())
			}
		}
		self.Set("rxworkerEarly", js.Undefined())
	}
	// A yield: a message to itself through a MessageChannel, so that the
	// event loop delivers the app's messages before the next burst (no
	// timer, whose delay browsers clamp).
	ch := self.Get("MessageChannel").New()
	ping := ch.Get("port2")
	ch.Get("port1").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
		in.signal()
		return nil
	}))
	post := func(a app.Reply) { self.Call("postMessage", app.EncodeReply(a)) }
	post(app.Reply{Ready: true})

	var r app.Runner
	var buf []string
	for {
		buf = in.take(buf)
		for _, m := range buf {
			if err := r.Take(m); err != nil {
				post(app.Reply{Err: err.Error()}) // the app stops using the worker
			}
		}
		if !r.Busy() {
			<-in.wake
			continue
		}
		start := time.Now()
		for r.Busy() && time.Since(start) < burst {
			r.Work(post)
		}
		ping.Call("postMessage", 0)
		<-in.wake
	}
}
