package main

import (
	"strconv"
	"unicode/utf8"
)

// maxEcho is how many bytes of a value a message repeats: enough to read
// a mistyped name or number, never the whole of a megabyte pasted by
// mistake (a 10 MB -set name once came back as a 10.5 MB line).
const maxEcho = 64

// clip is s, or its first maxEcho bytes (cut at a character) and an
// ellipsis with the length of the whole.
func clip(s string) string {
	if len(s) <= maxEcho {
		return s
	}
	cut := maxEcho
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "… (" + strconv.Itoa(len(s)) + " bytes)"
}
