package model_test

import (
	"fmt"
	"strings"

	"rxscope/model"
)

// An error repeats a short name whole and a pasted megabyte by its first
// 64 bytes and its length.
func ExampleEcho() {
	fmt.Println(model.Echo("dram"))
	fmt.Println(model.Echo(strings.Repeat("a", 1000)))
	// Output:
	// dram
	// aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa… (1000 bytes)
}
