package lessons

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"rxscope/model"
)

// wantLessons is the table of contents the catalog must keep.
var wantLessons = []struct {
	id, seed string
}{
	{"strides", "003"},
	{"cold", "000"},
	{"mlx4", "001"},
	{"ahead", "000"},
	{"peek", "000"},
	{"shinfo", "000"},
	{"xdp", "000"},
	{"bulk", "002"},
	{"headlen", "004"},
}

func TestCatalog(t *testing.T) {
	if got, want := len(All()), len(wantLessons); got != want {
		t.Fatalf("All() has %d lessons; want %d", got, want)
	}
	for i, w := range wantLessons {
		l := All()[i]
		if l.ID != w.id || l.Seed != w.seed {
			t.Errorf("lesson %d is %s (seed %s); want %s (seed %s)", i, l.ID, l.Seed, w.id, w.seed)
		}
		n, ok := Catalog.Steps(w.id)
		if !ok || n != len(l.Steps) {
			t.Errorf("Catalog.Steps(%q) = %d, %v; want %d, true", w.id, n, ok, len(l.Steps))
		}
		if got, ok := Lookup(w.id); !ok || got != l {
			t.Errorf("Lookup(%q) = %v, %v", w.id, got, ok)
		}
	}
	for _, id := range []string{"", "nope", "AHEAD", "ahead "} {
		if n, ok := Catalog.Steps(id); ok || n != 0 {
			t.Errorf("Catalog.Steps(%q) = %d, %v; want 0, false", id, n, ok)
		}
	}
	var _ interface{ Steps(string) (int, bool) } = Catalog
	if got := strings.Join(Catalog.IDs(), ","); got != "strides,cold,mlx4,ahead,peek,shinfo,xdp,bulk,headlen" {
		t.Errorf("IDs() = %s", got)
	}
}

var (
	runName   = regexp.MustCompile(`^[a-z][a-z0-9]*$`)
	lessonID  = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)
	kernelFn  = regexp.MustCompile(`\b[a-z_][a-z0-9]*_[a-z0-9_]+\b`)
	kernelSrc = regexp.MustCompile(`\b[a-z0-9_]+\.[ch]\b`)
)

// TestLessonData checks each lesson's data without running the model:
// IDs, settings, run names, targets, questions, claims and templates.
func TestLessonData(t *testing.T) {
	knobs := map[string]bool{}
	for _, k := range model.Knobs() {
		knobs[k.Name] = true
	}
	for _, l := range All() {
		if !lessonID.MatchString(l.ID) || l.Title == "" || l.Summary == "" {
			t.Errorf("%s: bad ID, title or summary", l.ID)
		}
		if len(l.Steps) < 3 {
			t.Errorf("%s: %d steps; a lesson needs a few", l.ID, len(l.Steps))
		}
		for i, st := range l.Steps {
			where := l.ID + " step " + st.Title
			if last := i == len(l.Steps)-1; st.Explore != last {
				t.Errorf("%s: Explore = %v; only the last step explores", where, st.Explore)
			}
			if _, err := l.Config(i); err != nil {
				t.Errorf("%s: %v", where, err)
			}
			names := map[string]bool{}
			for _, r := range st.Runs {
				if !runName.MatchString(r.Name) || names[r.Name] || figureByName(r.Name) != nil || knobs[r.Name] || r.Name == "change" || r.Name == TryRun {
					t.Errorf("%s: bad or repeated run name %q", where, r.Name)
				}
				for _, f := range figures {
					for _, part := range strings.Split(f.name, ".") {
						if part == r.Name {
							t.Errorf("%s: run name %q is part of figure %s", where, r.Name, f.name)
						}
					}
				}
				names[r.Name] = true
			}
			for _, h := range st.Highlight {
				if k, ok := h.Control(); ok && !knobs[k] {
					t.Errorf("%s: highlight of control %q, which is no knob", where, k)
				}
			}
			if len(st.Try) > 0 {
				cfg, _ := l.Config(i)
				try := cfg
				if err := apply(&try, st.Try); err != nil || try == cfg {
					t.Errorf("%s: Try %v must change the step's configuration (%v)", where, st.Try, err)
				}
			}
			if q := st.Predict; q != nil && (len(q.Choices) < 2 || len(q.Choices) > 4 || q.Reveal == "") {
				t.Errorf("%s: a question has 2 to 4 choices and a reveal", where)
			}
			if !st.Explore {
				if !kernelFn.MatchString(st.Text) || !kernelSrc.MatchString(st.Text) {
					t.Errorf("%s: the text must name a driver function and a kernel file:\n%s", where, st.Text)
				}
			}
			for _, tpl := range templates(&st) {
				if _, err := Placeholders(tpl); err != nil {
					t.Errorf("%s: %v", where, err)
				}
			}
			for _, c := range st.Expect {
				if _, _, _, err := c.parts(); err != nil {
					t.Errorf("%s: %v", where, err)
				}
			}
		}
	}
	for _, f := range figures {
		if knobs[f.name] {
			t.Errorf("figure %s has the name of a knob", f.name)
		}
	}
}

// templates returns every template of a step: text, reveal, choices.
func templates(st *Step) []string {
	out := []string{st.Title, st.Text}
	if q := st.Predict; q != nil {
		out = append(out, q.Reveal)
		for _, c := range q.Choices {
			out = append(out, c.Text)
		}
	}
	return out
}

// TestWalk plays every lesson from its first step to its last with
// scripted inputs: a wrong answer first, then the right one, the knobs a
// step asks for, Next.
func TestWalk(t *testing.T) {
	for _, l := range All() {
		t.Run(l.ID, func(t *testing.T) {
			r, err := NewRunner(l)
			if err != nil {
				t.Fatal(err)
			}
			for {
				st := r.Step()
				if st.Predict != nil {
					if r.Done() || r.Next() {
						t.Fatalf("step %d: moved on before the question was answered", r.Index())
					}
					if r.Right() != -1 || r.Chosen() != -1 {
						t.Errorf("step %d: Right/Chosen known before the answer", r.Index())
					}
					before := r.Text()
					right := rightChoice(t, r)
					wrong := (right + 1) % len(r.Choices())
					if ok, err := r.Answer(wrong); ok || err != nil {
						t.Errorf("step %d: Answer(%d) = %v, %v; want false, nil", r.Index(), wrong, ok, err)
					}
					if !strings.HasPrefix(r.Text(), "Good guess, but") || r.Text() == before {
						t.Errorf("step %d: a wrong answer shows %q", r.Index(), r.Text())
					}
					if ok, err := r.Answer(right); !ok || err != nil {
						t.Errorf("step %d: Answer(%d) = %v, %v; want true, nil", r.Index(), right, ok, err)
					}
					if !strings.HasPrefix(r.Text(), "You were right: "+r.Choices()[right]) || r.Right() != right || r.Chosen() != right {
						t.Errorf("step %d: the right answer shows %q", r.Index(), r.Text())
					}
				} else if _, err := r.Answer(0); err == nil {
					t.Errorf("step %d: Answer without a question succeeded", r.Index())
				}
				if len(st.Try) > 0 {
					if r.Done() || r.Next() {
						t.Fatalf("step %d: moved on before the learner set %v", r.Index(), st.Try)
					}
					live := r.Config()
					if err := apply(&live, st.Try); err != nil {
						t.Fatal(err)
					}
					r.Live(live)
				}
				if !r.Done() {
					t.Fatalf("step %d: not done after the script", r.Index())
				}
				if err := r.Check(); err != nil {
					t.Errorf("step %d (%s): %v", r.Index(), st.Title, err)
				}
				if r.AtEnd() {
					break
				}
				i := r.Index()
				if !r.Next() || r.Index() != i+1 {
					t.Fatalf("step %d: Next did not move", i)
				}
			}
			if !r.Step().Explore || r.Next() || r.Advance() {
				t.Errorf("the last step must be free exploration, and the end")
			}
			if r.Config() != l.Explore() || r.Explore() != l.Explore() {
				t.Errorf("Config() at the end = %+v; want the lesson's Explore() %+v", r.Config(), l.Explore())
			}
			for r.Prev() {
			}
			if r.Index() != 0 {
				t.Errorf("Prev stopped at %d", r.Index())
			}
		})
	}
}

// rightChoice finds the right answer the way a reader of the model would:
// the one choice whose claim holds on the step's figures.
func rightChoice(t *testing.T, r *Runner) int {
	t.Helper()
	st, p := r.Step(), r.steps[r.Index()]
	var claims []Claim
	for _, c := range st.Predict.Choices {
		claims = append(claims, c.Claim)
	}
	right := -1
	for i, c := range claims {
		ok, err := p.runs.holds(c, claims)
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			if right >= 0 {
				t.Fatalf("step %d: choices %d and %d both hold", r.Index(), right, i)
			}
			right = i
		}
	}
	if right < 0 {
		t.Fatalf("step %d: no choice holds", r.Index())
	}
	return right
}

// TestAdvance plays every lesson with the presenter's clicker only.
func TestAdvance(t *testing.T) {
	for _, l := range All() {
		r, err := NewRunner(l)
		if err != nil {
			t.Fatal(err)
		}
		clicks := 0
		for r.Advance() {
			clicks++
			if r.Step().Predict != nil && r.Answered() && !strings.HasPrefix(r.Text(), "The model says: ") {
				t.Errorf("%s step %d: a revealed answer shows %q", l.ID, r.Index(), r.Text())
			}
		}
		if !r.AtEnd() || clicks < len(l.Steps)-1 {
			t.Errorf("%s: the clicker stopped at step %d after %d clicks", l.ID, r.Index(), clicks)
		}
	}
}

func TestGotoAndStart(t *testing.T) {
	r, err := Start("ahead")
	if err != nil {
		t.Fatal(err)
	}
	if err := r.Goto(r.Len()); err == nil {
		t.Error("Goto past the end succeeded")
	}
	if err := r.Goto(-1); err == nil {
		t.Error("Goto(-1) succeeded")
	}
	if err := r.Goto(2); err != nil || r.Index() != 2 {
		t.Fatalf("Goto(2): %v, at %d", err, r.Index())
	}
	r.Answer(1)
	r.Goto(0)
	r.Goto(2)
	if r.Chosen() != 1 {
		t.Errorf("an answer is kept when coming back to a step; Chosen() = %d", r.Chosen())
	}
	if _, err := Start("nope"); err == nil {
		t.Error(`Start("nope") succeeded`)
	}
}

// TestDeterministic: two runners of the same lesson, each building its
// own simulations, give the same step, text, figures, configuration and
// choices at every step of every lesson, before and after an answer; any
// error either returns fails the test instead of ending the walk early.
func TestDeterministic(t *testing.T) {
	for _, l := range All() {
		a, err := Start(l.ID)
		if err != nil {
			t.Fatalf("%s: %v", l.ID, err)
		}
		b, err := Start(l.ID)
		if err != nil {
			t.Fatalf("%s: %v", l.ID, err)
		}
		for i := range a.Len() {
			if err := a.Goto(i); err != nil {
				t.Fatalf("%s step %d: %v", l.ID, i, err)
			}
			if err := b.Goto(i); err != nil {
				t.Fatalf("%s step %d: %v", l.ID, i, err)
			}
			sameStep(t, l.ID, a, b)
			if a.Choices() == nil {
				continue
			}
			ra, erra := a.Answer(0)
			rb, errb := b.Answer(0)
			if erra != nil || errb != nil || ra != rb {
				t.Fatalf("%s step %d: Answer(0) = %v, %v and %v, %v", l.ID, i, ra, erra, rb, errb)
			}
			sameStep(t, l.ID, a, b)
		}
	}
}

// sameStep fails the test where two runners at one step disagree.
func sameStep(t *testing.T, id string, a, b *Runner) {
	t.Helper()
	where := fmt.Sprintf("%s step %d", id, a.Index())
	if a.Index() != b.Index() {
		t.Fatalf("%s: the other runner is at step %d", where, b.Index())
	}
	if a.Text() != b.Text() {
		t.Errorf("%s: text %q; the other runner %q", where, a.Text(), b.Text())
	}
	if !slices.Equal(a.Quotes(), b.Quotes()) {
		t.Errorf("%s: figures %v; the other runner %v", where, a.Quotes(), b.Quotes())
	}
	if !slices.Equal(a.Choices(), b.Choices()) {
		t.Errorf("%s: choices %q; the other runner %q", where, a.Choices(), b.Choices())
	}
	if a.Config() != b.Config() || a.Right() != b.Right() {
		t.Errorf("%s: configuration or right answer differ: %+v (%d) and %+v (%d)", where, a.Config(), a.Right(), b.Config(), b.Right())
	}
	if len(a.Text()) == 0 {
		t.Errorf("%s: an empty text", where)
	}
}

// TestNoAllocPerFrame checks that what the visualizer reads every frame
// does not allocate once the step is prepared.
func TestNoAllocPerFrame(t *testing.T) {
	r, err := Start("ahead")
	if err != nil {
		t.Fatal(err)
	}
	r.Goto(2)
	var sink int
	allocs := testing.AllocsPerRun(100, func() {
		sink += len(r.Text()) + len(r.Quotes()) + len(r.Highlight()) + len(r.Choices()) + len(r.Title())
		if r.Done() && r.Answered() {
			sink++
		}
		cfg := r.Config()
		sink += cfg.Distance + r.Index() + r.Right() + r.Chosen()
	})
	if allocs != 0 {
		t.Errorf("per-frame reads allocate %v times", allocs)
	}
	_ = sink
}
