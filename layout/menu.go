package layout

// The menu is a card over the screen with two lists of big rows: the
// lessons (a row each, then free exploration) and the tools (export and
// presenting). It opens from a button in the top bar, left of the
// transport, so that everything the keys do is also one press away on a
// touch screen.
//
//	+--------------------------------------------------------+
//	| Lessons                                  Tools     [×] |
//	| [1  Why strides              ] [S  Save a PNG        ] |
//	| [2  The cold first touch     ] [L  Copy the link     ] |
//	|  …                              …                      |
//	| [0  Free exploration         ]                         |
//	+--------------------------------------------------------+

// Menu is the menu card's geometry.
type Menu struct {
	Card         Rect
	LessonsTitle Rect
	ToolsTitle   Rect
	Close        Rect
	Lessons      []Rect // one row per lesson, then free exploration
	Tools        []Rect
}

// Sizes of the menu, in design units.
const (
	menuPad      = 24.0
	menuTitleH   = 44.0
	menuRowGap   = 6.0
	menuLessonsW = 1240.0 // a lesson's summary on one line at the projector's Card.Sub (TestMenuTiles)
	menuW        = 1840.0
)

// NewMenu places a menu of lessons lessons (plus the row of free
// exploration) and tools tools, centred on the design canvas.
func NewMenu(lessons, tools int) Menu {
	rows := max(lessons+1, tools)
	h := 2*menuPad + menuTitleH + 10 + float64(rows)*(MinHit+menuRowGap) - menuRowGap
	m := Menu{Card: Rect{(DesignW - menuW) / 2, (DesignH - h) / 2, menuW, h}}
	in := m.Card.Inset(menuPad)
	left, right := in.SplitX(menuLessonsW, menuPad)
	m.LessonsTitle = Rect{left.X, left.Y, left.W, menuTitleH}
	m.ToolsTitle = Rect{right.X, right.Y, right.W - MinHit - 10, menuTitleH}
	m.Close = Rect{in.Right() - MinHit, in.Y - 14, MinHit, MinHit}
	y := in.Y + menuTitleH + 10
	for i := 0; i <= lessons; i++ {
		m.Lessons = append(m.Lessons, Rect{left.X, y + float64(i)*(MinHit+menuRowGap), left.W, MinHit})
	}
	for i := 0; i < tools; i++ {
		m.Tools = append(m.Tools, Rect{right.X, y + float64(i)*(MinHit+menuRowGap), right.W, MinHit})
	}
	return m
}

// placeMenuButton puts the menu's button at the right end of the space
// between the title and the transport, and narrows the subtitle to the
// room left of it.
func (s *Screen) placeMenuButton() {
	s.MenuButton = Rect{s.Transport.X - 12 - MinHit, s.Transport.Y, MinHit, MinHit}
	s.Subtitle.W = s.MenuButton.X - 12 - s.Subtitle.X
}

// Type of the menu, in design units.
const (
	MenuHeadSize  = 30.0 // "Lessons", "Tools"
	MenuTitleSize = 24.0 // a row's title; its second line is set at CardType.Sub
	MenuToolSize  = 22.0 // a tool's words and its keys
)

// MenuRowKey is where a row's key goes: a square badge on its left.
func MenuRowKey(r Rect) Rect { return Rect{r.X + 8, r.Y + 8, r.H - 16, r.H - 16} }

// MenuRowText is where a row's title and its second line go, right of
// the key.
func MenuRowText(r Rect) (title, sub Rect) {
	x := r.X + r.H + 4
	w := r.Right() - 12 - x
	return Rect{x, r.Y + 6, w, 30}, Rect{x, r.Y + 37, w, 24}
}

// MenuToolText is where a tool's row puts its words and its keys.
func MenuToolText(r Rect) (label, keys Rect) {
	return Rect{r.X + 16, r.Y, r.W - 150, r.H}, Rect{r.Right() - 126, r.Y, 110, r.H}
}
