package address

import (
	"fmt"
	"sort"
	"strconv"
)

// Kind is what a value of a message is, as far as rxscope cares.
type Kind uint8

const (
	KindOther  Kind = iota // anything else: Value.What says what (a BigInt, a Map, null, …)
	KindString             // Value.Str
	KindNumber             // Value.Num
	KindBool               // Value.Bool
	KindObject             // a plain object: Value.Fields
)

// Value is a message, or one of its fields, as read from the page: from
// the JavaScript object a parent posted (web reads it field by field,
// without serialising it, so that a cyclic object, a BigInt or a huge
// string is described instead of thrown or copied) or from JSON text
// (ParseMessage). CommandOf checks it.
//
// The zero Value is KindOther with no description.
type Value struct {
	Kind   Kind
	Str    string
	Num    float64
	Bool   bool
	Fields map[string]Value // KindObject: its own fields, read only as deep as a message goes
	// What describes a KindOther value, or a KindObject read no deeper,
	// for a notice: "a BigInt", "a Map", "an array", "null".
	What string
}

// Describe says what v is, for a notice: `the string "abc"`, `the number
// 5`, `a BigInt`.
func (v Value) Describe() string {
	switch v.Kind {
	case KindString:
		return "the string " + quote(v.Str)
	case KindNumber:
		return "the number " + strconv.FormatFloat(v.Num, 'g', -1, 64)
	case KindBool:
		return "the boolean " + strconv.FormatBool(v.Bool)
	case KindObject:
		return "an object"
	}
	if v.What == "" {
		return "a value of an unknown kind"
	}
	return v.What
}

// valueOf is a decoded JSON value (encoding/json's any) as a Value,
// objects read down to depth levels (a message's fields are depth 1, the
// params' values depth 2); a deeper object is described, not read.
func valueOf(x any, depth int) Value {
	switch x := x.(type) {
	case string:
		return Value{Kind: KindString, Str: x}
	case float64:
		return Value{Kind: KindNumber, Num: x}
	case bool:
		return Value{Kind: KindBool, Bool: x}
	case nil:
		return Value{What: "null"}
	case []any:
		return Value{What: "an array"}
	case map[string]any:
		if depth <= 0 {
			return Value{Kind: KindObject, What: "an object"}
		}
		v := Value{Kind: KindObject, Fields: make(map[string]Value, len(x))}
		for k, f := range x {
			v.Fields[k] = valueOf(f, depth-1)
		}
		return v
	}
	return Value{What: fmt.Sprintf("a %T", x)}
}

// sortedKeys returns m's keys in byte order, so that notices about
// several fields always name them in the same order.
func sortedKeys(m map[string]Value) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
