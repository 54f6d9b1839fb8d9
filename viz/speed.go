package viz

import "time"

// updatePace records the tick in the speed's label (screen.SpeedLabel),
// which follows the pace twice a second. The label is drawn each frame
// (drawTransport), not in the backdrop: a slow machine's new pace every
// 30 ticks redraws nothing else.
func (g *Game) updatePace(advanced bool) {
	g.speed.Observe(g.ticks, time.Now().UnixNano(), g.ses.After().Now(), advanced && !g.ses.Paused(), g.ses.Speed())
}
