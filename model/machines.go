package model

// The machines of the other seeds and a DDIO server. Each starts from the
// seed 000 profile (zen5CX5) and replaces every physical parameter with its
// own, sourced; the kernel's code paths are the same instructions, so
// the work of each step keeps its instruction count and its cycles are
// scaled by the machine's WorkScale (cycles per instruction relative to
// Zen 5 on these paths), fitted where a seed gives an "after" figure.

// scaleWork sets every work step's cycles to the seed 000 profile's times
// scale.
func (p *Profile) scaleWork(scale float64, source string) {
	base := zen5CX5()
	bw, pw := base.workPtrs(), p.workPtrs()
	for i := range pw {
		*pw[i] = Work{Instr: bw[i].Instr, Cycles: int(float64(bw[i].Cycles)*scale + 0.5), Source: source + "; " + bw[i].Source}
	}
	p.WorkScale = Param{scale, "×", source}
	if p.stackICache.Cycles > 0 {
		p.StackICache = p.stackICache
	}
}

// workPtrs lists the work steps of p, in the order of Works.
func (p *Profile) workPtrs() []*Work {
	return []*Work{
		&p.IRQEntry, &p.PollStart, &p.PollEnd, &p.NAPIComplete, &p.RepostWQE, &p.RepostLegacy, &p.RepostV46,
		&p.CQEFetch, &p.Handle, &p.BuildSkb, &p.RxSkb, &p.GROUDP, &p.DeliverUDP, &p.GROTCP, &p.DeliverTCP,
		&p.Nonlinear, &p.HeaderParse, &p.FragListChain, &p.StackICache, &p.DriverDrop, &p.FreeSkb,
		&p.XDPRun, &p.XDPDrop, &p.XDPTx, &p.XDPTxPoll,
	}
}

// sprDDIO is an Intel Xeon server of the Sapphire Rapids class with DDIO:
// the NIC's writes land in two LLC ways. No seed measured it; it shows
// what cache injection does to the same driver.
func sprDDIO() Profile {
	p := zen5CX5()
	p.Name = "spr-ddio"
	p.Title = "Intel Xeon (Sapphire Rapids class), ConnectX-6 Dx, 100 Gb/s, DDIO into 2 LLC ways"
	p.CoreGHz = Param{3.0, "GHz", "[E] all-core turbo of a Xeon Platinum 8480-class part (~3.0 GHz)"}
	p.ROB = Param{512, "entries", "[E] Golden Cove reorder buffer (Intel optimization manual)"}
	p.SchedWindow = Param{160, "entries", "[E] Golden Cove scheduler entries (97 + 70 split, ~160 usable behind a miss)"}
	p.FillBuffers = Param{16, "buffers", "[E] Golden Cove L1D fill buffers (domain §7.3)"}
	p.StoreQueue = Param{114, "entries", "[E] Golden Cove store buffer, 114 entries (Intel optimization manual)"}
	p.C2CNearNs = Param{50, "ns", "[E] Sapphire Rapids core to core on the mesh, ~45-60 ns (published core-to-core latency maps)"}
	p.C2CFarNs = Param{130, "ns", "[E] core to core across sockets over UPI, ~120-140 ns"}
	p.FullPolicy = FBWait
	p.L1KiB, p.L1Ways = Param{48, "KiB", "[E] Golden Cove L1D 48 KiB"}, Param{12, "ways", "[E] 12-way"}
	p.L1Cycles = Param{5, "cycles", "[E] L1D load-to-use 5 cycles"}
	p.L2KiB, p.L2Ways = Param{2048, "KiB", "[E] Sapphire Rapids private L2 2 MiB"}, Param{16, "ways", "[E] 16-way"}
	p.L2Cycles = Param{16, "cycles", "[E] L2 hit ~15-16 cycles (domain §7.2)"}
	p.LLCMiB, p.LLCWays = Param{105, "MiB", "[E] 56 cores × 1.875 MiB shared LLC"}, Param{15, "ways", "[E] 15-way LLC slices"}
	p.LLCCycles = Param{100, "cycles", "[E] mesh LLC hit ~33 ns at 3 GHz (domain §7.2: 30-40 ns)"}
	p.DRAMns = Param{110, "ns", "[E] DDR5-4800, 8 channels: idle load-to-use ~100-120 ns (domain §7.2)"}
	p.RemoteNs = Param{190, "ns", "[E] the other socket over UPI: remote LLC or DRAM ~180-200 ns (Intel MLC figures for Sapphire Rapids)"}
	p.DRAMPeakGBps = Param{250, "GB/s", "[E] 8 × DDR5-4800 = 307 GB/s peak, ~250 GB/s measured per socket"}
	p.HotWaysL1, p.HotWaysL2 = Param{4, "ways", "[E] as seed 000"}, Param{2, "ways", "[E] as seed 000"}
	p.HWPrefetchLines = Param{4, "lines", "[E] L2 streamer runs ahead within a 4 KiB page"}
	p.LinkGbps = Param{100, "Gb/s", "[E] ConnectX-6 Dx at 100 Gb/s"}
	p.Inject = Param{1, "bool", "[E] DDIO is on by default on Xeon (domain §7.4)"}
	p.InjectWays = Param{2, "ways", "[E] DDIO writes allocate in 2 LLC ways by default (IIO LLC WAYS, Farshin et al. ATC 2020)"}
	p.scaleWork(5.0/3.0*0.9, "[E] the seed 000 work at 3.0 GHz: Golden Cove ~10% fewer cycles per instruction than the clock ratio gives")
	return p
}

// mlx4XDP2016 is seed 001's machine: mlx4 (ConnectX-3 Pro, 40 Gb/s) on a
// 2016 Xeon E5 v3 server with DDIO. The seed names neither CPU nor NIC;
// the domain notes infer the ConnectX-3 family from the driver.
func mlx4XDP2016() Profile { return mlx4XDP2016At(mlx4WorkScale) }

// mlx4WorkScale is fitted on seed 001's after figure (calibrate_test.go).
const mlx4WorkScale = 0.4284

func mlx4XDP2016At(scale float64) Profile {
	p := haswellEP()
	p.Name = "mlx4-2016"
	p.Title = "Intel Xeon E5 v3 (Haswell-EP), ConnectX-3 Pro (mlx4), 40 Gb/s, DDIO (seed 001)"
	p.LinkGbps = Param{40, "Gb/s", "[E] ConnectX-3 Pro at 40 Gb/s (seed 001: mlx4, NIC not stated)"}
	p.scaleWork(scale, "[F] fitted on seed 001's after, 12.5 Mpps XDP_TX with mlx4-ahead at distance 3 (machine and mlx4's leaner 2016 XDP path together)")
	p.RepostLegacy = Work{40, 30, "[E] mlx4_en_refill_rx_buffers with XDP: the page recycled by mlx4_en_rx_recycle, one descriptor written"}
	p.LegacyRefillAll = Param{1, "bool", "[E] the 2016 mlx4_en_process_rx_cq ends with mlx4_en_refill_rx_buffers, which fills the ring back to its size"}
	return p
}

// cx4lx2016 is seed 003's machine (and, as an assumption, seed 002's): a
// ConnectX-4 Lx at 50 Gb/s on a 2016 Xeon E5 v3 server with DDIO.
func cx4lx2016() Profile { return cx4lx2016At(cx4lxWorkScale) }

// cx4lxWorkScale is fitted on seed 003's TCP after figure (calibrate_test.go).
const cx4lxWorkScale = 1.171

func cx4lx2016At(scale float64) Profile {
	p := haswellEP()
	p.Name = "cx4lx-2016"
	p.Title = "Intel Xeon E5 v3 (Haswell-EP), ConnectX-4 Lx, 50 Gb/s, DDIO (seeds 003 and 002)"
	p.LinkGbps = Param{50, "Gb/s", "[S] seed 003: ConnectX-4 Lx 50G"}
	p.scaleWork(scale, "[F] fitted on seed 003's after, netperf TCP 64 KiB messages at 33.5 Gb/s on the v4.6 striding RQ")
	p.RepostLegacy = Work{700, int(500*scale + 0.5), "[E] 2016 mlx5e_alloc_rx_wqe: netdev_alloc_skb of an MTU buffer (page_frag, sk_buff init) and dma_map_single, per WQE, at the fitted work scale"}
	return p
}

// desk2016 is seed 002's machine as its setup chooses it (validation.SeedSetups): a
// 2016 Haswell desktop part with no cache injection and a ConnectX-4.
func desk2016() Profile { return desk2016At(deskWorkScale) }

// deskWorkScale is fitted on seed 002's after figure (calibrate_test.go).
const deskWorkScale = 0.371

func desk2016At(scale float64) Profile {
	p := haswellEP()
	p.Name = "desk-2016"
	p.Title = "Intel Core i7 (Haswell desktop), ConnectX-4, 100 Gb/s, no cache injection (seed 002's setup)"
	p.CoreGHz = Param{4.0, "GHz", "[E] a Haswell desktop part at its single-core turbo (i7-4790K class, 4.0-4.4 GHz)"}
	p.LLCMiB, p.LLCWays = Param{8, "MiB", "[E] Haswell quad-core desktop L3 8 MiB"}, Param{16, "ways", "[E] 16-way"}
	p.LLCCycles = Param{36, "cycles", "[E] Haswell client L3 hit ~34-36 cycles"}
	p.DRAMns = Param{70, "ns", "[E] dual-channel DDR3-1600 on a Haswell desktop: idle load-to-use ~65-75 ns"}
	p.RemoteNs = Param{70, "ns", "[D] one socket: nic=remote changes nothing"}
	p.DRAMPeakGBps = Param{21, "GB/s", "[E] 2 × DDR3-1600 = 25.6 GB/s peak, ~21 GB/s measured"}
	p.Inject = Param{0, "bool", "[E] client parts have no DDIO (domain §7.4)"}
	p.C2CNearNs = Param{20, "ns", "[E] Haswell client ring, core to core ~18-22 ns"}
	p.C2CFarNs = Param{20, "ns", "[D] one ring: every core pair alike"}
	p.IRQns = Param{1500, "ns", "[E] MSI-X delivery on a desktop"}
	p.LinkGbps = Param{100, "Gb/s", "[E] ConnectX-4 at 100 Gb/s (the seed names mlx5, not the card)"}
	p.scaleWork(scale, "[F] fitted on seed 002's after, 12 Mpps with two loops, driver-level drop")
	p.RepostLegacy = Work{700, int(500*scale + 0.5), "[E] 2016 mlx5e_alloc_rx_wqe: netdev_alloc_skb of an MTU buffer (page_frag, sk_buff init) and dma_map_single, per WQE, at the fitted work scale"}
	return p
}

// haswellEP is the 2016 Xeon E5-2600 v3 core and memory shared by the
// 2016 machines.
func haswellEP() Profile {
	p := zen5CX5()
	p.CoreGHz = Param{3.0, "GHz", "[E] Xeon E5-2600 v3 turbo on one busy core (~3.0 GHz)"}
	p.LegacyRefillAll = Param{1, "bool", "[V] the 2016 mlx5e_post_rx_wqes refilled while !mlx5_wq_ll_is_full, every poll (seed 002's legacy RQ)"}
	p.ROB = Param{192, "entries", "[E] Haswell reorder buffer (Intel optimization manual)"}
	p.SchedWindow = Param{60, "entries", "[E] Haswell unified reservation station, 60 entries"}
	p.FillBuffers = Param{10, "buffers", "[E] Haswell L1D fill buffers (domain §7.3)"}
	p.StoreQueue = Param{42, "entries", "[E] Haswell store buffer, 42 entries (Intel optimization manual)"}
	p.C2CNearNs = Param{40, "ns", "[E] Haswell-EP core to core on the ring of one socket, ~35-45 ns"}
	p.C2CFarNs = Param{110, "ns", "[E] Haswell-EP core to core across sockets over QPI, ~100-120 ns"}
	p.FullPolicy = FBWait
	p.L1KiB, p.L1Ways = Param{32, "KiB", "[E] Haswell L1D 32 KiB"}, Param{8, "ways", "[E] 8-way"}
	p.L1Cycles = Param{4, "cycles", "[E] L1D load-to-use 4-5 cycles"}
	p.L2KiB, p.L2Ways = Param{256, "KiB", "[E] Haswell private L2 256 KiB"}, Param{8, "ways", "[E] 8-way"}
	p.L2Cycles = Param{12, "cycles", "[E] L2 hit ~12 cycles"}
	p.LLCMiB, p.LLCWays = Param{20, "MiB", "[E] E5-2650 v3: 10 cores × 2.5 MiB"}, Param{16, "ways", "[E] 20-way LLC, modelled with 16"}
	p.LLCCycles = Param{60, "cycles", "[E] Haswell-EP LLC hit ~18-21 ns on the ring at its uncore clock (~60 cycles at 3 GHz)"}
	p.DRAMns = Param{90, "ns", "[E] DDR4-2133, 4 channels: idle load-to-use ~85-95 ns"}
	p.RemoteNs = Param{135, "ns", "[E] Xeon E5 v3, the other socket over QPI: remote LLC or DRAM ~125-145 ns (Intel MLC on two-socket Haswell-EP)"}
	p.DRAMPeakGBps = Param{55, "GB/s", "[E] 4 × DDR4-2133 = 68 GB/s peak, ~55 GB/s measured"}
	p.HotWaysL1, p.HotWaysL2 = Param{3, "ways", "[E] the hot working set takes 3 of 8 L1 ways"}, Param{2, "ways", "[E] 2 of 8 L2 ways"}
	p.HWPrefetchLines = Param{4, "lines", "[E] L2 streamer runs ahead within a 4 KiB page"}
	p.Inject = Param{1, "bool", "[E] DDIO, on by default on Xeon E5 (domain §7.4)"}
	p.InjectWays = Param{2, "ways", "[E] DDIO writes allocate in 2 LLC ways (domain §7.4)"}
	p.IRQns = Param{2000, "ns", "[E] MSI-X delivery on a 2016 server"}
	p.stackICache = Work{0, 100, "[E] Haswell: 32 KiB L1i and a 1.5K-uop cache hold neither the driver's nor the stack's hot path; ~8 lines from L2 per switch"}
	return p
}

// graceCX7 is seed 004's machine: an NVIDIA Grace (Arm Neoverse-V2) with a
// ConnectX-7, LRO on. Grace has no DDIO-like injection on the mlx5e RX path
// (domain §7.4).
func graceCX7() Profile { return graceCX7At(graceWorkScale, graceAppCopy) }

// graceWorkScale and graceAppCopy are fitted on seed 004's two after
// figures (calibrate_test.go).
const (
	graceWorkScale = 1.672
	graceAppCopy   = 3.128
)

func graceCX7At(scale, appCopy float64) Profile {
	p := zen5CX5()
	p.Name = "grace-cx7"
	p.Title = "NVIDIA Grace (Arm Neoverse-V2), ConnectX-7, 200 Gb/s, no cache injection (seed 004)"
	p.CoreGHz = Param{3.4, "GHz", "[E] Grace up to 3.4 GHz on one busy core"}
	p.ROB = Param{320, "entries", "[E] Neoverse-V2 reorder buffer ~320 (Arm software optimization guide)"}
	p.SchedWindow = Param{120, "entries", "[E] Neoverse-V2 issue queues behind a miss"}
	p.FillBuffers = Param{24, "buffers", "[E] Neoverse-V2 outstanding L1D misses"}
	p.StoreQueue = Param{72, "entries", "[E] Neoverse-V2 store buffer: not published; V1-class cores are reported with ~72 entries"}
	p.C2CNearNs = Param{40, "ns", "[E] Grace core to core on the scalable coherency fabric, ~35-45 ns (published core-to-core maps)"}
	p.C2CFarNs = Param{40, "ns", "[E] Grace is one die: every core pair goes over the same fabric"}
	p.L1KiB, p.L1Ways = Param{64, "KiB", "[E] Neoverse-V2 L1D 64 KiB"}, Param{4, "ways", "[E] 4-way"}
	p.L1Cycles = Param{4, "cycles", "[E] L1D load-to-use 4 cycles"}
	p.L2KiB, p.L2Ways = Param{1024, "KiB", "[E] Grace private L2 1 MiB"}, Param{8, "ways", "[E] 8-way"}
	p.L2Cycles = Param{11, "cycles", "[E] L2 hit ~11 cycles"}
	p.LLCMiB, p.LLCWays = Param{114, "MiB", "[E] Grace scalable coherency fabric L3, 114 MiB"}, Param{12, "ways", "[E] 12-way slices"}
	p.LLCCycles = Param{110, "cycles", "[E] SCF L3 hit ~32 ns"}
	p.DRAMns = Param{115, "ns", "[E] LPDDR5X idle load-to-use ~110-120 ns"}
	p.RemoteNs = Param{115, "ns", "[D] one Grace die, one NUMA node for the CPU: nic=remote changes nothing"}
	p.DRAMPeakGBps = Param{400, "GB/s", "[E] 480 GB/s LPDDR5X peak, ~400 GB/s measured"}
	p.HotWaysL1, p.HotWaysL2 = Param{1, "ways", "[E] the hot working set takes 1 of 4 L1 ways"}, Param{1, "ways", "[E] 1 of 8 L2 ways"}
	p.HWPrefetchLines = Param{4, "lines", "[E] L2 stream prefetcher within a 4 KiB page"}
	p.LinkGbps = Param{200, "Gb/s", "[E] ConnectX-7 at 200 Gb/s (seed 004 names the NIC, not the speed)"}
	p.Inject = Param{0, "bool", "[E] no cache injection on the mlx5e RX path (domain §7.4)"}
	p.LROSegs = Param{22, "segments", "[U] seed 004's setup (SeedSetups): GRO chained LRO skbs on frag_list, so sessions held at most 32 KiB"}
	p.scaleWork(scale, "[F] fitted on seed 004's after with netserver on the IRQ core, 52.9 Gb/s")
	p.AppCopyBytesPerCycle = Param{appCopy, "B/cycle", "[F] netserver on its own core: fitted on seed 004's after, 85.1 Gb/s = 10.6 GB/s at 3.4 GHz"}
	return p
}
