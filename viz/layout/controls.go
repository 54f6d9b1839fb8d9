package layout

import "rxscope/model"

// MinHit is the smallest side of a control's hit rectangle, in design
// units: 66 units are 44 CSS pixels in a 1280×720 window, the size a
// finger or a presenter's trackpad needs.
const MinHit = 66.0

// ControlID names a control of the screen.
type ControlID uint8

// The controls, transport first, then the knobs of the simulation.
const (
	Play        ControlID = iota // play or pause the simulation
	StepEvent                    // run exactly one event
	StepPacket                   // run until the NAPI cursor has consumed one more packet
	Speed                        // simulated time per tick
	Reset                        // start the simulation again with the same knobs
	Help                         // the keyboard help overlay
	Distance                     // prefetch distance in strides (CQEs, descriptors: model.DistanceUnit)
	Size                         // bytes per packet (the size knob)
	Rate                         // offered packet rate
	CQECompress                  // CQE compression (the cqe-compress knob)
	Inject                       // cache injection of the device's writes
	MTU                          // MTU 9000 instead of 1500 (the mtu knob)
	XDP                          // XDP program: off, drop, tx, pass, drop without reading
	NumControls
)

// knobOfControl is the model's knob each knob control sets, by the name
// the URL, the command line and the snapshot use; the control is named
// after it. The transport controls set no knob.
var knobOfControl = [NumControls]string{
	Distance: "distance", Size: "size", Rate: "rate",
	CQECompress: "cqe-compress", Inject: "inject", MTU: "mtu", XDP: "xdp",
}

// Knob returns the name of the model's knob control id sets, or "" for a
// transport control.
func (id ControlID) Knob() string {
	if id >= NumControls {
		return ""
	}
	return knobOfControl[id]
}

// KnobControl returns the control that sets the model's knob called name,
// and whether the screen has one.
func KnobControl(name string) (ControlID, bool) {
	for id, k := range knobOfControl {
		if k != "" && k == name {
			return ControlID(id), true
		}
	}
	return 0, false
}

// Kind is how a control behaves under the pointer.
type Kind uint8

const (
	Button Kind = iota // acts when released over it
	Slider             // a value dragged along a track
	Toggle             // on or off, flipped by a press
	Choice             // one of a few options, side by side
)

// Control is one control's geometry and words, in design units.
type Control struct {
	ID    ControlID
	Kind  Kind
	Name  string // the knob's name (as in the URL and on the command line) or the transport control's, e.g. "distance"
	Label string // the words drawn with it
	Alt   string // Button: the label of its other state ("Pause" for Play)

	Box      Rect // everything the control draws
	Hit      Rect // where a press lands: at least MinHit on each side
	LabelBox Rect // where Label (or Alt) is drawn, at LabelSize
	ValueBox Rect // Slider: where the value is drawn, at ValueSize
	Track    Rect // Slider: the groove the thumb travels; Toggle: the switch

	ValueSample string   // Slider: the widest value text it shows
	Options     []string // Choice: the options' words
	Segments    []Rect   // Choice: one hit rectangle per option
}

// Text sizes of the controls, in design units.
const (
	LabelSize = 22.0
	ValueSize = 22.0
)

// ControlAt returns the control whose hit rectangle holds the design
// point (x, y), and false if there is none.
func (s *Screen) ControlAt(x, y float64) (ControlID, bool) {
	for i := range s.Controls {
		if s.Controls[i].Hit.Contains(x, y) {
			return ControlID(i), true
		}
	}
	return 0, false
}

// placeTransport lays the transport controls out right-aligned in the top
// bar, every one MinHit tall.
func (s *Screen) placeTransport() {
	widths := [...]float64{Play: 150, StepEvent: 176, StepPacket: 186, Speed: 440, Reset: 124, Help: 72}
	const gap = 10.0
	total := -gap
	for _, w := range widths {
		total += w + gap
	}
	y := s.TopBar.Y + (s.TopBar.H-MinHit)/2
	x := s.TopBar.Right() - total
	s.Transport = Rect{x, y, total, MinHit}
	for id, w := range widths {
		box := Rect{x, y, w, MinHit}
		x += w + gap
		c := &s.Controls[id]
		c.ID, c.Box = ControlID(id), box
		if ControlID(id) == Speed {
			s.placeSlider(c, box, 70, 160)
			continue
		}
		c.Kind, c.Hit = Button, box
		// Room on the left for the icon, except for the help button.
		c.LabelBox = Rect{box.X + 46, box.Y + 14, box.W - 56, 38}
		if ControlID(id) == Help {
			c.LabelBox = Rect{box.X + 8, box.Y + 14, box.W - 16, 38}
		}
	}
	s.Controls[Play].Name, s.Controls[Play].Label, s.Controls[Play].Alt = "play", "Play", "Pause"
	s.Controls[StepEvent].Name, s.Controls[StepEvent].Label = "step-event", "Step event"
	s.Controls[StepPacket].Name, s.Controls[StepPacket].Label = "step-packet", "Step packet"
	s.Controls[Speed].Name, s.Controls[Speed].Label, s.Controls[Speed].ValueSample = "speed", "Speed", "60 events/s"
	s.Controls[Reset].Name, s.Controls[Reset].Label = "reset", "Reset"
	s.Controls[Help].Name, s.Controls[Help].Label = "help", "?"
}

// placeKnobs lays the knobs out in two rows across the bottom strip:
// three sliders above, the toggles and the XDP choice below.
func (s *Screen) placeKnobs() {
	inner := Rect{s.Knobs.X + 14, s.Knobs.Y + (s.Knobs.H-2*MinHit-10)/2, s.Knobs.W - 28, 2*MinHit + 10}
	row1, row2 := inner.SplitY(MinHit, 10)

	const sliderGap = 28.0
	w := (row1.W - 2*sliderGap) / 3
	for i, id := range [...]ControlID{Distance, Size, Rate} {
		c := &s.Controls[id]
		c.ID = id
		valueW := 150.0
		if id == Distance {
			valueW = 190 // "16 descriptors" (seed 001's variant counts descriptors)
		}
		s.placeSlider(c, Rect{row1.X + float64(i)*(w+sliderGap), row1.Y, w, MinHit}, 200, valueW)
	}
	s.Controls[Distance].ValueSample = "16 descriptors"
	s.Controls[Size].ValueSample = "9000 B"
	s.Controls[Rate].ValueSample = "14.88 Mpps"

	x := row2.X
	for _, t := range [...]struct {
		id    ControlID
		width float64
	}{
		{CQECompress, 300},
		{Inject, 272},
		{MTU, 286},
	} {
		c := &s.Controls[t.id]
		c.ID, c.Kind = t.id, Toggle
		c.Box = Rect{x, row2.Y, t.width, MinHit}
		c.Hit = c.Box
		c.Track = Rect{x + 6, row2.Y + 15, 68, 36}
		c.LabelBox = Rect{c.Track.Right() + 14, row2.Y + 14, t.width - 6 - 68 - 14 - 6, 38}
		x += t.width + sliderGap
	}

	c := &s.Controls[XDP]
	c.ID, c.Kind = XDP, Choice
	if k, ok := model.KnobByName(XDP.Knob()); ok {
		c.Options = k.Words // the model's words for its values
	}
	c.Box = Rect{x, row2.Y, row2.Right() - x, MinHit}
	c.LabelBox = Rect{x + 6, row2.Y + 14, 90, 38}
	c.Hit = Rect{c.LabelBox.Right() + 8, row2.Y, float64(len(c.Options)) * 112, MinHit}
	c.Segments = make([]Rect, len(c.Options))
	for i := range c.Segments {
		c.Segments[i] = Rect{c.Hit.X + float64(i)*112, row2.Y, 112, MinHit}
	}
	c.Box.W = c.Hit.Right() - c.Box.X
	s.KnobsButton = Rect{c.Box.Right() + sliderGap, row2.Y, row2.Right() - c.Box.Right() - sliderGap, MinHit}
	s.nameKnobControls()
}

// nameKnobControls gives each knob control the name and the label of its
// knob in the model's table (model.KnobInfo).
func (s *Screen) nameKnobControls() {
	for id := range s.Controls {
		if k, ok := model.KnobByName(ControlID(id).Knob()); ok {
			s.Controls[id].Name, s.Controls[id].Label = k.Name, k.Label
		}
	}
}

// placeSlider gives a slider in box its label (labelW wide, on the
// left), its value (valueW wide, on the right) and the track between;
// the hit rectangle is the track, as tall as the control, widened by the
// thumb's radius at both ends so the extremes are easy to grab.
func (s *Screen) placeSlider(c *Control, box Rect, labelW, valueW float64) {
	const pad, thumb = 8.0, 14.0
	c.Kind, c.Box = Slider, box
	c.LabelBox = Rect{box.X + pad, box.Y + 14, labelW, 38}
	c.ValueBox = Rect{box.Right() - pad - valueW, box.Y + 14, valueW, 38}
	tx := c.LabelBox.Right() + pad + thumb
	c.Track = Rect{tx, box.Y + box.H/2 - 4, c.ValueBox.X - pad - thumb - tx, 8}
	c.Hit = Rect{c.Track.X - thumb, box.Y, c.Track.W + 2*thumb, box.H}
}

// SliderFraction is where along the track of c the design x lies, from 0
// (left end) to 1 (right end), clamped.
func (c *Control) SliderFraction(x float64) float64 {
	if c.Track.W <= 0 {
		return 0
	}
	f := (x - c.Track.X) / c.Track.W
	switch {
	case f < 0:
		return 0
	case f > 1:
		return 1
	}
	return f
}

// SegmentAt returns the option of a Choice under the design x, or -1.
func (c *Control) SegmentAt(x, y float64) int {
	for i, r := range c.Segments {
		if r.Contains(x, y) {
			return i
		}
	}
	return -1
}
