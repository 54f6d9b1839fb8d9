package model_test

import (
	"fmt"

	"rxscope/model"
)

// A slow flood (one 512 B frame per microsecond): the NIC writes each frame
// into the next stride and then its CQE; the moderated interrupt (3 µs
// after the first completion waiting) starts a poll; NAPI consumes the
// CQEs that are ready and stops at the first one that is not, delivers
// the GRO list and re-arms the CQ.
func Example() {
	cfg := model.DefaultConfig()
	cfg.RateMpps = 1
	s, err := model.New(cfg)
	if err != nil {
		panic(err)
	}
	s.SetTraceLevel(model.TracePackets)
	s.RunUntil(33200 * model.Nanosecond)
	tr := s.Trace()
	for i := 0; i < tr.Len(); i++ {
		if e := tr.At(i); e.T >= 28500*model.Nanosecond && e.Kind != model.EvWasted {
			fmt.Println(e)
		}
	}
	// Output:
	// 28.811817µs  mlx5e_completion_event: interrupt, napi_schedule
	// 29.000000µs  nic: frame 28 (508 B) written to wqe 0 stride 28 at 0xdd6e6040
	// 29.040000µs  nic: CQE of frame 28 written to slot 28
	// 29.111817µs  mlx5e_napi_poll: poll starts, budget 64
	// 30.000000µs  nic: frame 29 (508 B) written to wqe 0 stride 29 at 0xdd6e6840
	// 30.040000µs  nic: CQE of frame 29 written to slot 29
	// 30.794436µs  __netif_receive_skb_core: frame 22: udp
	// 30.990036µs  __netif_receive_skb_core: frame 23: udp
	// 31.000000µs  nic: frame 30 (508 B) written to wqe 0 stride 30 at 0x24cb0f040
	// 31.040000µs  nic: CQE of frame 30 written to slot 30
	// 31.185636µs  __netif_receive_skb_core: frame 24: udp
	// 31.381236µs  __netif_receive_skb_core: frame 25: udp
	// 31.576836µs  __netif_receive_skb_core: frame 26: udp
	// 31.772436µs  __netif_receive_skb_core: frame 27: udp
	// 31.968036µs  __netif_receive_skb_core: frame 28: udp
	// 32.000000µs  nic: frame 31 (508 B) written to wqe 0 stride 31 at 0x24cb0f840
	// 32.040000µs  nic: CQE of frame 31 written to slot 31
	// 32.163636µs  __netif_receive_skb_core: frame 29: udp
	// 32.610408µs  mlx5_cqwq_get_cqe: slot 32 not written yet: the RX loop stops after 10 CQEs
	// 32.806008µs  __netif_receive_skb_core: frame 30: udp
	// 33.000000µs  nic: frame 32 (508 B) written to wqe 0 stride 32 at 0x3bbf38040
	// 33.001608µs  __netif_receive_skb_core: frame 31: udp
	// 33.040000µs  nic: CQE of frame 32 written to slot 32
	// 33.051608µs  mlx5e_napi_poll: 10 CQEs, napi_complete_done, CQ armed
}

// One packet's lines in a line-rate flood with the stride-ahead prefetch
// at distance 4: its struct page, header and shinfo lines are prefetched
// while the packet four strides before it is processed; when its own turn
// comes, the driver's net_prefetch finds the headers already in L1 and
// every demand access hits.
func Example_lines() {
	s, err := model.New(model.DefaultConfig())
	if err != nil {
		panic(err)
	}
	s.RunPackets(2000)
	var pv model.PacketView
	s.Packet(model.CurrentPacket, &pv)
	s.RunPackets(8) // let it reach the stack
	tr := s.Trace()
	for i := 0; i < tr.Len(); i++ {
		if e := tr.At(i); e.Packet == pv.Packet || (e.Kind == model.EvPrefetch && e.WQE == pv.WQE && e.Stride == pv.Stride) {
			fmt.Println(e)
		}
	}
	// Output:
	// 582.411261µs  mlx5e_mpwrq_linear_prefetch: prefetch struct page line 0x80dbda9c0 of wqe 7 stride 79: redundant
	// 582.411261µs  mlx5e_mpwrq_linear_prefetch: prefetch header line 0x36f6a7840 of wqe 7 stride 79: issued (DRAM, 450 cyc)
	// 582.411261µs  mlx5e_mpwrq_linear_prefetch: prefetch header line 0x36f6a7880 of wqe 7 stride 79: issued (DRAM, 450 cyc)
	// 582.411261µs  mlx5e_mpwrq_linear_prefetch: prefetchw shinfo line 0x36f6a7a40 of wqe 7 stride 79: issued (DRAM, 450 cyc)
	// 582.752861µs  mlx5e_skb_from_cqe_mpwrq_linear: prefetch header line 0x36f6a7840 of wqe 7 stride 79: redundant
	// 582.752861µs  mlx5e_skb_from_cqe_mpwrq_linear: prefetch header line 0x36f6a7880 of wqe 7 stride 79: redundant
	// 582.759861µs  napi_build_skb: write shinfo line 0x36f6a7a40 of frame 9337 hit
	// 582.759861µs  skb_propagate_pfmemalloc: read struct page line 0x80dbda9c0 of frame 9337 hit
	// 582.766861µs  mlx5e_handle_csum: read header line 0x36f6a7840 of frame 9337 hit
	// 584.198061µs  __netif_receive_skb_core: read shinfo line 0x36f6a7a40 of frame 9337 hit
	// 584.393661µs  __netif_receive_skb_core: frame 9337: udp
}

// The distance knob counts what each variant looks ahead by.
func ExampleDistanceUnit() {
	for _, v := range model.VariantNames() {
		fmt.Printf("%s: %s\n", v, model.DistanceUnit(v))
	}
	// Output:
	// today: strides
	// stride-ahead: strides
	// cqe-peek: CQEs
	// bulk: strides
	// mlx4-ahead: descriptors
}
