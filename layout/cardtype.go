package layout

// CardType is the type of the cards over the screen (the menu, the scene
// list, the machine panel, the knobs drawer and the help overlay) where
// it differs by theme: the lines a card sets under its rows' titles. The
// cards' titles, their rows' titles and names and their buttons are set
// at one size in both themes, each at least ProjectorMinLabel; on a
// projector every second line reads from the back of a room too
// (TestCardTypeReads), and the cards' layouts give each line the width
// and the height its text needs at the projector's size, wrapping where
// one line is not enough, so that nothing is set smaller to fit.
type CardType struct {
	Sub    float64 // a row's second line: a lesson's summary, a scene's figures, a parameter's help
	Detail float64 // a parameter's range and source, the gain chart's figures and notes
	Hint   float64 // the keys beside a card's title, the scene list's progress
}

// ScreenCardType and ProjectorCardType are the cards' type in the two
// themes (Type.Card).
var (
	ScreenCardType    = CardType{Sub: 17, Detail: 16, Hint: 19}
	ProjectorCardType = CardType{Sub: ProjectorMinLabel, Detail: ProjectorMinLabel, Hint: 21}
)

// SubLineH is the height of a line of a row's second text at size.
func SubLineH(size float64) float64 { return size * 1.2 }
