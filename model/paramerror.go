package model

import (
	"fmt"
	"strings"
)

// ParamProblem says what is wrong with a machine parameter's name or value.
type ParamProblem uint8

const (
	ParamUnknown     ParamProblem = iota // no parameter has the name
	ParamNotANumber                      // the value does not parse as a number
	ParamOutOfRange                      // the value lies outside Min..Max
	ParamNotWhole                        // a count with a fraction
	ParamDuplicate                       // the parameter is set twice
	ParamMachineRule                     // the values break a rule between parameters (Profile.validate)
)

// ParamError is a bad machine parameter: the name, the value as given, the
// spec it broke (zero when the name is unknown) and what is wrong. Callers
// that show it (the app's notice, rxsim's message) read the fields rather
// than parse the text.
type ParamError struct {
	Name  string
	Value string
	Spec  ParamSpec
	Why   ParamProblem
	Rule  string // ParamMachineRule: the rule that the machine breaks
}

func (e *ParamError) Error() string {
	switch e.Why {
	case ParamUnknown:
		return fmt.Sprintf("%q is not a machine parameter%s; the parameters are %s; the work steps, in cycles, are %s",
			Echo(e.Name), e.suggestion(), strings.Join(ParamNames(), ", "), strings.Join(workSteps[:], ", "))
	case ParamNotANumber:
		return fmt.Sprintf("%s: %q is not a number (%s)", e.Name, Echo(e.Value), e.Spec.RangeText())
	case ParamOutOfRange:
		return fmt.Sprintf("%s: %s is out of range %s", e.Name, e.valueText(), e.Spec.RangeText())
	case ParamNotWhole:
		return fmt.Sprintf("%s: %s is not a whole number (%s)", e.Name, e.valueText(), e.Spec.RangeText())
	case ParamDuplicate:
		return fmt.Sprintf("%s: set twice", e.Name)
	case ParamMachineRule:
		return fmt.Sprintf("%s: %s %s", e.Name, e.valueText(), e.Rule)
	}
	panic("model: ParamError.Error: unknown problem")
}

// suggestion is " (did you mean dram-ns?)" for an unknown name close to
// a parameter's or a work step's (SuggestParam), else "".
func (e *ParamError) suggestion() string {
	if s := SuggestParam(e.Name); s != "" {
		return " (did you mean " + s + "?)"
	}
	return ""
}

// valueText is the value with its unit: "5000 ns".
func (e *ParamError) valueText() string {
	if e.Spec.Unit == "" || e.Spec.Unit == "bool" {
		return Echo(e.Value)
	}
	return Echo(e.Value) + " " + e.Spec.Unit
}

// ParamNames returns the names of the machine parameters, in table order.
func ParamNames() []string {
	names := make([]string, len(paramTable))
	for i := range paramTable {
		names[i] = paramTable[i].Name
	}
	return names
}
