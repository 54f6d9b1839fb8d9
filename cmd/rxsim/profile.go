package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"text/tabwriter"

	"rxscope/model"
)

// profile is "rxsim profile [NAME]": every parameter of a machine profile
// with its value and the one-line source it comes from, then the work of
// each step of the driver and the stack (instructions and cycles when
// nothing misses). Sources are tagged [S] a seed says it, [V] verified in
// the kernel's source, [D] derived, [E] an estimate, [F] fitted on a
// seed's after figure: what a reader needs to decide how far to trust a
// figure the model prints.
func profile(args []string, stdout, stderr io.Writer) error {
	fs, asJSON := subcommand("profile", fmt.Sprintf("usage: rxsim profile [-json] [NAME]\n\nPrints a machine profile's parameters and work steps with their sources.\nNAME is one of %s (default %s).\n\n",
		strings.Join(model.ProfileNames(), "|"), model.DefaultConfig().Profile), stderr)
	if err := parseArgs(fs, args, 1); err != nil {
		return err
	}
	name := model.DefaultConfig().Profile
	if fs.NArg() == 1 {
		name = fs.Arg(0)
	}
	p, err := model.LookupProfile(name)
	if err != nil {
		return err
	}
	if *asJSON {
		return writeProfileJSON(stdout, p)
	}
	fmt.Fprintf(stdout, "%s: %s\n\n", p.Name, p.Title)
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "parameter\tvalue\tsource")
	for _, pp := range p.Params() {
		fmt.Fprintf(tw, "%s\t%s %s\t%s\n", pp.Name, strconv.FormatFloat(pp.Value, 'g', -1, 64), pp.Unit, pp.Source)
	}
	fmt.Fprintln(tw, "\t\t")
	fmt.Fprintln(tw, "work step\tinstructions / cycles\tsource")
	for _, w := range p.Works() {
		fmt.Fprintf(tw, "%s\t%d / %d\t%s\n", w.Name, w.Instr, w.Cycles, w.Source)
	}
	return tw.Flush()
}

// jsonProfile is rxsim profile -json.
type jsonProfile struct {
	Name   string      `json:"name"`
	Title  string      `json:"title"`
	Params []jsonParam `json:"params"`
	Works  []jsonWork  `json:"works"`
}

type jsonParam struct {
	Name   string  `json:"name"`
	Value  float64 `json:"value"`
	Unit   string  `json:"unit"`
	Source string  `json:"source"`
}

type jsonWork struct {
	Name   string `json:"name"`
	Instr  int    `json:"instructions"`
	Cycles int    `json:"cycles"`
	Source string `json:"source"`
}

func writeProfileJSON(w io.Writer, p model.Profile) error {
	out := jsonProfile{Name: p.Name, Title: p.Title}
	for _, pp := range p.Params() {
		out.Params = append(out.Params, jsonParam{pp.Name, pp.Value, pp.Unit, pp.Source})
	}
	for _, wk := range p.Works() {
		out.Works = append(out.Works, jsonWork{wk.Name, wk.Instr, wk.Cycles, wk.Source})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
