package viz

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"rxscope/layout"
	"rxscope/model"
)

// Every control has a key. The keys that are not a control's (lessons,
// presenting, export) are commands, read first (commands.go); a key a
// command takes is skipped here.

// binding is one keyboard shortcut: a key, with or without Shift, that
// presses a control or moves it one notch (dir).
type binding struct {
	key   ebiten.Key
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
	{key: ebiten.KeySpace, ctl: layout.Play},
	{key: ebiten.KeyK, ctl: layout.Play},
	{key: ebiten.KeyE, ctl: layout.StepEvent},
	{key: ebiten.KeyN, ctl: layout.StepPacket},
	{key: ebiten.KeyEqual, ctl: layout.Speed, dir: +1},
	{key: ebiten.KeyEqual, shift: true, ctl: layout.Speed, dir: +1},
	{key: ebiten.KeyNumpadAdd, ctl: layout.Speed, dir: +1},
	{key: ebiten.KeyMinus, ctl: layout.Speed, dir: -1},
	{key: ebiten.KeyNumpadSubtract, ctl: layout.Speed, dir: -1},
	{key: ebiten.KeyR, ctl: layout.Reset},
	{key: ebiten.KeySlash, shift: true, ctl: layout.Help},
	{key: ebiten.KeySlash, ctl: layout.Help},
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
		var key ebiten.Key
		k, id := kk.Info, kk.Control
		if key.UnmarshalText([]byte(k.Screen.Key)) != nil {
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

// keyAction is a control pressed or moved from the keyboard, or a knob
// without a control moved (ctl is layout.NoControl, knob names it).
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

	cmdPressed []ebiten.Key // the keys pressed this tick, read once by handleInput (the notice and the commands)
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
