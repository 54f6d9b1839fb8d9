package main

import (
	"flag"
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
	fs, asJSON := subcommand("profile", fmt.Sprintf("usage: rxsim profile [-json] [-set name=value,…] [-profile-file FILE] [NAME]\n\nPrints a machine profile's parameters and work steps with their sources;\n-json writes it as a machine file that -profile-file reads.\nNAME is one of %s (default %s).\n\n",
		strings.Join(model.ProfileNames(), "|"), model.DefaultConfig().Profile), stderr)
	mf := addMachineFlags(fs)
	name, err := parseInterspersed(fs, args)
	if err != nil {
		return err
	}
	if name == "" {
		name = model.DefaultConfig().Profile
	}
	p, err := mf.machine(name)
	if err != nil {
		return err
	}
	if *asJSON {
		return model.WriteProfile(stdout, p)
	}
	fmt.Fprintf(stdout, "%s: %s\n\n", p.Name, p.Title)
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "parameter\tvalue\trange\tsource")
	for i, pp := range p.Params() {
		fmt.Fprintf(tw, "%s\t%s %s\t%s\t%s\n", pp.Name, strconv.FormatFloat(pp.Value, 'g', -1, 64), pp.Unit, model.ParamSpecs()[i].RangeText(), pp.Source)
	}
	fmt.Fprintln(tw, "\t\t\t")
	fmt.Fprintln(tw, "work step\tinstructions / cycles\t\tsource")
	for _, w := range p.Works() {
		fmt.Fprintf(tw, "%s\t%d / %d\t\t%s\n", w.Name, w.Instr, w.Cycles, w.Source)
	}
	return tw.Flush()
}

// parseInterspersed parses fs's flags before and after one argument
// ("rxsim profile grace-cx7 -json" as "rxsim profile -json grace-cx7")
// and returns the argument, or "" when there is none.
func parseInterspersed(fs *flag.FlagSet, args []string) (string, error) {
	if err := parseFlags(fs, args); err != nil {
		return "", err
	}
	if fs.NArg() == 0 {
		return "", nil
	}
	name := fs.Arg(0)
	if err := parseArgs(fs, fs.Args()[1:], 0); err != nil {
		return "", err
	}
	return name, nil
}
