package e2e

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestTooltips moves the browser's mouse over a stride and taps another
// with a finger: the pointer's events reach the tooltip through the
// canvas's fit, and the box is drawn (the screenshot). What each target's
// tooltip says, the CPU strip's lanes, the corner's none and the pin are
// screen's tests (TestTooltips, TestTipWords, TestTipsFollow).
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
	if tip := p.vstate().Tooltip; !strings.HasPrefix(tip, "WQE 0, stride 2\n") {
		t.Errorf("hovering stride 2 of WQE 0 shows %q; want its name", tip)
	}
	p.screenshot("tooltip-stride-1280x720")

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
