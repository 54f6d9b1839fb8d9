package model

// After the packet: where its skb is freed and what that touches (domain
// notes §3.8). The receive-time touches of path.go overlap in the
// window; these come thousands of instructions later, and some are
// locked operations, which wait for every older store to commit.

// freeSkb is kfree_skb / napi_consume_skb of one skb on the NAPI core:
// skb_release_data reads the shinfo (nr_frags, frag_list; an uncloned
// skb has no dataref atomic), then each page reference goes back through
// napi_pp_put_page, which reads the struct page (compound_head,
// pp_magic, pp) and drops the reference with page_pool_unref_netmem's
// locked xadd on pp_ref_count: one access of the line, which the locked
// op asks to own from the start (the reads before it hit the line it
// brings). The pages are npages lines of the application core's page
// ring from first.
func (s *Sim) freeSkb(shinfo lineRef, first uint32, npages int, serial int) {
	c := &s.core
	c.do(s.st.freeSkb[0])
	s.demand(shinfo, LineShinfo, StallShinfo, consumersChain, FnSkbReleaseData, serial)
	for i := 0; i < npages; i++ {
		s.lockedOp(s.app.page(first+uint32(i)), LineStructPage, FnPPUnref, serial)
	}
	c.do(s.st.freeSkb[1])
	s.met.SkbsFreed++
}

// demand is a demand load of line l by the NAPI core outside a packet
// record, traced.
func (s *Sim) demand(l lineRef, kind LineKind, cause StallCause, consumers int, fn Func, serial int) {
	c := &s.core
	r := s.mem.access(l, c.t, accLoad)
	if r.ready > c.t {
		c.load(r.ready, cause, consumers)
	}
	if s.trace.level == TraceLines {
		s.traceAccess(fn, l.phys, kind, serial, r, false)
	}
}

// lockedOp is a locked read-modify-write of line l by the NAPI core
// (atomic_*_return, spin_lock): it asks for the line's ownership, then
// waits for it and for every older store (core.locked).
func (s *Sim) lockedOp(l lineRef, kind LineKind, fn Func, serial int) {
	c := &s.core
	r := s.mem.access(l, c.t, accStore)
	if s.trace.level == TraceLines {
		s.traceAccess(fn, l.phys, kind, serial, r, true)
	}
	c.locked(r.ready, l, kind, fn)
	s.met.LockedOps++
}

// deferFreeFlush is skb_defer_free_flush at the top of each
// net_rx_action round: the NAPI core frees the skbs the application's
// core handed back since the last round.
func (s *Sim) deferFreeFlush() {
	a := &s.app
	if !a.on {
		return
	}
	s.appAdvanceTo(s.core.t)
	for a.dN > 0 {
		k := a.def[a.dHead]
		a.dHead = (a.dHead + 1) & (appQueueMax - 1)
		a.dN--
		s.freeSkb(k.shinfo, k.first, int(k.npages), -1)
	}
}

// deliverSkb is the end of an skb's way up on the NAPI core: the socket
// enqueue's locked ops on the socket line (UDP's atomic_add_return on
// sk_rmem_alloc and the receive queue's spin_lock; TCP's bh_lock_sock),
// then the skb is queued for the application's core, dropped and freed
// here if the socket is full (UDP), or, with the application on this
// core (app=irq-core), freed here after its recvmsg. The skb is its
// shinfo line, npages struct page lines from first in the application
// core's page ring, and bytes of payload (appSkb, passed field by field).
func (s *Sim) deliverSkb(shinfo lineRef, first uint32, npages uint16, bytes int32, fn Func, serial int) {
	s.lockedOp(s.lay.sock(), LineSocket, fn, serial)
	a := &s.app
	if !a.on {
		s.freeSkb(shinfo, first, int(npages), serial)
		return
	}
	s.appAdvanceTo(s.core.t)
	if a.full() {
		if s.cfg.Traffic == TCP {
			// TCP does not drop at the socket: its window holds the
			// sender back until the application reads. The model's
			// sender is paced by the NAPI core, so the application
			// takes its oldest skb now.
			s.appTake()
		} else {
			s.met.SocketDropped++
			s.freeSkb(shinfo, first, int(npages), serial)
			return
		}
	}
	a.enqueue(shinfo, first, npages, bytes, s.core.t)
}

// releaseFragmented is mlx5e_page_release_fragmented for one page of a
// WQE being reposted, then page_pool's allocation of the page that
// replaces it: page_pool_unref_netmem drops the references the driver
// did not hand out (a locked op on the struct page), and
// page_pool_fragment_netmem sets the new page's pp_ref_count (a store
// to a line the locked op just owned). The ring keeps its page frames:
// the page_pool cache hands back the page the WQE released, so the
// allocation's reads and its store hit the line the locked op owns.
func (s *Sim) releaseFragmented(sp lineRef) {
	s.lockedOp(sp, LineStructPage, FnPageReleaseFrag, -1)
}
