package screen

import "bytes"

// TargetKind is the kind of thing a tooltip can describe.
type TargetKind uint8

// The things a tooltip describes.
const (
	TargetNone    TargetKind = iota
	TargetStride             // a stride of the ring: A = WQE, B = stride
	TargetLine               // a cache line of a magnified packet: A = which packet (model.PacketWhich), B = its box
	TargetCQSlot             // a CQ slot: A = its index in the CQ, not masked
	TargetControl            // a control: A = its layout.ControlID
	TargetLane               // a lane of the CPU strip: A = 0 before, 1 after; B = the simulated time in ps
	TargetScene              // a row of the scene list: A = the row
)

// Target is the thing under the pointer, or the one last tapped.
type Target struct {
	Kind TargetKind
	A, B int
}

// Tooltip is the box that says what its target is: its address, its
// state and why it is in that state. Its text is rebuilt every few ticks
// while it is shown (the state under it moves while the simulation runs)
// into a reused buffer; the snapshot's string is made again only when
// the text changed.
type Tooltip struct {
	Target Target
	Pinned bool    // set by a click or a tap; cleared by the next one elsewhere
	X, Y   float64 // where the pointer was, in design units: the box goes beside it
	buf    []byte  // the text, one line per '\n', the first the title
	last   []byte  // the text str holds
	str    string
}

// SetText replaces the text with b and refreshes the snapshot's string
// if it changed.
func (t *Tooltip) SetText(b []byte) {
	t.buf = append(t.buf[:0], b...)
	if !bytes.Equal(t.buf, t.last) {
		t.last = append(t.last[:0], t.buf...)
		t.str = string(t.buf)
	}
}

// Clear hides the tooltip.
func (t *Tooltip) Clear() {
	t.Target, t.Pinned = Target{}, false
	t.SetText(nil)
}

// Text is the tooltip's text, one line per '\n', for the painter; it
// stays valid until the next SetText.
func (t *Tooltip) Text() []byte { return t.buf }

// String is the text as the snapshot (app.Snapshot.Tooltip) holds it.
func (t *Tooltip) String() string { return t.str }

// Shown reports whether the box is drawn: it has a target and words.
func (t *Tooltip) Shown() bool { return t.Target.Kind != TargetNone && len(t.buf) > 0 }
