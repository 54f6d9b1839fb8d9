package address

import "fmt"

// The page keeps its notices in window.rxscope.notices and writes them to
// the console, for the whole of its life: a parent page that sends bad
// messages without end must not grow either without end (a stream of
// them once left 194,800 entries and as many warnings). NoticeLog bounds
// both across all the batches of notices, an address's and every
// message's.
const (
	// MaxKeptNotices is how many notices window.rxscope.notices holds:
	// the newest, the oldest going first. An address of hundreds of bad
	// parameters still keeps them all.
	MaxKeptNotices = 1000
	// MaxBatchWarnings is how many notices of one batch (an address, a
	// message) the console gets a line each; one more line counts the
	// rest.
	MaxBatchWarnings = 20
	// MaxWarnings is how many lines of notices the console gets in the
	// page's life; the last says that no more follow.
	MaxWarnings = 100
)

// NoticeLog decides, batch after batch, which notices the page keeps and
// which it writes to the console, within MaxKeptNotices and MaxWarnings.
// The zero NoticeLog is empty and ready to use; it does no locking.
type NoticeLog struct {
	kept   int // the notices in the list
	warned int // the console's lines so far
	total  int // every notice given
}

// LogStep is what the page does with one batch: take the Drop oldest
// notices off its list, push Keep, and write each of Warn to the
// console.
type LogStep struct {
	Drop int
	Keep []string
	Warn []string
}

// Add takes a batch of notices and says what to do with it.
func (l *NoticeLog) Add(ns []Notice) LogStep {
	var st LogStep
	if len(ns) == 0 {
		return st
	}
	l.total += len(ns)
	keep := ns[max(0, len(ns)-MaxKeptNotices):]
	for _, n := range keep {
		st.Keep = append(st.Keep, n.Text)
	}
	st.Drop = max(0, l.kept+len(keep)-MaxKeptNotices)
	l.kept += len(keep) - st.Drop
	if l.warned >= MaxWarnings {
		return st
	}
	room := MaxWarnings - 1 - l.warned // the last line is kept for the one that says no more follow
	for i, n := range ns {
		if i == MaxBatchWarnings || len(st.Warn) == room {
			break
		}
		st.Warn = append(st.Warn, "rxscope: "+n.Text)
	}
	switch more := len(ns) - len(st.Warn); {
	case len(st.Warn) == room && (more > 0 || room == 0): // room 0: the last batch filled it exactly
		st.Warn = append(st.Warn, fmt.Sprintf("rxscope: %d notices so far; no more are written to the console (window.rxscope.notices keeps the last %d)", l.total, MaxKeptNotices))
	case more > 0:
		st.Warn = append(st.Warn, fmt.Sprintf("rxscope: and %d more notices (window.rxscope.notices has the last %d)", more, MaxKeptNotices))
	}
	l.warned += len(st.Warn)
	return st
}
