package model

import "testing"

// BenchmarkTraffic runs the other configurations the chart sweeps and the
// scene list measure, with the trace and the timeline off as they have
// them: a TCP stream, XDP_DROP and XDP_TX on the UDP flood. It reports
// simulated NAPI packets per second of wall time (simpkts/s), as
// BenchmarkUDPFloodStrideAhead does for the default.
func BenchmarkTraffic(b *testing.B) {
	for _, tc := range []struct {
		name string
		set  func(*Config)
	}{
		{"tcp", func(c *Config) { c.Traffic = TCP }},
		{"xdp-drop", func(c *Config) { c.XDP = XDPDrop }},
		{"xdp-tx", func(c *Config) { c.XDP = XDPTx }},
	} {
		b.Run(tc.name, func(b *testing.B) {
			cfg := DefaultConfig()
			tc.set(&cfg)
			s, err := New(cfg)
			if err != nil {
				b.Fatal(err)
			}
			s.SetTraceLevel(TraceOff)
			s.SetTimeline(false)
			s.RunPackets(20000)
			b.ReportAllocs()
			b.ResetTimer()
			m0 := s.Metrics()
			for i := 0; i < b.N; i++ {
				s.RunPackets(1000)
			}
			b.StopTimer()
			m := s.Metrics()
			b.ReportMetric(float64(m.Packets-m0.Packets)/b.Elapsed().Seconds(), "simpkts/s")
			b.ReportMetric(0, "ns/op")
		})
	}
}
