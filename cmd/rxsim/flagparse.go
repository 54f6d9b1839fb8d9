package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"rxscope/model"
)

// parseFlags parses args with fs, each plain flag at most once
// (onceEach). The flag package answers a bad flag with its message and
// then the whole usage (66 lines for rxsim); here a bad flag is one line,
// the message and a pointer to -h, returned for main to print after
// "rxsim:". -h and -help print the usage, as before.
func parseFlags(fs *flag.FlagSet, args []string) error {
	if err := onceEach(fs, args); err != nil {
		return err
	}
	usage, out := fs.Usage, fs.Output()
	fs.Usage = func() {}
	fs.SetOutput(io.Discard)
	err := fs.Parse(args)
	fs.Usage = usage
	fs.SetOutput(out)
	switch {
	case errors.Is(err, flag.ErrHelp):
		fs.Usage()
		return err
	case err != nil:
		return fmt.Errorf("%s; %s -h lists the flags", flagMessage(err.Error()), fs.Name())
	}
	return nil
}

// flagMessage rewrites the flag package's message about a bad flag with
// the value or the name it repeats clipped (clip): `invalid value "1e9"
// for flag -packets: not a whole number in 1..100000000` becomes `-packets
// "1e9": not a whole number in 1..100000000`.
func flagMessage(msg string) string {
	const bad, undefined = "invalid value ", "flag provided but not defined: "
	if rest, ok := strings.CutPrefix(msg, bad); ok {
		if i := strings.LastIndex(rest, " for flag -"); i >= 0 {
			name, why, _ := strings.Cut(rest[i+len(" for flag "):], ": ")
			value := model.Echo(rest[:i])
			if v, err := strconv.Unquote(rest[:i]); err == nil {
				value = strconv.Quote(model.Echo(v))
			}
			return name + " " + value + ": " + why
		}
	}
	if name, ok := strings.CutPrefix(msg, undefined); ok {
		return "no flag " + model.Echo(name)
	}
	return model.Echo(msg)
}

// countFlag is a flag that takes a whole number of packets in min..max.
// Its Set says both what was given and what is allowed, where the flag
// package's own int says only "parse error" ("-packets 1e9") or "value
// out of range" ("-packets 9223372036854775808"). A number that parses
// but lies outside min..max is kept, for the caller's check to name with
// the flag (checkPackets), so that a range is stated in one place.
type countFlag struct {
	n        *int
	min, max int
}

// newCountFlag defines -name on fs, its value stored in *p (default
// def), with its range min..max written after usage.
func newCountFlag(fs *flag.FlagSet, p *int, name string, def, min, max int, usage string) {
	*p = def
	fs.Var(&countFlag{p, min, max}, name, fmt.Sprintf("%s, %d..%d", usage, min, max))
}

func (c *countFlag) String() string {
	if c == nil || c.n == nil {
		return "0"
	}
	return strconv.Itoa(*c.n)
}

// Get makes the flag a plain one for onceEach.
func (c *countFlag) Get() any { return *c.n }

func (c *countFlag) Set(s string) error {
	n, err := strconv.ParseInt(s, 10, 0)
	if err != nil {
		return fmt.Errorf("not a whole number in %d..%d", c.min, c.max)
	}
	*c.n = int(n)
	return nil
}
