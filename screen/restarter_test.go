package screen

import (
	"testing"

	"rxscope/model"
)

// session is a Restarter for the tests: the configuration applied last,
// as Game.apply leaves it, and the banner's notices.
type session struct {
	t       testing.TB
	cfg     model.Config
	applied int
	notices []string
}

func newSession(t testing.TB, cfg model.Config) *session { return &session{t: t, cfg: cfg} }

func (s *session) Config() model.Config { return s.cfg }

func (s *session) Apply(cfg model.Config) {
	s.t.Helper()
	if err := cfg.Validate(); err != nil {
		s.t.Fatalf("Apply of a configuration the model refuses: %v", err)
	}
	s.cfg = cfg
	s.applied++
}

func (s *session) Notify(text string) { s.notices = append(s.notices, text) }

// lastNotice is the banner's latest notice, or "".
func (s *session) lastNotice() string {
	if len(s.notices) == 0 {
		return ""
	}
	return s.notices[len(s.notices)-1]
}

// halfEm measures a text as half its size a character: a width function
// for the help's lines that needs no font.
func halfEm(s string, size float64) float64 { return float64(len([]rune(s))) * size / 2 }
