package e2e

import (
	"fmt"
	"testing"
	"time"

	"rxscope/lessons"
)

// liveWindows are the windows the live figures' tests open the companion
// in: a projector at 1280×720, where it has the least room, and a screen
// at 1920×1080.
var liveWindows = []themedWindow{{"1280", "&theme=projector", 1280, 720, true}, {"1920", "", 1920, 1080, false}}

// TestLessonLiveFigures opens, in one tab, lesson 1's last step and then
// (with lesson 2's number key) lesson 2's first, on a projector at
// 1280×720 and in the screen theme at 1920×1080.
//
// Lesson 1's last step is a free exploration whose text quotes no
// measured figure ("watch where the frames are lost"): the companion
// shows the two runs' live figures, every row of them (Mpps, the
// prefetches' fates and the frames dropped), once their warm-up is done.
// Saved as lesson-live-<width>.png.
//
// Lesson 2's first step quotes one measured figure: under the step's one
// row the companion shows the two runs' live figures (at least Mpps and
// the prefetches useful and late), where it was empty. Saved as
// lesson-under-<width>.png.
//
// In the projector theme no text of either is under its least size.
func TestLessonLiveFigures(t *testing.T) {
	l, ok := lessons.Lookup("strides")
	if !ok {
		t.Fatal("no lesson strides")
	}
	last := len(l.Steps)
	for _, sz := range liveWindows {
		t.Run(sz.name, func(t *testing.T) {
			p := openPage(t, fmt.Sprintf("/?lesson=strides&step=%d%s", last, sz.query), sz.w, sz.h)
			p.waitStep("strides", last)
			p.waitJS(`!window.rxscope.state().WarmingUp && window.rxscope.state().LiveDone >= 1`, 120*time.Second)
			p.frames(3)
			s := p.vstate()
			if len(s.Table.Rows) != 0 {
				t.Fatalf("the step quotes %d figures; the case wants a step that quotes none", len(s.Table.Rows))
			}
			if _, ok := s.Panels["figures"]; !ok {
				t.Fatalf("no companion under the lesson; panels %v", s.Panels)
			}
			if want := 1 + 5; s.LiveRows != want {
				t.Errorf("the companion shows %d rows of live figures; want %d", s.LiveRows, want)
			}
			if s.Before.Mpps <= 0 || s.After.Mpps <= 0 {
				t.Errorf("the runs measure %.2f and %.2f Mpps; want both measured", s.Before.Mpps, s.After.Mpps)
			}
			p.saveShot(fmt.Sprintf("lesson-live-%d", sz.w))
			checkType(t, p, fmt.Sprintf("lesson-live-%d", sz.w), sz.projector, false)

			p.tapKey("Digit2")
			p.waitStep("cold", 1)
			p.waitJS(`!window.rxscope.state().WarmingUp && window.rxscope.state().LiveDone >= 1`, 120*time.Second)
			p.frames(3)
			s = p.vstate()
			if len(s.Table.Rows) != 1 || s.TableRows != 1 {
				t.Fatalf("the step quotes %d figures and the companion shows %d; the case wants one", len(s.Table.Rows), s.TableRows)
			}
			if s.LiveRows < 3 {
				t.Errorf("the companion shows %d rows of live figures under the step's; want at least 3", s.LiveRows)
			}
			p.saveShot(fmt.Sprintf("lesson-under-%d", sz.w))
			checkType(t, p, fmt.Sprintf("lesson-under-%d", sz.w), sz.projector, false)
		})
	}
}
