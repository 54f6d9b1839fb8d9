package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"rxscope/model/validation"
)

// scenes is "rxsim scenes": every configuration a seed measured (the
// app's scene list, G), with what the seed published there and the rxsim
// flags that run it, so that a figure seen in the browser can be taken
// further on the command line (a sweep, another packet count, a trace).
func scenes(args []string, stdout, stderr io.Writer) error {
	fs, asJSON := subcommand("scenes", "usage: rxsim scenes [-json]\n\nLists the configurations the seeds measured, with their published figures\nand the flags that run each.\n\n", stderr)
	if err := parseArgs(fs, args, 0); err != nil {
		return err
	}
	ms := validation.MeasuredScenes()
	if *asJSON {
		type row struct {
			Seed, What, Published string
			Flags                 []string
		}
		rows := make([]row, len(ms))
		for i, m := range ms {
			rows[i] = row{m.Seed, m.What, m.Quote(), m.Flags()}
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rows)
	}
	tw := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "seed\tmeasured\tpublished\trun it")
	for _, m := range ms {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", m.Seed, m.What, m.Quote(), commandLine(m.Flags()))
	}
	return tw.Flush()
}

// commandLine is rxsim with flags ("name=value") as its arguments.
func commandLine(flags []string) string {
	var b strings.Builder
	b.WriteString("rxsim")
	for _, f := range flags {
		name, value, _ := strings.Cut(f, "=")
		b.WriteString(" -" + name + " " + value)
	}
	return b.String()
}
