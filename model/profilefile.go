package model

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// A machine file is a Profile as JSON: every parameter with its value,
// unit and source, every work step with its instructions, cycles and
// source, and the fill buffers' policy. rxsim profile -json writes one;
// rxsim -profile-file reads one (ReadProfile). A file may name a shipped
// profile as its "base" and list only what differs: the rest, sources
// included, comes from the base.
//
//	{
//	  "name": "genoa-cx7",
//	  "title": "AMD EPYC 9654 (Genoa), ConnectX-7, 200 Gb/s",
//	  "base": "zen5-cx5",
//	  "params": [
//	    {"name": "dram-ns", "value": 118, "unit": "ns", "source": "[S] our lab: Intel MLC idle latency"}
//	  ]
//	}
type profileFile struct {
	Name       string        `json:"name"`
	Title      string        `json:"title"`
	Base       string        `json:"base,omitempty"`
	FillPolicy *fillPolicy   `json:"fill_policy,omitempty"`
	Params     []paramRecord `json:"params"`
	Works      []workRecord  `json:"works"`
}

type fillPolicy struct {
	Value  string `json:"value"`
	Source string `json:"source"`
}

type paramRecord struct {
	Name   string   `json:"name"`
	Value  *float64 `json:"value"`
	Unit   *string  `json:"unit"`
	Source string   `json:"source"`
}

type workRecord struct {
	Name   string `json:"name"`
	Instr  *int   `json:"instructions"`
	Cycles *int   `json:"cycles"`
	Source string `json:"source"`
}

// Limits of a machine file: its size, a name's length, a work step's
// instructions and cycles.
const (
	MaxProfileFileBytes = 1 << 20
	maxProfileName      = 64
	maxWorkCount        = 1_000_000
)

// WriteProfile writes p as a machine file that ReadProfile reads back to
// p, with every parameter and work step.
func WriteProfile(w io.Writer, p Profile) error {
	f := profileFile{Name: p.Name, Title: p.Title, FillPolicy: &fillPolicy{p.FullPolicy.String(), p.FullSource}}
	for _, pp := range p.Params() {
		v, u := pp.Value, pp.Unit
		f.Params = append(f.Params, paramRecord{pp.Name, &v, &u, pp.Source})
	}
	for _, wk := range p.Works() {
		in, cy := wk.Instr, wk.Cycles
		f.Works = append(f.Works, workRecord{wk.Name, &in, &cy, wk.Source})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(f)
}

// ReadProfile reads a machine file. Every error names what is wrong: an
// unknown field or parameter, a value out of its range (a *ParamError), a
// unit that is not the parameter's, a number without a source, a
// parameter missing from a file without a base.
func ReadProfile(r io.Reader) (Profile, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxProfileFileBytes+1))
	if err != nil {
		return Profile{}, err
	}
	if len(data) > MaxProfileFileBytes {
		return Profile{}, fmt.Errorf("a machine file is at most %d bytes", MaxProfileFileBytes)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var f profileFile
	if err := dec.Decode(&f); err != nil {
		return Profile{}, fmt.Errorf("not a machine file: %w", err)
	}
	if dec.More() {
		return Profile{}, errors.New("not a machine file: more after the machine's object")
	}
	return f.profile()
}

// profile builds the Profile f describes and checks it.
func (f *profileFile) profile() (Profile, error) {
	if f.Name == "" || len(f.Name) > maxProfileName || strings.ContainsAny(f.Name, " \t\n=,&?#") {
		return Profile{}, fmt.Errorf("name: %q must be 1..%d characters without spaces or any of =,&?#", Echo(f.Name), maxProfileName)
	}
	var p Profile
	complete := f.Base != ""
	if complete {
		base, err := LookupProfile(f.Base)
		if err != nil {
			return Profile{}, fmt.Errorf("base: %w", err)
		}
		p = base
		p.stackICache = Work{} // a constructor's note, not part of the machine
	}
	p.Name, p.Title = f.Name, f.Title
	if err := f.readFillPolicy(&p, complete); err != nil {
		return Profile{}, err
	}
	if err := f.readParams(&p, complete); err != nil {
		return Profile{}, err
	}
	if err := f.readWorks(&p, complete); err != nil {
		return Profile{}, err
	}
	return p, p.CheckParams()
}

func (f *profileFile) readFillPolicy(p *Profile, hasBase bool) error {
	switch {
	case f.FillPolicy == nil && hasBase:
		return nil
	case f.FillPolicy == nil:
		return errors.New("fill_policy: missing (wait or drop, with its source), and no base to take it from")
	case f.FillPolicy.Source == "":
		return errors.New("fill_policy: no source: say where it comes from")
	}
	switch f.FillPolicy.Value {
	case "wait":
		p.FullPolicy = FBWait
	case "drop":
		p.FullPolicy = FBDrop
	default:
		return fmt.Errorf("fill_policy: %q is not one of wait|drop", Echo(f.FillPolicy.Value))
	}
	p.FullSource = f.FillPolicy.Source
	return nil
}

func (f *profileFile) readParams(p *Profile, hasBase bool) error {
	seen := make([]bool, len(paramTable))
	for _, r := range f.Params {
		i := paramIndex(r.Name)
		if i < 0 {
			return fmt.Errorf("params: %w", &ParamError{Name: r.Name, Why: ParamUnknown})
		}
		spec := paramTable[i]
		switch {
		case seen[i]:
			return fmt.Errorf("params: %w", &ParamError{Name: r.Name, Spec: spec, Why: ParamDuplicate})
		case r.Value == nil:
			return fmt.Errorf("params: %s: no value (%s)", r.Name, spec.RangeText())
		case r.Unit == nil || *r.Unit != spec.Unit:
			return fmt.Errorf("params: %s: the unit must be %q, the one its range is in (%s)", r.Name, spec.Unit, spec.RangeText())
		case strings.TrimSpace(r.Source) == "":
			return fmt.Errorf("params: %s: no source: say where %s comes from", r.Name, FormatParam(*r.Value))
		}
		if err := spec.Check(*r.Value); err != nil {
			return fmt.Errorf("params: %w", err)
		}
		seen[i] = true
		*spec.Field(p) = Param{*r.Value, spec.Unit, r.Source}
	}
	for i, ok := range seen {
		if !ok && !hasBase {
			return fmt.Errorf("params: %s is missing: give every parameter, or a base profile to take the others from", paramTable[i].Name)
		}
	}
	return nil
}

func (f *profileFile) readWorks(p *Profile, hasBase bool) error {
	names, ptrs := p.Works(), p.workPtrs()
	seen := make([]bool, len(ptrs))
	for _, r := range f.Works {
		i := 0
		for i < len(names) && names[i].Name != r.Name {
			i++
		}
		switch {
		case i == len(names):
			return fmt.Errorf("works: %q is not a work step; the steps are %s", Echo(r.Name), strings.Join(WorkNames(), ", "))
		case seen[i]:
			return fmt.Errorf("works: %s: given twice", r.Name)
		case r.Instr == nil || r.Cycles == nil:
			return fmt.Errorf("works: %s: give its instructions and its cycles", r.Name)
		case *r.Instr < 0 || *r.Instr > maxWorkCount || *r.Cycles < 0 || *r.Cycles > maxWorkCount:
			return fmt.Errorf("works: %s: %d instructions / %d cycles; each must lie in 0..%d", r.Name, *r.Instr, *r.Cycles, maxWorkCount)
		case strings.TrimSpace(r.Source) == "":
			return fmt.Errorf("works: %s: no source: say where its cycles come from", r.Name)
		}
		seen[i] = true
		*ptrs[i] = Work{*r.Instr, *r.Cycles, r.Source}
	}
	for i, ok := range seen {
		if !ok && !hasBase {
			return fmt.Errorf("works: %s is missing: give every work step, or a base profile to take the others from", names[i].Name)
		}
	}
	return nil
}

// WorkNames returns the names of the work steps, in the order of Works.
func WorkNames() []string {
	var p Profile
	ws := p.Works()
	names := make([]string, len(ws))
	for i, w := range ws {
		names[i] = w.Name
	}
	return names
}
