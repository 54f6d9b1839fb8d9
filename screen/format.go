package screen

import (
	"math"
	"strconv"
)

// Formatting into reused byte buffers, for text that changes while the
// simulation runs (see dyntext.go). Each function appends to b and
// returns the extended slice, like strconv's Append functions.

// AppendFixed appends v with prec digits after the point.
func AppendFixed(b []byte, v float64, prec int) []byte {
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return append(b, '-')
	}
	return strconv.AppendFloat(b, v, 'f', prec, 64)
}

// AppendSig appends v with about three significant digits and no
// exponent: 1234 → "1234", 12.34 → "12.3", 0.1234 → "0.123".
func AppendSig(b []byte, v float64) []byte {
	a := math.Abs(v)
	switch {
	case a >= 100 || a == 0:
		return AppendFixed(b, v, 0)
	case a >= 10:
		return AppendFixed(b, v, 1)
	case a >= 1:
		return AppendFixed(b, v, 2)
	}
	return AppendFixed(b, v, 3)
}

// AppendInt appends n in decimal.
func AppendInt(b []byte, n int64) []byte { return strconv.AppendInt(b, n, 10) }

// AppendUint appends n in decimal with thin groups of three digits
// separated by commas, so that large counts read at a glance.
func AppendUint(b []byte, n uint64) []byte {
	if n < 1000 {
		return strconv.AppendUint(b, n, 10)
	}
	b = AppendUint(b, n/1000)
	r := n % 1000
	return append(b, ',', byte('0'+r/100), byte('0'+r/10%10), byte('0'+r%10))
}

// AppendHex appends n as 0x followed by hexadecimal digits.
func AppendHex(b []byte, n uint64) []byte {
	b = append(b, '0', 'x')
	return strconv.AppendUint(b, n, 16)
}

// AppendDuration appends a duration of ps picoseconds with a unit that
// keeps it short: "850 ps", "12.5 ns", "3.20 µs", "1.25 ms".
func AppendDuration(b []byte, ps float64) []byte {
	switch {
	case ps < 1e3:
		return append(AppendFixed(b, ps, 0), " ps"...)
	case ps < 1e6:
		return append(AppendSig(b, ps/1e3), " ns"...)
	case ps < 1e9:
		return append(AppendSig(b, ps/1e6), " µs"...)
	}
	return append(AppendSig(b, ps/1e9), " ms"...)
}

// AppendPercent appends the share part/whole as a whole percentage.
func AppendPercent(b []byte, part, whole float64) []byte {
	if whole <= 0 {
		return append(b, '-')
	}
	return append(AppendFixed(b, 100*part/whole, 0), '%')
}

// AppendDurationShort is AppendDuration without trailing zeros after the
// point: "6 µs", "1.2 µs".
func AppendDurationShort(b []byte, ps float64) []byte {
	n := len(b)
	b = AppendDuration(b, ps)
	return append(b[:n], TrimZeros(b[n:])...)
}

// TrimZeros drops the zeros after a decimal point in the number that
// starts b, and the point itself if nothing is left: "6.00 µs" → "6 µs",
// "1.20 µs" → "1.2 µs".
func TrimZeros(b []byte) []byte {
	end := 0
	for end < len(b) && (b[end] == '.' || b[end] >= '0' && b[end] <= '9') {
		end++
	}
	dot := -1
	for i := 0; i < end; i++ {
		if b[i] == '.' {
			dot = i
		}
	}
	if dot < 0 {
		return b
	}
	cut := end
	for cut > dot+1 && b[cut-1] == '0' {
		cut--
	}
	if cut == dot+1 {
		cut = dot
	}
	return append(b[:cut], b[end:]...)
}

// AppendCount appends n and the noun, singular for one: "1 packet",
// "44 packets".
func AppendCount(b []byte, n uint64, one, many string) []byte {
	b = append(AppendUint(b, n), ' ')
	if n == 1 {
		return append(b, one...)
	}
	return append(b, many...)
}
