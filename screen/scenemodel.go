package screen

import (
	"strings"

	"rxscope/app"
)

// While the scene list is open the model measures every figure of every
// scene, exactly as rxsim validate does (app.Validation, as background
// work), and each row sets the model's values beside the seed's as they
// come: "measured 2.52 → 3.44 Mpps · model 2.86 → 3.44". So the list is
// also the validation report, on the screen, where the model is close
// and where it is not. Once every figure is in, it searches the levers of
// the figures the model misses, as rxsim validate -levers does.

// UseWorkers hands the measuring to the Web Workers ws (none: back to the
// frames), from the figure it was at.
func (l *SceneList) UseWorkers(ws []*app.Worker) {
	l.workers = ws
	if l.val != nil {
		l.val.UseWorkers(ws)
	}
}

// Pending reports whether the open list has figures or levers left to
// measure: the list is a job of the app's Scheduler
// (app.PrioritySceneList).
func (l *SceneList) Pending() bool {
	return l.open && l.val != nil && l.val.Pending()
}

// Work measures one slice, and rewrites the words of the row whose figure
// it finished and the note over the list.
func (l *SceneList) Work() bool {
	if row := l.val.Work(); row >= 0 {
		l.noteProgress()
		l.rowText(row)
	}
	return true
}

// Note is the line over the rows on the measuring: "the model beside
// each, as rxsim validate: 7 of 31 figures measured …".
func (l *SceneList) Note() []byte { return l.note }

// Off reports whether the model is off by more than 15% in one of row
// i's figures measured so far, as the row's words last said: its letter
// is drawn amber.
func (l *SceneList) Off(i int) bool { return strings.Contains(l.off, l.rows[i].letter) }

// Measured counts the figures measured so far, and all of them (0, 0
// before the list first opens).
func (l *SceneList) Measured() (done, total int) {
	if l.val == nil {
		return 0, 0
	}
	return l.val.Progress()
}

// Levers counts the levers searched so far, and all of them.
func (l *SceneList) Levers() (done, total int) {
	if l.val == nil {
		return 0, 0
	}
	return l.val.LeversDone()
}

// noteProgress rewrites the list's note on the measuring.
func (l *SceneList) noteProgress() {
	done, total := l.val.Progress()
	l.note = append(l.note[:0], "the model beside each, as rxsim validate: "...)
	if done == total {
		l.note = AppendInt(l.note, int64(total))
		l.note = append(l.note, " figures measured"...)
		if found, levers := l.val.LeversDone(); found < levers {
			l.note = append(l.note, ", levers "...)
			l.note = AppendInt(l.note, int64(found))
			l.note = append(l.note, " of "...)
			l.note = AppendInt(l.note, int64(levers))
			l.note = append(l.note, " searched …"...)
			return
		}
		l.note = append(l.note, "; an amber letter: off by more than 15%"...)
		return
	}
	l.note = AppendInt(l.note, int64(done))
	l.note = append(l.note, " of "...)
	l.note = AppendInt(l.note, int64(total))
	l.note = append(l.note, " figures measured …"...)
}

// rowText rebuilds row i's second line: the machine, what the seed
// measured and the model's values, as far as they are measured; and the
// letters of the rows that are off.
func (l *SceneList) rowText(i int) {
	sc := &l.rows[i]
	sc.sub = sc.cfg.Profile + " · measured " + sc.measured.Quote() + " · model " + l.val.Text(i)
	l.subs[i] = sc.sub
	l.ver++
	off := ""
	for k := range l.rows {
		if l.val.Off(k) {
			off += l.rows[k].letter
		}
	}
	l.off = off
}
