package screen

import "testing"

// TestFormats holds each format to the examples its doc comment gives.
func TestFormats(t *testing.T) {
	for _, tc := range []struct {
		name string
		got  []byte
		want string
	}{
		{"fixed", AppendFixed(nil, 3.14159, 2), "3.14"},
		{"fixed NaN", AppendFixed(nil, nan(), 2), "-"},
		{"sig 1234", AppendSig(nil, 1234), "1234"},
		{"sig 12.34", AppendSig(nil, 12.34), "12.3"},
		{"sig 0.1234", AppendSig(nil, 0.1234), "0.123"},
		{"uint", AppendUint(nil, 999), "999"},
		{"uint grouped", AppendUint(nil, 1000), "1,000"},
		{"hex", AppendHex(nil, 255), "0xff"},
		{"duration ps", AppendDuration(nil, 850), "850 ps"},
		{"duration ns", AppendDuration(nil, 12_500), "12.5 ns"},
		{"duration µs", AppendDuration(nil, 3_200_000), "3.20 µs"},
		{"duration ms", AppendDuration(nil, 1_250_000_000), "1.25 ms"},
		{"duration short", AppendDurationShort(nil, 6_000_000), "6 µs"},
		{"duration short 1.2", AppendDurationShort(nil, 1_200_000), "1.2 µs"},
		{"percent", AppendPercent(nil, 1, 3), "33%"},
		{"percent of none", AppendPercent(nil, 1, 0), "-"},
		{"trim", TrimZeros([]byte("6.00 µs")), "6 µs"},
		{"trim keeps", TrimZeros([]byte("120 ns")), "120 ns"},
		{"count one", AppendCount(nil, 1, "packet", "packets"), "1 packet"},
		{"count many", AppendCount(nil, 44, "packet", "packets"), "44 packets"},
	} {
		if string(tc.got) != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, tc.got, tc.want)
		}
	}
}

func nan() float64 { var z float64; return z / z }
