package main

import (
	"encoding/base64"
	"encoding/json"
	"net/url"
	"slices"
	"strings"
	"sync"
	"syscall/js"
	"time"

	"rxscope/address"
	"rxscope/screen"
	"rxscope/viz"
)

// page is the browser page around the canvas. It reads the state from the
// URL and writes it back with history.replaceState (no history entry per
// change), exposes window.rxscope for tests and scripts, talks to a parent
// page through postMessage, mirrors the status into an aria-live region,
// and carries out the screen's actions that leave the canvas (download a
// PNG, copy a link).
//
// JavaScript callbacks run on their own goroutine; they only queue
// commands under a lock, and the game's Update applies them.
type page struct {
	win, doc, obj js.Value

	mu    sync.Mutex
	snap  viz.Snapshot
	inbox address.Inbox     // the parent's messages since the last frame
	cmds  []address.Command // the frame's share of them (a buffer reused by apply)
	ready bool              // a frame was drawn: window.rxscope.ready
	// announced: rxscope:ready was posted to the parent, once the state
	// the address names was reached (Snapshot.Settled), not at the first
	// frame: a large paused "at" is reached seconds after it
	announced bool

	// what was last published, so work is done only on change
	addrVer    uint64
	stateQuery string
	urlDirty   bool
	urlWritten time.Time
	lastStatus string
	statusAt   time.Time

	stateNow address.State // the state stateQuery encodes (under mu: read when the context is lost)

	parentOrigin string           // messages are taken from and sent to it; "" when not embedded, or the pin is unusable
	originParam  string           // the parentOrigin parameter as the address is written back with it; "" when none was given
	originNote   []address.Notice // why the given pin cannot be used

	noticeLog address.NoticeLog // what of the notices is kept and written (in Update, and in main before it)
}

// minURLInterval spaces history.replaceState calls while a slider is
// dragged (browsers throttle pages that call it too often).
const minURLInterval = 250 * time.Millisecond

func newPage() *page {
	p := &page{win: js.Global(), doc: js.Global().Get("document")}
	obj := p.win.Get("rxscope")
	if obj.IsUndefined() || obj.IsNull() {
		obj = js.Global().Get("Object").New()
		p.win.Set("rxscope", obj)
	}
	p.obj = obj
	obj.Set("ready", false)
	obj.Set("notices", js.Global().Get("Array").New())
	obj.Set("state", js.FuncOf(func(js.Value, []js.Value) any {
		p.mu.Lock()
		s := p.snap
		p.mu.Unlock()
		b, err := json.Marshal(s)
		if err != nil {
			return js.Null()
		}
		return js.Global().Get("JSON").Call("parse", string(b))
	}))
	// send is the same entry as a message, for scripts on the page itself.
	obj.Set("send", js.FuncOf(func(_ js.Value, args []js.Value) any {
		if len(args) != 1 {
			return "send takes one message object"
		}
		if err := p.enqueue(args[0]); err != nil {
			return err.Error()
		}
		return js.Null()
	}))

	p.pinOrigin()
	p.win.Call("addEventListener", "message", js.FuncOf(func(_ js.Value, args []js.Value) any {
		p.onMessage(args[0])
		return nil
	}))
	// A lost WebGL context makes Ebitengine reload the page. This listener
	// runs first (the capture phase, on the window), so the reload opens
	// the address with the simulated time in it.
	p.win.Call("addEventListener", "webglcontextlost", js.FuncOf(func(js.Value, []js.Value) any {
		p.keepTime()
		return nil
	}), true)
	return p
}

// onShown calls shown whenever the page becomes visible again after being
// hidden (another tab, a minimised window): the screen then presents its
// next frame even if its picture has not changed (viz.Game.Reshow), in
// case the browser dropped the canvas's picture while it was hidden.
func (p *page) onShown(shown func()) {
	p.doc.Call("addEventListener", "visibilitychange", js.FuncOf(func(js.Value, []js.Value) any {
		if p.doc.Get("visibilityState").String() == "visible" {
			shown()
		}
		return nil
	}))
}

// pinOrigin sets the origin messages are taken from and sent to: the
// parentOrigin parameter when the address gives one (address.ParentOrigin;
// a pin that cannot be read takes no messages at all), else the embedding
// page's origin as the referrer tells it, else this page's own origin.
func (p *page) pinOrigin() {
	o, n, given := address.ParentOrigin(p.query())
	if given {
		p.originParam = o
		if o == "" {
			vals, _ := url.ParseQuery(strings.TrimPrefix(p.query(), "?"))
			p.originParam = vals.Get(address.ParamParentOrigin) // kept as given: after a reload it is refused again
			p.originNote = []address.Notice{n}
		}
	}
	if parent := p.win.Get("parent"); parent.Equal(p.win) {
		return
	}
	if given {
		p.parentOrigin = o
		return
	}
	p.parentOrigin = p.embedderOrigin()
}

// startNotices are the page's own notices about its address.
func (p *page) startNotices() []address.Notice { return p.originNote }

// embedderOrigin is the embedding page's origin as the referrer tells it,
// else this page's own origin.
func (p *page) embedderOrigin() string {
	if ref := p.doc.Get("referrer").String(); ref != "" {
		if u, err := url.Parse(ref); err == nil && u.Host != "" {
			return u.Scheme + "://" + u.Host
		}
	}
	return p.win.Get("location").Get("origin").String()
}

func (p *page) query() string { return p.win.Get("location").Get("search").String() }

// defaults is the state before the URL is read: paused when the reader
// asked the system for reduced motion.
func (p *page) defaults() address.State {
	s := address.Default()
	mm := p.win.Get("matchMedia")
	if mm.Type() == js.TypeFunction && p.win.Call("matchMedia", "(prefers-reduced-motion: reduce)").Get("matches").Bool() {
		s.Paused = true
	}
	return s
}

// logNotices keeps the notices in window.rxscope.notices and writes them
// to the console within the bounds of the page's address.NoticeLog: the
// newest address.MaxKeptNotices kept, some lines a batch and at most
// address.MaxWarnings in the page's life (a hostile 84 KB address
// printed 1,500 warnings; a stream of bad messages grew both without end).
func (p *page) logNotices(ns []address.Notice) {
	st := p.noticeLog.Add(ns)
	arr := p.obj.Get("notices")
	if st.Drop > 0 {
		arr.Call("splice", 0, st.Drop)
	}
	for _, t := range st.Keep {
		arr.Call("push", t)
	}
	for _, w := range st.Warn {
		p.win.Get("console").Call("warn", w)
	}
}

// onMessage checks a message's origin and shape and queues it.
func (p *page) onMessage(ev js.Value) {
	if p.parentOrigin == "" || !ev.Get("source").Equal(p.win.Get("parent")) {
		return
	}
	if ev.Get("origin").String() != p.parentOrigin {
		return
	}
	if err := p.enqueue(ev.Get("data")); err != nil {
		p.post(map[string]any{"type": address.MsgNotice, "text": "message ignored: " + err.Error()})
	}
}

// enqueue reads and checks a message and queues it for the next frame.
func (p *page) enqueue(data js.Value) error {
	v, err := readMessage(data)
	if err != nil {
		return err
	}
	c, err := address.CommandOf(v)
	if err != nil {
		return err
	}
	p.mu.Lock()
	p.inbox.Push(c)
	p.mu.Unlock()
	return nil
}

// apply carries out the queued commands; it runs in Update.
func (p *page) apply(a app) {
	p.mu.Lock()
	var refused string
	p.cmds, refused = p.inbox.Take(p.cmds)
	p.mu.Unlock()
	for _, c := range p.cmds {
		switch c.Type {
		case address.MsgSet:
			bad := c.Ignored
			for _, kv := range c.Params {
				if n, ok := a.SetParam(kv[0], kv[1]); !ok {
					bad = append(bad, n)
				}
			}
			slices.SortStableFunc(bad, func(x, y address.Notice) int { return strings.Compare(x.Param, y.Param) })
			p.reject(a, bad)
		case address.MsgGoto:
			if n, ok := a.Goto(c.Lesson, c.Step); !ok {
				p.reject(a, []address.Notice{n})
			}
		}
	}
	if refused != "" {
		p.reject(a, []address.Notice{{Text: refused}})
	}
}

func (p *page) reject(a app, ns []address.Notice) {
	if len(ns) == 0 {
		return
	}
	s := address.Summary(ns, 3)
	a.Notify(s)
	p.logNotices(ns)
	p.post(map[string]any{"type": address.MsgNotice, "text": s})
}

// publish runs after each Update: the snapshot for window.rxscope.state(),
// the URL when the state changed, the parent's state message, the status
// line.
func (p *page) publish(a app) {
	s := a.Snapshot()
	p.mu.Lock()
	p.snap = s
	p.mu.Unlock()
	now := time.Now()
	if v := a.AddressVersion(); v != p.addrVer || !p.ready {
		sc := a.Address()
		p.addrVer = v
		p.stateQuery = sc.Query()
		p.mu.Lock()
		p.stateNow = sc
		p.mu.Unlock()
		p.urlDirty = true
	}
	if p.urlDirty && now.Sub(p.urlWritten) >= minURLInterval {
		p.writeURL(p.stateQuery)
		p.obj.Set("query", p.stateQuery)
		p.urlWritten = now
		p.urlDirty = false
		if p.announced {
			p.postState(a, address.MsgState)
		}
	}
	if s.Ready && !p.ready {
		p.ready = true
		p.obj.Set("ready", true)
	}
	if p.ready && s.Settled && !p.announced {
		p.announced = true
		p.postState(a, address.MsgReady)
	}
	p.answerGets(a)
	if now.Sub(p.statusAt) >= time.Second {
		p.statusAt = now
		if st := a.Status(); st != p.lastStatus {
			p.lastStatus = st
			if el := p.doc.Call("getElementById", "status"); !el.IsNull() {
				el.Set("textContent", st)
			}
		}
	}
}

// writeURL puts the state's query in the address, with the origin pin
// after it, without a history entry.
func (p *page) writeURL(query string) {
	if p.originParam != "" {
		if query != "" {
			query += "&"
		}
		query += address.ParamParentOrigin + "=" + url.QueryEscape(p.originParam)
	}
	loc := p.win.Get("location")
	u := loc.Get("pathname").String()
	if query != "" {
		u += "?" + query
	}
	u += loc.Get("hash").String()
	p.win.Get("history").Call("replaceState", js.Null(), "", u)
}

// keepTime writes the address that brings the state back at its
// simulated time (address.State.ReloadQuery), just before the reload a lost
// WebGL context causes; a running state would otherwise restart at zero.
func (p *page) keepTime() {
	p.mu.Lock()
	s, t := p.stateNow, p.snap.SimTimePS
	p.mu.Unlock()
	if s == (address.State{}) {
		return // lost before the first frame: the address is the one opened
	}
	p.writeURL(s.ReloadQuery(t))
}

// answerGets answers the rxscope:get messages that arrived before this
// frame, with the state after it: a get sent just after a set sees the set
// applied (address.Inbox.TakeGets).
func (p *page) answerGets(a app) {
	p.mu.Lock()
	n := p.inbox.TakeGets()
	p.mu.Unlock()
	for range n {
		p.postState(a, address.MsgState)
	}
}

func (p *page) postState(a app, typ string) {
	if p.parentOrigin == "" {
		return
	}
	p.post(map[string]any{"type": typ, "query": p.stateQuery, "state": a.Snapshot()})
}

// post sends a message to the parent page, to its origin only.
func (p *page) post(msg map[string]any) {
	if p.parentOrigin == "" {
		return
	}
	b, err := json.Marshal(msg)
	if err != nil {
		return
	}
	v := js.Global().Get("JSON").Call("parse", string(b))
	p.win.Get("parent").Call("postMessage", v, p.parentOrigin)
}

// SavePNG offers data as a download named name, and keeps its size and
// bytes in window.rxscope.lastExport for scripts and tests.
func (p *page) SavePNG(name string, data []byte) { p.SaveFile(name, "image/png", data) }

// SaveFile offers data of type mime as a download named name, and keeps
// its size and bytes in window.rxscope.lastExport for scripts and tests.
func (p *page) SaveFile(name, mime string, data []byte) {
	arr := js.Global().Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(arr, data)
	blob := js.Global().Get("Blob").New([]any{arr}, map[string]any{"type": mime})
	href := js.Global().Get("URL").Call("createObjectURL", blob)
	a := p.doc.Call("createElement", "a")
	a.Set("href", href)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	p.doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	js.Global().Call("setTimeout", js.FuncOf(func(js.Value, []js.Value) any {
		js.Global().Get("URL").Call("revokeObjectURL", href)
		return nil
	}), 10000)
	exp := js.Global().Get("Object").New()
	exp.Set("name", name)
	exp.Set("bytes", len(data))
	exp.Set("base64", base64.StdEncoding.EncodeToString(data))
	p.obj.Set("lastExport", exp)
}

// CopyLink puts the state's address on the clipboard.
func (p *page) CopyLink(query string, done func(bool)) {
	loc := p.win.Get("location")
	p.copy(screen.LinkURL(loc.Get("origin").String()+loc.Get("pathname").String(), query), done)
}

// CopyEmbed puts an iframe snippet for the state on the clipboard.
func (p *page) CopyEmbed(query string, done func(bool)) {
	loc := p.win.Get("location")
	p.copy(screen.EmbedSnippet(loc.Get("origin").String()+loc.Get("pathname").String(), query), done)
}

// copy writes text to the clipboard and calls done with the answer, when
// the browser gives it. A refused write (no permission, page not
// focused) leaves the text in window.rxscope.lastCopied.
func (p *page) copy(text string, done func(bool)) {
	p.obj.Set("lastCopied", text)
	clip := p.win.Get("navigator").Get("clipboard")
	if clip.IsUndefined() || clip.IsNull() {
		done(false)
		return
	}
	var ok, refused js.Func
	ok = js.FuncOf(func(js.Value, []js.Value) any {
		ok.Release()
		refused.Release()
		done(true)
		return nil
	})
	refused = js.FuncOf(func(js.Value, []js.Value) any {
		ok.Release()
		refused.Release()
		done(false)
		return nil
	})
	clip.Call("writeText", text).Call("then", ok, refused)
}
