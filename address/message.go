package address

import (
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// MessagePrefix starts the type of every message rxscope sends or takes
// through window.postMessage, so that other traffic on the page is told
// apart at a glance.
const MessagePrefix = "rxscope:"

// The messages a parent page may send to an embedded rxscope:
//
//	{"type": "rxscope:set",  "params": {"distance": 6, "xdp": "drop"}}
//	{"type": "rxscope:goto", "lesson": "strides", "step": 3}
//	{"type": "rxscope:get"}
//
// and the ones rxscope sends to its parent:
//
//	{"type": "rxscope:ready", "query": "...", "state": {...}}  once the state the address names stands on the screen
//	{"type": "rxscope:state", "query": "...", "state": {...}}
//	{"type": "rxscope:notice", "text": "..."}
const (
	MsgSet    = MessagePrefix + "set"
	MsgGoto   = MessagePrefix + "goto"
	MsgGet    = MessagePrefix + "get"
	MsgReady  = MessagePrefix + "ready"
	MsgState  = MessagePrefix + "state"
	MsgNotice = MessagePrefix + "notice"
)

// MaxMessageLen bounds a message: its JSON text, or, for a message read
// from a JavaScript object, the length of its strings.
const MaxMessageLen = 16 << 10

// MaxFields bounds the fields of a message and of its params; a message
// has four at most and params one per parameter, far fewer than this.
const MaxFields = 64

// Command is a checked message from the parent page.
type Command struct {
	Type   string
	Params [][2]string // name, value; for MsgSet, in name order
	Lesson string      // for MsgGoto
	Step   int         // for MsgGoto
	// Ignored says which parameters of a MsgSet were left out because
	// their values are not strings, numbers or booleans: one notice that
	// names them all, in name order; empty when none were.
	Ignored []Notice
}

// ParseMessage checks the JSON text of a message, as CommandOf does; text
// longer than MaxMessageLen, or that is not JSON, is an error.
func ParseMessage(data string) (Command, error) {
	if len(data) > MaxMessageLen {
		return Command{}, fmt.Errorf("message is %d bytes, over the %d-byte limit", len(data), MaxMessageLen)
	}
	var x any
	if err := json.Unmarshal([]byte(data), &x); err != nil {
		return Command{}, fmt.Errorf("message is not JSON")
	}
	return CommandOf(valueOf(x, 2))
}

// CommandOf checks a message for shape: an object with a known "type" and
// the fields that type takes, no others. A message that cannot be used as
// a whole is an error that says what is wrong (naming several wrong fields
// in name order); the caller ignores it and says so. A MsgSet parameter
// whose value is not a string, a number or a boolean is left out, named in
// the notice in Ignored, and the others are used.
func CommandOf(v Value) (Command, error) {
	var c Command
	if v.Kind != KindObject || v.Fields == nil {
		return c, fmt.Errorf("a message must be an object such as {type: %q}; this one is %s", MsgGet, v.Describe())
	}
	t, ok := v.Fields["type"]
	if !ok {
		return c, fmt.Errorf("message has no \"type\"")
	}
	if t.Kind != KindString {
		return c, fmt.Errorf("\"type\" must be a string such as %q; it is %s", MsgGet, t.Describe())
	}
	c.Type = t.Str
	var allowed []string
	switch c.Type {
	case MsgGet:
	case MsgSet:
		allowed = []string{"params"}
		if err := c.setParams(v.Fields["params"]); err != nil {
			return c, err
		}
	case MsgGoto:
		allowed = []string{"lesson", "step"}
		if err := c.setGoto(v.Fields["lesson"], v.Fields["step"]); err != nil {
			return c, err
		}
	default:
		return c, fmt.Errorf("unknown message type %s; rxscope takes %s, %s and %s", quoteExact(c.Type), MsgSet, MsgGoto, MsgGet)
	}
	var extra []string
	for _, k := range sortedKeys(v.Fields) {
		if k != "type" && !slices.Contains(allowed, k) {
			extra = append(extra, quoteExact(k))
		}
	}
	switch {
	case len(extra) == 1:
		return c, fmt.Errorf("%s: unexpected field %s", c.Type, extra[0])
	case len(extra) > 1:
		return c, fmt.Errorf("%s: unexpected fields %s", c.Type, strings.Join(extra, ", "))
	}
	return c, nil
}

// setParams reads a MsgSet's "params": every field, in name order, either
// a parameter or an Ignored notice.
func (c *Command) setParams(p Value) error {
	if p.Kind != KindObject || p.Fields == nil {
		what := "missing"
		if p.Kind != KindOther || p.What != "" {
			what = p.Describe()
		}
		return fmt.Errorf("%s needs a plain object \"params\" such as {distance: 6}; it is %s", MsgSet, what)
	}
	if len(p.Fields) == 0 {
		return fmt.Errorf("%s: \"params\" is empty; nothing was changed", MsgSet)
	}
	var bad []string
	for _, k := range sortedKeys(p.Fields) {
		s, ok := scalar(p.Fields[k])
		if !ok {
			bad = append(bad, quote(k)+" ("+p.Fields[k].Describe()+")")
			continue
		}
		c.Params = append(c.Params, [2]string{k, s})
	}
	switch {
	case len(bad) == 1:
		c.Ignored = []Notice{{Param: bad[0], Text: "parameter " + bad[0] + " was ignored: not a string, number or boolean"}}
	case len(bad) > 1:
		c.Ignored = []Notice{{Param: bad[0], Text: "parameters " + strings.Join(bad, ", ") + " were ignored: not strings, numbers or booleans"}}
	}
	return nil
}

// setGoto reads a MsgGoto's lesson and optional step.
func (c *Command) setGoto(lesson, step Value) error {
	if lesson.Kind != KindString {
		return fmt.Errorf("%s needs a string \"lesson\"", MsgGoto)
	}
	c.Lesson, c.Step = lesson.Str, 1
	if step.Kind == KindOther && step.What == "" {
		return nil // no step: the first
	}
	f := step.Num
	if step.Kind != KindNumber || f != math.Trunc(f) || f < 1 || f > MaxStep {
		return fmt.Errorf("%s: \"step\" must be a whole number 1..%d; it is %s", MsgGoto, MaxStep, step.Describe())
	}
	c.Step = int(f)
	return nil
}

// scalar turns a string, number or boolean into the text a URL would
// carry; a number that is not finite is not one.
func scalar(v Value) (string, bool) {
	switch v.Kind {
	case KindString:
		return v.Str, true
	case KindBool:
		if v.Bool {
			return "1", true
		}
		return "0", true
	case KindNumber:
		if math.IsNaN(v.Num) || math.IsInf(v.Num, 0) {
			return "", false
		}
		return strconv.FormatFloat(v.Num, 'f', -1, 64), true
	}
	return "", false
}
