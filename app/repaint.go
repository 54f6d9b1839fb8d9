package app

// Repaint decides whether a frame must be presented: whether the picture
// just built differs from the one the canvas shows. A browser keeps
// showing a WebGL canvas's last picture until something is drawn onto it
// again, so a frame that would draw the same picture can be skipped
// (Ebitengine skips presenting once its offscreen has been left alone for
// four frames running). The screen builds each frame's draw list with a
// digest of everything in it (its rectangles, glyphs, colours, the
// textures it samples and their versions), hands the digest to Differs,
// and tells Presented when the list has been drawn onto the canvas.
// What a digest cannot see (a browser that discarded the canvas, the
// page shown again after a hidden tab, a PNG drawn another way) calls
// Forget, and the next frame is presented whatever its digest.
//
// Comparing digests rather than keeping a list of the state that moves
// the picture means a new panel needs no flag here: whatever it draws is
// in the digest.
type Repaint struct {
	shown uint64 // the digest of the picture on the canvas
	known bool   // shown is the canvas's picture (false at first and after Forget)
}

// Differs says whether a frame whose draw list has digest d must be
// presented: the canvas shows another picture, or none known.
func (r *Repaint) Differs(d uint64) bool { return !r.known || r.shown != d }

// Presented records that the frame with digest d was drawn onto the
// canvas.
func (r *Repaint) Presented(d uint64) { r.shown, r.known = d, true }

// Forget says the canvas's picture is no longer known: the next frame is
// presented whatever it draws.
func (r *Repaint) Forget() { r.known = false }
