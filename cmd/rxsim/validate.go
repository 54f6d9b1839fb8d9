package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"

	"rxscope/model"
	"rxscope/model/validation"
)

// errDirection is returned by validate -strict when a published
// direction does not hold in the model: rxsim then exits with status 1.
var errDirection = errors.New("a published direction does not hold")

// The exit statuses of rxsim validate, which a script can test: the
// report was printed (whatever it says), a direction does not hold
// (-strict only), or the command was refused or failed.
const (
	validateRan     = 0
	validateMissed  = 1
	validateRefused = 2
)

// validateUsage is rxsim validate -h.
var validateUsage = fmt.Sprintf(`usage: rxsim validate [flags]

Runs the model for every figure the seeds publish and checks the directions they state.
With -set, every run's machine is edited so; with -levers, each figure's levers are
searched (validation.Lever).

Its runs together simulate at most %d packets (counted as if no two figures shared
a run); a command over that is refused before its first run.

exit status: %d when the report was printed, whatever it says (a direction the model
misses is marked in it); with -strict, %d when a direction does not hold; %d when the
command is refused (a bad flag) or fails.

`, MaxWork, validateRan, validateMissed, validateRefused)

// validate is "rxsim validate": every published figure of the seeds next
// to the model's value, the directions the seeds state, and the
// calibration. It returns errDirection only with -strict.
func validate(args []string, stdout, stderr io.Writer) error {
	fs, asJSON := subcommand("validate", validateUsage, stderr)
	o := validation.DefaultOptions()
	newCountFlag(fs, &o.Packets, "packets", o.Packets, 1, MaxPackets, "packets measured per run")
	newCountFlag(fs, &o.Warmup, "warmup", o.Warmup, 0, MaxPackets, "packets run before measuring")
	fs.BoolVar(&o.Levers, "levers", false, "also search, for each figure the model misses, how far one machine parameter would have to move to carry it")
	set := fs.String("set", "", "override machine parameters of every run's profile: name=value[,name=value…]")
	strict := fs.Bool("strict", false, fmt.Sprintf("exit with status %d when a published direction does not hold in the model", validateMissed))
	if err := parseArgs(fs, args, 0); err != nil {
		return err
	}
	settings, err := model.ParseParamSettings(*set)
	if err != nil {
		return fmt.Errorf("-set: %w", err)
	}
	o.Set = settings
	if err := checkPackets(o.Packets, o.Warmup); err != nil {
		return err
	}
	if err := checkWork(o.Warmup, o.Packets, validateRuns(o.Levers), "validate"); err != nil {
		return err
	}
	rep, err := validation.Validate(o)
	if err != nil {
		return err
	}
	switch {
	case *asJSON:
		if err := writeReportJSON(stdout, &rep); err != nil {
			return err
		}
	default:
		if len(o.Set) > 0 {
			fmt.Fprintf(stdout, "every run's machine edited: %s (no seed measured these machines)\n\n", model.FormatParamSettings(o.Set))
		}
		if _, err := rep.WriteTo(stdout); err != nil {
			return err
		}
	}
	if *strict && rep.Failed() {
		return errDirection
	}
	return nil
}

type jsonFigure struct {
	ID        string   `json:"id"`
	Seed      string   `json:"seed"`
	What      string   `json:"what"`
	Config    string   `json:"configuration"`
	Published string   `json:"published"`
	Value     *float64 `json:"published_value,omitempty"`
	Model     *float64 `json:"model,omitempty"`
	Ratio     *float64 `json:"ratio,omitempty"`
	Unit      string   `json:"unit"`
	Fitted    string   `json:"fitted,omitempty"`
	Gap       string   `json:"not_modelled,omitempty"`
	Why       string   `json:"why,omitempty"`
}

// jsonLever is one lever searched (validation.LeverResult).
type jsonLever struct {
	Seed         string   `json:"seed"`
	Figure       string   `json:"figure"`
	Direction    string   `json:"direction,omitempty"`
	Param        string   `json:"param"`
	Unit         string   `json:"unit"`
	Lo           float64  `json:"range_lo"`
	Hi           float64  `json:"range_hi"`
	Shipped      float64  `json:"shipped"`
	Met          bool     `json:"met"`
	Value        float64  `json:"value"`
	Model        *float64 `json:"model,omitempty"`
	After        string   `json:"fitted_figure"`
	AfterShipped *float64 `json:"fitted_shipped,omitempty"`
	AfterModel   *float64 `json:"fitted_at_value,omitempty"`
	Source       string   `json:"source"`
	Probes       int      `json:"probes"`
	// Agreement says whether one value of the parameter carries every
	// figure of the seed that it meets (validation.LeverAgreement), when the
	// seed has another such figure.
	Agreement string `json:"agreement,omitempty"`
}

// jsonCounts is validation.Counts: the figures compared and within each
// band, the directions checked and holding.
type jsonCounts struct {
	Figures           int `json:"figures"`
	Predicted         int `json:"predicted"`
	Within15          int `json:"within_15"`
	PredictedWithin15 int `json:"predicted_within_15"`
	Within10          int `json:"within_10"`
	PredictedWithin10 int `json:"predicted_within_10"`
	Directions        int `json:"directions"`
	DirectionsHolding int `json:"directions_holding"`
}

type jsonClaim struct {
	Seed    string `json:"seed"`
	Text    string `json:"direction"`
	Checked bool   `json:"checked"`
	Holds   bool   `json:"holds"`
}

// jsonSetup is what a seed leaves unstated, the setting chosen for all
// its rows with the seed's evidence, and each row under the other
// plausible setting (validation.SetupResult).
type jsonSetup struct {
	Seed   string         `json:"seed"`
	What   string         `json:"unstated"`
	Choice string         `json:"choice"`
	Alt    string         `json:"other_choice"`
	Why    string         `json:"why"`
	Rows   []jsonSetupRow `json:"rows"`
}

// jsonSetupRow is one figure under the setup's choice and its
// alternative; change is relative (0.02 is +2 %), or in points for a
// figure that is itself a percentage (unit "%").
type jsonSetupRow struct {
	ID     string   `json:"id"`
	What   string   `json:"what"`
	Unit   string   `json:"unit"`
	Choice *float64 `json:"model"`
	Alt    *float64 `json:"model_other_choice"`
	Change *float64 `json:"change"`
}

func num(v float64) *float64 {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return nil
	}
	return &v
}

func writeReportJSON(w io.Writer, rep *validation.Report) error {
	out := struct {
		Figures []jsonFigure `json:"figures"`
		Claims  []jsonClaim  `json:"directions"`
		Setups  []jsonSetup  `json:"setups"`
		Levers  []jsonLever  `json:"levers,omitempty"`
		Counts  jsonCounts   `json:"counts"`
	}{}
	n := rep.Counts()
	out.Counts = jsonCounts{n.Figures, n.Predicted, n.Within15, n.PredictedWithin15, n.Within10, n.PredictedWithin10, n.Directions, n.DirectionsHolding}
	for _, f := range rep.Figures {
		out.Figures = append(out.Figures, jsonFigure{ID: f.ID, Seed: f.Seed, What: f.What, Config: f.Config, Published: f.Text,
			Value: num(f.Published), Model: num(f.Model), Ratio: num(f.Ratio), Unit: f.Unit, Fitted: f.Fitted, Gap: f.Gap, Why: f.Why})
	}
	for _, c := range rep.Claims {
		out.Claims = append(out.Claims, jsonClaim{Seed: c.Seed, Text: c.Text, Checked: c.Checked, Holds: c.Holds})
	}
	for _, su := range rep.Setups {
		js := jsonSetup{Seed: su.Seed, What: su.What, Choice: su.Choice, Alt: su.Alt, Why: su.Why, Rows: []jsonSetupRow{}}
		for _, r := range su.Rows {
			js.Rows = append(js.Rows, jsonSetupRow{ID: r.ID, What: r.What, Unit: r.Unit, Choice: num(r.Choice), Alt: num(r.Alt), Change: num(r.Relative)})
		}
		out.Setups = append(out.Setups, js)
	}
	for _, l := range rep.Levers {
		agree, _ := validation.LeverAgreement(rep.Levers, l)
		out.Levers = append(out.Levers, jsonLever{Agreement: agree, Seed: l.Figure.Seed, Figure: l.Figure.ID, Direction: l.Claim, Param: l.Param, Unit: l.Spec.Unit,
			Lo: l.Lo, Hi: l.Hi, Shipped: l.Shipped, Met: l.Met, Value: l.Value, Model: num(l.Model), After: l.After,
			AfterShipped: num(l.AfterShipped), AfterModel: num(l.AfterModel), Source: l.Source, Probes: l.Probes})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}
