package layout

import (
	"fmt"
	"testing"
)

// counterNames are the names the counters panel prints (app.CountersView):
// mlx5's ethtool -S counters, then the perf stat events.
var counterNames = []string{
	"rx_packets_phy", "rx_packets", "rx_bytes", "rx_out_of_buffer", "rx_oversize_pkts_sw_drop",
	"rx_xdp_drop", "rx_xdp_tx_xmit", "rx_cqe_compress_blks", "rx_cqe_compress_pkts",
	"rx_mpwqe_filler_cqes", "rx_mpwqe_filler_strides", "ch_events", "ch_poll",
	"cycles", "instructions", "L1-dcache-load-misses", "LLC-load-misses",
	"cycle_activity.stalls_total", "load_hit_pre.sw_pf", "model.sw_prefetch.useful", "model.sw_prefetch.wasted",
}

// TestCountersReadOnAProjector lays the counters panel out in the
// right-hand column, in both themes at 1920×1080, 1280×720 and 1024×768,
// and measures its text as the screen draws it: every row (two headings
// and the counters) fits the column's height, the title at the label
// size as the event log's, each name, the longest
// total and "# 100.00 % of cycles" fit their columns at the table's size
// with a gap between the columns, and on a projector the table is set at
// ProjectorMinLabel or more. With the panel's old geometry (17 units,
// the ratios in half the panel less 135) the projector's rows were read
// at 16 units, and 15 at 1280×720, where the ratios were shrunk to fit.
func TestCountersReadOnAProjector(t *testing.T) {
	m := newMeasurer(t)
	rows := len(counterNames) + 2
	for _, ty := range []Type{ScreenType, ProjectorType} {
		s := NewScreenFor(ty)
		col := Rect{s.Figures.X, s.Figures.Y, s.Figures.W, s.Chart.Bottom() - s.Figures.Y}
		for _, sc := range []float64{1, 720.0 / 1080, 576.0 / 1080} {
			wd := func(str string, tf typeface, size float64) float64 { return m.width(str, tf, size, sc) / sc }
			w := CounterWidths{Value: wd(CounterValueSample, mono, ty.Log), Extra: wd(CounterExtraSample, mono, ty.Log)}
			for _, n := range counterNames {
				w.NameMono = max(w.NameMono, wd(n, mono, ty.Log))
				w.NameRegular = max(w.NameRegular, wd(n, regular, ty.Log))
			}
			tb := NewCountersTable(col, ty, rows, w)
			where := fmt.Sprintf("type %v at %.0f px high", ty.Label, 1080*sc)
			if tb.Rows != rows {
				t.Errorf("%s: %d of the %d rows fit the column", where, tb.Rows, rows)
			}
			if ty.Log >= ProjectorMinLabel && tb.Size < ProjectorMinLabel {
				t.Errorf("%s: the rows are set at %.1f units; the projector's least is %v", where, tb.Size, ProjectorMinLabel)
			}
			face := regular
			if tb.Mono {
				face = mono
			}
			for _, n := range counterNames {
				if !m.fits(n, face, tb.Size, tb.Name, sc) {
					t.Errorf("%s: %q (%.0f units) leaves its column of %.0f", where, n, wd(n, face, tb.Size), tb.Name.W)
				}
			}
			for _, c := range []struct {
				s    string
				tf   typeface
				box  Rect
				size float64
			}{{"Counters · the measured window", bold, tb.Title, ty.Label}, {"U closes", regular, tb.Hint, ty.Label},
				{CounterValueSample, mono, tb.Value, tb.Size}, {CounterExtraSample, mono, tb.Extra, tb.Size}, {"total", bold, tb.Value, tb.Size}, {"per second", bold, tb.Extra, tb.Size}} {
				if !m.fits(c.s, c.tf, c.size, c.box, sc) {
					t.Errorf("%s: %q (%.0f units) leaves its box of %.0f", where, c.s, wd(c.s, c.tf, c.size), c.box.W)
				}
			}
			if tb.Value.X-tb.Name.Right() < 10 || tb.Extra.X-tb.Value.Right() < 10 {
				t.Errorf("%s: the columns %+v %+v %+v touch", where, tb.Name, tb.Value, tb.Extra)
			}
			last := tb.Row(tb.Extra, tb.Rows-1)
			if !tb.Row(tb.Name, 0).Inside(col) || !last.Inside(col.Inset(CounterPad-1)) {
				t.Errorf("%s: the rows %+v … %+v leave the column %+v", where, tb.Row(tb.Name, 0), last, col)
			}
		}
	}
}
