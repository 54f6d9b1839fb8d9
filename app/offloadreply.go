package app

import (
	"fmt"
	"strconv"
	"strings"
)

// An Reply travels as one line of words: "id=3 done point=17
// cpp=1748.25", the greeting "id=0 ready", a worker that stopped "id=0
// err=\\"…\\"". Numbers are written so that they read back exactly
// (strconv's shortest form), a table's rows as "row=dram-ns,v0,v1,v2,
// today0,today1,today2,ahead0,ahead1,ahead2", a lesson run's figures as
// "run=" and its numbers, comma-separated, a lever searched as
// "lever=true,129,2.52,NaN,NaN,3.44,3.40,9" (met, value, model, a, b,
// the fitted figure as shipped and there, probes), and an error, quoted,
// last.

// EncodeReply is a as a message.
func EncodeReply(a Reply) string {
	b := make([]byte, 0, 64)
	b = append(b, "id="...)
	b = strconv.AppendUint(b, a.ID, 10)
	flag := func(on bool, name string) {
		if on {
			b = append(b, ' ')
			b = append(b, name...)
		}
	}
	num := func(name string, v float64) {
		b = append(b, ' ')
		b = append(b, name...)
		b = append(b, '=')
		b = strconv.AppendFloat(b, v, 'g', -1, 64)
	}
	flag(a.Ready, "ready")
	flag(a.Done, "done")
	flag(a.Failed, "failed")
	if a.Point != 0 {
		num("point", float64(a.Point))
	}
	if a.CPP != 0 {
		num("cpp", a.CPP)
	}
	if a.Value != 0 {
		num("value", a.Value)
	}
	if t := a.Table; t != nil {
		b = append(b, " variant="...)
		b = append(b, t.Variant...)
		num("distance", float64(t.Distance))
		num("step", t.Step)
		for _, r := range t.Rows {
			b = append(b, " row="...)
			b = append(b, r.Param...)
			for _, vs := range [...][3]float64{r.Values, r.Today, r.Ahead} {
				for _, v := range vs {
					b = append(b, ',')
					b = strconv.AppendFloat(b, v, 'g', -1, 64)
				}
			}
		}
	}
	if n := a.Lever; n != nil {
		b = append(b, " lever="...)
		b = strconv.AppendBool(b, n.Met)
		for _, v := range n.numbers() {
			b = append(b, ',')
			b = strconv.AppendFloat(b, *v, 'g', -1, 64)
		}
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(n.Probes), 10)
	}
	if a.Run != "" {
		b = append(b, " run="...)
		b = append(b, a.Run...)
	}
	if a.Err != "" {
		b = append(b, " err="...)
		b = strconv.AppendQuote(b, a.Err)
	}
	return string(b)
}

// DecodeReply reads an answer, or says which word of the message is wrong.
func DecodeReply(msg string) (Reply, error) {
	var a Reply
	rest := msg
	for rest != "" {
		var word string
		if strings.HasPrefix(rest, "err=") {
			e, err := strconv.Unquote(rest[len("err="):])
			if err != nil {
				return Reply{}, fmt.Errorf("worker answer %q: err: %v", msg, err)
			}
			a.Err = e
			break
		}
		word, rest, _ = strings.Cut(rest, " ")
		name, val, _ := strings.Cut(word, "=")
		var err error
		switch name {
		case "id":
			a.ID, err = strconv.ParseUint(val, 10, 64)
		case "ready":
			a.Ready = true
		case "done":
			a.Done = true
		case "failed":
			a.Failed = true
		case "point":
			a.Point, err = strconv.Atoi(val)
		case "cpp":
			a.CPP, err = strconv.ParseFloat(val, 64)
		case "value":
			a.Value, err = strconv.ParseFloat(val, 64)
		case "variant":
			a.table().Variant = val
		case "distance":
			a.table().Distance, err = strconv.Atoi(val)
		case "step":
			a.table().Step, err = strconv.ParseFloat(val, 64)
		case "row":
			err = a.table().addRow(val)
		case "run":
			a.Run = val
		case "lever":
			a.Lever, err = parseLeverNumbers(val)
		default:
			err = fmt.Errorf("unknown word")
		}
		if err != nil {
			return Reply{}, fmt.Errorf("worker answer %q: %s: %v", msg, word, err)
		}
	}
	if !strings.HasPrefix(msg, "id=") {
		return Reply{}, fmt.Errorf("worker answer %q: it does not begin with id=", msg)
	}
	return a, nil
}

// parseLeverNumbers reads "met,value,model,a,b,aftershipped,aftermodel,probes".
func parseLeverNumbers(s string) (*LeverNumbers, error) {
	parts := strings.Split(s, ",")
	n := &LeverNumbers{}
	fs := n.numbers()
	if len(parts) != len(fs)+2 {
		return nil, fmt.Errorf("a lever has %d fields (met, %d numbers, probes); this one has %d", len(fs)+2, len(fs), len(parts))
	}
	var err error
	if n.Met, err = strconv.ParseBool(parts[0]); err != nil {
		return nil, err
	}
	for i, f := range fs {
		if *f, err = strconv.ParseFloat(parts[1+i], 64); err != nil {
			return nil, err
		}
	}
	if n.Probes, err = strconv.Atoi(parts[len(parts)-1]); err != nil {
		return nil, err
	}
	return n, nil
}

// table is the answer's table, made on first use.
func (a *Reply) table() *SensitivityTable {
	if a.Table == nil {
		a.Table = &SensitivityTable{}
	}
	return a.Table
}

// addRow reads "name,v0,v1,v2,today0,…,ahead2".
func (t *SensitivityTable) addRow(s string) error {
	parts := strings.Split(s, ",")
	if len(parts) != 10 {
		return fmt.Errorf("a row has a name and 9 numbers; this one has %d fields", len(parts))
	}
	r := SensitivityTableRow{Param: parts[0]}
	for i, p := range parts[1:] {
		v, err := strconv.ParseFloat(p, 64)
		if err != nil {
			return err
		}
		[...]*[3]float64{&r.Values, &r.Today, &r.Ahead}[i/3][i%3] = v
	}
	t.Rows = append(t.Rows, r)
	return nil
}
