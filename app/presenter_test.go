package app

import (
	"fmt"
	"testing"

	"rxscope/address"
)

// TestPresenterDo: every presenting action, from the state before to
// the state after; the others are left alone.
func TestPresenterDo(t *testing.T) {
	proj := Presenter{Theme: address.Projector}
	for _, c := range []struct {
		from Presenter
		a    Action
		want Presenter
	}{
		{Presenter{}, Action{Kind: ToggleTheme}, proj},
		{proj, Action{Kind: ToggleTheme}, Presenter{}},
		{Presenter{}, Action{Kind: SetTheme, N: int(address.Projector)}, proj},
		{proj, Action{Kind: SetTheme, N: int(address.Dark)}, Presenter{}},
		{Presenter{}, Action{Kind: SetHideText, N: 1}, Presenter{HideText: true}},
		{Presenter{HideText: true}, Action{Kind: SetHideText}, Presenter{}},
		{Presenter{}, Action{Kind: ToggleHideText}, Presenter{HideText: true}},
		{Presenter{HideText: true}, Action{Kind: ToggleHideText}, Presenter{}},
		{Presenter{}, Action{Kind: ToggleBlank}, Presenter{Blank: true}},
		{Presenter{Blank: true}, Action{Kind: ToggleBlank}, Presenter{}},
		{Presenter{Blank: true}, Action{Kind: Unblank}, Presenter{}},
		{Presenter{}, Action{Kind: Unblank}, Presenter{}},
		{Presenter{}, Action{Kind: SetEmbed, N: 1}, Presenter{Embed: true}},
		{Presenter{Embed: true}, Action{Kind: SetEmbed}, Presenter{}},
		{Presenter{}, Action{Kind: SetZoom, N: int(address.ZoomRing)}, Presenter{Zoom: address.ZoomRing}},
		{Presenter{Zoom: address.ZoomRing}, Action{Kind: SetZoom}, Presenter{}},
		{Presenter{}, Action{Kind: SetZoom, N: -1}, Presenter{}},
		{Presenter{}, Action{Kind: ToggleFullscreen}, Presenter{Fullscreen: true}},
		{Presenter{Fullscreen: true}, Action{Kind: ToggleFullscreen}, Presenter{}},
	} {
		p := c.from
		if !p.Do(c.a) {
			t.Errorf("%+v: Do(%v) took no action", c.from, c.a)
		}
		if p != c.want {
			t.Errorf("%+v: Do(%v) = %+v, want %+v", c.from, c.a, p, c.want)
		}
	}
	for k := NoAction; k < numActionKinds; k++ {
		if k >= SetTheme && k <= ToggleFullscreen {
			continue
		}
		p := Presenter{HideText: true}
		if p.Do(Action{Kind: k}) || p != (Presenter{HideText: true}) {
			t.Errorf("Presenter.Do(%v) acted", k)
		}
	}
}

// TestActionNames: every kind has a name of its own.
func TestActionNames(t *testing.T) {
	seen := map[string]ActionKind{}
	for k := NoAction; k < numActionKinds; k++ {
		n := k.String()
		if n == "" {
			t.Errorf("kind %d has no name", k)
		}
		if o, dup := seen[n]; dup {
			t.Errorf("kinds %d and %d are both %q", o, k, n)
		}
		seen[n] = k
	}
	if got := numActionKinds.String(); got != fmt.Sprintf("action(%d)", numActionKinds) {
		t.Errorf("an unknown kind prints %q", got)
	}
}

func ExampleAction_String() {
	fmt.Println(Action{Kind: Goto, Lesson: "ahead", N: 3})
	fmt.Println(Action{Kind: Answer, N: 1})
	fmt.Println(Action{Kind: ToggleTheme})
	// Output:
	// goto ahead 3
	// answer 1
	// toggle-theme
}

// TestCardsDo: one card at a time, a toggle closes its own card, opening
// a card closes the help, the help shows over an open card, CloseAll
// closes everything; the other actions are left alone.
func TestCardsDo(t *testing.T) {
	for _, c := range []struct {
		from Cards
		a    ActionKind
		want Cards
	}{
		{Cards{}, ToggleMenu, Cards{Open: MenuCard}},
		{Cards{Open: MenuCard}, ToggleMenu, Cards{}},
		{Cards{Open: MenuCard}, ToggleScenes, Cards{Open: SceneListCard}},
		{Cards{Open: SceneListCard, Help: true}, ToggleMachine, Cards{Open: MachineCard}},
		{Cards{Open: MachineCard}, ToggleMachine, Cards{}},
		{Cards{Open: MachineCard}, ToggleKnobs, Cards{Open: KnobsCard}},
		{Cards{Open: KnobsCard}, ToggleKnobs, Cards{}},
		{Cards{Help: true}, ToggleMenu, Cards{Open: MenuCard}},
		{Cards{Open: MenuCard}, ShowHelp, Cards{Open: MenuCard, Help: true}},
		{Cards{Open: MenuCard, Help: true}, ToggleHelp, Cards{Open: MenuCard}},
		{Cards{}, ToggleHelp, Cards{Help: true}},
		{Cards{Open: MachineCard, Help: true}, CloseAll, Cards{}},
	} {
		got := c.from
		if !got.Do(Action{Kind: c.a}) || got != c.want {
			t.Errorf("%+v: Do(%v) = %+v, want %+v", c.from, c.a, got, c.want)
		}
	}
	for k := NoAction; k < numActionKinds; k++ {
		switch k {
		case ToggleMenu, ToggleScenes, ToggleMachine, ToggleKnobs, CloseAll, ShowHelp, ToggleHelp:
			continue
		}
		c := Cards{Open: MenuCard}
		if c.Do(Action{Kind: k}) || c != (Cards{Open: MenuCard}) {
			t.Errorf("Cards.Do(%v) acted", k)
		}
	}
}
