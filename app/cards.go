package app

// Card is the one card that can cover the panels: the menu of lessons and
// tools, the scene list (the configurations a seed measured), the
// machine panel or the knobs drawer. Opening one closes the others; the keys' help overlay
// is drawn over whatever is open.
type Card uint8

const (
	NoCard        Card = iota
	MenuCard           // the menu of lessons and tools (M)
	SceneListCard      // the scene list (G)
	MachineCard        // the machine panel (Shift+M)
	KnobsCard          // the knobs drawer: every knob of the table (A)
)

// Cards is which card is open, and whether the keys' help is shown.
type Cards struct {
	Open Card
	Help bool
}

// Do carries out an action on the cards and reports whether it was one:
// a card's toggle opens it (closing the others and the help) or closes
// it; CloseAll closes everything.
func (c *Cards) Do(a Action) bool {
	switch a.Kind {
	case ToggleMenu:
		c.toggle(MenuCard)
	case ToggleScenes:
		c.toggle(SceneListCard)
	case ToggleMachine:
		c.toggle(MachineCard)
	case ToggleKnobs:
		c.toggle(KnobsCard)
	case CloseAll:
		*c = Cards{}
	case ShowHelp:
		c.Help = true
	case ToggleHelp:
		c.Help = !c.Help
	default:
		return false
	}
	return true
}

// toggle closes card k if it is open, else opens it in place of any
// other, closing the help.
func (c *Cards) toggle(k Card) {
	if c.Open == k {
		c.Open = NoCard
		return
	}
	c.Open, c.Help = k, false
}
