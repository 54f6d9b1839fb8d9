package model

import "testing"

// TestConfigLookupsAllocateNothing: the visualizer builds a default
// configuration and asks for the line rate every frame; neither may leave
// garbage behind.
func TestConfigLookupsAllocateNothing(t *testing.T) {
	n := testing.AllocsPerRun(100, func() {
		c := DefaultConfig()
		if c.LineRateMpps() <= 0 {
			t.Fatal("no line rate")
		}
		if _, err := LookupProfile(c.Profile); err != nil {
			t.Fatal(err)
		}
	})
	if n != 0 {
		t.Errorf("DefaultConfig, LineRateMpps and LookupProfile allocate %v objects per call; want 0", n)
	}
}
