package model

// Since is the window of m after b, an earlier reading of the same run:
// every counter of m less b's, from b's End to m's End. It measures a
// running simulation as Measurement measures a run after its warm-up,
// without resetting the simulation's own counters (the screen's packet
// count keeps counting from the start).
func (m Metrics) Since(b Metrics) Metrics {
	d := Metrics{Start: b.End, End: m.End, CoreGHz: m.CoreGHz}
	d.Arrived = m.Arrived - b.Arrived
	d.Placed = m.Placed - b.Placed
	for i := range d.Dropped {
		d.Dropped[i] = m.Dropped[i] - b.Dropped[i]
	}
	d.Packets = m.Packets - b.Packets
	d.Fillers = m.Fillers - b.Fillers
	d.Delivered = m.Delivered - b.Delivered
	d.XDPDropped = m.XDPDropped - b.XDPDropped
	d.XDPTxed = m.XDPTxed - b.XDPTxed
	d.DriverDropped = m.DriverDropped - b.DriverDropped
	d.SocketDropped = m.SocketDropped - b.SocketDropped
	d.AppReceived = m.AppReceived - b.AppReceived
	d.SkbsFreed = m.SkbsFreed - b.SkbsFreed
	d.LockedOps = m.LockedOps - b.LockedOps
	d.Segments = m.Segments - b.Segments
	d.FragListChained = m.FragListChained - b.FragListChained
	d.HeadLinesRead = m.HeadLinesRead - b.HeadLinesRead
	d.HeadLinesWritten = m.HeadLinesWritten - b.HeadLinesWritten
	d.Bytes = m.Bytes - b.Bytes
	d.Polls = m.Polls - b.Polls
	d.IRQs = m.IRQs - b.IRQs
	d.Reposts = m.Reposts - b.Reposts
	d.WorkTime = m.WorkTime - b.WorkTime
	for i := range d.StallTime {
		d.StallTime[i] = m.StallTime[i] - b.StallTime[i]
	}
	d.IdleTime = m.IdleTime - b.IdleTime
	d.Prefetch = m.Prefetch.since(b.Prefetch)
	d.HWPrefetch = m.HWPrefetch.since(b.HWPrefetch)
	for i := range d.Demand {
		d.Demand[i] = m.Demand[i] - b.Demand[i]
		d.DemandLoads[i] = m.DemandLoads[i] - b.DemandLoads[i]
	}
	d.FBBusy = m.FBBusy - b.FBBusy
	d.FBFullWaits = m.FBFullWaits - b.FBFullWaits
	d.FBFullWait = m.FBFullWait - b.FBFullWait
	d.Injected = m.Injected - b.Injected
	d.SkbBytes = m.SkbBytes - b.SkbBytes
	d.CompressBlocks = m.CompressBlocks - b.CompressBlocks
	d.CompressPackets = m.CompressPackets - b.CompressPackets
	d.FillerStrides = m.FillerStrides - b.FillerStrides
	d.Instructions = m.Instructions - b.Instructions
	d.AppBusyTime = m.AppBusyTime - b.AppBusyTime
	return d
}

func (p PrefetchStats) since(b PrefetchStats) PrefetchStats {
	return PrefetchStats{
		Issued:    p.Issued - b.Issued,
		Useful:    p.Useful - b.Useful,
		Late:      p.Late - b.Late,
		Wasted:    p.Wasted - b.Wasted,
		Unused:    p.Unused - b.Unused,
		Dropped:   p.Dropped - b.Dropped,
		Redundant: p.Redundant - b.Redundant,
	}
}
