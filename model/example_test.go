package model_test

import (
	"fmt"

	"rxscope/model"
)

// A slow flood (one 512 B frame per microsecond): the NIC writes each frame
// into the next stride and then its CQE; the moderated interrupt starts a
// poll; NAPI consumes the CQEs that are ready and stops at the first one
// that is not, delivers the GRO list and re-arms the CQ.
func Example() {
	cfg := model.DefaultConfig()
	cfg.RateMpps = 1
	s, err := model.New(cfg)
	if err != nil {
		panic(err)
	}
	s.SetTraceLevel(model.TracePackets)
	s.RunUntil(36 * model.Microsecond)
	tr := s.Trace()
	for i := 0; i < tr.Len(); i++ {
		if e := tr.At(i); e.T >= 32500*model.Nanosecond && e.Kind != model.EvWasted {
			fmt.Println(e)
		}
	}
	// Output:
	// 33.000000µs  nic: frame 32 (508 B) written to wqe 0 stride 32 at 0x3bbf38040
	// 33.040000µs  nic: CQE of frame 32 written to slot 32
	// 33.155600µs  mlx5e_completion_event: interrupt, napi_schedule
	// 33.455600µs  mlx5e_napi_poll: poll starts, budget 64
	// 34.000000µs  nic: frame 33 (508 B) written to wqe 0 stride 33 at 0x3bbf38840
	// 34.040000µs  nic: CQE of frame 33 written to slot 33
	// 34.327600µs  mlx5_cqwq_get_cqe: slot 34 not written yet: the RX loop stops after 4 CQEs
	// 34.531200µs  __netif_receive_skb_core: frame 30: udp
	// 34.734800µs  __netif_receive_skb_core: frame 31: udp
	// 34.938400µs  __netif_receive_skb_core: frame 32: udp
	// 35.000000µs  nic: frame 34 (508 B) written to wqe 0 stride 34 at 0x12b361040
	// 35.040000µs  nic: CQE of frame 34 written to slot 34
	// 35.142000µs  __netif_receive_skb_core: frame 33: udp
	// 35.192000µs  mlx5e_napi_poll: 4 CQEs, napi_complete_done, CQ armed
	// 36.000000µs  nic: frame 35 (508 B) written to wqe 0 stride 35 at 0x12b361840

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
	// 581.495088µs  mlx5e_mpwrq_linear_prefetch: prefetch struct page line 0x80dbda9c0 of wqe 7 stride 79: redundant
	// 581.495088µs  mlx5e_mpwrq_linear_prefetch: prefetch header line 0x36f6a7840 of wqe 7 stride 79: issued (DRAM, 425 cyc)
	// 581.495088µs  mlx5e_mpwrq_linear_prefetch: prefetch header line 0x36f6a7880 of wqe 7 stride 79: issued (DRAM, 425 cyc)
	// 581.495088µs  mlx5e_mpwrq_linear_prefetch: prefetchw shinfo line 0x36f6a7a40 of wqe 7 stride 79: issued (DRAM, 425 cyc)
	// 581.804688µs  mlx5e_skb_from_cqe_mpwrq_linear: prefetch header line 0x36f6a7840 of wqe 7 stride 79: redundant
	// 581.804688µs  mlx5e_skb_from_cqe_mpwrq_linear: prefetch header line 0x36f6a7880 of wqe 7 stride 79: redundant
	// 581.811688µs  napi_build_skb: write shinfo line 0x36f6a7a40 of frame 9323 hit
	// 581.811688µs  skb_propagate_pfmemalloc: read struct page line 0x80dbda9c0 of frame 9323 hit
	// 581.818688µs  mlx5e_handle_csum: read header line 0x36f6a7840 of frame 9323 hit
	// 583.297888µs  __netif_receive_skb_core: read shinfo line 0x36f6a7a40 of frame 9323 hit
	// 583.501488µs  __netif_receive_skb_core: frame 9323: udp

}
