package viz

import (
	"rxscope/glyph"
	"rxscope/layout"
	"rxscope/screen"
)

// Drawing a frame: view.draw paints every panel from the state, then
// the overlays, in order from the back.

// draw paints every panel, then the overlays, in order from the back,
// onto screen: the frame's draw list, to be replayed onto the canvas
// (onCanvas, finalscreen.go), or, when the frame must be scaled or read
// back, Ebitengine's offscreen image. It only draws onto screen, never
// reads it. The panels are drawn at the zoom's fit and masked around its
// region; the overlays from the tooltip on at the whole screen's
// (zoom.go).
func (g view) draw(screen surface, onCanvas bool) {
	b := screen.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	region := g.core.ZoomRegion()
	fit := layout.FitRegion(w, h, region)
	g.drawBackdrop(screen, fit)
	p := g.paint
	p.dst, p.fit, p.lift = screen, fit, 0
	if onCanvas {
		p.lift = canvasLift
	}
	p.small = g.back.small

	g.drawTopBar(p)
	g.panels().drawRing(p)
	g.panels().drawPacket(p, g.core.Geo.Screen.Current, g.core.Panels.Figs.CurInfo, &g.core.Panels.Packets.Cur, &g.core.Panels.Packets.CurSlots, "no packet consumed yet")
	g.panels().drawPacket(p, g.core.Geo.Screen.Ahead, g.core.Panels.Figs.AheadInfo, &g.core.Panels.Packets.Ahead, &g.core.Panels.Packets.AheadSlots, g.aheadEmpty())
	g.panels().drawCPU(p)
	g.panels().drawCQ(p)
	g.drawRightColumn(p)
	g.drawKnobs(p)
	g.drawKnobsButton(p)
	g.drawMenuButton(p)
	g.drawHighlights(p)
	g.drawEventLog(p)
	g.drawCounters(p)
	g.lessonDrawer().drawPending(p)
	g.drawZoomMask(p, region, w, h)
	p.fit = layout.FitWindow(w, h)
	g.drawZoomChip(p)
	p.drawTooltip(&g.core.Panels.Tips.Box, g.theme)
	cardView{g.Game}.drawKnobsDrawer(p) // under the banner: a refused notch says why over it
	g.drawNotice(p)
	cardView{g.Game}.drawMenu(p)
	cardView{g.Game}.drawScenes(p)
	cardView{g.Game}.drawMachine(p)
	if g.core.App.Cards.Help {
		p.drawHelp(g.theme, g.helpLayout())
	}
	p.flush()
	g.drawn = p.small
	g.drawBlackout(screen)
}

// aheadEmpty says why there is no prefetched packet to show
// (screen.AheadEmpty).
func (g view) aheadEmpty() string {
	return screen.AheadEmpty(g.core.Sim.Ses.Config(), g.core.Sim.Ses.After().Geometry().Linear)
}

// drawTopBar paints the simulated time and the transport.
func (g view) drawTopBar(p *painter) {
	th := g.theme
	sub := g.core.Geo.Screen.Subtitle
	p.bytesIn(g.core.Panels.Figs.SimTime, layout.Rect{X: sub.X, Y: sub.Y + 18, W: sub.W / 2, H: 26}, g.ty.Label, Mono, th.TextDim, glyph.AlignStart)
	p.bytesIn(g.core.Panels.Figs.Packets, layout.Rect{X: sub.X + sub.W/2, Y: sub.Y + 18, W: sub.W / 2, H: 26}, g.ty.Label, Mono, th.TextDim, glyph.AlignStart)
	g.drawTransport(p)
}
