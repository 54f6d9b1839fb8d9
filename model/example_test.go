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
	// 28.535665µs  mlx5e_completion_event: interrupt, napi_schedule
	// 28.835665µs  mlx5e_napi_poll: poll starts, budget 64
	// 29.000000µs  nic: frame 28 (508 B) written to wqe 0 stride 28 at 0xdd6e6040
	// 29.040000µs  nic: CQE of frame 28 written to slot 28
	// 30.000000µs  nic: frame 29 (508 B) written to wqe 0 stride 29 at 0xdd6e6840
	// 30.040000µs  nic: CQE of frame 29 written to slot 29
	// 30.625011µs  __netif_receive_skb_core: frame 22: udp
	// 30.802011µs  __netif_receive_skb_core: frame 23: udp
	// 30.979011µs  __netif_receive_skb_core: frame 24: udp
	// 31.000000µs  nic: frame 30 (508 B) written to wqe 0 stride 30 at 0x24cb0f040
	// 31.040000µs  nic: CQE of frame 30 written to slot 30
	// 31.156011µs  __netif_receive_skb_core: frame 25: udp
	// 31.333011µs  __netif_receive_skb_core: frame 26: udp
	// 31.510011µs  __netif_receive_skb_core: frame 27: udp
	// 31.554811µs  __udp_enqueue_schedule_skb: locked op waits for socket line 0x1400000000 (151 cyc)
	// 31.717211µs  __netif_receive_skb_core: frame 28: udp
	// 31.894211µs  __netif_receive_skb_core: frame 29: udp
	// 32.000000µs  nic: frame 31 (508 B) written to wqe 0 stride 31 at 0x24cb0f840
	// 32.040000µs  nic: CQE of frame 31 written to slot 31
	// 32.341883µs  mlx5_cqwq_get_cqe: slot 32 not written yet: the RX loop stops after 10 CQEs
	// 32.518883µs  __netif_receive_skb_core: frame 30: udp
	// 32.695883µs  __netif_receive_skb_core: frame 31: udp
	// 32.745883µs  mlx5e_napi_poll: 10 CQEs, napi_complete_done, CQ armed
	// 33.000000µs  nic: frame 32 (508 B) written to wqe 0 stride 32 at 0x3bbf38040
	// 33.040000µs  nic: CQE of frame 32 written to slot 32
}
