package e2e

import (
	"flag"
	"fmt"
	"testing"
	"time"

	"rxscope/lessons"
)

// reviewAll widens the review tests to what a person reviews before a
// talk: the screen theme's windows as well as the projector's, and each
// lesson's first and last steps as well as its question (about twenty
// minutes more; the projector's checks run either way).
var reviewAll = flag.Bool("review", false, "review tests: also the screen theme, and each lesson's first and last steps")

// themedWindow is a window size in a theme: its name in the
// screenshots', the theme's query (theme=projector& or none), and
// whether the projector's least text size holds.
type themedWindow struct {
	name      string
	query     string
	w, h      int
	projector bool
}

// reviewSizes are the windows a talk shows the app in: a projector's
// 1920×1080 and 1280×720, in the projector theme and in the screen's.
var reviewSizes = []themedWindow{
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
//
// Without -review only the projector's windows are opened.
func TestReviewScenes(t *testing.T) {
	for _, sz := range reviewSizes {
		if !sz.projector && !*reviewAll {
			continue
		}
		t.Run(sz.name, func(t *testing.T) {
			free := openPage(t, "/?"+sz.query+"speed=8", sz.w, sz.h)
			free.waitJS("window.rxscope.state().PacketsConsumed > 30", 60*time.Second)
			free.shotType("review-"+sz.name+"-running", sz.projector, false)
			free.key("KeyU", false)
			free.waitJS("window.rxscope.state().Counters", 10*time.Second)
			free.shotType("review-"+sz.name+"-counters", sz.projector, false)
			free.key("KeyU", false)
			free.key("KeyV", false)
			free.waitJS("window.rxscope.state().EventLog", 10*time.Second)
			free.shotType("review-"+sz.name+"-eventlog", sz.projector, false)
			for _, sc := range []struct{ name, query string }{
				{"notice", "distance=banana&"},
				{"jumbo-xdptx", "mtu=9000&xdp=tx&"},
				{"cqe-compress", "cqe-compress=on&"},
				{"legacy", "rq=legacy&"},
			} {
				p := openPage(t, "/?"+sz.query+sc.query+"speed=8", sz.w, sz.h)
				p.waitJS("window.rxscope.state().PacketsConsumed > 30", 60*time.Second)
				p.shotType("review-"+sz.name+"-"+sc.name, sz.projector, false)
			}
		})
	}
}

// TestReviewLessons saves each lesson's first question, asked and then
// answered with A, and the last lesson's last step (its "The end"
// button) at 1280×720, where the projector rounds the type down to whole
// device pixels (TestLessonWalk saves every step at 1920×1080), as
// review-<size>-<lesson>-<step>[-answered].png; with -review, each
// lesson's first and last steps too, in both themes (about ten minutes a
// theme). On a projector no text may be under layout.ProjectorMinLabel.
func TestReviewLessons(t *testing.T) {
	all := lessons.All()
	for _, sz := range reviewSizes {
		if sz.w != 1280 || (!sz.projector && !*reviewAll) {
			continue
		}
		t.Run(sz.name, func(t *testing.T) {
			for k, l := range all {
				q := 0
				for i, s := range l.Steps {
					if s.Predict != nil {
						q = i + 1
						break
					}
				}
				steps := []int{q}
				if *reviewAll {
					steps = []int{1, q, len(l.Steps)}
				} else if k == len(all)-1 {
					steps = append(steps, len(l.Steps))
				}
				seen := map[int]bool{0: true}
				for _, step := range steps {
					if seen[step] {
						continue
					}
					seen[step] = true
					p := openPage(t, fmt.Sprintf("/?%slesson=%s&step=%d", sz.query, l.ID, step), sz.w, sz.h)
					p.waitStep(l.ID, step)
					p.waitJS(`!window.rxscope.state().WarmingUp`, 60*time.Second)
					shot := fmt.Sprintf("review-%s-%s-%d", sz.name, l.ID, step)
					p.shotType(shot, sz.projector, false)
					if step == q {
						p.tapKey("KeyA")
						p.waitJS(`window.rxscope.state().Answered === true`, 10*time.Second)
						p.waitJS(`!window.rxscope.state().WarmingUp`, 60*time.Second)
						p.shotType(shot+"-answered", sz.projector, false)
					}
				}
			}
		})
	}
}
