package model

import "testing"

// BenchmarkUDPFloodStrideAhead runs the seed 000 default (UDP 512 B flood
// at line rate, stride-ahead at distance 4) and reports simulated packets
// processed by NAPI per second of wall time (simpkts/s) and frames the
// device handled, placed or dropped (frames/s: at line rate most are
// dropped as rx_out_of_buffer).
// The trace and the timeline are off, as in rxsim and sweeps;
// BenchmarkUDPFloodStrideAheadTraced keeps every record and the timeline,
// as the visualizer does.
func BenchmarkUDPFloodStrideAhead(b *testing.B) { benchFlood(b, TraceOff) }

// BenchmarkUDPFloodStrideAheadTraced is the same run with the trace at
// TraceLines.
func BenchmarkUDPFloodStrideAheadTraced(b *testing.B) { benchFlood(b, TraceLines) }

func benchFlood(b *testing.B, level TraceLevel) {
	s, err := New(DefaultConfig())
	if err != nil {
		b.Fatal(err)
	}
	s.SetTraceLevel(level)
	s.SetTimeline(level != TraceOff)
	s.RunPackets(20000)
	b.ReportAllocs()
	b.ResetTimer()
	const per = 1000
	m0 := s.Metrics()
	for i := 0; i < b.N; i++ {
		s.RunPackets(per)
	}
	b.StopTimer()
	m := s.Metrics()
	sec := b.Elapsed().Seconds()
	// packets processed by NAPI per second of wall time
	b.ReportMetric(float64(m.Packets-m0.Packets)/sec, "simpkts/s")
	// frames the device handled (placed or dropped) per second of wall time
	b.ReportMetric(float64(m.Arrived-m0.Arrived)/sec, "frames/s")
	b.ReportMetric(0, "ns/op")
}

// TestSteadyStateAllocs: once warm, advancing the simulation allocates
// nothing, with the full trace on, across every traffic pattern and XDP
// verdict.
func TestSteadyStateAllocs(t *testing.T) {
	for _, tc := range []struct {
		name string
		set  func(*Config)
	}{
		{"udp", func(c *Config) {}},
		{"tcp", func(c *Config) { c.Traffic = TCP }},
		{"xdp-tx", func(c *Config) { c.XDP = XDPTx }},
		{"compress-lowrate", func(c *Config) { c.CQECompress, c.Traffic = true, LowRate }},
		{"bulk", func(c *Config) { c.Variant = "bulk" }},
		{"jumbo", func(c *Config) { c.MTU, c.Traffic = 9000, Mixed }},
	} {
		cfg := DefaultConfig()
		tc.set(&cfg)
		s, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		s.RunPackets(20000)
		var pv PacketView
		allocs := testing.AllocsPerRun(20, func() {
			s.RunPackets(500)
			s.RunUntil(s.Now() + 10*Microsecond)
			s.Packet(CurrentPacket, &pv)
			s.Packet(PrefetchedPacket, &pv)
			_ = s.Metrics()
			_ = s.Cursors()
			_ = s.StrideState(0, 0)
			_ = s.CQSlot(0)
		})
		if allocs != 0 {
			t.Errorf("%s: %.1f allocations per 500 packets in steady state; want 0", tc.name, allocs)
		}
	}
}

// BenchmarkNew and BenchmarkReset: building a simulation of the default
// scene afresh, and in the arrays of a previous one (the chart's sweep).
func BenchmarkNew(b *testing.B) {
	cfg := DefaultConfig()
	b.ReportAllocs()
	for b.Loop() {
		if _, err := New(cfg); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkReset(b *testing.B) {
	cfg := DefaultConfig()
	s, err := New(cfg)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if err := s.Reset(cfg); err != nil {
			b.Fatal(err)
		}
	}
}
