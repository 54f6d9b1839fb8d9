package app

import (
	"strings"
	"sync"
	"testing"

	"rxscope/model/validation"
)

// leverOpts are short runs: the levers' numbers differ from rxsim
// validate's defaults, but the app and the command line must agree on
// whatever the sizes.
var leverOpts = validation.Options{Warmup: 1500, Packets: 5000}

// leverReport is validation.Validate's -levers report at leverOpts, made once.
var leverReport = sync.OnceValues(func() (validation.Report, error) {
	o := leverOpts
	o.Levers = true
	return validation.Validate(o)
})

// wantLevers is the -levers report's lever of each key of
// validation.PublishedLevers.
func wantLevers(t *testing.T) []validation.LeverResult {
	t.Helper()
	rep, err := leverReport()
	if err != nil {
		t.Fatal(err)
	}
	if n := len(validation.PublishedLevers()); len(rep.Levers) != n {
		t.Fatalf("the report has %d levers; validation.PublishedLevers %d", len(rep.Levers), n)
	}
	return rep.Levers
}

// TestRunnerLeversEqualValidate: the worker's answers to a JobLevers
// for every lever, sent as messages and read back, are what rxsim
// validate -levers finds, number for number and word for word, and an
// out-of-range request is refused with a message naming the range.
func TestRunnerLeversEqualValidate(t *testing.T) {
	want := wantLevers(t)
	keys := validation.PublishedLevers()
	var r Runner
	if err := r.Take(EncodeRequest(Request{ID: 3, Kind: JobLevers, From: 0, To: len(keys), Options: leverOpts})); err != nil {
		t.Fatal(err)
	}
	var got []Reply
	slices := 0
	for r.Busy() {
		slices++
		r.Work(func(a Reply) { got = append(got, a) })
	}
	if len(got) != len(keys) || !got[len(got)-1].Done {
		t.Fatalf("%d answers for %d levers (the last done: %v)", len(got), len(keys), len(got) > 0 && got[len(got)-1].Done)
	}
	probes := 0
	for k, a := range got {
		a, err := DecodeReply(EncodeReply(a))
		if err != nil {
			t.Fatal(err)
		}
		if a.Point != k || a.Lever == nil || a.Err != "" {
			t.Fatalf("answer %d: %+v", k, a)
		}
		res, err := a.Lever.Result(keys[k], leverOpts)
		if err != nil {
			t.Fatal(err)
		}
		w := want[k]
		if *a.Lever != *NewLeverNumbers(w) && !sameNaN(*a.Lever, *NewLeverNumbers(w)) || res.Summary() != w.Summary() {
			t.Errorf("lever %d (%s %s): worker %+v\n  %s\nvalidate -levers %+v\n  %s", k, w.Figure.ID, w.Param, *a.Lever, res.Summary(), *NewLeverNumbers(w), w.Summary())
		}
		probes += a.Lever.Probes
	}
	if slices < probes {
		t.Errorf("%d probes in %d slices: a slice ran more than a probe", probes, slices)
	}
	for _, bad := range []Request{{ID: 4, Kind: JobLevers, From: len(keys)}, {ID: 5, Kind: JobLevers, From: 2, To: 1}} {
		r.Take(EncodeRequest(bad))
		var a []Reply
		for r.Busy() {
			r.Work(func(x Reply) { a = append(a, x) })
		}
		if len(a) != 1 || !strings.Contains(a[0].Err, "out of range") {
			t.Errorf("%+v: answers %+v; want one error naming the range", bad, a)
		}
	}
}

// sameNaN reports whether a and b are equal where NaN (a direction's
// missing second figure) counts as equal to NaN.
func sameNaN(a, b LeverNumbers) bool {
	fa, fb := a.numbers(), b.numbers()
	for i := range fa {
		x, y := *fa[i], *fb[i]
		if x != y && (x == x || y == y) {
			return false
		}
	}
	return a.Met == b.Met && a.Probes == b.Probes
}

// TestValidationLeverText: the scene list's words for each lever say
// "searching dram-ns …" until its search ends, the searches wait for
// every figure, and then each reads as rxsim validate -levers found it,
// searched here in the frames a slice at a time: a lever that meets its
// figure, one that cannot, and one that makes a direction hold.
func TestValidationLeverText(t *testing.T) {
	want := wantLevers(t)
	keys := validation.PublishedLevers()
	v := NewValidation(validation.MeasuredScenes(), leverOpts)
	if txt, ok := v.LeverText("000/udp/before", 0); !ok || txt != "searching dram-ns …" {
		t.Errorf("before any work the UDP lever reads %q (%v); want searching dram-ns …", txt, ok)
	}
	if _, ok := v.LeverText("000/udp/after", 0); ok {
		t.Error("a fitted figure has lever words")
	}
	for v.Pending() {
		v.Work()
		if done, total := v.Progress(); done < total && (v.search != nil || func() bool { d, _ := v.LeversDone(); return d > 0 }()) {
			t.Fatalf("a lever searched with %d of %d figures measured", done, total)
		}
	}
	shown := 0 // the levers of the rows' figures: every lever, the gains' and the spread's included
	kinds := map[string]string{}
	for k, key := range keys {
		txt, ok := v.LeverText(key.Figure, key.Lever)
		if !ok {
			continue
		}
		wantTxt := want[k].Summary()
		if agree, ok := validation.LeverAgreement(want, want[k]); ok {
			wantTxt += ". " + agree // one value for the seed's figures, or not
		}
		if shown++; txt != wantTxt {
			t.Errorf("%s lever %d reads\n  %q\nrxsim validate -levers:\n  %q", key.Figure, key.Lever, txt, wantTxt)
		}
		kind := "unmet"
		switch w := want[k]; {
		case w.Claim != "":
			kind = "claim"
		case w.Met:
			kind = "met"
		}
		if kinds[kind] == "" { // the first of its kind
			kinds[kind] = txt
		}
	}
	if done, total := v.LeversDone(); done != total || total != shown || shown != len(keys) {
		t.Fatalf("%d of %d levers searched; the rows' figures have %d", done, total, shown)
	}
	for kind, prefix := range map[string]string{
		"met":   "dram-ns would need ",
		"unmet": "no inject-ways in 1..2 ways reaches ~14%; closest ",
		"claim": "“TCP: stride-ahead carries more Gb/s than today” holds with dram-ns at ",
	} {
		if txt := kinds[kind]; !strings.HasPrefix(txt, prefix) || !strings.Contains(txt, "; fitted 0") || !strings.Contains(txt, "(shipped ") && kind != "unmet" {
			t.Errorf("a %s lever reads %q; want it to begin %q and name the fitted figure", kind, txt, prefix)
		}
	}
}
