package validation

import (
	"fmt"
	"io"
	"text/tabwriter"

	"rxscope/model"
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
// the source on whether such a value is plausible; then, for the levers
// of a seed on one parameter that each meet their figure, whether one
// value carries them all (LeverAgreement).
func (r *Report) WriteLevers(w io.Writer) error {
	cw := &countWriter{w: w}
	fmt.Fprintf(cw, "%s\n", LeversTitle)
	tw := tabwriter.NewWriter(cw, 2, 8, 2, ' ', 0)
	for _, l := range r.Levers {
		fmt.Fprintf(tw, "  %s\t%s\t%s\t%s\t%s\t%s\t%s\n", l.Figure.Seed, l.target(), l.published(), l.move(), l.modelText(), l.afterText(), l.Source)
	}
	tw.Flush()
	said := map[string]bool{}
	for _, l := range r.Levers {
		if text, ok := LeverAgreement(r.Levers, l); ok && !said[text] {
			said[text] = true
			fmt.Fprintf(cw, "  %s  %s\n", l.Figure.Seed, text)
		}
	}
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
		model.FormatParam(l.Lo), l.Spec.ValueText(l.Hi), l.Spec.ValueText(l.Value))
}

// modelText is the model's value there: the figure's, or the
// direction's as the report's directions print it.
func (l LeverResult) modelText() string {
	if l.Claim != "" {
		return "model " + l.claimModel()
	}
	return "model " + formatValue(l.Model, l.Figure.Unit)
}

// claimModel is a claim's figures at the value, as the report's
// directions print them, and whether it holds there: "48 vs 47.45, holds".
func (l LeverResult) claimModel() string {
	c, _ := claimNamed(l.Claim)
	held := "holds"
	if !c.holds(l.A, l.B) {
		held = "fails"
	}
	return fmt.Sprintf("%s, %s", claimText(ClaimResult{Claim: c, A: l.A, B: l.B, Checked: true}), held)
}

// afterText is the seed's fitted figure as shipped and at the value.
func (l LeverResult) afterText() string {
	u := l.AfterFigure.Unit
	return fmt.Sprintf("fitted %s %s → %s", l.AfterFigure.ID, formatValue(l.AfterShipped, u), formatValue(l.AfterModel, u))
}

// Summary is the lever in a sentence, for the scene list's tooltip: the
// parameter's move and what it gives, what the seed's fitted figure
// becomes there, and the source on whether such a value is plausible.
//
//	dram-ns would need 129 ns (shipped 85 ns) for 2.52 Mpps; fitted 000/udp/after 3.44 Mpps → 3.40 Mpps. DDR5-6000 …
//	no work-scale in 0.5..1.171 × reaches 14K; closest 14336 at 0.5 ×; fitted 003/tcp64k/after 33.4 Gb/s → 47.1 Gb/s. work-scale …
//	“TCP: stride-ahead carries more Gb/s than today” holds with dram-ns at 117 ns (shipped 85 ns): 48 vs 47.45; fitted …
func (l LeverResult) Summary() string {
	at, shipped := l.Spec.ValueText(l.Value), l.Spec.ValueText(l.Shipped)
	var s string
	switch {
	case l.Claim != "" && l.Met:
		s = fmt.Sprintf("“%s” holds with %s at %s (shipped %s): %s", l.Claim, l.Param, at, shipped, l.claimModel())
	case l.Claim != "":
		s = fmt.Sprintf("no %s in %s..%s makes “%s” hold; closest at %s: %s", l.Param, model.FormatParam(l.Lo), l.Spec.ValueText(l.Hi), l.Claim, at, l.claimModel())
	case l.Met:
		s = fmt.Sprintf("%s would need %s (shipped %s) for %s", l.Param, at, shipped, l.Figure.Text)
	default:
		s = fmt.Sprintf("no %s in %s..%s reaches %s; closest %s at %s", l.Param, model.FormatParam(l.Lo), l.Spec.ValueText(l.Hi), l.Figure.Text, formatValue(l.Model, l.Figure.Unit), at)
	}
	return s + "; " + l.afterText() + ". " + l.Source
}
