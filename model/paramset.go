package model

import (
	"fmt"
	"strings"
)

// ParamSetting is one machine parameter given a value: dram-ns=120.
type ParamSetting struct {
	Name  string
	Value float64
}

func (s ParamSetting) String() string { return s.Name + "=" + FormatParam(s.Value) }

// ParseParamSettings reads "name=value[,name=value…]", as rxsim -set and
// the app's URL write it, checking every name and value against its spec
// (a *ParamError names the first bad one). An empty text is no setting.
func ParseParamSettings(text string) ([]ParamSetting, error) {
	var out []ParamSetting
	if strings.TrimSpace(text) == "" {
		return out, nil
	}
	for _, kv := range strings.Split(text, ",") {
		name, value, ok := strings.Cut(kv, "=")
		name = strings.TrimSpace(name)
		if !ok {
			return nil, fmt.Errorf("%q: want name=value, e.g. dram-ns=120", Echo(strings.TrimSpace(kv)))
		}
		spec, err := LookupParam(name)
		if err != nil {
			return nil, err
		}
		v, err := spec.Parse(value)
		if err != nil {
			return nil, err
		}
		for _, s := range out {
			if s.Name == name {
				return nil, &ParamError{Name: name, Spec: spec, Why: ParamDuplicate}
			}
		}
		out = append(out, ParamSetting{name, v})
	}
	return out, nil
}

// FormatParamSettings writes settings as ParseParamSettings reads them.
func FormatParamSettings(settings []ParamSetting) string {
	parts := make([]string, len(settings))
	for i, s := range settings {
		parts[i] = s.String()
	}
	return strings.Join(parts, ",")
}

// UserSource is the source tag of a value a user set: [U], then what the
// profile said before.
const UserSource = "[U] set by the user"

// Apply returns p with settings applied and checked (CheckParams): each
// value's source becomes UserSource with the shipped profile's value, and
// a value set back to the shipped profile's takes its source back. Setting
// work-scale rescales every work step's cycles by the new scale over the
// old: the same instructions on a core that takes that much longer for
// them; setting a work step (workparam.go) sets its cycles alone. On an
// error p is returned unchanged.
func (p Profile) Apply(settings []ParamSetting) (Profile, error) {
	q := p
	for _, s := range settings {
		spec, err := LookupParam(s.Name)
		if err != nil {
			return p, err
		}
		if err := spec.Check(s.Value); err != nil {
			return p, err
		}
		orig, shippedName := shippedProfile(p.Name)
		if spec.Work != nil {
			if !shippedName {
				orig = nil
			}
			spec.setWork(&q, s.Value, orig)
			continue
		}
		f := spec.Field(&q)
		if f.Value == s.Value {
			continue
		}
		if &q.WorkScale == f {
			q.rescaleWork(s.Value / f.Value)
			if shippedName && orig.WorkScale.Value == s.Value {
				q.copyWork(orig)
			}
		}
		switch {
		case shippedName && spec.Field(orig).Value == s.Value:
			*f = *spec.Field(orig) // back to the shipped value and its source
		case shippedName:
			*f = Param{s.Value, spec.Unit, fmt.Sprintf("%s (%s has %s)", UserSource, p.Name, FormatParam(spec.Field(orig).Value))}
		default:
			*f = Param{s.Value, spec.Unit, UserSource}
		}
	}
	if err := q.CheckParams(); err != nil {
		return p, err
	}
	return q, nil
}

// shippedProfile returns the shipped profile called name, if there is one.
func shippedProfile(name string) (*Profile, bool) {
	for i := range shipped {
		if shipped[i].Name == name {
			return &shipped[i], true
		}
	}
	return nil, false
}

// copyWork sets every work step of p to src's.
func (p *Profile) copyWork(src *Profile) {
	dst, from := p.workPtrs(), src.workPtrs()
	for i := range dst {
		*dst[i] = *from[i]
	}
}

// rescaleWork multiplies every work step's cycles by f, rounded.
func (p *Profile) rescaleWork(f float64) {
	for _, w := range p.workPtrs() {
		w.Cycles = int(float64(w.Cycles)*f + 0.5)
	}
}

// Diff lists the parameters of p whose values differ from base's, in
// table order: what a link carries to rebuild p from base.
func (p *Profile) Diff(base *Profile) []ParamSetting {
	var out []ParamSetting
	for _, spec := range paramTable {
		if v := spec.Field(p).Value; v != spec.Field(base).Value {
			out = append(out, ParamSetting{spec.Name, v})
		}
	}
	return out
}
