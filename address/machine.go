package address

import (
	"errors"

	"rxscope/model"
)

// ParamMachine carries an edited machine: the machine parameters that
// differ from the shipped profile's, as rxsim -set writes them
// ("dram-ns=120,rob=256"), so that a link shows another person the same
// machine. It is applied after the profile knob, whatever the order in
// the URL.
const ParamMachine = "set"

// setMachine puts the profile's machine with the settings of text in
// c; "" is the shipped machine. A name or value that cannot be used
// leaves the shipped machine in c and gives a notice naming it.
func setMachine(c *model.Config, text string) (Notice, bool) {
	base, err := model.LookupProfile(c.Profile)
	c.Machine = nil
	if text == "" || err != nil {
		return Notice{}, err == nil
	}
	set, err := model.ParseParamSettings(text)
	for _, st := range set {
		if isWorkStep(st.Name) {
			// a link carries the physical parameters (Profile.Diff), not
			// a work step's cycles: taken here, it would be lost from the
			// next address
			return noticef(ParamMachine, "parameter %s: %s is a work step's cycles, which rxsim -set takes and the address does not; the shipped %s is used", quote(ParamMachine), st.Name, c.Profile), false
		}
	}
	if err == nil {
		base, err = base.Apply(set)
	}
	if err != nil {
		return noticef(ParamMachine, "parameter %s: %s; the shipped %s is used", quote(ParamMachine), machineErr(err), c.Profile), false
	}
	*c = c.WithMachine(base)
	return Notice{}, true
}

// machineErr words a bad setting for a notice: the unknown name quoted
// safely rather than followed by the whole list of parameters.
func machineErr(err error) string {
	var pe *model.ParamError
	if errors.As(err, &pe) && pe.Why == model.ParamUnknown {
		// a work step is not suggested: the address takes none
		if s := model.SuggestParam(pe.Name); s != "" && !isWorkStep(s) {
			return quote(pe.Name) + " is not a machine parameter: did you mean " + s + "? (rxsim profile lists them)"
		}
		return quote(pe.Name) + " is not a machine parameter (rxsim profile lists them)"
	}
	return reason(err, "")
}

// isWorkStep reports whether name is a work step's cycles, which rxsim
// -set takes and an address does not.
func isWorkStep(name string) bool {
	spec, err := model.LookupParam(name)
	return err == nil && spec.Work != nil
}

// machineQuery is the value of ParamMachine for c: the parameters of its
// machine that differ from the shipped profile of its name, or "".
func machineQuery(c model.Config) string {
	if !c.Edited() {
		return ""
	}
	base, err := model.LookupProfile(c.Profile)
	if err != nil {
		return ""
	}
	return model.FormatParamSettings(c.Machine.Diff(&base))
}
