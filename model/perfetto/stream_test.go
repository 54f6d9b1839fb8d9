package perfetto

import (
	"bytes"
	"testing"

	"rxscope/model"
)

// TestRecordPerfettoStreams is the regression test for issue 40's item 9:
// the trace of a run is written as the run goes, holding a few
// microseconds' events rather than all of them (a 10 ms trace of a
// 60 Mpps run kept whole took 2 GB), and it is the very trace that the
// whole Recording gives, byte for byte: the CPU's segments cut at each
// slice's end are joined again, and events of one time keep their order.
func TestRecordPerfettoStreams(t *testing.T) {
	tests := []struct {
		name    string
		set     [][2]string
		warm, d model.Time
		maxHeld int // the events held at most
	}{
		{"default", nil, 200 * model.Microsecond, 400 * model.Microsecond, 2000},
		{"xdp drop", [][2]string{{"xdp", "drop"}}, 100 * model.Microsecond, 400 * model.Microsecond, 2000},
		{"budget 1, 64 B", [][2]string{{"budget", "1"}, {"size", "64"}, {"xdp", "drop-noread"}, {"variant", "today"}}, 50 * model.Microsecond, 300 * model.Microsecond, 2000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			whole, _ := recordTrace(t, tt.set, tt.warm, tt.d)
			s, err := model.New(configWith(t, tt.set))
			if err != nil {
				t.Fatal(err)
			}
			s.SetTraceLevel(model.TraceOff)
			s.RunUntil(tt.warm)
			var b bytes.Buffer
			st, err := Record(&b, s, tt.d)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(b.Bytes(), whole) {
				i := 0
				for i < min(b.Len(), len(whole)) && b.Bytes()[i] == whole[i] {
					i++
				}
				t.Fatalf("the streamed trace (%d bytes) differs from the whole one (%d bytes) at byte %d: %.200q, not %.200q",
					b.Len(), len(whole), i, b.Bytes()[i:], whole[i:])
			}
			if st.MaxHeld > tt.maxHeld || st.Records < 10*st.MaxHeld {
				t.Errorf("%d records, %d CPU slices, at most %d events held; want at most %d held, and a tenth of the records", st.Records, st.Slices, st.MaxHeld, tt.maxHeld)
			}
			t.Logf("%d records, %d CPU slices, at most %d events held, %d bytes", st.Records, st.Slices, st.MaxHeld, b.Len())
		})
	}
}
