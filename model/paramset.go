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
			return nil, fmt.Errorf("%q: want name=value, e.g. dram-ns=120", strings.TrimSpace(kv))
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
// value's source becomes UserSource with the value it replaced. Setting
// work-scale rescales every work step's cycles by the new scale over the
// old: the same instructions on a core that takes that much longer for
// them. On an error p is returned unchanged.
func (p Profile) Apply(settings []ParamSetting) (Profile, error) {
	q := p
	for _, s := range settings {
		i := paramIndex(s.Name)
		if i < 0 {
			return p, &ParamError{Name: s.Name, Why: ParamUnknown}
		}
		spec := paramTable[i]
		if err := spec.Check(s.Value); err != nil {
			return p, err
		}
		f := spec.Field(&q)
		if f.Value == s.Value {
			continue
		}
		if &q.WorkScale == f {
			q.rescaleWork(s.Value / f.Value)
		}
		f.Source = fmt.Sprintf("%s (%s: %s)", UserSource, p.Name, FormatParam(spec.Field(&p).Value))
		f.Value = s.Value
	}
	if err := q.CheckParams(); err != nil {
		return p, err
	}
	return q, nil
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
