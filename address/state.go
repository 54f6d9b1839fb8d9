package address

import (
	"errors"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"

	"rxscope/model"
)

// Theme names a palette.
type Theme uint8

const (
	Dark      Theme = iota // the default screen theme
	Projector              // high contrast, large type, for a projector
)

func (t Theme) String() string {
	if t == Projector {
		return "projector"
	}
	return "dark"
}

// LogView is what the event log shows: nothing (closed), every event, or
// the CPU's events only.
type LogView uint8

const (
	LogClosed LogView = iota
	LogAll
	LogCPU
)

var logViewNames = [...]string{"off", "all", "cpu"}

func (v LogView) String() string {
	if int(v) < len(logViewNames) {
		return logViewNames[v]
	}
	return "off"
}

// Zoom is the region of the screen shown as large as the window allows
// (layout.ZoomOn): the whole screen, or one of the regions Z steps
// through.
type Zoom uint8

const (
	ZoomWhole   Zoom = iota // the whole screen, no zoom
	ZoomRing                // the ring
	ZoomPackets             // the two packet panels
	ZoomCPU                 // the NAPI CPU strip and the RX CQ
	ZoomFigures             // the figures (in a lesson, the lesson's column)
	ZoomChart               // the chart (in a lesson, the lesson's column)
	NumZooms
)

// zoomNames are the zooms as the address spells them (layout.ZoomNames
// after "whole").
var zoomNames = [NumZooms]string{"whole", "ring", "packets", "cpu", "figures", "chart"}

func (z Zoom) String() string {
	if z < NumZooms {
		return zoomNames[z]
	}
	return zoomNames[ZoomWhole]
}

// Speed levels: 0 is one model event a second, the top level runs fast.
const (
	MinSpeed     = 0
	MaxSpeed     = 9
	DefaultSpeed = 5
)

// MaxStep bounds a lesson step in a URL; lessons are far shorter.
const MaxStep = 99

// MaxAt bounds the simulated time, in picoseconds, a URL may ask to stand
// at (10 ms, some thirty thousand packets at the default rate), so that
// opening a link never makes the page compute for long.
const MaxAt = 10_000_000_000

// State is the whole state of what rxscope shows.
type State struct {
	Config model.Config // every knob of the model

	Lesson string // the lesson's id; "" is free exploration
	Step   int    // the lesson's step, from 1

	Speed  int  // MinSpeed..MaxSpeed
	Paused bool // the animation stands still
	// At is the simulated time, in picoseconds (the model's unit), the
	// state opens at: a paused state stands there; a running one starts
	// there and runs on. A running state's address carries it only when
	// the page is about to reload (a lost WebGL context), since its time
	// moves on.
	At int64
	// AtGiven says the state names its time: an address with "at" (even
	// at=0). A paused state that names none opens where the live figures
	// are measured, the first instant a still picture shows them.
	AtGiven bool

	Theme    Theme
	Embed    bool    // less chrome, for an iframe
	HideText bool    // the lesson text is hidden so the animation fills the screen
	Log      LogView // the event log over the right-hand column
	Zoom     Zoom    // the region shown as large as the window allows
}

// Default is the state rxscope opens on.
func Default() State {
	return State{Config: model.DefaultConfig(), Speed: DefaultSpeed}
}

// Lessons tells the parser which lessons exist and how many steps each has.
type Lessons interface {
	Steps(id string) (n int, ok bool)
}

// Parameter names that are not knobs of the model.
const (
	ParamLesson = "lesson"
	ParamStep   = "step"
	ParamSpeed  = "speed"
	ParamPaused = "paused"
	ParamAt     = "at"
	ParamTheme  = "theme"
	ParamEmbed  = "embed"
	ParamText   = "text"
	ParamLog    = "log"
	ParamZoom   = "zoom"
)

// maxQueryLen is the longest query Parse reads; past it, parameters are
// ignored with a notice rather than parsed. maxValueLen bounds one value:
// no parameter needs more, and a longer one is refused by name.
const (
	maxQueryLen = 1 << 20
	maxValueLen = 256
)

// Parse reads a state from a URL query (with or without the leading "?"),
// starting from base. Every parameter that cannot be used leaves base's
// value in place and adds a Notice; Parse itself never fails.
func Parse(query string, base State, lessons Lessons) (State, []Notice) {
	s := base
	var ns []Notice
	query = strings.TrimPrefix(query, "?")
	if len(query) > maxQueryLen {
		ns = append(ns, noticef("", "the address's parameters are %d bytes long, over the %d-byte limit; they were ignored", len(query), maxQueryLen))
		return s, ns
	}
	vals, err := url.ParseQuery(query)
	if err != nil {
		ns = append(ns, noticef("", "the address's parameters are malformed (%s); the ones that could be read are used", quote(err.Error())))
	}
	keys := make([]string, 0, len(vals))
	for k := range vals {
		keys = append(keys, k)
	}
	sort.Strings(keys) // deterministic order of notices
	machine := ""
	for _, k := range keys {
		if k == ParamParentOrigin {
			continue // the page's (ParentOrigin), not the state's
		}
		v := vals[k]
		if len(v) > 1 {
			ns = append(ns, noticef(k, "parameter %s is given %d times; the last, %s, is used", quote(k), len(v), quote(v[len(v)-1])))
		}
		if val := v[len(v)-1]; len(val) > maxValueLen {
			ns = append(ns, noticef(k, "parameter %s: the value is %d bytes long, over the %d-byte limit; it was ignored", quote(k), len(val), maxValueLen))
			continue
		}
		if k == ParamMachine { // after the profile knob, below
			machine = v[len(v)-1]
			continue
		}
		set := s.Set
		if isKnob(k) {
			set = func(name, value string, _ Lessons) (Notice, bool) { return s.setKnob(name, value) }
		}
		if n, ok := set(k, v[len(v)-1], lessons); !ok {
			ns = append(ns, n)
		}
	}
	s.Config, ns = settle(s.Config, base.Config, ns)
	if machine != "" {
		if n, ok := setMachine(&s.Config, machine); !ok {
			ns = append(ns, n)
		}
		s.Config, ns = settle(s.Config, base.Config, ns)
	}
	if s.Lesson == "" && s.Step != 0 {
		ns = append(ns, noticef(ParamStep, "parameter \"step\" needs a lesson; it was ignored"))
		s.Step = 0
	}
	if s.Lesson != "" && s.Step == 0 {
		s.Step = 1
	}
	return s, ns
}

// Set changes one parameter by name. It reports false and a Notice when the
// name is unknown or the value cannot be used, and then s is unchanged.
func (s *State) Set(name, value string, lessons Lessons) (Notice, bool) {
	switch name {
	case ParamLesson:
		if value == "" {
			s.Lesson, s.Step = "", 0
			return Notice{}, true
		}
		if lessons == nil {
			return noticef(name, "parameter \"lesson\": no lessons are available; %s was ignored", quote(value)), false
		}
		if _, ok := lessons.Steps(value); !ok {
			return noticef(name, "parameter \"lesson\": there is no lesson %s; free exploration is used", quote(value)), false
		}
		s.Lesson = value
		return Notice{}, true
	case ParamStep:
		n, ok := intIn(value, 1, MaxStep)
		if !ok {
			return noticef(name, "parameter \"step\": %s is not a step number 1..%d; the first step is used", quote(value), MaxStep), false
		}
		if s.Lesson != "" && lessons != nil {
			if max, _ := lessons.Steps(s.Lesson); n > max {
				return noticef(name, "parameter \"step\": lesson %s has steps 1..%d, not %d; the first step is used", quote(s.Lesson), max, n), false
			}
		}
		s.Step = n
		return Notice{}, true
	case ParamSpeed:
		n, ok := intIn(value, MinSpeed, MaxSpeed)
		if !ok {
			what := "out of range"
			if !isInteger(value) {
				what = "not a whole number"
			}
			return noticef(name, "parameter \"speed\": %s is %s %d..%d; %d is used", quote(value), what, MinSpeed, MaxSpeed, DefaultSpeed), false
		}
		s.Speed = n
		return Notice{}, true
	case ParamAt:
		n, err := strconv.ParseInt(strings.TrimSpace(value), 10, 64)
		if err != nil || n < 0 || n > MaxAt {
			return noticef(name, "parameter \"at\": %s is not a time of 0..%d ps; the start is used", quote(value), MaxAt), false
		}
		s.At, s.AtGiven = n, true
		return Notice{}, true
	case ParamPaused, ParamEmbed, ParamText:
		b, ok := boolOf(value)
		if !ok {
			return noticef(name, "parameter %s: %s is not 0 or 1; it was ignored", quote(name), quote(value)), false
		}
		switch name {
		case ParamPaused:
			s.Paused = b
		case ParamEmbed:
			s.Embed = b
		default:
			s.HideText = !b
		}
		return Notice{}, true
	case ParamLog:
		if i := slices.Index(logViewNames[:], value); i >= 0 {
			s.Log = LogView(i)
			return Notice{}, true
		}
		return noticef(name, "parameter \"log\": %s is not off, all or cpu; the log stays closed", quote(value)), false
	case ParamZoom:
		if i := slices.Index(zoomNames[:], value); i >= 0 {
			s.Zoom = Zoom(i)
			return Notice{}, true
		}
		return noticef(name, "parameter \"zoom\": %s is not whole, ring, packets, cpu, figures or chart; the whole screen is shown", quote(value)), false
	case ParamMachine:
		c := s.Config
		if n, ok := setMachine(&c, value); !ok {
			return n, false
		}
		if err := c.Validate(); err != nil {
			return noticef(name, "parameter %s: %s; the machine is kept", quote(name), reason(err, "")), false
		}
		s.Config = c
		return Notice{}, true
	case ParamTheme:
		switch value {
		case "dark":
			s.Theme = Dark
		case "projector":
			s.Theme = Projector
		default:
			return noticef(name, "parameter \"theme\": %s is not dark or projector; dark is used", quote(value)), false
		}
		return Notice{}, true
	}
	if !isKnob(name) {
		return noticef(name, "unknown parameter %s was ignored", quote(name)), false
	}
	c := s.Config
	if err := c.Set(name, value); err != nil {
		return noticef(name, "parameter %s: %s; %s is kept", quote(name), reason(err, name), quote(s.Config.Get(name))), false
	}
	if err := c.Validate(); err != nil {
		return noticef(name, "parameter %s: %s; %s is kept", quote(name), reason(err, name), quote(s.Config.Get(name))), false
	}
	s.Config = c
	return Notice{}, true
}

// setKnob is Set for a knob, without the check of the whole configuration:
// Parse applies every parameter first and then settles, because knobs
// bound each other (size by mtu, rate by the line rate for size) and a URL
// may give them in any order.
func (s *State) setKnob(name, value string) (Notice, bool) {
	c := s.Config
	if err := c.Set(name, value); err != nil {
		return noticef(name, "parameter %s: %s; %s is used", quote(name), reason(err, name), quote(s.Config.Get(name))), false
	}
	s.Config = c
	return Notice{}, true
}

// settle makes c valid by putting back base's value of each knob that
// Validate names, with a notice for each; if that does not converge, base
// itself is used.
func settle(c, base model.Config, ns []Notice) (model.Config, []Notice) {
	for range model.Knobs() {
		err := c.Validate()
		if err == nil {
			return c, ns
		}
		var ke *model.KnobError
		if !errors.As(err, &ke) {
			break
		}
		name := ke.Knob
		prev := c.Get(name)
		if prev == "" || c.Set(name, base.Get(name)) != nil || c.Get(name) == prev {
			break
		}
		ns = append(ns, noticef(name, "parameter %s: %s; %s is used", quote(name), reason(err, name), quote(base.Get(name))))
	}
	if c.Validate() != nil {
		ns = append(ns, noticef("", "the address's settings do not fit together; the defaults are used"))
		return base, ns
	}
	return c, ns
}

// Query encodes s as a URL query without the "?": the parameters that
// differ from the default state, knobs first in the model's order. Parse of
// the result gives s back.
func (s State) Query() string {
	def := Default()
	var b strings.Builder
	add := func(k, v string) {
		if b.Len() > 0 {
			b.WriteByte('&')
		}
		b.WriteString(url.QueryEscape(k))
		b.WriteByte('=')
		b.WriteString(url.QueryEscape(v))
	}
	for _, k := range model.Knobs() {
		if v := s.Config.Get(k.Name); v != def.Config.Get(k.Name) {
			add(k.Name, v)
		}
	}
	if m := machineQuery(s.Config); m != "" {
		add(ParamMachine, m)
	}
	if s.Lesson != "" {
		add(ParamLesson, s.Lesson)
		add(ParamStep, strconv.Itoa(s.Step))
	}
	if s.Speed != def.Speed {
		add(ParamSpeed, strconv.Itoa(s.Speed))
	}
	if s.Paused {
		add(ParamPaused, "1")
	}
	if s.At != 0 || s.AtGiven {
		add(ParamAt, strconv.FormatInt(s.At, 10))
	}
	if s.Theme != def.Theme {
		add(ParamTheme, s.Theme.String())
	}
	if s.Embed {
		add(ParamEmbed, "1")
	}
	if s.HideText {
		add(ParamText, "0")
	}
	if s.Log != def.Log {
		add(ParamLog, s.Log.String())
	}
	if s.Zoom != def.Zoom {
		add(ParamZoom, s.Zoom.String())
	}
	return b.String()
}

func isKnob(name string) bool {
	for _, k := range model.Knobs() {
		if k.Name == name {
			return true
		}
	}
	return false
}

// reason is what a notice about parameter name says of err: the
// model's reason alone when the KnobError is about name itself (the
// notice names the parameter already), its whole message, which names
// the other knob, when it is about another; cut at 160 bytes and with
// control characters of quoted input removed.
func reason(err error, name string) string {
	msg := err.Error()
	var ke *model.KnobError
	if errors.As(err, &ke) && ke.Knob == name {
		msg = ke.Reason
	}
	if len(msg) > 160 {
		msg = msg[:160] + "…"
	}
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, msg)
}

// isInteger reports whether v is written as a whole number (of any size).
func isInteger(v string) bool {
	v = strings.TrimPrefix(strings.TrimPrefix(strings.TrimSpace(v), "-"), "+")
	if v == "" {
		return false
	}
	for _, r := range v {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}

func intIn(v string, lo, hi int) (int, bool) {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n < lo || n > hi {
		return 0, false
	}
	return n, true
}

func boolOf(v string) (bool, bool) {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "1", "true", "yes", "on":
		return true, true
	case "0", "false", "no", "off":
		return false, true
	}
	return false, false
}
