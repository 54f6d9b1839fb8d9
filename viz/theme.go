package viz

import "image/color"

// Theme is the palette. Colours are chosen to stay apart on a washed-out
// projector and for red-green colour blindness; every state that matters
// also has a shape or a letter, so colour is never the only cue.
type Theme struct {
	Background, Panel, PanelEdge color.RGBA
	Text, TextDim, Accent        color.RGBA

	StridePosted, StrideWritten, StrideCQE, StrideConsumed, StrideRepost, StrideNotPosted color.RGBA
}

// DarkTheme is the default screen theme.
var DarkTheme = Theme{
	Background: color.RGBA{0x10, 0x14, 0x1c, 0xff},
	Panel:      color.RGBA{0x18, 0x1e, 0x2a, 0xff},
	PanelEdge:  color.RGBA{0x2c, 0x36, 0x4a, 0xff},
	Text:       color.RGBA{0xe8, 0xee, 0xf6, 0xff},
	TextDim:    color.RGBA{0x98, 0xa6, 0xbc, 0xff},
	Accent:     color.RGBA{0x4f, 0xb3, 0xff, 0xff},

	StridePosted:    color.RGBA{0x2e, 0x3f, 0x5c, 0xff}, // posted, empty: slate blue
	StrideWritten:   color.RGBA{0xf2, 0xa9, 0x3b, 0xff}, // data written by the device: amber
	StrideCQE:       color.RGBA{0xff, 0xe0, 0x66, 0xff}, // CQE waiting: bright yellow
	StrideConsumed:  color.RGBA{0x3f, 0x9e, 0x8c, 0xff}, // consumed by NAPI: teal
	StrideRepost:    color.RGBA{0x6b, 0x5b, 0x95, 0xff}, // WQE waiting to be reposted: violet
	StrideNotPosted: color.RGBA{0x22, 0x26, 0x2e, 0xff},
}
