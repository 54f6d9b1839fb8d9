package viz

// Background work (a lesson step's runs, the replay behind a step back,
// the scene list's measurements) takes a slice of wall time from each
// frame so the animation keeps moving. When frames are slow, Ebitengine
// runs several Updates per drawn frame to keep 60 ticks a second; a
// slice taken in each of them would make a slow frame slower still, so
// each piece of work takes its slice in the first Update of a frame only.

// oncePerFrame remembers the frame a piece of background work last ran
// in. Its zero value has run in no frame.
type oncePerFrame struct {
	frame uint64 // frames drawn when it last ran, plus one (0: never)
}

// first reports whether this is the piece's first Update since frames
// frames were drawn, and marks it as run in this frame.
func (o *oncePerFrame) first(frames uint64) bool {
	if o.frame == frames+1 {
		return false
	}
	o.frame = frames + 1
	return true
}
