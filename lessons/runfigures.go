package lessons

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"rxscope/model"
)

// RunFigures is what a step's figures read from one of its runs: the
// counters of its measured window (model.Metrics) and the figures of its
// trace. The rest of a run's result (its configuration, ring geometry and
// machine) follows from the step and the run's number, so a run measured
// elsewhere, in a Web Worker, travels as its RunFigures only
// (RunFiguresText, ParseRunFigures) and gives the step the same numbers
// as one measured in place. (Functions, not methods: the page's program
// keeps every exported method of its types, and needs only the parsing.)
type RunFigures struct {
	met model.Metrics
	tr  traceStats
}

// RunFiguresText writes f as one word of comma-separated numbers (no
// spaces), each read back exactly: the metrics' fields in their declared
// order, then the trace's.
func RunFiguresText(f RunFigures) (string, error) {
	b, err := appendNumbers(nil, reflect.ValueOf(f.met))
	if err != nil {
		return "", err
	}
	for _, p := range f.tr.ints() {
		b = strconv.AppendInt(append(b, ','), int64(*p), 10)
	}
	for _, p := range f.tr.floats() {
		b = strconv.AppendFloat(append(b, ','), *p, 'g', -1, 64)
	}
	return string(b), nil
}

// ParseRunFigures reads what RunFiguresText wrote, or says which number
// is wrong or how many were missing or left over.
func ParseRunFigures(text string) (RunFigures, error) {
	words := strings.Split(text, ",")
	var g RunFigures
	rest, err := readNumbers(reflect.ValueOf(&g.met).Elem(), words)
	if err != nil {
		return RunFigures{}, fmt.Errorf("run figures: %v", err)
	}
	ints, floats := g.tr.ints(), g.tr.floats()
	if len(rest) != len(ints)+len(floats) {
		return RunFigures{}, fmt.Errorf("run figures: %d numbers after the metrics; want the trace's %d", len(rest), len(ints)+len(floats))
	}
	for i, p := range ints {
		v, err := strconv.Atoi(rest[i])
		if err != nil {
			return RunFigures{}, fmt.Errorf("run figures: trace count %d: %v", i, err)
		}
		*p = v
	}
	for i, p := range floats {
		v, err := strconv.ParseFloat(rest[len(ints)+i], 64)
		if err != nil {
			return RunFigures{}, fmt.Errorf("run figures: trace cycles %d: %v", i, err)
		}
		*p = v
	}
	return g, nil
}

// appendNumbers appends the numbers of v (a number, an array or a struct
// of them) to b, each after a comma but the first; a field of another
// kind is an error, as it could not travel.
func appendNumbers(b []byte, v reflect.Value) ([]byte, error) {
	sep := func() {
		if len(b) > 0 {
			b = append(b, ',')
		}
	}
	var err error
	switch v.Kind() {
	case reflect.Struct:
		for i := 0; i < v.NumField() && err == nil; i++ {
			b, err = appendNumbers(b, v.Field(i))
		}
	case reflect.Array:
		for i := 0; i < v.Len() && err == nil; i++ {
			b, err = appendNumbers(b, v.Index(i))
		}
	case reflect.Uint64, reflect.Uint32, reflect.Uint:
		sep()
		b = strconv.AppendUint(b, v.Uint(), 10)
	case reflect.Int64, reflect.Int32, reflect.Int:
		sep()
		b = strconv.AppendInt(b, v.Int(), 10)
	case reflect.Float64:
		sep()
		b = strconv.AppendFloat(b, v.Float(), 'g', -1, 64)
	default:
		err = fmt.Errorf("lessons: RunFigures cannot carry a %s", v.Type())
	}
	return b, err
}

// readNumbers sets v's numbers (as appendNumbers wrote them) from words
// and returns the words after them.
func readNumbers(v reflect.Value, words []string) ([]string, error) {
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			var err error
			if words, err = readNumbers(v.Field(i), words); err != nil {
				return nil, fmt.Errorf("%s: %v", v.Type().Field(i).Name, err)
			}
		}
		return words, nil
	case reflect.Array:
		for i := range v.Len() {
			var err error
			if words, err = readNumbers(v.Index(i), words); err != nil {
				return nil, fmt.Errorf("[%d]: %v", i, err)
			}
		}
		return words, nil
	}
	if len(words) == 0 {
		return nil, fmt.Errorf("missing")
	}
	var err error
	switch v.Kind() {
	case reflect.Uint64, reflect.Uint32, reflect.Uint:
		var x uint64
		x, err = strconv.ParseUint(words[0], 10, v.Type().Bits())
		v.SetUint(x)
	case reflect.Int64, reflect.Int32, reflect.Int:
		var x int64
		x, err = strconv.ParseInt(words[0], 10, v.Type().Bits())
		v.SetInt(x)
	case reflect.Float64:
		var x float64
		x, err = strconv.ParseFloat(words[0], 64)
		v.SetFloat(x)
	default:
		err = fmt.Errorf("a %s cannot be read", v.Type())
	}
	if err != nil {
		return nil, err
	}
	return words[1:], nil
}

// ints are the trace's counts, in a fixed order.
func (st *traceStats) ints() []*int {
	ps := []*int{&st.aheadIssued, &st.aheadWasted, &st.aheadPkts, &st.guesses, &st.guessRight, &st.peeks}
	for k := range st.line {
		l := &st.line[k]
		ps = append(ps, &l.n)
		for i := range l.level {
			ps = append(ps, &l.level[i])
		}
	}
	return ps
}

// floats are the trace's cycle sums, in a fixed order.
func (st *traceStats) floats() []*float64 {
	ps := make([]*float64, 0, len(st.line))
	for k := range st.line {
		ps = append(ps, &st.line[k].cycles)
	}
	return ps
}
