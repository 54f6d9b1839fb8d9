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

// KnobBinding is a knob's key: its letter, with Shift or without, and
// the direction it moves the knob (+1 up, or a switch flipped; -1 down).
type KnobBinding struct {
	Key   string // the letter, as model.KnobInfo.Key
	Shift bool
	Knob  model.KnobInfo
	Dir   int
	Help  KeyHelp // the help overlay's row, on a knob's first binding only
}

// KnobBindings lists the knobs' keys from the model's knob table: first
// those of the strip's knobs (model.StripKnobs), in the strip's order,
// then those of the other knobs with a key, in the table's. A switch has
// its letter; a slider or a choice its letter (up) and Shift+letter
// (down).
func KnobBindings() []KnobBinding {
	var bs []KnobBinding
	add := func(k model.KnobInfo) {
		h, ok := KnobKeys(k)
		if !ok {
			return
		}
		bs = append(bs, KnobBinding{Key: k.Key, Knob: k, Dir: +1, Help: h})
		if k.Control != model.ToggleControl {
			bs = append(bs, KnobBinding{Key: k.Key, Shift: true, Knob: k, Dir: -1})
		}
	}
	for _, k := range model.StripKnobs() {
		add(k)
	}
	for _, k := range model.Knobs() {
		if !k.OnStrip() {
			add(k)
		}
	}
	return bs
}
