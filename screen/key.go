package screen

// Key is a key of the keyboard as the screen reads it: the adapter maps
// its engine's keys onto these once a tick (Input.Pressed), and the
// command table (commands.go) and the controls' shortcuts (keyboard.go)
// are written in them. A key the screen gives no meaning is KeyOther: it
// still brings a blank screen back and dismisses a notice.
type Key uint8

// The keys the screen gives a meaning.
const (
	KeyNone Key = iota
	KeyOther
	KeyA
	KeyB
	KeyC
	KeyD
	KeyE
	KeyF
	KeyG
	KeyH
	KeyI
	KeyJ
	KeyK
	KeyL
	KeyM
	KeyN
	KeyO
	KeyP
	KeyQ
	KeyR
	KeyS
	KeyT
	KeyU
	KeyV
	KeyW
	KeyX
	KeyY
	KeyZ
	KeyDigit0
	KeyDigit1
	KeyDigit2
	KeyDigit3
	KeyDigit4
	KeyDigit5
	KeyDigit6
	KeyDigit7
	KeyDigit8
	KeyDigit9
	KeyNumpad0
	KeyNumpad1
	KeyNumpad2
	KeyNumpad3
	KeyNumpad4
	KeyNumpad5
	KeyNumpad6
	KeyNumpad7
	KeyNumpad8
	KeyNumpad9
	KeySpace
	KeyEnter
	KeyNumpadEnter
	KeyTab
	KeyEscape
	KeyBackspace
	KeyArrowLeft
	KeyArrowRight
	KeyArrowUp
	KeyArrowDown
	KeyPageUp
	KeyPageDown
	KeyEqual
	KeyMinus
	KeyNumpadAdd
	KeyNumpadSubtract
	KeySlash
	keyCount // how many keys there are
)

// keyNames are the keys' names, as the help overlay and the knob table
// write them.
var keyNames = [keyCount]string{
	KeyNone: "None", KeyOther: "Other",
	KeyA: "A", KeyB: "B", KeyC: "C", KeyD: "D", KeyE: "E", KeyF: "F", KeyG: "G",
	KeyH: "H", KeyI: "I", KeyJ: "J", KeyK: "K", KeyL: "L", KeyM: "M", KeyN: "N",
	KeyO: "O", KeyP: "P", KeyQ: "Q", KeyR: "R", KeyS: "S", KeyT: "T", KeyU: "U",
	KeyV: "V", KeyW: "W", KeyX: "X", KeyY: "Y", KeyZ: "Z",
	KeyDigit0: "Digit0", KeyDigit1: "Digit1", KeyDigit2: "Digit2", KeyDigit3: "Digit3", KeyDigit4: "Digit4",
	KeyDigit5: "Digit5", KeyDigit6: "Digit6", KeyDigit7: "Digit7", KeyDigit8: "Digit8", KeyDigit9: "Digit9",
	KeyNumpad0: "Numpad0", KeyNumpad1: "Numpad1", KeyNumpad2: "Numpad2", KeyNumpad3: "Numpad3", KeyNumpad4: "Numpad4",
	KeyNumpad5: "Numpad5", KeyNumpad6: "Numpad6", KeyNumpad7: "Numpad7", KeyNumpad8: "Numpad8", KeyNumpad9: "Numpad9",
	KeySpace: "Space", KeyEnter: "Enter", KeyNumpadEnter: "NumpadEnter", KeyTab: "Tab",
	KeyEscape: "Escape", KeyBackspace: "Backspace",
	KeyArrowLeft: "ArrowLeft", KeyArrowRight: "ArrowRight", KeyArrowUp: "ArrowUp", KeyArrowDown: "ArrowDown",
	KeyPageUp: "PageUp", KeyPageDown: "PageDown",
	KeyEqual: "Equal", KeyMinus: "Minus", KeyNumpadAdd: "NumpadAdd", KeyNumpadSubtract: "NumpadSubtract",
	KeySlash: "Slash",
}

// String is the key's name ("A", "ArrowLeft", "Digit1").
func (k Key) String() string {
	if k < keyCount {
		return keyNames[k]
	}
	return "Key(?)"
}

// KeyNamed is the key called name ("D", "Space"), as the knob table
// names a knob's key (model.KnobScreen.Key), and whether there is one.
func KeyNamed(name string) (Key, bool) {
	for k := KeyA; k < keyCount; k++ {
		if keyNames[k] == name {
			return k, true
		}
	}
	return KeyNone, false
}

// keyRange lists the keys from a to b.
func keyRange(a, b Key) []Key {
	var ks []Key
	for k := a; k <= b; k++ {
		ks = append(ks, k)
	}
	return ks
}

// digitOf is the number on a digit key.
func digitOf(k Key) int {
	if k >= KeyNumpad0 && k <= KeyNumpad9 {
		return int(k - KeyNumpad0)
	}
	return int(k - KeyDigit0)
}

// arrowDir is an arrow key's direction as a row and a column moved: ↓
// (1, 0), ↑ (-1, 0), → (0, 1), ← (0, -1); any other key (0, 0).
func arrowDir(k Key) (dRow, dCol int) {
	switch k {
	case KeyArrowDown:
		return 1, 0
	case KeyArrowUp:
		return -1, 0
	case KeyArrowRight:
		return 0, 1
	case KeyArrowLeft:
		return 0, -1
	}
	return 0, 0
}
