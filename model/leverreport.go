package model

import (
	"fmt"
	"io"
	"text/tabwriter"
)

// LeversTitle heads the levers' section of the validation report.
const LeversTitle = "levers: how far one parameter would have to move (everything else as shipped, the fitted values included)"

// WriteLevers prints the levers' section, one line per lever:
//
//	000  UDP 512 B flood, pktgen: today  2.52 Mpps  dram-ns 85 ns → 129 ns  model 2.52 Mpps  fitted 000/udp/after 3.44 Mpps → 3.40 Mpps  DDR5-6000 …
//
// the seed, the figure (or the direction), its published value, the
// parameter's move (or "no value in A..B meets it; closest at B"), the
// model's value there, what the seed's fitted figure becomes there, and
// the source on whether such a value is plausible.
func (r *Report) WriteLevers(w io.Writer) error {
	cw := &countWriter{w: w}
	fmt.Fprintf(cw, "%s\n", LeversTitle)
	tw := tabwriter.NewWriter(cw, 2, 8, 2, ' ', 0)
	for _, l := range r.Levers {
		fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\t%s\t%s\t%s\n", l.Figure.Seed, l.target(), l.published(), l.move(), l.modelText(), l.afterText(), l.Source)
	}
	tw.Flush()
	return cw.err
}

// target is what the lever must reach: the direction, or the figure.
func (l LeverResult) target() string {
	if l.Claim != "" {
		return l.Claim
	}
	return l.Figure.What
}

// published is the target's published value: the figure's, or "holds".
func (l LeverResult) published() string {
	if l.Claim != "" {
		return "holds"
	}
	return l.Figure.Text
}

// move is "dram-ns 85 ns → 129 ns", or where no value in range meets the
// target, "dram-ns 85 ns: no value in 75..200 ns meets it; closest at
// 200 ns".
func (l LeverResult) move() string {
	if l.Met {
		return fmt.Sprintf("%s %s → %s", l.Param, l.Spec.ValueText(l.Shipped), l.Spec.ValueText(l.Value))
	}
	return fmt.Sprintf("%s %s: no value in %s..%s meets it; closest at %s", l.Param, l.Spec.ValueText(l.Shipped),
		FormatParam(l.Lo), l.Spec.ValueText(l.Hi), l.Spec.ValueText(l.Value))
}

// modelText is the model's value there: the figure's, or the
// direction's as the report's directions print it.
func (l LeverResult) modelText() string {
	if l.Claim != "" {
		c, _ := claimNamed(l.Claim)
		held := "holds"
		if !c.holds(l.A, l.B) {
			held = "fails"
		}
		return fmt.Sprintf("model %s, %s", claimText(ClaimResult{Claim: c, A: l.A, B: l.B, Checked: true}), held)
	}
	return "model " + formatValue(l.Model, l.Figure.Unit)
}

// afterText is the seed's fitted figure as shipped and at the value.
func (l LeverResult) afterText() string {
	u := l.AfterFigure.Unit
	return fmt.Sprintf("fitted %s %s → %s", l.AfterFigure.ID, formatValue(l.AfterShipped, u), formatValue(l.AfterModel, u))
}
