package screen

import (
	"rxscope/layout"
	"rxscope/model"
)

// Every control has a key. The keys that are not a control's (lessons,
// presenting, export) are commands, read first (commands.go); a key a
// command takes is skipped here.

// binding is one keyboard shortcut: a key, with or without Shift, that
// presses a control or moves it one notch (dir).
type binding struct {
	key   Key
	shift bool
	ctl   layout.ControlID // layout.NoControl for a knob without a control on the screen
	knob  string           // the model's knob it moves, "" for the transport
	dir   int              // for sliders and the XDP choice: +1 or -1
}

// bindings lists the shortcuts: the transport's, then one for each knob
// with a key, from the model's knob table (model.KnobInfo.Key). Shift+
// letter moves a slider or a choice down; the letter alone moves it up.
// The help overlay's words for them are layout.HelpColumns'.
var bindings = append(transportBindings, knobBindings()...)

// transportBindings are the keys of the transport and the help.
var transportBindings = []binding{
	{key: KeySpace, ctl: layout.Play},
	{key: KeyK, ctl: layout.Play},
	{key: KeyE, ctl: layout.StepEvent},
	{key: KeyN, ctl: layout.StepPacket},
	{key: KeyEqual, ctl: layout.Speed, dir: +1},
	{key: KeyEqual, shift: true, ctl: layout.Speed, dir: +1},
	{key: KeyNumpadAdd, ctl: layout.Speed, dir: +1},
	{key: KeyMinus, ctl: layout.Speed, dir: -1},
	{key: KeyNumpadSubtract, ctl: layout.Speed, dir: -1},
	{key: KeyR, ctl: layout.Reset},
	{key: KeySlash, shift: true, ctl: layout.Help},
	{key: KeySlash, ctl: layout.Help},
}

// knobBindings makes the keys of the knobs from layout.KeyedKnobs (the
// model's knob table's keys, one capital letter each, in the help
// overlay's order): a knob with a control on the screen presses or moves
// it, any other moves the knob itself a notch (app.NudgeKnob). The letter
// moves a knob up or flips a switch, Shift+letter moves a slider or a
// choice down.
func knobBindings() []binding {
	var bs []binding
	for _, kk := range layout.KeyedKnobs() {
		k, id := kk.Info, kk.Control
		key, ok := KeyNamed(k.Screen.Key)
		if !ok {
			continue
		}
		if k.Screen.Control == model.ToggleControl {
			bs = append(bs, binding{key: key, ctl: id, knob: k.Name, dir: +1})
			continue
		}
		bs = append(bs,
			binding{key: key, ctl: id, knob: k.Name, dir: +1},
			binding{key: key, shift: true, ctl: id, knob: k.Name, dir: -1})
	}
	return bs
}

// KeyAction is a control pressed or moved from the keyboard, or a knob
// without a control moved (Ctl is layout.NoControl, Knob names it).
type KeyAction struct {
	Ctl  layout.ControlID
	Knob string
	Dir  int
}

// Keyboard turns this tick's keys into the controls' shortcuts and moves
// the keyboard focus over the controls (Tab, Shift+Tab). It reuses its
// slice, so it allocates nothing once it has grown.
type Keyboard struct {
	actions []KeyAction
	// Focus is the control with the keyboard focus, when Focused.
	Focus   layout.ControlID
	Focused bool
	// NoHelp says the help button is hidden (embedded): Tab skips it.
	NoHelp bool
	// Controls is how many controls Tab goes through.
	Controls int
}

// Update reads the keys pressed this tick, but those in taken (a
// command's), and returns the actions they ask for: Tab moves the focus,
// the arrows and Enter move or press the focused control, the rest are
// the bindings'.
func (k *Keyboard) Update(in *Input, taken []Key) []KeyAction {
	k.actions = k.actions[:0]
	for _, key := range in.Pressed {
		if isIn(key, taken) {
			continue
		}
		switch key {
		case KeyTab:
			k.moveFocus(in.Shift)
			continue
		case KeyArrowRight, KeyArrowUp, KeyArrowLeft, KeyArrowDown:
			if k.Focused {
				dir := 1
				if key == KeyArrowLeft || key == KeyArrowDown {
					dir = -1
				}
				k.actions = append(k.actions, KeyAction{Ctl: k.Focus, Dir: dir})
			}
			continue
		case KeyEnter, KeyNumpadEnter:
			if k.Focused {
				k.actions = append(k.actions, KeyAction{Ctl: k.Focus, Dir: +1})
			}
			continue
		}
		for _, b := range bindings {
			if b.key == key && b.shift == in.Shift {
				k.actions = append(k.actions, KeyAction{Ctl: b.ctl, Knob: b.knob, Dir: b.dir})
				break
			}
		}
	}
	return k.actions
}

// moveFocus moves the keyboard focus to the next control (the previous
// one with Shift), wrapping around.
func (k *Keyboard) moveFocus(back bool) {
	if !k.Focused {
		k.Focused = true
		if back {
			k.Focus = layout.ControlID(k.Controls - 1)
		}
		return
	}
	n := k.Controls
	d := 1
	if back {
		d = n - 1
	}
	k.Focus = layout.ControlID((int(k.Focus) + d) % n)
	if k.NoHelp && k.Focus == layout.Help {
		k.Focus = layout.ControlID((int(k.Focus) + d) % n)
	}
}

// isIn reports whether key is among keys.
func isIn(key Key, keys []Key) bool {
	for _, t := range keys {
		if t == key {
			return true
		}
	}
	return false
}
