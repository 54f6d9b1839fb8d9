package screen

import (
	"testing"

	"rxscope/address"
	"rxscope/app"
	"rxscope/lessons"
	"rxscope/model"
)

// chartPoint0 is the chart's first point (distance 0) for cfg, as the
// sweep measures it (app.TestSweepMatchesModel holds the sweep to a new
// simulation's measurement).
func chartPoint0(t *testing.T, cfg model.Config) float64 {
	t.Helper()
	var sw app.Sweep
	sw.Want(cfg)
	s, err := model.New(sw.PointConfig(0))
	if err != nil {
		t.Fatal(err)
	}
	model.NewMeasurement(s, app.SweepWindow).Run()
	return s.Metrics().CyclesPerPacket()
}

// TestMachineEditMovesTheChart: the edits of TestMachinePress (dram-ns
// ten notches slower, rob two up) restart the screen on a machine whose
// chart at distance 0 costs more cycles a packet; the link of that
// machine charts the same.
func TestMachineEditMovesTheChart(t *testing.T) {
	m, ses := openMachine(t, model.DefaultConfig())
	before := chartPoint0(t, ses.cfg)
	m.MoveRow(1 + m.row(t, "dram-ns"))
	m.Notch(+1, true)
	rob := m.Geo().Rows[m.row(t, "rob")]
	m.Press(centre(rob.Plus))
	m.Press(centre(rob.Plus))
	after := chartPoint0(t, ses.cfg)
	t.Logf("distance 0: %.1f → %.1f cycles/packet", before, after)
	if after <= before {
		t.Errorf("the chart did not follow the slower DRAM: at distance 0 %.0f → %.0f cycles/packet", before, after)
	}
	st := address.Default()
	st.Config = ses.cfg
	link, _ := address.Parse(st.Query(), address.Default(), lessons.Catalog)
	if again := chartPoint0(t, link.Config); again != after {
		t.Errorf("the link's chart at distance 0 %v differs from the editor's %v", again, after)
	}
}
