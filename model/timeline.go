package model

// SegmentKind is what the NAPI CPU is doing during a timeline segment.
type SegmentKind uint8

const (
	SegWork            SegmentKind = iota // dispatching instructions
	SegStallCQE                           // window full behind a CQE read
	SegStallHeader                        // window full behind a packet header read
	SegStallPage                          // window full behind a struct page read
	SegStallShinfo                        // window full behind an skb_shared_info access
	SegStallStoreQueue                    // store queue full behind a store whose line is not owned yet
	SegStallLocked                        // a locked op waiting for older stores and its own line
	SegStallOther                         // any other stall (fill buffers, draining)
	SegIdle                               // no poll running
)

var segNames = [...]string{"work", "stall-cqe", "stall-header", "stall-page", "stall-shinfo", "stall-store-queue", "stall-locked", "stall-other", "idle"}

func (k SegmentKind) String() string {
	if int(k) < len(segNames) {
		return segNames[k]
	}
	panic("model: SegmentKind.String: unknown kind")
}

// Segment is an interval of the CPU timeline.
type Segment struct {
	Start, End Time
	Kind       SegmentKind
}

// FBSample is the number of busy fill buffers at time T.
type FBSample struct {
	T     Time
	InUse int
}

// Timeline is a bounded ring of the most recent CPU segments and fill
// buffer samples. Adjacent segments of the same kind are merged. Its memory
// is fixed at construction, whatever the run length.
//
// The CPU model computes a packet's work in one step, so the newest
// segments may end after Sim.Now(); a view clips them at Now.
type Timeline struct {
	off     bool // recording stopped (Sim.SetTimeline)
	segs    []Segment
	segHead int // index of the oldest segment
	segN    int
	fbs     []FBSample
	fbHead  int
	fbN     int
}

// newTimeline holds nseg segments and nfb samples, both rounded up to
// powers of two, in old's arrays where they are large enough (reuse).
func newTimeline(nseg, nfb int, old *Timeline) Timeline {
	return Timeline{segs: reuse(old.segs, pow2(nseg)), fbs: reuse(old.fbs, pow2(nfb))}
}

// pow2 rounds n up to a power of two (at least 1), so that rings index
// with a mask.
func pow2(n int) int {
	p := 1
	for p < n {
		p *= 2
	}
	return p
}

// Len is the number of segments held.
func (tl *Timeline) Len() int { return tl.segN }

// At returns segment i, 0 being the oldest held. i must be in [0, Len()).
func (tl *Timeline) At(i int) Segment { return tl.segs[(tl.segHead+i)&(len(tl.segs)-1)] }

// Segments appends the segments that overlap [from, to) to dst, oldest
// first, clipped to [from, to).
func (tl *Timeline) Segments(dst []Segment, from, to Time) []Segment {
	for i := 0; i < tl.segN; i++ {
		s := tl.At(i)
		if s.End <= from || s.Start >= to {
			continue
		}
		s.Start = max(s.Start, from)
		s.End = min(s.End, to)
		dst = append(dst, s)
	}
	return dst
}

// FBLen is the number of fill-buffer samples held.
func (tl *Timeline) FBLen() int { return tl.fbN }

// FBAt returns fill-buffer sample i, 0 being the oldest held.
func (tl *Timeline) FBAt(i int) FBSample { return tl.fbs[(tl.fbHead+i)&(len(tl.fbs)-1)] }

func (tl *Timeline) add(start, end Time, k SegmentKind) {
	if end <= start {
		return
	}
	mask := len(tl.segs) - 1
	if tl.segN > 0 {
		last := &tl.segs[(tl.segHead+tl.segN-1)&mask]
		if last.Kind == k && last.End == start {
			last.End = end
			return
		}
	}
	if tl.segN == len(tl.segs) {
		tl.segs[tl.segHead] = Segment{start, end, k}
		tl.segHead = (tl.segHead + 1) & mask
		return
	}
	tl.segs[(tl.segHead+tl.segN)&mask] = Segment{start, end, k}
	tl.segN++
}

func (tl *Timeline) sample(t Time, n int) {
	mask := len(tl.fbs) - 1
	if tl.fbN == len(tl.fbs) {
		tl.fbs[tl.fbHead] = FBSample{t, n}
		tl.fbHead = (tl.fbHead + 1) & mask
		return
	}
	tl.fbs[(tl.fbHead+tl.fbN)&mask] = FBSample{t, n}
	tl.fbN++
}
