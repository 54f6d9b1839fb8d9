package screen

import (
	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
)

// The two packet panels magnify one packet each, line by line: the packet
// under the NAPI cursor and the packet the look-ahead prefetch targets.
// Every 64-byte line the driver touches is a box: its CQE, its struct
// page, its headroom, its two header lines, its payload, and line 0 of its
// skb_shared_info (none for a packet XDP drops or sends back: it never
// gets an skb); the lines of the headroom and of the payload are folded
// into one box each, shown by their first line (the one the driver
// touches). What a box says is where its line's latest access was served
// from once the driver touched it (app.ServedFrom), else where the line
// is.

// MaxSlots bounds the boxes of a packet panel.
const MaxSlots = 10

// LineSlot is one box of a packet panel: a line, or a run of lines of the
// same kind folded together.
type LineSlot struct {
	Box   layout.Rect
	CapX  float64 // the centre of the word under the box (layout.SpreadCaptions)
	First int     // index of its first line in the PacketView
	Count int     // lines it stands for
	// Word is what the box says: where the line's latest access was
	// served from (app.ServedFrom) once the driver touched it, else
	// where the line is (LineStateWord)
	Word string
}

// PacketSlots is the boxes of one packet panel for a view.
type PacketSlots struct {
	n     int
	slots [MaxSlots]LineSlot
	capW  [MaxSlots]float64 // scratch: the words' widths, for layout.SpreadCaptions
}

// N is how many boxes the panel has.
func (ps *PacketSlots) N() int { return ps.n }

// Slot is box i.
func (ps *PacketSlots) Slot(i int) *LineSlot { return &ps.slots[i] }

// Words sets what each box says, from the run's trace tr.
func (ps *PacketSlots) Words(v *model.PacketView, tr *model.Trace) {
	for i := 0; i < ps.n; i++ {
		lv := &v.Lines[ps.slots[i].First]
		ps.slots[i].Word = LineStateWord(lv.State)
		if lv.Outcome == model.OutcomeNone {
			continue
		}
		if l := app.ServedFrom(tr, lv.Addr, lv.Outcome); l != model.LevelNone {
			ps.slots[i].Word = l.String()
		}
	}
}

// folds reports whether lines of kind k are folded into one box.
func folds(k model.LineKind) bool { return k == model.LineHeadroom || k == model.LinePayload }

// KindWordWidths are the widths of each line kind's word under its box
// (LineKindWord), in design units.
type KindWordWidths = [model.LineSocket + 1]float64

// Place lays the view's lines out as boxes across panel r, dy under
// the line of the packet's name (layout.Type.PacketInfo), and the words
// under them, kw[kind] wide, apart (layout.SpreadCaptions).
func (ps *PacketSlots) Place(v *model.PacketView, r layout.Rect, dy float64, kw *KindWordWidths) {
	ps.n = 0
	if !v.Valid {
		return
	}
	for i := 0; i < v.N && ps.n < MaxSlots; i++ {
		if !app.ShowsLine(v, i) {
			continue // a line the packet's path does not have (app.ShowsLine)
		}
		k := v.Lines[i].Kind
		if ps.n > 0 && folds(k) && v.Lines[ps.slots[ps.n-1].First].Kind == k {
			ps.slots[ps.n-1].Count++
			continue
		}
		ps.slots[ps.n] = LineSlot{First: i, Count: 1}
		ps.n++
	}
	var cx [MaxSlots]float64
	for i := 0; i < ps.n; i++ {
		b := layout.PacketBox(r, ps.n, i, dy)
		ps.slots[i].Box = b
		cx[i] = b.X + b.W/2
		ps.capW[i] = kw[v.Lines[ps.slots[i].First].Kind]
	}
	lo, hi := layout.PacketCaptionRow(r)
	layout.SpreadCaptions(cx[:ps.n], ps.capW[:ps.n], layout.CaptionGap, lo, hi)
	for i := 0; i < ps.n; i++ {
		ps.slots[i].CapX = cx[i]
	}
}

// At is the box under the design point, or -1.
func (ps *PacketSlots) At(x, y float64) int {
	for i := 0; i < ps.n; i++ {
		if ps.slots[i].Box.Contains(x, y) {
			return i
		}
	}
	return -1
}

// LineStateWord is what a box says of where its line is: "mem", "→" in
// flight, "L1", "L2", "LLC", "inv" invalidated by the device's write.
func LineStateWord(s model.LineState) string {
	switch s {
	case model.LineInFlight:
		return "→"
	case model.LineInL1:
		return "L1"
	case model.LineInL2:
		return "L2"
	case model.LineInLLC:
		return "LLC"
	case model.LineInvalidated:
		return "inv"
	}
	return "mem"
}
