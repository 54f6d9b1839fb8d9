package address

import (
	"fmt"
	"strings"
	"testing"
)

// notices makes n notices numbered from first.
func notices(first, n int) []Notice {
	ns := make([]Notice, n)
	for i := range ns {
		ns[i] = Notice{Text: fmt.Sprintf("notice %d", first+i)}
	}
	return ns
}

// logged replays batches of the given sizes through a NoticeLog as the
// page does (a list it drops from and pushes to, the console's lines).
func logged(sizes []int) (list []string, console []string) {
	var l NoticeLog
	n := 0
	for _, size := range sizes {
		st := l.Add(notices(n, size))
		n += size
		list = append(list[st.Drop:], st.Keep...)
		console = append(console, st.Warn...)
	}
	return list, console
}

// TestNoticeLogBounded is the regression test for issue 40's item 8: the
// caps on the notices kept and on the console's lines hold across
// batches, not only within one (a stream of bad messages left 194,800 of
// each), and the list keeps the newest.
func TestNoticeLogBounded(t *testing.T) {
	many := make([]int, 100_000) // a hostile parent page's stream of bad messages
	for i := range many {
		many[i] = 2
	}
	tests := []struct {
		name     string
		sizes    []int
		kept     int
		first    string // the oldest notice kept
		lines    int
		lastLine string // part of the console's last line
	}{
		{"one", []int{1}, 1, "notice 0", 1, "notice 0"},
		{"an address of 300", []int{300}, 300, "notice 0", MaxBatchWarnings + 1, "and 280 more notices"},
		{"an address of 5000", []int{5000}, MaxKeptNotices, "notice 4000", MaxBatchWarnings + 1, "and 4980 more notices"},
		{"a stream of messages", many, MaxKeptNotices, "notice 199000", MaxWarnings, "100 notices so far; no more are written"},
		{"exactly full, then more", []int{20, 20, 20, 20, 19, 1}, 100, "notice 0", MaxWarnings, "100 notices so far; no more"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			list, console := logged(tt.sizes)
			if len(list) != tt.kept || list[0] != tt.first {
				t.Errorf("the list holds %d notices from %q; want %d from %q", len(list), list[0], tt.kept, tt.first)
			}
			if len(console) != tt.lines || !strings.Contains(console[len(console)-1], tt.lastLine) {
				t.Errorf("the console got %d lines, the last %q; want %d, the last with %q", len(console), console[len(console)-1], tt.lines, tt.lastLine)
			}
		})
	}
}
