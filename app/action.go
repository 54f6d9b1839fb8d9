package app

import "strconv"

// An Action is one thing the user asks of the app, whatever it came from:
// a key, a press of the pointer, a touch, the URL, or a message from the
// page around an embedded screen. The screen turns input into actions and
// hands them to Lessons.Do and Presenter.Do (and keeps the few that only
// the screen can carry out, such as opening a panel); the app answers with
// state, which the screen draws.
type Action struct {
	Kind   ActionKind
	N      int    // the lesson's number, the step, the answer, the theme, the zoom, on (1) or off (0)
	Lesson string // Goto: the lesson's id ("" leaves the lesson)
}

// ActionKind says what an Action does.
type ActionKind uint8

// The actions on lessons (Lessons.Do), on presenting (Presenter.Do), and
// the screen's own.
const (
	NoAction ActionKind = iota

	NextStep   // a clicker's next: reveal the answer, or the next step or lesson
	PrevStep   // the previous step or lesson
	Answer     // choice N (from 0) of the question
	OpenLesson // lesson N (from 1) at its first step
	Goto       // step N (from 1) of lesson Lesson, prepared in the background
	Sandbox    // free exploration, with the lesson's knobs
	Try        // the step's Try button

	SetTheme         // theme N (address.Theme)
	ToggleTheme      // the projector theme on or off
	SetHideText      // the lesson text hidden (N=1) or shown
	ToggleHideText   // the lesson text hidden or shown
	ToggleBlank      // the screen blanked or back
	Unblank          // the screen back (any key on a blank screen)
	SetEmbed         // the embedded chrome on (N=1) or off
	SetZoom          // zoom N (address.Zoom): a region as large as the window allows
	ToggleFullscreen // full screen on or off

	StepBack      // take the user's last step back
	ToggleMenu    // the menu of lessons and tools
	ToggleMachine // the machine panel
	ToggleKnobs   // the knobs drawer
	ToggleScenes  // the list of the configurations a seed measured
	CloseAll      // close the menu, the list, the machine panel and the help
	ToggleLog     // the event log
	ToggleLogCPU  // the event log's CPU events only
	ToggleCounter // the counters panel
	ShowHelp      // the keys' help overlay
	ToggleHelp    // the keys' help overlay on or off
	SavePNG       // a PNG of the screen
	SaveTrace     // the held stretch of the run as a Perfetto trace
	CopyLink      // a link to the screen's state
	CopyEmbed     // an embed snippet

	numActionKinds
)

var actionNames = [numActionKinds]string{
	NoAction: "none", NextStep: "next-step", PrevStep: "prev-step", Answer: "answer",
	OpenLesson: "open-lesson", Goto: "goto", Sandbox: "sandbox", Try: "try",
	SetTheme: "set-theme", ToggleTheme: "toggle-theme", SetHideText: "set-hide-text",
	ToggleHideText: "toggle-hide-text", ToggleBlank: "toggle-blank", Unblank: "unblank",
	SetEmbed: "set-embed", SetZoom: "set-zoom", ToggleFullscreen: "toggle-fullscreen",
	StepBack: "step-back", ToggleMenu: "toggle-menu", ToggleMachine: "toggle-machine", ToggleKnobs: "toggle-knobs",
	ToggleScenes: "toggle-scenes", CloseAll: "close-all", ToggleLog: "toggle-log",
	ToggleLogCPU: "toggle-log-cpu", ToggleCounter: "toggle-counters", ShowHelp: "show-help", ToggleHelp: "toggle-help", SavePNG: "save-png",
	SaveTrace: "save-trace", CopyLink: "copy-link", CopyEmbed: "copy-embed",
}

// String names the kind, as a log or a test prints it.
func (k ActionKind) String() string {
	if k < numActionKinds {
		return actionNames[k]
	}
	return "action(" + strconv.Itoa(int(k)) + ")"
}

// String prints the action: its kind, then its number and lesson if it
// has them ("goto ahead 3", "answer 1").
func (a Action) String() string {
	s := a.Kind.String()
	if a.Lesson != "" {
		s += " " + a.Lesson
	}
	switch a.Kind {
	case Answer, OpenLesson, Goto, SetTheme, SetHideText, SetEmbed, SetZoom:
		s += " " + strconv.Itoa(a.N)
	}
	return s
}

// Do carries out an action on the lessons and reports whether it was one.
func (ls *Lessons) Do(a Action) bool {
	switch a.Kind {
	case NextStep:
		ls.Next()
	case PrevStep:
		ls.Prev()
	case Answer:
		ls.Answer(a.N)
	case OpenLesson:
		ls.OpenNumber(a.N)
	case Goto:
		ls.Goto(a.Lesson, a.N)
	case Sandbox:
		ls.Sandbox()
	case Try:
		ls.Try()
	default:
		return false
	}
	return true
}
