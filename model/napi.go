package model

// napiPhase is where the NAPI CPU is in its poll.
type napiPhase uint8

const (
	phIdle      napiPhase = iota // no poll: the CQ is armed, the CPU waits for an interrupt
	phIRQ                        // interrupt entry and softirq start
	phPollStart                  // mlx5e_napi_poll entry
	phRx                         // mlx5e_poll_rx_cq: read the CQE at cc (first loop for two-loop variants)
	phRxBody                     // the rest of the packet's driver work
	phRx2                        // two-loop variants: the second loop over the batch
	phPollEnd                    // after the RX CQ: GRO lists, CQ doorbell record
	phRepost                     // mlx5e_poll_ico_cq, mlx5e_post_rx_mpwqes (or mlx5e_post_rx_wqes)
	phDoorbell                   // RQs without UMR: the refilled WQEs reach the device at the doorbell
	phComplete                   // napi_complete_done
	phArm                        // mlx5e_cq_arm
)

const (
	// groNormalBatch is gro_normal_batch (net/core/hotdata.c): skbs go up
	// the stack in lists of 8, and at the end of every poll.
	groNormalBatch = 8
	// groMaxSegs is how many full-MSS segments one GRO skb holds before it
	// is flushed (64 KiB / 1448 B).
	groMaxSegs = 45
)

// napi is the driver side: the poll loop of mlx5e_napi_poll and the
// consumer state of the RQ and the CQ.
//
//	IRQ → poll start → [CQE at cc owned? → packet → cc++] × ≤ budget
//	    → poll end → repost → budget spent? poll again : complete, arm, idle
type napi struct {
	phase    napiPhase
	resumeAt Time // the poll continues at this time (if resumeOn)
	resumeOn bool
	budget   int
	cc       uint32 // CQ consumer counter
	workDone int    // CQEs handled in this poll
	cqdLeft  int    // packets left in the current compression session (rq->cqd.left)

	cur      pktRec   // the packet being processed (or the last one)
	ahead    pktRec   // the packet the variant prefetched last
	batch    []pktRec // two-loop variants: the packets pulled in the first loop
	batchPos int

	listShinfo [groNormalBatch]lineRef // shinfo lines of skbs waiting in the GRO normal list
	listSerial [groNormalBatch]uint64
	listPage   [groNormalBatch]lineRef // their struct page lines
	listN      int
	groSegs    int     // TCP segments merged in the current GRO skb
	groShinfo  lineRef // the shinfo line of its first segment (the GRO skb's own)
	groFirst   uint32  // its first struct page line in the application core's page ring
	groBytes   int     // its payload
	txPending  int     // XDP_TX frames since the last XDP SQ completion poll
	txPolls    uint32

	curSz         int // WQEs pushed and not released (mlx5_wq_ll cur_sz)
	umrInProgress int // WQEs with a UMR posted and not yet pushed
	umrHead       int // the oldest of them
	minBulk       int // mlx5e_mpwqe_get_min_wqe_bulk

	consumed uint64 // packet CQEs consumed over the run (StepPacket)
	polls    uint64 // polls over the run
}

// recLine indexes the lines a packet record follows.
type recLine uint8

const (
	rlCQE recLine = iota
	rlVA          // line 0 of the stride (xdp_frame area with XDP)
	rlHeader0
	rlHeader1
	rlShinfo
	rlPage
	rlCount
)

// lineRec is what happened to one line of a packet. It names the line by
// its id only (8 bytes in all): a packet record is rewritten for every
// packet, so it is kept small.
type lineRec struct {
	id      uint32
	outcome Outcome
	level   Level
	set     bool
}

// pktRec is the driver's view of one packet: where it is and what its
// lines did.
type pktRec struct {
	valid     bool
	filler    bool
	serial    uint64
	wqe       int
	stride    int
	nstrides  int
	bcnt      int
	cqeIdx    uint32
	addrReady Time // the CQE fields (hence the packet's addresses) are known
	segs      int  // TCP segments in the packet (LRO merges several)
	// linearPayload: the nonlinear header copy put payload bytes in the
	// skb's linear part, so GRO chains it on frag_list.
	linearPayload bool
	verdict       Verdict
	line          [rlCount]lineRec
}

// startAhead makes the look-ahead record the packet the variant prefetches
// at ref (stride slot ss): its addresses are known when the current
// packet's are; its serial is the frame's, or all ones if the device has
// not written it yet. The record is cleared in place, then filled.
func (n *napi) startAhead(ref StrideRef, ss *strideSlot) *pktRec {
	a := &n.ahead
	*a = pktRec{}
	a.valid, a.wqe, a.stride, a.nstrides = true, ref.WQE, ref.Stride, 1
	a.addrReady = n.cur.addrReady
	a.serial = ss.serial
	if !ss.written {
		a.serial = ^uint64(0)
	}
	return a
}

func (s *Sim) onCPU() {
	s.napi.resumeOn = false
	s.cpuStep()
}

// waitCPU continues the poll at the core's current time, once the device
// has run every event up to it. The CPU is a source of events of its own
// (sim.go, nextSource): it has at most one pending step.
//
// If that step would be the very next event anyway (no device or queued
// event is due at or before the core's time) and the run in progress
// allows one more event (Sim.bound), the step runs in place: waitCPU
// advances Now to the core's time as Sim.run would, and reports true, and
// the poll goes on without a round trip through the event loop. The
// events, their order and their times are the same either way.
func (s *Sim) waitCPU() bool {
	t := s.core.t
	if s.bound.allows(s.napi.consumed, t) && s.deviceIdleThrough(t) {
		s.bound.steps--
		s.trace.flush(t)
		s.now = t
		return true
	}
	s.napi.resumeAt, s.napi.resumeOn = t, true
	return false
}

// cpuStep runs the poll until it needs the device's state at a time that
// has not been simulated yet, or goes idle.
func (s *Sim) cpuStep() {
	n, c := &s.napi, &s.core
	twoLoops := s.shape == TwoLoops
	for {
		switch n.phase {
		case phIdle:
			return
		case phIRQ:
			c.do(s.st.irqEntry)
			n.phase = phPollStart
		case phPollStart:
			s.met.Polls++
			n.polls++
			if s.trace.on(EvPollStart) {
				*s.trace.at(c.t) = Event{T: c.t, Kind: EvPollStart, Fn: FnNapiPoll, WQE: -1, Stride: -1, Packet: -1, N: n.budget}
			}
			s.deferFreeFlush()
			c.do(s.st.pollStart)
			if n.txPending > 0 {
				s.pollXDPSQ()
			}
			n.workDone = 0
			n.batch = n.batch[:0]
			n.phase = phRx
		case phRx:
			if c.t > s.now && !s.waitCPU() {
				return
			}
			if n.workDone >= n.budget || !s.rxHead() {
				n.phase = phPollEnd
				if twoLoops && len(n.batch) > 0 {
					n.phase, n.batchPos = phRx2, 0
				}
				continue
			}
			n.phase = phRxBody
		case phRxBody:
			if !s.rxDriverHalf(&n.cur) {
				if s.waitCPU() {
					continue // the same packet, now that the device has caught up
				}
				return
			}
			n.workDone++
			if twoLoops {
				n.batch = append(n.batch, n.cur)
			} else {
				s.rxStackHalf(&n.cur)
			}
			n.phase = phRx
		case phRx2:
			if n.batchPos == 0 {
				// the second loop: the stack's code once per poll
				c.do(s.st.stackICache)
			}
			if n.batchPos == len(n.batch) {
				n.phase = phPollEnd
				continue
			}
			n.cur = n.batch[n.batchPos]
			n.batchPos++
			s.rxStackHalf(&n.cur)
		case phPollEnd:
			s.flushList()
			c.do(s.st.pollEnd)
			n.phase = phRepost
		case phRepost:
			if c.t > s.now && !s.waitCPU() {
				return
			}
			s.repost()
			if s.dev.geo.RQ != RQStriding {
				n.phase = phDoorbell
				continue
			}
			s.endPoll()
		case phDoorbell:
			if c.t > s.now && !s.waitCPU() {
				return
			}
			s.pushAllocated()
			s.endPoll()
		case phComplete:
			s.flushGRO()
			c.do(s.st.napiComplete)
			c.drain()
			n.phase = phArm
		case phArm:
			if c.t > s.now && !s.waitCPU() {
				return
			}
			n.phase = phIdle
			s.arm()
			return
		}
	}
}

// endPoll ends the poll: poll again if the budget was spent, else
// complete.
func (s *Sim) endPoll() {
	n := &s.napi
	busy := n.workDone >= n.budget
	n.phase = phComplete
	if busy {
		n.phase = phPollStart
	}
	if s.trace.on(EvPollEnd) {
		e := s.trace.at(s.core.t)
		*e = Event{T: s.core.t, Kind: EvPollEnd, Fn: FnNapiPoll, WQE: -1, Stride: -1, Packet: -1, N: n.workDone}
		if busy {
			e.Outcome = OutcomeHit // the budget was spent: poll again
		}
	}
}

// repost refills the RQ (§1.7). On today's striding RQ it is
// mlx5e_poll_ico_cq then mlx5e_post_rx_mpwqes: push the WQEs whose UMR has
// completed, then, if at least min_wqe_bulk WQEs are missing, release
// their old pages, allocate new ones and post a UMR for each; a WQE
// reposted now reaches the device at a later poll. RQs without UMR (the
// legacy RQ, the v4.6 striding RQ) allocate and write the missing WQEs
// here and hand them to the device at this poll's doorbell (phDoorbell).
func (s *Sim) repost() {
	d, n := &s.dev, &s.napi
	nw := len(d.wqes)
	s.pushAllocated()
	missing := d.geo.PostedWQEsMax() - n.curSz - n.umrInProgress
	if missing < n.minBulk {
		return
	}
	spw := d.geo.StridesPerWQE
	work, delay := s.st.repostWQE, s.umrDelay
	switch d.geo.RQ {
	case RQLegacy:
		work, delay = s.st.repostLegacy, 0
	case RQStridingV46:
		work, delay = s.st.repostV46, 0
	}
	for i := 0; i < missing; i++ {
		w := d.tail
		d.tail = (w + 1) & (nw - 1)
		first, last := d.ringOff(w, 0)>>PageShift, d.ringOff(w, d.geo.WQESize-1)>>PageShift
		if d.geo.Compound {
			last = first
		}
		for pg := first; pg <= last; pg++ {
			if d.geo.RQ == RQStriding {
				s.releaseFragmented(s.lay.structPage(pg))
			} else {
				s.mem.background(s.lay.structPage(pg), s.core.t)
			}
		}
		clear(d.strides[w*spw : (w+1)*spw])
		d.wqes[w].consumed, d.wqes[w].filled = 0, 0
		s.core.do(work)
		d.wqes[w].state = wqeUMR
		d.wqes[w].umrDone = s.core.t + delay
		d.wqes[w].umrPoll = n.polls
		if n.umrInProgress == 0 {
			n.umrHead = w
		}
		n.umrInProgress++
		s.met.Reposts++
		if s.trace.on(EvRepost) {
			*s.trace.at(s.core.t) = Event{T: s.core.t, Kind: EvRepost, Fn: FnPostRx, WQE: w, Stride: -1, Packet: -1, N: last - first + 1}
		}
	}
}

// pushAllocated hands the device the WQEs whose UMR has completed by now
// (mlx5e_post_rx_mpwqe: mlx5_wq_ll_push, dma_wmb, doorbell record), in
// ring order.
func (s *Sim) pushAllocated() {
	d, n := &s.dev, &s.napi
	for n.umrInProgress > 0 {
		w := n.umrHead
		if d.wqes[w].umrDone > s.now {
			break
		}
		n.umrHead = (w + 1) & (len(d.wqes) - 1)
		n.umrInProgress--
		n.curSz++
		s.postWQE(w)
	}
}

// consumeStrides is the stride accounting of mlx5e_handle_rx_cqe_mpwrq:
// consumed_strides += cstrides, and mlx5_wq_ll_pop when all are consumed.
func (s *Sim) consumeStrides(p *pktRec) {
	d := &s.dev
	for i := 0; i < p.nstrides; i++ {
		d.strideAt(p.wqe, p.stride+i).consumed = true
	}
	w := &d.wqes[p.wqe]
	w.consumed += p.nstrides
	if w.consumed >= d.geo.StridesPerWQE {
		w.state = wqeFree
		s.napi.curSz--
		if s.trace.on(EvRelease) {
			*s.trace.at(s.core.t) = Event{T: s.core.t, Kind: EvRelease, Fn: FnWQPop, WQE: p.wqe, Stride: -1, Packet: -1, N: d.geo.StridesPerWQE}
		}
	}
}

// flushList passes the skbs waiting in the GRO normal list up the stack
// (gro_normal_list → netif_receive_skb_list_internal): per skb,
// __netif_receive_skb_core reads its shinfo (skb_orphan_frags_rx), then IP
// and UDP deliver it.
func (s *Sim) flushList() {
	n := &s.napi
	for i := 0; i < n.listN; i++ {
		r := s.mem.access(n.listShinfo[i], s.core.t, accLoad)
		s.core.load(r.ready, StallShinfo, consumersBranch)
		s.traceAccess(FnNetifReceive, n.listShinfo[i].phys, LineShinfo, int(n.listSerial[i]), r, false)
		s.core.do(s.st.deliverUDP)
		if s.trace.on(EvVerdict) {
			*s.trace.at(s.core.t) = Event{T: s.core.t, Kind: EvVerdict, Fn: FnNetifReceive, WQE: -1, Stride: -1, Packet: int(n.listSerial[i]), Verdict: VerdictUDP}
		}
		first := s.app.addPage(n.listPage[i])
		s.deliverSkb(n.listShinfo[i], first, 1, int32(s.cfg.Size-FCSLen-udpHeaderLen), FnUDPEnqueue, int(n.listSerial[i]))
	}
	n.listN = 0
}

// groAdd notes p's segment in the GRO skb being built: its first
// segment's shinfo is the GRO skb's own, and each segment's page
// reference is freed with it.
func (s *Sim) groAdd(p *pktRec) {
	n := &s.napi
	pg := s.dev.pageLine(p.wqe, s.dataOff(p, 0))
	i := s.app.addPage(pg)
	if n.groSegs == 0 {
		n.groFirst, n.groBytes = i, 0
		n.groShinfo = s.lay.skbHead(0)
		if s.dev.geo.Linear {
			n.groShinfo = s.dev.line(p.wqe, s.shinfoOff(p, p.bcnt))
		}
	}
	n.groBytes += p.segs * MSS(s.cfg.MTU)
}

// flushGRO delivers the TCP GRO skb being built (napi_gro_flush):
// tcp_v4_rcv under bh_lock_sock, the ACK, and the skb queued for the
// application (deliverSkb).
func (s *Sim) flushGRO() {
	n := &s.napi
	if n.groSegs == 0 {
		return
	}
	s.core.do(s.st.deliverTCP)
	s.deliverSkb(n.groShinfo, n.groFirst, uint16(s.app.pTail-n.groFirst), int32(n.groBytes), FnTCPLockSock, -1)
	n.groSegs = 0
}

// pollXDPSQ is mlx5e_poll_xdpsq_cq at the start of a poll: the NIC has
// written the XDP SQ's completion, which the driver reads (a miss without
// injection), then recycles the transmitted pages.
func (s *Sim) pollXDPSQ() {
	n := &s.napi
	line := s.lay.tx(int(n.txPolls))
	n.txPolls++
	s.mem.dmaWrite(line, s.now)
	r := s.mem.access(line, s.core.t, accLoad)
	s.core.load(r.ready, StallOther, consumersChain)
	s.core.do(s.st.xdpTxPoll)
	n.txPending = 0
}
