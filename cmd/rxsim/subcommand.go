package main

import (
	"flag"
	"fmt"
	"io"

	"rxscope/model"
)

// subcommand is the flag set of "rxsim NAME": errors and usage go to
// stderr, -json asks for JSON, and usage (the synopsis and what the
// subcommand does) comes before the flags' defaults. The caller adds its
// own flags before parsing.
func subcommand(name, usage string, stderr io.Writer) (fs *flag.FlagSet, asJSON *bool) {
	fs = flag.NewFlagSet("rxsim "+name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON = fs.Bool("json", false, "print JSON")
	fs.Usage = func() {
		fmt.Fprint(stderr, usage)
		fs.PrintDefaults()
	}
	return fs, asJSON
}

// parseArgs parses args, each plain flag at most once (parseFlags), and
// allows at most max arguments after the flags.
func parseArgs(fs *flag.FlagSet, args []string, max int) error {
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if fs.NArg() > max {
		return fmt.Errorf("unexpected argument %q; %s -h lists what it takes", model.Echo(fs.Arg(max)), fs.Name())
	}
	return nil
}
