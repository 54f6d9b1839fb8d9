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

// KeyNamed is the key called name, as the knob table names a knob's key
// (model.KnobScreen.Key: one capital letter, "D"), and whether there is
// one.
func KeyNamed(name string) (Key, bool) {
	if len(name) == 1 && name[0] >= 'A' && name[0] <= 'Z' {
		return KeyA + Key(name[0]-'A'), true
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
