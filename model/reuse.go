package model

// reuse returns n zeroed elements, in old's array when it holds n: a
// simulation built with Sim.Reset takes over the arrays of the one it
// replaces (its caches alone are megabytes) instead of allocating them
// again, and starts from exactly the state New would give it.
func reuse[T any](old []T, n int) []T {
	if cap(old) < n {
		return make([]T, n)
	}
	s := old[:n]
	clear(s)
	return s
}
