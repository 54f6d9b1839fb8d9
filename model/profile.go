package model

import (
	"fmt"
	"strings"
)

// Param is one physical parameter of a Profile, with the one-line source it
// comes from. Tags follow the design notes: [V] read in kernel source, [D]
// derived, [S] stated in a seed, [E] estimate to check, [F] fitted on a
// published "after" figure (see the honesty rule in the model notes).
type Param struct {
	Value  float64
	Unit   string
	Source string
}

// Int returns the value rounded to an int.
func (p Param) Int() int { return int(p.Value + 0.5) }

// Work is the cost of one step of the receive path when all its memory
// accesses hit in L1: the instructions it dispatches and the cycles it takes.
// The interval model in cpu.go uses the instructions to decide how far the
// out-of-order window reaches past a miss, and the cycles for time.
type Work struct {
	Instr  int
	Cycles int
	Source string
}

// FBPolicy says what a software prefetch does when it misses L1 and no fill
// buffer is free.
type FBPolicy uint8

const (
	// FBWait: the prefetch waits in the load queue for the first buffer to
	// free; it never blocks retirement.
	FBWait FBPolicy = iota
	// FBDrop: the prefetch is dropped and counted as PrefetchDropped.
	FBDrop
)

func (p FBPolicy) String() string {
	switch p {
	case FBWait:
		return "wait"
	case FBDrop:
		return "drop"
	}
	panic("model: FBPolicy.String: unknown policy")
}

// Profile is a named machine: CPU, caches, NIC, link and the work cycles of
// each step of the receive path. Profiles are values; Profiles() returns the
// shipped ones. Another machine is added by writing one more constructor
// like zen5CX5 and listing it in Profiles.
type Profile struct {
	Name  string // short name used by the "profile" knob
	Title string // one line for people

	// core
	CoreGHz      Param // core clock while polling
	ROB          Param // reorder buffer entries: how far dispatch runs past the oldest incomplete load
	SchedWindow  Param // scheduler entries: how far dispatch runs past a load whose consumers fill the schedulers
	FillBuffers  Param // L1 miss buffers shared by demand misses, RFOs and software prefetches
	FullPolicy   FBPolicy
	FullSource   string
	StoreQueue   Param // store queue entries: stores retired and not yet committed to L1
	StoreDensity Param // stores per 1000 instructions of the receive path's work steps

	// the application's core (app=other-core, app=other-ccd)
	C2CNearNs Param // a line moved between two cores that share an L3 (one CCD, one cluster)
	C2CFarNs  Param // a line moved between cores on different CCDs (or dies)
	AppRecvNs Param // one recvmsg of a datagram on the application's core, copy excluded

	// caches (64-byte lines, LRU)
	L1KiB, L1Ways, L1Cycles    Param
	L2KiB, L2Ways, L2Cycles    Param
	LLCMiB, LLCWays, LLCCycles Param
	DRAMns                     Param // idle load-to-use latency
	RemoteNs                   Param // a line the device wrote on the other socket (nic=remote): a remote LLC or DRAM access
	DRAMPeakGBps               Param // bandwidth the memory controller sustains
	DRAMLoadSlope              Param // loaded latency = idle × (1 + slope × √utilization) (dram.go)
	HotWaysL1, HotWaysL2       Param // ways held by the driver's and stack's hot working set
	HWPrefetchLines            Param // lines the L2 stream prefetcher runs ahead of a trained stream; 0 = none

	// device, PCIe and interrupts
	LinkGbps         Param
	CQEDelayNs       Param // from the end of a frame's data DMA to its CQE
	IRQns            Param // from the interrupt event to the handler running
	ModUsec, ModPkts Param // RX CQ interrupt moderation
	UMRns            Param // UMR WQE completion (reposting, en_rx.c)
	// LegacyRefillAll is 1 for a 2016 driver, whose legacy RQ refilled
	// every missing WQE at every poll; 0 for today's, which waits until
	// wqe_bulk WQEs are missing (legacyWQEBulk).
	LegacyRefillAll  Param
	Inject           Param // 1: DMA writes are injected into the LLC (DDIO-like), whatever the inject knob says
	InjectWays       Param // LLC ways available to injected lines
	CompressMax      Param // mini CQEs in one compression session at most
	CompressWindowNs Param // the NIC closes a session when no CQE follows within this time

	// traffic
	TCPWindow Param // packets the TCP-like sender keeps in flight
	TCPRTTus  Param // from a packet's consumption to the sender's next permitted send
	LROSegs   Param // TCP segments the NIC merges into one LRO CQE (lro=on)
	// AppCopyBytesPerCycle is the receiving application's recvmsg rate on
	// a core: payload bytes copied to user space per cycle (app=irq-core
	// charges it to the NAPI core; on its own core it bounds a TCP stream).
	AppCopyBytesPerCycle Param

	// WorkScale is the cycles of every work step relative to the seed 000
	// profile's, for the same instructions (machines.go).
	WorkScale Param

	// work of each step (instructions and cycles when every access hits)
	IRQEntry     Work // interrupt entry, mlx5e_completion_event, net_rx_action up to the poll
	PollStart    Work // mlx5e_napi_poll entry: TX CQs, XDP SQ CQ
	PollEnd      Work // after the RX CQ: CQ doorbell record, mlx5e_poll_ico_cq, mlx5e_post_rx_mpwqes check
	NAPIComplete Work // napi_complete_done, DIM, mlx5e_cq_arm
	RepostWQE    Work // mlx5e_free_rx_mpwqe + mlx5e_alloc_rx_mpwqe + UMR WQE, per WQE
	RepostLegacy Work // legacy RQ: one buffer allocated, DMA-mapped and written into its WQE, per WQE
	RepostV46    Work // v4.6 striding RQ: one order-5 page allocated and DMA-mapped, per WQE
	CQEFetch     Work // mlx5_cqwq_get_cqe and the poll loop, per CQE
	Handle       Work // mlx5e_handle_rx_cqe_mpwrq up to the prefetch in mlx5e_skb_from_cqe_mpwrq_linear
	BuildSkb     Work // napi_build_skb, __finalize_skb_around, skb_propagate_pfmemalloc
	RxSkb        Work // mlx5e_complete_rx_cqe, mlx5e_build_rx_skb, mlx5e_handle_csum, eth_type_trans
	GROUDP       Work // napi_gro_receive for UDP (no merge)
	DeliverUDP   Work // netif_receive_skb_list, ip_list_rcv, udp_rcv, socket enqueue, per packet
	GROTCP       Work // napi_gro_receive for TCP: tcp4_gro_receive, skb_gro_receive, per packet
	DeliverTCP   Work // one GRO flush: ip_rcv, tcp_v4_rcv, socket queue, ACK, per flushed skb
	Nonlinear    Work // mlx5e_skb_from_cqe_mpwrq_nonlinear: napi_alloc_skb, header copy, frags
	HeaderParse  Work // eth_get_headlen: the flow dissector on the packet's header lines (headcopy=headlen)
	// FragListChain is what one skb chained on frag_list costs instead of
	// merging its frags (headcopy=256, seed 004): skb_gro_receive's
	// chaining, then walking and freeing the chain after delivery. On top
	// of it the chained payload is copied once more at the core's copy
	// rate (tcp_collapse, once the chain's len/truesize ratio overruns
	// the socket's receive buffer).
	FragListChain Work
	// StackICache is the front-end cost of switching from the driver's
	// code to the stack's and back: the stack's code is refetched into
	// the instruction cache. One-loop variants pay it for every packet,
	// the two-loop bulk variant (seed 002) once per poll.
	StackICache Work
	DriverDrop  Work // sink=driver-drop: napi_consume_skb in the driver (seed 002)
	// FreeSkb is kfree_skb / napi_consume_skb of one skb on the NAPI core
	// without its memory touches (skb_release_head_state, the head back
	// to the NAPI cache); freepath.go makes the touches.
	FreeSkb Work

	// stackICache, when set, is the machine's own StackICache, kept when
	// scaleWork rescales the other steps from the seed 000 profile.
	stackICache Work
	XDPRun      Work // mlx5e_fill_mxbuf, mlx5e_xdp_handle, the program reading the header
	XDPDrop     Work // XDP_DROP bookkeeping
	XDPTx       Work // mlx5e_xmit_xdp_buff, xdp_frame, XDP SQ WQE, later recycle
	XDPTxPoll   Work // per poll: mlx5e_poll_xdpsq_cq, mlx5e_xdp_rx_poll_complete doorbell
}

// shipped holds the machine profiles, built once: a profile is a plain
// value, so handing out copies of these is enough, and looking one up (as
// DefaultConfig and Config.LineRateMpps do, possibly every frame of the
// visualizer) allocates nothing.
var shipped = []Profile{zen5CX5(), sprDDIO(), mlx4XDP2016(), cx4lx2016(), graceCX7(), desk2016()}

// Profiles returns the shipped machine profiles; the first is the default.
func Profiles() []Profile {
	return append([]Profile(nil), shipped...)
}

// ProfileNames returns the names of the shipped profiles.
func ProfileNames() []string {
	names := make([]string, len(shipped))
	for i := range shipped {
		names[i] = shipped[i].Name
	}
	return names
}

// LookupProfile returns the shipped profile called name.
func LookupProfile(name string) (Profile, error) {
	for i := range shipped {
		if shipped[i].Name == name {
			return shipped[i], nil
		}
	}
	return Profile{}, fmt.Errorf("profile: %q is not one of %s", name, strings.Join(ProfileNames(), "|"))
}

// zen5CX5 is the seed 000 machine: AMD Ryzen 9 9950X (Zen 5 desktop,
// DDR5-6000), ConnectX-5 Ex on a 100 Gb/s link, one RX queue on a dedicated
// CPU, no cache injection, linear striding RQ.
func zen5CX5() Profile {
	return Profile{
		Name:  "zen5-cx5",
		Title: "AMD Ryzen 9 9950X (Zen 5), ConnectX-5 Ex, 100 Gb/s, no cache injection (seed 000)",

		WorkScale:    Param{1, "×", "[D] the reference: work cycles fitted on seed 000's after figures"},
		CoreGHz:      Param{5.0, "GHz", "[D] seed 000: 1334 cycles/pkt at 44.6 Gb/s of 1518 B frames is 4.9e9 cycles/s on a saturated core"},
		ROB:          Param{448, "entries", "[E] Zen 5 reorder buffer (AMD Zen 5 optimization guide, pub. 58455)"},
		SchedWindow:  Param{144, "entries", "[E] Zen 5 integer schedulers: 88 ALU + 56 AGU entries hold ops waiting on a miss"},
		FillBuffers:  Param{24, "buffers", "[E] Zen 4/5 L1D miss-address buffers, ~22-24 (domain §7.3)"},
		FullPolicy:   FBWait,
		FullSource:   "[E] a software prefetch holds a load-queue entry until a miss buffer frees; it retires at once (domain §3.6)",
		StoreQueue:   Param{104, "entries", "[E] Zen 5 store queue, 104 entries (AMD Zen 5 optimization guide, pub. 58455; Zen 4 had 64)"},
		StoreDensity: Param{107, "per 1000 instr", "[E] one UDP packet's work steps retire ~283 stores in 2635 instructions, each step's stores estimated from its code (stores.go); integer kernel code is 8-12% stores"},
		C2CNearNs:    Param{18, "ns", "[E] Zen 4 7950X core to core within a CCD 15-19 ns (AnandTech core-to-core test; domain §3.8); Zen 5 alike"},
		C2CFarNs:     Param{75, "ns", "[E] Zen 5 9950X across CCDs ~75 ns after AGESA 1.2.0.2 (~180 ns with launch firmware; domain §3.8)"},
		AppRecvNs:    Param{600, "ns", "[E] recvmsg of one small datagram: syscall entry and exit, socket lock, dequeue, skb_attempt_defer_free"},

		L1KiB: Param{48, "KiB", "[E] Zen 5 L1D 48 KiB (domain §7.2)"}, L1Ways: Param{12, "ways", "[E] Zen 5 L1D 12-way"},
		L1Cycles: Param{5, "cycles", "[E] Zen 5 L1D load-to-use 4-5 cycles; hidden in the work cycles"},
		L2KiB:    Param{1024, "KiB", "[E] Zen 5 private L2 1 MiB"}, L2Ways: Param{16, "ways", "[E] Zen 5 L2 16-way"},
		L2Cycles: Param{14, "cycles", "[E] Zen 5 L2 hit ~14 cycles (domain §7.2)"},
		LLCMiB:   Param{32, "MiB", "[E] 32 MiB L3 per 8-core CCD (domain §7.2)"}, LLCWays: Param{16, "ways", "[E] Zen 5 L3 16-way; a victim cache of L2"},
		LLCCycles:     Param{50, "cycles", "[E] Zen 5 L3 hit ~45-55 cycles (domain §7.2)"},
		DRAMns:        Param{85, "ns", "[E] DDR5-6000 load-to-use ~75-90 ns (domain §7.2, Chips and Cheese 9950X)"},
		RemoteNs:      Param{85, "ns", "[D] one socket, one NUMA node: nic=remote changes nothing, the device's lines come from DRAM"},
		DRAMPeakGBps:  Param{70, "GB/s", "[E] dual-channel DDR5-6000: 96 GB/s peak, ~70 GB/s measured read bandwidth on AM5"},
		DRAMLoadSlope: Param{0.30, "", "[E] shape of an Intel MLC loaded-latency curve: +8% at 10% of peak, +21% at 50% (82→99 ns)"},
		HotWaysL1:     Param{4, "ways", "[E] driver state, skb heads and stack data stay hot in 4 of 12 L1 ways"},
		HotWaysL2:     Param{2, "ways", "[E] the stack's code and data keep 2 of 16 L2 ways"},
		HWPrefetchLines: Param{4, "lines",
			"[E] L2 stream prefetcher: after two sequential line misses in a 4 KiB page it runs 4 lines ahead, never across the page"},

		LinkGbps:         Param{100, "Gb/s", "[S] seed 000: ConnectX-5 Ex at 100 Gb/s"},
		CQEDelayNs:       Param{40, "ns", "[E] PCIe posted writes: the CQE lands after the frame's data"},
		IRQns:            Param{1500, "ns", "[E] MSI-X delivery to the handler on an idle core (C-state exit excluded)"},
		ModUsec:          Param{3, "µs", "[V] MLX5E_PARAMS_DEFAULT_RX_CQ_MODERATION_USEC_FROM_CQE; DIM not modelled"},
		ModPkts:          Param{32, "CQEs", "[V] MLX5E_PARAMS_DEFAULT_RX_CQ_MODERATION_PKTS"},
		UMRns:            Param{2000, "ns", "[E] UMR WQE completion on the ICOSQ"},
		LegacyRefillAll:  Param{0, "bool", "[V] today's mlx5e_post_rx_wqes refills the legacy RQ only once wqe_bulk WQEs are missing (mlx5e_rx_compute_wqe_bulk_params, en/params.c)"},
		Inject:           Param{0, "bool", "[S] seed 000: no cache injection on the Zen 5 desktop"},
		InjectWays:       Param{2, "ways", "[E] Intel DDIO default of 2 LLC ways (domain §7.4), used when injection is turned on"},
		CompressMax:      Param{64, "CQEs", "[E] mini CQEs per compression session (the title's byte_cnt)"},
		CompressWindowNs: Param{200, "ns", "[E] the NIC compresses CQEs that are due back to back"},

		TCPWindow:            Param{512, "packets", "[E] the sender's window in MTU packets, below the 896 armed strides: a real one outgrows the ring at a saturated core and loses segments, whose recovery costs the NAPI core no cycles per packet (tcpLossWhy, published.go)"},
		TCPRTTus:             Param{10, "µs", "[E] ACK to next segment on a back-to-back 100 Gb/s link"},
		LROSegs:              Param{45, "segments", "[E] at tens of Gb/s an LRO session fills to the 64 KiB cap (45 MSS) well within the 32 µs LRO timer"},
		AppCopyBytesPerCycle: Param{1.2, "B/cycle", "[F] netperf's receiver on its own core: fitted on seed 000's TCP after, 48.0 Gb/s = 6.0 GB/s at 5 GHz"},

		IRQEntry:      Work{1400, 1500, "[E] irq entry, mlx5e_completion_event, softirq entry"},
		PollStart:     Work{250, 200, "[E] mlx5e_napi_poll: TX CQs, budget checks"},
		PollEnd:       Work{300, 250, "[E] mlx5_cqwq_update_db_record, mlx5e_poll_ico_cq, post check, gro flush"},
		NAPIComplete:  Work{400, 350, "[E] napi_complete_done, mlx5e_handle_rx_dim, mlx5e_cq_arm"},
		RepostWQE:     Work{3500, 2600, "[E] 64 page_pool allocations and releases, 64 MTTs, UMR doorbell"},
		RepostLegacy:  Work{120, 90, "[E] one page_pool fragment, its DMA address and one WQE (mlx5e_alloc_rx_wqe)"},
		RepostV46:     Work{900, 700, "[E] alloc_pages(order 5) and dma_map_page for 128 KiB (seed 003's mlx5e_alloc_rx_mpwqe)"},
		CQEFetch:      Work{25, 12, "[E] mlx5_cqwq_get_cqe, ownership test, dma_rmb, loop"},
		Handle:        Work{70, 35, "[E] mlx5e_handle_rx_cqe_mpwrq, mpw_info, va arithmetic"},
		BuildSkb:      Work{130, 70, "[E] napi_skb_cache_get, memset, __finalize_skb_around, skb_propagate_pfmemalloc"},
		RxSkb:         Work{180, 100, "[E] mlx5e_build_rx_skb, mlx5e_handle_csum (CHECKSUM_COMPLETE parse), eth_type_trans"},
		GROUDP:        Work{300, 170, "[E] dev_gro_receive, inet_gro_receive, udp4_gro_receive, gro_normal_one"},
		DeliverUDP:    Work{1770, 885, "[F] cycles fitted on seed 000 after: UDP 512 B flood 3.44 Mpps at distance 4; IPC 2 [E]"},
		GROTCP:        Work{628, 314, "[F] cycles fitted on seed 000 after: TCP 715 NAPI cycles/packet at distance 4; IPC 2 [E]"},
		DeliverTCP:    Work{5500, 4000, "[E] ip_rcv, tcp_v4_rcv, tcp_rcv_established, ACK, per GRO flush"},
		Nonlinear:     Work{350, 220, "[E] napi_alloc_skb, header copy, skb_add_rx_frag per page"},
		HeaderParse:   Work{160, 90, "[E] eth_get_headlen: __skb_flow_dissect over Ethernet, IPv4 and TCP"},
		FragListChain: Work{400, 300, "[E] skb_gro_receive chaining on frag_list, then skb_copy_datagram_iter and kfree_skb_list walking the chain"},
		StackICache:   Work{0, 40, "[E] L1i refills when driver and stack code alternate per packet: ~4 lines of the stack's hot path from L2"},
		DriverDrop:    Work{120, 80, "[E] napi_consume_skb: skb head back to the NAPI cache, page fragment released"},
		FreeSkb:       Work{160, 90, "[E] kfree_skb/napi_consume_skb: skb_release_head_state, skb_release_data, napi_pp_put_page, napi_skb_cache_put"},
		XDPRun:        Work{314, 157, "[F] cycles fitted on seed 000 after: XDP_DROP 280 NAPI cycles/packet at distance 4, core saturated; IPC 2 [E]"},
		XDPDrop:       Work{20, 10, "[E] xdp_drop counter, return to the loop"},
		XDPTx:         Work{538, 269, "[F] cycles fitted on seed 000 after: XDP_TX 554 NAPI cycles/packet at distance 4, core saturated; IPC 2 [E]"},
		XDPTxPoll:     Work{400, 300, "[E] mlx5e_poll_xdpsq_cq, mlx5e_xdp_rx_poll_complete doorbell"},
	}
}

// ProfileParam is one row of Profile.Params.
type ProfileParam struct {
	Name string
	Param
}

// Params lists the physical parameters of p in the order of the
// parameter table (params.go), for printing.
func (p *Profile) Params() []ProfileParam {
	out := make([]ProfileParam, len(paramTable))
	for i, spec := range paramTable {
		out[i] = ProfileParam{spec.Name, *spec.Field(p)}
	}
	return out
}

// ProfileWork is one row of Profile.Works.
type ProfileWork struct {
	Name string
	Work
}

// Works lists the work of each step of p in a fixed order (workSteps),
// for printing.
func (p *Profile) Works() []ProfileWork {
	ws := p.workPtrs()
	out := make([]ProfileWork, len(ws))
	for i, w := range ws {
		out[i] = ProfileWork{workSteps[i], *w}
	}
	return out
}

// validate checks that the profile can build a machine.
func (p *Profile) validate() error {
	for _, pp := range p.Params() {
		if pp.Value < 0 {
			return fmt.Errorf("profile %s: %s is negative (%g)", p.Name, pp.Name, pp.Value)
		}
	}
	if p.CoreGHz.Value <= 0 || p.ROB.Value < 1 || p.SchedWindow.Value < 1 || p.FillBuffers.Value < 1 {
		return fmt.Errorf("profile %s: core parameters must be positive", p.Name)
	}
	if p.L1Ways.Int() > maxWays || p.L2Ways.Int() > maxWays || p.LLCWays.Int() > maxWays {
		return fmt.Errorf("profile %s: at most %d ways per level", p.Name, maxWays)
	}
	for _, c := range []struct{ kib, ways, usable int }{{p.L1KiB.Int(), p.L1Ways.Int(), p.L1Ways.Int() - p.HotWaysL1.Int()},
		{p.L2KiB.Int(), p.L2Ways.Int(), p.L2Ways.Int() - p.HotWaysL2.Int()}} {
		if c.ways < 1 || c.kib<<10/LineSize/c.ways<<setStride(c.usable) >= 1<<16-1 {
			return fmt.Errorf("profile %s: L1 and L2 must fit a 16-bit directory (sets × %d slots)", p.Name, 1<<setStride(c.usable))
		}
	}
	if p.HotWaysL1.Int() >= p.L1Ways.Int() || p.HotWaysL2.Int() >= p.L2Ways.Int() {
		return fmt.Errorf("profile %s: hot ways must leave at least one way", p.Name)
	}
	for _, w := range p.Works() {
		if w.Instr < 0 || w.Cycles < 0 {
			return fmt.Errorf("profile %s: work %s is negative", p.Name, w.Name)
		}
	}
	return nil
}
