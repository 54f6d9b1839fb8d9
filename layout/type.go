package layout

// Type is the size of each kind of text on the main screen, in design
// units (pixels at 1920×1080), so that the projector theme can set every
// label larger, not only the lesson's text, and the panels make room for
// it. The lesson panel has its own (LessonType), the cards (menu, scene
// list, machine panel, knobs drawer) theirs.
type Type struct {
	Title  float64 // a panel's title: "NAPI CPU", "RX CQ", "Packet at the NAPI cursor"
	Label  float64 // labels, captions, legends and axes: "WQE 3", "fill buffers", "payload", "hit"
	Small  float64 // a second line beside a label: the knobs over a measured column, a count, a time
	Figure float64 // a measured figure in a table: the step's measured cells, the live row
	Log    float64 // the event log's lines: on a projector as small as reads, so that an event takes one line
	// LabelColumn is the width of the CPU strip's column of lane labels
	// ("before", "after", "fill buffers").
	LabelColumn float64
	// RingLegendH is the height of the ring's legend: one line of its
	// seven entries (TestRingLegendOneLine).
	RingLegendH float64
	// PacketInfo is the height of a line under a packet panel's title for
	// the packet's name ("WQE 6 stride 111 · 508 B · udp", PacketInfoBox);
	// the ring gives the room (RingH).
	PacketInfo, RingH float64
	// Card is the type of the cards over the screen.
	Card CardType
}

// ScreenType is the type on a screen in front of the reader; ProjectorType
// the type for a room, where every label reads from the back row (at
// least ProjectorMinLabel, TestProjectorTypeReads).
var (
	ScreenType    = Type{Title: 22, Label: 18, Small: 16, Figure: 24, Log: 18, LabelColumn: 120, RingLegendH: 30, PacketInfo: 22, RingH: 298, Card: ScreenCardType}
	ProjectorType = Type{Title: 28, Label: 22, Small: 20, Figure: 28, Log: ProjectorMinLabel, LabelColumn: 150, RingLegendH: 36, PacketInfo: 28, RingH: 292, Card: ProjectorCardType}
)

// ProjectorMinLabel is the least size of any text of the projector
// theme's main screen, in pixels at 1920×1080: about the size that reads
// from the back of a room of twenty rows on a 3 m screen.
const ProjectorMinLabel = 20.0

// LineH is the height of a line of labels.
func (t Type) LineH() float64 { return t.Label * 1.25 }
