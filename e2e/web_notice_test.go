package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// TestNoticeWraps opens an address with four bad parameters: their
// notices make one long text, which the banner wraps over several lines
// at its size (it shrank to one line of about 7 px). The banner is saved
// as notice-four.png.
func TestNoticeWraps(t *testing.T) {
	p := openPage(t, "/?distance=99&size=7&xdp=maybe&speed=NaN", 1280, 720)
	p.waitJS(`(s => s.Notice !== "" && s.NoticeLines > 0)(window.rxscope.state())`, 30*time.Second)
	s := p.vstate()
	if s.NoticeLines < 2 || s.NoticeLines > 4 {
		t.Errorf("the notice %q takes %d lines; want it wrapped over 2 to 4 at the banner's size", s.Notice, s.NoticeLines)
	}
	p.saveShot("notice-four")
}

// TestNoticesConsoleBounded: an address of 300 unknown parameters keeps
// all their notices in window.rxscope.notices but writes the console 20
// lines and one that counts the rest, not one a parameter.
func TestNoticesConsoleBounded(t *testing.T) {
	var q strings.Builder
	for i := range 300 {
		fmt.Fprintf(&q, "&bogus%d=1", i)
	}
	p := openPage(t, "/?"+q.String()[1:], 1280, 720)
	p.waitJS(`window.rxscope.notices.length >= 300`, 30*time.Second)
	p.frames(10)
	p.mu.Lock()
	lines, summary := 0, false
	for _, l := range p.logs {
		if strings.Contains(l, "rxscope: ") {
			lines++
			summary = summary || strings.Contains(l, "more notices")
		}
	}
	p.mu.Unlock()
	if lines > 21 || !summary {
		t.Errorf("the console got %d notice lines (a summary: %v); want at most 21, the last counting the rest", lines, summary)
	}
}

// TestNoticeGoesAtAKey: a notice of a bad parameter stays until the next
// key (here Space, which pauses), not for its eight seconds over the
// ring; a key that itself gives a notice (I on a machine that always
// injects) keeps the notice it gives. The banner of one line, over the
// ring's title, is saved as notice-one-line.png.
func TestNoticeGoesAtAKey(t *testing.T) {
	p := openPage(t, "/?distance=banana&profile=spr-ddio", 1280, 720)
	p.waitJS(`window.rxscope.state().Notice !== ""`, 30*time.Second)
	p.frames(3)
	p.saveShot("notice-one-line")
	p.key("Space", false)
	s := p.vstate()
	if s.Notice != "" || !s.Paused {
		t.Errorf("after Space: notice %q, paused %v; want no notice and paused", s.Notice, s.Paused)
	}
	p.key("KeyI", false)
	if n := p.vstate().Notice; !strings.HasPrefix(n, "inject: spr-ddio always injects") {
		t.Errorf("after I on spr-ddio: notice %q; want the one I gives", n)
	}
}
