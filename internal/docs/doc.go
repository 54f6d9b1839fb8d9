// Package docs holds checks on the project's documents: the README stays
// short enough to read in five minutes (at most 10,000 bytes), and every
// relative link in README.md and docs/*.md points at a file that exists,
// and at a heading that exists where it names one.
//
// It has no code of its own: the checks are its tests, run with the other
// native tests (CGO_ENABLED=0 go test ./internal/docs/).
package docs
