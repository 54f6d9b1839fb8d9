package address

import (
	"math"
	"strings"
	"testing"
)

func TestParseMessage(t *testing.T) {
	tests := []struct {
		data    string
		want    Command
		wantErr string
	}{
		{`{"type":"rxscope:get"}`, Command{Type: MsgGet}, ""},
		{`{"type":"rxscope:set","params":{"xdp":"drop","distance":6,"inject":true}}`,
			Command{Type: MsgSet, Params: [][2]string{{"distance", "6"}, {"inject", "1"}, {"xdp", "drop"}}}, ""},
		{`{"type":"rxscope:goto","lesson":"strides","step":3}`, Command{Type: MsgGoto, Lesson: "strides", Step: 3}, ""},
		{`{"type":"rxscope:goto","lesson":"strides"}`, Command{Type: MsgGoto, Lesson: "strides", Step: 1}, ""},
		{`"hello"`, Command{}, `must be an object such as {type: "rxscope:get"}; this one is the string "hello"`},
		{`5`, Command{}, "this one is the number 5"},
		{`null`, Command{}, "this one is null"},
		{`[1]`, Command{}, "this one is an array"},
		{`{`, Command{}, "not JSON"},
		{`{}`, Command{}, `no "type"`},
		{`{"type":5}`, Command{}, `"type" must be a string such as "rxscope:get"; it is the number 5`},
		{`{"type":"rxscope:launch"}`, Command{}, `unknown message type "rxscope:launch"; rxscope takes rxscope:set, rxscope:goto and rxscope:get`},
		{`{"type":"rxscope:set"}`, Command{}, `needs a plain object "params" such as {distance: 6}; it is missing`},
		{`{"type":"rxscope:set","params":"x"}`, Command{}, `it is the string "x"`},
		{`{"type":"rxscope:set","params":{}}`, Command{}, `"params" is empty`},
		{`{"type":"rxscope:set","params":{"distance":[1,2],"xdp":"drop","ring":null,"budget":{"a":1}}}`, Command{Type: MsgSet, Params: [][2]string{{"xdp", "drop"}},
			Ignored: []Notice{{Text: `parameters "budget" (an object), "distance" (an array), "ring" (null) were ignored: not strings, numbers or booleans`}}}, ""},
		{`{"type":"rxscope:goto","lesson":"x","step":1.5}`, Command{}, "whole number"},
		{`{"type":"rxscope:goto","lesson":"x","step":-3}`, Command{}, "whole number"},
		{`{"type":"rxscope:get","extra":1}`, Command{}, `rxscope:get: unexpected field "extra"`},
		{`{"zz":1,"type":"rxscope:get","self":{"type":"rxscope:get"},"aa":2}`, Command{}, `rxscope:get: unexpected fields "aa", "self", "zz"`},
		{`{"type":"rxscope:get","x":"` + strings.Repeat("a", MaxMessageLen) + `"}`, Command{}, "limit"},
	}
	for _, tt := range tests {
		got, err := ParseMessage(tt.data)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("ParseMessage(%.60s) error %v; want one containing %q", tt.data, err, tt.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseMessage(%s): %v", tt.data, err)
			continue
		}
		if got.Type != tt.want.Type || got.Lesson != tt.want.Lesson || got.Step != tt.want.Step || len(got.Params) != len(tt.want.Params) {
			t.Errorf("ParseMessage(%s) = %+v; want %+v", tt.data, got, tt.want)
			continue
		}
		if len(got.Ignored) != len(tt.want.Ignored) {
			t.Errorf("ParseMessage(%s) ignored %v; want %v", tt.data, got.Ignored, tt.want.Ignored)
			continue
		}
		for i := range got.Ignored {
			if got.Ignored[i].Text != tt.want.Ignored[i].Text {
				t.Errorf("ParseMessage(%s) ignored[%d] = %q; want %q", tt.data, i, got.Ignored[i].Text, tt.want.Ignored[i].Text)
			}
		}
		for i := range got.Params {
			if got.Params[i] != tt.want.Params[i] {
				t.Errorf("ParseMessage(%s) params %v; want %v", tt.data, got.Params, tt.want.Params)
			}
		}
	}
}

// TestCommandOfPageValues: the values a page can post that JSON cannot
// carry (issue 18: a BigInt, a Map as params, a cyclic object, a string
// or null as the whole message) each get a notice that names them; with
// several bad parameters, all are named, in name order.
func TestCommandOfPageValues(t *testing.T) {
	obj := func(kv ...any) Value {
		v := Value{Kind: KindObject, Fields: map[string]Value{}}
		for i := 0; i < len(kv); i += 2 {
			v.Fields[kv[i].(string)] = kv[i+1].(Value)
		}
		return v
	}
	str := func(s string) Value { return Value{Kind: KindString, Str: s} }
	num := func(f float64) Value { return Value{Kind: KindNumber, Num: f} }
	other := func(what string) Value { return Value{What: what} }
	cyclic := obj("type", str(MsgGet), "self", Value{Kind: KindObject, What: "an object"})

	tests := []struct {
		name    string
		v       Value
		params  string // name=value pairs, space-separated
		ignored string // the notices, joined with " | "
		wantErr string
	}{
		{"a string", str("rxscope:get"), "", "", `this one is the string "rxscope:get"`},
		{"undefined", other("undefined"), "", "", "this one is undefined"},
		{"a Map", other("a Map"), "", "", "this one is a Map"},
		{"cyclic", cyclic, "", "", `rxscope:get: unexpected field "self"`},
		{"Map params", obj("type", str(MsgSet), "params", other("a Map")), "", "", `needs a plain object "params" such as {distance: 6}; it is a Map`},
		{"BigInt", obj("type", str(MsgSet), "params", obj("distance", other("the BigInt 5n"))), "",
			`parameter "distance" (the BigInt 5n) was ignored: not a string, number or boolean`, ""},
		{"several bad", obj("type", str(MsgSet), "params", obj(
			"xdp", other("a Symbol"), "distance", other("the BigInt 5n"), "ring", num(512), "budget", other("a function"))),
			"ring=512",
			`parameters "budget" (a function), "distance" (the BigInt 5n), "xdp" (a Symbol) were ignored: not strings, numbers or booleans`, ""},
		{"NaN", obj("type", str(MsgSet), "params", obj("distance", num(math.NaN()))), "", `parameter "distance" (the number NaN) was ignored: not a string, number or boolean`, ""},
		{"step NaN", obj("type", str(MsgGoto), "lesson", str("x"), "step", num(math.NaN())), "", "", `"step" must be a whole number 1..99; it is the number NaN`},
	}
	for _, tt := range tests {
		c, err := CommandOf(tt.v)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("%s: error %v; want one containing %q", tt.name, err, tt.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		var params, ignored []string
		for _, p := range c.Params {
			params = append(params, p[0]+"="+p[1])
		}
		for _, n := range c.Ignored {
			ignored = append(ignored, n.Text)
		}
		if got := strings.Join(params, " "); got != tt.params {
			t.Errorf("%s: params %q; want %q", tt.name, got, tt.params)
		}
		if got := strings.Join(ignored, " | "); got != tt.ignored {
			t.Errorf("%s: ignored\n%s\nwant\n%s", tt.name, got, tt.ignored)
		}
	}
}

func FuzzParseMessage(f *testing.F) {
	for _, s := range []string{`{"type":"rxscope:get"}`, `{"type":"rxscope:set","params":{"distance":6}}`, `{"type":"rxscope:goto","lesson":"a","step":2}`, `[]`, `{`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data string) {
		c, err := ParseMessage(data)
		if err != nil {
			return
		}
		if !strings.HasPrefix(c.Type, MessagePrefix) {
			t.Fatalf("accepted a message of type %q", c.Type)
		}
		s := Default()
		for _, p := range c.Params {
			s.Set(p[0], p[1], testLessons)
		}
		if err := s.Config.Validate(); err != nil {
			t.Fatalf("message %q led to an invalid configuration: %v", data, err)
		}
	})
}
