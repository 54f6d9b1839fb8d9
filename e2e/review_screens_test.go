package e2e

import (
	"fmt"
	"testing"
	"time"

	"rxscope/lessons"
)

// reviewSizes are the windows a talk shows the app in: a projector's
// 1920×1080 and 1280×720, in the projector theme and in the screen's.
var reviewSizes = []struct {
	name      string
	query     string
	w, h      int
	projector bool
}{
	{"projector-1920", "theme=projector&", 1920, 1080, true},
	{"projector-1280", "theme=projector&", 1280, 720, true},
	{"screen-1920", "", 1920, 1080, false},
	{"screen-1280", "", 1280, 720, false},
}

// TestReviewScenes saves, at each of reviewSizes, the screens a speaker
// meets beyond the cards TestProjectorType opens: the default scene while
// it plays, the counters (U) and the event log (V) over it, a notice of a
// bad parameter, jumbo frames with XDP_TX, CQE compression and a legacy
// RQ, each as review-<size>-<what>.png. On a projector no text may be
// under layout.ProjectorMinLabel.
func TestReviewScenes(t *testing.T) {
	for _, sz := range reviewSizes {
		t.Run(sz.name, func(t *testing.T) {
			free := openPage(t, "/?"+sz.query+"speed=8", sz.w, sz.h)
			free.waitJS("window.rxscope.state().PacketsConsumed > 30", 60*time.Second)
			free.screenshot("review-" + sz.name + "-running")
			checkType(t, free, sz.name+" running", sz.projector, false)
			free.key("KeyU", false)
			free.waitJS("window.rxscope.state().Counters", 10*time.Second)
			free.frames(3)
			free.screenshot("review-" + sz.name + "-counters")
			checkType(t, free, sz.name+" counters", sz.projector, false)
			free.key("KeyU", false)
			free.key("KeyV", false)
			free.waitJS("window.rxscope.state().EventLog", 10*time.Second)
			free.frames(3)
			free.screenshot("review-" + sz.name + "-eventlog")
			checkType(t, free, sz.name+" event log", sz.projector, false)
			for _, sc := range []struct{ name, query string }{
				{"notice", "distance=banana&"},
				{"jumbo-xdptx", "mtu=9000&xdp=tx&"},
				{"cqe-compress", "cqe-compress=on&"},
				{"legacy", "rq=legacy&"},
			} {
				p := openPage(t, "/?"+sz.query+sc.query+"speed=8", sz.w, sz.h)
				p.waitJS("window.rxscope.state().PacketsConsumed > 30", 60*time.Second)
				p.frames(3)
				p.screenshot("review-" + sz.name + "-" + sc.name)
				checkType(t, p, sz.name+" "+sc.name, sz.projector, false)
			}
		})
	}
}

// TestReviewLessons saves each lesson's first step, its first question
// (asked, then answered with A) and its last step at 1280×720 in both
// themes (TestLessonWalk saves every step at the projector's 1920×1080),
// as review-<size>-<lesson>-<step>[-answered].png. On a projector
// no text may be under layout.ProjectorMinLabel. A theme takes about ten
// minutes (each step is run to its moment): run one at a time, as
// -run 'TestReviewLessons/screen-1280'.
func TestReviewLessons(t *testing.T) {
	for _, sz := range reviewSizes {
		if sz.w != 1280 {
			continue
		}
		t.Run(sz.name, func(t *testing.T) {
			for _, l := range lessons.All() {
				q := 0
				for i, s := range l.Steps {
					if s.Predict != nil {
						q = i + 1
						break
					}
				}
				seen := map[int]bool{0: true}
				for _, step := range []int{1, q, len(l.Steps)} {
					if seen[step] {
						continue
					}
					seen[step] = true
					p := openPage(t, fmt.Sprintf("/?%slesson=%s&step=%d", sz.query, l.ID, step), sz.w, sz.h)
					p.waitStep(l.ID, step)
					p.waitJS(`!window.rxscope.state().WarmingUp`, 60*time.Second)
					p.frames(3)
					shot := fmt.Sprintf("review-%s-%s-%d", sz.name, l.ID, step)
					p.screenshot(shot)
					checkType(t, p, shot, sz.projector, false)
					if step == q {
						p.tapKey("KeyA")
						p.waitJS(`window.rxscope.state().Answered === true`, 10*time.Second)
						p.waitJS(`!window.rxscope.state().WarmingUp`, 60*time.Second)
						p.frames(3)
						p.screenshot(shot + "-answered")
						checkType(t, p, shot+" answered", sz.projector, false)
					}
				}
			}
		})
	}
}
