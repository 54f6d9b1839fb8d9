package layout

// The scene list is a card like the menu's, over the screen: every
// configuration a seed measured, a row each in two columns, each with the
// letter that opens it, the seed, what was measured and the published
// figures.
//
//	+--------------------------------------------------------+
//	| Scenes the seeds measured                          [×] |
//	| [a 000 UDP 512 B flood …    ] [k 003 64 B burst of …  ] |
//	| [b 000 TCP, 1 stream …      ] [l 003 …                ] |
//	|  …                             …                       |
//	+--------------------------------------------------------+

// SceneList is the scene list's geometry.
type SceneList struct {
	Card  Rect
	Title Rect
	Close Rect
	Rows  []Rect // in reading order: down the left column, then the right
}

// Sizes of the scene list, in design units.
const (
	// sceneRowH holds three lines: a title and two lines of figures, or
	// a title that takes two lines and a line of figures, at the
	// projector's type (SceneLines)
	sceneRowH   = 90.0
	sceneRowGap = 4.0
	sceneListW  = 1800.0
	sceneKeyW   = 50.0 // the letter's badge
)

// SceneTitleLineH is the height of a line of a scene's title, set at
// MenuTitleSize; its figures' lines are SubLineH of CardType.Sub.
const SceneTitleLineH = MenuTitleSize * 1.2

// NewSceneList places n rows in two columns (the left one takes the odd
// row), centred on the design canvas; the rows share the height the
// canvas leaves them, up to sceneRowH each.
func NewSceneList(n int) SceneList {
	perCol := (n + 1) / 2
	head := 2*menuPad + menuTitleH + 10
	rowH := min(sceneRowH, (DesignH-2*Margin-head)/float64(max(perCol, 1))-sceneRowGap)
	h := head + float64(perCol)*(rowH+sceneRowGap) - sceneRowGap
	l := SceneList{Card: Rect{(DesignW - sceneListW) / 2, max(0, (DesignH-h)/2), sceneListW, h}}
	in := l.Card.Inset(menuPad)
	l.Title = Rect{in.X, in.Y, in.W - MinHit - 10, menuTitleH}
	l.Close = Rect{in.Right() - MinHit, in.Y - 14, MinHit, MinHit}
	left, right := in.SplitX((in.W-menuPad)/2, menuPad)
	y := in.Y + menuTitleH + 10
	for i := 0; i < n; i++ {
		col, k := left, i
		if i >= perCol {
			col, k = right, i-perCol
		}
		l.Rows = append(l.Rows, Rect{col.X, y + float64(k)*(rowH+sceneRowGap), col.W, rowH})
	}
	return l
}

// SceneRowKey is where a row's letter goes: a square badge on its left,
// centred in its height.
func SceneRowKey(r Rect) Rect { return Rect{r.X + 8, r.Y + (r.H-sceneKeyW)/2, sceneKeyW, sceneKeyW} }

// SceneRowText is where a row's lines go, right of its letter: the
// title's, then the figures', centred in the row's height.
func SceneRowText(r Rect) Rect {
	x := r.X + 8 + sceneKeyW + 14
	return Rect{x, r.Y + 4, r.Right() - 12 - x, r.H - 8}
}

// SceneLines reports whether a row of text box box holds titleLines
// lines of the title and subLines of its figures at size sub, and the
// height they take.
func SceneLines(box Rect, titleLines, subLines int, sub float64) (h float64, fits bool) {
	h = float64(titleLines)*SceneTitleLineH + float64(subLines)*SubLineH(sub)
	return h, h <= box.H+1e-9
}
