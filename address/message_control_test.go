package address

import (
	"strings"
	"testing"
)

// TestMessageTypeWithControls is the regression test for issue 40's item
// 8: a message whose type, or a field's name, differs from a known one
// only by control or format characters is refused with those characters
// written as escapes; they were dropped, so "rxscope:set\x00" was
// refused as an unknown "rxscope:set".
func TestMessageTypeWithControls(t *testing.T) {
	tests := []struct {
		name string
		msg  Value
		want string
	}{
		{"NUL after", object("type", str("rxscope:set\x00")), `unknown message type "rxscope:set\x00"`},
		{"NUL before", object("type", str("\x00rxscope:get")), `unknown message type "\x00rxscope:get"`},
		{"a newline", object("type", str("rxscope:get\n")), `unknown message type "rxscope:get\n"`},
		{"zero width space", object("type", str("rxscope:\u200bget")), `unknown message type "rxscope:\u200bget"`},
		{"bad UTF-8", object("type", str("rxscope:get\xff")), `unknown message type "rxscope:get\ufffd"`},
		{"long", object("type", str(strings.Repeat("\x01", 1000))), `unknown message type "` + strings.Repeat(`\x01`, maxQuote) + `… (1000 bytes)"`},
		{"a field's name", object("type", str(MsgGet), "type\x00", str("x")), `rxscope:get: unexpected field "type\x00"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := CommandOf(tt.msg)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %v; want one containing %s", err, tt.want)
			}
			for _, r := range err.Error() {
				if r < ' ' || r == 0x7f || r == 0x200b {
					t.Errorf("the notice carries the character %U: %q", r, err)
				}
			}
		})
	}
	// and the same from the JSON text of a message
	if _, err := ParseMessage(`{"type":"rxscope:get\u0000"}`); err == nil || !strings.Contains(err.Error(), `"rxscope:get\x00"`) {
		t.Errorf("ParseMessage: error %v; want the NUL written out", err)
	}
}

func str(s string) Value { return Value{Kind: KindString, Str: s} }

// object is a message object of name, value pairs.
func object(kv ...any) Value {
	v := Value{Kind: KindObject, Fields: map[string]Value{}}
	for i := 0; i < len(kv); i += 2 {
		v.Fields[kv[i].(string)] = kv[i+1].(Value)
	}
	return v
}
