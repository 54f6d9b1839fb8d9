package viz

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"rxscope/viz/layout"
)

// Commands are the keys that are not a control's: moving through a
// lesson, answering, opening lessons, presenting and exporting. They are
// read before the controls' shortcuts (keys.go), and a key a command
// takes is not seen by the controls: in a lesson Space and the arrows
// move through the steps the way a presentation clicker expects, and
// while a question is asked A to D answer it (C and D otherwise change
// compression and distance). The help overlay lists this table.

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
	do    func(g *Game, k ebiten.Key)
	label string // the keys as the help overlay shows them; "" to leave the row out
	what  string
}

// always wraps an action that does not need the key.
func always(f func(*Game)) func(*Game, ebiten.Key) {
	return func(g *Game, _ ebiten.Key) { f(g) }
}

// keyRange lists the keys from a to b.
func keyRange(a, b ebiten.Key) []ebiten.Key {
	var ks []ebiten.Key
	for k := a; k <= b; k++ {
		ks = append(ks, k)
	}
	return ks
}

// commands lists the commands in the order the help overlay shows them.
var commands = []command{
	// In the scene list the arrows move a selection over the rows, whose
	// tooltip then shows (scenetip.go), and Enter opens it: the same
	// details for a keyboard as for a mouse.
	{
		keys: []ebiten.Key{ebiten.KeyArrowDown, ebiten.KeyArrowUp, ebiten.KeyArrowLeft, ebiten.KeyArrowRight},
		when: func(g *Game) bool { return g.scenes.open },
		do:   (*Game).moveSceneSelection,
	},
	{
		keys: []ebiten.Key{ebiten.KeyEnter, ebiten.KeyNumpadEnter},
		when: func(g *Game) bool { return g.scenes.open && g.scenes.sel >= 0 },
		do:   func(g *Game, _ ebiten.Key) { g.openScene(g.scenes.sel) },
	},
	// In the machine panel the arrows choose a row and move it a notch
	// (machine.go).
	{
		keys: []ebiten.Key{ebiten.KeyArrowDown, ebiten.KeyArrowUp, ebiten.KeyArrowLeft, ebiten.KeyArrowRight, ebiten.KeyEnter, ebiten.KeyNumpadEnter},
		when: func(g *Game) bool { return g.mach.open },
		do:   (*Game).machineKey,
	},
	// In the knobs drawer the arrows choose a row and move it a notch
	// (knobsdrawer.go).
	{
		keys: []ebiten.Key{ebiten.KeyArrowDown, ebiten.KeyArrowUp, ebiten.KeyArrowLeft, ebiten.KeyArrowRight},
		when: func(g *Game) bool { return g.drawer.open },
		do:   (*Game).knobsDrawerKey,
	},
	{
		keys: []ebiten.Key{ebiten.KeyPageDown, ebiten.KeyArrowRight, ebiten.KeySpace},
		when: (*Game).inLesson, do: always((*Game).nextStep),
		label: "PageDown  →  Space", what: "next step or lesson (a clicker); reveals an answer first",
	},
	{
		keys: []ebiten.Key{ebiten.KeyPageUp, ebiten.KeyArrowLeft},
		when: (*Game).inLesson, do: always((*Game).prevStep),
		label: "PageUp  ←", what: "previous step or lesson",
	},
	// Outside a lesson a clicker steps the simulation: PageDown a packet
	// (as N) and PageUp takes it back (as Backspace). The arrows and Space
	// keep their free-mode meanings (the focused control, play).
	{
		keys: []ebiten.Key{ebiten.KeyPageDown},
		when: func(g *Game) bool { return !g.inLesson() }, do: func(g *Game, _ ebiten.Key) { g.act(layout.StepPacket, 0) },
	},
	{
		keys: []ebiten.Key{ebiten.KeyPageUp},
		when: func(g *Game) bool { return !g.inLesson() }, do: always((*Game).stepBack),
	},
	{
		keys:  append(keyRange(ebiten.KeyDigit1, ebiten.KeyDigit9), keyRange(ebiten.KeyNumpad1, ebiten.KeyNumpad9)...),
		do:    func(g *Game, k ebiten.Key) { g.openLessonNumber(digitOf(k)) },
		label: "1 … 9", what: "open lesson 1 … 9",
	},
	{
		keys:  []ebiten.Key{ebiten.KeyDigit0, ebiten.KeyNumpad0},
		do:    always((*Game).sandbox),
		label: "0", what: "free exploration (leave the lesson)",
	},
	{keys: []ebiten.Key{ebiten.KeyG}, do: always((*Game).toggleScenes), label: "G", what: "scenes the seeds measured: one press to each"},
	{
		keys: sceneKeys(), shift: noShift,
		when:  func(g *Game) bool { return g.scenes.open },
		do:    func(g *Game, k ebiten.Key) { g.chooseSceneKey(k) },
		label: "A … Z", what: "in the scene list: open that scene (or the arrows, Enter)",
	},
	{
		keys: keyRange(ebiten.KeyA, ebiten.KeyD), shift: noShift,
		when:  func(g *Game) bool { return g.asking() },
		do:    func(g *Game, k ebiten.Key) { g.answer(int(k - ebiten.KeyA)) },
		label: "A  B  C  D", what: "answer the question (while it is asked)",
	},
	{keys: []ebiten.Key{ebiten.KeyM}, shift: noShift, do: always((*Game).toggleMenu), label: "M", what: "menu: lessons, export, presenting"},
	{keys: []ebiten.Key{ebiten.KeyM}, shift: withShift, do: always((*Game).toggleMachine), label: "Shift+M  /  A", what: "the machine's parameters / all the knobs, each with a control"},
	{keys: []ebiten.Key{ebiten.KeyA}, shift: noShift, do: always((*Game).toggleKnobsDrawer)},
	{
		keys: []ebiten.Key{ebiten.KeyEscape},
		when: func(g *Game) bool { return g.menu.open || g.scenes.open || g.mach.open || g.drawer.open || g.help },
		do: func(g *Game, _ ebiten.Key) {
			g.closeMenu()
			g.closeScenes()
			g.closeMachine()
			g.closeKnobsDrawer()
			g.help = false
		},
		label: "Esc", what: "close the menu, the scene list, the machine panel, the knobs or this help",
	},
	{keys: []ebiten.Key{ebiten.KeyF}, do: always((*Game).toggleFullscreen), label: "F", what: "full screen on / off"},
	{keys: []ebiten.Key{ebiten.KeyT}, do: always((*Game).toggleTheme), label: "T", what: "projector theme: high contrast, large type"},
	{keys: []ebiten.Key{ebiten.KeyB}, do: always((*Game).toggleBlank), label: "B", what: "blank the screen (any key brings it back)"},
	{keys: []ebiten.Key{ebiten.KeyH}, do: always((*Game).toggleHideText), label: "H", what: "hide / show the lesson text"},
	{keys: []ebiten.Key{ebiten.KeyS}, shift: noShift, do: always((*Game).savePNG), label: "S  /  Shift+S", what: "save a PNG of the screen / the trace for ui.perfetto.dev"},
	{keys: []ebiten.Key{ebiten.KeyS}, shift: withShift, do: always((*Game).saveTrace)},
	{keys: []ebiten.Key{ebiten.KeyBackspace}, do: always((*Game).stepBack), label: "Backspace", what: "take back the last step (E, N; PageUp outside a lesson)"},
	{keys: []ebiten.Key{ebiten.KeyU}, do: always((*Game).toggleCounters), label: "U", what: "counters: ethtool -S and perf stat names"},
	{keys: []ebiten.Key{ebiten.KeyV}, shift: noShift, do: always((*Game).toggleEventLog), label: "V  /  Shift+V", what: "event log / its CPU events only"},
	{keys: []ebiten.Key{ebiten.KeyV}, shift: withShift, do: always((*Game).toggleLogFilter)},
	{keys: []ebiten.Key{ebiten.KeyL}, shift: noShift, do: always((*Game).copyLink), label: "L  /  Shift+L", what: "copy the link / an embed snippet"},
	{keys: []ebiten.Key{ebiten.KeyL}, shift: withShift, do: always((*Game).copyEmbed)},
}

// digitOf is the number on a digit key.
func digitOf(k ebiten.Key) int {
	if k >= ebiten.KeyNumpad0 && k <= ebiten.KeyNumpad9 {
		return int(k - ebiten.KeyNumpad0)
	}
	return int(k - ebiten.KeyDigit0)
}

// commandKeys runs the commands of the keys pressed this tick and marks
// their keys taken, so that the controls' shortcuts skip them. While the
// screen is blank, any key only brings it back.
func (g *Game) commandKeys() {
	k := &g.keys
	k.taken = k.taken[:0]
	k.cmdPressed = inpututil.AppendJustPressedKeys(k.cmdPressed[:0])
	if len(k.cmdPressed) == 0 {
		return
	}
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	for _, key := range k.cmdPressed {
		if g.pres.blank {
			g.pres.blank = false
			k.taken = append(k.taken, key)
			continue
		}
		if c := findCommand(g, key, shift); c != nil {
			c.do(g, key)
			k.taken = append(k.taken, key)
		}
	}
}

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
