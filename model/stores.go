package model

// stepStores is an estimate of the stores one execution of a work step
// retires: what fills the store queue behind a store whose line is not
// owned yet (core.storeMiss). The store queue's reach in instructions is
// its capacity over the path's stores per instruction, so the profile's
// store density (StoreDensity) is derived from this table: the stores of
// one packet's steps over their instructions (StoreDensityOf).
//
// Each count is the step's writes to memory as the kernel's code makes
// them (struct fields, list and counter updates, memset and memcpy in
// 8-byte stores, spills around calls), not its locked operations, which
// the model runs as locked ops of their own (core.locked).
type stepStores struct {
	step   string // the work step's name, as Profile.Works prints it
	stores int    // stores per execution of the step
	source string
}

// storeEstimates is the stores of every work step [E].
var storeEstimates = []stepStores{
	{"irq-entry", 140, "[E] irq entry frame (~20 register saves), irq_enter/exit counters, mlx5e_completion_event's cq->event_ctr, napi_schedule's state and list"},
	{"poll-start", 20, "[E] mlx5e_napi_poll: ch_stats->poll++, busy_poll state, the TX CQs' cc"},
	{"poll-end", 30, "[E] mlx5_cqwq_update_db_record's doorbell record, the ICO CQ's cc, gro flush list heads"},
	{"napi-complete", 40, "[E] napi_complete_done's state, DIM's sample (mlx5e_handle_rx_dim: 4 counters and the timestamp), mlx5e_cq_arm's doorbell record"},
	{"repost-wqe", 450, "[E] 64 page_pool allocations (pp_ref_count, dma addr in the page's mpw_info slot) and 64 8-byte MTT entries of the UMR WQE, its control segment"},
	{"repost-legacy", 12, "[E] one page fragment's offset and DMA address in the WQE's data segment, the frag's page pointer"},
	{"repost-v46", 70, "[E] alloc_pages' per-CPU list updates and the page's fields, dma_map_page's mapping, the WQE's address"},
	{"cqe-fetch", 2, "[E] the loop's cc++ kept in a register, one spill around the handler call"},
	{"handle", 6, "[E] mlx5e_handle_rx_cqe_mpwrq: wi->consumed_strides, the rq's mpwqe.actual_wq_head, frag bookkeeping"},
	{"build-skb", 40, "[E] napi_build_skb: memset of struct sk_buff up to tail (~200 B: 25 stores), __finalize_skb_around's shinfo memset (up to dataref, ~5) and ~10 fields"},
	{"rx-skb", 20, "[E] mlx5e_build_rx_skb: protocol, csum, ip_summed, hash, queue_mapping, mark, stats; eth_type_trans's pkt_type and mac_header"},
	{"gro-udp", 25, "[E] dev_gro_receive: NAPI_GRO_CB init (~8), the gro_list and gro_normal list links, the hash bucket's count"},
	{"deliver-udp", 170, "[E] ~10% of netif_receive_skb_list, ip_list_rcv and udp_rcv's instructions: header offsets, the socket's queue links, counters, sk_data_ready's wake-up"},
	{"gro-tcp", 60, "[E] ~10% of tcp4_gro_receive and skb_gro_receive: the GRO skb's len, data_len, truesize, frags[] entries, NAPI_GRO_CB fields"},
	{"deliver-tcp", 500, "[E] ~9% of ip_rcv, tcp_v4_rcv and tcp_rcv_established per GRO flush: tcp_sock fields (rcv_nxt, rcv_wup, ...), the receive queue's links, and the ACK skb built by tcp_send_ack"},
	{"nonlinear", 40, "[E] napi_alloc_skb's memset, the header copy (up to 256 B: 32 stores), skb_add_rx_frag's frags[] entry"},
	{"header-parse", 8, "[E] __skb_flow_dissect's flow_keys on the stack"},
	{"frag-list-chain", 40, "[E] frag_list links, the GRO skb's lengths and the chain walk's iov_iter updates"},
	{"stack-icache", 0, "[E] front-end refill only: no instructions of its own"},
	{"driver-drop", 14, "[E] napi_consume_skb: the skb back in napi_alloc_cache, the page fragment's release"},
	{"free-skb", 20, "[E] skb_release_head_state, napi_skb_cache_put's array slot and count (the page refcount is a locked op of its own)"},
	{"xdp-run", 20, "[E] xdp_buff init (data, data_end, data_meta, rxq, frame_sz) and the program's stack and map updates"},
	{"xdp-drop", 2, "[E] the rq's xdp_drop counter"},
	{"xdp-tx", 50, "[E] mlx5e_xmit_xdp_frame: the 64 B TX WQE (8 stores), the xdpi FIFO entry, the SQ's pc and stats"},
	{"xdp-tx-poll", 30, "[E] mlx5e_poll_xdpsq_cq: the SQ's cc, the doorbell record, the xdpi FIFO's consumer"},
}

// storePathSteps are the work steps one packet of the default path runs (the
// UDP flood on the linear striding RQ, freed on the NAPI core): the path
// whose stores per instruction StoreDensityOf gives.
var storePathSteps = []string{"cqe-fetch", "handle", "build-skb", "rx-skb", "gro-udp", "deliver-udp", "free-skb"}

// StoreDensityOf is the stores per 1000 instructions of one packet's work
// steps on p (storePathSteps), from storeEstimates: the density the profile's
// StoreDensity carries, so the store queue's reach in instructions
// (core.sqInstr) follows from the estimates step by step.
func StoreDensityOf(p *Profile) float64 {
	stores, instr := 0, 0
	works := p.Works()
	for _, name := range storePathSteps {
		for _, w := range works {
			if w.Name == name {
				instr += w.Instr
			}
		}
		for _, e := range storeEstimates {
			if e.step == name {
				stores += e.stores
			}
		}
	}
	if instr == 0 {
		return 0
	}
	return float64(stores) * 1000 / float64(instr)
}
