package glyph

// Align is where a line of text sits on the x it is drawn at.
type Align uint8

const (
	AlignStart  Align = iota // the text starts at x
	AlignCenter              // the text is centred on x
	AlignEnd                 // the text ends at x
)
