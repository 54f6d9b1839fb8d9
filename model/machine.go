package model

// A run's machine is the shipped profile its Config names, unless the
// Config carries a machine of the user's (Config.Machine): a shipped
// profile with parameters edited (Profile.Apply, rxsim -set, the app's
// machine panel) or one read from a file (ReadProfile, rxsim
// -profile-file). Such a machine is shared by every copy of the Config and
// never changed once set: a new edit is a new Profile.

// machine returns the profile c runs on. The pointer is to shared data:
// callers read it and copy it, never write through it.
func (c *Config) machine() (*Profile, error) {
	if c.Machine != nil {
		return c.Machine, nil
	}
	if p, ok := shippedProfile(c.Profile); ok {
		return p, nil
	}
	_, err := LookupProfile(c.Profile)
	return nil, err
}

// checkMachine is Validate's check of the machine: a shipped name, or a
// user's machine whose parameters are all in range (CheckParams).
func (c *Config) checkMachine() error {
	p, err := c.machine()
	if err != nil || c.Machine == nil {
		return err
	}
	return p.CheckParams()
}

// Edited reports whether c runs on a machine of the user's rather than a
// shipped profile.
func (c Config) Edited() bool { return c.Machine != nil }

// MachineProfile returns the profile c runs on: the user's machine, or the
// shipped profile named c.Profile.
func (c Config) MachineProfile() (Profile, error) {
	p, err := c.machine()
	if err != nil {
		return Profile{}, err
	}
	return *p, nil
}

// WithMachine returns c running on p, a machine of the user's: Profile
// becomes p's name and Machine a copy of p that nothing else holds. A
// machine equal to the shipped profile of its name is no machine of the
// user's: c then simply names it.
func (c Config) WithMachine(p Profile) Config {
	c.Profile = p.Name
	c.Machine = nil
	if orig, ok := shippedProfile(p.Name); ok && *orig == p {
		return c
	}
	c.Machine = &p
	return c
}

// WithSettings is c on its machine with settings applied (Profile.Apply):
// rxsim validate -set on a published figure's run, a lever's probe; c
// itself when there are none.
func (c Config) WithSettings(settings []ParamSetting) (Config, error) {
	if len(settings) == 0 {
		return c, nil
	}
	p, err := c.MachineProfile()
	if err != nil {
		return c, err
	}
	if p, err = p.Apply(settings); err != nil {
		return c, err
	}
	return c.WithMachine(p), nil
}
