package app

import (
	"math"
	"strconv"
	"strings"

	"rxscope/model"
)

// The knobs drawer lists every knob of the model's knob table
// (model.Knobs), the ones without a control on the main strip too (the
// receive queue, the budget, the ring, the lines the look-ahead covers,
// …), so that whatever a lesson sets or asks for can be changed on the
// screen. KnobRows makes its rows from the table; NudgeKnob moves a row
// a notch. Neither knows about pixels or keys.

// KnobRow is one row of the knobs drawer: a knob of the table, or for a
// set knob (model.KnobSet, the lines) one member of it, which the row
// switches on and off.
type KnobRow struct {
	Knob   model.KnobInfo
	Member int // the member of a set knob (index in Knob.Values), -1 for the whole knob
}

// Name is the row's name as the drawer and the snapshot give it: the
// knob's ("budget"), or for a set's member the knob's and the member's
// ("lines shinfo").
func (r KnobRow) Name() string {
	if r.Member < 0 {
		return r.Knob.Name
	}
	return r.Knob.Name + " " + r.Knob.Values[r.Member]
}

// Help is the row's line of help: the knob's, or for a set's member what
// the member is.
func (r KnobRow) Help() string {
	if r.Member < 0 {
		return r.Knob.Help
	}
	return r.Knob.Help + ": the " + r.Knob.Values[r.Member] + " line"
}

// KnobRows lists the drawer's rows in the table's order: a row for each
// knob, and for a set knob a row for each of its members.
func KnobRows() []KnobRow {
	var rows []KnobRow
	for _, k := range model.Knobs() {
		if k.Kind == model.KnobSet {
			for i := range k.Values {
				rows = append(rows, KnobRow{Knob: k, Member: i})
			}
			continue
		}
		rows = append(rows, KnobRow{Knob: k, Member: -1})
	}
	return rows
}

// KnobValueText is the row's value in cfg as the drawer shows it: the
// knob's as its control says it (AppendKnobValue: "512 B", "4 strides",
// "1 CQE", "line rate", "64", "striding"), and a set's member "on" or
// "off".
func KnobValueText(cfg model.Config, r KnobRow) string {
	if r.Member >= 0 {
		return onOff(setHas(cfg.Get(r.Knob.Name), r.Knob.Values[r.Member]))
	}
	return string(AppendKnobValue(nil, cfg, r.Knob))
}

// NudgeKnob moves row r of cfg one notch in direction dir (+1 or -1) and
// returns the configuration it gives, which the model accepts
// (model.Config.Validate). A number moves to its next notch (knobNotch),
// a choice to the next of its values the model accepts with the other
// knobs, a switch or a set's member flips. When no notch is left, or the
// model refuses every value, the error names the knob, the value and why
// (a *model.KnobError), and cfg is returned unchanged.
func NudgeKnob(cfg model.Config, r KnobRow, dir int) (model.Config, error) {
	k := r.Knob
	cur := cfg.Get(k.Name)
	var tries []string
	switch {
	case r.Member >= 0:
		tries = []string{flipMember(cur, k.Values, r.Member)}
	case k.Kind == model.KnobEnum || k.Kind == model.KnobBool:
		i := indexOf(k.Values, cur)
		for n := 1; n < len(k.Values); n++ {
			tries = append(tries, k.Values[((i+dir*n)%len(k.Values)+len(k.Values))%len(k.Values)])
		}
	default:
		next, ok := knobNotch(cfg, k, dir)
		if !ok {
			return cfg, &model.KnobError{Knob: k.Name, Reason: cur + " is the end of its range " + k.Range}
		}
		tries = []string{next}
	}
	var first error
	for _, v := range tries {
		c := cfg
		if err := setKnob(&c, k, v); err != nil {
			return cfg, err
		}
		err := c.Validate()
		if err == nil {
			return c, nil
		}
		if first == nil {
			first = err
		}
	}
	return cfg, first
}

// knobNotch is the value of a numeric knob one notch from cfg's in
// direction dir, as Set takes it, and whether there is one. A knob on
// notches (model.NotchScale: the packet size) steps through them within
// its top (the MTU), a knob with its own step moves by it
// (model.KnobScreen.Nudge: the rate through 1, 2, 5 × 10ⁿ Mpps to the
// line rate, the seed by one), a knob whose range is of powers of two or
// spans more than a hundred (ring, budget, burst) doubles or halves, and
// the others (distance) move by one.
func knobNotch(cfg model.Config, k model.KnobInfo, dir int) (string, bool) {
	if k.Screen.Scale == model.NotchScale && len(k.Screen.Notches) > 0 {
		top, _ := cfg.KnobTop(k)
		v, err := strconv.ParseFloat(cfg.Get(k.Name), 64)
		if err != nil {
			return "", false
		}
		next := notchAfter(k, v, top, dir)
		return strconv.FormatFloat(next, 'f', -1, 64), next != v
	}
	if nudge := k.Screen.Nudge; nudge != nil {
		return nudge(cfg, dir)
	}
	v, err := strconv.ParseFloat(cfg.Get(k.Name), 64)
	if err != nil {
		return "", false
	}
	next := v + float64(dir)
	if k.Max-k.Min > 100 {
		next = math.Exp2(math.Floor(math.Log2(v)) + float64(dir))
		if dir < 0 && v > math.Exp2(math.Floor(math.Log2(v))) {
			next = math.Exp2(math.Floor(math.Log2(v))) // 3000 halves to 2048
		}
	}
	if next < k.Min || next > k.Max {
		return "", false
	}
	return strconv.FormatFloat(next, 'f', -1, 64), true
}

// flipMember is set value v (as Get prints it: "headers,page" or
// "none") with member m of values switched on or off.
func flipMember(v string, values []string, m int) string {
	var on []string
	for i, name := range values {
		if setHas(v, name) != (i == m) {
			on = append(on, name)
		}
	}
	if len(on) == 0 {
		return "none"
	}
	return strings.Join(on, ",")
}

// setHas reports whether set value v names member name.
func setHas(v, name string) bool {
	for _, part := range strings.Split(v, ",") {
		if part == name {
			return true
		}
	}
	return false
}

func indexOf(values []string, v string) int {
	for i, s := range values {
		if s == v {
			return i
		}
	}
	return 0
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

// OfferedMpps is the rate the traffic is offered at, in Mpps, 0 for the
// link's line rate (model.OfferedMpps: the rate knob's Shown).
func OfferedMpps(cfg model.Config) float64 { return model.OfferedMpps(cfg) }

// SizeText is what the packet size's control says when the knob is not
// the size of the frames the model runs, "" otherwise
// (model.SizeText: "IMIX", "full MTU").
func SizeText(cfg model.Config) string { return model.SizeText(cfg) }

// MachineInjects reports whether machine p injects DMA writes into its
// LLC (DDIO) whatever the inject knob says (model.MachineInjects).
func MachineInjects(p model.Profile) bool { return model.MachineInjects(p) }

// InjectNotice says why the cache injection switch does not move on a
// machine that always injects (model.InjectNotice).
func InjectNotice(cfg model.Config) string { return model.InjectNotice(cfg) }

// DistanceIdle says, in a few words for the distance's control, why the
// look-ahead distance changes nothing in cfg, or "" when it does
// (model.DistanceIdle: "off: today's", "off: nonlinear", …). linear is
// the RQ's geometry (model.Geometry.Linear).
func DistanceIdle(cfg model.Config, linear bool) string { return model.DistanceIdle(cfg, linear) }

// HelpLine is the row's line of help in the knobs drawer: the row's name
// unless the help's lead says it ("machine profile: …" for profile, not
// "profile: machine profile: …"), its help, the values it takes, a
// choice's values as a list ("zen5-cx5, spr-ddio, …", not the command
// line's "zen5-cx5|spr-ddio|…"), and its default.
func (r KnobRow) HelpLine() string {
	help := r.Help()
	if r.Member >= 0 { // a set's member is on or off
		return r.Name() + ": " + help + " · on, off · default " + onOff(setHas(r.Knob.Default, r.Knob.Values[r.Member]))
	}
	line := r.Name() + ": " + help
	if lead, _, ok := strings.Cut(help, ":"); ok && strings.Contains(strings.ToLower(lead), strings.ToLower(r.Knob.Name)) {
		line = help
	}
	return line + " · " + strings.ReplaceAll(r.Knob.Range, "|", ", ") + " · default " + r.Knob.Default
}
