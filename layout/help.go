package layout

// The keys' help overlay is a card over the whole screen with the words
// of HelpColumns in two columns: a row's keys in bold on the left of its
// column, what they do beside them, wrapped to a second line where one is
// not enough, so that no text is set smaller to fit. Its type is one size
// in both themes, every size at least ProjectorMinLabel, so that it reads
// from the back of a room (TestHelpFits).
//
//	+----------------------------------------------------------------------+
//	| Keys                                         ? or a click closes this |
//	| The simulation                    | Lessons, presenting, export      |
//	| Space / K   play / pause (in a …  | PageDown → Space  next step or … |
//	|  …                                |  …                               |
//	| Mouse and touch: drag a slider …  | The menu button (three bars) …   |
//	+----------------------------------------------------------------------+

// HelpKind says how a text of the help overlay is drawn.
type HelpKind uint8

const (
	HelpTitle HelpKind = iota // the card's title: bold
	HelpHint                  // how to close it: dim, at its box's right end
	HelpHead                  // a column's heading: bold, dim
	HelpKeys                  // a row's keys: bold, in the accent colour
	HelpWhat                  // a line of what they do
	HelpNote                  // a line of a column's note: dim
)

// Bold reports whether a text of kind k is set in the bold face.
func (k HelpKind) Bold() bool { return k == HelpTitle || k == HelpHead || k == HelpKeys }

// HelpText is one line of the help overlay: its words, the box they are
// drawn in (vertically centred, from its left edge, or its right edge for
// the hint) and their size.
type HelpText struct {
	Text string
	Box  Rect
	Size float64
	Kind HelpKind
}

// HelpCard is the help overlay's geometry: its card and every line of text.
type HelpCard struct {
	Card  Rect
	Texts []HelpText
}

// The help overlay's words of its own, and its sizes, in design units.
const (
	HelpTitleText = "Keys"
	HelpHintText  = "? or a click closes this"

	helpTitleSz = 34.0
	helpHintSz  = 22.0
	helpHeadSz  = 24.0
	helpTextSz  = 23.0
	helpNoteSz  = 21.0

	helpPad      = 40.0  // the card's inner margin, and the gap between the columns
	helpTop      = 84.0  // the columns' top, under the title
	helpLineH    = 29.0  // a line of a row's words
	helpHeadGap  = 10.0  // under a column's heading
	helpRowGap   = 7.0   // between two rows
	helpGroupGap = 8.0   // between two groups of rows
	helpNoteGap  = 12.0  // above a column's note
	helpKeysW    = 270.0 // a row's keys, with the gap before what they do
)

// helpBox is where the card sits on the design canvas.
var helpBox = Rect{X: 40, Y: 40, W: DesignW - 80, H: DesignH - 80}

// NewHelp lays the help overlay out for cols (HelpColumns), wrapping what
// a row does and the notes with measure, the screen's advances in the
// window it is drawn in.
func NewHelp(cols [2]HelpColumn, measure TextWidth) HelpCard {
	b := helpBox
	h := HelpCard{Card: b}
	h.Texts = append(h.Texts,
		HelpText{HelpTitleText, Rect{X: b.X + helpPad, Y: b.Y + 24, W: 400, H: helpTitleSz * 1.2}, helpTitleSz, HelpTitle},
		HelpText{HelpHintText, Rect{X: b.Right() - 440, Y: b.Y + 24, W: 400, H: 40}, helpHintSz, HelpHint})
	colW := (b.W - 3*helpPad) / 2
	for i, col := range cols {
		x, y := b.X+helpPad+float64(i)*(colW+helpPad), b.Y+helpTop
		// lines adds s wrapped to w from (x, y) at size and moves y under it
		lines := func(s string, x, w, size float64, kind HelpKind) {
			for _, sp := range Wrap(nil, s, w, size, measure) {
				h.Texts = append(h.Texts, HelpText{s[sp.Start:sp.End], Rect{X: x, Y: y, W: w, H: helpLineH}, size, kind})
				y += helpLineH
			}
		}
		h.Texts = append(h.Texts, HelpText{col.Head, Rect{X: x, Y: y, W: colW, H: helpLineH}, helpHeadSz, HelpHead})
		y += helpLineH + helpHeadGap
		for g, rows := range col.Groups {
			if g > 0 {
				y += helpGroupGap
			}
			for _, r := range rows {
				h.Texts = append(h.Texts, HelpText{r.Keys, Rect{X: x, Y: y, W: helpKeysW - 10, H: helpLineH}, helpTextSz, HelpKeys})
				lines(r.What, x+helpKeysW, colW-helpKeysW, helpTextSz, HelpWhat)
				y += helpRowGap
			}
		}
		y += helpNoteGap
		lines(col.Note, x, colW, helpNoteSz, HelpNote)
	}
	return h
}
