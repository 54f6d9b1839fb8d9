package address

// ReloadQuery is the query that brings s back, at simulated time now (in
// picoseconds), after the page reloads: Ebitengine reloads it when the
// WebGL context is lost. A paused state's query carries its time already;
// a running one's does not (its time moves on), so it gets At = now, and
// Parse then runs it to that time before it runs on. The model is
// deterministic, so the state there is the one the reader saw. A time
// past MaxAt, the furthest an address may ask for, comes back as MaxAt.
func (s State) ReloadQuery(now uint64) string {
	if !s.Paused {
		s.At, s.AtGiven = int64(min(now, MaxAt)), now > 0
	}
	return s.Query()
}
