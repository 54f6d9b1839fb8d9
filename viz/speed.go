package viz

import "time"

// updatePace records the tick in the speed's label (screen.SpeedLabel),
// which follows the pace twice a second. The label is drawn each frame
// (drawTransport), not in the backdrop: a slow machine's new pace every
// 30 ticks redraws nothing else.
func (g *Game) updatePace(advanced bool) {
	g.core.Panels.Speed.Observe(g.core.Ticks, time.Now().UnixNano(), g.core.Sim.Ses.After().Now(), advanced && !g.core.Sim.Ses.Paused(), g.core.Sim.Ses.Speed())
}
