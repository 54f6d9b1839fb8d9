package layout

import (
	"fmt"
	"testing"

	"rxscope/model"
)

// TestKnobKeys: every knob of the table with a key gets a help row that
// names its key and its label; a switch flips, a slider and a choice go
// both ways; a knob without a key has none.
func TestKnobKeys(t *testing.T) {
	keyed := 0
	for _, k := range model.Knobs() {
		h, ok := KnobKeys(k)
		if ok != (k.Screen.Key != "") {
			t.Errorf("%s: row %v, key %q", k.Name, ok, k.Screen.Key)
			continue
		}
		if !ok {
			continue
		}
		keyed++
		want := k.Screen.Key + "  /  Shift+" + k.Screen.Key
		if k.Screen.Control == model.ToggleControl {
			want = k.Screen.Key
		}
		if h.Keys != want || h.What == "" || (k.Screen.Label != "" && h.What[:len(k.Screen.Label)] != k.Screen.Label) {
			t.Errorf("%s: %+v, want keys %q and the label %q first", k.Name, h, want, k.Screen.Label)
		}
	}
	if keyed == 0 {
		t.Fatal("no knob of the table has a key")
	}
}

func ExampleKnobKeys() {
	for _, name := range []string{"distance", "inject", "xdp"} {
		k, _ := model.KnobByName(name)
		h, _ := KnobKeys(k)
		fmt.Printf("%-14s %s\n", h.Keys, h.What)
	}
	// Output:
	// D  /  Shift+D  Prefetch distance + / −
	// I              Cache injection on / off
	// X  /  Shift+X  XDP: off → drop → tx → pass → no read
}

// TestControlKeys: a control's tooltip names the keys the help overlay
// gives it: the transport's own, a knob's from the knob table, none for
// a control without a key.
func TestControlKeys(t *testing.T) {
	for _, c := range []struct {
		id   ControlID
		want string
	}{{Play, "Space  /  K"}, {Help, "?"}, {Speed, "+  /  −"}, {NoControl, ""}} {
		if got := ControlKeys(c.id); got != c.want {
			t.Errorf("control %d: keys %q, want %q", c.id, got, c.want)
		}
	}
	for _, k := range KeyedKnobs() {
		if k.Control != NoControl && ControlKeys(k.Control) != k.Help.Keys {
			t.Errorf("the %s control's keys are %q; the help overlay says %q", k.Info.Name, ControlKeys(k.Control), k.Help.Keys)
		}
	}
}
