package screen

import (
	"fmt"
	"strconv"

	"rxscope/app"
	"rxscope/model"
)

// StatusLine is the one line the page gives screen readers: in a lesson,
// the step and its text (with the answers while a question is asked);
// otherwise the state, and its key figures once it is paused. The page
// reads it into a polite live region, which a screen reader announces
// each time it changes: figures that changed every second while the
// simulation plays would talk over everything else, so while it plays
// the line names the state alone and says how to hear the figures.
type StatusLine struct {
	key  statusKey // what text says, outside a lesson
	text string
}

// statusKey is what the status line outside a lesson says: the knobs,
// running or paused, and where a paused run stands. Line builds the
// line again only when it changes, so the page's look at it every second
// allocates nothing while the simulations run.
type statusKey struct {
	cfg    model.Config
	paused bool
	steps  uint64
}

// Line is the status line for the lessons ls and the session ses.
func (sl *StatusLine) Line(ls *app.Lessons, ses *app.Session) string {
	if s := ls.Status(); s != "" {
		return s
	}
	k := statusKey{cfg: ses.Config(), paused: ses.Paused()}
	if k.paused {
		k.steps = ses.Steps() // a step changes the figures
	}
	if k != sl.key || sl.text == "" {
		sl.key, sl.text = k, freeStatus(ses)
	}
	return sl.text
}

// freeStatus is the status line outside a lesson.
func freeStatus(ses *app.Session) string {
	cfg := ses.Config()
	if !ses.Paused() {
		return fmt.Sprintf("%s, distance %d, %d B packets, XDP %s, running: Space pauses it and gives its key figures.",
			cfg.Variant, cfg.Distance, cfg.Size, cfg.XDP)
	}
	a, b := ses.After().Metrics(), ses.Before().Metrics()
	return fmt.Sprintf("%s, distance %d, %d B packets, XDP %s, paused: %s cycles per packet with %s, %s with today's driver; %s Mpps.",
		cfg.Variant, cfg.Distance, cfg.Size, cfg.XDP,
		strconv.FormatFloat(a.CyclesPerPacket(), 'f', 0, 64), cfg.Variant,
		strconv.FormatFloat(b.CyclesPerPacket(), 'f', 0, 64),
		strconv.FormatFloat(a.Mpps(), 'f', 2, 64))
}
