package app

import "testing"

// TestRepaint walks the canvas's life: the first frame is always
// presented, an unchanged picture is not, a changed one is, and after
// Forget the same picture is presented again once.
func TestRepaint(t *testing.T) {
	type step struct {
		do      string // "frame" asks Differs (and presents when it says so), "forget" calls Forget
		digest  uint64
		present bool // what Differs must say
	}
	tests := []struct {
		name  string
		steps []step
	}{
		{"the first frame is presented, even a zero digest", []step{
			{"frame", 0, true}, {"frame", 0, false},
		}},
		{"a still picture stops being presented", []step{
			{"frame", 7, true}, {"frame", 7, false}, {"frame", 7, false},
		}},
		{"each change is presented", []step{
			{"frame", 7, true}, {"frame", 8, true}, {"frame", 7, true}, {"frame", 7, false},
		}},
		{"forget presents the same picture once more", []step{
			{"frame", 7, true}, {"frame", 7, false}, {"forget", 0, false}, {"frame", 7, true}, {"frame", 7, false},
		}},
		{"a frame not presented is asked again", []step{
			{"frame", 7, true}, {"skip", 9, true}, {"frame", 9, true}, {"frame", 9, false},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var r Repaint
			for i, s := range tc.steps {
				switch s.do {
				case "forget":
					r.Forget()
					continue
				case "skip": // Differs said yes, but the frame never reached the canvas
					if got := r.Differs(s.digest); got != s.present {
						t.Fatalf("step %d: Differs(%d) = %v, want %v", i, s.digest, got, s.present)
					}
					continue
				}
				got := r.Differs(s.digest)
				if got != s.present {
					t.Fatalf("step %d: Differs(%d) = %v, want %v", i, s.digest, got, s.present)
				}
				if got {
					r.Presented(s.digest)
				}
			}
		})
	}
}
