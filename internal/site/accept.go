package site

import (
	"strconv"
	"strings"
)

// accepts reports whether an Accept-Encoding header value allows the
// content coding token (RFC 9110, section 12.5.3). Codings and parameter
// names are compared without regard to case. A coding is allowed when the
// header names it with a weight above zero, or, when it is not named, when
// "*" is given with a weight above zero. A weight of zero ("q=0", "Q=0.000")
// refuses it, and so does a weight that is not a number 0..1: a header
// that cannot be read is not taken as consent.
//
//	accepts("gzip, br", "br")        == true
//	accepts("BR;Q=0, gzip", "br")    == false
//	accepts("*;q=0.5", "br")         == true
//	accepts("br;q=0.9x", "br")       == false
func accepts(header, token string) bool {
	star := false
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(part, ";")
		name = strings.TrimSpace(name)
		switch {
		case strings.EqualFold(name, token):
			return weight(params) > 0
		case name == "*":
			star = weight(params) > 0
		}
	}
	return star
}

// weight is the q parameter of one Accept-Encoding element's parameters
// (the text after its first ";"): 1 when there is none, and 0 when it is
// malformed or out of 0..1.
func weight(params string) float64 {
	for _, p := range strings.Split(params, ";") {
		k, v, ok := strings.Cut(p, "=")
		if !ok || !strings.EqualFold(strings.TrimSpace(k), "q") {
			continue
		}
		q, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
		if err != nil || q < 0 || q > 1 {
			return 0
		}
		return q
	}
	return 1
}
