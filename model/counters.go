package model

import (
	"io"
	"strconv"
)

// The model's counters under the names `ethtool -S` prints for an mlx5
// device (drivers/net/ethernet/mellanox/mlx5/core/en_stats.c: the sw
// group's sw_stats_desc, the q counter's rx_out_of_buffer and the port's
// PPCNT rx_packets_phy), then what the model counts that mlx5 does not,
// under plain names of its own.
//
// The frames balance: every frame the port received was dropped under a
// named counter, handed to XDP, turned into an skb, or is still in the
// ring (Sim.RingCount):
//
//	rx_packets_phy = rx_out_of_buffer + rx_oversize_pkts_sw_drop
//	               + rx_xdp_drop + rx_xdp_tx_xmit + rx_packets + frames in the ring

// Counter is one line of `ethtool -S`: its name, its value over the
// measured window, and what it counts.
type Counter struct {
	Name  string
	Value uint64
	// Mlx5 says the name is one mlx5 prints; false marks a count the
	// model keeps that mlx5 has no counter for.
	Mlx5 bool
	Doc  string
}

// counterDef is how one Counter is read from Metrics.
type counterDef struct {
	name string
	mlx5 bool
	doc  string
}

// counterDefs are the counters in the order EthtoolCounters gives them.
var counterDefs = [...]counterDef{
	{"rx_packets_phy", true, "frames the port received (PPCNT), the dropped ones included"},
	{"rx_packets", true, "packets the RQ turned into skbs (mlx5e_complete_rx_cqe); XDP verdicts other than XDP_PASS are not counted here"},
	{"rx_bytes", true, "their CQE byte counts, FCS excluded"},
	{"rx_out_of_buffer", true, "frames the NIC dropped for want of a posted WQE (the q counter, read from firmware)"},
	{"rx_oversize_pkts_sw_drop", true, "frames longer than the linear stride (hw_mtu) dropped by the driver"},
	{"rx_xdp_drop", true, "XDP_DROP verdicts"},
	{"rx_xdp_tx_xmit", true, "XDP_TX frames posted on the XDP send queue"},
	{"rx_cqe_compress_blks", true, "compression sessions NAPI opened (mlx5e_decompress_cqes_start)"},
	{"rx_cqe_compress_pkts", true, "completions those sessions held"},
	{"rx_mpwqe_filler_cqes", true, "filler CQEs: a WQE's tail strides given back without a packet"},
	{"rx_mpwqe_filler_strides", true, "the strides those filler CQEs consumed"},
	{"ch_events", true, "completion interrupts (mlx5e_completion_event)"},
	{"ch_poll", true, "mlx5e_napi_poll calls"},
	{"umr_wqes_posted", false, "WQEs reposted: pages allocated and a UMR posted (mlx5e_post_rx_mpwqes); mlx5 counts only their failures (rx_buff_alloc_err, rx_congst_umr)"},
	{"driver_dropped_skbs", false, "skbs freed in the driver after eth_type_trans (sink=driver-drop): a benchmark's sink, not a counter of mlx5"},
	{"udp_rcvbuf_errors", false, "datagrams dropped at a full socket: nstat's UdpRcvbufErrors, not an ethtool counter"},
	{"app_received_skbs", false, "skbs the application's core received (recvmsg)"},
	{"napi_freed_skbs", false, "skbs the NAPI core freed (napi_consume_skb, skb_defer_free_flush)"},
	{"napi_locked_ops", false, "locked operations on the NAPI core (page_pool_unref_netmem's xadd, the socket's lock)"},
}

// NumCounters is how many counters EthtoolCounters gives.
const NumCounters = len(counterDefs)

// EthtoolCounters appends m's counters to dst in ethtool's order of
// groups (port, RQ, channel, then the model's own) and returns it; with
// a dst of capacity NumCounters it does not allocate.
func (m Metrics) EthtoolCounters(dst []Counter) []Counter {
	v := m.counterValues()
	for i := range counterDefs {
		d := &counterDefs[i]
		dst = append(dst, Counter{Name: d.name, Value: v[i], Mlx5: d.mlx5, Doc: d.doc})
	}
	return dst
}

// PerSecond is c's rate over the window m measured, as a reader of two
// `ethtool -S` snapshots a second apart sees it; 0 for an empty window.
func (m Metrics) PerSecond(c Counter) float64 {
	if m.Elapsed() <= 0 {
		return 0
	}
	return float64(c.Value) / m.Elapsed().Seconds()
}

// counterValues are m's counters in counterDefs' order.
func (m *Metrics) counterValues() [NumCounters]uint64 {
	return [NumCounters]uint64{
		m.Arrived,                     // rx_packets_phy
		m.Delivered + m.DriverDropped, // rx_packets
		m.SkbBytes,                    // rx_bytes
		m.Dropped[DropOutOfBuffer],    // rx_out_of_buffer
		m.Dropped[DropOversize],       // rx_oversize_pkts_sw_drop
		m.XDPDropped,                  // rx_xdp_drop
		m.XDPTxed,                     // rx_xdp_tx_xmit
		m.CompressBlocks,              // rx_cqe_compress_blks
		m.CompressPackets,             // rx_cqe_compress_pkts
		m.Fillers,                     // rx_mpwqe_filler_cqes
		m.FillerStrides,               // rx_mpwqe_filler_strides
		m.IRQs,                        // ch_events
		m.Polls,                       // ch_poll
		m.Reposts,                     // umr_wqes_posted
		m.DriverDropped,               // driver_dropped_skbs
		m.SocketDropped,               // udp_rcvbuf_errors
		m.AppReceived,                 // app_received_skbs
		m.SkbsFreed,                   // napi_freed_skbs
		m.LockedOps,                   // napi_locked_ops
	}
}

// WriteEthtool writes m's counters as `ethtool -S` prints them (the
// mlx5 names under "NIC statistics:"), then the model's own under a
// heading that says they are not mlx5's, so a real machine's output and
// the model's can be put side by side with diff or paste.
func WriteEthtool(w io.Writer, m Metrics) error {
	var cs [NumCounters]Counter
	b := make([]byte, 0, 64*NumCounters)
	b = append(b, "NIC statistics:\n"...)
	for _, own := range [2]bool{false, true} {
		if own {
			b = append(b, "model counters (mlx5 has none of these):\n"...)
		}
		for _, c := range m.EthtoolCounters(cs[:0]) {
			if c.Mlx5 == own {
				continue
			}
			b = append(append(b, "     "...), c.Name...)
			b = strconv.AppendUint(append(b, ": "...), c.Value, 10)
			b = append(b, '\n')
		}
	}
	_, err := w.Write(b)
	return err
}
