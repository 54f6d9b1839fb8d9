package model

// KnobControl is how the app's screen sets a knob.
type KnobControl uint8

const (
	NoControl     KnobControl = iota // none: set from a URL, a lesson or the command line only
	SliderControl                    // a slider, one notch a key press
	ToggleControl                    // a switch, on or off
	ChoiceControl                    // one of a few options side by side
)

// KnobScreen is how the app's screen shows a knob and moves it: the
// words by its control, its key and its place on the main strip
// (strip.go), and the hooks of a knob that behaves unlike the others
// (knobhooks.go). A hook left nil is the common behaviour, so the app
// asks the row, never the knob's name, what is special about it.
type KnobScreen struct {
	Label   string      // the words by its control: "Prefetch distance"
	Unit    string      // of its value, for the slider and the chart: "B", "Mpps"; "" without one
	Control KnobControl // NoControl for a knob without one
	Key     string      // the letter that moves its control ("D"; Shift+D moves a slider down)
	Words   []string    // a choice's options as its control shows them, one for each of Values

	// on the main strip at the bottom of the screen (strip.go)
	Strip   int       // its place in its row of the strip, from 1; 0 keeps it in the knobs drawer only
	Scale   Scale     // a slider's: how its track maps to the value
	Notches []float64 // NotchScale: the values a key moves through, rising
	Low     float64   // LogScale: the value at the track's left end, above Min
	Sample  string    // a slider's widest value text, which sizes the box of its value ("16 descriptors")
	On      string    // a switch's value when it is on: "on" when empty

	// UnitIn is the unit of the value in c where the other knobs decide
	// it (the distance counts strides, CQEs or descriptors, by variant);
	// nil: Unit (Config.KnobUnit).
	UnitIn func(c Config) string
	// Shown is the value a slider shows where the model runs another
	// than the knob's (the rate the traffic is offered at), 0 for the
	// knob's top; nil: the knob's value.
	Shown func(c Config) float64
	// Text appends the value as the control says it where that is not
	// the value and its unit ("line rate", "3.2 Mpps"; "IMIX", "full
	// MTU"), and reports whether it did; nil: the value and its unit.
	Text func(b []byte, c Config) ([]byte, bool)
	// Idle says why the knob changes nothing in c, "" when it does (the
	// distance on today's driver; the size when the traffic sets it);
	// linear is the RQ's geometry (Geometry.Linear). nil: never idle.
	Idle func(c Config, linear bool) string
	// Held says why a switch does not move on machine p, "" when it
	// does (injection on a machine with DDIO, which always injects); its
	// switch then shows on. nil: never held.
	Held func(c Config, p Profile) string
	// Nudge is the value one notch from c's in direction dir (+1 or −1)
	// as Set takes it, and whether there is one, for a number that
	// steps its own way in the knobs drawer (the rate through 1, 2, 5 ×
	// 10ⁿ Mpps to "line"; the seed, a uint64, by one). nil: the drawer's
	// notches (by one, by doubling, or the Notches).
	Nudge func(c Config, dir int) (string, bool)
	// Then keeps the other knobs consistent once the screen has set this
	// one (the MTU shrunk below the packet size takes the size with it);
	// nil: nothing to keep.
	Then func(c *Config)
}
