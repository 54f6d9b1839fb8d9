package main

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"rxscope/model"
	sens "rxscope/model/sensitivity"
	"rxscope/model/validation"
)

// sensitivity is "rxsim sensitivity": for one scene (the knobs, on the
// machine of -profile/-set/-profile-file), how much each decisive machine
// parameter moves today's and the look-ahead's NAPI cycles per packet
// and the gain when it moves by ±step. The rows are ordered by how far
// the gain swings: what about a machine decides the gain here, before
// anyone measures.
func sensitivity(args []string, stdout, stderr io.Writer) error {
	fs, asJSON := subcommand("sensitivity", "usage: rxsim sensitivity [-step 0.2] [-params a,b] [-set …] [-profile-file FILE] [knob flags]\n\nMoves each machine parameter by ±step on the scene's machine and shows how much\ntoday's and the look-ahead's cycles per packet and the gain move.\n\n", stderr)
	step := fs.Float64("step", sens.DefaultStep, "relative step of each parameter: 0.2 is ±20 %")
	params := fs.String("params", strings.Join(sens.Params(), ","), "machine parameters to move")
	o := validation.DefaultOptions()
	newCountFlag(fs, &o.Packets, "packets", o.Packets, 1, MaxPackets, "packets measured per run")
	newCountFlag(fs, &o.Warmup, "warmup", o.Warmup, 0, MaxPackets, "packets run before measuring")
	knobs := model.Knobs()
	values := make(map[string]*string, len(knobs))
	for _, k := range knobs {
		values[k.Name] = fs.String(k.Name, k.Default, k.Help)
	}
	mf := addMachineFlags(fs)
	if err := parseArgs(fs, args, 0); err != nil {
		return err
	}
	if err := checkPackets(o.Packets, o.Warmup); err != nil {
		return err
	}
	names, err := paramList(*params)
	if err != nil {
		return err
	}
	if err := checkWork(o.Warmup, o.Packets, sensitivityRuns(len(names)), "sensitivity"); err != nil {
		return err
	}
	cfg := model.DefaultConfig()
	for _, k := range knobs {
		if err := cfg.Set(k.Name, *values[k.Name]); err != nil {
			return err
		}
	}
	cfg, err = mf.apply(cfg)
	if err != nil {
		return err
	}
	s, err := sens.Compute(cfg, names, *step, o.Window())
	if err != nil {
		return err
	}
	if *asJSON {
		return writeSensitivityJSON(stdout, s)
	}
	return writeSensitivity(stdout, s)
}

// paramList reads -params: machine parameters, comma-separated, each
// known and given once (a name given twice printed its row twice). An
// empty list is sens.Params.
func paramList(text string) ([]string, error) {
	if text == "" {
		return sens.Params(), nil
	}
	names := strings.Split(text, ",")
	for i, n := range names {
		if _, err := model.LookupParam(n); err != nil {
			return nil, fmt.Errorf("-params: %w", err)
		}
		if slices.Contains(names[:i], n) {
			return nil, fmt.Errorf("-params: %s is given twice; give each parameter once", model.Echo(n))
		}
	}
	return names, nil
}

// sensitivityRuns is how many runs a table of n parameters takes: today
// and the look-ahead on the machine as it is, then both with each
// parameter moved down and up (sens.New).
func sensitivityRuns(n int) int { return 2 + 4*n }

func writeSensitivity(w io.Writer, s sens.Table) error {
	p, _ := s.Scene.MachineProfile()
	fmt.Fprintf(w, "%s, %s at distance %d against today, %s %d B %s; each parameter moved by ±%g %%\n",
		p.Name, s.Scene.Variant, s.Scene.Distance, s.Scene.Traffic, s.Scene.Size, xdpText(s.Scene), s.Step*100)
	tw := tabwriter.NewWriter(w, 2, 8, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintf(tw, "parameter\tvalue −\tvalue\tvalue +\ttoday cyc/pkt\tlook-ahead cyc/pkt\tgain\tgain swing\t\n")
	for _, r := range s.Rows {
		u := r.Spec.Unit
		if u == "bool" {
			u = ""
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s %s\t%.0f %.0f %.0f\t%.0f %.0f %.0f\t%.1f %.1f %.1f %%\t%+.1f pp\t\n", r.Spec.Name,
			model.FormatParam(r.Values[0]), model.FormatParam(r.Values[1]), model.FormatParam(r.Values[2]), u,
			r.Today[0], r.Today[1], r.Today[2], r.Ahead[0], r.Ahead[1], r.Ahead[2], r.Gain(0), r.Gain(1), r.Gain(2), r.Swing())
	}
	return tw.Flush()
}

func xdpText(c model.Config) string {
	if c.XDP == model.XDPOff {
		return "no XDP"
	}
	return "XDP " + c.XDP.String()
}

type jsonSensitivityRow struct {
	Name   string     `json:"name"`
	Unit   string     `json:"unit"`
	Values [3]float64 `json:"values"`
	Today  [3]float64 `json:"today_cycles_per_packet"`
	Ahead  [3]float64 `json:"lookahead_cycles_per_packet"`
	Gain   [3]float64 `json:"gain_pct"`
	Swing  float64    `json:"gain_swing_pp"`
}

func writeSensitivityJSON(w io.Writer, s sens.Table) error {
	out := struct {
		Step float64              `json:"step"`
		Rows []jsonSensitivityRow `json:"rows"`
	}{Step: s.Step}
	for _, r := range s.Rows {
		out.Rows = append(out.Rows, jsonSensitivityRow{r.Spec.Name, r.Spec.Unit, r.Values, r.Today, r.Ahead,
			[3]float64{r.Gain(0), r.Gain(1), r.Gain(2)}, r.Swing()})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
