package main

import (
	"flag"
	"fmt"
	"strings"
	"time"
)

// onceEach reports a plain flag of fs (a string, number, boolean or
// duration) given twice in args with different values: the flag package
// keeps the last value without a word, so "-distance 3 … -distance 5"
// would run distance 5 while the reader of the command line sees 3 (the
// same value twice is harmless and allowed). Flags of other kinds (a
// flag.Func, a list) may repeat, since that is how they are used. It reads
// args as fs.Parse does (-name, --name, -name=value, -name value, up to
// "--" or the first argument that is not a flag) and leaves unknown flags
// to fs.Parse; call it just before.
func onceEach(fs *flag.FlagSet, args []string) error {
	first := map[string]string{}
	for i := 0; i < len(args); i++ {
		a := args[i]
		if len(a) < 2 || a[0] != '-' || a == "--" {
			return nil
		}
		name, value, hasValue := strings.Cut(strings.TrimPrefix(a[1:], "-"), "=")
		f := fs.Lookup(name)
		if f == nil {
			return nil
		}
		if !hasValue && !isBool(f.Value) && i+1 < len(args) {
			i++
			value = args[i]
		} else if !hasValue {
			value = "true"
		}
		if !plain(f.Value) {
			continue
		}
		if v, ok := first[name]; ok && v != value {
			return fmt.Errorf("-%s is given twice with different values (%q, then %q); give it once", name, v, value)
		}
		first[name] = value
	}
	return nil
}

func isBool(v flag.Value) bool {
	b, ok := v.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// plain reports whether v is one of the flag package's own single values.
func plain(v flag.Value) bool {
	g, ok := v.(flag.Getter)
	if !ok {
		return false
	}
	switch g.Get().(type) {
	case string, bool, int, int64, uint, uint64, float64, time.Duration:
		return true
	}
	return false
}
