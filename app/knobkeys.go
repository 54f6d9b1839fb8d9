package app

import (
	"strings"

	"rxscope/model"
)

// KeyHelp is one row of the keys' help overlay: the keys as it shows
// them and what they do.
type KeyHelp struct {
	Keys, What string
}

// KnobKeys is the help overlay's row for the key of knob k, from the
// model's knob table: the letter (k.Key) flips a switch or moves a slider
// or a choice up, Shift+letter moves a slider or a choice down. ok is
// false for a knob without a key.
func KnobKeys(k model.KnobInfo) (h KeyHelp, ok bool) {
	if k.Key == "" {
		return KeyHelp{}, false
	}
	label := k.Label
	if label == "" {
		label = k.Name
	}
	switch k.Control {
	case model.ToggleControl:
		return KeyHelp{k.Key, label + " on / off"}, true
	case model.ChoiceControl:
		words := k.Words
		if len(words) == 0 {
			words = k.Values
		}
		return KeyHelp{k.Key + "  /  Shift+" + k.Key, label + ": " + strings.Join(words, " → ")}, true
	}
	return KeyHelp{k.Key + "  /  Shift+" + k.Key, label + " + / −"}, true
}
