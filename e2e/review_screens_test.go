package e2e

import (
	"flag"
	"testing"
	"time"
)

// reviewAll widens the review tests to what a person reviews before a
// talk: the screen theme's windows as well as the projector's 1280×720,
// and the lesson walk at the projector's 1920×1080 (several minutes
// more; the projector's checks at its default windows run either way).
var reviewAll = flag.Bool("review", false, "review tests: also the screen theme, and the lesson walk at 1920×1080")

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
// RQ, each as review-<size>-<what>.png, in one tab (the scenes set by the
// page's message, as the address would set them). On a projector no text
// may be under layout.ProjectorMinLabel.
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
			free.key("KeyV", false)
			free.waitJS("!window.rxscope.state().EventLog", 10*time.Second)
			// the scenes follow in the same tab, each set by the page's
			// message as its address would set it, the bad parameter last
			// (its notice stays a while)
			for _, sc := range []struct{ name, params, set string }{
				{"jumbo-xdptx", `{mtu: 9000, xdp: "tx"}`, `s.Knobs.MTU === 9000 && s.Knobs.XDP === "tx"`},
				{"cqe-compress", `{mtu: 1500, xdp: "off", "cqe-compress": "on"}`, `s.Knobs.MTU === 1500 && s.Knobs.XDP === "off" && s.Knobs.CQECompress`},
				{"legacy", `{"cqe-compress": "off", rq: "legacy"}`, `!s.Knobs.CQECompress && s.Knobs.DistanceIdle === "off: legacy RQ"`},
				{"notice", `{rq: "striding", distance: "banana"}`, `s.Notice.includes("banana") && s.Knobs.DistanceIdle === ""`},
			} {
				if err := eval[any](free, `window.rxscope.send({type: "rxscope:set", params: `+sc.params+`})`); err != nil {
					t.Fatalf("%s: send answered %v", sc.name, err)
				}
				free.waitJS("(s => "+sc.set+")(window.rxscope.state())", 30*time.Second)
				free.waitJS("window.rxscope.state().PacketsConsumed > 30", 60*time.Second)
				free.shotType("review-"+sz.name+"-"+sc.name, sz.projector, false)
			}
		})
	}
}
