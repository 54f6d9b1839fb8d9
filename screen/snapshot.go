package screen

import (
	"rxscope/app"
	"rxscope/layout"
	"rxscope/lessons"
	"rxscope/model"
)

// Report fills the core's part of the snapshot the page publishes
// (Screen.Snap, an app.Snapshot whose JSON the page and its tests read):
// the knobs, the transport, the instant shown (the cursors, the packet's
// boxes and their words), the figures, the workers, the tooltip and the
// notice, the top line, the lesson's words, presenting, the cards' and
// the frame meter's parts. The painting side adds what it lays out (the
// rectangles, the lesson panel's rows, the chart, the smallest text).
// controls are the strip's (layout.Screen.Controls), for the focus's
// name. The strings are the state's own, so it allocates only when the
// tooltip's text changed.
func (s *Screen) Report(controls []layout.Control) {
	sn := &s.Snap
	ses, p := s.Sim.Ses, &s.Panels
	cfg := ses.Config()
	geo := ses.After().Geometry()
	sn.Ready = s.Frames > 0
	sn.Settled = s.App.Les.Settled()
	sn.Frames = s.Frames
	sn.WQEs, sn.StridesPerWQE, sn.StrideSize = geo.WQEs, geo.StridesPerWQE, geo.StrideSize
	sn.Knobs = app.KnobsState{
		Distance: cfg.Distance, Size: cfg.Size, MTU: cfg.MTU,
		CQECompress: cfg.CQECompress, XDP: cfg.XDP.String(), Inject: cfg.Inject,
		InjectShown: cfg.Inject || p.Words.DDIO, RateMpps: cfg.RateMpps, Variant: cfg.Variant,
		DistanceIdle: p.Words.DistanceIdle, SizeIdle: app.SizeText(cfg),
	}
	sn.Paused, sn.Speed, sn.SpeedLv, sn.Help = ses.Paused(), SpeedLabels[ses.Speed()], ses.Speed(), s.App.Cards.Help
	pace, lagging := p.Speed.Lagging()
	sn.PaceLagging, sn.PacePS = lagging, uint64(pace)
	p.Log.Snapshot(sn)
	p.Ctr.Snapshot(sn)
	sn.Back = ses.SteppingBack()
	sn.Focus = ""
	if k := &s.Input.Keys; k.Focused {
		sn.Focus = controls[k.Focus].Name
	}
	sn.SimTimePS = uint64(ses.After().Now())
	c := ses.After().Cursors()
	sn.Cursors = app.CursorsState{DeviceHead: c.DeviceHead, NAPI: c.NAPI, PrefetchTarget: c.PrefetchTarget}
	s.reportPacket()
	for i, f := range [2]*app.FiguresState{&sn.Before, &sn.After} {
		f.CyclesPerPacket, f.Mpps = p.Figs.CPPValue[i], p.Figs.MppsValue[i]
	}
	sn.Before.Drops = p.Figs.Drops[0]
	sn.After.Drops = p.Figs.Drops[1]
	sn.Worker, sn.Workers, sn.WorkerAnswers = s.Sim.Worker.State().String(), len(s.Sim.Workers), WorkerAnswers(s.Sim.Workers)
	sn.Tooltip = p.Tips.Box.String()
	sn.Notice = s.Page.Notice.Shown(s.Ticks)
	sn.Zoom = s.App.Pres.Zoom.String()
	sn.TopLine = s.TopLine()
	sn.ConfigLine = p.Words.ConfigLine
	s.reportLesson()
	p.Mach.Snapshot(&sn.Machine, s.App.Cards.Open == app.MachineCard)
	p.Drawer.Snapshot(&sn.KnobsDrawer, s.App.Cards.Open == app.KnobsCard)
	s.Meter.Snapshot(&sn.FrameCost)
}

// reportPacket fills the packet shown: the CQ entry, the packet and its
// stride, the boxes' kinds and words, whether one is the skb's shinfo,
// and why the look-ahead's panel is empty.
func (s *Screen) reportPacket() {
	sn, p := &s.Snap, &s.Panels
	cur, slots := &p.Packets.Cur, &p.Packets.CurSlots
	sn.PacketsConsumed = p.Figs.Consumed
	sn.ShownCC, sn.ShownPacket, sn.ShownPacketWQE, sn.ShownPacketS = p.Figs.CC, -1, 0, 0
	sn.AheadEmpty = ""
	if !p.Packets.Ahead.Valid {
		sn.AheadEmpty = AheadEmpty(s.Sim.Ses.Config(), s.Sim.Ses.After().Geometry().Linear)
	}
	sn.ShownShinfo = false
	sn.ShownKinds, sn.ShownWords = [10]string{}, [10]string{}
	for i := 0; i < slots.N() && cur.Valid && i < len(sn.ShownWords); i++ {
		sl := slots.Slot(i)
		sn.ShownKinds[i], sn.ShownWords[i] = LineKindWord(cur.Lines[sl.First].Kind), sl.Word
	}
	if cur.Valid {
		sn.ShownPacket, sn.ShownPacketWQE, sn.ShownPacketS = cur.Packet, cur.WQE, cur.Stride
		for i := 0; i < slots.N(); i++ {
			sn.ShownShinfo = sn.ShownShinfo || cur.Lines[slots.Slot(i).First].Kind == model.LineShinfo
		}
	}
}

// reportLesson fills the lesson's words and presenting. The strings are
// the runner's own, so this allocates nothing.
func (s *Screen) reportLesson() {
	sn, les := &s.Snap, s.App.Les
	sn.Lesson, sn.Step, sn.Steps, sn.LessonTitle, sn.StepTitle, sn.LessonText = "", 0, 0, "", "", ""
	sn.Choices, sn.Answered = nil, false
	sn.NextLabel, sn.NextEnabled, sn.TryLabel, sn.Chips = "", false, "", ""
	sn.Table = lessons.Table{}
	if r := les.Runner(); r != nil {
		sn.Lesson, sn.Step, sn.Steps = r.Lesson().ID, r.Index()+1, r.Len()
		sn.LessonTitle, sn.StepTitle, sn.LessonText = r.Lesson().Title, r.Title(), r.Text()
		sn.Choices, sn.Answered = r.Choices(), r.Answered()
		sn.NextLabel, sn.NextEnabled = les.NextLabel()
		sn.TryLabel, sn.Chips = les.Words().TryLabel, les.Words().Chips
		sn.Table = *r.Table()
	}
	sn.LiveDone = s.Panels.Figs.LiveDone
	sn.Preparing, _, _ = les.Preparing()
	sn.PrepUpdates, sn.Menu = les.PrepUpdates(), s.App.Cards.Open == app.MenuCard
	sn.LessonRunsFromWorkers = les.RunsFromWorkers()
	sn.WarmingUp = les.WarmingUp()
	pr := &s.App.Pres
	sn.Theme = pr.Theme.String()
	sn.Blank, sn.HideText, sn.Embed, sn.Fullscreen = pr.Blank, pr.HideText, pr.Embed, pr.Fullscreen
}

// TopLine is the line of the top bar beside the title: the lesson and the
// step in a lesson, nothing when embedded, else what a seed measured on
// these knobs, else the tagline.
func (s *Screen) TopLine() string {
	switch {
	case s.App.Les.Words().TopLine != "":
		return s.App.Les.Words().TopLine
	case s.App.Pres.Embed:
		return ""
	case s.Panels.PubLine != "":
		return s.Panels.PubLine
	}
	return layout.SubtitleText
}

// WorkerAnswers is how many replies the workers have sent.
func WorkerAnswers(ws []*app.Worker) uint64 {
	var n uint64
	for _, w := range ws {
		n += w.Answers()
	}
	return n
}
