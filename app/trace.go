package app

import (
	"bytes"
	"strconv"

	"rxscope/model"
	"rxscope/model/perfetto"
)

// TraceExport is the stretch of the run the screen holds, as a Perfetto
// trace (perfetto.Write): the after simulation's trace ring, CPU
// timeline and fill-buffer samples, and the ring's occupancy now. Name
// is the file's name, after the configuration and the simulated time,
// e.g. rxscope-stride-ahead-d4-512B-at-1234us.json.
func (s *Session) TraceExport() (name string, data []byte, err error) {
	r := model.RecordingOf(s.after)
	var b bytes.Buffer
	if err := perfetto.Write(&b, r); err != nil {
		return "", nil, err
	}
	c := s.cfg
	name = "rxscope-" + c.Variant + "-d" + strconv.Itoa(c.Distance) + "-" + strconv.Itoa(c.Size) + "B-at-" +
		strconv.FormatInt(int64(s.after.Now()/model.Microsecond), 10) + "us.json"
	return name, b.Bytes(), nil
}
