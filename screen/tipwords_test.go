package screen

import (
	"strings"
	"testing"

	"rxscope/layout"
	"rxscope/model"
)

// foldedBoard is a test board whose packet boxes each stand for three
// lines, as the headroom's and the payload's boxes do.
type foldedBoard struct{ *testBoard }

func (b foldedBoard) Line(which model.PacketWhich, i int) (*model.PacketView, int, int) {
	v, first, _ := b.testBoard.Line(which, i)
	return v, first, 3
}

// TestTipWords holds each tooltip to the words that name its target and
// say why it is in its state.
func TestTipWords(t *testing.T) {
	def := newTestBoard(t, model.DefaultConfig(), 6)
	legacy := model.DefaultConfig()
	legacy.RQ = model.RQLegacy
	leg := newTestBoard(t, legacy, 6)
	c := def.ses.After().Cursors()
	sc := layout.NewScreen()
	distance := layout.NoControl
	for i, ctl := range sc.Controls {
		if ctl.Name == "distance" {
			distance = layout.ControlID(i)
		}
	}
	cc := int(def.ses.After().CC())
	for _, tc := range []struct {
		name string
		bd   Board
		tg   Target
		want []string // in this order; none for no words
	}{
		{"a stride of the band", def, Target{TargetStride, 0, 2},
			[]string{"WQE 0, stride 2\n", "offset 0x1000 in the WQE: page 1 of ", "never prefetched", "the first 4 strides"}},
		{"a stride past the band", def, Target{TargetStride, 5, 40},
			[]string{"WQE 5, stride 40\n", "posted and empty"}},
		{"the stride NAPI handles", def, Target{TargetStride, c.NAPI.WQE, c.NAPI.Stride},
			[]string{"NAPI is handling (or last handled) this packet"}},
		{"the stride the device writes next", def, Target{TargetStride, c.DeviceHead.WQE, c.DeviceHead.Stride},
			[]string{"the device writes the next packet here"}},
		{"the stride the look-ahead targets", def, Target{TargetStride, c.PrefetchTarget.WQE, c.PrefetchTarget.Stride},
			[]string{"the look-ahead prefetch targets this stride"}},
		{"a legacy RQ's WQE", leg, Target{TargetStride, 3, 0},
			[]string{"WQE 3\none buffer of ", " B, packet at +"}},
		{"the current packet's CQE line", def, Target{TargetLine, int(model.CurrentPacket), 0},
			[]string{"CQE line of WQE ", " stride ", "\naddress 0x", "\n"}},
		{"a box of three lines", foldedBoard{def}, Target{TargetLine, int(model.CurrentPacket), 0},
			[]string{"CQE lines (3 lines, shown by the first) of WQE "}},
		{"a box the panel has not", def, Target{TargetLine, int(model.CurrentPacket), 99}, nil},
		{"the CQ slot at cc", def, Target{TargetCQSlot, cc, 0},
			[]string{"CQ slot ", " (cc +0)\n", "a full 64-byte CQE", "\ncompletes WQE "}},
		{"a CQ slot behind cc", def, Target{TargetCQSlot, cc - 1, 0},
			[]string{" (cc -1)\n", "consumed: the driver read it"}},
		{"the distance slider", def, Target{TargetControl, int(distance), 0},
			[]string{sc.Controls[distance].Label + "\n", sc.Controls[distance].Knob.Help, "\nkey: "}},
		{"the help button", def, Target{TargetControl, int(layout.Help), 0},
			[]string{"\nthe keys"}},
		{"the before lane", def, Target{TargetLane, 0, int(def.ses.After().Now() - 1)},
			[]string{"before: today's driver, ", " at ", "\n"}},
		{"a scene list's row", def, Target{TargetScene, 2, 0}, nil},
		{"nothing", def, Target{}, nil},
	} {
		got := string(AppendTip(nil, tc.bd, tc.tg))
		if len(tc.want) == 0 && got != "" {
			t.Errorf("%s: %q; want no words", tc.name, got)
		}
		rest := got
		for _, w := range tc.want {
			i := strings.Index(rest, w)
			if i < 0 {
				t.Errorf("%s: %q lacks %q (after what came before)", tc.name, got, w)
				break
			}
			rest = rest[i+len(w):]
		}
	}
}

// TestSegmentAt finds the whole segment that holds a moment, and none
// for a moment the timeline does not keep; StallAt finds a store-queue
// or locked stall's record in the trace.
func TestSegmentAt(t *testing.T) {
	b := newTestBoard(t, model.DefaultConfig(), 200)
	tl := b.ses.After().Timeline()
	last := tl.At(tl.Len() - 1)
	for _, tm := range []model.Time{last.Start, (last.Start + last.End) / 2, last.End - 1} {
		if s, ok := SegmentAt(tl, tm); !ok || s != last {
			t.Errorf("at %d ps: %+v %v; want the last segment %+v", tm, s, ok, last)
		}
	}
	if s, ok := SegmentAt(tl, last.End+model.Millisecond); ok {
		t.Errorf("after the last segment: %+v", s)
	}
	found := false
	for i := range tl.Len() {
		s := tl.At(i)
		if s.Kind != model.SegStallStoreQueue && s.Kind != model.SegStallLocked {
			continue
		}
		if e, ok := StallAt(b.ses.After().Trace(), s); ok {
			found = true
			if e.Kind != model.EvStall || e.T < s.Start || e.T >= s.End {
				t.Errorf("the stall of %+v is %+v", s, e)
			}
			tip := string(AppendLaneTip(nil, b, 1, s.Start))
			if !strings.Contains(tip, "\nhere: ") {
				t.Errorf("the tooltip of a stall with its record: %q", tip)
			}
		}
	}
	if !found {
		t.Log("no store-queue or locked stall with its record in the trace in these 200 packets")
	}
}
