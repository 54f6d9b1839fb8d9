package model

import (
	"slices"
	"testing"
)

// TestQueueOrder: events pop by time, and same-time events in the order
// they were pushed (the rule of akita's eventqueue_order_test).
func TestQueueOrder(t *testing.T) {
	var q eventQueue
	in := []struct {
		t  Time
		id uint32
	}{{5, 0}, {2, 1}, {5, 2}, {2, 3}, {7, 4}, {1, 5}, {2, 6}}
	for _, e := range in {
		q.push(e.t, evIRQ, e.id)
	}
	var got []uint32
	for q.len() > 0 {
		got = append(got, q.pop().gen)
	}
	want := []uint32{5, 1, 3, 6, 0, 2, 4}
	if !slices.Equal(got, want) {
		t.Fatalf("pop order = %v; want %v", got, want)
	}
}
