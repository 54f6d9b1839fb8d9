package scene

import (
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
		{`"hello"`, Command{}, "not a JSON object"},
		{`{"type":5}`, Command{}, "no string \"type\""},
		{`{"type":"rxscope:launch"}`, Command{}, "unknown message type"},
		{`{"type":"rxscope:set"}`, Command{}, "needs an object"},
		{`{"type":"rxscope:set","params":{"distance":[1,2]}}`, Command{}, "string, a number or a boolean"},
		{`{"type":"rxscope:goto","lesson":"x","step":1.5}`, Command{}, "whole number"},
		{`{"type":"rxscope:goto","lesson":"x","step":-3}`, Command{}, "whole number"},
		{`{"type":"rxscope:get","extra":1}`, Command{}, "unexpected field"},
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
		for i := range got.Params {
			if got.Params[i] != tt.want.Params[i] {
				t.Errorf("ParseMessage(%s) params %v; want %v", tt.data, got.Params, tt.want.Params)
			}
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
