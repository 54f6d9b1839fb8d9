package app

import "fmt"

func ExamplePrintable() {
	latin := func(r rune) bool { return r < 0x250 || r == '→' }
	fmt.Println(Printable("distance: \"中x\" is not an integer", latin))
	fmt.Println(Printable("size → 512 B", latin))
	fmt.Println(Printable("tab\there", latin))
	// Output:
	// distance: "U+4E2Dx" is not an integer
	// size → 512 B
	// tabU+0009here
}
