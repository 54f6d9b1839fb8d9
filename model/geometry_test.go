package model

import (
	"fmt"
	"testing"
)

// TestGeometryTable reproduces the table of default geometries (x86-64,
// 4 KiB pages, hard_mtu 22) in the driver notes, §1.5.
func TestGeometryTable(t *testing.T) {
	tests := []struct {
		name string
		p    GeometryParams
		want Geometry
	}{
		{"linear, no XDP", GeometryParams{MTU: 1500},
			Geometry{Linear: true, Headroom: 64, StrideSize: 2048, StridesPerWQE: 128, PagesPerWQE: 64, PacketsPerPage: 2, WQEs: 8, CQEntries: 1024, WQESize: 256 << 10}},
		{"linear, no XDP, compression", GeometryParams{MTU: 1500, CQECompression: true},
			Geometry{Linear: true, Headroom: 64, StrideSize: 2048, StridesPerWQE: 128, PagesPerWQE: 64, PacketsPerPage: 2, WQEs: 8, CQEntries: 1024, WQESize: 256 << 10}},
		{"linear, XDP", GeometryParams{MTU: 1500, XDP: true},
			Geometry{Linear: true, Headroom: 256, StrideSize: 4096, StridesPerWQE: 64, PagesPerWQE: 64, PacketsPerPage: 1, WQEs: 16, CQEntries: 1024, WQESize: 256 << 10}},
		{"nonlinear, MTU 9000", GeometryParams{MTU: 9000},
			Geometry{Linear: false, Headroom: 0, StrideSize: 256, StridesPerWQE: 1024, PagesPerWQE: 64, PacketsPerPage: 0, WQEs: 64, CQEntries: 65536, WQESize: 256 << 10, MaxHead: 256}},
		{"nonlinear, MTU 9000, XDP", GeometryParams{MTU: 9000, XDP: true},
			Geometry{Linear: false, Headroom: 0, StrideSize: 4096, StridesPerWQE: 64, PagesPerWQE: 64, PacketsPerPage: 0, WQEs: 64, CQEntries: 4096, WQESize: 256 << 10, MaxHead: 256}},
		{"linear, ethtool -G rx 8192", GeometryParams{MTU: 1500, LogRQMTUFrames: 13},
			Geometry{Linear: true, Headroom: 64, StrideSize: 2048, StridesPerWQE: 128, PagesPerWQE: 64, PacketsPerPage: 2, WQEs: 64, CQEntries: 8192, WQESize: 256 << 10}},
		{"nonlinear, MTU 1500, LRO", GeometryParams{MTU: 1500, LRO: true},
			Geometry{Linear: false, Headroom: 0, StrideSize: 256, StridesPerWQE: 1024, PagesPerWQE: 64, WQEs: 8, CQEntries: 8192, WQESize: 256 << 10, MaxHead: 256}},
		{"legacy RQ, 1024 entries", GeometryParams{MTU: 1500, RQ: RQLegacy},
			Geometry{RQ: RQLegacy, Linear: true, Headroom: 64, StrideSize: 2048, StridesPerWQE: 1, PagesPerWQE: 1, PacketsPerPage: 2, WQEs: 1024, CQEntries: 1024, WQESize: 2048}},
		{"legacy RQ, XDP: a page per packet", GeometryParams{MTU: 1500, XDP: true, RQ: RQLegacy},
			Geometry{RQ: RQLegacy, Linear: true, Headroom: 256, StrideSize: 4096, StridesPerWQE: 1, PagesPerWQE: 1, PacketsPerPage: 1, WQEs: 1024, CQEntries: 1024, WQESize: 4096}},
		{"v4.6 striding RQ (seed 003): 16 × 1024 × 128 B", GeometryParams{MTU: 1500, RQ: RQStridingV46},
			Geometry{RQ: RQStridingV46, StrideSize: 128, StridesPerWQE: 1024, PagesPerWQE: 32, WQEs: 16, CQEntries: 16384, WQESize: 128 << 10, MaxHead: 128, Compound: true}},
		{"linear, ethtool -G rx 64 (minimum 4 WQEs)", GeometryParams{MTU: 1500, LogRQMTUFrames: 6},
			Geometry{Linear: true, Headroom: 64, StrideSize: 2048, StridesPerWQE: 128, PagesPerWQE: 64, PacketsPerPage: 2, WQEs: 4, CQEntries: 512, WQESize: 256 << 10}},
	}
	for _, tt := range tests {
		got, err := NewGeometry(tt.p)
		if err != nil {
			t.Errorf("%s: NewGeometry(%+v): %v", tt.name, tt.p, err)
			continue
		}
		if got != tt.want {
			t.Errorf("%s: got %+v; want %+v", tt.name, got, tt.want)
		}
		if got.PostedWQEsMax() != tt.want.WQEs-1 || got.RingPages()*PageSize < got.RingBytes() {
			t.Errorf("%s: PostedWQEsMax = %d; want %d", tt.name, got.PostedWQEsMax(), tt.want.WQEs-1)
		}
	}
}

func TestGeometryErrors(t *testing.T) {
	for _, p := range []GeometryParams{
		{MTU: 0}, {MTU: 67}, {MTU: 9979}, {MTU: 1500, LogRQMTUFrames: 5}, {MTU: 1500, LogRQMTUFrames: 14}, {MTU: 1500, LogRQMTUFrames: -1},
	} {
		if _, err := NewGeometry(p); err == nil {
			t.Errorf("NewGeometry(%+v): got nil error; want one", p)
		}
	}
}

// TestShinfoOffset checks the examples of §3.5: with headroom 64 a 64 B
// frame puts its shinfo at va+128, 512 B at va+576, 1514 B at va+1600; with
// XDP headroom 256 a 512 B frame at va+768.
func TestShinfoOffset(t *testing.T) {
	lin, _ := NewGeometry(GeometryParams{MTU: 1500})
	xdp, _ := NewGeometry(GeometryParams{MTU: 1500, XDP: true})
	tests := []struct {
		g    Geometry
		len  int
		want int
	}{
		{lin, 64, 128}, {lin, 512, 576}, {lin, 1514, 1600}, {xdp, 512, 768},
	}
	for _, tt := range tests {
		if got := tt.g.ShinfoOffset(tt.len); got != tt.want {
			t.Errorf("headroom %d, len %d: got %d; want %d", tt.g.Headroom, tt.len, got, tt.want)
		}
	}
}

// kernelGeometry is en/params.c for the striding RQ of an x86-64 build
// (4 KiB pages, a device with ext_stride_num_range and room for 64 MTTs
// in a UMR WQE), transcribed function by function, to hold NewGeometry
// to at every MTU, XDP and LRO setting and ring size.
type kernelGeometry struct {
	mtu, logFrames int
	xdp, lro       bool
}

// hwMTU is MLX5E_SW2HW_MTU.
func (k kernelGeometry) hwMTU() int { return k.mtu + HardMTU }

// mlx5eGetLinearRQHeadroom is mlx5e_get_linear_rq_headroom (NET_IP_ALIGN 0).
func (k kernelGeometry) mlx5eGetLinearRQHeadroom() int {
	if k.xdp {
		return XDPHeadroom
	}
	return RXHeadroom
}

// mlx5eRxGetLinearSzSkb is mlx5e_rx_get_linear_sz_skb.
func (k kernelGeometry) mlx5eRxGetLinearSzSkb(noHeadTailRoom bool) int {
	if noHeadTailRoom {
		return skbDataAlign(k.hwMTU())
	}
	return skbDataAlign(k.mlx5eGetLinearRQHeadroom()+k.hwMTU()) + ShinfoSize // MLX5_SKB_FRAG_SZ
}

// mlx5eRxIsLinearSkb is mlx5e_rx_is_linear_skb.
func (k kernelGeometry) mlx5eRxIsLinearSkb() bool {
	return !k.lro && k.mlx5eRxGetLinearSzSkb(false) <= PageSize
}

// mlx5eRxGetLinearStrideSz is mlx5e_rx_get_linear_stride_sz(mpwqe = true).
func (k kernelGeometry) mlx5eRxGetLinearStrideSz() int {
	noHeadTailRoom := k.xdp && !k.mlx5eRxIsLinearSkb()
	sz := 1
	for sz < k.mlx5eRxGetLinearSzSkb(noHeadTailRoom) { // roundup_pow_of_two
		sz <<= 1
	}
	if k.xdp && sz < PageSize {
		return PageSize
	}
	return sz
}

// mlx5eVerifyRxMPWQEStrides is mlx5e_verify_rx_mpwqe_strides.
func mlx5eVerifyRxMPWQEStrides(logStride, logNum int) bool {
	return logStride+logNum == LogWQESize && logStride >= 6 && logStride <= 13 && logNum <= 16 && logNum >= 3
}

// mlx5eRxMPWQEIsLinearSkb is mlx5e_rx_mpwqe_is_linear_skb.
func (k kernelGeometry) mlx5eRxMPWQEIsLinearSkb() bool {
	if !k.mlx5eRxIsLinearSkb() {
		return false
	}
	logStride := orderBase2(k.mlx5eRxGetLinearStrideSz())
	if LogWQESize < logStride {
		return false
	}
	return mlx5eVerifyRxMPWQEStrides(logStride, LogWQESize-logStride)
}

// mlx5eMPWQEGetLogStrideSize is mlx5e_mpwqe_get_log_stride_size.
func (k kernelGeometry) mlx5eMPWQEGetLogStrideSize() int {
	if k.mlx5eRxMPWQEIsLinearSkb() {
		return orderBase2(k.mlx5eRxGetLinearStrideSz())
	}
	if k.xdp {
		return PageShift
	}
	return 8 // MLX5_MPWRQ_DEF_LOG_STRIDE_SZ
}

// mlx5eMPWQEGetLogRQSize is mlx5e_mpwqe_get_log_rq_size.
func (k kernelGeometry) mlx5eMPWQEGetLogRQSize() int {
	logPktsPerWQE := LogWQESize - orderBase2(k.mlx5eRxGetLinearStrideSz()) // mlx5e_mpwqe_log_pkts_per_wqe
	if k.logFrames < logPktsPerWQE+2 {                                     // MLX5E_PARAMS_MINIMUM_LOG_RQ_SIZE_MPW
		return 2
	}
	return k.logFrames - logPktsPerWQE
}

// TestGeometryIsTheKernels compares NewGeometry with the transcription of
// en/params.c at every MTU from 68 to 9978, with and without XDP and LRO
// (LRO and XDP do not go together), at every ring size: the stride
// (mlx5e_mpwqe_get_log_stride_size), the strides per WQE
// (mlx5e_mpwqe_get_log_num_strides), the WQEs (mlx5e_mpwqe_get_log_rq_size)
// and the CQ (mlx5e_build_rx_cq_param: log_rq_size + log_num_strides).
func TestGeometryIsTheKernels(t *testing.T) {
	bad := 0
	for mtu := MinMTU; mtu <= MaxMTU; mtu++ {
		for _, opt := range [][2]bool{{false, false}, {true, false}, {false, true}} {
			for logFrames := MinLogRQMTUFrames; logFrames <= MaxLogRQMTUFrames; logFrames++ {
				k := kernelGeometry{mtu: mtu, logFrames: logFrames, xdp: opt[0], lro: opt[1]}
				g, err := NewGeometry(GeometryParams{MTU: mtu, XDP: k.xdp, LRO: k.lro, LogRQMTUFrames: logFrames})
				if err != nil {
					t.Fatalf("%+v: %v", k, err)
				}
				logStride := k.mlx5eMPWQEGetLogStrideSize()
				logNum := LogWQESize - logStride // mlx5e_mpwqe_get_log_num_strides
				logRQ := k.mlx5eMPWQEGetLogRQSize()
				want := [...]int{1 << logStride, 1 << logNum, 1 << logRQ, 1 << (logRQ + logNum)}
				got := [...]int{g.StrideSize, g.StridesPerWQE, g.WQEs, g.CQEntries}
				if got != want || g.Linear != k.mlx5eRxMPWQEIsLinearSkb() {
					if bad++; bad <= 10 {
						t.Errorf("%+v: stride, strides, WQEs, CQEs %v linear %v; the kernel's %v linear %v", k, got, g.Linear, want, k.mlx5eRxMPWQEIsLinearSkb())
					}
				}
			}
		}
	}
}

// TestGeometryXDPNonlinear holds the rows where no_head_tail_room decides
// the ring (mlx5e_rx_get_linear_stride_sz): with XDP at MTU 4000 the
// skb is not linear, the stride that sizes the ring is
// SKB_DATA_ALIGN(4022) rounded up to 4096, 64 packets a WQE, so 1024
// frames take 16 WQEs, not the 32 that head and tail room would give.
func TestGeometryXDPNonlinear(t *testing.T) {
	for _, c := range []struct {
		mtu, wqes, cqes int
	}{
		{3498, 16, 1024}, // linear: 256 + 3520 + 320 = 4096
		{3499, 16, 1024}, // nonlinear from here: 4 KiB strides, ring sized without head and tail room
		{4074, 16, 1024}, // hw_mtu 4096: still one page
		{4075, 32, 2048}, // hw_mtu 4097 rounds up to 8 KiB
		{8170, 32, 2048},
		{8171, 64, 4096},
	} {
		g, err := NewGeometry(GeometryParams{MTU: c.mtu, XDP: true})
		if err != nil {
			t.Fatal(err)
		}
		if g.WQEs != c.wqes || g.CQEntries != c.cqes || g.StrideSize != PageSize {
			t.Errorf("XDP, MTU %d: %d WQEs, %d CQEs, stride %d; want %d, %d, 4096", c.mtu, g.WQEs, g.CQEntries, g.StrideSize, c.wqes, c.cqes)
		}
	}
}

// TestLegacyWQEBulk holds the legacy RQ's refill bulk to
// mlx5e_rx_compute_wqe_bulk_params at a few rings: a quarter of the
// ring, at most 512 KiB (256 KiB with XDP) of strides, at least the WQEs
// of one page.
func TestLegacyWQEBulk(t *testing.T) {
	for _, c := range []struct {
		mtu, logFrames int
		xdp            bool
		want           int
	}{
		{1500, 10, false, 256}, // 2 KiB strides: 256 × 2 KiB = 512 KiB, a quarter of 1024
		{1500, 10, true, 64},   // 4 KiB strides: 256 KiB / 4 KiB
		{1500, 6, false, 16},   // a quarter of 64
		{1500, 13, false, 256}, // 512 KiB caps a quarter of 8192
		{68, 6, false, 16},     // 256 B strides: a quarter of 64 WQEs, 16 a page at least
		{68, 10, false, 256},
		{3000, 10, false, 128}, // 4 KiB strides: 512 KiB / 4 KiB
	} {
		g, err := NewGeometry(GeometryParams{MTU: c.mtu, XDP: c.xdp, LogRQMTUFrames: c.logFrames, RQ: RQLegacy})
		if err != nil {
			t.Fatal(err)
		}
		if got := minWQEBulk(g, c.xdp, false); got != c.want {
			t.Errorf("legacy RQ, MTU %d, %d frames, XDP %v: bulk %d; want %d", c.mtu, 1<<c.logFrames, c.xdp, got, c.want)
		}
		if got := minWQEBulk(g, c.xdp, true); got != 1 {
			t.Errorf("2016 legacy RQ: bulk %d; want 1", got)
		}
	}
}

// ExampleNewGeometry_mtu walks the MTU's notches: the stride grows with
// the MTU (mlx5e_rx_get_linear_stride_sz) until the skb no longer fits a
// page (mlx5e_rx_is_linear_skb) and the RQ turns nonlinear, with 256 B
// strides (MLX5_MPWRQ_DEF_LOG_STRIDE_SZ) and the ring still sized in
// linear strides (mlx5e_mpwqe_get_log_rq_size).
func ExampleNewGeometry_mtu() {
	for _, mtu := range mtuNotches {
		g, _ := NewGeometry(GeometryParams{MTU: int(mtu)})
		fmt.Printf("mtu %4.0f: linear %-5v stride %4d × %4d, %2d WQEs, %5d CQEs\n", mtu, g.Linear, g.StrideSize, g.StridesPerWQE, g.WQEs, g.CQEntries)
	}
	// Output:
	// mtu   68: linear true  stride  512 ×  512,  4 WQEs,  2048 CQEs
	// mtu  576: linear true  stride 1024 ×  256,  4 WQEs,  1024 CQEs
	// mtu 1280: linear true  stride 2048 ×  128,  8 WQEs,  1024 CQEs
	// mtu 1500: linear true  stride 2048 ×  128,  8 WQEs,  1024 CQEs
	// mtu 1642: linear true  stride 2048 ×  128,  8 WQEs,  1024 CQEs
	// mtu 3498: linear true  stride 4096 ×   64, 16 WQEs,  1024 CQEs
	// mtu 3690: linear true  stride 4096 ×   64, 16 WQEs,  1024 CQEs
	// mtu 9000: linear false stride  256 × 1024, 64 WQEs, 65536 CQEs
	// mtu 9978: linear false stride  256 × 1024, 64 WQEs, 65536 CQEs
}
