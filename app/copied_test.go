package app

import "fmt"

func ExampleCopiedText() {
	fmt.Println(CopiedText("link", true))
	fmt.Println(CopiedText("embed snippet", false))
	// Output:
	// Link copied
	// the browser refused the clipboard: the embed snippet was not copied (window.rxscope.lastCopied has it)
}
