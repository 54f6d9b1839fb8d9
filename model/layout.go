package model

import "math/bits"

// layout is where the simulated lines live. Ring and CQ pages get scattered
// page frames, like page_pool pages (pageFrames); struct pages sit in the
// vmemmap array, one 64-byte line per frame. Every line also has a dense id
// for the caches' directories:
//
//	ids: [ring lines | CQ slots | struct pages of ring pages | XDP SQ CQ | skb head lines | socket]
//	      0           cqBase     spBase                       txBase      skbID            sockID
//
// Ids below spBase are the lines the device writes.
type layout struct {
	frames    []uint64 // ring pages (WQE-major), then CQ pages
	ringPages int
	// pagesInv is 2^64 / ringPages rounded up (0 for one page, where it
	// does not fit): byID divides a line id by ringPages with one
	// multiplication (Lemire's fastdiv, exact for 32-bit ids), where a
	// division costs the L2 victim path tens of cycles per eviction.
	pagesInv uint64
	cqBase   uint32
	spBase   uint32
	txBase   uint32
	skbID    uint32
	sockID   uint32
	n        int // number of ids
}

// Physical line numbers of the regions that are not ring or CQ pages. Ring
// and CQ pages get page frames below 2^frameBits (16 GiB), so their lines
// are below 2^28; these regions sit above.
const (
	frameBits           = 22
	vmemmapLine  uint64 = 1 << 29       // struct page of frame f: vmemmapLine + f
	txCQLine     uint64 = 1 << 30       // the XDP SQ's completion queue
	skbHeadLine  uint64 = 1<<30 + 1<<29 // a fresh skb's head (nonlinear header copy)
	sockLine     uint64 = 1<<30 + 1<<28 // the receiving socket's sk_rmem_alloc and receive queue lock
	txCQLines           = 64
	skbHeadLines        = 8 // the lines of a fresh skb's head the header copy may write
)

func newLayout(g Geometry, frames []uint64) layout {
	ringPages := g.RingPages()
	l := layout{frames: frames, ringPages: ringPages, pagesInv: ^uint64(0)/uint64(ringPages) + 1}
	l.cqBase = uint32(ringPages * 64)
	l.spBase = l.cqBase + uint32(g.CQEntries)
	l.txBase = l.spBase + uint32(ringPages)
	l.skbID = l.txBase + txCQLines
	l.sockID = l.skbID + skbHeadLines
	l.n = int(l.sockID) + 1
	return l
}

// ring is line i (0..63) of ring page pg. Its id is i·ringPages + pg: the
// same line of consecutive pages (the header lines of consecutive packets)
// get neighbouring ids, so that their directory words share host cache
// lines.
func (l *layout) ring(pg, i int) lineRef {
	return lineRef{id: uint32(i*l.ringPages + pg), phys: l.frames[pg]<<6 | uint64(i)}
}

// cq is the line of CQ slot s (0..CQEntries-1).
func (l *layout) cq(s uint32) lineRef {
	return lineRef{id: l.cqBase + s, phys: l.frames[l.ringPages+int(s/64)]<<6 | uint64(s%64)}
}

// structPage is the struct page line of ring page pg.
func (l *layout) structPage(pg int) lineRef {
	return lineRef{id: l.spBase + uint32(pg), phys: vmemmapLine + l.frames[pg]}
}

// tx is line i of the XDP SQ's completion queue.
func (l *layout) tx(i int) lineRef {
	return lineRef{id: l.txBase + uint32(i%txCQLines), phys: txCQLine + uint64(i%txCQLines)}
}

// skbHead is line i (0..skbHeadLines-1) of the head of a fresh skb from
// the NAPI cache: hot, the same lines for every packet.
func (l *layout) skbHead(i int) lineRef {
	return lineRef{id: l.skbID + uint32(i), phys: skbHeadLine + uint64(i)}
}

// sock is the receiving socket's line: sk_rmem_alloc and the receive
// queue's spinlock, which the NAPI core's enqueue and the application's
// recvmsg both write.
func (l *layout) sock() lineRef { return lineRef{id: l.sockID, phys: sockLine} }

// byID returns the lineRef of id.
func (l *layout) byID(id uint32) lineRef {
	switch {
	case id < l.cqBase:
		i, _ := bits.Mul64(l.pagesInv, uint64(id)) // id / ringPages
		if l.pagesInv == 0 {
			i = uint64(id) // one page: every ring line is line id of it
		}
		return l.ring(int(id)-int(i)*l.ringPages, int(i))
	case id < l.spBase:
		return l.cq(id - l.cqBase)
	case id < l.txBase:
		return l.structPage(int(id - l.spBase))
	case id < l.skbID:
		return l.tx(int(id - l.txBase))
	case id == l.sockID:
		return l.sock()
	}
	return l.skbHead(int(id - l.skbID))
}
