package layout

// Margins and gaps of the design canvas, in design units.
const (
	Margin = 24.0 // around the canvas
	Gap    = 16.0 // between panels
	TitleH = 64.0 // the title bar
	LeftW  = 1216.0
)

// Screen is the arrangement of rxscope's panels on the design canvas.
//
//	+--------------------------------------------------------------+
//	| Title                                                        |
//	+-------------------------------------+------------------------+
//	| Ring: WQEs × strides                | Figures: before|after  |
//	|                                     +------------------------+
//	+------------------+------------------+ Chart: cycles/packet   |
//	| Packet (cursor)  | Packet (ahead)   |   against distance     |
//	+------------------+------------------+------------------------+
//	| CPU timeline                        | Controls               |
//	+-------------------------------------+                        |
//	| CQ slots around cc                  |                        |
//	+-------------------------------------+------------------------+
type Screen struct {
	Canvas   Rect // the whole design canvas
	Title    Rect
	Ring     Rect
	Current  Rect // the packet under the NAPI cursor, magnified
	Ahead    Rect // the packet being prefetched, magnified
	CPU      Rect
	CQ       Rect
	Figures  Rect
	Chart    Rect
	Controls Rect
}

// Panels lists the panels of s in drawing order, for tests and hit tests.
func (s Screen) Panels() []Rect {
	return []Rect{s.Title, s.Ring, s.Current, s.Ahead, s.CPU, s.CQ, s.Figures, s.Chart, s.Controls}
}

// NewScreen places the panels. The arrangement is fixed in design units;
// FitWindow scales it to the window.
func NewScreen() Screen {
	var s Screen
	s.Canvas = Rect{0, 0, DesignW, DesignH}
	body := s.Canvas.Inset(Margin)
	s.Title, body = body.SplitY(TitleH, Gap)
	left, right := body.SplitX(LeftW, Gap)

	s.Ring, left = left.SplitY(430, Gap)
	var packets Rect
	packets, left = left.SplitY(230, Gap)
	s.Current, s.Ahead = packets.SplitX((packets.W-Gap)/2, Gap)
	s.CPU, s.CQ = left.SplitY(150, Gap)

	s.Figures, right = right.SplitY(300, Gap)
	s.Chart, s.Controls = right.SplitY(250, Gap)
	return s
}
