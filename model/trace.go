package model

import "fmt"

// EventKind is the kind of a trace record.
type EventKind uint8

const (
	EvArrive    EventKind = iota // the NIC wrote a frame into a stride
	EvDrop                       // the NIC dropped a frame
	EvCQE                        // the NIC wrote a CQE
	EvSession                    // the NIC wrote a compressed session (title + mini arrays)
	EvIRQ                        // an interrupt started a NAPI poll
	EvPollStart                  // mlx5e_napi_poll began
	EvCQERead                    // the driver read a CQ line
	EvNotOwned                   // the CQE at cc is not written yet: the RX loop ends
	EvPrefetch                   // a software prefetch
	EvAccess                     // a demand access (load or store) of a packet line
	EvWasted                     // the NIC overwrote a prefetched line before its use
	EvVerdict                    // the packet's fate: delivered, XDP_DROP, XDP_TX
	EvRelease                    // a WQE's strides are all consumed: mlx5_wq_ll_pop
	EvRepost                     // pages allocated and a UMR posted for a WQE
	EvPush                       // a WQE pushed to the device
	EvPollEnd                    // the poll ended
	EvStall                      // the core waited for a store to commit: store queue full, or a locked op (N: the StallCause)
	numEventKinds
)

var eventKindNames = [...]string{"arrive", "drop", "cqe", "session", "irq", "poll", "cqe-read", "not-owned",
	"prefetch", "access", "wasted", "verdict", "release", "repost", "push", "poll-end", "stall"}

func (k EventKind) String() string {
	if int(k) < len(eventKindNames) {
		return eventKindNames[k]
	}
	panic("model: EventKind.String: unknown kind")
}

// lineLevel reports whether records of kind k are kept only at TraceLines.
func (k EventKind) lineLevel() bool { return k == EvCQERead || k == EvPrefetch || k == EvAccess }

// Func names the kernel function (or the device) where a traced step
// happens.
type Func uint8

const (
	FnNIC Func = iota
	FnCompletionEvent
	FnNapiPoll
	FnGetCQE
	FnDecompress
	FnHandleMPWRQ
	FnSkbLinear
	FnSkbNonlinear
	FnLinearPrefetch
	FnCQEPeek
	FnBuildSkb
	FnPfmemalloc
	FnHandleCsum
	FnGRO
	FnSkbGROReceive
	FnNetifReceive
	FnTCPRcv
	FnXDPRun
	FnXmitXDP
	FnWQPop
	FnPostRx
	FnNapiComplete
	FnPollXDPSQ
	FnGetHeadlen
	FnNapiConsume
	FnSkbReleaseData  // skb_release_data: the free path reads the shinfo
	FnPPUnref         // page_pool_unref_netmem: the locked xadd on pp_ref_count
	FnDeferFree       // skb_defer_free_flush: frees the skbs the application's core handed back
	FnUDPEnqueue      // __udp_enqueue_schedule_skb: sk_rmem_alloc and the receive queue's lock
	FnTCPLockSock     // bh_lock_sock in tcp_v4_rcv, and sk_data_ready's barrier
	FnPageReleaseFrag // mlx5e_page_release_fragmented: a WQE's leftover page references
	FnAppRecv         // recvmsg on the application's core
	numFuncs
)

var funcNames = [...]string{
	"nic", "mlx5e_completion_event", "mlx5e_napi_poll", "mlx5_cqwq_get_cqe", "mlx5e_decompress_cqes_start",
	"mlx5e_handle_rx_cqe_mpwrq", "mlx5e_skb_from_cqe_mpwrq_linear", "mlx5e_skb_from_cqe_mpwrq_nonlinear",
	"mlx5e_mpwrq_linear_prefetch", "mlx5e_rx_cqe_peek_prefetch", "napi_build_skb", "skb_propagate_pfmemalloc",
	"mlx5e_handle_csum", "napi_gro_receive", "skb_gro_receive", "__netif_receive_skb_core", "tcp_v4_rcv",
	"bpf_prog_run_xdp", "mlx5e_xmit_xdp_buff", "mlx5_wq_ll_pop", "mlx5e_post_rx_mpwqes", "napi_complete_done",
	"mlx5e_poll_xdpsq_cq", "eth_get_headlen", "napi_consume_skb",
	"skb_release_data", "page_pool_unref_netmem", "skb_defer_free_flush", "__udp_enqueue_schedule_skb",
	"bh_lock_sock", "mlx5e_page_release_fragmented", "recvmsg (application core)",
}

func (f Func) String() string {
	if int(f) < len(funcNames) {
		return funcNames[f]
	}
	panic("model: Func.String: unknown function")
}

// LineKind is what a cache line of a packet holds.
type LineKind uint8

const (
	LineNone       LineKind = iota
	LineHeadroom            // headroom in front of the packet (xdp_frame area with XDP)
	LineHeader              // the first two lines of the packet (net_prefetch)
	LinePayload             // the rest of the packet
	LineShinfo              // line 0 of the skb_shared_info after the data
	LineStructPage          // the struct page of the packet's page
	LineCQE                 // its CQE (or mini CQE array)
	LineSkbHead             // the linear part of a fresh skb (nonlinear header copy)
	LineSocket              // the receiving socket's sk_rmem_alloc and queue lock
)

var lineKindNames = [...]string{"none", "headroom", "header", "payload", "shinfo", "struct page", "CQE", "skb head", "socket"}

func (k LineKind) String() string {
	if int(k) < len(lineKindNames) {
		return lineKindNames[k]
	}
	panic("model: LineKind.String: unknown kind")
}

// Verdict is the fate of a processed packet.
type Verdict uint8

const (
	VerdictNone Verdict = iota
	VerdictUDP          // delivered to the UDP stack
	VerdictTCP          // merged by GRO and delivered to TCP
	VerdictXDPDrop
	VerdictXDPTx
	VerdictFiller     // a filler CQE: strides consumed, no packet
	VerdictDriverDrop // freed in the driver after eth_type_trans (sink=driver-drop)
)

var verdictNames = [...]string{"none", "udp", "tcp", "XDP_DROP", "XDP_TX", "filler", "driver-drop"}

func (v Verdict) String() string {
	if int(v) < len(verdictNames) {
		return verdictNames[v]
	}
	panic("model: Verdict.String: unknown verdict")
}

// Event is one trace record. Fields that do not apply are -1 (WQE,
// Stride, Packet) or zero.
type Event struct {
	Seq     uint64 // 1, 2, 3, ... over the whole run
	T       Time
	Kind    EventKind
	Fn      Func
	WQE     int
	Stride  int
	Packet  int // frame serial
	Addr    uint64
	Line    LineKind
	Level   Level
	Outcome Outcome
	Cycles  uint32 // latency of the access in core cycles
	N       int    // bytes, slot, session length, CQE count, as the kind says
	Reason  DropReason
	Verdict Verdict
	Store   bool // the access was a store (RFO) or PREFETCHW
}

// String reads like a line of a teaching log: time, function, what happened.
func (e Event) String() string {
	return fmt.Sprintf("%s  %s", e.T, e.text())
}

func (e Event) text() string { return string(e.AppendText(nil)) }

// TraceLevel says which records the trace keeps.
type TraceLevel uint8

const (
	TraceOff     TraceLevel = iota // nothing
	TracePackets                   // device, poll and per-packet records
	TraceLines                     // also every CQ read, prefetch and demand access
)

// Trace is a bounded ring of the most recent events, in time order: its
// memory is fixed at construction whatever the run length.
//
// The CPU model works a packet step ahead of the event clock, so records
// wait in a small staging buffer, sorted by time, and enter the ring (and
// get their Seq) once the simulation has reached their time: the ring only
// holds events at or before Now, in (time, record order).
type Trace struct {
	ev    []Event
	head  int
	n     int
	seq   uint64
	level TraceLevel
	stage staging // records made ahead of the event clock (tracestage.go)
}

// newTrace holds capacity events, rounded up to a power of two, in old's
// arrays where they are large enough (reuse).
func newTrace(capacity int, level TraceLevel, old *Trace) Trace {
	return Trace{ev: reuse(old.ev, pow2(capacity)), level: level, stage: newStaging(&old.stage)}
}

// Len is the number of events held.
func (tr *Trace) Len() int { return tr.n }

// Cap is the ring's capacity.
func (tr *Trace) Cap() int { return len(tr.ev) }

// At returns event i, 0 being the oldest held. i must be in [0, Len()).
func (tr *Trace) At(i int) Event { return tr.ev[(tr.head+i)&(len(tr.ev)-1)] }

// Total is the number of events recorded over the run (the last Seq).
func (tr *Trace) Total() uint64 { return tr.seq }

// Since appends the held events with Seq > seq to dst, oldest first.
func (tr *Trace) Since(seq uint64, dst []Event) []Event {
	for i := 0; i < tr.n; i++ {
		if e := tr.At(i); e.Seq > seq {
			dst = append(dst, e)
		}
	}
	return dst
}

// Level is the current trace level.
func (tr *Trace) Level() TraceLevel { return tr.level }

func (tr *Trace) on(k EventKind) bool {
	return tr.level == TraceLines || (tr.level == TracePackets && !k.lineLevel())
}

// at stages a record at time t and returns it for the caller to fill in
// place, whole: every record is made so, after the caller has asked
// whether the level keeps its kind (on), and is written once into its
// slot instead of being built, passed and copied.
func (tr *Trace) at(t Time) *Event {
	if tr.stage.n() == traceStage {
		tr.push(tr.stage.take())
	}
	return tr.stage.putAt(t)
}

// flush moves the staged records at or before t into the ring.
//
// It runs at every event; the common case, nothing pending that is due, is
// one test and inlined, the work is in flushDue.
func (tr *Trace) flush(t Time) {
	if tr.stage.next <= t {
		tr.flushDue(t)
	}
}

// flushDue moves the pending records up to t (the first is due) into the ring.
func (tr *Trace) flushDue(t Time) {
	for tr.stage.n() > 0 && tr.stage.first().t <= t {
		tr.push(tr.stage.take())
	}
}

// push numbers e and puts it in the ring, over the oldest record when
// the ring is full.
func (tr *Trace) push(e *Event) {
	tr.seq++
	mask := len(tr.ev) - 1
	var dst *Event
	if tr.n == len(tr.ev) {
		dst = &tr.ev[tr.head]
		tr.head = (tr.head + 1) & mask
	} else {
		dst = &tr.ev[(tr.head+tr.n)&mask]
		tr.n++
	}
	*dst = *e
	dst.Seq = tr.seq
}
