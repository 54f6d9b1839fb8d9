package model

import (
	"math"
	"testing"
)

// TestPacketSteps is the regression test for issue 18: the event budget
// of RunPackets grows with n and never wraps. Before, StepLimit + 4096n
// wrapped for n near the largest int, so RunPackets(math.MaxInt) ran some
// 1 M events (about 318 k packets) and stopped.
func TestPacketSteps(t *testing.T) {
	tests := []struct {
		n    int
		want int
	}{
		{1, StepLimit + 4096},
		{200000, StepLimit + 4096*200000},
		{(math.MaxInt - StepLimit) / 4096, StepLimit + 4096*((math.MaxInt-StepLimit)/4096)},
		{(math.MaxInt-StepLimit)/4096 + 1, math.MaxInt},
		{math.MaxInt / 4096, math.MaxInt},
		{math.MaxInt, math.MaxInt},
	}
	prev := 0
	for _, tt := range tests {
		got := packetSteps(tt.n)
		if got != tt.want {
			t.Errorf("packetSteps(%d) = %d; want %d", tt.n, got, tt.want)
		}
		if got < prev {
			t.Errorf("packetSteps(%d) = %d is below the budget of a smaller n, %d", tt.n, got, prev)
		}
		prev = got
	}
}
