package model

// How many instructions depend on a load's data (core.load): a long chain
// fills the schedulers and stops dispatch SchedWindow instructions after
// the load; a short one only the ROB.
const (
	consumersChain  = 1 << 20 // the rest of the packet depends on it (CQE fields, the stack parsing headers)
	consumersBranch = 16      // only a predicted branch and a flag depend on it
	consumersMerge  = 60      // skb_gro_receive copying the frags of the incoming shinfo
	// consumersXDPProg: an XDP program parsing the header it read and
	// returning its verdict, which the driver's switch predicts.
	consumersXDPProg = 100
)

// fbSampleEvery is how often (in packets) the timeline samples the fill
// buffers in use.
const fbSampleEvery = 4

// rxHead reads the CQE at cc (mlx5_cqwq_get_cqe, or the mini CQE of a
// compressed session), and, if the NIC has written it, starts the packet:
// mlx5e_handle_rx_cqe_mpwrq up to the prefetch point. It returns false if
// the CQE is not owned yet: the RX loop ends (the stale line was read all
// the same).
func (s *Sim) rxHead() bool {
	n, c := &s.napi, &s.core
	cc := n.cc
	e := s.cq.at(cc)
	ready := c.t
	if !s.tl.off && n.consumed%fbSampleEvery == 0 {
		s.tl.sample(c.t, s.mem.fbInUse(c.t))
	}
	if n.cqdLeft == 0 {
		r := s.readCQ(cc, FnGetCQE)
		if !s.cq.owned(cc, s.now) {
			if s.trace.on(EvNotOwned) {
				*s.trace.at(c.t) = Event{T: c.t, Kind: EvNotOwned, Fn: FnGetCQE, WQE: -1, Stride: int(cc & s.cq.mask), Packet: -1, N: n.workDone}
			}
			return false
		}
		ready = r.ready
		if e.kind == CQTitle {
			// mlx5e_decompress_cqes_start: the title, then the first mini array
			r2 := s.readCQ(cc+1, FnDecompress)
			ready = max(ready, r2.ready)
			n.cqdLeft = int(e.sessLen)
			s.met.CompressBlocks++
			s.met.CompressPackets += uint64(e.sessLen)
		}
	} else if readsArray(int(e.sessIdx)) {
		r := s.readCQ(cc, FnDecompress)
		ready = r.ready
	}
	if n.cqdLeft > 0 {
		n.cqdLeft--
	}
	c.do(s.st.cqeFetch)
	e.consumed = true
	n.cc++
	// the record is cleared in place, then filled (assigning a composite
	// literal would build it on the stack and copy it)
	p := &n.cur
	*p = pktRec{}
	p.valid, p.filler, p.serial = true, e.filler, e.serial
	p.wqe, p.stride, p.nstrides, p.bcnt = int(e.wqe), int(e.stride), int(e.nstrides), int(e.bcnt)
	p.cqeIdx, p.addrReady, p.segs = cc, ready, int(e.segs)
	p.line[rlCQE] = lineRec{id: s.cq.line(cc).id, set: true, outcome: s.lastCQOutcome, level: s.lastCQLevel}
	if e.filler {
		n.cur.verdict = VerdictFiller
		s.met.Fillers++
		s.met.FillerStrides += uint64(e.nstrides)
		return true
	}
	n.consumed++
	s.met.Packets++
	if s.dev.tr.consumedOne(c.t) {
		s.releaseSender()
	}
	s.met.Bytes += uint64(e.bcnt) + FCSLen
	s.met.Segments += uint64(e.segs)
	c.do(s.st.handle)
	return true
}

// readCQ is a demand read of CQ slot idx by the driver; the L2 stream
// prefetcher watches these reads.
func (s *Sim) readCQ(idx uint32, fn Func) accessResult {
	line := s.cq.line(idx)
	s.cq.at(idx).touched = true
	at := s.core.t
	r := s.mem.access(line, at, accLoad)
	if r.ready > s.core.t {
		s.core.load(r.ready, StallCQE, consumersChain)
	}
	s.streamPrefetch(idx, at)
	s.lastCQOutcome, s.lastCQLevel = r.outcome, r.level
	if s.trace.on(EvCQERead) {
		*s.trace.at(at) = Event{T: at, Kind: EvCQERead, Fn: fn, WQE: -1, Stride: -1, Packet: -1, Addr: line.phys << 6,
			Line: LineCQE, Level: r.level, Outcome: r.outcome, Cycles: s.cyc(r.ready - at), N: int(idx & s.cq.mask)}
	}
	return r
}

// streamPrefetch is the L2 stream prefetcher, made explicit: the CQ is the
// only sequential stream of lines in the receive path (64-byte CQEs in
// 4 KiB pages; packets are 2 KiB or 4 KiB apart and cross pages, which a
// stream prefetcher does not follow). After two sequential CQ line reads in
// one page it fetches the next HWPrefetchLines lines of that page into L2.
// A line fetched before the NIC writes it is invalidated by that write.
func (s *Sim) streamPrefetch(idx uint32, t Time) {
	h := &s.hw
	if s.mem.hwLines == 0 {
		return
	}
	trained := idx == h.last+1 && idx/64 == h.last/64
	h.last = idx
	if !trained {
		return
	}
	from := max(h.next, idx+1)
	to := min(idx+1+uint32(s.mem.hwLines), idx-idx%64+64)
	for i := from; i < to; i++ {
		if l := s.cq.line(i); s.mem.l1.dir[l.id] == 0 { // hwPrefetch's own first test, made here
			s.mem.hwPrefetch(l, t)
		}
		s.cq.at(i).touched = true
	}
	if to > h.next || h.next > idx+64 {
		h.next = to
	}
}

// rxDriverHalf is the driver's part of the packet: the variant's look-ahead
// hook, net_prefetch of the packet, the XDP program, napi_build_skb (linear)
// or the header copy (nonlinear), and the stride accounting. It returns
// false, before doing anything, if the variant needs the device's state at
// a time not yet simulated.
func (s *Sim) rxDriverHalf(p *pktRec) bool {
	if p.filler {
		s.consumeStrides(p)
		return true
	}
	if !s.dev.geo.Linear {
		s.nonlinearHead(p)
		s.consumeStrides(p)
		return true
	}
	s.drv.dep = 0
	if !s.variant.Ahead(&s.drv) {
		return false
	}
	// net_prefetch(data): the packet's first two lines
	d, data := &s.dev, s.dataOff(p, 0)
	at := s.prefetchAt(p)
	if s.prefetchCur {
		s.prefetchLine(p, at, rlHeader0, LineHeader, d.touchLine(p.wqe, data), accPrefetch, FnSkbLinear)
		s.prefetchLine(p, at, rlHeader1, LineHeader, d.touchLine(p.wqe, data+LineSize), accPrefetch, FnSkbLinear)
	}
	if s.cfg.XDP != XDPOff {
		// net_prefetchw(va): where struct xdp_frame would go
		va := s.dev.wqeOffset(p.stride) - s.dev.geo.Headroom
		s.prefetchLine(p, at, rlVA, LineHeadroom, d.touchLine(p.wqe, va), accPrefetchW, FnSkbLinear)
		s.prefetchLine(p, at, rlCount, LineHeadroom, d.touchLine(p.wqe, va+LineSize), accPrefetchW, FnSkbLinear)
		if !s.runXDP(p) {
			s.consumeStrides(p)
			return true
		}
	}
	s.buildSkb(p)
	s.consumeStrides(p)
	return true
}

// dataOff is the WQE-relative offset of byte off of p's data.
func (s *Sim) dataOff(p *pktRec, off int) int { return s.dev.wqeOffset(p.stride) + off }

// shinfoOff is the WQE-relative offset of p's skb_shared_info.
func (s *Sim) shinfoOff(p *pktRec, length int) int {
	// Geometry.ShinfoOffset, on the geometry in place: through the value
	// receiver the compiler copied the whole Geometry at every call
	g := &s.dev.geo
	return s.dev.wqeOffset(p.stride) - g.Headroom + skbDataAlign(g.Headroom+length)
}

// buildSkb is mlx5e_build_linear_skb → napi_build_skb: the skb head comes
// hot from the NAPI cache; __finalize_skb_around writes shinfo line 0 (an
// RFO); skb_propagate_pfmemalloc reads the struct page.
func (s *Sim) buildSkb(p *pktRec) {
	c := &s.core
	c.do(s.st.buildSkb[0])
	s.touch(p, rlShinfo, LineShinfo, s.shinfoOff(p, p.bcnt), accStore, StallShinfo, 0, FnBuildSkb)
	s.touchPage(p, rlPage, s.dataOff(p, 0), accLoad, consumersBranch, FnPfmemalloc)
	c.do(s.st.buildSkb[1])
}

// runXDP is mlx5e_xdp_handle: the program reads the header (unless it is
// the drop-noread program) and returns its verdict. It reports whether the
// packet goes on to become an skb (XDP_PASS).
func (s *Sim) runXDP(p *pktRec) bool {
	c := &s.core
	c.do(s.st.xdpRun[0])
	if s.cfg.XDP != XDPDropNoRead {
		s.touch(p, rlHeader0, LineHeader, s.dataOff(p, 0), accLoad, StallHeader, consumersXDPProg, FnXDPRun)
	}
	c.do(s.st.xdpRun[1])
	switch s.cfg.XDP {
	case XDPDrop, XDPDropNoRead:
		c.do(s.st.xdpDrop)
		p.verdict = VerdictXDPDrop
		s.met.XDPDropped++
	case XDPTx:
		// xdp_convert_buff_to_frame writes struct xdp_frame at va;
		// page_pool_get_dma_addr reads the struct page
		va := s.dev.wqeOffset(p.stride) - s.dev.geo.Headroom
		s.touch(p, rlVA, LineHeadroom, va, accStore, StallOther, 0, FnXmitXDP)
		s.touchPage(p, rlPage, va, accLoad, consumersBranch, FnXmitXDP)
		c.do(s.st.xdpTx)
		s.mem.dram.move(p.bcnt) // the NIC reads the frame back to send it
		p.verdict = VerdictXDPTx
		s.met.XDPTxed++
		s.napi.txPending++
	default:
		return true
	}
	if s.trace.on(EvVerdict) {
		*s.trace.at(c.t) = Event{T: c.t, Kind: EvVerdict, Fn: FnXDPRun, WQE: p.wqe, Stride: p.stride, Packet: int(p.serial), Verdict: p.verdict}
	}
	return false
}

// Header lengths the flow dissector finds (eth_get_headlen): Ethernet,
// IPv4 and TCP with timestamps (14 + 20 + 32), or UDP (14 + 20 + 8).
const (
	tcpHeaderLen = 66
	udpHeaderLen = 42
)

// headerLen is the protocol header length of the traffic's packets.
func (s *Sim) headerLen() int {
	if s.cfg.Traffic == TCP {
		return tcpHeaderLen
	}
	return udpHeaderLen
}

// nonlinearHead is mlx5e_skb_from_cqe_mpwrq_nonlinear: a fresh skb from
// the NAPI cache (its head is hot), the header copy into its linear part,
// and one frag per page the rest of the packet covers (its struct page).
//
// The copy reads the packet's first lines and writes as many lines of the
// skb head. Before seed 004 it copied min(MLX5E_RX_MAX_HEAD = 256, len)
// bytes, payload included (headcopy=256); since, eth_get_headlen parses
// the header lines (the flow dissector, HeaderParse) and only the headers
// are copied (headcopy=headlen: 66 bytes, two lines, for TCP). The v4.6
// RQ of seed 003 copies min(128, len) bytes.
func (s *Sim) nonlinearHead(p *pktRec) {
	c := &s.core
	g := &s.dev.geo
	if g.RQ == RQStriding {
		// napi_alloc_skb, then net_prefetchw(skb->head) and
		// net_prefetchw(skb->data): the lines the header copy writes
		at := c.t
		for i := 0; i < 2; i++ {
			s.prefetchLine(p, at, rlCount, LineSkbHead, s.lay.skbHead(i), accPrefetchW, FnSkbNonlinear)
		}
	}
	c.do(s.st.nonlinear[0])
	base := s.dev.wqeOffset(p.stride)
	head := min(g.MaxHead, p.bcnt)
	// today's napi_alloc_skb takes a 256-byte head from the small-head
	// kmalloc cache, not a page fragment: with payload in it, GRO can only
	// chain the skb on frag_list. The v4.6 head (netdev_alloc_skb) was a
	// page fragment, which GRO merges as a frag.
	p.linearPayload = g.RQ == RQStriding && head > s.headerLen()
	if g.RQ == RQStriding && s.cfg.HeadCopy == HeadCopyHeadlen {
		// eth_get_headlen reads the header lines and returns their length
		head = min(head, s.headerLen())
		p.linearPayload = false
		s.touchHead(p, base, head)
		c.do(s.st.headerParse)
	} else {
		s.touchHead(p, base, head)
	}
	// skb_copy_to_linear_data: the copy writes the skb head's lines
	lines := ((head+7)&^7 + LineSize - 1) / LineSize
	for i := 0; i < lines; i++ {
		r := s.mem.access(s.lay.skbHead(i), c.t, accStore)
		c.storeMiss(r.ready, s.lay.skbHead(i), LineSkbHead, FnSkbNonlinear)
		s.traceAccess(FnSkbNonlinear, s.lay.skbHead(i).phys, LineSkbHead, int(p.serial), r, true)
	}
	s.met.HeadLinesWritten += uint64(lines)
	last := (base + p.bcnt - 1) >> PageShift
	if g.Compound {
		last = base >> PageShift
	}
	for pg := base >> PageShift; pg <= last; pg++ {
		rl := rlCount
		if pg == base>>PageShift {
			rl = rlPage
		}
		s.touchPage(p, rl, pg<<PageShift, accLoad, consumersBranch, FnSkbNonlinear)
	}
	c.do(s.st.nonlinear[1])
}

// touchHead reads the packet lines that cover its first n bytes.
func (s *Sim) touchHead(p *pktRec, base, n int) {
	for off := 0; off < n; off += LineSize {
		rl := rlCount
		switch off {
		case 0:
			rl = rlHeader0
		case LineSize:
			rl = rlHeader1
		}
		s.touch(p, rl, LineHeader, base+off, accLoad, StallHeader, consumersChain, FnSkbNonlinear)
		s.met.HeadLinesRead++
	}
}

// rxStackHalf is the rest: mlx5e_build_rx_skb (checksum parse, the first
// demand touch of the header), eth_type_trans, napi_gro_receive and the
// delivery (or, with sink=driver-drop, napi_consume_skb in the driver).
// XDP_DROP and XDP_TX packets and fillers have none.
func (s *Sim) rxStackHalf(p *pktRec) {
	if p.filler || p.verdict == VerdictXDPDrop || p.verdict == VerdictXDPTx {
		return
	}
	c := &s.core
	linear := s.dev.geo.Linear
	if linear {
		// mlx5e_handle_csum parses the headers for CHECKSUM_COMPLETE; with
		// XDP the RQ uses the CQE's L3/L4 bits and eth_type_trans is first
		s.touch(p, rlHeader0, LineHeader, s.dataOff(p, 0), accLoad, StallHeader, consumersChain, FnHandleCsum)
	}
	c.do(s.st.rxSkb)
	if s.shape == OneLoop {
		// napi_gro_receive: the stack's code after the driver's, every packet
		c.do(s.st.stackICache)
	}
	s.met.SkbBytes += uint64(p.bcnt)
	if s.cfg.Sink == SinkDriverDrop {
		c.do(s.st.driverDrop)
		p.verdict = VerdictDriverDrop
		s.met.DriverDropped++
		return
	}
	s.met.Delivered++
	s.mem.dram.move(p.bcnt) // the application copies the payload out
	if s.cfg.App == AppIRQCore {
		s.appCopy(p)
	}
	if s.cfg.Traffic == TCP {
		if linear {
			s.touch(p, rlHeader1, LineHeader, s.dataOff(p, LineSize), accLoad, StallHeader, consumersChain, FnGRO)
			s.touch(p, rlShinfo, LineShinfo, s.shinfoOff(p, p.bcnt), accLoad, StallShinfo, consumersMerge, FnSkbGROReceive)
		}
		c.do(s.st.groTCP)
		p.verdict = VerdictTCP
		if s.napi.groSegs+p.segs > groMaxSegs {
			// the skb does not fit the one being built (64 KiB)
			s.flushGRO()
		}
		s.groAdd(p)
		if p.linearPayload && s.napi.groSegs > 0 {
			// payload in the linear part: skb_gro_receive chains the skb
			// on the GRO skb's frag_list instead of merging its frags
			// (seed 004); the chain's worse len/truesize ratio overruns
			// the socket's receive buffer and tcp_collapse copies its
			// payload once more, on this core
			c.do(s.st.fragListChain)
			s.copyPayload(p.segs * MSS(s.cfg.MTU))
			s.met.FragListChained++
		}
		s.napi.groSegs += p.segs
		if s.napi.groSegs >= groMaxSegs {
			s.flushGRO()
		}
		return
	}
	c.do(s.st.groUDP)
	p.verdict = VerdictUDP
	n := &s.napi
	shinfo := s.lay.skbHead(0)
	if linear {
		shinfo = s.dev.line(p.wqe, s.shinfoOff(p, p.bcnt))
	}
	n.listShinfo[n.listN], n.listSerial[n.listN] = shinfo, p.serial
	n.listPage[n.listN] = s.dev.pageLine(p.wqe, s.dataOff(p, 0))
	n.listN++
	if n.listN == groNormalBatch {
		s.flushList()
	}
}

// appCopy is the receiving application's recvmsg on the NAPI core
// (app=irq-core): it copies p's payload to user space, sharing the core.
func (s *Sim) appCopy(p *pktRec) {
	payload := p.bcnt - s.headerLen()
	if s.cfg.Traffic == TCP {
		payload = p.segs * MSS(s.cfg.MTU)
	}
	s.copyPayload(payload)
}

// copyPayload is a copy of n payload bytes on the NAPI core at the
// profile's copy rate (AppCopyBytesPerCycle): cold data streamed from
// DRAM by the hardware prefetchers, so its cost is bandwidth, not
// per-line misses.
func (s *Sim) copyPayload(n int) {
	if n <= 0 || s.prof.AppCopyBytesPerCycle.Value <= 0 {
		return
	}
	s.core.run(n/16, int(float64(n)/s.prof.AppCopyBytesPerCycle.Value+0.5))
}

// TCPAppCapMpps is the segment rate at which the receiving application,
// on a core of its own, keeps up with a TCP stream of mtu-sized segments:
// the cap its copy rate puts on the sender (the rate knob of a capped run).
func (p *Profile) TCPAppCapMpps(mtu int) float64 {
	return p.AppCopyBytesPerCycle.Value * p.CoreGHz.Value * 1e3 / float64(MSS(mtu))
}

// touch is one access of the current code to line off (WQE-relative) of
// packet p, at the earliest when p's addresses are known. Loads enter the
// core's window; stores issue their RFO when they retire; prefetches
// retire at once.
func (s *Sim) touch(p *pktRec, rl recLine, kind LineKind, off int, k accKind, cause StallCause, consumers int, fn Func) {
	s.touchRef(p, rl, kind, s.dev.touchLine(p.wqe, off), k, cause, consumers, fn)
}

// touchPage is one access to the struct page of the page holding off.
func (s *Sim) touchPage(p *pktRec, rl recLine, off int, k accKind, consumers int, fn Func) {
	s.touchRef(p, rl, LineStructPage, s.dev.pageLine(p.wqe, off), k, StallPage, consumers, fn)
}

// touchRef is touch of a line already named.
func (s *Sim) touchRef(p *pktRec, rl recLine, kind LineKind, line lineRef, k accKind, cause StallCause, consumers int, fn Func) {
	c := &s.core
	at := max(c.t, p.addrReady, s.drv.dep)
	if k == accStore {
		at = max(c.retireTime(), p.addrReady)
	}
	r := s.mem.access(line, at, k)
	if k == accLoad && r.ready > c.t { // a load with its data at hand leaves no trace in the window
		c.load(r.ready, cause, consumers)
	}
	if k == accStore {
		c.storeMiss(r.ready, line, kind, fn)
	}
	if rl < rlCount {
		p.line[rl] = lineRec{id: line.id, outcome: r.outcome, level: r.level, set: true}
	}
	if s.trace.level == TraceLines {
		s.traceLine(p, kind, line, k, fn, at, r)
	}
}

// prefetchAt is when software prefetches of packet p's lines leave: a
// prefetch retires at once, so that a run of them all leave when p's
// addresses (and any peeked CQE they depend on) are known.
func (s *Sim) prefetchAt(p *pktRec) Time { return max(s.core.t, p.addrReady, s.drv.dep) }

// prefetchLine is touch for one software prefetch (accPrefetch or
// accPrefetchW) of a line of packet p leaving at at (prefetchAt): it
// fills the record rl (rlCount: none) and the trace. A run of prefetches
// is a run of calls with the same at; the caller marks the ring lines
// touched as it names them (touchLine).
func (s *Sim) prefetchLine(p *pktRec, at Time, rl recLine, kind LineKind, line lineRef, k accKind, fn Func) {
	r := s.mem.access(line, at, k)
	if rl < rlCount {
		p.line[rl] = lineRec{id: line.id, outcome: r.outcome, level: r.level, set: true}
	}
	if s.trace.level == TraceLines {
		s.traceLine(p, kind, line, k, fn, at, r)
	}
}

// traceLine records one access of packet p (TraceLines).
func (s *Sim) traceLine(p *pktRec, kind LineKind, line lineRef, k accKind, fn Func, at Time, r accessResult) {
	ev := EvAccess
	if k.isPrefetch() {
		ev = EvPrefetch
	}
	*s.trace.at(at) = Event{T: at, Kind: ev, Fn: fn, WQE: p.wqe, Stride: p.stride, Packet: int(p.serial), Addr: line.phys << 6,
		Line: kind, Level: r.level, Outcome: r.outcome, Cycles: s.cyc(r.ready - at), Store: k == accStore || k == accPrefetchW}
}

// traceAccess records an access made outside a packet record.
func (s *Sim) traceAccess(fn Func, line uint64, kind LineKind, serial int, r accessResult, store bool) {
	if s.trace.level == TraceLines {
		*s.trace.at(r.issue) = Event{T: r.issue, Kind: EvAccess, Fn: fn, WQE: -1, Stride: -1, Packet: serial, Addr: line << 6,
			Line: kind, Level: r.level, Outcome: r.outcome, Cycles: s.cyc(r.ready - r.issue), Store: store}
	}
}

func (s *Sim) cyc(t Time) uint32 { return uint32(s.clk.toCycles(t) + 0.5) }
