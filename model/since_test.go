package model

import (
	"reflect"
	"testing"
)

// fillCounters sets every counter of m (every unsigned integer and Time,
// in nested structs and arrays) to v.
func fillCounters(x reflect.Value, v uint64) {
	switch x.Kind() {
	case reflect.Struct:
		for i := 0; i < x.NumField(); i++ {
			fillCounters(x.Field(i), v)
		}
	case reflect.Array:
		for i := 0; i < x.Len(); i++ {
			fillCounters(x.Index(i), v)
		}
	case reflect.Uint64:
		x.SetUint(v)
	case reflect.Int64:
		x.SetInt(int64(v))
	}
}

// TestSinceEveryCounter checks that Since subtracts every counter of
// Metrics, so that a counter added later cannot be forgotten.
func TestSinceEveryCounter(t *testing.T) {
	var m, b Metrics
	fillCounters(reflect.ValueOf(&m).Elem(), 7)
	fillCounters(reflect.ValueOf(&b).Elem(), 3)
	m.CoreGHz = 3
	d := m.Since(b)
	var want Metrics
	fillCounters(reflect.ValueOf(&want).Elem(), 4)
	want.Start, want.End, want.CoreGHz = b.End, m.End, 3
	if d != want {
		t.Errorf("Since:\n got %+v\nwant %+v", d, want)
	}
}

// TestSinceIsAWindow checks that a run's reading since a warm-up gives
// the figures of a run whose metrics were reset at the same instant.
func TestSinceIsAWindow(t *testing.T) {
	cfg := DefaultConfig()
	a, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := New(cfg)
	const warm, end = Time(20_000_000), Time(60_000_000)
	a.RunUntil(warm)
	b.RunUntil(warm)
	base := a.Metrics()
	b.ResetMetrics()
	a.RunUntil(end)
	b.RunUntil(end)
	got, want := a.Metrics().Since(base), b.Metrics()
	if got.Packets == 0 || got.Packets != want.Packets || got.WorkTime != want.WorkTime ||
		got.StallTime != want.StallTime || got.Prefetch != want.Prefetch || got.Start != want.Start {
		t.Errorf("since the warm-up %+v\nreset at it %+v", got, want)
	}
}
