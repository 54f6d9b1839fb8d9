package app

// Notice is the notice banner over the ring: a refused value ("parameter
// "distance": "banana" is not an integer") or a confirmation ("Link
// copied"), with the tick it goes at. A warning stays NoticeWarnTicks,
// long enough to read a sentence or two; a confirmation NoticeConfirmTicks.
// Either goes at the next key or press: the reader has seen it and acts,
// and a speaker's next click does not leave a banner over the ring for
// the seconds that are left of it.
type Notice struct {
	Text    string
	Confirm bool // it confirms an action rather than warns
	until   uint64
}

// How long a notice stays, in ticks.
const (
	NoticeWarnTicks    = 8 * TicksPerSecond
	NoticeConfirmTicks = 3 * TicksPerSecond
)

// Warn shows text as a warning from tick now.
func (n *Notice) Warn(text string, now uint64) {
	*n = Notice{Text: text, until: now + NoticeWarnTicks}
}

// Confirmed shows text as a confirmation from tick now.
func (n *Notice) Confirmed(text string, now uint64) {
	*n = Notice{Text: text, Confirm: true, until: now + NoticeConfirmTicks}
}

// Pressed is a key or a press of the pointer: the notice on the screen
// goes. It is called before the press is acted on, so a notice the press
// itself gives stays.
func (n *Notice) Pressed() { n.until = 0 }

// Shown is the text on the screen at tick now, "" when there is none.
func (n *Notice) Shown(now uint64) string {
	if now >= n.until {
		return ""
	}
	return n.Text
}
