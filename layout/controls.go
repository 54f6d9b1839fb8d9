package layout

import (
	"math"
	"strconv"

	"rxscope/model"
)

// MinHit is the smallest side of a control's hit rectangle, in design
// units: 66 units are 44 CSS pixels in a 1280×720 window, the size a
// finger or a presenter's trackpad needs.
const MinHit = 66.0

// ControlID names a control of the screen: its index in Screen.Controls.
type ControlID uint8

// The transport controls, then the knobs of the main strip from
// FirstKnob on, in the order of model.StripKnobs.
const (
	Play       ControlID = iota // play or pause the simulation
	StepEvent                   // run exactly one event
	StepPacket                  // run until the NAPI cursor has consumed one more packet
	Speed                       // simulated time per tick
	Reset                       // start the simulation again with the same knobs
	Help                        // the keyboard help overlay
	FirstKnob                   // the first knob of the strip
)

// KnobControl returns the control that sets the model's knob called name,
// and whether the screen has one: the knobs of the main strip
// (model.StripKnobs) have a control each, named after the knob.
func KnobControl(name string) (ControlID, bool) {
	for i, k := range model.StripKnobs() {
		if k.Name == name {
			return FirstKnob + ControlID(i), true
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
	Name  string         // the knob's name (as in the URL and on the command line) or the transport control's, e.g. "distance"
	Knob  model.KnobInfo // the model's knob it sets; the zero KnobInfo for a transport control
	Label string         // the words drawn with it
	Alt   string         // Button: the label of its other state ("Pause" for Play)

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

// The strip's measures, in design units.
const (
	stripGap    = 28.0 // between two controls of a row
	wordPad     = 24.0 // a label's box beyond its words
	valuePad    = 6.0  // a value's box beyond its widest text
	sliderPad   = 8.0  // between a slider's label, track and value, and at its ends
	sliderThumb = 14.0 // the thumb's radius: the track's hit rectangle reaches this far past its ends
	// sliderChrome is a slider's width besides its label, value and track.
	sliderChrome = 4*sliderPad + 2*sliderThumb
	switchW      = 68.0 // a toggle's switch
	segmentPad   = 18.0 // a choice's option, on each side of its words
)

// placeKnobs lays the strip's knobs (model.StripKnobs) out in two rows
// across the bottom strip, each as wide as its words: the sliders above,
// sharing what is left of the row so that their tracks are of a length;
// the switches and the choices below, side by side from the left, and
// the button of the knobs drawer after them.
func (s *Screen) placeKnobs() {
	inner := Rect{s.Knobs.X + 14, s.Knobs.Y + (s.Knobs.H-2*MinHit-10)/2, s.Knobs.W - 28, 2*MinHit + 10}
	row1, row2 := inner.SplitY(MinHit, 10)
	var sliders, others []model.KnobInfo
	for _, k := range model.StripKnobs() {
		if k.StripRow() == model.SliderRow {
			sliders = append(sliders, k)
		} else {
			others = append(others, k)
		}
	}
	s.placeSliders(row1, sliders)
	x := row2.X
	for _, k := range others {
		c := s.addKnob(k)
		if k.Screen.Control == model.ChoiceControl {
			placeChoice(c, x, row2.Y)
		} else {
			placeToggle(c, x, row2.Y)
		}
		x = c.Box.Right() + stripGap
	}
	s.KnobsButton = Rect{x, row2.Y, row2.Right() - x, MinHit}
}

// addKnob appends the control of knob k to the screen's and returns it.
func (s *Screen) addKnob(k model.KnobInfo) *Control {
	s.Controls = append(s.Controls, Control{ID: ControlID(len(s.Controls)), Name: k.Name, Knob: k, Label: k.Screen.Label})
	return &s.Controls[len(s.Controls)-1]
}

// placeSliders lays the sliders out across row: each gets the room of
// its label and its widest value, and the rest of the row is shared
// between their tracks.
func (s *Screen) placeSliders(row Rect, knobs []model.KnobInfo) {
	if len(knobs) == 0 {
		return
	}
	track := row.W - float64(len(knobs)-1)*stripGap
	for _, k := range knobs {
		track -= sliderChrome + labelRoom(k.Screen.Label) + valueRoom(k)
	}
	track = snapDown(track / float64(len(knobs)))
	x := row.X
	for _, k := range knobs {
		c := s.addKnob(k)
		c.ValueSample = valueSample(k)
		labelW, valueW := labelRoom(k.Screen.Label), valueRoom(k)
		s.placeSlider(c, Rect{x, row.Y, sliderChrome + labelW + track + valueW, MinHit}, labelW, valueW)
		x = c.Box.Right() + stripGap
	}
}

// placeToggle places toggle c at (x, y): the switch on the left, its
// label after it.
func placeToggle(c *Control, x, y float64) {
	labelW := labelRoom(c.Label)
	c.Kind = Toggle
	c.Box = Rect{x, y, 6 + switchW + 14 + labelW + 6, MinHit}
	c.Hit = c.Box
	c.Track = Rect{x + 6, y + 15, switchW, 36}
	c.LabelBox = Rect{c.Track.Right() + 14, y + 14, labelW, 38}
}

// placeChoice places choice c at (x, y): its label, then its options
// side by side, each as wide as the widest and at least MinHit.
func placeChoice(c *Control, x, y float64) {
	c.Kind = Choice
	c.Options = c.Knob.Screen.Words // the model's words for its values
	if len(c.Options) == 0 {
		c.Options = c.Knob.Values
	}
	segW := MinHit
	for _, o := range c.Options {
		segW = max(segW, LabelWidth(o, LabelSize)+2*segmentPad)
	}
	c.LabelBox = Rect{x + 6, y + 14, labelRoom(c.Label), 38}
	c.Hit = Rect{c.LabelBox.Right() + 8, y, float64(len(c.Options)) * segW, MinHit}
	c.Segments = make([]Rect, len(c.Options))
	for i := range c.Segments {
		c.Segments[i] = Rect{c.Hit.X + float64(i)*segW, y, segW, MinHit}
	}
	c.Box = Rect{x, y, c.Hit.Right() - x, MinHit}
}

// pixelStep is the design units of a whole number of pixels at 1920×1080,
// 1280×720 and 640×360 (scales 1, 2/3 and 1/3).
const pixelStep = 3.0

// snap rounds the design x to whole pixels in the usual windows, so that
// a pointer at the end of a slider's track (pointer events come in whole
// CSS pixels) reads the end, not a fraction of a pixel short of it.
func snap(x float64) float64 { return math.Round(x/pixelStep) * pixelStep }

// snapDown rounds the design width w down to whole pixels in the usual
// windows: tracks of such a width keep one length once their ends snap.
func snapDown(w float64) float64 { return math.Floor(w/pixelStep) * pixelStep }

// labelRoom is the width of a label's box: its words and wordPad.
func labelRoom(label string) float64 { return LabelWidth(label, LabelSize) + wordPad }

// valueRoom is the width of slider k's value box: its widest value and
// valuePad.
func valueRoom(k model.KnobInfo) float64 { return MonoWidth(valueSample(k), ValueSize) + valuePad }

// valueSample is the widest value text of slider k: its Sample, or its
// Max with its unit.
func valueSample(k model.KnobInfo) string {
	if k.Screen.Sample != "" {
		return k.Screen.Sample
	}
	v := strconv.FormatFloat(k.Max, 'f', -1, 64)
	if k.Screen.Unit != "" {
		v += " " + k.Screen.Unit
	}
	return v
}

// placeSlider gives a slider in box its label (labelW wide, on the
// left), its value (valueW wide, on the right) and the track between,
// its ends on whole pixels (snap); the hit rectangle is the track, as
// tall as the control, widened by the thumb's radius at both ends so the
// extremes are easy to grab.
func (s *Screen) placeSlider(c *Control, box Rect, labelW, valueW float64) {
	c.Kind, c.Box = Slider, box
	c.LabelBox = Rect{box.X + sliderPad, box.Y + 14, labelW, 38}
	c.ValueBox = Rect{box.Right() - sliderPad - valueW, box.Y + 14, valueW, 38}
	tx := snap(c.LabelBox.Right() + sliderPad + sliderThumb)
	c.Track = Rect{tx, box.Y + box.H/2 - 4, snap(c.ValueBox.X-sliderPad-sliderThumb) - tx, 8}
	c.Hit = Rect{c.Track.X - sliderThumb, box.Y, c.Track.W + 2*sliderThumb, box.H}
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
