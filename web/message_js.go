package main

import (
	"fmt"
	"strings"
	"syscall/js"

	"rxscope/address"
)

// readMessage describes the JavaScript value a parent page posted (or a
// script passed to rxscope.send) as a address.Value, field by field, without
// serialising it: JSON.stringify throws on a cyclic object or a BigInt,
// and copying a 200 MB string into Go before its size is known grows the
// module's memory for good. So every string's length is checked before it
// is copied (all of them together within address.MaxMessageLen), an object's
// field count before its fields are read (address.MaxFields), objects are
// read only as deep as a message goes (the message, then its params), and
// what JSON cannot carry is described ("the BigInt 5n", "a Map") for
// address.CommandOf to name in its notice.
//
// A getter or a Proxy that throws while it is read makes an error, not a
// panic.
func readMessage(v js.Value) (val address.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			je, ok := r.(js.Error)
			if !ok {
				panic(r)
			}
			val, err = address.Value{}, fmt.Errorf("reading the message threw %s", shortText(je.Value, 120))
		}
	}()
	r := reader{left: address.MaxMessageLen}
	return r.value(v, 2)
}

var errTooLong = fmt.Errorf("message is over the %d-byte limit", address.MaxMessageLen)

// reader reads one message; left is what its strings may still take.
type reader struct{ left int }

func (r *reader) value(v js.Value, depth int) (address.Value, error) {
	tag := kindTag(v)
	switch tag {
	case "BigInt":
		return address.Value{What: "the BigInt " + shortText(v, 24) + "n"}, nil
	case "Undefined":
		return address.Value{What: "undefined"}, nil
	case "Null":
		return address.Value{What: "null"}, nil
	case "Symbol":
		return address.Value{What: "a Symbol"}, nil
	}
	switch v.Type() {
	case js.TypeBoolean:
		return address.Value{Kind: address.KindBool, Bool: v.Bool()}, nil
	case js.TypeNumber:
		return address.Value{Kind: address.KindNumber, Num: v.Float()}, nil
	case js.TypeString:
		s, err := r.text(v)
		return address.Value{Kind: address.KindString, Str: s}, err
	case js.TypeFunction:
		return address.Value{What: "a function"}, nil
	}
	if tag != "Object" {
		return address.Value{What: article(tag)}, nil
	}
	if depth == 0 {
		return address.Value{Kind: address.KindObject, What: "an object"}, nil
	}
	keys := js.Global().Get("Object").Call("keys", v)
	n := keys.Length()
	if n > address.MaxFields {
		return address.Value{}, fmt.Errorf("an object of the message has %d fields, over the limit of %d", n, address.MaxFields)
	}
	out := address.Value{Kind: address.KindObject, Fields: make(map[string]address.Value, n)}
	for i := range n {
		name, err := r.text(keys.Index(i))
		if err != nil {
			return address.Value{}, err
		}
		// Reflect.get through Call: a getter that throws is caught there
		// (Value.Get would let the exception unwind through Go).
		f := js.Global().Get("Reflect").Call("get", v, name)
		if f.IsUndefined() {
			continue // as JSON leaves it out
		}
		if out.Fields[name], err = r.value(f, depth-1); err != nil {
			return address.Value{}, err
		}
	}
	return out, nil
}

// text copies the JavaScript string v into Go if it fits in what is left.
func (r *reader) text(v js.Value) (string, error) {
	n := js.Global().Call("Object", v).Get("length").Int()
	if n > r.left {
		return "", errTooLong
	}
	r.left -= n
	return v.String(), nil
}

// kindTag is what Object.prototype.toString says v is, without the
// "[object …]" around it: "Object" for a plain object (of any window),
// "Array", "Map", "BigInt", "Null". Unlike v.Type it knows a BigInt.
func kindTag(v js.Value) string {
	t := js.Global().Get("Object").Get("prototype").Get("toString").Call("call", v)
	s := shortText(t, 48)
	s = strings.TrimSuffix(strings.TrimPrefix(s, "[object "), "]")
	return s
}

// shortText is String(v), or its first max characters and an ellipsis:
// never more than that is copied into Go.
func shortText(v js.Value, max int) string {
	s := js.Global().Call("String", v)
	if n := js.Global().Call("Object", s).Get("length").Int(); n > max {
		s = s.Call("slice", 0, max)
		return s.String() + "…"
	}
	return s.String()
}

// article puts "a" or "an" before a kind's name: "a Map", "an Array".
func article(tag string) string {
	if tag == "Array" {
		return "an array"
	}
	if tag != "" && strings.ContainsRune("AEIOU", rune(tag[0])) {
		return "an " + tag
	}
	return "a " + tag
}
