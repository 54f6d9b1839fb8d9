package scene

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
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
//	{"type": "rxscope:ready", "query": "...", "state": {...}}
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

// MaxMessageLen bounds the JSON text of a message.
const MaxMessageLen = 16 << 10

// Command is a checked message from the parent page.
type Command struct {
	Type   string
	Params [][2]string // name, value; for MsgSet, in name order
	Lesson string      // for MsgGoto
	Step   int         // for MsgGoto
}

// ParseMessage checks the JSON text of a message for shape: an object with
// a known "type" and the fields that type takes, with strings, numbers or
// booleans as values. Anything else is an error that says what is wrong;
// the caller ignores the message.
func ParseMessage(data string) (Command, error) {
	var c Command
	if len(data) > MaxMessageLen {
		return c, fmt.Errorf("message is %d bytes, over the %d-byte limit", len(data), MaxMessageLen)
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal([]byte(data), &raw); err != nil {
		return c, fmt.Errorf("message is not a JSON object")
	}
	if err := json.Unmarshal(raw["type"], &c.Type); err != nil {
		return c, fmt.Errorf("message has no string \"type\"")
	}
	allowed := map[string]bool{"type": true}
	switch c.Type {
	case MsgGet:
	case MsgSet:
		allowed["params"] = true
		var params map[string]any
		if err := json.Unmarshal(raw["params"], &params); err != nil || params == nil {
			return c, fmt.Errorf("%s needs an object \"params\"", MsgSet)
		}
		for k, v := range params {
			s, err := scalar(v)
			if err != nil {
				return c, fmt.Errorf("%s: parameter %s: %v", MsgSet, quote(k), err)
			}
			c.Params = append(c.Params, [2]string{k, s})
		}
		sort.Slice(c.Params, func(i, j int) bool { return c.Params[i][0] < c.Params[j][0] })
	case MsgGoto:
		allowed["lesson"], allowed["step"] = true, true
		if err := json.Unmarshal(raw["lesson"], &c.Lesson); err != nil {
			return c, fmt.Errorf("%s needs a string \"lesson\"", MsgGoto)
		}
		c.Step = 1
		if s, ok := raw["step"]; ok {
			var f float64
			if err := json.Unmarshal(s, &f); err != nil || f != float64(int(f)) || f < 1 || f > MaxStep {
				return c, fmt.Errorf("%s: \"step\" must be a whole number 1..%d", MsgGoto, MaxStep)
			}
			c.Step = int(f)
		}
	default:
		return c, fmt.Errorf("unknown message type %s", quote(c.Type))
	}
	for k := range raw {
		if !allowed[k] {
			return c, fmt.Errorf("%s: unexpected field %s", c.Type, quote(k))
		}
	}
	return c, nil
}

// scalar turns a JSON string, number or boolean into the text a URL would
// carry.
func scalar(v any) (string, error) {
	switch x := v.(type) {
	case string:
		return x, nil
	case bool:
		if x {
			return "1", nil
		}
		return "0", nil
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64), nil
	}
	return "", fmt.Errorf("value must be a string, a number or a boolean")
}
