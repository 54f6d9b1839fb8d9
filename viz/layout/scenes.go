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
	sceneRowH   = 72.0 // a title and a line of figures, above MinHit
	sceneRowGap = 6.0
	sceneListW  = 1800.0
)

// NewSceneList places n rows in two columns (the left one takes the odd
// row), centred on the design canvas.
func NewSceneList(n int) SceneList {
	perCol := (n + 1) / 2
	h := 2*menuPad + menuTitleH + 10 + float64(perCol)*(sceneRowH+sceneRowGap) - sceneRowGap
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
		l.Rows = append(l.Rows, Rect{col.X, y + float64(k)*(sceneRowH+sceneRowGap), col.W, sceneRowH})
	}
	return l
}
