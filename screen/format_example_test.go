package screen_test

import (
	"fmt"

	"rxscope/screen"
)

// The counts on the screen are grouped by thousands, durations carry
// their unit, and a share of a whole is a whole percent.
func ExampleAppendUint() {
	fmt.Println(string(screen.AppendUint(nil, 2479)))
	fmt.Println(string(screen.AppendUint(nil, 1234567)))
	// Output:
	// 2,479
	// 1,234,567
}
