package model

import "fmt"

// RQType is the receive queue's work queue type: how the ring hands
// buffers to the device.
type RQType uint8

const (
	// RQStriding is today's striding RQ (MLX5_WQ_TYPE_LINKED_LIST_STRIDING_RQ):
	// 256 KiB MPWQEs cut in strides, sized by en/params.c (geometry.go),
	// reposted through UMRs a poll later.
	RQStriding RQType = iota
	// RQLegacy is the legacy RQ: one packet buffer per WQE
	// (mlx5e_skb_from_cqe_linear), the shape of mlx5 before striding RQ and
	// of mlx4's cyclic ring (mlx4_en_process_rx_cq). A WQE is reposted at
	// the end of the poll that consumed it, with no UMR.
	RQLegacy
	// RQStridingV46 is the first striding RQ (v4.6, seed 003): 16 WQEs of
	// 1024 strides of 128 bytes in one order-5 page each, nonlinear: the
	// driver copies up to 128 bytes into a fresh skb and attaches the rest
	// as a page frag (MLX5_MPWRQ_SMALL_PACKET_THRESHOLD). WQEs are posted
	// directly, with no UMR.
	RQStridingV46
	numRQTypes
)

var rqNames = [...]string{"striding", "legacy", "striding-v4.6"}

func (t RQType) String() string {
	if int(t) < len(rqNames) {
		return rqNames[t]
	}
	panic("model: RQType.String: unknown type")
}

// Constants of the v4.6 striding RQ (seed 003: "NUM WQEs = 16, Strides
// Per WQE = 1024, Stride Size = 128").
const (
	v46WQEs          = 16
	v46Strides       = 1024
	v46StrideSize    = 128
	v46SmallPktBytes = 128 // MLX5_MPWRQ_SMALL_PACKET_THRESHOLD
)

// MaxHeadNonlinear is MLX5E_RX_MAX_HEAD: the bytes today's nonlinear path
// copies (or, with eth_get_headlen, at most parses) into the skb's linear
// part.
const MaxHeadNonlinear = 256

// legacyGeometry is the legacy RQ: 1 << logFrames WQEs of one linear
// buffer each, frag_stride = roundup_pow_of_two(MLX5_SKB_FRAG_SZ(headroom +
// hw_mtu)), a page with XDP (mlx5e_build_rq_frags_info); one CQE per WQE.
// The model's legacy RQ is linear only (MTU 1500).
func legacyGeometry(p GeometryParams, logFrames int) (Geometry, error) {
	headroom := RXHeadroom
	if p.XDP {
		headroom = XDPHeadroom
	}
	frag := skbFragSize(headroom + p.MTU + HardMTU)
	if frag > PageSize {
		return Geometry{}, fmt.Errorf("model: the legacy RQ is modelled for linear buffers only (mtu %d needs %d bytes)", p.MTU, frag)
	}
	stride := 1 << orderBase2(frag)
	if p.XDP {
		stride = PageSize
	}
	n := 1 << logFrames
	return Geometry{
		RQ: RQLegacy, Linear: true, Headroom: headroom, StrideSize: stride, StridesPerWQE: 1,
		PagesPerWQE: max(1, stride/PageSize), PacketsPerPage: PageSize / stride,
		WQEs: n, CQEntries: n, WQESize: stride,
	}, nil
}

// v46Geometry is the v4.6 striding RQ of seed 003, whatever the MTU and
// ring knobs say (the 2016 driver had fixed sizes).
func v46Geometry() Geometry {
	return Geometry{
		RQ: RQStridingV46, StrideSize: v46StrideSize, StridesPerWQE: v46Strides,
		PagesPerWQE: v46Strides * v46StrideSize / PageSize, WQEs: v46WQEs,
		CQEntries: v46WQEs * v46Strides, WQESize: v46Strides * v46StrideSize,
		MaxHead: v46SmallPktBytes, Compound: true,
	}
}
