package model

import (
	"os"
	"testing"
)

// mlx5Names are counter names `ethtool -S` prints for an mlx5 device, as
// drivers/net/ethernet/mellanox/mlx5/core/en_stats.c declares them:
// sw_stats_desc (MLX5E_DECLARE_STAT(struct mlx5e_sw_stats, ...)),
// q_stats_desc (rx_out_of_buffer) and the PPCNT group (rx_packets_phy).
// A counter EthtoolCounters marks Mlx5 must be one of them.
var mlx5Names = map[string]bool{
	"rx_packets": true, "rx_bytes": true, "rx_lro_packets": true, "rx_lro_bytes": true,
	"rx_gro_packets": true, "rx_gro_bytes": true, "rx_gro_skbs": true,
	"rx_csum_unnecessary": true, "rx_csum_none": true, "rx_csum_complete": true,
	"rx_xdp_drop": true, "rx_xdp_redirect": true, "rx_xdp_tx_xmit": true, "rx_xdp_tx_full": true,
	"rx_xdp_tx_err": true, "rx_xdp_tx_cqe": true, "rx_wqe_err": true,
	"rx_mpwqe_filler_cqes": true, "rx_mpwqe_filler_strides": true, "rx_oversize_pkts_sw_drop": true,
	"rx_buff_alloc_err": true, "rx_cqe_compress_blks": true, "rx_cqe_compress_pkts": true,
	"rx_congst_umr": true, "rx_arfs_err": true, "rx_recover": true,
	"ch_events": true, "ch_poll": true, "ch_arm": true, "ch_aff_change": true, "ch_force_irq": true, "ch_eq_rearm": true,
	"rx_out_of_buffer": true, "rx_packets_phy": true,
}

// TestCounterNames: every counter marked Mlx5 is a name mlx5 prints, the
// model's own are not, and no name appears twice.
func TestCounterNames(t *testing.T) {
	seen := map[string]bool{}
	for _, c := range (Metrics{}).EthtoolCounters(nil) {
		if seen[c.Name] {
			t.Errorf("%s appears twice", c.Name)
		}
		seen[c.Name] = true
		if c.Mlx5 != mlx5Names[c.Name] {
			t.Errorf("%s: marked Mlx5 %v; en_stats.c's list says %v", c.Name, c.Mlx5, mlx5Names[c.Name])
		}
		if c.Doc == "" {
			t.Errorf("%s: no doc", c.Name)
		}
	}
	if len(seen) != NumCounters {
		t.Errorf("%d counters; NumCounters is %d", len(seen), NumCounters)
	}
}

// counter is c's value by name.
func counter(t *testing.T, cs []Counter, name string) uint64 {
	t.Helper()
	for _, c := range cs {
		if c.Name == name {
			return c.Value
		}
	}
	t.Fatalf("no counter %s", name)
	return 0
}

// TestCountersConserveFrames: every frame the port received is dropped
// under a named counter, handed to XDP, turned into an skb, or still in
// the ring — at every slice of a run, on configurations that exercise
// each way out (XDP, drops at a full ring, oversize frames, compression
// and fillers, the driver's sink), and across a metrics reset (the
// ring's frames at the window's start count on the other side).
func TestCountersConserveFrames(t *testing.T) {
	cases := []struct {
		name string
		set  [][2]string
	}{
		{"default", nil},
		{"xdp-drop", [][2]string{{"xdp", "drop"}, {"size", "64"}}},
		{"xdp-tx", [][2]string{{"xdp", "tx"}, {"size", "64"}}},
		{"burst-small-ring", [][2]string{{"traffic", "burst"}, {"ring", "64"}, {"size", "64"}}},
		{"compress", [][2]string{{"cqe-compress", "on"}, {"size", "64"}}},
		{"jumbo-mixed", [][2]string{{"traffic", "mixed"}, {"mtu", "9000"}}},
		{"driver-drop", [][2]string{{"sink", "driver-drop"}, {"size", "64"}}},
		{"legacy", [][2]string{{"rq", "legacy"}, {"size", "64"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := New(goldenConfig(t, c.set))
			if err != nil {
				t.Fatal(err)
			}
			s.SetTraceLevel(TraceOff)
			s.RunUntil(100 * Microsecond)
			s.ResetMetrics()
			before := s.RingCount().Frames
			var cs []Counter
			for step := 1; step <= 40; step++ {
				s.RunUntil(100*Microsecond + Time(step)*23*Microsecond + Time(step*step)*Nanosecond)
				cs = s.Metrics().EthtoolCounters(cs[:0])
				in := s.RingCount().Frames
				out := counter(t, cs, "rx_out_of_buffer") + counter(t, cs, "rx_oversize_pkts_sw_drop") +
					counter(t, cs, "rx_xdp_drop") + counter(t, cs, "rx_xdp_tx_xmit") + counter(t, cs, "rx_packets")
				if got, want := int64(out)+int64(in)-int64(before), int64(counter(t, cs, "rx_packets_phy")); got != want {
					t.Fatalf("at %s: drops, XDP and rx_packets (%d) + in the ring now (%d) - at the window's start (%d) = %d; rx_packets_phy %d",
						s.Now(), out, in, before, got, want)
				}
			}
			if counter(t, cs, "rx_packets_phy") == 0 {
				t.Fatal("no frame arrived: the case tests nothing")
			}
		})
	}
}

// TestCountersSeeEachWay: the configurations that exercise a counter
// make it move (a counter stuck at 0 would pass conservation).
func TestCountersSeeEachWay(t *testing.T) {
	cases := []struct {
		set  [][2]string
		name string
	}{
		{nil, "rx_packets"},
		{nil, "rx_bytes"},
		{nil, "ch_poll"},
		{nil, "ch_events"},
		{[][2]string{{"xdp", "drop"}, {"size", "64"}}, "rx_xdp_drop"},
		{[][2]string{{"xdp", "tx"}, {"size", "64"}}, "rx_xdp_tx_xmit"},
		{[][2]string{{"cqe-compress", "on"}, {"size", "64"}}, "rx_cqe_compress_blks"},
		{[][2]string{{"cqe-compress", "on"}, {"size", "64"}}, "rx_cqe_compress_pkts"},
		{[][2]string{{"traffic", "burst"}, {"ring", "64"}, {"size", "64"}}, "rx_out_of_buffer"},
		{[][2]string{{"traffic", "mixed"}, {"mtu", "9000"}}, "rx_mpwqe_filler_cqes"},
		{[][2]string{{"traffic", "mixed"}, {"mtu", "9000"}}, "rx_mpwqe_filler_strides"},
		{[][2]string{{"sink", "driver-drop"}, {"size", "64"}}, "driver_dropped_skbs"},
		{nil, "umr_wqes_posted"},
	}
	for _, c := range cases {
		s, err := New(goldenConfig(t, c.set))
		if err != nil {
			t.Fatal(err)
		}
		s.SetTraceLevel(TraceOff)
		s.RunUntil(Millisecond)
		if counter(t, s.Metrics().EthtoolCounters(nil), c.name) == 0 {
			t.Errorf("%v: %s stayed 0", c.set, c.name)
		}
	}
}

// TestCompressCounters: rx_cqe_compress_pkts over rx_cqe_compress_blks is
// a session's mean length, within the profile's bound.
func TestCompressCounters(t *testing.T) {
	s, err := New(goldenConfig(t, [][2]string{{"cqe-compress", "on"}, {"size", "64"}}))
	if err != nil {
		t.Fatal(err)
	}
	s.RunUntil(Millisecond)
	cs := s.Metrics().EthtoolCounters(nil)
	blks, pkts := counter(t, cs, "rx_cqe_compress_blks"), counter(t, cs, "rx_cqe_compress_pkts")
	if blks == 0 || pkts < 2*blks || pkts > blks*uint64(s.compressMax) {
		t.Errorf("rx_cqe_compress_blks %d, rx_cqe_compress_pkts %d: want 2..%d completions a session", blks, pkts, s.compressMax)
	}
	if pkts > counter(t, cs, "rx_packets")+uint64(s.RingCount().Frames) {
		t.Errorf("rx_cqe_compress_pkts %d exceeds the packets there were", pkts)
	}
}

// TestEthtoolCountersNoAlloc: with a dst of capacity NumCounters the
// counters are read without allocating (the app reads them every frame).
func TestEthtoolCountersNoAlloc(t *testing.T) {
	s, err := New(DefaultConfig())
	if err != nil {
		t.Fatal(err)
	}
	s.RunUntil(50 * Microsecond)
	m := s.Metrics()
	dst := make([]Counter, 0, NumCounters)
	if n := testing.AllocsPerRun(100, func() { dst = m.EthtoolCounters(dst[:0]) }); n != 0 {
		t.Errorf("EthtoolCounters allocates %.0f times", n)
	}
}

// TestPerSecond reads a counter as ethtool -S deltas a second apart do.
func TestPerSecond(t *testing.T) {
	m := Metrics{Start: 0, End: 2 * Millisecond, Arrived: 3000}
	c := m.EthtoolCounters(nil)[0]
	if got := m.PerSecond(c); got != 1.5e6 {
		t.Errorf("3000 frames in 2 ms: %v/s; want 1.5e6", got)
	}
	if got := (Metrics{}).PerSecond(c); got != 0 {
		t.Errorf("empty window: %v/s; want 0", got)
	}
}

// ExampleWriteEthtool: the default configuration's counters over 100 µs
// after a 500 µs warm-up, as `ethtool -S` deltas.
func ExampleWriteEthtool() {
	s, _ := New(DefaultConfig())
	s.SetTraceLevel(TraceOff)
	s.RunUntil(500 * Microsecond)
	s.ResetMetrics()
	s.RunUntil(600 * Microsecond)
	WriteEthtool(os.Stdout, s.Metrics())
	// Output:
	// NIC statistics:
	//      rx_packets_phy: 2360
	//      rx_packets: 337
	//      rx_bytes: 171196
	//      rx_out_of_buffer: 2104
	//      rx_oversize_pkts_sw_drop: 0
	//      rx_xdp_drop: 0
	//      rx_xdp_tx_xmit: 0
	//      rx_cqe_compress_blks: 0
	//      rx_cqe_compress_pkts: 0
	//      rx_mpwqe_filler_cqes: 0
	//      rx_mpwqe_filler_strides: 0
	//      ch_events: 0
	//      ch_poll: 6
	// model counters (mlx5 has none of these):
	//      umr_wqes_posted: 4
	//      driver_dropped_skbs: 0
	//      udp_rcvbuf_errors: 190
	//      app_received_skbs: 146
	//      napi_freed_skbs: 356
	//      napi_locked_ops: 948
}
