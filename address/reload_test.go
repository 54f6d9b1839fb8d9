package address

import (
	"fmt"
	"testing"
)

// TestReloadQuery is the regression test for issue 18, item 6: a running
// state came back from a lost WebGL context at t = 0. Its reload query
// carries its time, and Parse opens it there, still running.
func TestReloadQuery(t *testing.T) {
	running := Default()
	running.Speed = 8
	paused := running
	paused.Paused, paused.At = true, 11900
	tests := []struct {
		name   string
		s      State
		now    uint64
		want   string
		wantAt int64
	}{
		{"running", running, 2_500_000, "speed=8&at=2500000", 2_500_000},
		{"running, at the start", running, 0, "speed=8", 0},
		{"running past MaxAt", running, 3 * MaxAt, fmt.Sprintf("speed=8&at=%d", MaxAt), MaxAt},
		{"paused: its own time", paused, 99_000_000, "speed=8&paused=1&at=11900", 11900},
	}
	for _, tt := range tests {
		q := tt.s.ReloadQuery(tt.now)
		if q != tt.want {
			t.Errorf("%s: ReloadQuery(%d) = %q; want %q", tt.name, tt.now, q, tt.want)
		}
		back, ns := Parse(q, Default(), testLessons)
		if len(ns) != 0 || back.At != tt.wantAt || back.Paused != tt.s.Paused || back.Speed != 8 {
			t.Errorf("%s: Parse(%q) = at %d, paused %v, speed %d, notices %v; want at %d, paused %v, speed 8",
				tt.name, q, back.At, back.Paused, back.Speed, ns, tt.wantAt, tt.s.Paused)
		}
	}
}

func ExampleState_ReloadQuery() {
	s := Default()
	s.Config.Distance = 6
	fmt.Println(s.ReloadQuery(2_500_000)) // running, 2.5 µs in
	s.Paused, s.At = true, 11900
	fmt.Println(s.ReloadQuery(2_500_000)) // paused: where it stands
	// Output:
	// distance=6&at=2500000
	// distance=6&paused=1&at=11900
}
