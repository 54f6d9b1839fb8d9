package model

import (
	"bufio"
	"flag"
	"fmt"
	"hash/fnv"
	"io"
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
// with every trace record kept, and pins the records and the metrics.
func goldenDigest(t *testing.T, set [][2]string) goldenPin {
	s, err := New(goldenConfig(t, set))
	if err != nil {
		t.Fatal(err)
	}
	return goldenPinOf(t, s)
}

// goldenBlock is how many records (simLines) a block digest of the
// golden file covers.
const goldenBlock = 4096

// goldenPin is one case's line of testdata/digests.golden: the digest of
// the whole run (simDigest) and one of each block of goldenBlock records,
// so that a run which parts from the pinned one can be placed; first is
// the run's first record of each block, to quote where it parts.
type goldenPin struct {
	digest string
	blocks []string
	first  []string
}

// goldenPinOf is the pin of s run to goldenEnd in frame-sized slices.
func goldenPinOf(t *testing.T, s *Sim) goldenPin {
	t.Helper()
	var p goldenPin
	whole, block := fnv.New64a(), fnv.New32a()
	n := 0
	endBlock := func() {
		p.blocks = append(p.blocks, fmt.Sprintf("%08x", block.Sum32()))
		block.Reset()
	}
	simRecords(t, s, goldenEnd, goldenStep, func(line string) {
		if n%goldenBlock == 0 {
			p.first = append(p.first, strings.TrimSpace(line))
		}
		io.WriteString(whole, line)
		io.WriteString(block, line)
		if n++; n%goldenBlock == 0 {
			endBlock()
		}
	})
	if n%goldenBlock != 0 {
		endBlock()
	}
	p.digest = fmt.Sprintf("%x", whole.Sum64())
	return p
}

// String is the pin as the golden file writes it: "digest b0,b1,…".
func (p goldenPin) String() string { return p.digest + " " + strings.Join(p.blocks, ",") }

// partsFrom says where the run p parts from the pinned run want: the
// first block of records whose digests differ, with p's first record in
// it, or why it cannot say.
func (p goldenPin) partsFrom(want goldenPin) string {
	for i := range min(len(p.blocks), len(want.blocks)) {
		if p.blocks[i] != want.blocks[i] {
			return fmt.Sprintf("the runs part in records %d..%d (block %d of %d); this run's first record there: %s",
				i*goldenBlock+1, (i+1)*goldenBlock, i+1, len(p.blocks), p.first[i])
		}
	}
	if len(want.blocks) == 0 {
		return "the golden file pins no blocks"
	}
	return fmt.Sprintf("this run has %d blocks of records, the pinned one %d", len(p.blocks), len(want.blocks))
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
	return goldenPinOf(t, s).digest
}

// goldenStep advances s by one frame (16.7 µs) towards end.
func goldenStep(s *Sim, end Time) bool {
	s.RunUntil(min(end, s.Now()+Time(16_700_000)))
	return s.Now() < end
}

// readGolden reads testdata/digests.golden: the pin by case name.
func readGolden(t *testing.T) map[string]goldenPin {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "digests.golden"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := map[string]goldenPin{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		if len(fs) < 2 {
			continue
		}
		p := goldenPin{digest: fs[1]}
		if len(fs) > 2 {
			p.blocks = strings.Split(fs[2], ",")
		}
		want[fs[0]] = p
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return want
}

// TestGoldenDigests compares the runs with testdata/digests.golden, and
// where one parts from its pin names the block of records where it does.
func TestGoldenDigests(t *testing.T) {
	path := filepath.Join("testdata", "digests.golden")
	var file strings.Builder
	got := map[string]goldenPin{}
	for _, c := range goldenCases {
		got[c.name] = goldenDigest(t, c.set)
		fmt.Fprintf(&file, "%s %s\n", c.name, got[c.name])
	}
	if *update {
		if err := os.WriteFile(path, []byte(file.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want := readGolden(t)
	for _, c := range goldenCases {
		if g, w := got[c.name], want[c.name]; g.digest != w.digest {
			t.Errorf("%s: digest %s; testdata/digests.golden has %q (run with -update after a deliberate change); %s", c.name, g.digest, w.digest, g.partsFrom(w))
		}
	}
}

// TestGoldenPartsFrom: a pin placed against another names the first block
// of records that differs, and says when it cannot.
func TestGoldenPartsFrom(t *testing.T) {
	p := goldenPin{digest: "a", blocks: []string{"1", "2", "3"}, first: []string{"1 poll", "4097 rx", "8193 miss"}}
	tests := []struct {
		want goldenPin
		says string
	}{
		{goldenPin{blocks: []string{"1", "9", "3"}}, "records 4097..8192 (block 2 of 3); this run's first record there: 4097 rx"},
		{goldenPin{blocks: []string{"0"}}, "records 1..4096 (block 1 of 3)"},
		{goldenPin{}, "pins no blocks"},
		{goldenPin{blocks: []string{"1", "2"}}, "this run has 3 blocks of records, the pinned one 2"},
	}
	for _, tt := range tests {
		if got := p.partsFrom(tt.want); !strings.Contains(got, tt.says) {
			t.Errorf("partsFrom(%v) = %q; want it to say %q", tt.want.blocks, got, tt.says)
		}
	}
}
