package screen

// The keys' names, for the tests' messages and examples: the page needs
// none.

// keyNames are the keys' names.
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
