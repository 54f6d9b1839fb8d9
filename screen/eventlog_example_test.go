package screen

import (
	"fmt"

	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// ExampleEventLog steps one packet of the default scene at 50 µs with N,
// then two events with E, and prints the log the first E opened (a step
// of the engine, which may record several events): newest first, each event's
// time, its function and what happened (a slash where it goes on a
// second line), a star on the step's own.
func ExampleEventLog() {
	ses, _ := app.NewSession(model.DefaultConfig(), true, app.DefaultSpeed)
	ses.RunTo(50 * model.Microsecond)
	var l EventLog
	var scr fakeScreen
	step := NewStepper(ses, &l, &scr)
	step.Packet() // N
	step.Event()  // E: the log opens
	step.Event()  // E again: its events are the step's
	s := layout.NewScreen()
	geo := layout.NewEventLog(LogArea(&s, s.LessonColumn(), false), layout.ScreenType)
	l.Update(ses.After().Trace(), ses.Paused(), geo, &faces{layout.ScreenType.Log})
	fmt.Println(l.Title())
	for _, r := range l.Rows()[:9] {
		mark := " "
		if r.Fresh {
			mark = "*"
		}
		fmt.Printf("%s %s %s: %s", mark, r.When, r.Fn, r.What[0])
		if len(r.What[1]) > 0 {
			fmt.Printf(" / %s", r.What[1])
		}
		fmt.Println()
	}
	// Output:
	// Event log · newest first V closes · Shift+V: CPU only
	// * 50.149 µs mlx5_cqwq_get_cqe: CQ slot 174 line 0x22b6fab80 miss (L2, 14 cyc)
	//   50.133 µs nic: 23 frames dropped from frame 1154 on (rx_out_of_buffer: no posted / WQE)
	//   50.087 µs mlx5e_handle_csum: read header line 0x2826e840 of frame 173 hit
	//   50.080 µs skb_propagate_pfmemalloc: read struct page line 0x800a09b80 of frame 173 hit
	//   50.080 µs napi_build_skb: write shinfo line 0x2826ea40 of frame 173 hit
	//   50.073 µs mlx5e_skb_from_cqe_mpwrq_linear: prefetch header line 0x2826e880 of wqe 1 stride 45: redundant
	//   50.073 µs mlx5e_skb_from_cqe_mpwrq_linear: prefetch header line 0x2826e840 of wqe 1 stride 45: redundant
	//   50.073 µs mlx5e_mpwrq_linear_prefetch: prefetchw shinfo line 0x306ac0a40 of wqe 1 stride 49: issued / (DRAM, 451 cyc)
	//   50.073 µs mlx5e_mpwrq_linear_prefetch: prefetch header line 0x306ac0880 of wqe 1 stride 49: issued (DRAM, / 451 cyc)
}
