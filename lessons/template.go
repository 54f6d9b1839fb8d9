package lessons

import (
	"fmt"
	"strings"

	"rxscope/model"
	"rxscope/model/validation"
)

// segment is a piece of a parsed template: literal text, or a placeholder
// (its name without braces).
type segment struct {
	text        string
	placeholder bool
}

// parseTemplate splits t into literal text and {placeholders}. A brace
// that does not open or close a placeholder is an error.
func parseTemplate(t string) ([]segment, error) {
	var segs []segment
	for t != "" {
		open := strings.IndexAny(t, "{}")
		if open < 0 {
			segs = append(segs, segment{text: t})
			break
		}
		if t[open] == '}' {
			return nil, fmt.Errorf("stray %q in %q", "}", t)
		}
		if open > 0 {
			segs = append(segs, segment{text: t[:open]})
		}
		end := strings.IndexAny(t[open+1:], "{}")
		if end < 0 || t[open+1+end] != '}' {
			return nil, fmt.Errorf("unclosed placeholder in %q", t)
		}
		name := t[open+1 : open+1+end]
		if name == "" || strings.ContainsAny(name, " \t\n") {
			return nil, fmt.Errorf("bad placeholder {%s}", name)
		}
		segs = append(segs, segment{text: name, placeholder: true})
		t = t[open+2+end:]
	}
	return segs, nil
}

// Placeholders returns the names of the placeholders of template t, in
// order, or an error if t is malformed.
func Placeholders(t string) ([]string, error) {
	segs, err := parseTemplate(t)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, s := range segs {
		if s.placeholder {
			names = append(names, s.text)
		}
	}
	return names, nil
}

// runs is the set of finished runs of a step; runs[0] is the main run.
type runs []*result

func (rs runs) named(name string) *result {
	for _, r := range rs {
		if r.name == name && name != "" {
			return r
		}
	}
	return nil
}

// split separates the run suffix of expr: "cpp.d0" is figure (or knob)
// "cpp" of run "d0" when the step has a run "d0"; otherwise the whole expr
// names a figure or knob of the main run.
func (rs runs) split(expr string) (name string, r *result) {
	if figureByName(expr) != nil {
		return expr, rs[0]
	}
	if i := strings.LastIndexByte(expr, '.'); i > 0 {
		if r := rs.named(expr[i+1:]); r != nil {
			return expr[:i], r
		}
	}
	return expr, rs[0]
}

// publishedPrefix starts a placeholder that quotes a seed's published
// figure, by its ID in validation.PublishedFigures: {published:000/udp/before}
// prints "2.52 Mpps" as the seed wrote it. Lessons quote measurements
// only this way, never typed in.
const publishedPrefix = "published:"

// publishedFigure returns the published figure called id.
func publishedFigure(id string) (validation.Figure, bool) {
	for _, f := range validation.PublishedFigures() {
		if f.ID == id {
			return f, true
		}
	}
	return validation.Figure{}, false
}

// eval returns the value of a placeholder.
func (rs runs) eval(expr string) (value, error) {
	if id, ok := strings.CutPrefix(expr, publishedPrefix); ok {
		f, ok := publishedFigure(id)
		if !ok {
			return value{}, fmt.Errorf("{%s}: no published figure %q", expr, id)
		}
		return word(f.Text), nil
	}
	if rest, ok := strings.CutPrefix(expr, "change."); ok {
		i := strings.LastIndexByte(rest, '.')
		if i <= 0 {
			return value{}, fmt.Errorf("{%s}: want change.figure.run", expr)
		}
		from := rs.named(rest[i+1:])
		if from == nil {
			return value{}, fmt.Errorf("{%s}: no run %q", expr, rest[i+1:])
		}
		f := figureByName(rest[:i])
		if f == nil {
			return value{}, fmt.Errorf("{%s}: no figure %q", expr, rest[:i])
		}
		a, okA := f.eval(from)
		b, okB := f.eval(rs[0])
		if !okA || !okB || !a.isNum || a.num == 0 {
			return value{}, fmt.Errorf("{%s}: the model gave no figure to compare", expr)
		}
		return num(100*(b.num-a.num)/a.num, fChange), nil
	}
	name, r := rs.split(expr)
	if f := figureByName(name); f != nil {
		v, ok := f.eval(r)
		if !ok {
			return value{}, fmt.Errorf("{%s}: the run gave no sample for %s", expr, f.label)
		}
		return v, nil
	}
	if isKnob(name) {
		return word(r.cfg.Get(name)), nil
	}
	return value{}, fmt.Errorf("{%s}: no figure or knob %q", expr, name)
}

// label is a label for people of a placeholder.
func (rs runs) label(expr string) string {
	if id, ok := strings.CutPrefix(expr, publishedPrefix); ok {
		if f, ok := publishedFigure(id); ok {
			return "published by seed " + f.Seed + ": " + f.What
		}
		return expr
	}
	if rest, ok := strings.CutPrefix(expr, "change."); ok {
		if i := strings.LastIndexByte(rest, '.'); i > 0 {
			if f := figureByName(rest[:i]); f != nil {
				return "change in " + f.label + " from " + rest[i+1:]
			}
		}
		return expr
	}
	name, r := rs.split(expr)
	label := name
	if f := figureByName(name); f != nil {
		label = f.label
	}
	if r.name != "" {
		label += " (" + r.name + ")"
	}
	return label
}

func isKnob(name string) bool {
	for _, k := range model.Knobs() {
		if k.Name == name {
			return true
		}
	}
	return false
}

// fill expands template t with the figures of rs, and appends each
// placeholder it meets to quoted (once).
func (rs runs) fill(t string, quoted *[]Quote) (string, error) {
	segs, err := parseTemplate(t)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	for _, s := range segs {
		if !s.placeholder {
			b.WriteString(s.text)
			continue
		}
		v, err := rs.eval(s.text)
		if err != nil {
			return "", err
		}
		b.WriteString(v.text)
		if quoted != nil {
			addQuote(quoted, Quote{Key: s.text, Label: rs.label(s.text), Value: v.text})
		}
	}
	return b.String(), nil
}

// Quote is one figure a step quotes, as the text prints it.
type Quote struct {
	Key   string // the placeholder: "cpp.d0"
	Label string // for people: "NAPI CPU cycles per packet (d0)"
	Value string // as printed in the text: "1632"
}

func addQuote(fs *[]Quote, f Quote) {
	for _, g := range *fs {
		if g.Key == f.Key {
			return
		}
	}
	*fs = append(*fs, f)
}
