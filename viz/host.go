package viz

import (
	"rxscope/address"
	"rxscope/app"
	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/model"
	"rxscope/screen"
)

// Host is what the page around the screen provides for the actions that
// leave the canvas (screen.Host): the downloads and the clipboard.
type Host = screen.Host

// NewGameFor builds the screen for a state: its lesson and step, its
// knobs, its theme and chrome, paused or running, its speed, and the
// simulated time it opens at (a running state runs on from there). A
// state with a lesson asks for its step (app.Lessons.OpenAddress), which is
// prepared while the screen runs and says so, and starts from the step's
// knobs; knobs the state sets (a link copied during the lesson carries
// the knobs as the learner had them) are applied on top.
func NewGameFor(sc address.State) (*Game, error) {
	g, err := NewGameWith(sc.Config)
	if err != nil {
		return nil, err
	}
	g.core.Panels.Log.SetView(sc.Log)
	for _, a := range app.PresentActions(sc) {
		g.do(a)
	}
	g.core.App.Les.OpenAddress(sc) // a lesson step is prepared in the background, as PageDown's is
	g.core.Panels.Speed.Set(g.core.Sim.Ses.Speed())
	g.refresh()
	g.core.Page.Addr = g.core.Address()
	return g, nil
}

// SetHost gives the screen the page's actions.
func (g *Game) SetHost(h Host) { g.core.Page.Host = h }

// SetCommands gives the screen the page's queue of commands (a parent
// page's messages, window.rxscope.send): apply carries them out, and
// Update calls it first thing, inside the frame's measured Go time and
// after the frame meter has noted whether a sweep was running, so that
// a knob change sent by the page costs its frame as a key press does and,
// as a key press's, its frame is not one of the sweep's.
func (g *Game) SetCommands(apply func()) { g.core.Page.Commands = apply }

// Address is the state a URL carries, read from the screen as it is now
// (screen.Screen.Address).
func (g *Game) Address() address.State { return g.core.Address() }

// AddressVersion changes whenever Address does; the page rebuilds the URL
// only then.
func (g *Game) AddressVersion() uint64 { return g.core.AddressVersion() }

// SetParam changes one parameter of the state by its URL name, as a
// message from a parent page does (screen.Screen.SetParam).
func (g *Game) SetParam(name, value string) (address.Notice, bool) {
	return g.core.SetParam(name, value, actor{g})
}

// Goto opens a lesson at a step (from 1), as a parent page's message
// asks (screen.Screen.Goto).
func (g *Game) Goto(lesson string, step int) (address.Notice, bool) {
	return g.core.Goto(lesson, step, actor{g})
}

// actor is the Game as the page's messages move it (screen.Actor).
type actor struct{ g *Game }

func (a actor) Do(x app.Action)        { a.g.do(x) }
func (a actor) Apply(cfg model.Config) { a.g.apply(cfg) }

// Notify shows text in a banner for a few seconds, or until the next key
// or press (screen.Screen.Notify).
func (g *Game) Notify(text string) { g.core.Notify(text) }

// Status is one line for screen readers (screen.StatusLine).
func (g *Game) Status() string { return g.core.Status() }

// drawNotice paints the current notice, if any, in a banner across the
// top of the ring panel, with a warning mark, or a tick for a
// confirmation, so it reads without colour.
func (g view) drawNotice(p *painter) {
	notice := g.core.Page.Notice.Shown(g.core.Ticks)
	if notice == "" {
		return
	}
	th := g.theme
	rg := g.panels().ringGrid()
	box := rg.NoticeBox(0, g.ty.Label) // over the ring's head, clear of its warning (layout.RingGrid.NoticeBox)
	textW := box.W - 72
	if g.noticeWrapped != notice || g.noticeWrapW != textW {
		// several notices make a long text: it wraps at the banner's size
		// instead of shrinking to fit one line
		g.noticeLines = layout.Wrap(g.noticeLines[:0], notice, textW, noticeTextSz, g.measureCardText)
		g.noticeWrapped, g.noticeWrapW = notice, textW
	}
	lines := g.noticeLines
	size := noticeTextSz
	if len(lines) > noticeMaxLines { // the rest shrinks into the last line's room
		size = noticeTextSz * float64(noticeMaxLines) / float64(len(lines))
	}
	lineH := size * 1.3
	box = rg.NoticeBox(float64(len(lines))*lineH+20, g.ty.Label)
	shade := th.Shade
	shade.A = 0xff // opaque: the title under the banner showed through its letters
	p.roundRect(box, 10, shade)
	cy := box.Y + box.H/2 // the mark, centred beside the text
	if g.core.Page.Notice.Confirm {
		p.frame(box, 2, th.Hit)
		p.line(box.X+18, cy+2, box.X+28, cy+12, 5, th.Hit)
		p.line(box.X+26, cy+12, box.X+44, cy-12, 5, th.Hit)
	} else {
		p.frame(box, 2, th.Miss)
		p.textIn("!", layout.Rect{X: box.X + 12, Y: cy - 32, W: 36, H: 64}, 34, Bold, th.Miss, glyph.AlignCenter)
	}
	y := box.Y + (box.H-float64(len(lines))*lineH)/2
	for i, ln := range lines {
		p.textIn(notice[ln.Start:ln.End], layout.Rect{X: box.X + 56, Y: y + float64(i)*lineH, W: textW, H: lineH}, size, Regular, th.Text, glyph.AlignStart)
	}
}

// The notice banner's type: its size, and the lines it takes before its
// text gets smaller.
const (
	noticeTextSz   = 22.0
	noticeMaxLines = 4
)
