package model

import (
	"cmp"
	"slices"
)

// The main strip at the bottom of the app's screen holds the knobs a
// presenter turns most, each with a control: the sliders in the first
// row, the switches and the choices in the second. Which knobs, in which
// order and how a slider's track maps to the value are fields of the
// knob's KnobScreen (Strip, Control, Scale, Notches, Low, Sample, On), so
// that a knob joins the strip with its entry in the table alone.

// Scale is how a slider's track maps to its knob's values, and how far a
// key press moves it.
type Scale uint8

const (
	// LinearScale spans Min to the knob's top (KnobTop) evenly; a key
	// moves it by one, and each value has its tick on the track.
	LinearScale Scale = iota
	// NotchScale spans Min to the top evenly; a key moves it to the next
	// of the knob's Notches (the packet size: 64, 128 … 1500 … 9000 B).
	NotchScale
	// LogScale spans Low to the top logarithmically, so that low values
	// (the rates at which the prefetch is wasted) get as much room as high
	// ones; a key moves it a twentieth of the track (ScaleKeySteps).
	LogScale
)

// ScaleKeySteps is how many key presses cross a LogScale slider.
const ScaleKeySteps = 20

// StripRow is a row of the main strip.
type StripRow uint8

const (
	SliderRow StripRow = iota // the first: the sliders
	SwitchRow                 // the second: the switches and the choices
)

// StripRow is the row of the strip knob k sits in.
func (k KnobInfo) StripRow() StripRow {
	if k.Screen.Control == SliderControl {
		return SliderRow
	}
	return SwitchRow
}

// OnStrip reports whether knob k has a control on the main strip.
func (k KnobInfo) OnStrip() bool { return k.Screen.Strip > 0 && k.Screen.Control != NoControl }

// StripKnobs lists the knobs of the main strip in the order the strip
// places them: the first row's by Strip, then the second's (the table's
// order between two with the same place).
func StripKnobs() []KnobInfo {
	var out []KnobInfo
	for _, k := range Knobs() {
		if k.OnStrip() {
			out = append(out, k)
		}
	}
	slices.SortStableFunc(out, func(a, b KnobInfo) int {
		return cmp.Or(cmp.Compare(a.StripRow(), b.StripRow()), cmp.Compare(a.Screen.Strip, b.Screen.Strip))
	})
	return out
}

// OnValue is the value of switch k when it is on: k.Screen.On, or "on".
func (k KnobInfo) OnValue() string {
	if k.Screen.On != "" {
		return k.Screen.On
	}
	return "on"
}

// OffValue is the value of switch k when it is off: the other of its
// two Values.
func (k KnobInfo) OffValue() string {
	for _, v := range k.Values {
		if v != k.OnValue() {
			return v
		}
	}
	return "off"
}

// KnobTop is the largest value the numeric knob k takes with c's other
// knobs (k.Top: the packet size's MTU, the rate's line rate; or else
// k.Max), and the word Set takes for it when the knob has one ("line"),
// or "".
func (c Config) KnobTop(k KnobInfo) (top float64, word string) {
	if k.Top != nil {
		return k.Top(c)
	}
	return k.Max, ""
}

// mtuNotches are the MTU's notches: the smallest (ETH_MIN_MTU), IPv4's
// and IPv6's minimums, the netdev's default, the last MTUs of each linear
// stride (1642: 64 + 1664 + 320 = 2048 B, two packets a page; 3498 with
// XDP's 256 B of headroom and 3690 without, one a page), the jumbo MTU
// the seeds use and the hardware's largest.
var mtuNotches = []float64{68, 576, 1280, 1500, 1642, 3498, 3690, 9000, 9978}

// packetSizes are the notches of the packet size: the sizes the seeds
// measure and round powers of two; the jumbo ones only with MTU 9000.
var packetSizes = []float64{64, 128, 256, 512, 768, 1024, 1280, 1500, 2048, 3000, 4096, 6000, 9000}

// KnobUnit is the unit of knob k's value in c: k.Screen.UnitIn's where
// the other knobs decide it (the distance's is the variant's: strides,
// CQEs or descriptors ahead, DistanceUnit), else k.Screen.Unit.
func (c Config) KnobUnit(k KnobInfo) string {
	if k.Screen.UnitIn != nil {
		return k.Screen.UnitIn(c)
	}
	return k.Screen.Unit
}
