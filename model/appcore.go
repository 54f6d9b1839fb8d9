package model

// The receiving application on a core of its own (app=other-core,
// app=other-ccd): the second agent of the simulation. It does not run
// the stack; it takes the skbs the NAPI core queued on its socket, one
// recvmsg each, and what it reads and writes changes who holds those
// lines (domain notes §3.8):
//
//   - it reads the skb's shinfo (__skb_datagram_iter: nr_frags,
//     frag_list), so the NAPI core's next write of that line must take it
//     back: a core-to-core round trip instead of an L2 hit;
//   - it writes the socket's line (udp_rmem_release's atomic_sub on
//     sk_rmem_alloc, lock_sock for TCP), so the NAPI core's next locked
//     op on it waits for the line to come back. UDP releases the memory
//     it read in batches: udp_rmem_release adds each datagram to
//     forward_deficit and touches sk_rmem_alloc only once the deficit
//     reaches a quarter of sk_rcvbuf (net/ipv4/udp.c); TCP takes the
//     socket lock at every recvmsg;
//   - it hands the skb back to the NAPI core's defer list
//     (skb_attempt_defer_free: TCP since 5.17, UDP since "udp: use
//     skb_attempt_defer_free()", 2025), where skb_defer_free_flush frees
//     it at the next poll (freepath.go); past sysctl_skb_defer_max it
//     frees the skb itself, taking the struct page's line with its
//     locked xadd.
//
// The application runs in simulated time of its own: advanceTo(t) plays
// every recvmsg that ends by t, and the NAPI core calls it before it
// looks at what the application changed, so the result does not depend
// on how a frame slices time.

// appSkb is one skb on the socket's queue or on the defer list: the
// lines its free touches.
type appSkb struct {
	shinfo lineRef
	first  uint32 // its first struct page line in appCore.pages
	npages uint16
	bytes  int32 // payload the application copies
	at     Time  // when the NAPI core queued it
	cost   Time  // its recvmsg on the application's core
}

const (
	// appQueueMax bounds the skbs queued on the socket and on the defer
	// list (a power of two).
	appQueueMax = 256
	// appPagesMax bounds the struct page lines of queued skbs (a power
	// of two; a TCP GRO skb has up to 64).
	appPagesMax = 4096
	// skbDeferMax is sysctl_skb_defer_max (net/core/hotdata.c): past it
	// skb_attempt_defer_free frees on the calling core.
	skbDeferMax = 64
	// udpRcvbufSkbs is how many 512 B datagrams the default socket
	// buffer holds: net.core.rmem_default 212992 B over a truesize of
	// ~2.3 KB (a 2 KiB stride fragment plus the sk_buff).
	udpRcvbufSkbs = 92
	// udpReleaseEvery is how many datagrams udp_rmem_release lets pass
	// before it writes sk_rmem_alloc: a quarter of the socket buffer.
	udpReleaseEvery = udpRcvbufSkbs / 4
)

// appCore is the application's core.
type appCore struct {
	on     bool
	t      Time // busy until t
	recv   Time // one recvmsg, copy excluded
	psPerB float64
	rcvbuf int // skbs the socket queue holds
	// sockEvery is how many skbs the application reads between its
	// writes of the socket's line; taken counts them.
	sockEvery, taken int

	q         []appSkb // the socket's receive queue (ring)
	qHead, qN int
	headEnd   Time     // when the recvmsg of the skb at the queue's head ends
	def       []appSkb // the NAPI core's defer list (ring)
	dHead, dN int
	pages     []lineRef // struct page lines of queued skbs (ring)
	pTail     uint32
}

// newAppCore builds the application's core for cfg on p, reusing old's
// arrays.
func newAppCore(cfg Config, p *Profile, old *appCore) appCore {
	a := appCore{
		on:    cfg.App != AppIRQCore && cfg.Sink == SinkStack,
		recv:  Nanos(p.AppRecvNs.Value),
		q:     reuse(old.q, appQueueMax),
		def:   reuse(old.def, appQueueMax),
		pages: reuse(old.pages, appPagesMax),
	}
	if bpc := p.AppCopyBytesPerCycle.Value; bpc > 0 {
		a.psPerB = 1000 / (bpc * p.CoreGHz.Value)
	}
	a.rcvbuf, a.sockEvery = udpRcvbufSkbs, udpReleaseEvery
	if cfg.Traffic == TCP {
		a.rcvbuf = appQueueMax // tcp_rmem autotuning: the window, not the buffer, bounds a stream
		a.sockEvery = 1        // lock_sock at every recvmsg
	}
	return a
}

// c2cOf is the core-to-core latency between the NAPI core and the
// application's core for the app knob.
func c2cOf(cfg Config, p *Profile) Time {
	if cfg.App == AppOtherCCD {
		return Nanos(p.C2CFarNs.Value)
	}
	return Nanos(p.C2CNearNs.Value)
}

// addPage records a struct page line of the skb being built and returns
// its index.
func (a *appCore) addPage(l lineRef) uint32 {
	i := a.pTail
	a.pages[i&(appPagesMax-1)] = l
	a.pTail++
	return i
}

// page is the struct page line at index i.
func (a *appCore) page(i uint32) lineRef { return a.pages[i&(appPagesMax-1)] }

// full reports whether the socket's queue is at its buffer (or the
// struct page ring would wrap onto a queued skb's pages).
func (a *appCore) full() bool {
	return a.qN >= a.rcvbuf || a.qN == len(a.q) || (a.qN > 0 && a.pTail-a.q[a.qHead].first > appPagesMax-groMaxSegs)
}

// enqueue queues at t, on the socket's queue, the skb whose free touches
// shinfo and the npages struct page lines from first, and whose payload
// is bytes. The entry is filled field by field in its slot: an appSkb
// built on the stack from narrow stores and then copied whole waits for
// those stores to drain (a failed store-to-load forward) at every skb.
func (a *appCore) enqueue(shinfo lineRef, first uint32, npages uint16, bytes int32, t Time) {
	k := &a.q[(a.qHead+a.qN)&(appQueueMax-1)]
	k.shinfo, k.first, k.npages, k.bytes = shinfo, first, npages, bytes
	k.at = t
	k.cost = a.recv + Time(float64(bytes)*a.psPerB)
	a.qN++
	if a.qN == 1 {
		a.headEnd = max(a.t, t) + k.cost
	}
}

// appAdvanceTo plays every recvmsg that ends by t.
func (s *Sim) appAdvanceTo(t Time) {
	a := &s.app
	for a.qN > 0 && a.headEnd <= t {
		s.appTake()
	}
}

// appTake is the application's recvmsg of the skb at the head of the
// socket's queue.
func (s *Sim) appTake() {
	a := &s.app
	k := a.q[a.qHead]
	a.t = a.headEnd
	a.qHead = (a.qHead + 1) & (appQueueMax - 1)
	a.qN--
	if a.qN > 0 {
		h := &a.q[a.qHead]
		a.headEnd = max(a.t, h.at) + h.cost
	}
	s.mem.appRead(k.shinfo)
	if a.taken++; a.taken >= a.sockEvery {
		a.taken = 0
		s.mem.appWrite(s.lay.sock())
	}
	s.met.AppReceived++
	s.met.AppBusyTime += k.cost
	if a.dN < skbDeferMax {
		a.def[(a.dHead+a.dN)&(appQueueMax-1)] = k
		a.dN++
		return
	}
	// the defer list is full: the application frees the skb, each
	// page's locked xadd taking its struct page line
	for i := uint32(0); i < uint32(k.npages); i++ {
		s.mem.appWrite(a.page(k.first + i))
	}
}
