package model

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/digests.golden from the model")

// goldenCases are the configurations whose trace and metrics are pinned by
// testdata/digests.golden: an optimisation must leave every digest as it
// is; a deliberate change of the model's behaviour rewrites the file with
// -update and says so in its commit.
var goldenCases = []struct {
	name string
	set  [][2]string
}{
	{"default", nil},
	{"today", [][2]string{{"variant", "today"}}},
	{"cqe-peek", [][2]string{{"variant", "cqe-peek"}}},
	{"bulk", [][2]string{{"variant", "bulk"}}},
	{"distance-8", [][2]string{{"distance", "8"}}},
	{"tcp", [][2]string{{"traffic", "tcp"}}},
	{"tcp-today", [][2]string{{"traffic", "tcp"}, {"variant", "today"}}},
	{"xdp-drop", [][2]string{{"xdp", "drop"}}},
	{"xdp-tx", [][2]string{{"xdp", "tx"}}},
	{"xdp-pass-inject", [][2]string{{"xdp", "pass"}, {"inject", "on"}}},
	{"compress", [][2]string{{"cqe-compress", "on"}}},
	{"compress-peek-rate", [][2]string{{"cqe-compress", "on"}, {"variant", "cqe-peek"}, {"rate", "5"}}},
	{"lowrate", [][2]string{{"traffic", "lowrate"}, {"rate", "0.5"}}},
	{"jumbo-mixed", [][2]string{{"mtu", "9000"}, {"traffic", "mixed"}}},
	{"burst-small-ring", [][2]string{{"traffic", "burst"}, {"burst", "600"}, {"ring", "64"}}},
	{"rate-budget", [][2]string{{"rate", "2.5"}, {"budget", "16"}, {"lines", "headers"}}},
	{"legacy-mlx4", [][2]string{{"profile", "mlx4-2016"}, {"rq", "legacy"}, {"xdp", "tx"}, {"size", "64"}, {"variant", "mlx4-ahead"}, {"distance", "3"}}},
	{"v46-burst-drop", [][2]string{{"profile", "cx4lx-2016"}, {"rq", "striding-v4.6"}, {"traffic", "burst"}, {"size", "64"}, {"sink", "driver-drop"}}},
	{"legacy-bulk-drop", [][2]string{{"profile", "cx4lx-2016"}, {"rq", "legacy"}, {"variant", "bulk"}, {"size", "64"}, {"sink", "driver-drop"}}},
	{"lro-headcopy", [][2]string{{"profile", "grace-cx7"}, {"traffic", "tcp"}, {"lro", "on"}, {"headcopy", "256"}, {"app", "irq-core"}}},
	{"jumbo-tcp-chain", [][2]string{{"mtu", "9000"}, {"traffic", "tcp"}, {"headcopy", "256"}}},
	{"ddio", [][2]string{{"profile", "spr-ddio"}, {"variant", "today"}}},
}

// goldenDigest runs c for 2 ms of simulated time in frame-sized slices
// with every trace record kept, and hashes the records and the metrics.
func goldenDigest(t *testing.T, set [][2]string) string {
	s, err := New(goldenConfig(t, set))
	if err != nil {
		t.Fatal(err)
	}
	return goldenRun(t, s)
}

// goldenConfig is the default configuration with set's knobs changed.
func goldenConfig(t *testing.T, set [][2]string) Config {
	t.Helper()
	cfg := DefaultConfig()
	for _, kv := range set {
		if err := cfg.Set(kv[0], kv[1]); err != nil {
			t.Fatal(err)
		}
	}
	return cfg
}

// goldenEnd is how long a golden case runs, in simulated time.
const goldenEnd = 2 * Millisecond

// goldenRun is the digest of s run to goldenEnd in frame-sized slices.
func goldenRun(t *testing.T, s *Sim) string {
	t.Helper()
	d, _ := simDigest(t, s, goldenEnd, goldenStep)
	return d
}

// goldenStep advances s by one frame (16.7 µs) towards end.
func goldenStep(s *Sim, end Time) bool {
	s.RunUntil(min(end, s.Now()+Time(16_700_000)))
	return s.Now() < end
}

// readGolden reads testdata/digests.golden: digest by case name.
func readGolden(t *testing.T) map[string]string {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "digests.golden"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if name, d, ok := strings.Cut(sc.Text(), " "); ok {
			want[name] = d
		}
	}
	return want
}

// TestGoldenDigests compares the digests with testdata/digests.golden.
func TestGoldenDigests(t *testing.T) {
	path := filepath.Join("testdata", "digests.golden")
	var got strings.Builder
	for _, c := range goldenCases {
		fmt.Fprintf(&got, "%s %s\n", c.name, goldenDigest(t, c.set))
	}
	if *update {
		if err := os.WriteFile(path, []byte(got.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want := readGolden(t)
	for _, line := range strings.Split(strings.TrimSpace(got.String()), "\n") {
		name, d, _ := strings.Cut(line, " ")
		if want[name] != d {
			t.Errorf("%s: digest %s; testdata/digests.golden has %q (run with -update after a deliberate change)", name, d, want[name])
		}
	}
}
