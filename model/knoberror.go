package model

import "fmt"

// KnobError is a knob's value refused: by Config.Set for its syntax, or
// by Config.Validate for its range or for how it fits the other knobs.
// Knob is the knob's name as the URL, the command line and KnobInfo.Name
// spell it; Reason says what was given and what is allowed, without the
// name. Error gives "knob: reason", as in "distance: 17 is out of range
// 0..16". A caller that needs the knob reads it with errors.As, never by
// cutting the message.
type KnobError struct {
	Knob   string
	Reason string
}

// Error is "knob: reason".
func (e *KnobError) Error() string { return e.Knob + ": " + e.Reason }

// knobErrorf makes the KnobError of knob with a formatted reason.
func knobErrorf(knob, format string, args ...any) *KnobError {
	return &KnobError{Knob: knob, Reason: fmt.Sprintf(format, args...)}
}
