package viz

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"rxscope/app"
	"rxscope/viz/layout"
)

// Every control has a key. The keys that are not a control's (lessons,
// presenting, export) are commands, read first (commands.go); a key a
// command takes is skipped here.

// binding is one keyboard shortcut: a key, with or without Shift, that
// presses a control or moves it one notch (dir).
type binding struct {
	key   ebiten.Key
	shift bool
	ctl   layout.ControlID // noControl for a knob without a control on the screen
	knob  string           // the model's knob it moves, "" for the transport
	dir   int              // for sliders and the XDP choice: +1 or -1
	keys  string           // the key as the help overlay shows it
	what  string           // what it does, for the help overlay
}

// bindings lists the shortcuts in the order the help overlay shows them:
// the transport's, then one for each knob with a control, from the
// model's knob table (model.KnobInfo.Key). Shift+letter moves a slider
// or a choice down; the letter alone moves it up.
var bindings = append(transportBindings, knobBindings()...)

// transportBindings are the keys of the transport and the help.
var transportBindings = []binding{
	{key: ebiten.KeySpace, ctl: layout.Play, keys: "Space  /  K", what: "play / pause (in a lesson Space is the next step: K plays)"},
	{key: ebiten.KeyK, ctl: layout.Play},
	{key: ebiten.KeyE, ctl: layout.StepEvent, keys: "E", what: "step one event"},
	{key: ebiten.KeyN, ctl: layout.StepPacket, keys: "N", what: "step one packet (outside a lesson, PageDown too)"},
	{key: ebiten.KeyEqual, ctl: layout.Speed, dir: +1, keys: "+  /  −", what: "faster / slower"},
	{key: ebiten.KeyEqual, shift: true, ctl: layout.Speed, dir: +1},
	{key: ebiten.KeyNumpadAdd, ctl: layout.Speed, dir: +1},
	{key: ebiten.KeyMinus, ctl: layout.Speed, dir: -1},
	{key: ebiten.KeyNumpadSubtract, ctl: layout.Speed, dir: -1},
	{key: ebiten.KeyR, ctl: layout.Reset, keys: "R", what: "reset: start again with the same knobs"},
	{key: ebiten.KeySlash, shift: true, ctl: layout.Help, keys: "?", what: "this help"},
	{key: ebiten.KeySlash, ctl: layout.Help},
}

// noControl is the control of a key that moves a knob without one on
// the screen.
const noControl = layout.ControlID(255)

// knobBindings makes the keys of the knobs from the model's knob table
// (app.KnobBindings: the letter of model.KnobInfo.Key): first the strip's
// knobs, in the strip's order, each moving its control; then any other
// knob with a key, which moves the knob itself a notch (app.NudgeKnob).
// The letter moves a knob up or flips a switch, Shift+letter moves a
// slider or a choice down.
func knobBindings() []binding {
	var bs []binding
	for _, b := range app.KnobBindings() {
		var key ebiten.Key
		if key.UnmarshalText([]byte(b.Key)) != nil {
			continue
		}
		ctl, on := layout.KnobControl(b.Knob.Name)
		if !on {
			ctl = noControl
		}
		bs = append(bs, binding{key: key, shift: b.Shift, ctl: ctl, knob: b.Knob.Name, dir: b.Dir, keys: b.Help.Keys, what: b.Help.What})
	}
	return bs
}

// Keys that work on the focused control rather than on one control.
var focusKeys = []struct{ keys, what string }{
	{"Tab  /  Shift+Tab", "move the keyboard focus between the controls"},
	{"←  →  or  ↓  ↑", "move the focused control one notch (in a lesson ↓ ↑)"},
	{"Enter", "press the focused control"},
}

// keyAction is a control pressed or moved from the keyboard, or a knob
// without a control moved (ctl is noControl, knob names it).
type keyAction struct {
	ctl  layout.ControlID
	knob string
	dir  int
}

// keyboard collects this tick's shortcuts. It reuses its slices, so it
// allocates nothing once they have grown.
type keyboard struct {
	pressed []ebiten.Key
	actions []keyAction
	focus   layout.ControlID
	focused bool // whether a control has the keyboard focus

	cmdPressed []ebiten.Key // the keys the commands read this tick
	taken      []ebiten.Key // the keys a command took this tick
	noHelp     bool         // the help button is hidden (embedded): Tab skips it
	controls   int          // how many controls Tab goes through
}

// update reads the keys pressed this tick and returns the actions they
// ask for.
func (k *keyboard) update() []keyAction {
	k.actions = k.actions[:0]
	k.pressed = inpututil.AppendJustPressedKeys(k.pressed[:0])
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	for _, key := range k.pressed {
		if k.isTaken(key) {
			continue
		}
		switch key {
		case ebiten.KeyTab:
			k.moveFocus(shift)
			continue
		case ebiten.KeyArrowRight, ebiten.KeyArrowUp, ebiten.KeyArrowLeft, ebiten.KeyArrowDown:
			if k.focused {
				dir := 1
				if key == ebiten.KeyArrowLeft || key == ebiten.KeyArrowDown {
					dir = -1
				}
				k.actions = append(k.actions, keyAction{ctl: k.focus, dir: dir})
			}
			continue
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter:
			if k.focused {
				k.actions = append(k.actions, keyAction{ctl: k.focus, dir: +1})
			}
			continue
		}
		for _, b := range bindings {
			if b.key == key && b.shift == shift {
				k.actions = append(k.actions, keyAction{ctl: b.ctl, knob: b.knob, dir: b.dir})
				break
			}
		}
	}
	return k.actions
}

// moveFocus moves the keyboard focus to the next control (the previous
// one with Shift), wrapping around.
func (k *keyboard) moveFocus(back bool) {
	if !k.focused {
		k.focused = true
		if back {
			k.focus = layout.ControlID(k.controls - 1)
		}
		return
	}
	n := k.controls
	d := 1
	if back {
		d = n - 1
	}
	k.focus = layout.ControlID((int(k.focus) + d) % n)
	if k.noHelp && k.focus == layout.Help {
		k.focus = layout.ControlID((int(k.focus) + d) % n)
	}
}
