package screen

import (
	"fmt"

	"rxscope/layout"
	"rxscope/model"
)

// The play button's tooltip: its label, what it does and its key.
func ExampleAppendControlTip() {
	sc := layout.NewScreen()
	fmt.Println(string(AppendControlTip(nil, &sc.Controls[layout.Play], layout.Play)))
	// Output:
	// Play
	// play / pause the simulation
	// key: Space  /  K
}

// The ring's tooltip on a stride of the band the look-ahead never
// prefetches, six packets into the default scene.
func ExampleAppendStrideTip() {
	b := newTestBoard(nil, model.DefaultConfig(), 6)
	fmt.Println(string(AppendStrideTip(nil, b, 0, 2)))
	// Output:
	// WQE 0, stride 2
	// offset 0x1000 in the WQE: page 1 of 64, packet at +64 B
	// consumed: NAPI handled its CQE (mlx5e_handle_rx_cqe_mpwrq)
	// never prefetched: the look-ahead stops at the end of a WQE,
	// so the first 4 strides of each WQE have no packet behind them to prefetch from
}

// The CQ panel's tooltip on the slot at the consumer counter.
func ExampleAppendCQTip() {
	b := newTestBoard(nil, model.DefaultConfig(), 6)
	fmt.Println(string(AppendCQTip(nil, b.ses.After(), int(b.ses.After().CC()))))
	// Output:
	// CQ slot 6 (cc +0)
	// a full 64-byte CQE, written after the packet's data
	// completes WQE 0 stride 6
}

// The current packet's first box, its CQE line.
func ExampleAppendLineTip() {
	b := newTestBoard(nil, model.DefaultConfig(), 6)
	fmt.Println(string(AppendLineTip(nil, b, model.CurrentPacket, 0)))
	// Output:
	// CQE line of WQE 0 stride 5
	// address 0x34cea8140
	// in flight: requested, on its way to L1, 0% of the way
	// M miss: the CPU waited for the next level of the hierarchy
}

// Both lanes of the CPU strip at the last moment they show.
func ExampleAppendLaneTip() {
	b := newTestBoard(nil, model.DefaultConfig(), 6)
	_, _, to := b.Strip()
	fmt.Println(string(AppendLaneTip(nil, b, 0, to-1)))
	fmt.Println(string(AppendLaneTip(nil, b, 1, to-1)))
	fmt.Println(string(AppendLaneTip(nil, b, 1, to+model.Millisecond)))
	// Output:
	// before: today's driver, 55.0 ns at 3.99 µs
	// H stall: the reorder window is full behind the first read of a packet's header
	// (mlx5e_handle_csum, eth_type_trans); a net_prefetch a few hundred instructions
	// earlier is too late to hide a DRAM miss
	// after: stride-ahead, 217 ns at 3.91 µs
	// work: the driver and the stack dispatch instructions; what they touch hits in L1
	// after: stride-ahead
	// no record of this moment (the strip keeps the last segments)
}

// A tap pins the tooltip on a stride; a second tap there takes it away.
func ExampleTips_Pin() {
	b := newTestBoard(nil, model.DefaultConfig(), 6)
	var tips Tips
	x, y := b.strideAt(7, 30)
	tips.Pin(b, x, y, x, y)
	fmt.Printf("%q pinned %v\n", tips.Box.String(), tips.Box.Pinned)
	tips.Pin(b, x, y, x, y)
	fmt.Printf("%q pinned %v\n", tips.Box.String(), tips.Box.Pinned)
	// Output:
	// "WQE 7, stride 30\noffset 0xf000 in the WQE: page 15 of 64, packet at +64 B\nnot posted: the spare WQE of the linked list (at most WQEs-1 are posted)" pinned true
	// "" pinned false
}
