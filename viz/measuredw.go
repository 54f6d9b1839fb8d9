package viz

import "rxscope/layout"

// measuredW is the width of a fixed text (a template of the widest a
// figure prints) measured again only when the type or the window's scale
// changes, not on every frame.
type measuredW struct {
	ty *layout.Type
	s  float64
	w  float64
}

// of returns the width of s at size in style st under type ty.
func (m *measuredW) of(p *painter, ty *layout.Type, s string, size float64, st Style) float64 {
	if m.ty != ty || m.s != p.fit.S {
		m.ty, m.s, m.w = ty, p.fit.S, p.textWidth(s, size, st)
	}
	return m.w
}
