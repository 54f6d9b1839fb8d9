package validation

import (
	"fmt"
	"math"
	"sync"
	"testing"
)

var (
	reportOnce sync.Once
	report     Report
	reportErr  error
)

// testReport runs Validate once for every test that needs it, with runs
// shorter than rxsim's.
func testReport(t *testing.T) *Report {
	t.Helper()
	reportOnce.Do(func() { report, reportErr = Validate(Options{Warmup: 10000, Packets: 50000}) })
	if reportErr != nil {
		t.Fatal(reportErr)
	}
	return &report
}

// knownFailures are the published directions the model does not keep,
// each with the reason (see the figures' Why). The test fails if one of
// them starts to hold, so that the list stays true.
var knownFailures = map[string]string{
	"TCP: stride-ahead carries more Gb/s than today":      tcpCapWhy,
	"CQE compression on: stride-ahead still gains on TCP": tcpCapWhy,
	"distances 4, 6 and 8 within 3% of each other":        distanceWhy,
	"prefetching 3 ahead lowers the LLC miss share":       llcWhy,
}

// TestValidateDirections checks every published direction the model
// covers.
func TestValidateDirections(t *testing.T) {
	rep := testReport(t)
	for _, c := range rep.Claims {
		why, known := knownFailures[c.Text]
		switch {
		case !c.Checked:
		case c.Holds && known:
			t.Errorf("seed %s: %q now holds (%s); remove it from knownFailures", c.Seed, c.Text, claimText(c))
		case !c.Holds && !known:
			t.Errorf("seed %s: %q does not hold: %s", c.Seed, c.Text, claimText(c))
		case !c.Holds:
			t.Logf("seed %s: %q does not hold (known: %s)", c.Seed, c.Text, why)
		}
	}
}

// TestValidateAccuracy: the fitted figures are reproduced (within 3%),
// the seed 000 UDP flood and TCP cycles rows are within 10% where the
// model reaches them and logged where it does not, and every figure
// outside 15% says why.
func TestValidateAccuracy(t *testing.T) {
	rep := testReport(t)
	for _, f := range rep.Figures {
		if math.IsNaN(f.Ratio) {
			continue
		}
		off := math.Abs(f.Ratio - 1)
		switch {
		case f.Fitted != "" && off > 0.03:
			t.Errorf("%s: fitted figure at ratio %.3f; the calibration is stale", f.ID, f.Ratio)
		case off > 0.15 && f.Why == "":
			t.Errorf("%s: ratio %.2f, outside 15%%, with no sentence on why", f.ID, f.Ratio)
		}
	}
	// The seed 000 rows the model must reach: the after rows within 3%
	// (fitted), the before rows within 10% where the model reaches them,
	// and no further off than it is now where it does not (UDP 1.14, TCP
	// cycles 0.78; the figures' Why says which mechanism is missing).
	reach := map[string][2]float64{
		"000/udp/before": {0.90, 1.15}, "000/udp/after": {0.97, 1.03},
		"000/tcp-cyc/before": {0.77, 1.10}, "000/tcp-cyc/after": {0.97, 1.03},
	}
	for _, id := range []string{"000/udp/before", "000/udp/after", "000/tcp-cyc/before", "000/tcp-cyc/after"} {
		f, ok := rep.Figure(id)
		if !ok {
			t.Fatalf("no figure %s", id)
		}
		if r := reach[id]; f.Ratio < r[0] || f.Ratio > r[1] {
			t.Errorf("%s: ratio %.3f, outside %.2f..%.2f", id, f.Ratio, r[0], r[1])
		}
		if math.Abs(f.Ratio-1) <= 0.10 {
			continue
		}
		if f.Why == "" {
			t.Errorf("%s: ratio %.2f outside 10%% with no reason", id, f.Ratio)
		}
		t.Logf("%s: model %.4g, published %.4g, ratio %.2f, outside 10%%: %s", id, f.Model, f.Published, f.Ratio, f.Why)
	}
}

// TestPublishedTable: every figure has a unique ID, a published text, runs
// or a gap, and every claim names existing figures.
func TestPublishedTable(t *testing.T) {
	ids := map[string]bool{}
	for _, f := range PublishedFigures() {
		if ids[f.ID] {
			t.Errorf("figure %s listed twice", f.ID)
		}
		ids[f.ID] = true
		if f.Text == "" || f.What == "" || f.Unit == "" {
			t.Errorf("%s: missing text", f.ID)
		}
		if (len(f.Runs) == 0) == (f.Gap == "") {
			t.Errorf("%s: a figure has runs or a gap, not both", f.ID)
		}
		if f.Kind == FigureGain && len(f.Runs) != 0 && len(f.Runs) != 2 {
			t.Errorf("%s: a gain needs two runs", f.ID)
		}
		for _, r := range f.Runs {
			if _, err := r.Config(); err != nil {
				t.Errorf("%s: %v", f.ID, err)
			}
		}
	}
	for _, c := range PublishedClaims() {
		if !ids[c.A] || (c.B != "" && !ids[c.B]) {
			t.Errorf("claim %q names a missing figure", c.Text)
		}
	}
}

// ExampleValidate prints the seed 000 table the way rxsim validate does,
// with shorter runs.
func ExampleValidate() {
	rep, err := Validate(Options{Warmup: 5000, Packets: 20000})
	if err != nil {
		panic(err)
	}
	for _, f := range rep.Figures[:10] {
		fmt.Printf("%-20s published %-10s model %-12s ratio %.2f\n", f.ID, f.Text, formatValue(f.Model, f.Unit), f.Ratio)
	}
	for _, c := range rep.Claims[:5] {
		fmt.Printf("%-55s held %v\n", c.Text, c.Holds)
	}
	// Output:
	// 000/udp/before       published 2.52 Mpps  model 2.86 Mpps    ratio 1.14
	// 000/udp/after        published 3.44 Mpps  model 3.44 Mpps    ratio 1.00
	// 000/tcp-gbps/before  published 44.6 Gb/s  model 48.0 Gb/s    ratio 1.08
	// 000/tcp-gbps/after   published 48.0 Gb/s  model 48.0 Gb/s    ratio 1.00
	// 000/tcp-cyc/before   published 1334       model 1038         ratio 0.78
	// 000/tcp-cyc/after    published 715        model 715          ratio 1.00
	// 000/xdpdrop/before   published 409        model 360          ratio 0.88
	// 000/xdpdrop/after    published 280        model 280          ratio 1.00
	// 000/xdptx/before     published 829        model 711          ratio 0.86
	// 000/xdptx/after      published 554        model 555          ratio 1.00
	// UDP flood: stride-ahead is faster than today            held true
	// TCP: stride-ahead carries more Gb/s than today          held false
	// TCP: stride-ahead costs fewer NAPI cycles per packet    held true
	// XDP_DROP: stride-ahead costs fewer cycles per packet    held true
	// XDP_TX: stride-ahead costs fewer cycles per packet      held true
}

// TestWhyStatements checks what the figures' Why say about the model
// against the model: its today TCP costs fewer cycles than the seed's and
// the receiver's limit binds both TCP rate rows (tcpCapWhy); it loses
// more of a burst than the seed (burstWhy); its legacy RQ carries more
// TCP than the seed's (003/tcp64k/before).
func TestWhyStatements(t *testing.T) {
	rep := testReport(t)
	ratio := func(id string) float64 {
		f, ok := rep.Figure(id)
		if !ok {
			t.Fatalf("no figure %s", id)
		}
		return f.Ratio
	}
	value := func(id string) float64 { f, _ := rep.Figure(id); return f.Model }
	if r := ratio("000/tcp-cyc/before"); r >= 1 {
		t.Errorf("tcpCapWhy: today's TCP costs the model %.2f of the seed's cycles, not fewer", r)
	}
	if b, a := value("000/tcp-gbps/before"), value("000/tcp-gbps/after"); math.Abs(b/a-1) > 0.005 {
		t.Errorf("tcpCapWhy: the receiver's limit binds both rows, yet today carries %.2f Gb/s and stride-ahead %.2f", b, a)
	}
	for _, id := range []string{"003/burst/legacy-16k", "003/burst/striding-32k"} {
		if r := ratio(id); r <= 1 {
			t.Errorf("burstWhy: %s loses %.2f of the seed's frames, not more", id, r)
		}
	}
	if r := ratio("003/tcp64k/before"); r <= 1 {
		t.Errorf("003/tcp64k/before: the model's legacy RQ carries %.2f of the seed's rate, not more", r)
	}
}
