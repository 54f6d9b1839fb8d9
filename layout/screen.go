package layout

// Margins and gaps of the design canvas, in design units.
const (
	Margin  = 16.0  // around the canvas
	Gap     = 12.0  // between panels
	TopBarH = 72.0  // the title and the transport controls
	KnobsH  = 156.0 // the strip of knobs at the bottom
	LeftW   = 1220.0
)

// Screen is the arrangement of rxscope's panels on the design canvas.
//
//	+-----------------------------------------------------------------------+
//	| rxscope  subtitle              [Play][Step event][Step packet][Speed]… |  TopBar
//	+----------------------------------------------+------------------------+
//	| Ring: WQEs × strides, cursors                | Figures: before|after  |
//	+-----------------------+----------------------+                        |
//	| Packet at the cursor  | Packet prefetched    +------------------------+
//	+-----------------------+----------------------+ Chart: cycles/packet   |
//	| CPU timeline                                 |   against distance     |
//	+----------------------------------------------+                        |
//	| CQ slots around cc                           |                        |
//	+----------------------------------------------+------------------------+
//	| Knobs: distance, packet size, rate / compression, injection, MTU, XDP |
//	+-----------------------------------------------------------------------+
//
// The transport controls sit in the top bar, where a media player has
// them; the knobs span the bottom, under the picture they change.
type Screen struct {
	Canvas    Rect // the whole design canvas
	TopBar    Rect // title and transport controls (not a panel: no frame)
	Title     Rect // the title text
	Subtitle  Rect
	Transport Rect // the group of transport controls, right-aligned in TopBar
	Ring      Rect
	Current   Rect // the packet under the NAPI cursor, magnified
	Ahead     Rect // the packet being prefetched, magnified
	CPU       Rect
	CQ        Rect
	Figures   Rect
	Chart     Rect
	Knobs     Rect // the strip of sliders and toggles

	// MenuButton opens the menu of lessons and tools (menu.go).
	MenuButton Rect
	// KnobsButton, at the end of the knobs strip, opens the drawer of
	// all the knobs (knobsdrawer.go).
	KnobsButton Rect

	// Controls holds every control, indexed by ControlID: the transport,
	// then the strip's knobs from FirstKnob on.
	Controls []Control
}

// Panels lists the framed panels of s, for tests, hit tests and the
// page's snapshot, in the order of PanelNames.
func (s Screen) Panels() []Rect {
	return []Rect{s.Ring, s.Current, s.Ahead, s.CPU, s.CQ, s.Figures, s.Chart, s.Knobs}
}

// PanelNames names the rectangles of Panels, as the page's snapshot
// reports them.
var PanelNames = []string{"ring", "current", "ahead", "cpu", "cq", "figures", "chart", "knobs"}

// NewScreen places the panels and the controls for the screen's type.
// The arrangement is fixed in design units; FitWindow scales it to the
// window.
func NewScreen() Screen { return NewScreenFor(ScreenType) }

// NewScreenFor places the panels and the controls for type t: the
// projector's gives the packet panels a line for the packet's name.
func NewScreenFor(t Type) Screen {
	var s Screen
	s.Canvas = Rect{0, 0, DesignW, DesignH}
	body := s.Canvas.Inset(Margin)
	s.TopBar, body = body.SplitY(TopBarH, Gap)
	body, s.Knobs = body.SplitY(body.H-KnobsH-Gap, Gap)
	left, right := body.SplitX(LeftW, Gap)

	s.Ring, left = left.SplitY(t.RingH, Gap)
	var packets Rect
	packets, left = left.SplitY(196+t.PacketInfo, Gap)
	s.Current, s.Ahead = packets.SplitX((packets.W-Gap)/2, Gap)
	s.CPU, s.CQ = left.SplitY(146, Gap)

	s.Figures, s.Chart = right.SplitY(448, Gap)

	s.Title = Rect{s.TopBar.X + 4, s.TopBar.Y + 8, 170, 56}
	s.Controls = make([]Control, FirstKnob, FirstKnob+8) // the strip's knobs are appended
	s.placeTransport()
	s.Subtitle = Rect{s.Title.Right() + 12, s.TopBar.Y + 22, s.Transport.X - s.Title.Right() - 24, 32}
	s.placeMenuButton()
	s.placeKnobs()
	return s
}

// The words of the top bar, with their sizes in design units.
const (
	TitleText    = "rxscope"
	TitleSize    = 40.0
	SubtitleText = "the mlx5 striding RQ meets the CPU caches"
	SubtitleSize = 20.0
)
