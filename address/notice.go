package address

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Notice is one problem found in a URL or a message, in words for the
// user: which parameter, what was given, what is allowed, and what is used
// instead. It is plain text, never markup.
type Notice struct {
	Param string // the parameter's name, shortened and cleaned
	Text  string // the whole sentence
}

func (n Notice) String() string { return n.Text }

// maxQuote is how many characters of a given value a notice repeats.
const maxQuote = 32

// quote makes s safe and short for a notice: control and format characters
// are dropped, and a long value is cut with an ellipsis and its length.
func quote(s string) string {
	var b strings.Builder
	n := 0
	for _, r := range s {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			continue
		}
		if n == maxQuote {
			fmt.Fprintf(&b, "… (%d bytes)", len(s))
			break
		}
		b.WriteRune(r)
		n++
	}
	return `"` + b.String() + `"`
}

// quoteExact is quote for a text that must be told apart from a known one
// (a message's type, a field's name): its control and format characters
// are written as escapes, \x00 or \u200b, not dropped, so that
// "rxscope:set\x00" is not reported as the known "rxscope:set". It is as
// short as quote.
func quoteExact(s string) string {
	var b strings.Builder
	n := 0
	for _, r := range s {
		if n == maxQuote {
			fmt.Fprintf(&b, "… (%d bytes)", len(s))
			break
		}
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == utf8.RuneError {
			q := strconv.QuoteRuneToASCII(r)
			b.WriteString(q[1 : len(q)-1])
		} else {
			b.WriteRune(r)
		}
		n++
	}
	return `"` + b.String() + `"`
}

func noticef(param, format string, args ...any) Notice {
	return Notice{Param: quote(param), Text: fmt.Sprintf(format, args...)}
}

// Summary joins notices into one line for the status bar, with at most max
// of them spelled out.
func Summary(ns []Notice, max int) string {
	if len(ns) == 0 {
		return ""
	}
	var parts []string
	for i, n := range ns {
		if i == max {
			parts = append(parts, fmt.Sprintf("and %d more", len(ns)-max))
			break
		}
		parts = append(parts, n.Text)
	}
	return strings.Join(parts, "; ")
}
