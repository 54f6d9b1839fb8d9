package viz

import (
	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
	"rxscope/screen"
)

// Snapshot returns the state after the last Update.
func (g *Game) Snapshot() app.Snapshot { return g.core.Snap }

// updateSnapshot fills the snapshot. It allocates only when the window
// changed (the rectangles) or the tooltip's text changed.
func (g reporter) updateSnapshot() {
	s := &g.core.Snap
	ses := g.core.Sim.Ses
	cfg := ses.Config()
	geo := ses.After().Geometry()
	s.Ready = g.core.Frames > 0
	s.Settled = g.core.App.Les.Settled()
	s.Frames = g.core.Frames
	s.WQEs, s.StridesPerWQE, s.StrideSize = geo.WQEs, geo.StridesPerWQE, geo.StrideSize
	s.Knobs = app.KnobsState{
		Distance: cfg.Distance, Size: cfg.Size, MTU: cfg.MTU,
		CQECompress: cfg.CQECompress, XDP: cfg.XDP.String(), Inject: cfg.Inject,
		InjectShown: cfg.Inject || g.core.Panels.Words.DDIO, RateMpps: cfg.RateMpps, Variant: cfg.Variant,
		DistanceIdle: g.core.Panels.Words.DistanceIdle, SizeIdle: app.SizeText(cfg),
	}
	s.Paused, s.Speed, s.SpeedLv, s.Help = ses.Paused(), screen.SpeedLabels[ses.Speed()], ses.Speed(), g.core.App.Cards.Help
	pace, lagging := g.core.Panels.Speed.Lagging()
	s.PaceLagging, s.PacePS = lagging, uint64(pace)
	g.core.Panels.Log.Snapshot(s)
	if s.MinTextSize != g.drawn.size || s.MinText != string(g.drawn.text()) {
		s.MinTextSize, s.MinText = g.drawn.size, string(g.drawn.text())
	}
	g.core.Panels.Ctr.Snapshot(s)
	s.Back = ses.SteppingBack()
	s.Focus = ""
	if g.core.Input.Keys.Focused {
		s.Focus = g.screen.Controls[g.core.Input.Keys.Focus].Name
	}
	s.SimTimePS = uint64(ses.After().Now())
	c := ses.After().Cursors()
	s.Cursors = app.CursorsState{DeviceHead: c.DeviceHead, NAPI: c.NAPI, PrefetchTarget: c.PrefetchTarget}
	s.PacketsConsumed = g.core.Panels.Figs.Consumed
	s.ShownCC, s.ShownPacket, s.ShownPacketWQE, s.ShownPacketS = g.core.Panels.Figs.CC, -1, 0, 0
	s.AheadEmpty = ""
	if !g.core.Panels.Packets.Ahead.Valid {
		s.AheadEmpty = g.view().aheadEmpty()
	}
	s.ShownShinfo = false
	s.ShownKinds, s.ShownWords = [10]string{}, [10]string{}
	for i := 0; i < g.core.Panels.Packets.CurSlots.N() && g.core.Panels.Packets.Cur.Valid && i < len(s.ShownWords); i++ {
		sl := g.core.Panels.Packets.CurSlots.Slot(i)
		s.ShownKinds[i], s.ShownWords[i] = screen.LineKindWord(g.core.Panels.Packets.Cur.Lines[sl.First].Kind), sl.Word
	}
	if g.core.Panels.Packets.Cur.Valid {
		s.ShownPacket, s.ShownPacketWQE, s.ShownPacketS = g.core.Panels.Packets.Cur.Packet, g.core.Panels.Packets.Cur.WQE, g.core.Panels.Packets.Cur.Stride
		for i := 0; i < g.core.Panels.Packets.CurSlots.N(); i++ {
			s.ShownShinfo = s.ShownShinfo || g.core.Panels.Packets.Cur.Lines[g.core.Panels.Packets.CurSlots.Slot(i).First].Kind == model.LineShinfo
		}
	}
	for i, f := range [2]*app.FiguresState{&s.Before, &s.After} {
		f.CyclesPerPacket, f.Mpps = g.core.Panels.Figs.CPPValue[i], g.core.Panels.Figs.MppsValue[i]
	}
	s.Before.Drops = g.core.Panels.Figs.Drops[0]
	s.After.Drops = g.core.Panels.Figs.Drops[1]
	if cur := g.sweep.Curve(); cur != nil {
		s.ChartPoints = cur.Done
		s.ChartCPP = cur.CPP[:cur.Done:cur.Done]
	}
	s.Worker, s.Workers, s.WorkerAnswers = g.core.Sim.Worker.State().String(), len(g.core.Sim.Workers), workerAnswers(g.core.Sim.Workers)
	mk := &g.sweep.marks
	s.ChartMeasured, s.ChartMeasuredAt = [2]float64{mk.After, mk.Today}, mk.Distance
	s.Tooltip = g.core.Panels.Tips.Box.String()
	s.Notice, s.NoticeLines = "", 0
	if n := g.core.Page.Notice.Shown(g.core.Ticks); n != "" {
		s.Notice = n
		if g.noticeWrapped == n {
			s.NoticeLines = len(g.noticeLines)
		}
	}
	s.Zoom = g.core.App.Pres.Zoom.String()
	s.TopLine = g.view().topLine()
	s.ConfigLine = g.core.Panels.Words.ConfigLine
	g.snapshotLesson(s)
	g.core.Panels.Mach.Snapshot(&s.Machine, g.core.App.Cards.Open == app.MachineCard)
	g.core.Panels.Drawer.Snapshot(&s.KnobsDrawer, g.core.App.Cards.Open == app.KnobsCard)
	if g.snapFit != g.fit || s.DSF != g.dsf || s.Panels == nil || g.snapGeo != geo {
		g.snapshotRects()
	}
	g.core.Meter.Snapshot(&s.FrameCost)
}

// snapshotRects rebuilds the rectangles of the panels and the controls in
// CSS pixels for the current window and zoom: the panels' where the
// zoom draws them, the cards' at the whole screen's fit.
func (g reporter) snapshotRects() {
	s := &g.core.Snap
	g.snapFit, s.DSF = g.fit, g.dsf
	s.Width = int(g.whole.S*layout.DesignW + 2*g.whole.OffX + 0.5)
	s.Height = int(g.whole.S*layout.DesignH + 2*g.whole.OffY + 0.5)
	cssAt := func(f layout.Fit, r layout.Rect) layout.Rect {
		p := f.Scale(r)
		return layout.Rect{X: p.X / g.dsf, Y: p.Y / g.dsf, W: p.W / g.dsf, H: p.H / g.dsf}
	}
	css := func(r layout.Rect) layout.Rect { return cssAt(g.fit, r) }
	cssCard := func(r layout.Rect) layout.Rect { return cssAt(g.whole, r) }
	s.ZoomRect = css(g.zoomRect)
	s.Ring = css(g.screen.Ring)
	s.RingCells = css(g.panels().ringGrid().Cells)
	g.snapGeo = g.core.Sim.Ses.After().Geometry()
	s.Panels = make(map[string]layout.Rect, len(layout.PanelNames))
	for i, r := range g.screen.Panels() {
		s.Panels[layout.PanelNames[i]] = css(r)
	}
	s.Panels["topbar"] = css(g.screen.TopBar)
	s.Controls = make(map[string]app.ControlRects, len(g.screen.Controls))
	for i := range g.screen.Controls {
		c := &g.screen.Controls[i]
		cr := app.ControlRects{Hit: css(c.Hit)}
		if c.Kind == layout.Slider {
			cr.Track = css(c.Track)
		}
		for _, seg := range c.Segments {
			cr.Segments = append(cr.Segments, css(seg))
		}
		s.Controls[c.Name] = cr
	}
	g.snapshotOverlayRects(css, cssCard)
}

// Snapshot is the app core's snapshot type, which the page publishes.
type Snapshot = app.Snapshot

// reporter is the screen as the page reads it: its methods fill the
// snapshot (app.Snapshot) from the state after each Update, and change
// nothing else.
type reporter struct{ *Game }
