package viz

import (
	"rxscope/app"
	"rxscope/model/validation"
	"rxscope/screen"
)

// While the scene list is open the model measures every figure of every
// scene, exactly as rxsim validate does (app.Validation, as background
// work), and each row sets the model's values beside the seed's as they
// come: "measured 2.52 → 3.44 Mpps · model 2.86 → 3.44". So the list is
// also the validation report, on the screen, where the model is close
// and where it is not.

// sceneModel is the measuring's state and the words it gives the list.
type sceneModel struct {
	val  *app.Validation
	subs []string // each row's second line, for the snapshot
	note []byte   // "the model: 7 of 26 figures measured, as rxsim validate"
}

// newSceneModel starts the measuring of the scenes ms.
func newSceneModel(ms []validation.Measured) sceneModel {
	sm := sceneModel{val: app.NewValidation(ms, validation.DefaultOptions()), subs: make([]string, len(ms))}
	sm.noteProgress()
	return sm
}

// noteProgress rewrites the list's note on the measuring.
func (sm *sceneModel) noteProgress() {
	done, total := sm.val.Progress()
	sm.note = append(sm.note[:0], "the model beside each, as rxsim validate: "...)
	if done == total {
		sm.note = screen.AppendInt(sm.note, int64(total))
		sm.note = append(sm.note, " figures measured"...)
		if found, levers := sm.val.LeversDone(); found < levers {
			sm.note = append(sm.note, ", levers "...)
			sm.note = screen.AppendInt(sm.note, int64(found))
			sm.note = append(sm.note, " of "...)
			sm.note = screen.AppendInt(sm.note, int64(levers))
			sm.note = append(sm.note, " searched …"...)
			return
		}
		sm.note = append(sm.note, "; an amber letter: off by more than 15%"...)
		return
	}
	sm.note = screen.AppendInt(sm.note, int64(done))
	sm.note = append(sm.note, " of "...)
	sm.note = screen.AppendInt(sm.note, int64(total))
	sm.note = append(sm.note, " figures measured …"...)
}

// sceneListJob measures the scenes' figures while the list is open, as
// background work (app.PrioritySceneList).
type sceneListJob struct{ g *Game }

func (j sceneListJob) Pending() bool {
	return j.g.cards.Open == app.SceneListCard && j.g.scenes.model.val != nil && j.g.scenes.model.val.Pending()
}

func (j sceneListJob) Work() bool {
	g := j.g
	if row := g.scenes.model.val.Work(); row >= 0 {
		g.scenes.model.noteProgress()
		(*sceneList)(g).sceneText(row)
	}
	return true
}

// sceneText rebuilds row i's second line: the machine, what the seed
// measured and the model's values, as far as they are measured.
func (g *sceneList) sceneText(i int) {
	sc := &g.scenes.list[i]
	sc.sub = sc.cfg.Profile + " · measured " + sc.measured.Quote() + " · model " + g.scenes.model.val.Text(i)
	g.scenes.model.subs[i] = sc.sub
	g.scenes.ver++
	off := ""
	for k := range g.scenes.list {
		if g.scenes.model.val.Off(k) {
			off += g.scenes.list[k].letter
		}
	}
	g.scenes.off = off
}

// scenesMeasured counts the figures measured so far, and all of them.
func (g *sceneList) scenesMeasured() (done, total int) {
	if g.scenes.model.val == nil {
		return 0, 0
	}
	return g.scenes.model.val.Progress()
}
