package model

import "testing"

// TestKnobTable: each knob has one name, a default that Set accepts and
// Get gives back, and a help line; a knob with a control on the screen
// has a label and a key of its own, and a control that fits its kind (a
// slider a number, a toggle two values, a choice an enumeration).
func TestKnobTable(t *testing.T) {
	names, keys := map[string]bool{}, map[string]string{}
	controls := 0
	for _, k := range Knobs() {
		if names[k.Name] || k.Name == "" || k.Help == "" {
			t.Errorf("knob %q: repeated, unnamed or without help", k.Name)
		}
		names[k.Name] = true
		c := DefaultConfig()
		if err := c.Set(k.Name, k.Default); err != nil || c.Get(k.Name) != k.Default {
			t.Errorf("knob %s: Set(default %q) = %v, Get %q", k.Name, k.Default, err, c.Get(k.Name))
		}
		if got, ok := KnobByName(k.Name); !ok || got.Name != k.Name {
			t.Errorf("KnobByName(%q) = %v, %v", k.Name, got.Name, ok)
		}
		if k.Screen.Control == NoControl {
			if k.Screen.Label != "" || k.Screen.Key != "" {
				t.Errorf("knob %s has no control but a label %q or a key %q", k.Name, k.Screen.Label, k.Screen.Key)
			}
			continue
		}
		controls++
		if k.Screen.Label == "" || len(k.Screen.Key) != 1 || k.Screen.Key[0] < 'A' || k.Screen.Key[0] > 'Z' {
			t.Errorf("knob %s: label %q, key %q; want a label and one capital letter", k.Name, k.Screen.Label, k.Screen.Key)
		}
		if other, ok := keys[k.Screen.Key]; ok {
			t.Errorf("knobs %s and %s share the key %s", other, k.Name, k.Screen.Key)
		}
		keys[k.Screen.Key] = k.Name
		var fits bool
		switch k.Screen.Control {
		case SliderControl:
			fits = k.Numeric() && k.Min < k.Max
		case ToggleControl:
			fits = len(k.Values) == 2
		case ChoiceControl:
			fits = k.Kind == KnobEnum && len(k.Values) > 2 && len(k.Screen.Words) == len(k.Values)
		}
		if !fits {
			t.Errorf("knob %s: a control of kind %d does not fit a %s knob with values %v", k.Name, k.Screen.Control, k.Kind, k.Values)
		}
	}
	if controls == 0 {
		t.Error("no knob has a control")
	}
	if _, ok := KnobByName("no-such-knob"); ok {
		t.Error("KnobByName found a knob that is not in the table")
	}
}

// TestKnobHooksFit: a row's hooks fit its knob: a top the other knobs
// decide and a value shown or nudged its own way only on a number, a
// held switch only on a switch, an idle control only on a knob with a
// control.
func TestKnobHooksFit(t *testing.T) {
	for _, k := range Knobs() {
		s := k.Screen
		tests := []struct {
			hook string
			set  bool
			fits bool
		}{
			{"Top", k.Top != nil, k.Numeric()},
			{"Shown", s.Shown != nil, s.Control == SliderControl},
			{"Nudge", s.Nudge != nil, k.Numeric()},
			{"UnitIn", s.UnitIn != nil, k.Numeric()},
			{"Held", s.Held != nil, s.Control == ToggleControl},
			{"Idle", s.Idle != nil, s.Control != NoControl},
			{"Text", s.Text != nil, s.Control != NoControl},
		}
		for _, tt := range tests {
			if tt.set && !tt.fits {
				t.Errorf("knob %s: its %s hook does not fit a %s knob with control %d", k.Name, tt.hook, k.Kind, s.Control)
			}
		}
	}
}
