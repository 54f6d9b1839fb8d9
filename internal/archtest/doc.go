// Package archtest holds the project's structure to what ARCHITECTURE.md
// says of it: the layers import only downwards, Ebitengine stays in the
// screen's adapter and the page, no type grows into a god object, and
// viz stays a painter. It has no code of its own, only tests that read
// the source with go/parser, so a change that breaks the layering fails
// `make test` natively, before any browser starts.
package archtest
