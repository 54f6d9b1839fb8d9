package viz

import (
	"github.com/hajimehoshi/ebiten/v2"

	"rxscope/app"
	"rxscope/model"
	"rxscope/screen"
)

// The machine panel (Shift+M) and the knobs drawer (A) are the screen
// core's (screen.MachinePanel, screen.KnobsDrawer); here they get their
// keys, their background job and the Game they restart.

// editHost is the Game as the machine panel and the knobs drawer restart
// it (screen.Restarter).
type editHost struct{ g *Game }

func (h editHost) Config() model.Config   { return h.g.ses.Config() }
func (h editHost) Apply(cfg model.Config) { h.g.apply(cfg) }
func (h editHost) Notify(text string)     { h.g.Notify(text) }

// machineKey hands the open machine panel an arrow or Enter: ↑ ↓ a row,
// ← → a notch (Shift: ten), Enter the reset.
func machineKey(m *screen.MachinePanel, k ebiten.Key) {
	switch k {
	case ebiten.KeyArrowUp:
		m.MoveRow(-1)
	case ebiten.KeyArrowDown:
		m.MoveRow(+1)
	case ebiten.KeyArrowLeft:
		m.Notch(-1, ebiten.IsKeyPressed(ebiten.KeyShift))
	case ebiten.KeyArrowRight:
		m.Notch(+1, ebiten.IsKeyPressed(ebiten.KeyShift))
	case ebiten.KeyEnter, ebiten.KeyNumpadEnter:
		m.Enter()
	}
}

// knobsKey hands the open knobs drawer an arrow: ↑ ↓ a row, ← → a notch.
func knobsKey(d *screen.KnobsDrawer, k ebiten.Key) {
	switch k {
	case ebiten.KeyArrowUp:
		d.MoveRow(-1)
	case ebiten.KeyArrowDown:
		d.MoveRow(+1)
	case ebiten.KeyArrowLeft:
		d.Notch(-1)
	case ebiten.KeyArrowRight:
		d.Notch(+1)
	}
}

// machineJob measures what decides the gain while the panel is open, a
// slice at a time in the background scheduler's budget
// (app.PriorityMachine), in the first Web Worker when there is one.
type machineJob struct{ g *Game }

func (j machineJob) Pending() bool {
	return j.g.cards.Open == app.MachineCard && j.g.mach.GainPending()
}

func (j machineJob) Work() bool {
	j.g.mach.MeasureGain(j.g.worker)
	return true
}
