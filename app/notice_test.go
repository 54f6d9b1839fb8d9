package app

import (
	"fmt"
	"testing"
)

// A warning stays eight seconds unless a key or a press comes first; the
// press that gives a notice keeps it.
func ExampleNotice() {
	var n Notice
	n.Warn(`parameter "distance": "banana" is not an integer; "4" is used`, 100)
	fmt.Printf("%q\n", n.Shown(100+NoticeWarnTicks-1))
	fmt.Printf("%q\n", n.Shown(100+NoticeWarnTicks))
	n.Pressed()
	n.Confirmed("Link copied", 200)
	fmt.Printf("%q\n", n.Shown(201))
	n.Pressed()
	fmt.Printf("%q\n", n.Shown(202))
	// Output:
	// "parameter \"distance\": \"banana\" is not an integer; \"4\" is used"
	// ""
	// "Link copied"
	// ""
}

func TestNoticeTimes(t *testing.T) {
	for _, c := range []struct {
		name    string
		show    func(*Notice)
		at      uint64
		pressed bool
		want    string
	}{
		{"warning, shown", func(n *Notice) { n.Warn("w", 10) }, 10, false, "w"},
		{"warning, last tick", func(n *Notice) { n.Warn("w", 10) }, 10 + NoticeWarnTicks - 1, false, "w"},
		{"warning, gone", func(n *Notice) { n.Warn("w", 10) }, 10 + NoticeWarnTicks, false, ""},
		{"warning, pressed", func(n *Notice) { n.Warn("w", 10) }, 11, true, ""},
		{"confirmation, last tick", func(n *Notice) { n.Confirmed("c", 10) }, 10 + NoticeConfirmTicks - 1, false, "c"},
		{"confirmation, gone", func(n *Notice) { n.Confirmed("c", 10) }, 10 + NoticeConfirmTicks, false, ""},
		{"none", func(*Notice) {}, 0, false, ""},
	} {
		var n Notice
		c.show(&n)
		if c.pressed {
			n.Pressed()
		}
		if got := n.Shown(c.at); got != c.want {
			t.Errorf("%s: shown %q at tick %d; want %q", c.name, got, c.at, c.want)
		}
	}
}
