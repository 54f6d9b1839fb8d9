package model

import (
	"math"
	"math/bits"
	"strings"
)

// XDPMode is the verdict of the attached XDP program, or XDPOff.
type XDPMode uint8

const (
	XDPOff  XDPMode = iota // no program: every packet becomes an skb
	XDPDrop                // the program reads the header and returns XDP_DROP
	XDPTx                  // XDP_TX: the frame goes back out through the XDP SQ
	XDPPass                // XDP_PASS: the driver builds the skb after the program
	// XDPDropNoRead: the program returns XDP_DROP without reading the
	// packet (seed 000: "XDP_DROP without touching the packet is unchanged").
	XDPDropNoRead
)

var xdpNames = [...]string{"off", "drop", "tx", "pass", "drop-noread"}

func (m XDPMode) String() string {
	if int(m) < len(xdpNames) {
		return xdpNames[m]
	}
	panic("model: XDPMode.String: unknown mode")
}

// Traffic is the arrival process of the device (traffic.go).
type Traffic uint8

const (
	Flood   Traffic = iota // fixed-size frames, evenly spaced at the offered rate (pktgen)
	Burst                  // Burst frames back to back at line rate, every BurstPeriod
	TCP                    // one TCP-like stream of full-MTU segments, window-limited
	Mixed                  // IMIX sizes 64:576:1500 in 7:4:1, evenly spaced
	LowRate                // fixed-size frames with exponential gaps (Poisson) at a low rate
)

var trafficNames = [...]string{"flood", "burst", "tcp", "mixed", "lowrate"}

func (t Traffic) String() string {
	if int(t) < len(trafficNames) {
		return trafficNames[t]
	}
	panic("model: Traffic.String: unknown traffic")
}

// Sink is what becomes of a packet once the driver has built its skb
// (without XDP, or with XDP_PASS).
type Sink uint8

const (
	SinkStack      Sink = iota // napi_gro_receive: GRO and the UDP or TCP stack
	SinkDriverDrop             // seed 002's test point: eth_type_trans, then napi_consume_skb in the driver
)

var sinkNames = [...]string{"stack", "driver-drop"}

func (k Sink) String() string {
	if int(k) < len(sinkNames) {
		return sinkNames[k]
	}
	panic("model: Sink.String: unknown sink")
}

// App is where the receiving application (netperf's netserver, a UDP
// sink) runs: the core whose recvmsg copies the payload out.
type App uint8

const (
	// AppOtherCore: on a core of its own that shares the NAPI core's L3
	// (the same CCD or cluster), where the scheduler's wake-affine
	// placement puts a task the softirq wakes. Its copy rate can cap a
	// TCP stream (set with the rate knob); the lines it reads and writes
	// (the skb's shinfo, the socket) cost the NAPI core the near
	// core-to-core latency (appcore.go).
	AppOtherCore App = iota
	// AppIRQCore: on the core that takes the interrupts (seed 004's "netserver
	// pinned to the core receiving interrupts"): its copy shares that core
	// with NAPI.
	AppIRQCore
	// AppOtherCCD: on a core of another CCD (or die): as AppOtherCore, at
	// the far core-to-core latency.
	AppOtherCCD
)

var appNames = [...]string{"other-core", "irq-core", "other-ccd"}

func (a App) String() string {
	if int(a) < len(appNames) {
		return appNames[a]
	}
	panic("model: App.String: unknown placement")
}

// NIC is which socket's root port the NIC hangs off, seen from the NAPI
// core.
type NIC uint8

const (
	// NICLocal: the NAPI core's own socket: the device's writes go to
	// local memory (or, with injection, the local LLC).
	NICLocal NIC = iota
	// NICRemote: the other socket's root port: page_pool allocates the
	// buffers on the device's node (dev_to_node) and DDIO, if any, fills
	// that socket's LLC, so every line the device wrote is a remote
	// access for the NAPI core (Profile.RemoteNs) and a local LLC miss.
	NICRemote
)

var nicNames = [...]string{"local", "remote"}

func (n NIC) String() string {
	if int(n) < len(nicNames) {
		return nicNames[n]
	}
	panic("model: NIC.String: unknown placement")
}

// HeadCopy is how the nonlinear path sizes the skb's linear part (seed 004).
type HeadCopy uint8

const (
	// HeadCopyHeadlen: eth_get_headlen parses the headers and only they are
	// copied (the mainline since seed 004); GRO merges the payload frags.
	HeadCopyHeadlen HeadCopy = iota
	// HeadCopyMax: MLX5E_RX_MAX_HEAD (256) bytes are copied, payload
	// included; GRO then chains the skbs on frag_list.
	HeadCopyMax
)

var headCopyNames = [...]string{"headlen", "256"}

func (h HeadCopy) String() string {
	if int(h) < len(headCopyNames) {
		return headCopyNames[h]
	}
	panic("model: HeadCopy.String: unknown mode")
}

// LineSet is the set of lines a look-ahead prefetch covers.
type LineSet uint8

const (
	PrefetchHeaders LineSet = 1 << iota // the packet's two header lines (net_prefetch)
	PrefetchPage                        // its struct page (skb_propagate_pfmemalloc)
	PrefetchShinfo                      // line 0 of its skb_shared_info, guessed from the current length

	PrefetchAll = PrefetchHeaders | PrefetchPage | PrefetchShinfo
)

// String lists the lines as "headers,page,shinfo", or "none".
func (s LineSet) String() string {
	if s == 0 {
		return "none"
	}
	out := ""
	for i, n := range [...]string{"headers", "page", "shinfo"} {
		if s&(1<<i) != 0 {
			if out != "" {
				out += ","
			}
			out += n
		}
	}
	return out
}

// Knob ranges.
const (
	MinDistance, MaxDistance = 0, 16
	MinSize                  = 64
	MinBudget, MaxBudget     = 1, 256
	MinBurst, MaxBurst       = 1, 1 << 16
	MinRingFrames            = 1 << MinLogRQMTUFrames
	MaxRingFrames            = 1 << MaxLogRQMTUFrames
	MinRateMpps              = 0.001

	// BurstPeriod is the time from the start of one burst to the next.
	BurstPeriod = Millisecond
	// LowRateDefaultMpps is the rate of the lowrate pattern when the rate
	// knob is "line".
	LowRateDefaultMpps = 0.1
	// EthOverhead is the preamble (8 B) and inter-frame gap (12 B) that every
	// frame costs on the wire besides its own bytes.
	EthOverhead = 20
	// FCSLen is the frame check sequence, counted in the frame size and
	// stripped by the NIC before the data is written.
	FCSLen = 4
)

// Config is the set of knobs of one run. It is a plain value: copy it,
// change it with Set, check it with Validate. New validates it again.
type Config struct {
	Profile     string  // machine profile name (profile.go)
	Variant     string  // driver variant name (variant.go)
	Distance    int     // look-ahead prefetch distance: strides ahead (CQEs for cqe-peek, descriptors for mlx4-ahead; DistanceUnit)
	Size        int     // frame size in bytes as pktgen's pkt_size (FCS included)
	MTU         int     // netdev MTU, MinMTU..MaxMTU (68..9978)
	CQECompress bool    // rx_cqe_compress private flag
	XDP         XDPMode // XDP program verdict, or off
	RateMpps    float64 // offered load in Mpps; 0 means the link's line rate
	Traffic     Traffic // arrival process
	Burst       int     // frames per burst (Traffic == Burst)
	Inject      bool    // DMA writes injected into the LLC (DDIO-like)
	NIC         NIC     // which socket the NIC hangs off
	Lines       LineSet // lines the look-ahead prefetch covers
	RingFrames  int     // ethtool -G rx: ring size in MTU frames (power of two)
	Budget      int     // NAPI budget per poll
	Seed        uint64  // seed of the arrival process and the page frames
	RQ          RQType  // striding (today), legacy (one packet per WQE) or the v4.6 striding RQ
	LRO         bool    // hardware LRO: the NIC merges a TCP stream's segments into one CQE
	HeadCopy    HeadCopy
	Sink        Sink
	App         App // where the receiving application copies the payload out
	// Machine, when not nil, is a machine of the user's that the run
	// simulates in place of the shipped profile named Profile (machine.go).
	Machine *Profile
}

// DefaultConfig is the seed 000 default: the Zen 5 + ConnectX-5 Ex machine,
// stride-ahead at distance 4, a UDP 512 B flood at line rate, MTU 1500,
// no compression, no XDP, 1024-frame ring, budget 64.
func DefaultConfig() Config {
	return Config{
		Profile:    shipped[0].Name,
		Variant:    "stride-ahead",
		Distance:   4,
		Size:       512,
		MTU:        1500,
		XDP:        XDPOff,
		Traffic:    Flood,
		Burst:      2048,
		Lines:      PrefetchAll,
		RingFrames: 1 << DefaultLogRQMTUFrames,
		Budget:     64,
		App:        AppOtherCCD, // seed 000's setup (validation.SeedSetups)
		Seed:       1,
	}
}

// Validate checks every knob against its range and returns a *KnobError
// naming the first bad knob, its value and the range, e.g.
// "distance: 17 is out of range 0..16", or nil.
func (c Config) Validate() error {
	if err := c.validate(); err != nil {
		return err
	}
	return c.checkMachine()
}

// validate is Validate with the error's type kept: the first knob out of
// its range, or nil.
func (c Config) validate() *KnobError {
	if _, err := c.machine(); err != nil {
		return knobErrorf("profile", "%q is not one of %s", Echo(c.Profile), strings.Join(ProfileNames(), "|"))
	}
	if _, err := lookupVariant(c.Variant); err != nil {
		return knobErrorf("variant", "%q is not one of %s", Echo(c.Variant), strings.Join(VariantNames(), "|"))
	}
	if c.Distance < MinDistance || c.Distance > MaxDistance {
		return rangeErr("distance", c.Distance, MinDistance, MaxDistance)
	}
	if c.MTU < MinMTU || c.MTU > MaxMTU {
		return rangeErr("mtu", c.MTU, MinMTU, MaxMTU)
	}
	if c.Size < MinSize || c.Size > c.MTU {
		return rangeErr("size", c.Size, MinSize, c.MTU)
	}
	if int(c.XDP) >= len(xdpNames) {
		return knobErrorf("xdp", "%d is not one of %s", c.XDP, strings.Join(xdpNames[:], "|"))
	}
	if c.RQ >= numRQTypes {
		return knobErrorf("rq", "%d is not one of %s", c.RQ, strings.Join(rqNames[:], "|"))
	}
	if int(c.NIC) >= len(nicNames) {
		return knobErrorf("nic", "%d is not one of %s", c.NIC, strings.Join(nicNames[:], "|"))
	}
	if int(c.HeadCopy) >= len(headCopyNames) {
		return knobErrorf("headcopy", "%d is not one of %s", c.HeadCopy, strings.Join(headCopyNames[:], "|"))
	}
	if int(c.Sink) >= len(sinkNames) {
		return knobErrorf("sink", "%d is not one of %s", c.Sink, strings.Join(sinkNames[:], "|"))
	}
	if int(c.App) >= len(appNames) {
		return knobErrorf("app", "%d is not one of %s", c.App, strings.Join(appNames[:], "|"))
	}
	if c.LRO && c.Traffic != TCP {
		return knobErrorf("lro", "on needs traffic tcp (LRO merges a TCP stream's segments)")
	}
	if int(c.Traffic) >= len(trafficNames) {
		return knobErrorf("traffic", "%d is not one of %s", c.Traffic, strings.Join(trafficNames[:], "|"))
	}
	if c.Burst < MinBurst || c.Burst > MaxBurst {
		return rangeErr("burst", c.Burst, MinBurst, MaxBurst)
	}
	if c.Lines > PrefetchAll {
		return knobErrorf("lines", "%d is not a set of headers,page,shinfo", c.Lines)
	}
	if c.RingFrames < MinRingFrames || c.RingFrames > MaxRingFrames || bits.OnesCount(uint(c.RingFrames)) != 1 {
		return knobErrorf("ring", "%d is not a power of two in range %d..%d", c.RingFrames, MinRingFrames, MaxRingFrames)
	}
	if c.Budget < MinBudget || c.Budget > MaxBudget {
		return rangeErr("budget", c.Budget, MinBudget, MaxBudget)
	}
	if c.RateMpps != 0 {
		line := c.LineRateMpps()
		if math.IsNaN(c.RateMpps) || c.RateMpps < MinRateMpps || c.RateMpps > line*(1+1e-9) {
			return knobErrorf("rate", "%g is out of range %g..%.2f (line rate for %d B frames)", c.RateMpps, MinRateMpps, line, c.frameForRate())
		}
	}
	if _, err := NewGeometry(c.GeometryParams()); err != nil {
		return knobErrorf("rq", "%s with mtu %d: %v", c.RQ, c.MTU, err)
	}
	return nil
}

// rangeErr is the KnobError of an integer knob outside lo..hi.
func rangeErr(name string, v, lo, hi int) *KnobError {
	return knobErrorf(name, "%d is out of range %d..%d", v, lo, hi)
}

// frameForRate is the frame size the rate is measured against: the full
// MTU frame for the TCP stream, the mean IMIX frame for mixed traffic.
func (c Config) frameForRate() int {
	switch c.Traffic {
	case TCP:
		return c.MTU + 14 + FCSLen
	case Mixed:
		return imixMean(c.MTU)
	}
	return c.Size
}

// LineRateMpps is the link's line rate in Mpps for this configuration's
// frames: link bits per second / ((frame + 20 B of preamble and IFG) × 8).
func (c Config) LineRateMpps() float64 {
	p, err := c.machine()
	if err != nil {
		p = &shipped[0]
	}
	return p.LinkGbps.Value * 1e3 / float64((c.frameForRate()+EthOverhead)*8)
}

// GeometryParams returns the ring geometry inputs of this configuration.
func (c Config) GeometryParams() GeometryParams {
	return GeometryParams{
		MTU:            c.MTU,
		XDP:            c.XDP != XDPOff,
		CQECompression: c.CQECompress,
		LogRQMTUFrames: bits.TrailingZeros(uint(c.RingFrames)),
		LRO:            c.LRO,
		RQ:             c.RQ,
	}
}
