package model

// DropReason is why the device or driver dropped a frame.
type DropReason uint8

const (
	DropOutOfBuffer DropReason = iota // no posted WQE (ethtool -S rx_out_of_buffer)
	DropOversize                      // longer than hw_mtu in linear mode (oversize_pkts_sw_drop)
	numDropReasons
)

var dropNames = [...]string{"rx_out_of_buffer", "oversize_pkts_sw_drop"}

func (r DropReason) String() string {
	if int(r) < len(dropNames) {
		return dropNames[r]
	}
	panic("model: DropReason.String: unknown reason")
}

// PrefetchStats counts what became of prefetches.
type PrefetchStats struct {
	Issued    uint64 // sent to memory (missed L1)
	Useful    uint64 // the line was ready at its first demand access
	Late      uint64 // still in flight at its first demand access: the access paid the rest
	Wasted    uint64 // fetched before the device wrote the line, then invalidated by the DMA write
	Unused    uint64 // evicted before any demand access
	Dropped   uint64 // dropped for want of a fill buffer (profiles with FBDrop)
	Redundant uint64 // the line was already in L1 (or already in flight)
}

// Metrics are the counters of a run since its start or the last
// ResetMetrics. It is a value: Sim.Metrics returns a copy. Times are
// simulated time; the CPU's work and stalls are accounted up to the end of
// the packet step it is in, which may be slightly after End.
type Metrics struct {
	Start, End Time    // the measured window
	CoreGHz    float64 // to convert times to cycles

	// device
	Arrived uint64                 // frames that reached the NIC
	Placed  uint64                 // frames written to a stride
	Dropped [numDropReasons]uint64 // by reason

	// driver
	Packets    uint64 // packet CQEs consumed by NAPI ("packets processed")
	Fillers    uint64 // filler CQEs consumed
	Delivered  uint64 // skbs handed to the stack (including XDP_PASS)
	XDPDropped uint64 // XDP_DROP verdicts
	XDPTxed    uint64 // XDP_TX verdicts
	// DriverDropped counts skbs freed in the driver (sink=driver-drop).
	DriverDropped uint64
	// SocketDropped counts datagrams dropped at a full socket
	// (__udp_enqueue_schedule_skb: UDP_MIB_RCVBUFERRORS), freed on the
	// NAPI core.
	SocketDropped uint64
	// AppReceived counts the skbs the application's core received.
	AppReceived uint64
	// SkbsFreed counts the skbs the NAPI core freed (freepath.go).
	SkbsFreed uint64
	// LockedOps counts the NAPI core's locked operations.
	LockedOps uint64
	// Segments counts the TCP segments in the packets processed (an LRO
	// CQE carries several).
	Segments uint64
	// FragListChained counts skbs GRO chained on frag_list (payload in
	// the linear part, headcopy=256).
	FragListChained uint64
	// HeadLinesRead and HeadLinesWritten count the packet lines the
	// nonlinear header copy read and the skb head lines it wrote.
	HeadLinesRead, HeadLinesWritten uint64
	Bytes                           uint64 // frame bytes (FCS included) of the packets processed
	// SkbBytes is the CQE byte counts (FCS excluded) of the packets that
	// became skbs (mlx5e_complete_rx_cqe: ethtool's rx_bytes).
	SkbBytes uint64
	Polls    uint64 // mlx5e_napi_poll calls
	IRQs     uint64 // interrupts that started a poll
	Reposts  uint64 // WQEs reposted (UMR posted)
	// CompressBlocks and CompressPackets count the compression sessions
	// NAPI opened (mlx5e_decompress_cqes_start) and the completions they
	// held: ethtool's rx_cqe_compress_blks and rx_cqe_compress_pkts.
	CompressBlocks, CompressPackets uint64
	// FillerStrides counts the strides the filler CQEs consumed
	// (rx_mpwqe_filler_strides).
	FillerStrides uint64

	// CPU
	WorkTime  Time                 // dispatching instructions
	StallTime [NumStallCauses]Time // window full, by the kind of line waited for
	IdleTime  Time                 // no poll running
	// Instructions counts the instructions the NAPI core dispatched.
	Instructions uint64
	// AppBusyTime is the application core's recvmsg time (app=other-core
	// and app=other-ccd).
	AppBusyTime Time

	// memory
	Prefetch   PrefetchStats     // software prefetches
	HWPrefetch PrefetchStats     // the L2 stream prefetcher (CQE lines)
	Demand     [NumLevels]uint64 // demand accesses by the Level that served them
	// DemandLoads is Demand without the stores' RFOs: the demand data
	// reads perf's LLC-loads and LLC-load-misses count.
	DemandLoads [NumLevels]uint64
	FBBusy      Time   // sum of fill-buffer busy time
	FBFullWaits uint64 // requests that waited for a fill buffer
	FBFullWait  Time   // total time they waited
	Injected    uint64 // lines injected into the LLC by DMA writes
}

// Elapsed is the length of the measured window.
func (m Metrics) Elapsed() Time { return m.End - m.Start }

// Cycles is t in cycles of the NAPI core's clock (CoreGHz).
func (m Metrics) Cycles(t Time) float64 { return t.Seconds() * m.CoreGHz * 1e9 }

// StallTimeTotal is the time the window was full, all causes.
func (m Metrics) StallTimeTotal() Time {
	var t Time
	for _, s := range m.StallTime {
		t += s
	}
	return t
}

// BusyTime is the non-idle CPU time: work plus stalls.
func (m Metrics) BusyTime() Time { return m.WorkTime + m.StallTimeTotal() }

// BusyCycles is the non-idle CPU cycles.
func (m Metrics) BusyCycles() float64 { return m.Cycles(m.BusyTime()) }

// WorkCycles is the cycles spent dispatching.
func (m Metrics) WorkCycles() float64 { return m.Cycles(m.WorkTime) }

// StallCycles is the cycles stalled on lines of kind c.
func (m Metrics) StallCycles(c StallCause) float64 {
	if c >= NumStallCauses {
		return 0
	}
	return m.Cycles(m.StallTime[c])
}

// CyclesPerPacket is "NAPI CPU cycles/packet": non-idle CPU cycles divided
// by the packets processed; 0 before the first packet.
func (m Metrics) CyclesPerPacket() float64 {
	if m.Packets == 0 {
		return 0
	}
	return m.BusyCycles() / float64(m.Packets)
}

// StallCyclesPerPacket is StallCycles(c) per packet processed.
func (m Metrics) StallCyclesPerPacket(c StallCause) float64 {
	if m.Packets == 0 {
		return 0
	}
	return m.StallCycles(c) / float64(m.Packets)
}

// Mpps is the packets processed per microsecond of the window.
func (m Metrics) Mpps() float64 {
	if m.Elapsed() == 0 {
		return 0
	}
	return float64(m.Packets) / m.Elapsed().Microseconds()
}

// Gbps is the frame bits processed per nanosecond of the window.
func (m Metrics) Gbps() float64 {
	if m.Elapsed() == 0 {
		return 0
	}
	return float64(m.Bytes) * 8 / m.Elapsed().Nanoseconds()
}

// GoodputGbps is the TCP payload processed per nanosecond of the window,
// in Gb/s: MSS(mtu) bytes per segment, as netperf reports it.
func (m Metrics) GoodputGbps(mtu int) float64 {
	if m.Elapsed() == 0 {
		return 0
	}
	return float64(m.Segments) * float64(MSS(mtu)) * 8 / m.Elapsed().Nanoseconds()
}

// DroppedTotal is the frames dropped for any reason.
func (m Metrics) DroppedTotal() uint64 {
	var n uint64
	for _, d := range m.Dropped {
		n += d
	}
	return n
}

// LLCMissShare is the share of demand loads that reached the LLC and
// missed it: perf's LLC-load-misses over LLC-loads, which count the demand
// data reads of the whole NAPI path that miss L2 (offcore demand data
// reads on Intel), not the stores' RFOs nor the prefetches.
func (m Metrics) LLCMissShare() float64 {
	llc := m.DemandLoads[LevelLLC] + m.DemandLoads[LevelDRAM] + m.DemandLoads[LevelCore]
	if llc == 0 {
		return 0
	}
	return float64(m.DemandLoads[LevelDRAM]) / float64(llc)
}

// FBOccupancy is the mean number of busy fill buffers over the busy time.
func (m Metrics) FBOccupancy() float64 {
	if m.BusyTime() == 0 {
		return 0
	}
	return float64(m.FBBusy) / float64(m.BusyTime())
}

// Utilization is the share of the window the NAPI CPU was busy.
func (m Metrics) Utilization() float64 {
	if m.Elapsed() == 0 {
		return 0
	}
	return float64(m.BusyTime()) / float64(m.Elapsed())
}
