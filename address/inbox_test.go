package address

import (
	"fmt"
	"testing"
)

// TestInbox is the regression test for issue 18, item 3: past 64
// messages in a frame, sets and a get were dropped without a word. Now
// MaxPending sets and gotos are kept in order, the rest are counted in a
// notice, and every get is answered, MaxPending a frame.
func TestInbox(t *testing.T) {
	set := func(d int) Command { return Command{Type: MsgSet, Params: [][2]string{{"distance", fmt.Sprint(d)}}} }
	tests := []struct {
		name            string
		sets, gotos     int
		gets            int
		wantKept        int
		wantNote        string
		wantGetsByFrame []int
	}{
		{"quiet", 0, 0, 0, 0, "", []int{0}},
		{"a few", 3, 1, 2, 4, "", []int{2, 0}},
		{"at the limit", MaxPending, 0, 1, MaxPending, "", []int{1, 0}},
		{"one over", MaxPending + 1, 0, 0, MaxPending, "1 rxscope:set message ignored: over 256 in one frame; send again after rxscope:state", []int{0}},
		{"300 sets and gotos", 300, 10, 700, MaxPending, "44 rxscope:set and 10 rxscope:goto messages ignored: over 256 in one frame; send again after rxscope:state", []int{256, 256, 188, 0}},
	}
	for _, tt := range tests {
		var in Inbox
		for i := range tt.sets {
			in.Push(set(i))
		}
		for range tt.gotos {
			in.Push(Command{Type: MsgGoto, Lesson: "ahead", Step: 1})
		}
		for range tt.gets {
			in.Push(Command{Type: MsgGet})
		}
		got, note := in.Take(nil)
		if len(got) != tt.wantKept || note != tt.wantNote {
			t.Errorf("%s: kept %d, notice %q; want %d, %q", tt.name, len(got), note, tt.wantKept, tt.wantNote)
		}
		for i, c := range got { // arrival order
			if i < tt.sets && c.Params[0][1] != fmt.Sprint(i) {
				t.Errorf("%s: command %d is %v; want distance %d", tt.name, i, c.Params, i)
				break
			}
		}
		for frame, want := range tt.wantGetsByFrame {
			if n := in.TakeGets(); n != want {
				t.Errorf("%s: frame %d answers %d gets; want %d", tt.name, frame, n, want)
			}
		}
		if again, note := in.Take(got); len(again) != 0 || note != "" {
			t.Errorf("%s: a second Take gives %d commands, notice %q; want none", tt.name, len(again), note)
		}
	}
}

// TestInboxTakeReusesBuffers: a steady stream of a few messages a frame
// allocates nothing once the buffers have grown.
func TestInboxTakeReusesBuffers(t *testing.T) {
	var in Inbox
	buf := make([]Command, 0, 8)
	c := Command{Type: MsgSet, Params: [][2]string{{"distance", "6"}}}
	allocs := testing.AllocsPerRun(100, func() {
		in.Push(c)
		in.Push(Command{Type: MsgGet})
		buf, _ = in.Take(buf)
		in.TakeGets()
	})
	if allocs > 0 {
		t.Errorf("a frame with two messages allocates %v times; want 0", allocs)
	}
}

func ExampleInbox() {
	var in Inbox
	for i := 0; i < 300; i++ {
		in.Push(Command{Type: MsgSet, Params: [][2]string{{"distance", "6"}}})
	}
	in.Push(Command{Type: MsgGet})
	cmds, note := in.Take(nil)
	fmt.Println(len(cmds), "sets to apply this frame,", in.TakeGets(), "get to answer after it")
	fmt.Println(note)
	// Output:
	// 256 sets to apply this frame, 1 get to answer after it
	// 44 rxscope:set messages ignored: over 256 in one frame; send again after rxscope:state
}
