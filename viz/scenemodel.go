package viz

import (
	"strings"

	"rxscope/model"
)

// While the scene list is open the model measures every figure of every
// scene, exactly as rxsim validate does (model.DefaultValidateOptions:
// the same warm-up, window and burst), a slice per frame, and each row
// sets the model's values beside the seed's as they come: "measured 2.52
// → 3.44 Mpps · model 2.86 → 3.44". So the list is also the validation
// report, on the screen, where the model is close and where it is not.

// sceneJob is one figure of one scene to measure.
type sceneJob struct {
	scene  int
	id     string // the figure's ID
	run    model.Run
	value  float64
	done   bool
	failed bool
}

// sceneModel is the measuring's state.
type sceneModel struct {
	jobs  []sceneJob
	next  int // the job in progress
	meas  *model.Measurement
	spare *model.Sim // the last job's simulation, Reset for the next
	subs  []string   // each row's second line, for the snapshot
	note  []byte     // "the model: 7 of 26 figures measured, as rxsim validate"
}

// noteProgress rewrites the list's note on the measuring.
func (sm *sceneModel) noteProgress() {
	sm.note = append(sm.note[:0], "the model beside each, as rxsim validate: "...)
	if sm.next == len(sm.jobs) {
		sm.note = appendInt(sm.note, int64(len(sm.jobs)))
		sm.note = append(sm.note, " figures measured; an amber letter: off by more than 15%"...)
		return
	}
	sm.note = appendInt(sm.note, int64(sm.next))
	sm.note = append(sm.note, " of "...)
	sm.note = appendInt(sm.note, int64(len(sm.jobs)))
	sm.note = append(sm.note, " figures measured …"...)
}

// sceneChunk is the packets measured between two looks at the clock.
const sceneChunk = 500

// sceneJobs lists the figures of the scenes ms, today's driver's twins
// included.
func sceneJobs(ms []model.Measured) []sceneJob {
	var jobs []sceneJob
	for i, m := range ms {
		for _, fs := range [][]model.Figure{m.Before, m.Figures} {
			for _, f := range fs {
				jobs = append(jobs, sceneJob{scene: i, id: f.ID, run: f.Runs[0]})
			}
		}
	}
	return jobs
}

// sceneListJob measures the scenes' figures while the list is open, as
// background work (app.PrioritySceneList), a slice of sceneChunk packets
// at a time.
type sceneListJob struct{ g *Game }

func (j sceneListJob) Pending() bool {
	sm := &j.g.scenes.model
	return j.g.scenes.open && sm.next < len(sm.jobs)
}

func (j sceneListJob) Work() bool {
	g := j.g
	sm := &g.scenes.model
	job := &sm.jobs[sm.next]
	if sm.meas == nil {
		m, err := job.run.StartMeasurement(model.DefaultValidateOptions(), sm.spare)
		if err != nil {
			job.failed = true
			sm.next++
			sm.noteProgress()
			g.sceneText(job.scene)
			return true
		}
		sm.meas, sm.spare = m, nil
	}
	if sm.meas.Advance(sceneChunk) {
		job.value, job.done = sm.meas.Value(), true
		sm.spare, sm.meas = sm.meas.Sim(), nil
		sm.next++
		sm.noteProgress()
		g.sceneText(job.scene)
	}
	return true
}

// sceneText rebuilds row i's second line: the machine, what the seed
// measured and the model's values, as far as they are measured.
func (g *Game) sceneText(i int) {
	sc := &g.scenes.list[i]
	sc.sub = sc.cfg.Profile + " · measured " + sc.measured.Quote() + " · model " + g.scenes.model.text(i, sc.measured)
	g.scenes.model.subs[i] = sc.sub
	g.scenes.ver++
	off := ""
	for k := range g.scenes.list {
		if g.scenes.model.off(k, g.scenes.list[k].measured) {
			off += g.scenes.list[k].letter
		}
	}
	g.scenes.off = off
}

// text is the model's values of scene i's figures m, in the order and
// with the arrows of m.Quote: "2.86 → 3.44 Mpps", "2.86 → …" while the
// after run is measured.
func (sm *sceneModel) text(i int, m model.Measured) string {
	var b strings.Builder
	for k, f := range m.Figures {
		if k > 0 {
			b.WriteString(" · ")
		}
		for _, id := range [...]string{beforeOf(f, m.Before), f.ID} {
			if id == "" {
				continue
			}
			v, ok := sm.value(i, id)
			if !ok {
				b.WriteString("…")
				return b.String()
			}
			b.WriteString(v)
			if id != f.ID {
				b.WriteString(" → ")
			}
		}
		b.WriteString(" " + f.Runs[0].Measure.Unit())
	}
	return b.String()
}

// value is the model's value of figure id of scene i, formatted, or false
// while it is not measured.
func (sm *sceneModel) value(i int, id string) (string, bool) {
	switch j := sm.job(i, id); {
	case j == nil:
	case j.failed:
		return "—", true
	case j.done:
		return model.FormatMeasure(j.value, j.run.Measure), true
	}
	return "", false
}

// beforeOf is the ID of after figure f's today's-driver twin among
// before, or "".
func beforeOf(f model.Figure, before []model.Figure) string {
	stem, ok := strings.CutSuffix(f.ID, "/after")
	if !ok {
		return ""
	}
	for _, b := range before {
		if b.ID == stem+"/before" {
			return b.ID
		}
	}
	return ""
}

// scenesMeasured counts the figures measured so far, and all of them.
func (g *Game) scenesMeasured() (done, total int) {
	return g.scenes.model.next, len(g.scenes.model.jobs)
}
