package layout

import (
	"testing"

	"rxscope/lessons"
	"rxscope/model"
	"rxscope/model/validation"
)

// cardTypes are the cards' type in the two themes.
var cardTypes = []struct {
	name string
	ct   CardType
}{{"screen", ScreenCardType}, {"projector", ProjectorCardType}}

// TestCardTypeReads checks every size the cards set text at on a
// projector (the menu, the scene list, the machine panel, the knobs
// drawer) against the least size that reads from the back of a room at
// 1920×1080, the second lines under the rows' titles, and that the
// titles stay larger.
func TestCardTypeReads(t *testing.T) {
	ct := ProjectorType.Card
	for _, c := range []struct {
		what string
		size float64
	}{
		{"a row's second line", ct.Sub}, {"a parameter's range, a chart's figures", ct.Detail}, {"a card's hint", ct.Hint},
		{"a card's title", MenuHeadSize}, {"a row's title", MenuTitleSize}, {"a tool", MenuToolSize},
		{"a knob's name", KnobsNameSize}, {"a knob's value", KnobsValueSize}, {"a knob's help", KnobsHelpSize},
		{"a parameter's name", MachineNameSize}, {"a parameter's value", MachineValueSize},
	} {
		if c.size < ProjectorMinLabel {
			t.Errorf("projector: %s is %v px at 1920×1080; want at least %v", c.what, c.size, ProjectorMinLabel)
		}
	}
	for _, c := range cardTypes {
		if !(MenuHeadSize > MenuTitleSize && MenuTitleSize > c.ct.Sub && c.ct.Sub >= c.ct.Detail) {
			t.Errorf("%s: a card's title %v, a row's %v, its second line %v, a detail %v: want each smaller than the one before", c.name, MenuHeadSize, MenuTitleSize, c.ct.Sub, c.ct.Detail)
		}
	}
	if ScreenType.Card != ScreenCardType || ProjectorType.Card != ProjectorCardType {
		t.Errorf("the themes' types carry the cards' type %+v and %+v", ScreenType.Card, ProjectorType.Card)
	}
}

// TestMenuTextFits sets every lesson's title and summary, and the
// tools' words, in its row at both themes' type: each fits on its line.
func TestMenuTextFits(t *testing.T) {
	m := newMeasurer(t)
	all := lessons.All()
	mn := NewMenu(len(all), 13)
	for _, c := range cardTypes {
		for i, l := range all {
			title, sub := MenuRowText(mn.Lessons[i])
			fitIn(t, m, c.name+" menu", l.Title, bold, MenuTitleSize, title, 1)
			fitIn(t, m, c.name+" menu", l.Summary, regular, c.ct.Sub, Rect{sub.X, sub.Y, sub.W, SubLineH(c.ct.Sub)}, 1)
			if sub.H < SubLineH(c.ct.Sub) || sub.Overlaps(title) {
				t.Errorf("%s: a summary's line %+v is under %.1f high or overlaps the title %+v", c.name, sub, SubLineH(c.ct.Sub), title)
			}
		}
	}
	label, keys := MenuToolText(mn.Tools[0])
	for _, s := range []string{"Counters (ethtool -S, perf stat)", "Copy the link to this screen", "Machine: edit its parameters", "Scenes the seeds measured"} {
		fitIn(t, m, "menu tool", s, regular, MenuToolSize, label, 1)
	}
	fitIn(t, m, "menu tool", "Shift+M", mono, MenuToolSize, keys, 1)
}

// TestSceneTextFits wraps every scene's title and figures as the list
// draws them (the figures as the seed's quote, which the model's own
// figures follow, twice) in both themes' type: each row holds its
// lines, so that none is set smaller to fit.
func TestSceneTextFits(t *testing.T) {
	m := newMeasurer(t)
	ms := validation.MeasuredScenes()
	l := NewSceneList(len(ms))
	for _, c := range cardTypes {
		for i, sc := range ms {
			box := SceneRowText(l.Rows[i])
			title := "seed " + sc.Seed + " · " + sc.What
			sub := sc.Config.Profile + " · measured " + sc.Quote() + " · model " + sc.Quote()
			tl := Wrap(nil, title, box.W, MenuTitleSize, func(s string, size float64) float64 { return m.width(s, bold, size, 1) })
			sl := Wrap(nil, sub, box.W, c.ct.Sub, func(s string, size float64) float64 { return m.width(s, regular, size, 1) })
			if h, ok := SceneLines(box, len(tl), len(sl), c.ct.Sub); !ok {
				t.Errorf("%s: scene %q takes %d lines of title and %d of figures, %.0f units; its row leaves %.0f", c.name, title, len(tl), len(sl), h, box.H)
			}
			if k := SceneRowKey(l.Rows[i]); !k.Inside(l.Rows[i]) || k.Right() > box.X {
				t.Errorf("%s: row %d's key %+v leaves its row or runs into its text %+v", c.name, i, k, box)
			}
		}
	}
}

// TestKnobsHelpFits wraps every row's help as the drawer writes it
// (name: help · range · default) in its box: none takes more lines
// than the box holds at KnobsHelpSize.
func TestKnobsHelpFits(t *testing.T) {
	m := newMeasurer(t)
	var rows int
	for _, k := range model.Knobs() {
		members := []string{""}
		if k.Kind == model.KnobSet {
			members = k.Values
		}
		for _, v := range members {
			rows++
			name, help := k.Name, k.Help
			if v != "" {
				name, help = k.Name+" "+v, k.Help+": the "+v+" line"
			}
			s := name + ": " + help + " · " + k.Range + " · default " + k.Default
			d := NewKnobsDrawer(24)
			lines := Wrap(nil, s, d.Help.W-32, KnobsHelpSize, func(s string, size float64) float64 { return m.width(s, regular, size, 1) })
			if len(lines) > KnobsHelpLines || float64(KnobsHelpLines)*KnobsHelpLineH > d.Help.H {
				t.Errorf("the help of %q takes %d lines; the box %+v holds %d", name, len(lines), d.Help, KnobsHelpLines)
			}
		}
	}
	d := NewKnobsDrawer(rows)
	for _, k := range model.Knobs() {
		fitIn(t, m, "knobs drawer", k.Name, bold, KnobsNameSize, d.Rows[0].Name, 1)
	}
}

// TestMachineTextFits sets every decisive parameter of every shipped
// machine in its row as the panel draws it, in both themes' type: the
// name, the range and shipped value on the first line, the help on the
// second, and where the value comes from in the lines beside
// the reset; and the gain chart's note and its head in their lines.
func TestMachineTextFits(t *testing.T) {
	m := newMeasurer(t)
	var specs []model.ParamSpec
	for _, s := range model.ParamSpecs() {
		if s.Decisive {
			specs = append(specs, s)
		}
	}
	mp := NewMachinePanel(len(model.ProfileNames()), len(specs))
	wrapIn := func(where, s string, size float64, box Rect, lines int) {
		t.Helper()
		got := Wrap(nil, s, box.W, size, func(s string, size float64) float64 { return m.width(s, regular, size, 1) })
		if len(got) > lines || box.H < float64(lines)*SubLineH(size) {
			t.Errorf("%s: %q takes %d lines at %v in %+v; it holds %d of %.1f", where, s, len(got), size, box, lines, SubLineH(size))
		}
	}
	for _, c := range cardTypes {
		for _, name := range model.ProfileNames() {
			p, err := model.LookupProfile(name)
			if err != nil {
				t.Fatal(err)
			}
			for i, s := range specs {
				r := mp.Rows[i]
				where := c.name + " " + name + " " + s.Name
				fitIn(t, m, where, s.Name, bold, MachineNameSize, r.Name, 1)
				fitIn(t, m, where, s.Help, regular, c.ct.Sub, r.Help, 1)
				v := s.Field(&p)
				fitIn(t, m, where, s.RangeText()+" · shipped "+model.FormatParam(v.Value), regular, c.ct.Detail, r.Detail, 1)
				wrapIn(where+" source", s.Name+": "+v.Source, c.ct.Detail, mp.Source, MachineSourceLines)
			}
		}
		g := mp.Gain.Inset(16)
		g.H = MachineGainLines * SubLineH(c.ct.Sub)
		wrapIn(c.name+" gain note", "each parameter −20 % (amber) and +20 % (blue); the look-ahead's gain over today, in the model", c.ct.Detail, g, MachineGainLines)
		wrapIn(c.name+" gain head", "this machine: gain +20.2 %\ntoday 1748, stride-ahead 1454 cycles/packet", c.ct.Sub, g, MachineGainLines)
	}
	if mp.Source.Overlaps(mp.Reset) || !mp.Source.Inside(mp.Card) || mp.Source.Overlaps(mp.Gain) {
		t.Errorf("the source %+v overlaps the reset %+v or the chart, or leaves the card", mp.Source, mp.Reset)
	}
}
