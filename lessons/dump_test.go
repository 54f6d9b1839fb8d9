package lessons

import (
	"flag"
	"fmt"
	"io"
	"os"
	"testing"
)

var dump = flag.Bool("dump", false, "print every step of every lesson, filled, with its answer")

// TestDump fills every step of every lesson as the Runner does, answers
// each question with its first choice, and fails on a step whose claims
// do not hold on its figures or whose answer is refused. With -dump it
// also prints every step (go test -run Dump -dump -v), for a lesson's
// author to read the texts as the app shows them.
func TestDump(t *testing.T) {
	w := io.Discard
	if *dump {
		w = os.Stdout
	}
	for _, l := range All() {
		r, err := NewRunner(l)
		if err != nil {
			t.Fatalf("%s: %v", l.ID, err)
		}
		fmt.Fprintf(w, "\n##### %s: %s (seed %s)\n", l.ID, l.Title, l.Seed)
		for {
			fmt.Fprintf(w, "\n--- %d. %s\n%s\n", r.Index()+1, r.Title(), r.Text())
			if cs := r.Choices(); cs != nil {
				fmt.Fprintf(w, "choices: %q\n", cs)
				if _, err := r.Answer(0); err != nil {
					t.Errorf("%s step %d: %v", l.ID, r.Index()+1, err)
				}
				fmt.Fprintf(w, "after answer 0: %s\n", r.Text())
			}
			if err := r.Check(); err != nil {
				t.Errorf("%s step %d (%s): %v", l.ID, r.Index()+1, r.Title(), err)
			}
			if r.AtEnd() {
				break
			}
			if !r.Advance() {
				t.Fatalf("%s: stuck at step %d", l.ID, r.Index()+1)
			}
		}
	}
}
