package screen

import (
	"strings"
	"testing"

	"rxscope/layout"
	"rxscope/model"
)

// TestTooltips hovers over a stride, a cache line, both lanes of the CPU
// strip and a corner, and taps a stride twice, on the default scene
// paused after six packets, and checks what the tooltip says (the
// browser's TestTooltips did this through the mouse and the snapshot).
func TestTooltips(t *testing.T) {
	b := newTestBoard(t, model.DefaultConfig(), 6)
	var tips Tips
	hover := func(x, y float64) string {
		tips.Hover(b, true, x, y)
		tips.Follow(b, true, x, y, 1)
		return tips.Box.String()
	}

	x, y := b.strideAt(0, 2)
	if tip := hover(x, y); !strings.HasPrefix(tip, "WQE 0, stride 2\n") || !strings.Contains(tip, "never prefetched") {
		t.Errorf("hovering stride 2 of WQE 0 shows %q; want its name and the never-prefetched note", tip)
	}

	// The first box of the packet at the cursor is its CQE line.
	if tip := hover(centre(b.box(model.CurrentPacket, 0))); !strings.HasPrefix(tip, "CQE line of WQE ") || !strings.Contains(tip, "address 0x") {
		t.Errorf("hovering the first line of the current packet shows %q; want its CQE line and address", tip)
	}

	// The CPU strip: the before lane's segments are today's driver's, the
	// after lane's the look-ahead's.
	for lane, want := range []string{"before: today's driver, ", "after: stride-ahead, "} {
		l := b.lane(lane)
		tip := hover(l.X+l.W*0.97, l.Y+l.H/2)
		if !strings.HasPrefix(tip, want) || !strings.Contains(tip, " at ") {
			t.Errorf("hovering lane %d of the CPU strip shows %q; want %q, the segment's length and time", lane, tip, want)
		}
	}

	// Away from everything: no tooltip.
	if tip := hover(2, 2); tip != "" {
		t.Errorf("the mouse in a corner still shows %q", tip)
	}

	// A tap pins the tooltip on stride 40 of WQE 1, and the mouse gone
	// leaves it there; a second tap there takes it away.
	x, y = b.strideAt(1, 40)
	tips.Pin(b, x, y, x, y)
	tips.Follow(b, false, 0, 0, 1)
	if tip := tips.Box.String(); !strings.HasPrefix(tip, "WQE 1, stride 40\n") || !tips.Box.Pinned {
		t.Errorf("tapping stride 40 of WQE 1 shows %q, pinned %v", tip, tips.Box.Pinned)
	}
	tips.Pin(b, x, y, x, y)
	if tip := tips.Box.String(); tip != "" || tips.Box.Pinned {
		t.Errorf("tapping the same stride again left %q, pinned %v", tip, tips.Box.Pinned)
	}
}

// TestTipsFollow holds the box's states: it follows the mouse's target
// and position, stays where a tap pinned it whatever the mouse does, is
// moved by a tap elsewhere, goes when the mouse leaves (or the help
// covers the screen) or a tap lands on nothing, and its words are
// rebuilt every TipRefreshTicks ticks while the simulation moves.
func TestTipsFollow(t *testing.T) {
	b := newTestBoard(t, model.DefaultConfig(), 6)
	var tips Tips
	s0x, s0y := b.strideAt(0, 5)
	s1x, s1y := b.strideAt(3, 9)
	steps := []struct {
		name string
		do   func()
		want Target
		pin  bool
		x, y float64 // where the box is anchored
	}{
		{"hover a stride", func() { tips.Hover(b, true, s0x, s0y); tips.Follow(b, true, s0x, s0y, 1) },
			Target{TargetStride, 0, 5}, false, s0x, s0y},
		{"the mouse moves on the stride", func() { tips.Hover(b, true, s0x+1, s0y); tips.Follow(b, true, s0x+1, s0y, 2) },
			Target{TargetStride, 0, 5}, false, s0x + 1, s0y},
		{"the help covers the screen", func() { tips.Hover(b, true, s0x, s0y); tips.Follow(b, false, s0x, s0y, 3) },
			Target{}, false, s0x, s0y},
		{"a tap pins another stride", func() { tips.Pin(b, s1x, s1y, 100, 200) },
			Target{TargetStride, 3, 9}, true, 100, 200},
		{"the mouse elsewhere leaves it", func() { tips.Hover(b, true, s0x, s0y); tips.Follow(b, true, s0x, s0y, 4) },
			Target{TargetStride, 3, 9}, true, 100, 200},
		{"a tap on another stride moves it", func() { tips.Pin(b, s0x, s0y, 10, 20) },
			Target{TargetStride, 0, 5}, true, 10, 20},
		{"a tap on nothing hides it", func() { tips.Pin(b, 2, 2, 2, 2) },
			Target{}, false, 10, 20},
		{"over no panel", func() { tips.Hover(b, false, s0x, s0y); tips.Follow(b, true, 5, 6, 5) },
			Target{}, false, 10, 20},
	}
	for _, st := range steps {
		st.do()
		if tips.Box.Target != st.want || tips.Box.Pinned != st.pin || tips.Box.X != st.x || tips.Box.Y != st.y {
			t.Errorf("%s: the box is on %+v pinned %v at (%g, %g); want %+v pinned %v at (%g, %g)",
				st.name, tips.Box.Target, tips.Box.Pinned, tips.Box.X, tips.Box.Y, st.want, st.pin, st.x, st.y)
		}
		if tips.Box.Shown() != (st.want.Kind != TargetNone) {
			t.Errorf("%s: shown %v with text %q", st.name, tips.Box.Shown(), tips.Box.String())
		}
	}

	// The words follow the simulation every TipRefreshTicks ticks, not
	// between.
	x, y := b.strideAt(0, 0)
	tips.Hover(b, true, x, y)
	tips.Follow(b, true, x, y, 1)
	before := tips.Box.String()
	for range 200 {
		b.ses.StepPacket()
	}
	tips.Follow(b, true, x, y, TipRefreshTicks+1)
	if got := tips.Box.String(); got != before {
		t.Errorf("between refreshes the words changed from %q to %q", before, got)
	}
	tips.Follow(b, true, x, y, 2*TipRefreshTicks)
	if got, want := tips.Box.String(), string(AppendTip(nil, b, Target{TargetStride, 0, 0})); got != want {
		t.Errorf("at a refresh the words are %q; want %q", got, want)
	}
}

// TestAt finds each kind of thing at its place on the panels.
func TestAt(t *testing.T) {
	b := newTestBoard(t, model.DefaultConfig(), 6)
	play := b.sc.Controls[layout.Play].Hit
	sx, sy := b.strideAt(2, 7)
	lx, ly := centre(b.box(model.PrefetchedPacket, 1))
	cx, cy := centre(b.cqBox(6))
	for _, c := range []struct {
		name string
		x, y float64
		want TargetKind
		a, b int
	}{
		{"the play button", play.X + 1, play.Y + 1, TargetControl, int(layout.Play), 0},
		{"a stride", sx, sy, TargetStride, 2, 7},
		{"the prefetched packet's second line", lx, ly, TargetLine, int(model.PrefetchedPacket), 1},
		{"the CQ slot at cc", cx, cy, TargetCQSlot, int(b.ses.After().CC()), 0},
		{"the corner", 2, 2, TargetNone, 0, 0},
	} {
		if got := At(b, c.x, c.y); got != (Target{c.want, c.a, c.b}) {
			t.Errorf("%s: At is %+v; want %+v", c.name, got, Target{c.want, c.a, c.b})
		}
	}
	l := b.lane(1)
	got := At(b, l.X+l.W/2, l.Y+1)
	if _, from, to := b.Strip(); got.Kind != TargetLane || got.A != 1 || model.Time(got.B) != from+(to-from)/2 {
		t.Errorf("the middle of the after lane: At is %+v; want lane 1 at %d ps", got, from+(to-from)/2)
	}
}

// TestHoversControl: a control is lit while the mouse is over it, and
// no other.
func TestHoversControl(t *testing.T) {
	b := newTestBoard(t, model.DefaultConfig(), 1)
	var tips Tips
	r := b.sc.Controls[layout.Reset].Hit
	tips.Hover(b, true, r.X+1, r.Y+1)
	if !tips.HoversControl(layout.Reset) || tips.HoversControl(layout.Play) {
		t.Errorf("over Reset: %+v lights Reset %v, Play %v", tips.Hovered(), tips.HoversControl(layout.Reset), tips.HoversControl(layout.Play))
	}
	tips.Hover(b, false, r.X+1, r.Y+1)
	if tips.HoversControl(layout.Reset) || tips.Hovered() != (Target{}) {
		t.Errorf("off the panels the mouse is over %+v", tips.Hovered())
	}
}

// TestTooltipText holds the box's text and the snapshot's string to
// SetText and Clear.
func TestTooltipText(t *testing.T) {
	var tt Tooltip
	tt.Target = Target{Kind: TargetStride}
	tt.SetText([]byte("WQE 0\nposted"))
	if tt.String() != "WQE 0\nposted" || string(tt.Text()) != tt.String() || !tt.Shown() {
		t.Errorf("after SetText: %q %q shown %v", tt.String(), tt.Text(), tt.Shown())
	}
	s := tt.String()
	tt.SetText([]byte("WQE 0\nposted"))
	if tt.String() != s {
		t.Error("the same text made the string again")
	}
	tt.Pinned = true
	tt.Clear()
	if tt.String() != "" || tt.Shown() || tt.Pinned || tt.Target != (Target{}) {
		t.Errorf("after Clear: %q shown %v pinned %v on %+v", tt.String(), tt.Shown(), tt.Pinned, tt.Target)
	}
}

// TestFollowAllocates nothing while the mouse rests on a stride and the
// words stay the same: the frame's cost in steady state.
func TestFollowAllocates(t *testing.T) {
	b := newTestBoard(t, model.DefaultConfig(), 6)
	var tips Tips
	x, y := b.strideAt(0, 3)
	tick := uint64(0)
	tips.Hover(b, true, x, y)
	tips.Follow(b, true, x, y, tick)
	if n := testing.AllocsPerRun(100, func() {
		tick++
		tips.Hover(b, true, x, y)
		tips.Follow(b, true, x, y, tick)
	}); n != 0 {
		t.Errorf("a tick with the mouse on a stride allocates %g times", n)
	}
}
