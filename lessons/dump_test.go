package lessons

import (
	"flag"
	"fmt"
	"testing"
)

var dump = flag.Bool("dump", false, "print every step of every lesson, filled, with its answer")

// TestDump prints every lesson as the Runner fills it (go test -run Dump -dump -v).
func TestDump(t *testing.T) {
	if !*dump {
		t.Skip("run with -dump")
	}
	for _, l := range All() {
		r, err := NewRunner(l)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Printf("\n##### %s: %s (seed %s)\n", l.ID, l.Title, l.Seed)
		for {
			fmt.Printf("\n--- %d. %s\n%s\n", r.Index()+1, r.Title(), r.Text())
			if cs := r.Choices(); cs != nil {
				fmt.Printf("choices: %q\n", cs)
				r.Answer(0)
				fmt.Printf("after answer 0: %s\n", r.Text())
			}
			if err := r.Check(); err != nil {
				fmt.Printf("CHECK FAILS: %v\n", err)
			}
			if r.AtEnd() {
				break
			}
			if !r.Advance() {
				t.Fatalf("stuck at %d", r.Index())
			}
		}
	}
}
