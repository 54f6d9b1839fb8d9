package viz

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/app"
	"rxscope/layout"
)

// Commands are the keys that are not a control's: moving through a
// lesson, answering, opening lessons, presenting and exporting. They are
// read before the controls' shortcuts (keys.go), and a key a command
// takes is not seen by the controls: in a lesson Space and the arrows
// move through the steps the way a presentation clicker expects, and
// while a question is asked A to D answer it (C and D otherwise change
// compression and distance). The help overlay lists these keys
// (layout.HelpColumns).

// shiftRule says what Shift must be for a command.
type shiftRule uint8

const (
	anyShift shiftRule = iota
	withShift
	noShift
)

// command is one entry of the table.
type command struct {
	keys  []ebiten.Key
	shift shiftRule
	when  func(*Game) bool // nil: always
	act   app.ActionKind   // the action the key asks for, or NoAction and do
	n     func(k ebiten.Key) int
	do    func(g *Game, k ebiten.Key) // a key of the screen's own panels
}

// keyRange lists the keys from a to b.
func keyRange(a, b ebiten.Key) []ebiten.Key {
	var ks []ebiten.Key
	for k := a; k <= b; k++ {
		ks = append(ks, k)
	}
	return ks
}

// commands lists the commands; the help overlay's words for them are
// layout.HelpColumns'.
var commands = []command{
	// In the scene list the arrows move a selection over the rows, whose
	// tooltip then shows (screen/scenetip.go), and Enter opens it: the same
	// details for a keyboard as for a mouse.
	{
		keys: []ebiten.Key{ebiten.KeyArrowDown, ebiten.KeyArrowUp, ebiten.KeyArrowLeft, ebiten.KeyArrowRight},
		when: func(g *Game) bool { return g.cards.Open == app.SceneListCard },
		do:   func(g *Game, k ebiten.Key) { g.scenes.MoveSelection(sceneArrow(k)) },
	},
	{
		keys: []ebiten.Key{ebiten.KeyEnter, ebiten.KeyNumpadEnter},
		when: func(g *Game) bool { return g.cards.Open == app.SceneListCard && g.scenes.Selected() >= 0 },
		do:   func(g *Game, _ ebiten.Key) { g.scenes.OpenSelected(sceneHost{g}) },
	},
	// In the machine panel the arrows choose a row and move it a notch
	// (machine.go).
	{
		keys: []ebiten.Key{ebiten.KeyArrowDown, ebiten.KeyArrowUp, ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyEnter, ebiten.KeyNumpadEnter},
		when: func(g *Game) bool { return g.cards.Open == app.MachineCard },
		do:   func(g *Game, k ebiten.Key) { machineKey(&g.mach, k) },
	},
	// In the knobs drawer the arrows choose a row and move it a notch
	// (knobsdrawer.go).
	{
		keys: []ebiten.Key{ebiten.KeyArrowDown, ebiten.KeyArrowUp, ebiten.KeyArrowLeft, ebiten.KeyArrowRight},
		when: func(g *Game) bool { return g.cards.Open == app.KnobsCard },
		do:   func(g *Game, k ebiten.Key) { knobsKey(&g.drawer, k) },
	},
	{
		keys: []ebiten.Key{ebiten.KeyPageDown, ebiten.KeyArrowRight, ebiten.KeySpace},
		when: inLesson, act: app.NextStep,
	},
	{
		keys: []ebiten.Key{ebiten.KeyPageUp, ebiten.KeyArrowLeft},
		when: inLesson, act: app.PrevStep,
	},
	// Outside a lesson a clicker steps the simulation: PageDown a packet
	// (as N) and PageUp takes it back (as Backspace). The arrows and Space
	// keep their free-mode meanings (the focused control, play).
	{
		keys: []ebiten.Key{ebiten.KeyPageDown},
		when: func(g *Game) bool { return !inLesson(g) }, do: func(g *Game, _ ebiten.Key) { g.act(layout.StepPacket, 0) },
	},
	{
		keys: []ebiten.Key{ebiten.KeyPageUp},
		when: func(g *Game) bool { return !inLesson(g) }, act: app.StepBack,
	},
	{
		keys: append(keyRange(ebiten.KeyDigit1, ebiten.KeyDigit9), keyRange(ebiten.KeyNumpad1, ebiten.KeyNumpad9)...),
		act:  app.OpenLesson, n: digitOf,
	},
	{
		keys: []ebiten.Key{ebiten.KeyDigit0, ebiten.KeyNumpad0},
		act:  app.Sandbox,
	},
	{keys: []ebiten.Key{ebiten.KeyG}, act: app.ToggleScenes},
	{
		keys: sceneKeys(), shift: noShift,
		when: func(g *Game) bool { return g.cards.Open == app.SceneListCard },
		do:   func(g *Game, k ebiten.Key) { g.scenes.ChooseLetter(sceneLetter(k), sceneHost{g}) },
	},
	{
		keys: keyRange(ebiten.KeyA, ebiten.KeyD), shift: noShift,
		when: func(g *Game) bool { return g.les.Asking() },
		act:  app.Answer, n: func(k ebiten.Key) int { return int(k - ebiten.KeyA) },
	},
	{
		// after the scene list's letters: there, Z is a scene's
		keys: []ebiten.Key{ebiten.KeyZ}, shift: noShift,
		do: func(g *Game, _ ebiten.Key) { g.stepZoom(+1) },
	},
	{
		keys: []ebiten.Key{ebiten.KeyZ}, shift: withShift,
		do: func(g *Game, _ ebiten.Key) { g.stepZoom(-1) },
	},
	{keys: []ebiten.Key{ebiten.KeyM}, shift: noShift, act: app.ToggleMenu},
	{keys: []ebiten.Key{ebiten.KeyM}, shift: withShift, act: app.ToggleMachine},
	{keys: []ebiten.Key{ebiten.KeyA}, shift: noShift, act: app.ToggleKnobs},
	{
		keys: []ebiten.Key{ebiten.KeyEscape},
		when: func(g *Game) bool { return g.cards != (app.Cards{}) },
		act:  app.CloseAll,
	},
	{keys: []ebiten.Key{ebiten.KeyF}, act: app.ToggleFullscreen},
	{keys: []ebiten.Key{ebiten.KeyT}, act: app.ToggleTheme},
	{keys: []ebiten.Key{ebiten.KeyB}, act: app.ToggleBlank},
	{keys: []ebiten.Key{ebiten.KeyH}, act: app.ToggleHideText},
	{keys: []ebiten.Key{ebiten.KeyS}, shift: noShift, act: app.SavePNG},
	{keys: []ebiten.Key{ebiten.KeyS}, shift: withShift, act: app.SaveTrace},
	{keys: []ebiten.Key{ebiten.KeyBackspace}, act: app.StepBack},
	{keys: []ebiten.Key{ebiten.KeyU}, act: app.ToggleCounter},
	{keys: []ebiten.Key{ebiten.KeyV}, shift: noShift, act: app.ToggleLog},
	{keys: []ebiten.Key{ebiten.KeyV}, shift: withShift, act: app.ToggleLogCPU},
	{keys: []ebiten.Key{ebiten.KeyL}, shift: noShift, act: app.CopyLink},
	{keys: []ebiten.Key{ebiten.KeyL}, shift: withShift, act: app.CopyEmbed},
}

// digitOf is the number on a digit key.
func digitOf(k ebiten.Key) int {
	if k >= ebiten.KeyNumpad0 && k <= ebiten.KeyNumpad9 {
		return int(k - ebiten.KeyNumpad0)
	}
	return int(k - ebiten.KeyDigit0)
}

// commandKeys runs the commands of the keys pressed this tick (read once
// by handleInput into keys.cmdPressed) and marks their keys taken, so
// that the controls' shortcuts skip them. While the screen is blank, any
// key only brings it back.
func (g *Game) commandKeys() {
	k := &g.keys
	k.taken = k.taken[:0]
	if len(k.cmdPressed) == 0 {
		return
	}
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	for _, key := range k.cmdPressed {
		if g.pres.Blank {
			g.do(app.Action{Kind: app.Unblank})
			k.taken = append(k.taken, key)
			continue
		}
		if c := findCommand(g, key, shift); c != nil {
			c.run(g, key)
			k.taken = append(k.taken, key)
		}
	}
}

// run carries out command c for key: its action, or its own do.
func (c *command) run(g *Game, key ebiten.Key) {
	if c.act == app.NoAction {
		c.do(g, key)
		return
	}
	a := app.Action{Kind: c.act}
	if c.n != nil {
		a.N = c.n(key)
	}
	g.do(a)
}

// inLesson reports whether a lesson is open: in one, the clicker's keys
// move through the steps.
func inLesson(g *Game) bool { return g.les.Open() }

// findCommand is the command key runs now, or nil.
func findCommand(g *Game, key ebiten.Key, shift bool) *command {
	for i := range commands {
		c := &commands[i]
		if c.shift == withShift && !shift || c.shift == noShift && shift {
			continue
		}
		if c.when != nil && !c.when(g) {
			continue
		}
		for _, ck := range c.keys {
			if ck == key {
				return c
			}
		}
	}
	return nil
}

// isTaken reports whether a command took key this tick.
func (k *keyboard) isTaken(key ebiten.Key) bool {
	for _, t := range k.taken {
		if t == key {
			return true
		}
	}
	return false
}
