package model

import "fmt"

// Constants of the x86-64 build that the ring geometry is computed from
// (drivers/net/ethernet/mellanox/mlx5/core/en.h, en/params.c,
// include/linux/skbuff.h, include/uapi/linux/bpf.h).
const (
	PageShift = 12             // mlx5e_mpwrq_page_shift: 4 KiB pages on x86-64
	PageSize  = 1 << PageShift // PAGE_SIZE
	LineSize  = 64             // L1_CACHE_BYTES / SMP_CACHE_BYTES on x86-64 and arm64

	// HardMTU is MLX5E_ETH_HARD_MTU = ETH_HLEN 14 + VLAN_HLEN 4 + ETH_FCS_LEN 4:
	// the device's hw_mtu is the netdev MTU plus this.
	HardMTU = 22

	// RXHeadroom is MLX5_RX_HEADROOM = NET_SKB_PAD = max(32, L1_CACHE_BYTES).
	RXHeadroom = 64
	// XDPHeadroom is XDP_PACKET_HEADROOM, reserved in front of every packet when
	// an XDP program is attached.
	XDPHeadroom = 256
	// ShinfoSize is SKB_DATA_ALIGN(sizeof(struct skb_shared_info)) with
	// MAX_SKB_FRAGS = 17: 320 bytes, five lines, of which build_skb writes line 0.
	ShinfoSize = 320

	// LogWQESize is mlx5e_mpwrq_log_wqe_sz: min(ilog2(max_pages_per_wqe) +
	// page_shift, MLX5_MPWRQ_MAX_LOG_WQE_SZ = 18), assuming the device allows
	// at least 15 aligned SQ WQEBBs for the UMR WQE: every MPWQE is 256 KiB.
	LogWQESize = 18

	// DefaultLogStrideSizeNonlinear is MLX5_MPWRQ_DEF_LOG_STRIDE_SZ =
	// max(6 + cache_line_128byte, order_base_2(MLX5E_RX_MAX_HEAD = 256)) = 8.
	DefaultLogStrideSizeNonlinear = 8

	// DefaultLogRQMTUFrames is MLX5E_PARAMS_DEFAULT_LOG_RQ_SIZE: room for 1024
	// MTU-sized frames; "ethtool -G rx" changes it.
	DefaultLogRQMTUFrames = 10
	// MinLogRQMTUFrames and MaxLogRQMTUFrames bound LogRQMTUFrames
	// (ethtool accepts 64..8192 receive frames).
	MinLogRQMTUFrames = 6
	MaxLogRQMTUFrames = 13

	// minLogRQSizeMPW is MLX5E_PARAMS_MINIMUM_LOG_RQ_SIZE_MPW: at least 4 WQEs.
	minLogRQSizeMPW = 2

	// MinMTU and MaxMTU bound the MTUs NewGeometry accepts (ETH_MIN_MTU and
	// the ConnectX hardware maximum of 9978).
	MinMTU = 68
	MaxMTU = 9978

	// Legal MPWQE stride ranges, mlx5e_verify_rx_mpwqe_strides with the
	// ext_stride_num_range capability (include/linux/mlx5/device.h).
	minLogStrideSize  = 6
	maxLogStrideSize  = 13
	minLogNumStrides  = 3
	maxLogNumStrides  = 16
	logPagesPerWQEMax = LogWQESize - PageShift
)

// GeometryParams are the inputs of the striding RQ sizing in en/params.c.
// LogRQMTUFrames 0 means DefaultLogRQMTUFrames.
type GeometryParams struct {
	MTU            int  // netdev (software) MTU, e.g. 1500 or 9000
	XDP            bool // an XDP program is attached to the RQ
	CQECompression bool // the rx_cqe_compress private flag
	LogRQMTUFrames int  // log2 of the ring size in MTU frames; 0 => 10
	LRO            bool // hardware LRO: forces a nonlinear striding RQ (mlx5e_rx_is_linear_skb)
	RQ             RQType
}

// Geometry is the layout of one striding receive queue (MPWQE RQ), computed
// by NewGeometry with the formulas of mlx5e_mpwqe_get_log_stride_size,
// mlx5e_mpwqe_get_log_num_strides, mlx5e_mpwqe_get_log_rq_size and
// mlx5e_build_rx_cq_param. Sizes are in bytes.
//
//	WQE 0: |stride 0|stride 1| ... |stride StridesPerWQE-1|   WQESize bytes,
//	       |<--- page 0 --->|<--- page 1 --->| ...          PagesPerWQE pages
//
// In linear mode every packet takes exactly one stride and starts Headroom
// bytes into it; its skb_shared_info follows the data at
// va + SKB_DATA_ALIGN(Headroom + len).
type Geometry struct {
	RQ             RQType
	Linear         bool // mlx5e_rx_mpwqe_is_linear_skb: one packet per stride, skb built around the buffer
	Headroom       int  // bytes in front of the packet in its stride (mlx5e_get_rq_headroom)
	StrideSize     int  // 1 << log_stride_sz
	StridesPerWQE  int  // 1 << log_num_strides
	PagesPerWQE    int  // order-0 pages backing one MPWQE (mlx5e_mpwrq_pages_per_wqe)
	PacketsPerPage int  // strides per page in linear mode; 0 when nonlinear
	WQEs           int  // 1 << log_rq_size: WQEs in the linked list (at most WQEs-1 are posted)
	CQEntries      int  // 1 << log_cq_size: 64-byte CQE slots in the RX CQ
	WQESize        int  // 1 << log_wqe_sz
	MaxHead        int  // nonlinear: bytes copied into the skb's linear part at most (MLX5E_RX_MAX_HEAD); 0 when linear
	Compound       bool // the WQE is one compound page: every frag refers to its head page's struct page
}

// skbDataAlign is SKB_DATA_ALIGN: round up to the cache line.
func skbDataAlign(x int) int { return (x + LineSize - 1) &^ (LineSize - 1) }

// skbFragSize is MLX5_SKB_FRAG_SZ: the data area plus the aligned shinfo.
func skbFragSize(x int) int { return skbDataAlign(x) + ShinfoSize }

// orderBase2 is order_base_2: the log2 of x rounded up to a power of two.
func orderBase2(x int) int {
	n := 0
	for 1<<n < x {
		n++
	}
	return n
}

// NewGeometry computes the striding RQ layout for p. It returns an error if
// the MTU or the ring size is out of range, or if no legal striding layout
// exists. CQE compression does not change the layout: the devices modelled
// report mini_cqe_resp_stride_index, so striding RQ stays selected
// (mlx5e_build_rq_params).
func NewGeometry(p GeometryParams) (Geometry, error) {
	if p.MTU < MinMTU || p.MTU > MaxMTU {
		return Geometry{}, fmt.Errorf("model: mtu %d is out of range %d..%d", p.MTU, MinMTU, MaxMTU)
	}
	logFrames := p.LogRQMTUFrames
	if logFrames == 0 {
		logFrames = DefaultLogRQMTUFrames
	}
	if logFrames < MinLogRQMTUFrames || logFrames > MaxLogRQMTUFrames {
		return Geometry{}, fmt.Errorf("model: log_rq_mtu_frames %d is out of range %d..%d",
			logFrames, MinLogRQMTUFrames, MaxLogRQMTUFrames)
	}
	switch p.RQ {
	case RQLegacy:
		return legacyGeometry(p, logFrames)
	case RQStridingV46:
		return v46Geometry(), nil
	case RQStriding:
	default:
		return Geometry{}, fmt.Errorf("model: unknown RQ type %d", p.RQ)
	}
	hwMTU := p.MTU + HardMTU

	// mlx5e_get_linear_rq_headroom (NET_IP_ALIGN is 0 on x86-64).
	linearHeadroom := RXHeadroom
	if p.XDP {
		linearHeadroom = XDPHeadroom
	}
	// mlx5e_rx_is_linear_skb: no LRO, and the skb's buffer
	// (mlx5e_rx_get_linear_sz_skb: headroom, hw_mtu and the shinfo) fits
	// a page.
	linearSkb := !p.LRO && skbFragSize(linearHeadroom+hwMTU) <= PageSize
	// mlx5e_rx_get_linear_stride_sz(mpwqe = true): with XDP on a striding
	// RQ whose skb is not linear, no_head_tail_room sizes the stride from
	// SKB_DATA_ALIGN(hw_mtu) alone ("another page is allocated for the
	// linear part"); the stride sizes the ring's WQEs
	// (mlx5e_mpwqe_log_pkts_per_wqe) even when the RQ is nonlinear.
	stride := skbFragSize(linearHeadroom + hwMTU)
	if p.XDP && !linearSkb {
		stride = skbDataAlign(hwMTU)
	}
	linearStride := 1 << orderBase2(stride)
	if p.XDP && linearStride < PageSize {
		linearStride = PageSize
	}
	logLinearStride := orderBase2(linearStride)

	// mlx5e_rx_mpwqe_is_linear_skb.
	linear := linearSkb && LogWQESize >= logLinearStride &&
		stridesLegal(logLinearStride, LogWQESize-logLinearStride)

	g := Geometry{Linear: linear, PagesPerWQE: 1 << logPagesPerWQEMax, WQESize: 1 << LogWQESize}
	var logStride int
	switch {
	case linear:
		logStride = logLinearStride
		g.Headroom = linearHeadroom
	case p.XDP:
		logStride = PageShift
	default:
		logStride = DefaultLogStrideSizeNonlinear
	}
	logNumStrides := LogWQESize - logStride
	if !stridesLegal(logStride, logNumStrides) {
		return Geometry{}, fmt.Errorf("model: no legal striding layout for mtu %d (log_stride_sz %d, log_num_strides %d)",
			p.MTU, logStride, logNumStrides)
	}
	g.StrideSize = 1 << logStride
	g.StridesPerWQE = 1 << logNumStrides
	if linear {
		g.PacketsPerPage = PageSize / g.StrideSize
	} else {
		g.MaxHead = MaxHeadNonlinear
	}

	// mlx5e_mpwqe_get_log_rq_size: sized in linear-stride packets even when
	// the RQ is nonlinear.
	logPktsPerWQE := LogWQESize - logLinearStride
	logRQSize := max(logFrames-logPktsPerWQE, minLogRQSizeMPW)
	g.WQEs = 1 << logRQSize
	g.CQEntries = 1 << (logRQSize + logNumStrides) // mlx5e_build_rx_cq_param
	return g, nil
}

// stridesLegal is mlx5e_verify_rx_mpwqe_strides with ext_stride_num_range.
func stridesLegal(logStride, logNum int) bool {
	return logStride >= minLogStrideSize && logStride <= maxLogStrideSize &&
		logNum >= minLogNumStrides && logNum <= maxLogNumStrides
}

// PostedWQEsMax is the number of WQEs the device can own at once:
// mlx5_wq_ll_is_full keeps one WQE of the linked list back (wq_sz - 1).
// The model's legacy RQ is a linked list too, as in 2016.
func (g Geometry) PostedWQEsMax() int { return g.WQEs - 1 }

// RingBytes is the memory of the ring's packet buffers.
func (g Geometry) RingBytes() int { return g.WQEs * g.WQESize }

// RingPages is the number of 4 KiB pages backing the ring.
func (g Geometry) RingPages() int { return (g.RingBytes() + PageSize - 1) / PageSize }

// Capacity is the number of packets the posted WQEs can hold when every
// packet takes one stride (small packets).
func (g Geometry) Capacity() int { return g.PostedWQEsMax() * g.StridesPerWQE }

// StrideAddr is the WQE-relative offset of stride s.
func (g Geometry) StrideAddr(s int) int { return s * g.StrideSize }

// ShinfoOffset is the stride-relative offset of the skb_shared_info of a
// linear packet of len bytes: SKB_DATA_ALIGN(headroom + len)
// (__finalize_skb_around via napi_build_skb).
func (g Geometry) ShinfoOffset(length int) int { return skbDataAlign(g.Headroom + length) }

// MaxPacketLen is the largest frame the ring accepts, hw_mtu bytes; longer
// frames are dropped as oversize_pkts_sw_drop in linear mode.
func MaxPacketLen(mtu int) int { return mtu + HardMTU }
