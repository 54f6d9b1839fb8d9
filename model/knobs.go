package model

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
)

// KnobKind is the type of a knob's value.
type KnobKind uint8

const (
	KnobInt   KnobKind = iota // an integer in [Min, Max]
	KnobFloat                 // a number in [Min, Max]
	KnobBool                  // on|off
	KnobEnum                  // one of Values
	KnobSet                   // a comma-separated subset of Values, or "none"
	KnobText                  // free text (checked by Validate)
)

func (k KnobKind) String() string {
	switch k {
	case KnobInt:
		return "int"
	case KnobFloat:
		return "float"
	case KnobBool:
		return "bool"
	case KnobEnum:
		return "enum"
	case KnobSet:
		return "set"
	case KnobText:
		return "text"
	}
	panic("model: KnobKind.String: unknown kind")
}

// KnobInfo describes one knob, in one place, for the command line, the
// URL parser, the notices and the app's screen: its name (the flag, the
// URL key and the snapshot's name), kind, range, default and the
// one-line help rxsim -h and the control's tooltip give; its top where
// the other knobs decide it; and how the screen shows and moves it
// (Screen, knobscreen.go).
type KnobInfo struct {
	Name     string
	Kind     KnobKind
	Range    string   // e.g. "0..16", "68..9978", "line|0.001..<line rate>"
	Default  string   // the value in DefaultConfig, as Get prints it
	Help     string   // one line
	Min, Max float64  // numeric range for sliders and sweeps (KnobInt, KnobFloat)
	Values   []string // choices (KnobEnum, KnobSet, KnobBool)
	// Top, when set, is the knob's largest value with c's other knobs
	// and the word Set takes for it, "" when it has none: the packet
	// size's MTU, the rate's line rate ("line"). Without it the top is
	// Max (Config.KnobTop).
	Top func(c Config) (top float64, word string)

	Screen KnobScreen // its label, control, key and place on the screen; zero for a knob without one
}

// KnobByName returns the knob called name of Knobs, and whether there is one.
func KnobByName(name string) (KnobInfo, bool) {
	for _, k := range tables().infos {
		if k.Name == name {
			return k, true
		}
	}
	return KnobInfo{}, false
}

// Numeric reports whether the knob can be swept over a numeric range.
func (k KnobInfo) Numeric() bool { return k.Kind == KnobInt || k.Kind == KnobFloat }

type knob struct {
	info KnobInfo
	set  func(c *Config, v string) error
	get  func(c *Config) string
}

var onOff = []string{"on", "off"}

// extraKnobs are the knobs added to the table from outside the model
// (AddKnob), after the model's own.
var extraKnobs []knob

// AddKnob adds a knob to the end of the table: its description, how Set
// parses a value into a Config (and checks its range: Validate knows
// only the model's own knobs) and how Get prints it. Everything that
// reads the table takes it from there: rxsim's flags and -h, the URL
// parser and its notices, the app's knobs drawer and the keys' help. A
// test adds a throwaway knob this way; remove takes it out again.
// AddKnob must not run while the table is read elsewhere.
func AddKnob(info KnobInfo, set func(c *Config, v string) error, get func(c *Config) string) (remove func()) {
	extraKnobs = append(extraKnobs, knob{info, set, get})
	table.Store(nil)
	return func() {
		for i, k := range extraKnobs {
			if k.info.Name == info.Name {
				extraKnobs = append(extraKnobs[:i:i], extraKnobs[i+1:]...)
				table.Store(nil)
				return
			}
		}
	}
}

// table is the knob table once built, with its descriptions filled in
// (knobInfos): Set and Get read it for every knob they name (the app's
// controls, at each change), so it is built once, and again after
// AddKnob or its remove.
var table atomic.Pointer[knobTables]

type knobTables struct {
	knobs []knob
	infos []KnobInfo
}

// tables returns the knob table and its descriptions, built if need be.
func tables() *knobTables {
	if t := table.Load(); t != nil {
		return t
	}
	t := &knobTables{knobs: buildKnobTable()}
	t.infos = knobInfos(t.knobs)
	table.Store(t)
	return t
}

// knobTable returns the knob table: the model's knobs, then the ones
// added from outside.
func knobTable() []knob { return tables().knobs }

// buildKnobTable makes the knob table: each knob's description, setter
// and getter.
func buildKnobTable() []knob {
	return append([]knob{
		{KnobInfo{Name: "profile", Kind: KnobEnum, Values: ProfileNames(), Help: "machine profile: CPU, caches, NIC, link and work cycles"},
			func(c *Config, v string) error {
				i, err := enumIndex(v, ProfileNames())
				if err == nil {
					c.Profile, c.Machine = ProfileNames()[i], nil
				}
				return err
			},
			func(c *Config) string { return c.Profile }},
		{KnobInfo{Name: "variant", Kind: KnobEnum, Values: VariantNames(), Help: "driver variant: where the RX loop prefetches"},
			func(c *Config, v string) error {
				i, err := enumIndex(v, VariantNames())
				if err == nil {
					c.Variant = VariantNames()[i]
				}
				return err
			},
			func(c *Config) string { return c.Variant }},
		{KnobInfo{Name: "distance", Kind: KnobInt, Min: MinDistance, Max: MaxDistance, Help: "look-ahead prefetch distance in strides (MLX5E_RX_PREFETCH_DIST); in CQEs for cqe-peek, descriptors for mlx4-ahead",
			Screen: KnobScreen{Label: "Prefetch distance", Unit: "strides", Control: SliderControl, Key: "D",
				Strip: 1, Scale: LinearScale, Sample: "16 descriptors",
				UnitIn: distanceUnit, Idle: DistanceIdle}},
			intSetter(func(c *Config) *int { return &c.Distance }),
			func(c *Config) string { return strconv.Itoa(c.Distance) }},
		{KnobInfo{Name: "size", Kind: KnobInt, Min: MinSize, Max: MaxMTU, Range: "64..mtu", Help: "frame size in bytes, FCS included (pktgen pkt_size); tcp uses full-MTU segments",
			Top: mtuTop,
			Screen: KnobScreen{Label: "Packet size", Unit: "B", Control: SliderControl, Key: "P",
				Strip: 2, Scale: NotchScale, Notches: packetSizes, Sample: "full MTU",
				Text: appendSizeText, Idle: sizeIdle}},
			intSetter(func(c *Config) *int { return &c.Size }),
			func(c *Config) string { return strconv.Itoa(c.Size) }},
		// The MTU takes any value the netdev does; its switch on the
		// strip flips between the two the seeds measure (Values: off,
		// on), and the drawer steps through mtuNotches.
		{KnobInfo{Name: "mtu", Kind: KnobInt, Min: MinMTU, Max: MaxMTU, Range: "68..9978", Values: []string{"1500", "9000"},
			Help: "netdev MTU (ip link set mtu): a linear striding RQ up to 3690 (3498 with XDP; two packets a page up to 1642), a nonlinear one above",
			Screen: KnobScreen{Label: "Jumbo MTU 9000", Unit: "B", Control: ToggleControl, Key: "J", Strip: 3, On: "9000",
				Scale: NotchScale, Notches: mtuNotches, Then: sizeWithinMTU}},
			intSetter(func(c *Config) *int { return &c.MTU }),
			func(c *Config) string { return strconv.Itoa(c.MTU) }},
		{KnobInfo{Name: "cqe-compress", Kind: KnobBool, Values: onOff, Help: "CQE compression (rx_cqe_compress): a title CQE plus arrays of 8 mini CQEs",
			Screen: KnobScreen{Label: "CQE compression", Control: ToggleControl, Key: "C", Strip: 1}},
			boolSetter(func(c *Config) *bool { return &c.CQECompress }),
			func(c *Config) string { return onOffString(c.CQECompress) }},
		{KnobInfo{Name: "xdp", Kind: KnobEnum, Values: xdpNames[:], Help: "XDP program verdict: off, drop, tx, pass, or drop-noread (XDP_DROP without reading the packet)",
			Screen: KnobScreen{Label: "XDP", Control: ChoiceControl, Key: "X", Words: []string{"off", "drop", "tx", "pass", "no read"}, Strip: 4}},
			func(c *Config, v string) error {
				i, err := enumIndex(v, xdpNames[:])
				if err == nil {
					c.XDP = XDPMode(i)
				}
				return err
			},
			func(c *Config) string { return c.XDP.String() }},
		{KnobInfo{Name: "rate", Kind: KnobFloat, Min: MinRateMpps, Max: 148.81, Range: "line|0.001..<line rate> Mpps", Help: "offered load in Mpps, or line (0 means line too) for the link's line rate (20 B preamble+IFG per frame)",
			Top: lineRateTop,
			Screen: KnobScreen{Label: "Offered rate", Unit: "Mpps", Control: SliderControl, Key: "O",
				Strip: 3, Scale: LogScale, Low: 0.1, Sample: "14.88 Mpps",
				Shown: OfferedMpps, Text: appendOffered, Nudge: rateNudge}},
			func(c *Config, v string) error {
				if v == "line" || v == "0" {
					c.RateMpps = 0
					return nil
				}
				f, err := strconv.ParseFloat(v, 64)
				if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
					return fmt.Errorf("%q is not a number or line", Echo(v))
				}
				c.RateMpps = f
				return nil
			},
			func(c *Config) string {
				if c.RateMpps == 0 {
					return "line"
				}
				return strconv.FormatFloat(c.RateMpps, 'g', -1, 64)
			}},
		{KnobInfo{Name: "traffic", Kind: KnobEnum, Values: trafficNames[:], Help: "arrival process: flood, burst, tcp (window-limited stream), mixed (IMIX), lowrate (Poisson)"},
			func(c *Config, v string) error {
				i, err := enumIndex(v, trafficNames[:])
				if err == nil {
					c.Traffic = Traffic(i)
				}
				return err
			},
			func(c *Config) string { return c.Traffic.String() }},
		{KnobInfo{Name: "burst", Kind: KnobInt, Min: MinBurst, Max: MaxBurst, Help: "frames per burst at line rate, one burst per millisecond (traffic=burst)", Screen: KnobScreen{Unit: "frames"}},
			intSetter(func(c *Config) *int { return &c.Burst }),
			func(c *Config) string { return strconv.Itoa(c.Burst) }},
		{KnobInfo{Name: "inject", Kind: KnobBool, Values: onOff, Help: "cache injection: DMA writes land in the LLC (DDIO-like) instead of only invalidating; profiles with DDIO always inject",
			Screen: KnobScreen{Label: "Cache injection", Control: ToggleControl, Key: "I", Strip: 2,
				Held: injectHeld}},
			boolSetter(func(c *Config) *bool { return &c.Inject }),
			func(c *Config) string { return onOffString(c.Inject) }},
		{KnobInfo{Name: "nic", Kind: KnobEnum, Values: nicNames[:], Help: "which socket the NIC hangs off: local, or remote (its lines are remote-socket accesses, DDIO fills the other LLC; seed 001's setup)"},
			func(c *Config, v string) error {
				i, err := enumIndex(v, nicNames[:])
				if err == nil {
					c.NIC = NIC(i)
				}
				return err
			},
			func(c *Config) string { return c.NIC.String() }},
		{KnobInfo{Name: "lines", Kind: KnobSet, Values: []string{"headers", "page", "shinfo"}, Help: "lines the look-ahead prefetch covers"},
			func(c *Config, v string) error {
				s, err := parseLineSet(v)
				if err == nil {
					c.Lines = s
				}
				return err
			},
			func(c *Config) string { return c.Lines.String() }},
		{KnobInfo{Name: "ring", Kind: KnobInt, Min: MinRingFrames, Max: MaxRingFrames, Range: "64..8192 (power of two)", Help: "RX ring size in MTU frames (ethtool -G rx; log_rq_mtu_frames)", Screen: KnobScreen{Unit: "frames"}},
			intSetter(func(c *Config) *int { return &c.RingFrames }),
			func(c *Config) string { return strconv.Itoa(c.RingFrames) }},
		{KnobInfo{Name: "budget", Kind: KnobInt, Min: MinBudget, Max: MaxBudget, Help: "NAPI budget: CQEs per poll at most (NAPI_POLL_WEIGHT is 64)", Screen: KnobScreen{Unit: "CQEs"}},
			intSetter(func(c *Config) *int { return &c.Budget }),
			func(c *Config) string { return strconv.Itoa(c.Budget) }},
		{KnobInfo{Name: "rq", Kind: KnobEnum, Values: rqNames[:], Help: "receive queue: striding (today), legacy (one packet per WQE, as mlx4's ring) or striding-v4.6 (16 × 1024 × 128 B, seed 003)"},
			func(c *Config, v string) error {
				i, err := enumIndex(v, rqNames[:])
				if err == nil {
					c.RQ = RQType(i)
				}
				return err
			},
			func(c *Config) string { return c.RQ.String() }},
		{KnobInfo{Name: "lro", Kind: KnobBool, Values: onOff, Help: "hardware LRO (traffic=tcp): the NIC merges segments into one CQE; forces a nonlinear striding RQ"},
			boolSetter(func(c *Config) *bool { return &c.LRO }),
			func(c *Config) string { return onOffString(c.LRO) }},
		{KnobInfo{Name: "headcopy", Kind: KnobEnum, Values: headCopyNames[:], Help: "nonlinear RQ: copy the headers found by eth_get_headlen, or 256 bytes with payload (GRO then chains on frag_list; seed 004)"},
			func(c *Config, v string) error {
				i, err := enumIndex(v, headCopyNames[:])
				if err == nil {
					c.HeadCopy = HeadCopy(i)
				}
				return err
			},
			func(c *Config) string { return c.HeadCopy.String() }},
		{KnobInfo{Name: "sink", Kind: KnobEnum, Values: sinkNames[:], Help: "what becomes of an skb: the stack (GRO, UDP/TCP), or driver-drop after eth_type_trans (seed 002's test)"},
			func(c *Config, v string) error {
				i, err := enumIndex(v, sinkNames[:])
				if err == nil {
					c.Sink = Sink(i)
				}
				return err
			},
			func(c *Config) string { return c.Sink.String() }},
		{KnobInfo{Name: "app", Kind: KnobEnum, Values: appNames[:], Help: "where the receiving application runs: other-core (same CCD), irq-core (sharing the NAPI core; seed 004) or other-ccd; the lines it holds cost the NAPI core the core-to-core latency"},
			func(c *Config, v string) error {
				i, err := enumIndex(v, appNames[:])
				if err == nil {
					c.App = App(i)
				}
				return err
			},
			func(c *Config) string { return c.App.String() }},
		{KnobInfo{Name: "seed", Kind: KnobInt, Min: 0, Max: 1 << 53, Range: "0..2^64-1", Help: "seed of the arrival process and the page frame layout",
			Screen: KnobScreen{Nudge: seedNudge}},
			func(c *Config, v string) error {
				u, err := strconv.ParseUint(v, 10, 64)
				if err != nil {
					return fmt.Errorf("%q is not an unsigned integer", Echo(v))
				}
				c.Seed = u
				return nil
			},
			func(c *Config) string { return strconv.FormatUint(c.Seed, 10) }},
	}, extraKnobs...)
}

// Knobs returns the knob table with the defaults of DefaultConfig.
func Knobs() []KnobInfo { return slices.Clone(tables().infos) }

// knobInfos are the descriptions of the knobs of t, with their defaults
// and ranges filled in.
func knobInfos(t []knob) []KnobInfo {
	def := DefaultConfig()
	out := make([]KnobInfo, len(t))
	for i, k := range t {
		info := k.info
		info.Default = k.get(&def)
		if info.Range == "" {
			switch info.Kind {
			case KnobInt, KnobFloat:
				info.Range = fmt.Sprintf("%g..%g", info.Min, info.Max)
			case KnobEnum, KnobBool:
				info.Range = strings.Join(info.Values, "|")
			case KnobSet:
				info.Range = strings.Join(info.Values, ",") + "|none"
			}
		}
		out[i] = info
	}
	return out
}

// Set parses value into the knob called name. It checks the syntax only;
// Validate checks the ranges. It never panics, whatever the input.
func (c *Config) Set(name, value string) error {
	for _, k := range knobTable() {
		if k.info.Name == name {
			if err := k.set(c, strings.TrimSpace(value)); err != nil {
				if err == errTooLarge {
					err = fmt.Errorf("%s is out of range %g..%g", Echo(strings.TrimSpace(value)), k.info.Min, k.info.Max)
				}
				return &KnobError{Knob: name, Reason: err.Error()}
			}
			return nil
		}
	}
	return fmt.Errorf("model: unknown knob %q", Echo(name))
}

// Get formats the knob called name as Set accepts it; "" for an unknown name.
func (c Config) Get(name string) string {
	for _, k := range knobTable() {
		if k.info.Name == name {
			return k.get(&c)
		}
	}
	return ""
}

// errTooLarge is an integer setter's answer to a number too large for an
// int; Set names the knob's range instead.
var errTooLarge = errors.New("too large")

func intSetter(field func(*Config) *int) func(*Config, string) error {
	return func(c *Config, v string) error {
		n, err := strconv.Atoi(v)
		if errors.Is(err, strconv.ErrRange) {
			return errTooLarge // an integer, but past any the knob allows
		}
		if err != nil {
			return fmt.Errorf("%q is not an integer", Echo(v))
		}
		*field(c) = n
		return nil
	}
}

func boolSetter(field func(*Config) *bool) func(*Config, string) error {
	return func(c *Config, v string) error {
		switch strings.ToLower(v) {
		case "on", "true", "1", "yes":
			*field(c) = true
		case "off", "false", "0", "no":
			*field(c) = false
		default:
			return fmt.Errorf("%q is not on|off", Echo(v))
		}
		return nil
	}
}

func onOffString(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

func enumIndex(v string, values []string) (int, error) {
	for i, s := range values {
		if s == v {
			return i, nil
		}
	}
	return 0, fmt.Errorf("%q is not one of %s", Echo(v), strings.Join(values, "|"))
}

func parseLineSet(v string) (LineSet, error) {
	if v == "none" || v == "" {
		return 0, nil
	}
	if v == "all" {
		return PrefetchAll, nil
	}
	var s LineSet
	for _, part := range strings.Split(v, ",") {
		switch strings.TrimSpace(part) {
		case "headers":
			s |= PrefetchHeaders
		case "page":
			s |= PrefetchPage
		case "shinfo":
			s |= PrefetchShinfo
		default:
			return 0, fmt.Errorf("%q is not a subset of headers,page,shinfo", Echo(v))
		}
	}
	return s, nil
}
