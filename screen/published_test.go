package screen

import (
	"fmt"

	"rxscope/model"
)

// ExamplePublishedLine is the top line on the default knobs, seed 000's
// UDP flood: what the seed measured before and after, beside the model's
// own figures; knobs no seed measured have none.
func ExamplePublishedLine() {
	cfg := model.DefaultConfig()
	fmt.Printf("%q\n", PublishedLine(cfg))
	m := PublishedMarks(cfg, 3.0)
	fmt.Println(m.Label, "at distance", m.Distance)
	cfg.Budget = 7
	fmt.Printf("%q\n", PublishedLine(cfg))
	// Output:
	// "seed 000 measured 2.52 → 3.44 Mpps"
	// seed 000 measured at distance 4
	// ""
}
