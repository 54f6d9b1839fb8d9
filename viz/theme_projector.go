package viz

import (
	"image/color"

	"rxscope/address"
)

// ProjectorTheme is for a room: a projector washes dark greys into the
// black around them and pales colours, so the background is black, the
// text white, the panels' edges twice as wide and light, and every fill
// that sits near the background is lifted. The hues stay those of the
// Okabe-Ito palette (DarkTheme), so the theme is as safe for colour-blind
// viewers, and every state keeps its shape or letter. The lesson panel's
// type is larger (layout.ProjectorLessonType), and so is every label of
// the main screen (layout.ProjectorType).
var ProjectorTheme = func() Theme {
	t := DarkTheme
	t.Background = color.RGBA{0x00, 0x00, 0x00, 0xff}
	t.Panel = color.RGBA{0x0b, 0x0e, 0x14, 0xff}
	t.PanelEdge = color.RGBA{0x7a, 0x88, 0xa4, 0xff}
	t.Edge = 3
	t.Text = color.RGBA{0xff, 0xff, 0xff, 0xff}
	t.TextDim = color.RGBA{0xdc, 0xe3, 0xee, 0xff}
	t.Accent = color.RGBA{0x74, 0xc8, 0xf6, 0xff}
	t.Highlight = color.RGBA{0xff, 0xee, 0x4a, 0xff}
	t.Shade = color.RGBA{0x00, 0x00, 0x00, 0xf0}

	t.StridePosted = color.RGBA{0x44, 0x60, 0x8e, 0xff}
	t.StrideNotPosted = color.RGBA{0x62, 0x6a, 0x7a, 0xff}
	t.NeverPrefetched = color.RGBA{0xff, 0xff, 0xff, 0x90}
	t.CursorPrefetch = t.Accent

	t.LineMemory = color.RGBA{0x40, 0x48, 0x5a, 0xff}
	t.LineFlight = t.Accent
	t.LineLLC = color.RGBA{0x2a, 0x80, 0x6e, 0xff}
	t.LineInvalid = color.RGBA{0x8a, 0x44, 0x36, 0xff}

	t.Work = color.RGBA{0x5e, 0x98, 0xde, 0xff}
	t.Idle = color.RGBA{0x2c, 0x33, 0x42, 0xff}

	t.Before = color.RGBA{0xec, 0xef, 0xf4, 0xff}
	t.After = t.Accent

	t.Control = color.RGBA{0x2e, 0x3a, 0x52, 0xff}
	t.ControlHover = color.RGBA{0x42, 0x52, 0x72, 0xff}
	t.ControlOn = t.Accent
	return t
}()

// themeFor is the palette of a state's theme (screen.LessonTypeFor is the
// type of its lesson panel).
func themeFor(t address.Theme) *Theme {
	if t == address.Projector {
		return &ProjectorTheme
	}
	return &DarkTheme
}
