package layout

import (
	"strings"

	"rxscope/model"
)

// The keys' help overlay lists every shortcut of the screen in two
// columns: the simulation's (the transport, a key for each knob, the
// focused control) and the lessons', presenting's and export's. Its words
// are plain data here, keys named as the overlay shows them, so that the
// overlay's geometry (NewHelp) is measured with its real words in the
// tests, without a display; the screen's key tables (screen/keyboard.go,
// screen/commands.go) hold the key codes, the knobs' from the same
// KeyedKnobs, and a key added there gets its row here.

// HelpRow is one row of the help overlay: the keys as it shows them and
// what they do.
type HelpRow struct {
	Keys, What string
}

// HelpColumn is one column of the help overlay: its heading, its groups
// of rows (a little room between two groups), and a note under them.
type HelpColumn struct {
	Head   string
	Groups [][]HelpRow
	Note   string
}

// The help overlay's rows that are not a knob's.
var (
	transportHelp = []controlHelp{
		{Play, HelpRow{"Space  /  K", "play / pause (in a lesson Space is the next step: K plays)"}},
		{StepEvent, HelpRow{"E", "step one event"}},
		{StepPacket, HelpRow{"N", "step one packet (outside a lesson, PageDown too)"}},
		{Speed, HelpRow{"+  /  −", "faster / slower"}},
		{Reset, HelpRow{"R", "reset: start again with the same knobs"}},
		{Help, HelpRow{"?", "this help"}},
	}
	focusHelp = []HelpRow{
		{"Tab  /  Shift+Tab", "move the keyboard focus between the controls"},
		{"←  →  or  ↓  ↑", "move the focused control one notch (in a lesson ↓ ↑)"},
		{"Enter", "press the focused control"},
	}
	commandHelp = []HelpRow{
		{"PageDown  →  Space", "next step or lesson (a clicker); reveals an answer first"},
		{"PageUp  ←", "previous step or lesson"},
		{"1 … 9", "open lesson 1 … 9"},
		{"0", "free exploration (leave the lesson)"},
		{"G", "scenes the seeds measured: one press to each"},
		{"A … Z", "in the scene list: open that scene (or the arrows, Enter)"},
		{"A  B  C  D", "answer the question (while it is asked)"},
		{"M", "menu: lessons, export, presenting"},
		{"Shift+M  /  A", "the machine's parameters / all the knobs, each with a control"},
		{"Esc", "close the menu, the scene list, the machine panel, the knobs or this help"},
		{"F", "full screen on / off"},
		{"T", "projector theme: high contrast, large type"},
		{"B", "blank the screen (any key brings it back)"},
		{"H", "hide / show the lesson text"},
		{"Z  /  Shift+Z", "zoom: ring, packets, CPU, figures, chart, whole screen"},
		{"S  /  Shift+S", "save a PNG of the screen / the trace for ui.perfetto.dev"},
		{"Backspace", "take back the last step (E, N; PageUp outside a lesson)"},
		{"U", "counters: ethtool -S and perf stat names"},
		{"V  /  Shift+V", "event log / its CPU events only"},
		{"L  /  Shift+L", "copy the link / an embed snippet"},
	}
)

// controlHelp is the help overlay's row of a control's keys.
type controlHelp struct {
	id  ControlID
	row HelpRow
}

// NoControl is the control of a knob without one on the screen, which
// its key moves itself.
const NoControl = ControlID(255)

// ControlKeys is the keys of control id as the help overlay shows them,
// "" for a control without a key: a transport control's from its row, a
// knob's from the knob table (KnobKeys).
func ControlKeys(id ControlID) string {
	if id < FirstKnob {
		for _, c := range transportHelp {
			if c.id == id {
				return c.row.Keys
			}
		}
		return ""
	}
	strip := model.StripKnobs()
	if int(id-FirstKnob) >= len(strip) {
		return ""
	}
	h, _ := KnobKeys(strip[id-FirstKnob])
	return h.Keys
}

// HelpColumns are the help overlay's words: the simulation's keys, a row
// for each knob with a key (KeyedKnobs), the focused control's, and the
// lessons', presenting's and export's.
func HelpColumns() [2]HelpColumn {
	var sim []HelpRow
	for _, c := range transportHelp {
		sim = append(sim, c.row)
	}
	for _, k := range KeyedKnobs() {
		sim = append(sim, k.Help)
	}
	return [2]HelpColumn{
		{
			Head:   "The simulation",
			Groups: [][]HelpRow{sim, focusHelp},
			Note:   "Mouse and touch: drag a slider, press a toggle or a button. Hover over (or tap) a stride, a cache line or a CQE to see what it is and why.",
		},
		{
			Head:   "Lessons, presenting, export",
			Groups: [][]HelpRow{commandHelp},
			Note:   "The menu button (three bars, left of Play) has the lessons and these tools.",
		},
	}
}

// KeyedKnob is a knob of the model's table with a key: its entry, the
// control that shows it (NoControl for a knob without one, which the key
// moves itself) and its help row.
type KeyedKnob struct {
	Info    model.KnobInfo
	Control ControlID
	Help    HelpRow
}

// KeyedKnobs lists the knobs with a key in the order the help overlay
// shows them and the keyboard reads them: first the main strip's knobs,
// in the strip's order (model.StripKnobs), each with its control; then
// any other knob with a key, in the table's order.
func KeyedKnobs() []KeyedKnob {
	var ks []KeyedKnob
	add := func(k model.KnobInfo, id ControlID) {
		if h, ok := KnobKeys(k); ok {
			ks = append(ks, KeyedKnob{Info: k, Control: id, Help: h})
		}
	}
	for i, k := range model.StripKnobs() {
		add(k, FirstKnob+ControlID(i))
	}
	for _, k := range model.Knobs() {
		if !k.OnStrip() {
			add(k, NoControl)
		}
	}
	return ks
}

// KnobKeys is the help overlay's row for the key of knob k, from the
// model's knob table: the letter (k.Key) flips a switch or moves a slider
// or a choice up, Shift+letter moves a slider or a choice down. ok is
// false for a knob without a key.
func KnobKeys(k model.KnobInfo) (h HelpRow, ok bool) {
	if k.Screen.Key == "" {
		return HelpRow{}, false
	}
	label := k.Screen.Label
	if label == "" {
		label = k.Name
	}
	switch k.Screen.Control {
	case model.ToggleControl:
		return HelpRow{k.Screen.Key, label + " on / off"}, true
	case model.ChoiceControl:
		words := k.Screen.Words
		if len(words) == 0 {
			words = k.Values
		}
		return HelpRow{k.Screen.Key + "  /  Shift+" + k.Screen.Key, label + ": " + strings.Join(words, " → ")}, true
	}
	return HelpRow{k.Screen.Key + "  /  Shift+" + k.Screen.Key, label + " + / −"}, true
}
