// Package screen is the screen's core: what rxscope's screen does except
// painting, built and tested without a display or a browser
// (CGO_ENABLED=0 go test ./screen/).
//
// Screen, built by New from a model.Config and its dependencies (the
// clock, the memory statistics, the cards' text measure, the rest of the
// screen as the lessons, the editing cards and the stepper see it), owns
// the state: the simulations and their background work (Sim), the
// lessons, cards and presenting (App), the tick's input and what reads
// it (Inputs), each panel's words and state (Panels), the page around
// the screen (Page), the frame meter and the snapshot. Its methods hold
// the screen's logic:
//
//   - what the tick's keys mean (HandleKeys: the command table, then the
//     controls' shortcuts, through the scene list's, the machine panel's
//     and the knobs drawer's keys and the zoom);
//   - the tick (Update: the page's commands, the fits, the lessons, the
//     pointer and the keys, the background work, the cards, the full
//     screen's poll, the simulations and the pace, the figures read
//     again (Refresh, RefreshInstant), the event log, the counters, the
//     tooltip following the mouse, the snapshot), calling back the
//     painting side through a Painting for what the fonts measure;
//   - what a press means (HandlePointer, Press: a card, the zoom's chip,
//     the menu's and the knobs' buttons, the lesson panel, a control or
//     the panels' tooltip), found in the Geometry: the panels' layout,
//     the window's fits (Resize, Refit), the zoom's region and chip, the
//     menu (MenuTools) and the lesson panel;
//   - the actions (Do: on the lessons, presenting, the cards, the step
//     back, the panels, the export);
//   - the controls (Act, Apply, NudgeKnob, Choose, and a slider's Grab,
//     DragTo and Release), with a Follower for the painting side;
//   - the page bridge (Address, AddressVersion, SetParam and Goto through
//     an Actor), the notices (Notify, Confirm), the line for screen
//     readers (Status);
//   - the snapshot's assembly (Report, TopLine), whose JSON shape is
//     app.Snapshot's.
//   - the background work's wiring (SetWorkers, PollWorkers, the machine
//     panel's measuring as a job) and the pace (Pace).
//
// Each concern of the screen is a type that owns its state, what an
// input means to it and the words it shows, and fills its part of the
// snapshot the page publishes (app.Snapshot):
//
//   - Figures: the figures panel's before and after, the change column,
//     the packet panels', the CQ's and the CPU strip's headers, the clock;
//     KnobWords, the words rebuilt at a knob change; Strip, what each
//     control of the strip shows; SpeedLabel, the speed and the pace.
//   - LessonPanel: the lesson panel's layout (the step's text wrapped
//     into the column, the companion's room for the measured table, the
//     answer's row) and what a press on it asks.
//   - SceneList, MachinePanel (with its GainTable) and KnobsDrawer: the
//     cards, with their keys, presses, rows and background measuring.
//   - EventLog, Counters and Stepper: the event log, the counters panel,
//     and stepping an event or a packet and taking the last step back.
//   - Tips and Tooltip: what is under the pointer (through the panels'
//     placements, Board) and what it is, in the driver's words.
//   - Export: a PNG asked for, the trace, the link and the embed snippet,
//     and what the banner says of them, through the page's Host.
//   - FrameMeter: what a frame costs, on a clock and memory statistics
//     handed in; StatusLine, the line for screen readers.
//   - Input: what the keyboard, the mouse and the touch screen did in a
//     tick, as plain values (Key, Mouse, Touch); Pointers follows a
//     press from landing to lifting, Commands runs the command table
//     (the keys of lessons, presenting, export and the open card) and
//     Keyboard the controls' shortcuts and the focus.
//
// Dependencies on the rest of the screen come in as parameters or small
// interfaces (Restarter, SceneHost, StepperScreen, Board, Host, Banner),
// never as the screen itself. Package viz reads input from Ebitengine
// into an Input once a tick, hands the tick here (Update),
// and paints what these types hold, where the Geometry places it; viz imports screen, never the other
// way. The numbers' formats (AppendUint, AppendDuration, …) append into
// reused buffers, so a frame allocates nothing.
package screen
