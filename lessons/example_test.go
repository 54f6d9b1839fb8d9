package lessons_test

import (
	"fmt"

	"rxscope/lessons"
)

// A lesson plays through a Runner: it runs the model for each step and
// fills the step's text with the figures the model produced.
func Example() {
	r, err := lessons.Start("ahead")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s: %d steps, seed %s\n\n", r.Lesson().Title, r.Len(), r.Lesson().Seed)
	for i := 0; i < 2; i++ {
		fmt.Printf("%d. %s\n%s\n\n", r.Index()+1, r.Title(), r.Text())
		r.Next()
	}
	fmt.Println(r.Title(), r.Choices())
	// Output:
	// Prefetching strides ahead: 7 steps, seed 000
	//
	// 1. One packet per stride
	// In the linear striding RQ every packet takes one stride of 2048 bytes, and the device fills the 128 strides of a WQE in order (mlx5e_handle_rx_cqe_mpwrq, en_rx.c). So the packet 4 strides ahead of the current one is known without reading its CQE.
	//
	// 2. What seed 000 prefetches
	// mlx5e_mpwrq_linear_prefetch (en_rx.c, seed 000) runs for every packet. For the packet 4 strides ahead it prefetches the struct page, the two header lines (net_prefetch), and with prefetchw the skb_shared_info line it will use if it is as long as the current packet.
	//
	// Place your bets [fewer cycles about the same more cycles]
}

// The catalog tells a URL parser which lessons exist.
func ExampleIndex_Steps() {
	n, ok := lessons.Catalog.Steps("cold")
	fmt.Println(n, ok)
	_, ok = lessons.Catalog.Steps("nope")
	fmt.Println(ok)
	// Output:
	// 8 true
	// false
}

// A visualizer prepares a step in slices, a few hundred simulated packets
// a frame, and hands the finished preparation to the runner: entering the
// step then runs nothing. The figures are the same however it is sliced.
func ExamplePrep() {
	l, _ := lessons.Lookup("ahead")
	p, err := lessons.NewPrep(l, 2)
	if err != nil {
		fmt.Println(err)
		return
	}
	slices := 0
	for done := false; !done; slices++ {
		if done, err = p.Advance(500); err != nil {
			fmt.Println(err)
			return
		}
	}
	_, runs := p.Runs()
	r, err := lessons.NewRunnerAt(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%d simulations in %d slices\n", runs, slices)
	fmt.Printf("step %d: %s\n", r.Index()+1, r.Title())
	// Output:
	// 2 simulations in 19 slices
	// step 3: Place your bets
}
