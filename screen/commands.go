package screen

import "rxscope/app"

// Commands are the keys that are not a control's: moving through a
// lesson, answering, opening lessons, presenting and exporting, and the
// keys of an open card. They are read before the controls' shortcuts
// (keyboard.go), and a key a command takes is not seen by the controls:
// in a lesson Space and the arrows move through the steps the way a
// presentation clicker expects, and while a question is asked A to D
// answer it (C and D otherwise change compression and distance). The
// help overlay lists these keys (layout.HelpColumns).

// ShiftRule says what Shift must be for a command.
type ShiftRule uint8

const (
	AnyShift  ShiftRule = iota // with Shift or without
	WithShift                  // only with Shift
	NoShift                    // only without
)

// Intent is what a command asks of the screen's own panels, where it
// asks no app.Action.
type Intent uint8

const (
	NoIntent      Intent = iota
	SceneArrow           // move the scene list's selection (SceneList.MoveSelection, by ArrowDir)
	SceneOpen            // open the selected scene (SceneList.OpenSelected)
	SceneLetter          // open the scene of a letter (SceneList.ChooseLetter, by LetterOf)
	MachineKey           // a key of the machine panel (MachinePanel.Key)
	KnobsKey             // a key of the knobs drawer (KnobsDrawer.Key)
	StepPacketKey        // step one packet, as N does (Stepper.Packet)
	ZoomIn               // show the next zoom region
	ZoomOut              // the previous one
)

// CommandState is what decides which command a key runs: read again
// before each key, since a key may change it for the next.
type CommandState struct {
	Card          app.Card // the card open
	AnyCard       bool     // a card or the help is open
	SceneSelected bool     // a row of the scene list is selected
	InLesson      bool     // a lesson is open
	Asking        bool     // its step asks a question
	Blank         bool     // the screen is blank: any key brings it back
}

// Order is a command to carry out: an action for the app core, or an
// intent for the screen's panels, with the key that asked it.
type Order struct {
	Action app.Action
	Intent Intent
	Key    Key
	Shift  bool
}

// CommandScreen is the screen as the command table reads and moves it.
type CommandScreen interface {
	CommandState() CommandState
	Carry(o Order)
}

// command is one entry of the table.
type command struct {
	keys  []Key
	shift ShiftRule
	when  func(*CommandState) bool // nil: always
	act   app.ActionKind           // the action the key asks for, or NoAction and intent
	n     func(k Key) int
	do    Intent
}

func sceneListOpen(s *CommandState) bool { return s.Card == app.SceneListCard }
func inLesson(s *CommandState) bool      { return s.InLesson }

// commands lists the commands; the help overlay's words for them are
// layout.HelpColumns'.
var commands = []command{
	// In the scene list the arrows move a selection over the rows, whose
	// tooltip then shows (scenetip.go), and Enter opens it: the same
	// details for a keyboard as for a mouse.
	{keys: []Key{KeyArrowDown, KeyArrowUp, KeyArrowLeft, KeyArrowRight}, when: sceneListOpen, do: SceneArrow},
	{
		keys: []Key{KeyEnter, KeyNumpadEnter},
		when: func(s *CommandState) bool { return s.Card == app.SceneListCard && s.SceneSelected },
		do:   SceneOpen,
	},
	// In the machine panel the arrows choose a row and move it a notch.
	{
		keys: []Key{KeyArrowDown, KeyArrowUp, KeyArrowLeft, KeyArrowRight, KeyEnter, KeyNumpadEnter},
		when: func(s *CommandState) bool { return s.Card == app.MachineCard },
		do:   MachineKey,
	},
	// In the knobs drawer the arrows choose a row and move it a notch.
	{
		keys: []Key{KeyArrowDown, KeyArrowUp, KeyArrowLeft, KeyArrowRight},
		when: func(s *CommandState) bool { return s.Card == app.KnobsCard },
		do:   KnobsKey,
	},
	{keys: []Key{KeyPageDown, KeyArrowRight, KeySpace}, when: inLesson, act: app.NextStep},
	{keys: []Key{KeyPageUp, KeyArrowLeft}, when: inLesson, act: app.PrevStep},
	// Outside a lesson a clicker steps the simulation: PageDown a packet
	// (as N) and PageUp takes it back (as Backspace). The arrows and Space
	// keep their free-mode meanings (the focused control, play).
	{keys: []Key{KeyPageDown}, when: func(s *CommandState) bool { return !s.InLesson }, do: StepPacketKey},
	{keys: []Key{KeyPageUp}, when: func(s *CommandState) bool { return !s.InLesson }, act: app.StepBack},
	{
		keys: append(keyRange(KeyDigit1, KeyDigit9), keyRange(KeyNumpad1, KeyNumpad9)...),
		act:  app.OpenLesson, n: digitOf,
	},
	{keys: []Key{KeyDigit0, KeyNumpad0}, act: app.Sandbox},
	{keys: []Key{KeyG}, act: app.ToggleScenes},
	{keys: sceneKeys(), shift: NoShift, when: sceneListOpen, do: SceneLetter},
	{
		keys: keyRange(KeyA, KeyD), shift: NoShift,
		when: func(s *CommandState) bool { return s.Asking },
		act:  app.Answer, n: func(k Key) int { return int(k - KeyA) },
	},
	// after the scene list's letters: there, Z is a scene's
	{keys: []Key{KeyZ}, shift: NoShift, do: ZoomIn},
	{keys: []Key{KeyZ}, shift: WithShift, do: ZoomOut},
	{keys: []Key{KeyM}, shift: NoShift, act: app.ToggleMenu},
	{keys: []Key{KeyM}, shift: WithShift, act: app.ToggleMachine},
	{keys: []Key{KeyA}, shift: NoShift, act: app.ToggleKnobs},
	{keys: []Key{KeyEscape}, when: func(s *CommandState) bool { return s.AnyCard }, act: app.CloseAll},
	{keys: []Key{KeyF}, act: app.ToggleFullscreen},
	{keys: []Key{KeyT}, act: app.ToggleTheme},
	{keys: []Key{KeyB}, act: app.ToggleBlank},
	{keys: []Key{KeyH}, act: app.ToggleHideText},
	{keys: []Key{KeyS}, shift: NoShift, act: app.SavePNG},
	{keys: []Key{KeyS}, shift: WithShift, act: app.SaveTrace},
	{keys: []Key{KeyBackspace}, act: app.StepBack},
	{keys: []Key{KeyU}, act: app.ToggleCounter},
	{keys: []Key{KeyV}, shift: NoShift, act: app.ToggleLog},
	{keys: []Key{KeyV}, shift: WithShift, act: app.ToggleLogCPU},
	{keys: []Key{KeyL}, shift: NoShift, act: app.CopyLink},
	{keys: []Key{KeyL}, shift: WithShift, act: app.CopyEmbed},
}

// sceneKeys are the keys of every letter a scene list's row can have
// (SceneLetters).
func sceneKeys() []Key {
	ks := make([]Key, len(SceneLetters))
	for i := range SceneLetters {
		ks[i] = KeyA + Key(SceneLetters[i]-'a')
	}
	return ks
}

// LetterOf is the lower-case letter of a letter key, as
// SceneList.ChooseLetter takes it.
func LetterOf(k Key) byte { return byte('a' + k - KeyA) }

// ArrowDir is an arrow key's direction, as SceneList.MoveSelection takes
// it: ↓ (1, 0), ↑ (-1, 0), → (0, 1), ← (0, -1); any other key (0, 0).
func ArrowDir(k Key) (dRow, dCol int) { return arrowDir(k) }

// FindOrder is what key asks in state s with Shift held or not, and
// whether it asks anything (a command takes it).
func FindOrder(s *CommandState, key Key, shift bool) (Order, bool) {
	for i := range commands {
		c := &commands[i]
		if c.shift == WithShift && !shift || c.shift == NoShift && shift {
			continue
		}
		if c.when != nil && !c.when(s) {
			continue
		}
		if !isIn(key, c.keys) {
			continue
		}
		o := Order{Intent: c.do, Key: key, Shift: shift}
		if c.act != app.NoAction {
			o.Intent = NoIntent
			o.Action = app.Action{Kind: c.act}
			if c.n != nil {
				o.Action.N = c.n(key)
			}
		}
		return o, true
	}
	return Order{}, false
}

// Commands runs the commands of a tick's keys and remembers the keys
// they took, so that the controls' shortcuts skip them (Keyboard.Update).
// It reuses its slice, so it allocates nothing once it has grown.
type Commands struct {
	taken []Key
}

// Run carries out, on sc, the command of each key pressed this tick, in
// order; sc's state is read again before each key. While the screen is
// blank, any key only brings it back. It returns the keys taken.
func (c *Commands) Run(in *Input, sc CommandScreen) []Key {
	c.taken = c.taken[:0]
	for _, key := range in.Pressed {
		st := sc.CommandState()
		if st.Blank {
			sc.Carry(Order{Action: app.Action{Kind: app.Unblank}, Key: key, Shift: in.Shift})
			c.taken = append(c.taken, key)
			continue
		}
		if o, ok := FindOrder(&st, key, in.Shift); ok {
			sc.Carry(o)
			c.taken = append(c.taken, key)
		}
	}
	return c.taken
}
