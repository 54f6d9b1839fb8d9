package lessons

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Claim is a statement about a step's figures, written as text and
// checked on the model:
//
//	"cpp < cpp.d0"         lower than, by more than Tolerance
//	"cpp ~ cpp.d0"         within Tolerance of each other
//	"cpp > cpp.d0"         higher than, by more than Tolerance
//	"wasted%.ahead > 50"   against a number
//	"from.header = DRAM"   a figure prints as this word
//	"min cpp.d4"           (choices only) the lowest of the choices' figures
//	"max mpps.d4"          (choices only) the highest
//
// Each side is a placeholder name without braces (see the package doc)
// or a number. Of "<", "~" and ">" exactly one holds for any two numbers,
// so three choices built on them always have one right answer.
type Claim string

// Tolerance is the relative difference under which two figures count as
// about the same (Claim "~"): 3 %, the spread seed 000 reports between
// distances 4, 6 and 8.
const Tolerance = 0.03

// parts splits a claim into its operator and operands.
func (c Claim) parts() (op, a, b string, err error) {
	f := strings.Fields(string(c))
	switch {
	case len(f) == 2 && (f[0] == "min" || f[0] == "max"):
		return f[0], f[1], "", nil
	case len(f) == 3 && strings.Contains("<~>=", f[1]) && len(f[1]) == 1:
		return f[1], f[0], f[2], nil
	}
	return "", "", "", fmt.Errorf("claim %q: want \"a < b\", \"a ~ b\", \"a > b\", \"a = b\", \"min a\" or \"max a\"", string(c))
}

// operand evaluates one side of a claim: a number, or a placeholder.
func (rs runs) operand(s string) (value, error) {
	if f, err := strconv.ParseFloat(s, 64); err == nil {
		return value{num: f, text: s, isNum: true}, nil
	}
	return rs.eval(s)
}

// holds evaluates claim c on rs. A "min"/"max" claim compares its figure
// with others, the figures of the sibling choices' claims.
func (rs runs) holds(c Claim, others []Claim) (bool, error) {
	op, a, b, err := c.parts()
	if err != nil {
		return false, err
	}
	va, err := rs.operand(a)
	if err != nil {
		return false, err
	}
	switch op {
	case "min", "max":
		if !va.isNum {
			return false, fmt.Errorf("claim %q: %s is not a number", c, a)
		}
		for _, o := range others {
			oop, oa, _, err := o.parts()
			if err != nil || oop != op {
				return false, fmt.Errorf("claim %q: sibling claim %q is not %s", c, o, op)
			}
			vo, err := rs.operand(oa)
			if err != nil {
				return false, err
			}
			if (op == "min" && vo.num < va.num) || (op == "max" && vo.num > va.num) {
				return false, nil
			}
		}
		return true, nil
	}
	if op == "=" {
		// the right side of "=" is a word: a level such as DRAM, or a
		// knob value
		return va.text == b, nil
	}
	vb, err := rs.operand(b)
	if err != nil {
		return false, err
	}
	if !va.isNum || !vb.isNum {
		return false, fmt.Errorf("claim %q: %s and %s must be numbers", c, a, b)
	}
	tol := Tolerance * math.Max(math.Abs(va.num), math.Abs(vb.num))
	switch op {
	case "<":
		return va.num < vb.num-tol, nil
	case ">":
		return va.num > vb.num+tol, nil
	}
	return math.Abs(va.num-vb.num) <= tol, nil
}
