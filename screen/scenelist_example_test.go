package screen_test

import (
	"fmt"
	"strings"

	"rxscope/model"
	"rxscope/screen"
)

// printHost prints what the scene list asks of the screen.
type printHost struct{ l *screen.SceneList }

func (h printHost) OpenScene(cfg model.Config, title string) {
	fmt.Printf("open %s (%s, XDP %s)\n", title, cfg.Variant, cfg.Get("xdp"))
	h.l.Close()
}

func (h printHost) CloseCards() {
	fmt.Println("close")
	h.l.Close()
}

// G opens the list: a row per configuration a seed measured, its letter,
// its title, and its figures, the model's to come as it measures them.
func ExampleSceneList() {
	var l screen.SceneList
	l.Open(nil, monoWidth)
	r := l.Row(0)
	fmt.Println(l.Len(), "rows")
	fmt.Println(r.Letter, r.Title)
	fmt.Println(r.Sub)
	fmt.Println(string(l.Note()))
	// Output:
	// 20 rows
	// a seed 000 · UDP 512 B flood, pktgen: stride-ahead, distance 4
	// zen5-cx5 · measured 2.52 → 3.44 Mpps · model …
	// the model beside each, as rxsim validate: 0 of 31 figures measured …
}

// A row's letter opens its scene in free exploration and closes the
// list; G is no row's (it closes the list).
func ExampleSceneList_ChooseLetter() {
	var l screen.SceneList
	l.Open(nil, monoWidth)
	fmt.Println(l.ChooseLetter('g', printHost{&l}))
	fmt.Println(l.ChooseLetter('e', printHost{&l}), l.IsOpen())
	// Output:
	// false
	// open seed 000 · XDP_TX, NAPI cycles/packet: stride-ahead (stride-ahead, XDP tx)
	// true false
}

// The arrows walk the two columns: the first press selects the first
// row, down goes down its column, right crosses to the row beside it, and
// Enter opens the row selected.
func ExampleSceneList_MoveSelection() {
	var l screen.SceneList
	l.Open(nil, monoWidth)
	var walk []string
	for _, arrow := range [][2]int{{1, 0}, {1, 0}, {0, 1}, {-1, 0}, {0, -1}, {-1, 0}} {
		l.MoveSelection(arrow[0], arrow[1])
		walk = append(walk, l.Row(l.Selected()).Letter)
	}
	fmt.Println(strings.Join(walk, " "))
	l.OpenSelected(printHost{&l})
	// Output:
	// a b m l a a
	// open seed 000 · UDP 512 B flood, pktgen: stride-ahead, distance 4 (stride-ahead, XDP off)
}

// A press on a row opens its scene; anywhere else closes the list.
func ExampleSceneList_Press() {
	var l screen.SceneList
	l.Open(nil, monoWidth)
	r := l.Geometry().Rows[1]
	l.Press(r.X+10, r.Y+10, printHost{&l})
	l.Open(nil, monoWidth)
	l.Press(1, 1, printHost{&l})
	// Output:
	// open seed 000 · TCP, 1 stream: stride-ahead, sender at the receiving application's rate (stride-ahead, XDP off)
	// close
}

// Before the model has measured a row, its tooltip has the seed's
// figures and waits for the model's.
func ExampleSceneList_AppendTip() {
	var l screen.SceneList
	l.Open(nil, monoWidth)
	fmt.Println(string(l.AppendTip(nil, 0)))
	// Output:
	// seed 000's figures beside the model's, as rxsim validate reports them
	// UDP 512 B flood, pktgen: today
	//     published 2.52 Mpps · model …
	// UDP 512 B flood, pktgen: stride-ahead, distance 4
	//     published 3.44 Mpps · model …
}
