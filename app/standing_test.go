package app

import (
	"strconv"
	"testing"

	"rxscope/address"
	"rxscope/lessons"
	"rxscope/model"
)

// openRig opens query as the screen does on loading (the session started
// on its knobs, then Lessons.OpenAddress) and reports the state parsed.
func openRig(t *testing.T, query string) (*lessonRig, address.State) {
	t.Helper()
	s, ns := address.Parse(query, address.Default(), lessons.Catalog)
	if len(ns) != 0 {
		t.Fatalf("%q: notices %v", query, ns)
	}
	r := newLessonRig(t)
	r.ses.SetPaused(s.Paused)
	if err := r.ses.Start(s.Config); err != nil {
		t.Fatal(err)
	}
	r.ls.OpenAddress(s)
	return r, s
}

// warmUpEnd is the simulated time at which the after simulation of cfg
// has consumed the live window's warm-up, and that of its window's end.
func warmUpEnd(t *testing.T, cfg model.Config) (warm, measured model.Time) {
	t.Helper()
	ses, err := NewSession(cfg, true, DefaultSpeed)
	if err != nil {
		t.Fatal(err)
	}
	ses.WarmUp(LiveWindow.Warmup)
	warm = ses.After().Now()
	ses.WarmUp(LiveWindow.Warmup + LiveWindow.Packets)
	return warm, ses.After().Now()
}

// TestPausedAddressOpensAt opens paused states with and without a time,
// with and without a lesson, and runs the background work to its end: a
// state whose address names no time stands at the live window's end (the
// figures measured), one that names a time stands exactly there (at=0
// at the start), and the address then names the time it stands at.
func TestPausedAddressOpensAt(t *testing.T) {
	l, _ := lessons.Lookup("cold")
	cold, err := l.Config(7)
	if err != nil {
		t.Fatal(err)
	}
	cold6 := model.DefaultConfig()
	cold6.Distance = 6
	_, measuredDefault := warmUpEnd(t, model.DefaultConfig())
	warmCold, measuredCold := warmUpEnd(t, cold)
	_, measuredCold6 := warmUpEnd(t, cold6)
	for _, tc := range []struct {
		query    string
		want     model.Time // the time the state stands at
		measured bool       // the live figures are measured there
	}{
		{"paused=1", measuredDefault, true},
		{"paused=1&at=0", 0, false},
		{"paused=1&at=123456", 123456, false}, // before the warm-up's end
		{"paused=1&at=2000000000", 2e9, true}, // past the live window's end
		{"lesson=cold&step=8&paused=1", measuredCold, true},
		{"lesson=cold&step=8&distance=6&paused=1", measuredCold6, true},
		{"lesson=cold&step=8&paused=1&at=0", 0, false},
		{"lesson=cold&step=8&paused=1&at=123456", 123456, false},
		{"lesson=cold&step=8&paused=1&at=" + itoa(warmCold+5000), warmCold + 5000, false},
	} {
		t.Run(tc.query, func(t *testing.T) {
			r, s := openRig(t, tc.query)
			r.settle(t)
			if got := r.ses.After().Now(); got != tc.want {
				t.Errorf("stands at %d ps; want %d", got, tc.want)
			}
			if got := r.ses.Before().Now(); got != tc.want {
				t.Errorf("before stands at %d ps; want %d, as after", got, tc.want)
			}
			if !r.ses.Paused() {
				t.Error("running; want paused")
			}
			if _, _, done := r.live.Window(r.ses); (done == 1) != tc.measured {
				t.Errorf("live window %.3f done; want measured %v", done, tc.measured)
			}
			a := AddressOf(r.ses, r.ls, Presenter{}, s.Log)
			if !a.AtGiven || a.At != int64(tc.want) {
				t.Errorf("the address reads %q; want at=%d", a.Query(), tc.want)
			}
		})
	}
}

// TestMeasuredOpeningInSlices: a paused state without a time is not run
// in OpenAddress (one long frame) but by the warm-up job, a slice of at
// most WarmUpChunk packets at a time, while the address names no time;
// once there, the live window has just been completed: the instant
// before, it had not.
func TestMeasuredOpeningInSlices(t *testing.T) {
	r, s := openRig(t, "paused=1")
	if now := r.ses.After().Now(); now != 0 {
		t.Fatalf("OpenAddress ran the simulations to %d ps at once", now)
	}
	if !r.ls.WarmingUp() {
		t.Fatal("no warm-up under way")
	}
	job := r.ls.WarmUpJob()
	slices := 0
	for job.Pending() {
		if a := AddressOf(r.ses, r.ls, Presenter{}, s.Log); a.Query() != "paused=1" {
			t.Fatalf("after %d slices the address is %q; want paused=1", slices, a.Query())
		}
		before := r.ses.After().Metrics().Packets
		job.Work()
		if n := r.ses.After().Metrics().Packets - before; n > WarmUpChunk+8 {
			t.Fatalf("a slice ran %d packets; want at most about %d", n, WarmUpChunk)
		}
		slices++
	}
	min := (LiveWindow.Warmup + LiveWindow.Packets) / WarmUpChunk
	if slices < min {
		t.Errorf("%d slices; want at least %d", slices, min)
	}
	_, after, done := r.live.Window(r.ses)
	if done != 1 || after.Packets < uint64(LiveWindow.Packets) || after.Packets > uint64(LiveWindow.Packets)+8 {
		t.Errorf("the window has %d packets, %.3f done; want just %d, done", after.Packets, done, LiveWindow.Packets)
	}
}

// TestMeasuredLinkCopied: the address a measured opening writes opens on
// the same picture: the same instant of both simulations and the same
// live figures, over the same window.
func TestMeasuredLinkCopied(t *testing.T) {
	for _, q := range []string{"paused=1", "lesson=cold&step=8&paused=1", "size=1500&paused=1&embed=1"} {
		r, s := openRig(t, q)
		r.settle(t)
		link := AddressOf(r.ses, r.ls, Presenter{Embed: s.Embed}, s.Log).Query()
		c, _ := openRig(t, link)
		c.settle(t)
		b1, a1, d1 := r.live.Window(r.ses)
		b2, a2, d2 := c.live.Window(c.ses)
		if r.ses.After().Metrics() != c.ses.After().Metrics() || r.ses.Before().Metrics() != c.ses.Before().Metrics() {
			t.Errorf("%q → %q: the copied link stands at another instant (%d vs %d ps)", q, link, c.ses.After().Now(), r.ses.After().Now())
		}
		if a1 != a2 || b1 != b2 || d1 != d2 || d2 != 1 {
			t.Errorf("%q → %q: the live figures differ: %d/%d packets, %.3f/%.3f done", q, link, a1.Packets, a2.Packets, d1, d2)
		}
		if again := AddressOf(c.ses, c.ls, Presenter{Embed: s.Embed}, s.Log).Query(); again != link {
			t.Errorf("%q → %q reads back as %q", q, link, again)
		}
	}
}

// TestOpeningAtMatchesOneRun: a time reached through the warm-up's end,
// or after starting again when the warm-up passed it, leaves the pair
// where one run to it does.
func TestOpeningAtMatchesOneRun(t *testing.T) {
	for _, at := range []model.Time{1, 123456, 2_000_000_000} {
		r, _ := openRig(t, "paused=1&at="+itoa(at))
		r.settle(t)
		one, err := NewSession(model.DefaultConfig(), true, DefaultSpeed)
		if err != nil {
			t.Fatal(err)
		}
		one.RunTo(at)
		if r.ses.After().Metrics() != one.After().Metrics() || r.ses.Before().Metrics() != one.Before().Metrics() {
			t.Errorf("at=%d: the sliced opening differs from one run", at)
		}
	}
}

func itoa(t model.Time) string { return strconv.FormatUint(uint64(t), 10) }

// TestOpeningTakenOver: a user who steps while a paused state is run to
// its time takes over: in free exploration the job ends where the user
// left the pair and the address names that time; in a lesson the step's
// own warm-up goes on to the live window's end, as under a learner's
// steps.
func TestOpeningTakenOver(t *testing.T) {
	for _, tc := range []struct {
		query  string
		warmOn bool // the step's warm-up goes on
	}{
		{"paused=1", false},
		{"paused=1&at=2000000000", false},
		{"lesson=cold&step=8&paused=1&at=2000000000", true},
	} {
		t.Run(tc.query, func(t *testing.T) {
			r, s := openRig(t, tc.query)
			for !r.ls.WarmingUp() { // a lesson's step is prepared first
				r.frames++
				r.ls.Tick(r.frames, r.frames, false)
				r.ls.StepJob().Work()
			}
			job := r.ls.WarmUpJob()
			for range 3 {
				job.Work()
			}
			r.ses.StepPacket()
			mine := r.ses.After().Now()
			r.settle(t)
			now := r.ses.After().Now()
			if tc.warmOn {
				if _, _, done := r.live.Window(r.ses); done != 1 {
					t.Errorf("the step's warm-up stopped at %d ps, %.3f of the live window", now, done)
				}
			} else if now != mine {
				t.Errorf("the job ran on to %d ps after the user stepped to %d", now, mine)
			}
			if a := AddressOf(r.ses, r.ls, Presenter{}, s.Log); !a.AtGiven || a.At != int64(now) {
				t.Errorf("the address reads %q; want at=%d", a.Query(), now)
			}
		})
	}
}
