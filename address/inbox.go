package address

import (
	"fmt"
	"strings"
)

// MaxPending bounds the MsgSet and MsgGoto commands an Inbox holds between
// two frames. A parent page that sends more within one frame (some 16 ms)
// has the rest refused, counted, and told in one notice; a MsgGet takes no
// place in the queue and is never refused.
const MaxPending = 256

// Inbox holds the commands a parent page sent since the last frame, for
// the frame to carry out: the sets and gotos in arrival order, up to
// MaxPending, and a count of the gets, which are answered after the frame
// (so a get sent just after a set sees it applied).
//
// The zero Inbox is empty and ready to use. It does no locking: the page
// pushes from its message handler and takes in its frame under one lock.
type Inbox struct {
	pending []Command
	gets    int
	refused [2]int // sets and gotos refused since the last Take
}

// Push queues c, or counts it as refused when MaxPending commands wait.
func (in *Inbox) Push(c Command) {
	switch {
	case c.Type == MsgGet:
		in.gets++
	case len(in.pending) < MaxPending:
		in.pending = append(in.pending, c)
	case c.Type == MsgSet:
		in.refused[0]++
	default:
		in.refused[1]++
	}
}

// Take moves the queued sets and gotos into buf (reused, so a steady
// stream of messages does not allocate) and returns them with the notice
// for the ones refused since the last Take, "" when none were.
func (in *Inbox) Take(buf []Command) ([]Command, string) {
	buf = append(buf[:0], in.pending...)
	clear(in.pending)
	in.pending = in.pending[:0]
	note := refusedNotice(in.refused)
	in.refused = [2]int{}
	return buf, note
}

// TakeGets returns how many gets to answer now, at most MaxPending; the
// rest wait for the next frame.
func (in *Inbox) TakeGets() int {
	n := min(in.gets, MaxPending)
	in.gets -= n
	return n
}

// refusedNotice says how many sets and gotos were refused, or "".
func refusedNotice(refused [2]int) string {
	var parts []string
	total := 0
	for i, typ := range [2]string{MsgSet, MsgGoto} {
		if refused[i] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", refused[i], typ))
			total += refused[i]
		}
	}
	if total == 0 {
		return ""
	}
	noun := "messages"
	if total == 1 {
		noun = "message"
	}
	return fmt.Sprintf("%s %s ignored: over %d in one frame; send again after rxscope:state", strings.Join(parts, " and "), noun, MaxPending)
}
