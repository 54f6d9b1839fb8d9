package main

import (
	"flag"
	"fmt"
	"os"

	"rxscope/model"
)

// machineFlags choose the machine beyond the profile knob: -profile-file
// replaces the profile with a machine read from a file, -set overrides
// parameters of whichever machine that is.
type machineFlags struct {
	set  string
	file string
}

// addMachineFlags adds -set and -profile-file to fs.
func addMachineFlags(fs *flag.FlagSet) *machineFlags {
	m := new(machineFlags)
	fs.StringVar(&m.set, "set", "", "override machine parameters: name=value[,name=value…], names, units and ranges as rxsim profile prints them, e.g. dram-ns=120,rob=256")
	fs.StringVar(&m.file, "profile-file", "", "run on the machine in FILE (JSON, as rxsim profile -json writes it) instead of the profile knob's")
	return m
}

// settings parses -set.
func (m *machineFlags) settings() ([]model.ParamSetting, error) {
	set, err := model.ParseParamSettings(m.set)
	if err != nil {
		return nil, fmt.Errorf("-set: %w", err)
	}
	return set, nil
}

// machine is the machine the flags ask for, starting from the shipped
// profile named profile.
func (m *machineFlags) machine(profile string) (model.Profile, error) {
	var p model.Profile
	var err error
	if m.file != "" {
		p, err = readProfileFile(m.file)
	} else {
		p, err = model.LookupProfile(profile)
	}
	if err != nil {
		return p, err
	}
	set, err := m.settings()
	if err != nil {
		return p, err
	}
	if p, err = p.Apply(set); err != nil {
		return p, fmt.Errorf("-set: %w", err)
	}
	return p, nil
}

// apply returns cfg on the machine the flags ask for.
func (m *machineFlags) apply(cfg model.Config) (model.Config, error) {
	if m.set == "" && m.file == "" {
		return cfg, nil
	}
	p, err := m.machine(cfg.Profile)
	if err != nil {
		return cfg, err
	}
	return cfg.WithMachine(p), nil
}

func readProfileFile(name string) (model.Profile, error) {
	f, err := os.Open(name)
	if err != nil {
		return model.Profile{}, fmt.Errorf("-profile-file: %w", err)
	}
	defer f.Close()
	p, err := model.ReadProfile(f)
	if err != nil {
		return p, fmt.Errorf("-profile-file %s: %w", name, err)
	}
	return p, nil
}

// machineText says how cfg's machine differs from the shipped profile of
// its name: "edited: dram-ns=150,rob=256", or "from a file" for a machine
// whose name is no shipped profile's; "" when it is the shipped one.
func machineText(cfg model.Config) string {
	if !cfg.Edited() {
		return ""
	}
	p, err := cfg.MachineProfile()
	if err != nil {
		return ""
	}
	base, err := model.LookupProfile(p.Name)
	if err != nil {
		return p.Name + " from a file: " + p.Title
	}
	if d := p.Diff(&base); len(d) > 0 {
		return "edited: " + model.FormatParamSettings(d)
	}
	return "edited work steps or sources (no parameter differs)"
}
