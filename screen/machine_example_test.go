package screen_test

import (
	"fmt"

	"rxscope/model"
	"rxscope/screen"
)

// screenSession is the rest of the screen as the examples see it: the
// configuration the simulations run, and the banner.
type screenSession struct{ cfg model.Config }

func (s *screenSession) Config() model.Config   { return s.cfg }
func (s *screenSession) Apply(cfg model.Config) { s.cfg = cfg }
func (s *screenSession) Notify(text string)     { fmt.Println("banner:", text) }

// The machine panel by keyboard: Shift+M opens it on the machines' row,
// ↓ goes to a parameter and Shift+→ moves it ten notches; the screen
// restarts on the edited machine, and the top line says so.
func ExampleMachinePanel() {
	ses := &screenSession{cfg: model.DefaultConfig()}
	m := screen.NewMachinePanel(ses)
	m.Prepare() // Shift+M
	m.Update(true)
	for m.Sel() == 0 || m.Params()[m.Sel()-1].Name != "dram-ns" {
		m.MoveRow(+1) // ↓
	}
	m.Notch(+1, true) // Shift+→
	m.Update(true)
	fmt.Println(m.Params()[m.Sel()-1].Name, m.Rows()[m.Sel()-1].Value, m.Rows()[m.Sel()-1].Detail)
	fmt.Println(m.Names()[m.Current()])
	fmt.Println(screen.EditedLine(ses.cfg))
	m.MoveRow(+100) // ↓ to the reset
	m.Enter()
	fmt.Println(ses.cfg.Edited())
	// Output:
	// dram-ns 104 ns 40..400 ns · shipped 85
	// zen5-cx5 (edited)
	// edited machine: dram-ns 104 ns
	// false
}

func ExampleParamValueText() {
	rob, _ := model.LookupParam("rob")
	fmt.Println(screen.ParamValueText(rob, 448))
	fmt.Println(screen.ParamValueText(model.ParamSpec{Unit: "ways"}, 1))
	fmt.Println(screen.ParamValueText(model.ParamSpec{Unit: "bool"}, 1))
	// Output:
	// 448 entries
	// 1 way
	// on
}

// The knobs drawer by keyboard: A opens it, ↓ to the budget, ← a notch
// down; a notch the model refuses is said in the banner.
func ExampleKnobsDrawer() {
	ses := &screenSession{cfg: model.DefaultConfig()}
	d := screen.NewKnobsDrawer(ses, func(s string, size float64) float64 { return float64(len(s)) * size / 2 })
	d.Prepare() // A
	d.Update(true)
	for d.Names()[d.Sel()] != "budget" {
		d.MoveRow(+1) // ↓
	}
	d.Notch(-1) // ←
	fmt.Println(d.Names()[d.Sel()], d.Values()[d.Sel()], d.Changed(d.Sel()))
	fmt.Println(d.Label())
	for d.Names()[d.Sel()] != "lro" {
		d.MoveRow(+1)
	}
	d.Notch(+1) // lro needs TCP traffic
	fmt.Println(d.Names()[d.Sel()], d.Values()[d.Sel()])
	// Output:
	// budget 32 CQEs true
	// All knobs · 1 set
	// banner: lro: on needs traffic tcp (LRO merges a TCP stream's segments)
	// lro off
}

func ExampleKnobsButtonLabel() {
	cfg := model.DefaultConfig()
	fmt.Println(screen.KnobsButtonLabel(cfg))
	_ = cfg.Set("rq", "legacy")
	_ = cfg.Set("budget", "8")
	fmt.Println(screen.KnobsButtonLabel(cfg))
	// Output:
	// All knobs
	// All knobs · 2 set
}
