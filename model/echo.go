package model

import (
	"strconv"
	"unicode/utf8"
)

// maxEcho is how many bytes of a name or a value given by a user an error
// repeats: enough to read a mistyped name, never the whole of a megabyte
// pasted by mistake (a 10 MB -set name came back as a 10.5 MB line).
const maxEcho = 64

// Echo is s as an error of the model or of rxsim repeats it: whole up to
// maxEcho bytes, else its first maxEcho bytes (cut at a character) and an
// ellipsis with the length of the whole.
//
//	Echo("dram")                    == "dram"
//	Echo(strings.Repeat("a", 1000)) == "aaaa…aaaa… (1000 bytes)"
func Echo(s string) string {
	if len(s) <= maxEcho {
		return s
	}
	cut := maxEcho
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "… (" + strconv.Itoa(len(s)) + " bytes)"
}
