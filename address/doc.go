// Package address is the whole state of what rxscope shows, as a value that
// travels in a URL and in postMessage: every knob of the model, the lesson
// and its step, the speed, paused or running, and the view options.
//
// Because the model is deterministic, a state fully decides the picture:
// the same URL opens the same moment for everyone, and a reload (which is
// how Ebitengine recovers from a lost WebGL context) returns to it.
//
// Parsing never fails as a whole. Each parameter that is malformed, unknown
// or out of range yields a Notice that says which parameter, what was given
// and what is allowed, and the default is used in its place. Nothing from
// the input is ever interpreted as markup: notices are plain text and the
// values they quote are shortened and stripped of control characters.
//
// The package is pure (no graphics) so that its parsers can be fuzzed.
package address
