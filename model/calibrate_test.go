package model_test

import (
	"flag"
	"math"
	"testing"

	"rxscope/model"
	"rxscope/model/validation"
)

var calibrate = flag.Bool("calibrate", false, "refit the fitted profile parameters on their published after figures and print them")

// fit is one fitted parameter: the figure it is fitted on and how to set
// it on a profile.
type fit struct {
	figure  string
	profile string
	set     func(p *model.Profile, x float64)
	lo, hi  float64
	// rising: the figure grows with the parameter
	rising bool
}

// The machines of the seeds' runs, as validation.PublishedFigures names
// them.
const (
	seed000 = "zen5-cx5"
	seed001 = "mlx4-2016"
	seed003 = "cx4lx-2016"
	seed004 = "grace-cx7"
)

// fits lists the calibration in the order it must be done (later fits
// use earlier ones). Work steps keep an IPC of 2 on the seed 000 machine.
var fits = []fit{
	{"000/udp/after", seed000, func(p *model.Profile, x float64) { p.DeliverUDP = model.Work{int(2 * x), int(x), p.DeliverUDP.Source} }, 1, 4000, false},
	{"000/tcp-cyc/after", seed000, func(p *model.Profile, x float64) { p.GROTCP = model.Work{int(2 * x), int(x), p.GROTCP.Source} }, 1, 4000, true},
	{"000/xdpdrop/after", seed000, func(p *model.Profile, x float64) { p.XDPRun = model.Work{int(2 * x), int(x), p.XDPRun.Source} }, 1, 2000, true},
	{"000/xdptx/after", seed000, func(p *model.Profile, x float64) { p.XDPTx = model.Work{int(2 * x), int(x), p.XDPTx.Source} }, 1, 2000, true},
	{"000/tcp-gbps/after", seed000, func(p *model.Profile, x float64) { p.AppCopyBytesPerCycle.Value = x }, 0.2, 4, true},
	{"001/rate/after", seed001, func(p *model.Profile, x float64) { *p = model.Mlx4XDP2016At(x) }, 0.05, 4, false},
	{"003/tcp64k/after", seed003, func(p *model.Profile, x float64) { *p = model.CX4LX2016At(x) }, 0.05, 4, false},
	{"002/drop/after", "desk-2016", func(p *model.Profile, x float64) { *p = model.Desk2016At(x) }, 0.05, 4, false},
	{"004/adj/after", seed004, func(p *model.Profile, x float64) { *p = model.GraceCX7At(p.WorkScale.Value, x) }, 0.2, 8, true},
	{"004/irq/after", seed004, func(p *model.Profile, x float64) { *p = model.GraceCX7At(x, p.AppCopyBytesPerCycle.Value) }, 0.05, 4, false},
}

// figureOn computes figure id with profile p in place of the shipped one.
func figureOn(t *testing.T, id string, p model.Profile, o validation.Options) float64 {
	t.Helper()
	for _, f := range validation.PublishedFigures() {
		if f.ID != id {
			continue
		}
		r := f.Runs[0]
		cfg, err := r.Config()
		if err != nil {
			t.Fatal(err)
		}
		for _, kv := range r.Set {
			if kv == "rate=app" {
				cfg.RateMpps = p.TCPAppCapMpps(cfg.MTU) // the profile being fitted, not the shipped one
			}
		}
		s, err := model.NewWithProfile(cfg, p)
		if err != nil {
			t.Fatal(err)
		}
		s.SetTraceLevel(model.TraceOff)
		s.SetTimeline(false)
		m := model.NewMeasurementOf(s, o.Window(), r.Measure)
		m.Run()
		return m.Value()
	}
	t.Fatalf("no figure %s", id)
	return 0
}

// TestCalibrate refits every fitted parameter (go test -run Calibrate
// -calibrate) and prints the values to put in the profiles. Without the
// flag it checks that the shipped profiles reproduce each fitted figure
// within 3%: the calibration is current.
func TestCalibrate(t *testing.T) {
	o := validation.Options{Warmup: 20000, Packets: 60000}
	pub := map[string]float64{}
	for _, f := range validation.PublishedFigures() {
		pub[f.ID] = f.Published
	}
	profs := map[string]model.Profile{}
	for _, p := range model.Profiles() {
		profs[p.Name] = p
	}
	for _, ft := range fits {
		p := profs[ft.profile]
		target := pub[ft.figure]
		if !*calibrate {
			if got := figureOn(t, ft.figure, p, o); math.Abs(got/target-1) > 0.03 {
				t.Errorf("%s: %s model %.4g, published %.4g: the calibration is stale (run with -calibrate)", ft.profile, ft.figure, got, target)
			}
			continue
		}
		lo, hi := ft.lo, ft.hi
		for i := 0; i < 30 && hi-lo > 1e-3*hi; i++ {
			mid := (lo + hi) / 2
			q := p
			ft.set(&q, mid)
			if got := figureOn(t, ft.figure, q, o); (got < target) == ft.rising {
				lo = mid
			} else {
				hi = mid
			}
		}
		x := (lo + hi) / 2
		ft.set(&p, x)
		profs[ft.profile] = p
		t.Logf("%-24s on %-10s → %.4g (model %.4g, published %.4g)", ft.figure, ft.profile, x, figureOn(t, ft.figure, p, o), target)
	}
}
