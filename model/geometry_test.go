package model

import "testing"

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
