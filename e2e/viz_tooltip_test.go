package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestTooltips hovers over a stride and a cache line with the mouse, and
// taps a stride with a finger, and checks what the tooltip says.
func TestTooltips(t *testing.T) {
	p := pausedPage(t)
	p.packets(6)
	st := p.vstate()
	cells := st.RingCells
	pitch := cells.H / float64(st.WQEs)
	at := func(wqe, stride int) (x, y float64) {
		return cells.X + (float64(stride)+0.5)*cells.W/float64(st.StridesPerWQE), cells.Y + float64(wqe)*pitch + pitch*0.35
	}

	x, y := at(0, 2)
	p.do(chromedp.MouseEvent(chromedp.MouseMoved, x, y))
	p.frames(3)
	tip := p.vstate().Tooltip
	if !strings.HasPrefix(tip, "WQE 0, stride 2\n") || !strings.Contains(tip, "never prefetched") {
		t.Errorf("hovering stride 2 of WQE 0 shows %q; want its name and the never-prefetched note", tip)
	}
	p.screenshot("tooltip-stride-1280x720")

	// The first box of the packet at the cursor is its CQE line; boxes
	// start 14 design units into the panel and 50 below its top.
	cur := st.Panels["current"]
	s := cur.W / 604 // CSS pixels per design unit: the panel is 604 units wide
	p.do(chromedp.MouseEvent(chromedp.MouseMoved, cur.X+30*s, cur.Y+80*s))
	p.frames(3)
	if tip := p.vstate().Tooltip; !strings.HasPrefix(tip, "CQE line of WQE ") || !strings.Contains(tip, "address 0x") {
		t.Errorf("hovering the first line of the current packet shows %q; want its CQE line and address", tip)
	}

	// The CPU strip: the before lane's segments are today's driver's, the
	// after lane's the look-ahead's; lanes start 134 design units into
	// the panel, before at 40 to 70 below its top, after at 74 to 104.
	cpu := st.Panels["cpu"]
	s = cpu.W / 1220
	for _, lane := range []struct {
		y    float64
		want string
	}{{55, "before: today's driver, "}, {89, "after: stride-ahead, "}} {
		p.do(chromedp.MouseEvent(chromedp.MouseMoved, cpu.X+(134+(1220-148)*0.97)*s, cpu.Y+lane.y*s))
		p.frames(3)
		tip := p.vstate().Tooltip
		if !strings.HasPrefix(tip, lane.want) || !strings.Contains(tip, " at ") {
			t.Errorf("hovering the CPU strip %g units down shows %q; want %q, the segment's length and time", lane.y, tip, lane.want)
		}
		if lane.y == 55 {
			p.screenshot("tooltip-cpu-1280x720")
		}
	}

	// Away from everything: no tooltip.
	p.do(chromedp.MouseEvent(chromedp.MouseMoved, 2, 2))
	p.frames(3)
	if tip := p.vstate().Tooltip; tip != "" {
		t.Errorf("the mouse in a corner still shows %q", tip)
	}

	x, y = at(1, 40)
	p.tap(x, y)
	if tip := p.vstate().Tooltip; !strings.HasPrefix(tip, "WQE 1, stride 40\n") {
		t.Errorf("tapping stride 40 of WQE 1 shows %q", tip)
	}
	p.tap(x, y)
	if tip := p.vstate().Tooltip; tip != "" {
		t.Errorf("tapping the same stride again left %q", tip)
	}
}
