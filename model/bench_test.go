package model

import "testing"

// BenchmarkUDPFloodStrideAhead runs the seed 000 default (UDP 512 B flood
// at line rate, stride-ahead at distance 4) and reports simulated packets
// per second of wall time.
// The trace is off, as in rxsim and sweeps; BenchmarkUDPFloodStrideAheadTraced
// keeps every record, as the visualizer does.
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
	s.RunPackets(20000)
	b.ReportAllocs()
	b.ResetTimer()
	const per = 1000
	before := s.Metrics().Packets
	for i := 0; i < b.N; i++ {
		s.RunPackets(per)
	}
	b.StopTimer()
	pkts := float64(s.Metrics().Packets - before)
	b.ReportMetric(pkts/b.Elapsed().Seconds(), "simpkts/s")
	b.ReportMetric(0, "ns/op")
}
