package screen

import (
	"math"

	"rxscope/address"
	"rxscope/app"
	"rxscope/layout"
	"rxscope/lessons"
)

// Geometry is where the screen's parts are in the window: the panels'
// layout on the design canvas, the window's fits, the region a zoom
// shows, the zoom's chip, the menu and the lesson panel. It is pure
// layout: the painting side reads it to paint, and the core reads it to
// find what a press is on (Screen.Press).
//
// Zoom: Z shows one region of the screen (the ring, the packets, the CPU
// strip with the CQ, the figures, the chart; in a lesson its column) as
// large as the window allows. The panels are drawn at the region's fit
// (Fit, layout.FitRegion), the cards and the overlays at the whole
// screen's (Whole); a pointer is read through the whole screen's fit and
// mapped onto the panels' (Screen.PanelPoint), where a press in the band
// a zoom masks finds nothing.
type Geometry struct {
	Screen layout.Screen // the panels' layout on the design canvas
	W, H   float64       // the window's size in device pixels
	Fit    layout.Fit    // the panels' fit: the window's, or its zoom's
	Whole  layout.Fit    // the whole screen's fit, for the cards and the overlays
	Zoom   layout.Rect   // the region of the canvas the panels show (the canvas without a zoom)
	Chip   ZoomChip      // the corner chip that names the zoom
	Menu   layout.Menu   // the menu's rows
	Lesson LessonPanel   // the lesson panel, laid out when its text, the theme or the window change
}

// ZoomChip is the corner chip that names the zoom's region and takes the
// screen back to whole when pressed: its words and where it is, in the
// whole screen's design units, laid out again when the zoom, the lesson
// shown, the window's scale or embedding change.
type ZoomChip struct {
	Label string
	R     layout.Rect
	Size  float64 // the words' size in design units
	Shown bool
	// what it was laid out for
	zoom   address.Zoom
	lesson bool
	scale  float64
	embed  bool
}

const (
	// ZoomChipPx is the least size, in pixels, of the chip's words: the
	// whole screen's type at a small window would set them at 6 px.
	ZoomChipPx = 12.0
	// ZoomChipSize is the chip's words' size at 1920×1080.
	ZoomChipSize = 20.0
	// ZoomChipEmbedScale: an embedded screen narrower than this scale
	// (960 device pixels wide) shows no chip; its author chose the zoom,
	// and Z still steps it.
	ZoomChipEmbedScale = 0.5
)

// MenuTool is one row of the menu's tools: its name in the page's
// snapshot, its words, its keys and what it does.
type MenuTool struct {
	Name  string // for the page's snapshot: "tool-png"
	Label string
	Keys  string
	Act   app.Action
}

// MenuTools lists the menu's tools in order.
var MenuTools = [...]MenuTool{
	{"tool-scenes", "Scenes the seeds measured", "G", app.Action{Kind: app.ToggleScenes}},
	{"tool-machine", "Machine: edit its parameters", "Shift+M", app.Action{Kind: app.ToggleMachine}},
	{"tool-png", "Save a PNG of the screen", "S", app.Action{Kind: app.SavePNG}},
	{"tool-trace", "Export the trace (Perfetto)", "Shift+S", app.Action{Kind: app.SaveTrace}},
	{"tool-link", "Copy the link to this screen", "L", app.Action{Kind: app.CopyLink}},
	{"tool-embed", "Copy an embed snippet", "Shift+L", app.Action{Kind: app.CopyEmbed}},
	{"tool-theme", "Projector theme on / off", "T", app.Action{Kind: app.ToggleTheme}},
	{"tool-fullscreen", "Full screen on / off", "F", app.Action{Kind: app.ToggleFullscreen}},
	{"tool-text", "Hide / show the lesson text", "H", app.Action{Kind: app.ToggleHideText}},
	{"tool-blank", "Blank the screen", "B", app.Action{Kind: app.ToggleBlank}},
	{"tool-log", "Event log on / off", "V", app.Action{Kind: app.ToggleLog}},
	{"tool-counters", "Counters (ethtool -S, perf stat)", "U", app.Action{Kind: app.ToggleCounter}},
	{"tool-keys", "All the keys", "?", app.Action{Kind: app.ShowHelp}},
}

// MenuLessonKeys are the keys of the menu's lessons' rows, in order; the
// last row, free exploration's, is 0.
var MenuLessonKeys = [...]string{"1", "2", "3", "4", "5", "6", "7", "8", "9"}

// newMenu lays the menu out: a row per lesson with a key, free
// exploration's, and the tools.
func newMenu() layout.Menu {
	return layout.NewMenu(min(len(lessons.All()), len(MenuLessonKeys)), len(MenuTools))
}

// Resize follows a window of w×h device pixels: the fits and the chip
// (Refit).
func (s *Screen) Resize(w, h float64) {
	s.Geo.W, s.Geo.H = w, h
	s.Refit()
}

// Refit sets the panels' fit and the whole screen's for the window and
// the zoom, and lays the chip out again when it changed. It runs when
// the window changes and each tick, since a lesson opened or closed
// moves a zoom's region.
func (s *Screen) Refit() {
	g := &s.Geo
	g.Whole = layout.FitWindow(g.W, g.H)
	g.Zoom = s.ZoomRegion()
	g.Fit = layout.FitRegion(g.W, g.H, g.Zoom)
	s.layoutZoomChip()
}

// ZoomRegion is the region of the design canvas the panels show: the
// zoom's (layout.Screen.ZoomOn, the lesson's column when a lesson is
// shown), or the whole canvas.
func (s *Screen) ZoomRegion() layout.Rect {
	g := &s.Geo
	canvas := g.Screen.Canvas
	if s.App.Pres.Zoom == address.ZoomWhole {
		return canvas
	}
	var col layout.Rect
	if s.LessonShown() {
		col = g.Lesson.Column(g.Screen.Figures)
	}
	if r, ok := g.Screen.ZoomOn(s.App.Pres.Zoom.String(), col); ok {
		return r
	}
	return canvas
}

// layoutZoomChip places the chip in the top right-hand corner of the
// window, its words at least ZoomChipPx pixels high, measured in the
// cards' bold face (Deps.MeasureBold).
func (s *Screen) layoutZoomChip() {
	g := &s.Geo
	c, lesson, pres := &g.Chip, s.LessonShown(), &s.App.Pres
	if c.zoom == pres.Zoom && c.lesson == lesson && c.scale == g.Whole.S && c.embed == pres.Embed && c.Label != "" {
		return
	}
	c.zoom, c.lesson, c.scale, c.embed = pres.Zoom, lesson, g.Whole.S, pres.Embed
	c.Label = "zoom: " + app.ZoomLabel(pres.Zoom, lesson) + "  ·  Z"
	c.Shown = pres.Zoom != address.ZoomWhole && g.Whole.S > 0 && !(pres.Embed && g.Whole.S < ZoomChipEmbedScale)
	if g.Whole.S <= 0 {
		return
	}
	c.Size = math.Max(ZoomChipSize, math.Ceil(ZoomChipPx/g.Whole.S))
	w := s.measureBold(c.Label, c.Size) + 1.4*c.Size
	h := 1.8 * c.Size
	// the window's top right-hand corner, in the whole screen's design
	// units (the canvas is letterboxed inside the window)
	win := g.Whole.Window(g.W, g.H)
	c.R = layout.Rect{X: win.Right() - layout.Gap - w, Y: win.Y + layout.Gap, W: w, H: h}
}

// PanelPoint maps the design point (x, y) of the whole screen's fit to
// the panels' and reports whether it lies in the region they show (a
// point in the masked band is on no panel).
func (s *Screen) PanelPoint(x, y float64) (float64, float64, bool) {
	g := &s.Geo
	px, py := g.Whole.Through(g.Fit, x, y)
	return px, py, g.Zoom.Contains(px, py)
}

// OverZoomChip reports whether the whole screen's design point (x, y) is
// on the chip.
func (s *Screen) OverZoomChip(x, y float64) bool {
	return s.Geo.Chip.Shown && s.Geo.Chip.R.Contains(x, y)
}
