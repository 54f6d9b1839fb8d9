package validation

import (
	"strings"

	"rxscope/model"
)

// SeedSetup is one thing a seed does not state about its test, chosen
// once for all of that seed's rows from the seed's own evidence (the
// model notes, "A seed's setup"): never row by row, never to fit one
// figure. Choice is a knob setting (name=value, "profile=..." for the
// machine) put on every run of the seed that does not set that knob
// itself; Alt is the other plausible choice, and Validate reports how
// much each row would move under it (SetupResult).
type SeedSetup struct {
	Seed   string
	What   string // what the seed leaves unstated
	Choice string // the setting chosen, name=value
	Alt    string // the other plausible setting
	Why    string // the seed's own evidence for Choice
}

// Knob is the name of the knob the setup sets.
func (s SeedSetup) Knob() string { k, _, _ := strings.Cut(s.Choice, "="); return k }

// SeedSetups is every seed's setup.
func SeedSetups() []SeedSetup {
	return []SeedSetup{
		{Seed: "000", What: "where the receiving application ran", Choice: "app=other-ccd", Alt: "app=other-core",
			Why: "the seed pins its one RX queue to a dedicated CPU and names no application core; " +
				"its shinfo claim (an ovpn tunnel gains 34% with the shinfo prefetch, 4% without) needs that line to be far: " +
				"the NIC does not rewrite it (constant-size frames end before it), so on one CCD it comes back from the L3 in ~10 ns, " +
				"and only a reader on the other CCD (or DRAM) makes it cost a miss"},
		{Seed: "001", What: "which socket the NIC hung off", Choice: "nic=local", Alt: "nic=remote",
			Why: "the seed's before profile spends 21.9% of the cycles at one unresolved address in mlx4_en (the XDP program's first " +
				"read of the packet, gone after the change): ~22 ns of the 100 ns per packet at 10 Mpps, one fully exposed local " +
				"LLC hit (DDIO, ~20 ns on Haswell-EP); a remote line (~135 ns) would not fit in 100 ns. Its falling LLC-miss share " +
				"and its gain growing to 3 ahead point the other way (domain notes §10): the other choice shows what that costs"},
		{Seed: "002", What: "the machine", Choice: "profile=desk-2016", Alt: "profile=cx4lx-2016",
			Why: "the seed names no CPU; its 6.2 → 12 Mpps is 161 → 83 ns per packet, a 78 ns gap: one fully exposed DRAM miss, " +
				"which a part without DDIO shows and a Xeon with DDIO, whose header is an LLC hit, does not (domain notes §10)"},
		{Seed: "004", What: "the size of an LRO session", Choice: "lro-segs=22", Alt: "lro-segs=45",
			Why: "the seed says that with LRO on, skb_gro_receive ends up aggregating packets in the frag_list when payload sits " +
				"in the linear part: GRO merges two LRO skbs only while they fit gro_max_size (64 KiB), so the NIC's sessions held " +
				"at most 32 KiB, 22 segments of 1448 B; the largest such size is taken (at 50+ Gb/s the 32 µs LRO timer would " +
				"let them fill to 64 KiB, 45 segments, where GRO never chains)"},
		{Seed: "003", What: "where netserver ran", Choice: "app=other-core", Alt: "app=other-ccd",
			Why: "the review names the NIC and the test, not the placement; netperf's netserver left to the scheduler wakes " +
				"on a core that shares the L3 with the interrupted one (select_idle_sibling, kernel/sched/fair.c)"},
	}
}

// setupsOf returns the setups of seed.
func setupsOf(seed string) []SeedSetup {
	var out []SeedSetup
	for _, s := range SeedSetups() {
		if s.Seed == seed {
			out = append(out, s)
		}
	}
	return out
}

// isParam reports whether name is a parameter of a machine (as
// Profile.Params names them) rather than a knob.
func isParam(name string) bool {
	_, err := model.LookupParam(name)
	return err == nil
}

// withSetup applies setting (name=value) to r unless r sets that knob
// itself: "profile=NAME" names r's machine, any other setting is added
// to r's knobs.
func (r Run) withSetup(setting string) Run {
	name, v, _ := strings.Cut(setting, "=")
	if isParam(name) {
		return r // a parameter of the seed's machine: its profile carries the choice
	}
	if name == "profile" {
		r.Profile = v
		return r
	}
	for _, kv := range r.Set {
		if strings.HasPrefix(kv, name+"=") {
			return r
		}
	}
	r.Set = append(append([]string(nil), r.Set...), setting)
	return r
}

// withSetups puts every seed's setup on its figures' runs.
func withSetups(fs []Figure) []Figure {
	for i := range fs {
		for _, su := range setupsOf(fs[i].Seed) {
			for j := range fs[i].Runs {
				fs[i].Runs[j] = fs[i].Runs[j].withSetup(su.Choice)
			}
		}
	}
	return fs
}

// swapSetting replaces setting from with to on r, if r carries it. A
// setting of a profile parameter is carried by the seed's machine
// itself: it is swapped by overriding the parameter.
func (r Run) swapSetting(from, to string) (Run, bool) {
	name, v, _ := strings.Cut(from, "=")
	if isParam(name) {
		return r.withParam(to), true
	}
	if name == "profile" {
		if r.Profile != v {
			return r, false
		}
		_, r.Profile, _ = strings.Cut(to, "=")
		return r, true
	}
	for i, kv := range r.Set {
		if kv == from {
			set := append([]string(nil), r.Set...)
			set[i] = to
			r.Set = set
			return r, true
		}
	}
	return r, false
}

// withParam is r on its machine with one parameter overridden (setting
// is name=value, as Profile.Params names it): the other choice of a
// seed's setup, or a lever's probe. Everything else stays as shipped,
// the fitted work cycles included.
func (r Run) withParam(setting string) Run {
	r.params = append(append([]string(nil), r.params...), setting)
	return r
}

// withParam is f with every run's machine so overridden (Run.withParam).
func (f Figure) withParam(setting string) Figure {
	runs := make([]Run, len(f.Runs))
	for i, r := range f.Runs {
		runs[i] = r.withParam(setting)
	}
	f.Runs = runs
	return f
}

// SetupResult is how a seed's figures move when its setup is the other
// plausible choice.
type SetupResult struct {
	SeedSetup
	Rows []SetupRow
}

// SetupRow is one figure under the setup's choice and under its
// alternative.
type SetupRow struct {
	ID       string
	What     string
	Unit     string
	Choice   float64 // the model's value with the setup as chosen
	Alt      float64 // with the alternative
	Relative float64 // Alt / Choice − 1 (for gains in %, Alt − Choice)
}
