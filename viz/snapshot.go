package viz

import (
	"rxscope/app"
	"rxscope/layout"
	"rxscope/model"
	"rxscope/screen"
)

// Snapshot returns the state after the last Update.
func (g *Game) Snapshot() app.Snapshot { return g.snap }

// updateSnapshot fills the snapshot. It allocates only when the window
// changed (the rectangles) or the tooltip's text changed.
func (g reporter) updateSnapshot() {
	s := &g.snap
	ses := g.ses
	cfg := ses.Config()
	geo := ses.After().Geometry()
	s.Ready = g.frames > 0
	s.Settled = g.les.Settled()
	s.Frames = g.frames
	s.WQEs, s.StridesPerWQE, s.StrideSize = geo.WQEs, geo.StridesPerWQE, geo.StrideSize
	s.Knobs = app.KnobsState{
		Distance: cfg.Distance, Size: cfg.Size, MTU: cfg.MTU,
		CQECompress: cfg.CQECompress, XDP: cfg.XDP.String(), Inject: cfg.Inject,
		InjectShown: cfg.Inject || g.words.DDIO, RateMpps: cfg.RateMpps, Variant: cfg.Variant,
		DistanceIdle: g.words.DistanceIdle, SizeIdle: app.SizeText(cfg),
	}
	s.Paused, s.Speed, s.SpeedLv, s.Help = ses.Paused(), screen.SpeedLabels[ses.Speed()], ses.Speed(), g.cards.Help
	pace, lagging := g.speed.Lagging()
	s.PaceLagging, s.PacePS = lagging, uint64(pace)
	g.log.Snapshot(s)
	if s.MinTextSize != g.drawn.size || s.MinText != string(g.drawn.text()) {
		s.MinTextSize, s.MinText = g.drawn.size, string(g.drawn.text())
	}
	g.ctr.Snapshot(s)
	s.Back = ses.SteppingBack()
	s.Focus = ""
	if g.input.keys.Focused {
		s.Focus = g.screen.Controls[g.input.keys.Focus].Name
	}
	s.SimTimePS = uint64(ses.After().Now())
	c := ses.After().Cursors()
	s.Cursors = app.CursorsState{DeviceHead: c.DeviceHead, NAPI: c.NAPI, PrefetchTarget: c.PrefetchTarget}
	s.PacketsConsumed = g.figs.Consumed
	s.ShownCC, s.ShownPacket, s.ShownPacketWQE, s.ShownPacketS = g.figs.CC, -1, 0, 0
	s.AheadEmpty = ""
	if !g.ahead.Valid {
		s.AheadEmpty = g.view().aheadEmpty()
	}
	s.ShownShinfo = false
	s.ShownKinds, s.ShownWords = [10]string{}, [10]string{}
	for i := 0; i < g.curSlots.N() && g.cur.Valid && i < len(s.ShownWords); i++ {
		sl := g.curSlots.Slot(i)
		s.ShownKinds[i], s.ShownWords[i] = screen.LineKindWord(g.cur.Lines[sl.First].Kind), sl.Word
	}
	if g.cur.Valid {
		s.ShownPacket, s.ShownPacketWQE, s.ShownPacketS = g.cur.Packet, g.cur.WQE, g.cur.Stride
		for i := 0; i < g.curSlots.N(); i++ {
			s.ShownShinfo = s.ShownShinfo || g.cur.Lines[g.curSlots.Slot(i).First].Kind == model.LineShinfo
		}
	}
	for i, f := range [2]*app.FiguresState{&s.Before, &s.After} {
		f.CyclesPerPacket, f.Mpps = g.figs.CPPValue[i], g.figs.MppsValue[i]
	}
	s.Before.Drops = g.figs.Drops[0]
	s.After.Drops = g.figs.Drops[1]
	if cur := g.sweep.Curve(); cur != nil {
		s.ChartPoints = cur.Done
		s.ChartCPP = cur.CPP[:cur.Done:cur.Done]
	}
	s.Worker, s.Workers, s.WorkerAnswers = g.worker.State().String(), len(g.workers), workerAnswers(g.workers)
	mk := &g.sweep.marks
	s.ChartMeasured, s.ChartMeasuredAt = [2]float64{mk.After, mk.Today}, mk.Distance
	s.Tooltip = g.tips.Box.String()
	s.Notice, s.NoticeLines = "", 0
	if n := g.notice.Shown(g.ticks); n != "" {
		s.Notice = n
		if g.noticeWrapped == n {
			s.NoticeLines = len(g.noticeLines)
		}
	}
	s.Zoom = g.pres.Zoom.String()
	s.TopLine = g.view().topLine()
	s.ConfigLine = g.words.ConfigLine
	g.snapshotLesson(s)
	g.mach.Snapshot(&s.Machine, g.cards.Open == app.MachineCard)
	g.drawer.Snapshot(&s.KnobsDrawer, g.cards.Open == app.KnobsCard)
	if g.snapFit != g.fit || s.DSF != g.dsf || s.Panels == nil || g.snapGeo != geo {
		g.snapshotRects()
	}
	g.meter.Snapshot(&s.FrameCost)
}

// snapshotRects rebuilds the rectangles of the panels and the controls in
// CSS pixels for the current window and zoom: the panels' where the
// zoom draws them, the cards' at the whole screen's fit.
func (g reporter) snapshotRects() {
	s := &g.snap
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
	g.snapGeo = g.ses.After().Geometry()
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
