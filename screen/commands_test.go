package screen

import (
	"fmt"
	"testing"

	"rxscope/app"
	"rxscope/layout"
)

// The states the command table is read in.
var (
	free      = CommandState{}
	lesson    = CommandState{InLesson: true}
	asking    = CommandState{InLesson: true, Asking: true}
	sceneList = CommandState{Card: app.SceneListCard, AnyCard: true}
	selected  = CommandState{Card: app.SceneListCard, AnyCard: true, SceneSelected: true}
	machine   = CommandState{Card: app.MachineCard, AnyCard: true}
	drawer    = CommandState{Card: app.KnobsCard, AnyCard: true}
	helpShown = CommandState{AnyCard: true}
)

// act and intent are the orders a command gives.
func act(k app.ActionKind, n int) Order { return Order{Action: app.Action{Kind: k, N: n}} }
func intent(i Intent) Order             { return Order{Intent: i} }

// TestCommandTable presses every key of the command table in the states
// that decide it, with and without Shift, and checks what it asks; a key
// no command takes goes on to the controls' shortcuts (none).
func TestCommandTable(t *testing.T) {
	none := Order{Intent: ^Intent(0)}
	tests := []struct {
		name  string
		state CommandState
		key   Key
		shift bool
		want  Order
	}{
		{"lesson: PageDown is the next step", lesson, KeyPageDown, false, act(app.NextStep, 0)},
		{"lesson: → is the next step", lesson, KeyArrowRight, false, act(app.NextStep, 0)},
		{"lesson: Space is the next step", lesson, KeySpace, false, act(app.NextStep, 0)},
		{"lesson: PageUp is the step before", lesson, KeyPageUp, false, act(app.PrevStep, 0)},
		{"lesson: ← is the step before", lesson, KeyArrowLeft, false, act(app.PrevStep, 0)},
		{"free: PageDown steps a packet", free, KeyPageDown, false, intent(StepPacketKey)},
		{"free: PageUp steps back", free, KeyPageUp, false, act(app.StepBack, 0)},
		{"free: → is the focused control's", free, KeyArrowRight, false, none},
		{"free: Space is play's", free, KeySpace, false, none},
		{"1 opens lesson 1", free, KeyDigit1, false, act(app.OpenLesson, 1)},
		{"9 opens lesson 9", free, KeyDigit9, false, act(app.OpenLesson, 9)},
		{"numpad 5 opens lesson 5", free, KeyNumpad5, false, act(app.OpenLesson, 5)},
		{"0 is the sandbox", free, KeyDigit0, false, act(app.Sandbox, 0)},
		{"numpad 0 is the sandbox", lesson, KeyNumpad0, false, act(app.Sandbox, 0)},
		{"G the scene list", free, KeyG, false, act(app.ToggleScenes, 0)},
		{"G closes the scene list", sceneList, KeyG, false, act(app.ToggleScenes, 0)},
		{"scene list: a letter opens its row", sceneList, KeyB, false, intent(SceneLetter)},
		{"scene list: Z is a row's", sceneList, KeyZ, false, intent(SceneLetter)},
		{"scene list: Shift+Z zooms out", sceneList, KeyZ, true, intent(ZoomOut)},
		{"scene list: ↓ moves the selection", sceneList, KeyArrowDown, false, intent(SceneArrow)},
		{"scene list: ← moves the selection", sceneList, KeyArrowLeft, false, intent(SceneArrow)},
		{"scene list: Enter without a selection", sceneList, KeyEnter, false, none},
		{"scene list: Enter opens the selection", selected, KeyEnter, false, intent(SceneOpen)},
		{"scene list: numpad Enter opens the selection", selected, KeyNumpadEnter, false, intent(SceneOpen)},
		{"machine: ↑ a row", machine, KeyArrowUp, false, intent(MachineKey)},
		{"machine: Enter the reset", machine, KeyEnter, false, intent(MachineKey)},
		{"machine: Shift+→ ten notches", machine, KeyArrowRight, true, intent(MachineKey)},
		{"drawer: ↓ a row", drawer, KeyArrowDown, false, intent(KnobsKey)},
		{"drawer: Enter is no command", drawer, KeyEnter, false, none},
		{"asking: A answers 0", asking, KeyA, false, act(app.Answer, 0)},
		{"asking: D answers 3", asking, KeyD, false, act(app.Answer, 3)},
		{"asking: Shift+D is distance's", asking, KeyD, true, none},
		{"not asking: C is compression's", lesson, KeyC, false, none},
		{"Z zooms in", free, KeyZ, false, intent(ZoomIn)},
		{"Shift+Z zooms out", free, KeyZ, true, intent(ZoomOut)},
		{"M the menu", free, KeyM, false, act(app.ToggleMenu, 0)},
		{"Shift+M the machine panel", free, KeyM, true, act(app.ToggleMachine, 0)},
		{"A the knobs drawer", free, KeyA, false, act(app.ToggleKnobs, 0)},
		{"Shift+A is no command", free, KeyA, true, none},
		{"Esc closes the cards", machine, KeyEscape, false, act(app.CloseAll, 0)},
		{"Esc closes the help", helpShown, KeyEscape, false, act(app.CloseAll, 0)},
		{"Esc with nothing open", free, KeyEscape, false, none},
		{"F full screen", free, KeyF, false, act(app.ToggleFullscreen, 0)},
		{"T the theme", free, KeyT, false, act(app.ToggleTheme, 0)},
		{"B blank", free, KeyB, false, act(app.ToggleBlank, 0)},
		{"H hides the text", lesson, KeyH, false, act(app.ToggleHideText, 0)},
		{"S saves a PNG", free, KeyS, false, act(app.SavePNG, 0)},
		{"Shift+S saves the trace", free, KeyS, true, act(app.SaveTrace, 0)},
		{"Backspace steps back", free, KeyBackspace, false, act(app.StepBack, 0)},
		{"U the counters", free, KeyU, false, act(app.ToggleCounter, 0)},
		{"V the event log", free, KeyV, false, act(app.ToggleLog, 0)},
		{"Shift+V the log's CPU filter", free, KeyV, true, act(app.ToggleLogCPU, 0)},
		{"L copies the link", free, KeyL, false, act(app.CopyLink, 0)},
		{"Shift+L copies the embed snippet", free, KeyL, true, act(app.CopyEmbed, 0)},
		{"N is the step control's", free, KeyN, false, none},
		{"Tab is the focus's", free, KeyTab, false, none},
		{"another key", free, KeyOther, false, none},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := FindOrder(&tt.state, tt.key, tt.shift)
			if !ok {
				got = none
			} else {
				got.Key, got.Shift = KeyNone, false
			}
			if got != tt.want {
				t.Errorf("%v (shift %v) in %+v: got %+v; want %+v", tt.key, tt.shift, tt.state, got, tt.want)
			}
		})
	}
}

// recorder is a CommandScreen whose state a lesson opened changes.
type recorder struct {
	state  CommandState
	orders []Order
}

func (r *recorder) CommandState() CommandState { return r.state }
func (r *recorder) Carry(o Order) {
	r.orders = append(r.orders, o)
	switch {
	case o.Action.Kind == app.OpenLesson:
		r.state.InLesson = true
	case o.Action.Kind == app.ToggleBlank:
		r.state.Blank = true
	case o.Action.Kind == app.Unblank:
		r.state.Blank = false
	}
}

// TestCommandsReadStateBeforeEachKey presses 1 then → in one tick: the
// lesson 1 opened makes → its next step, not the focused control's.
func TestCommandsReadStateBeforeEachKey(t *testing.T) {
	var c Commands
	r := &recorder{}
	in := &Input{Pressed: []Key{KeyDigit1, KeyArrowRight, KeyTab}}
	taken := c.Run(in, r)
	if len(r.orders) != 2 || r.orders[1].Action.Kind != app.NextStep {
		t.Fatalf("orders %+v; want lesson 1 opened, then its next step", r.orders)
	}
	if fmt.Sprint(taken) != "[Digit1 ArrowRight]" {
		t.Errorf("taken %v; want [Digit1 ArrowRight] (Tab is the focus's)", taken)
	}
}

// TestBlankTakesAnyKey: on a blank screen every key, even one no command
// has, only brings the picture back.
func TestBlankTakesAnyKey(t *testing.T) {
	var c Commands
	r := &recorder{state: CommandState{Blank: true}}
	taken := c.Run(&Input{Pressed: []Key{KeyOther, KeyM}}, r)
	if len(taken) != 2 || r.orders[0].Action.Kind != app.Unblank || r.orders[1].Action.Kind != app.ToggleMenu {
		t.Errorf("orders %+v, taken %v; want unblank, then the menu", r.orders, taken)
	}
}

// TestKeyboardShortcuts presses the controls' keys: the transport's, a
// knob's letter up and with Shift down, a knob without a control, and
// the focus moved by Tab then moved by the arrows.
func TestKeyboardShortcuts(t *testing.T) {
	k := Keyboard{Controls: len(layout.NewScreen().Controls)}
	press := func(shift bool, keys ...Key) []KeyAction {
		return k.Update(&Input{Pressed: keys, Shift: shift}, nil)
	}
	tests := []struct {
		name  string
		shift bool
		key   Key
		want  KeyAction
	}{
		{"Space plays", false, KeySpace, KeyAction{Ctl: layout.Play}},
		{"K plays", false, KeyK, KeyAction{Ctl: layout.Play}},
		{"E steps an event", false, KeyE, KeyAction{Ctl: layout.StepEvent}},
		{"N steps a packet", false, KeyN, KeyAction{Ctl: layout.StepPacket}},
		{"= faster", false, KeyEqual, KeyAction{Ctl: layout.Speed, Dir: +1}},
		{"+ faster", true, KeyEqual, KeyAction{Ctl: layout.Speed, Dir: +1}},
		{"- slower", false, KeyMinus, KeyAction{Ctl: layout.Speed, Dir: -1}},
		{"R resets", false, KeyR, KeyAction{Ctl: layout.Reset}},
		{"? the help", true, KeySlash, KeyAction{Ctl: layout.Help}},
		{"D the distance up", false, KeyD, KeyAction{Ctl: controlOf(t, "distance"), Knob: "distance", Dir: +1}},
		{"Shift+D the distance down", true, KeyD, KeyAction{Ctl: controlOf(t, "distance"), Knob: "distance", Dir: -1}},
		{"C flips compression", false, KeyC, KeyAction{Ctl: controlOf(t, "cqe-compress"), Knob: "cqe-compress", Dir: +1}},
	}
	for _, tt := range tests {
		got := press(tt.shift, tt.key)
		if len(got) != 1 || got[0] != tt.want {
			t.Errorf("%s: got %+v; want %+v", tt.name, got, tt.want)
		}
	}
	if got := press(false, KeyArrowRight); len(got) != 0 {
		t.Errorf("→ with no focus: got %+v; want nothing", got)
	}
	press(false, KeyTab)
	press(false, KeyTab)
	if !k.Focused || k.Focus != 1 {
		t.Fatalf("Tab twice: focus %v (%v); want control 1", k.Focus, k.Focused)
	}
	if got := press(false, KeyArrowDown); len(got) != 1 || got[0] != (KeyAction{Ctl: 1, Dir: -1}) {
		t.Errorf("↓ on the focus: got %+v", got)
	}
	press(true, KeyTab)
	press(true, KeyTab)
	if k.Focus != layout.ControlID(k.Controls-1) {
		t.Errorf("Shift+Tab twice from control 1: focus %v; want the last, %d", k.Focus, k.Controls-1)
	}
	if got := k.Update(&Input{Pressed: []Key{KeySpace}}, []Key{KeySpace}); len(got) != 0 {
		t.Errorf("a key a command took: got %+v; want nothing", got)
	}
}

// controlOf is the strip's control of the knob called name.
func controlOf(t *testing.T, name string) layout.ControlID {
	for _, kk := range layout.KeyedKnobs() {
		if kk.Info.Name == name {
			return kk.Control
		}
	}
	t.Fatalf("no keyed knob %q", name)
	return layout.NoControl
}

// ExampleFindOrder shows what a lesson's clicker keys ask, and the same
// keys outside a lesson.
func ExampleFindOrder() {
	for _, st := range []CommandState{{InLesson: true}, {}} {
		for _, k := range []Key{KeyPageDown, KeyPageUp, KeySpace} {
			o, ok := FindOrder(&st, k, false)
			switch {
			case !ok:
				fmt.Printf("in lesson %v: %v goes to the controls\n", st.InLesson, k)
			case o.Intent != NoIntent:
				fmt.Printf("in lesson %v: %v steps a packet\n", st.InLesson, k)
			default:
				fmt.Printf("in lesson %v: %v asks %v\n", st.InLesson, k, o.Action.Kind)
			}
		}
	}
	// Output:
	// in lesson true: PageDown asks next-step
	// in lesson true: PageUp asks prev-step
	// in lesson true: Space asks next-step
	// in lesson false: PageDown steps a packet
	// in lesson false: PageUp asks step-back
	// in lesson false: Space goes to the controls
}
