package viz

import "image/color"

// Theme is the palette. Colours are chosen to stay apart on a washed-out
// projector and for red-green colour blindness (the hues are those of the
// Okabe-Ito palette, at different lightness); every state that matters
// also has a shape or a letter, so colour is never the only cue.
type Theme struct {
	Background, Panel, PanelEdge color.RGBA
	Text, TextDim, Accent        color.RGBA
	Focus                        color.RGBA // the keyboard focus ring
	Highlight                    color.RGBA // the glow around what a lesson step points at
	Edge                         float64    // the width of the panels' edges, in design units
	Shade                        color.RGBA // behind overlays (help, tooltips)

	StridePalette
	LinePalette
	CPUPalette

	// The two variants side by side: prefetching off (before) and on (after).
	Before, After color.RGBA

	// Controls.
	Control, ControlHover, ControlOn, Thumb color.RGBA
}

// StridePalette colours the ring: its strides and its cursors.
type StridePalette struct {
	// Strides of the ring, by model.StrideState.
	StridePosted, StrideWritten, StrideCQE, StrideConsumed, StrideRepost, StrideNotPosted color.RGBA
	NeverPrefetched                                                                       color.RGBA // the hatch over the first strides of a WQE

	// The three cursors of the ring.
	CursorDevice, CursorNAPI, CursorPrefetch color.RGBA
}

// LinePalette colours the packet panels' cache lines and what became of
// each touch or prefetch.
type LinePalette struct {
	// Cache lines, by model.LineState.
	LineMemory, LineFlight, LineL1, LineL2, LineLLC, LineInvalid color.RGBA

	// Outcomes of a touch or a prefetch, by model.Outcome.
	Hit, Late, Miss, Wasted color.RGBA
}

// CPUPalette colours the NAPI CPU strip: what the CPU spends its cycles
// on, by model.Activity.
type CPUPalette struct {
	Work, StallCQE, StallHeader, StallPage, StallShinfo, StallStoreQueue, StallLocked, StallOther, Idle color.RGBA
}

// DarkTheme is the default screen theme.
var DarkTheme = Theme{
	Background: color.RGBA{0x10, 0x14, 0x1c, 0xff},
	Panel:      color.RGBA{0x18, 0x1e, 0x2a, 0xff},
	PanelEdge:  color.RGBA{0x2c, 0x36, 0x4a, 0xff},
	Text:       color.RGBA{0xe8, 0xee, 0xf6, 0xff},
	TextDim:    color.RGBA{0xa8, 0xb4, 0xc8, 0xff},
	Accent:     color.RGBA{0x56, 0xb4, 0xe9, 0xff},
	Focus:      color.RGBA{0xff, 0xff, 0xff, 0xff},
	Highlight:  color.RGBA{0xf0, 0xe4, 0x42, 0xff},
	Edge:       1.5,
	Shade:      color.RGBA{0x08, 0x0a, 0x10, 0xe8},

	StridePalette: StridePalette{
		StridePosted:    color.RGBA{0x2e, 0x3f, 0x5c, 0xff}, // posted, empty: slate blue
		StrideWritten:   color.RGBA{0xe6, 0x9f, 0x00, 0xff}, // data written by the device: orange
		StrideCQE:       color.RGBA{0xf0, 0xe4, 0x42, 0xff}, // its CQE is waiting: yellow, with a white cap
		StrideConsumed:  color.RGBA{0x00, 0x9e, 0x73, 0xff}, // consumed by NAPI: bluish green, half height
		StrideRepost:    color.RGBA{0x8a, 0x6b, 0xb0, 0xff}, // WQE waiting to be reposted: violet
		StrideNotPosted: color.RGBA{0x3a, 0x40, 0x4c, 0xff}, // outline only
		NeverPrefetched: color.RGBA{0xff, 0xff, 0xff, 0x60},

		CursorDevice:   color.RGBA{0xe6, 0x9f, 0x00, 0xff},
		CursorNAPI:     color.RGBA{0xff, 0xff, 0xff, 0xff},
		CursorPrefetch: color.RGBA{0x56, 0xb4, 0xe9, 0xff},
	},

	LinePalette: LinePalette{
		LineMemory:  color.RGBA{0x2a, 0x30, 0x3c, 0xff},
		LineFlight:  color.RGBA{0x56, 0xb4, 0xe9, 0xff},
		LineL1:      color.RGBA{0x7f, 0xd8, 0xbe, 0xff},
		LineL2:      color.RGBA{0x2f, 0xa0, 0x84, 0xff},
		LineLLC:     color.RGBA{0x1f, 0x66, 0x58, 0xff},
		LineInvalid: color.RGBA{0x6a, 0x34, 0x2a, 0xff},

		Hit:    color.RGBA{0x00, 0x9e, 0x73, 0xff},
		Late:   color.RGBA{0xe6, 0x9f, 0x00, 0xff},
		Miss:   color.RGBA{0xd5, 0x5e, 0x00, 0xff},
		Wasted: color.RGBA{0xcc, 0x79, 0xa7, 0xff},
	},

	CPUPalette: CPUPalette{
		Work:        color.RGBA{0x4a, 0x7f, 0xc0, 0xff},
		StallCQE:    color.RGBA{0xf0, 0xe4, 0x42, 0xff},
		StallHeader: color.RGBA{0xd5, 0x5e, 0x00, 0xff},
		StallPage:   color.RGBA{0xcc, 0x79, 0xa7, 0xff},
		StallShinfo: color.RGBA{0xe6, 0x9f, 0x00, 0xff},
		// the store queue and locked ops: Okabe-Ito blue and a lilac, told
		// apart from the work colour by their letters (Q, L)
		StallStoreQueue: color.RGBA{0x00, 0x72, 0xb2, 0xff},
		StallLocked:     color.RGBA{0xb4, 0x9c, 0xe6, 0xff},
		StallOther:      color.RGBA{0x8c, 0x96, 0xa8, 0xff},
		Idle:            color.RGBA{0x24, 0x2a, 0x36, 0xff},
	},

	Before: color.RGBA{0xc8, 0xcf, 0xda, 0xff},
	After:  color.RGBA{0x56, 0xb4, 0xe9, 0xff},

	Control:      color.RGBA{0x26, 0x30, 0x42, 0xff},
	ControlHover: color.RGBA{0x33, 0x40, 0x58, 0xff},
	ControlOn:    color.RGBA{0x56, 0xb4, 0xe9, 0xff},
	Thumb:        color.RGBA{0xf4, 0xf7, 0xfb, 0xff},
}

// buttonFace is a button's face, lighter under the mouse.
func (th *Theme) buttonFace(hovered bool) color.RGBA {
	if hovered {
		return th.ControlHover
	}
	return th.Control
}
