package layout

// The machine panel is a card over the screen where the machine the
// model runs is chosen and edited: the shipped machines in a row, then
// the parameters that move the figures most, each with a − and a +
// button, its value, its range, the shipped value and its help; beside
// the reset, where the selected row's shipped value comes from; on the
// right, what decides the gain here, as a bar per parameter.
//
//	+----------------------------------------------------------------------+
//	| Machine                                                         [×]  |
//	| [zen5-cx5] [spr-ddio] [mlx4-2016] [cx4lx-2016] [grace-cx7]           |
//	| core-ghz  0.5..6 GHz · shipped 5     [−]  5 GHz  [+] | What decides  |
//	|   core clock while polling                            | the gain here |
//	| rob       32..1024 entries · shipped [−] 448 entr [+] |  ▇▇▇   dram-ns|
//	|  …                                                    |  …            |
//	| [Shipped values]  rob: [E] Zen 5 reorder buffer (…)   |               |
//	+----------------------------------------------------------------------+

// MachinePanel is the machine panel's geometry.
type MachinePanel struct {
	Card, Title, Close Rect
	Machines           []Rect // one button per shipped machine
	Rows               []MachineRow
	Reset              Rect // back to the shipped values
	Source             Rect // where the selected row's shipped value comes from, beside the reset
	Gain               Rect // the chart of what decides the gain
}

// MachineRow is one parameter's row, in two lines: its name, its range
// and shipped value on the first, its help on the second; its − and +
// buttons around its value on the right.
type MachineRow struct {
	Row, Name, Help, Detail, Minus, Value, Plus Rect
}

// Sizes of the machine panel, in design units.
const (
	machineW       = 1840.0
	machineGap     = 24.0
	machineParamsW = 1140.0
	machineRowMaxH = 88.0
	machineNameW   = 190.0 // the longest name, "sched-window", at MachineNameSize
	machineRowGap  = 4.0
	machineValueW  = 190.0
	// MachineNameSize and MachineValueSize are the type of a row's name
	// and value; its help is set at CardType.Sub, its range and the
	// source at CardType.Detail.
	MachineNameSize  = 24.0
	MachineValueSize = 24.0
	// MachineSourceLines is the lines the selected row's source may
	// take.
	MachineSourceLines = 2
	// MachineGainLines is the lines the gain chart's note and its head
	// ("this machine: gain +20.2 %", then "today 1748, stride-ahead 1454
	// cycles/packet")
	// may take.
	MachineGainLines = 2
)

// NewMachinePanel places a panel of machines shipped machines and params
// parameter rows, centred on the design canvas; the rows share the
// height the card leaves them, up to machineRowMaxH each.
func NewMachinePanel(machines, params int) MachinePanel {
	var m MachinePanel
	m.Card = Rect{(DesignW - machineW) / 2, 12, machineW, DesignH - 24}
	in := m.Card.Inset(menuPad)
	m.Title = Rect{in.X, in.Y, in.W - MinHit - 10, menuTitleH}
	m.Close = Rect{in.Right() - MinHit, in.Y - 14, MinHit, MinHit}
	left, right := in.SplitX(machineParamsW, machineGap)
	y := in.Y + menuTitleH + 10
	bw := (left.W - float64(machines-1)*machineRowGap) / float64(max(machines, 1))
	for i := 0; i < machines; i++ {
		m.Machines = append(m.Machines, Rect{left.X + float64(i)*(bw+machineRowGap), y, bw, MinHit})
	}
	y += MinHit + 12
	avail := in.Bottom() - y - MinHit - 10
	rowH := min(machineRowMaxH, avail/float64(max(params, 1))-machineRowGap)
	for i := 0; i < params; i++ {
		m.Rows = append(m.Rows, newMachineRow(Rect{left.X, y + float64(i)*(rowH+machineRowGap), left.W, rowH}))
	}
	m.Reset = Rect{left.X, in.Bottom() - MinHit, 320, MinHit}
	m.Source = Rect{m.Reset.Right() + 16, m.Reset.Y, left.Right() - m.Reset.Right() - 16, MinHit}
	m.Gain = Rect{right.X, y, right.W, in.Bottom() - y}
	return m
}

// newMachineRow splits a parameter's row: the buttons and the value on
// the right, the words on the left in two lines: the name, then the
// range and the shipped value; under them the help, across the row.
func newMachineRow(r Rect) MachineRow {
	row := MachineRow{Row: r}
	row.Minus, row.Value, row.Plus = stepper(r, 8, machineValueW)
	words := Rect{r.X + 14, r.Y + 3, row.Minus.X - 14 - r.X - 14, r.H - 6}
	top, bottom := words.SplitY(words.H/2, 0)
	row.Name = Rect{top.X, top.Y, machineNameW, top.H}
	row.Detail = Rect{top.X + machineNameW + 10, top.Y, top.W - machineNameW - 10, top.H}
	row.Help = bottom
	return row
}

// Hits lists the panel's buttons: the machines, the rows' − and +, the
// reset and the close button.
func (m *MachinePanel) Hits() []Rect {
	out := append([]Rect(nil), m.Machines...)
	for _, r := range m.Rows {
		out = append(out, r.Minus, r.Plus)
	}
	return append(out, m.Reset, m.Close)
}
