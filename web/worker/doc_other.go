//go:build !(js && wasm)

// Command worker is rxscope's second program for the browser, run in a
// Web Worker beside the page (see main.go); it builds only with
// GOOS=js GOARCH=wasm (make dist).
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "worker: build with GOOS=js GOARCH=wasm (make dist); it runs in the browser's Web Worker")
	os.Exit(2)
}
