package main

import (
	"fmt"
	"io"
	"os"

	"rxscope/model"
	"rxscope/model/perfetto"
)

// writePerfettoFile runs cfg for o.warmup packets, then records
// o.perfettoUs microseconds of it to o.perfetto as a Chrome trace event
// JSON file that ui.perfetto.dev and chrome://tracing open, written as
// the run goes (perfetto.Record): its memory does not grow with the
// trace, which for 10 ms of a 60 Mpps machine is 200 MB.
func writePerfettoFile(cfg model.Config, o options, stdout io.Writer) error {
	if o.perfettoUs <= 0 || o.perfettoUs > int(model.MaxRecord/model.Microsecond) {
		return fmt.Errorf("-perfetto-us %d out of range: 1..%d µs of simulated time", o.perfettoUs, model.MaxRecord/model.Microsecond)
	}
	s, err := model.New(cfg)
	if err != nil {
		return err
	}
	f, err := os.Create(o.perfetto)
	if err != nil {
		return err
	}
	s.SetTraceLevel(model.TraceOff)
	s.SetTimeline(false)
	s.RunPackets(o.warmup)
	cw := &countingWriter{w: f}
	st, err := perfetto.Record(cw, s, model.Time(o.perfettoUs)*model.Microsecond)
	if err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	_, err = fmt.Fprintf(stdout, "wrote %s: %d µs simulated from %s, %d records, %d CPU slices, %.1f MB; open it in ui.perfetto.dev or chrome://tracing\n",
		o.perfetto, o.perfettoUs, st.Start, st.Records, st.Slices, float64(cw.n)/1e6)
	return err
}

// countingWriter counts the bytes written through it.
type countingWriter struct {
	w io.Writer
	n int64
}

func (c *countingWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}
