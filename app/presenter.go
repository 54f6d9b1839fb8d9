package app

import "rxscope/address"

// Presenter is the presenting state of the app: the palette, the screen
// blanked, the lesson text hidden so the animation fills the screen, the
// lighter chrome of an embedded screen, the region zoomed onto, and full
// screen. The theme, the hidden text, the embedding and the zoom travel
// in the URL (address.State); full screen and the blank screen belong to
// the moment.
type Presenter struct {
	Theme      address.Theme
	Blank      bool
	HideText   bool
	Embed      bool
	Zoom       address.Zoom
	Fullscreen bool // as the window last said
}

// Do carries out a presenting action and reports whether it was one. The
// screen compares the state before and after to follow it (the palette,
// the window's full screen).
func (p *Presenter) Do(a Action) bool {
	switch a.Kind {
	case SetTheme:
		p.Theme = address.Theme(a.N)
	case ToggleTheme:
		if p.Theme == address.Projector {
			p.Theme = address.Dark
		} else {
			p.Theme = address.Projector
		}
	case SetHideText:
		p.HideText = a.N != 0
	case ToggleHideText:
		p.HideText = !p.HideText
	case ToggleBlank:
		p.Blank = !p.Blank
	case Unblank:
		p.Blank = false
	case SetEmbed:
		p.Embed = a.N != 0
	case SetZoom:
		p.Zoom = address.ZoomWhole
		if z := address.Zoom(a.N); a.N >= 0 && z < address.NumZooms {
			p.Zoom = z
		}
	case ToggleFullscreen:
		p.Fullscreen = !p.Fullscreen
	default:
		return false
	}
	return true
}
