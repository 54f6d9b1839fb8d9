package archtest

import (
	"sort"
	"strings"
	"testing"
)

// rank is each package's floor in the building: a package imports only
// the project's packages on floors below its own (the model's rooms may
// also import each other). ARCHITECTURE.md draws the same picture; a new
// package gets its floor here when it is added.
var rank = map[string]int{
	"rxscope/model":  0,
	"rxscope/assets": 0,

	// the model's rooms: published figures and validation, sensitivity, exporters
	"rxscope/model/*": 1,
	// tools below everything: they import none of the project
	"rxscope/internal/*": 1,

	"rxscope/lessons": 2,
	"rxscope/address": 2,
	"rxscope/layout":  2,
	"rxscope/glyph":   2,

	"rxscope/app":    3,
	"rxscope/screen": 4,
	"rxscope/viz":    5,

	"rxscope/web":        6,
	"rxscope/web/worker": 6,
	"rxscope/cmd/*":      6,
}

// rankOf is path's floor, and whether it has one.
func rankOf(path string) (int, bool) {
	if r, ok := rank[path]; ok {
		return r, true
	}
	if i := strings.LastIndex(path, "/"); i > 0 {
		if r, ok := rank[path[:i]+"/*"]; ok {
			return r, true
		}
	}
	return 0, false
}

// roomOfModel says path is one of the model's rooms.
func roomOfModel(path string) bool { return strings.HasPrefix(path, "rxscope/model/") }

// TestLayers fails when a package imports one on its own floor or above
// (an arrow running up or sideways), or has no floor.
func TestLayers(t *testing.T) {
	for _, p := range loadPackages(t) {
		if p.path == "rxscope/e2e" {
			continue // the browser tests: they read everything, and nothing imports them
		}
		r, ok := rankOf(p.path)
		if !ok {
			t.Errorf("%s has no floor in archtest's rank table: give it one (and a line in ARCHITECTURE.md)", p.path)
			continue
		}
		for _, imp := range sortedKeys(p.imports) {
			if !strings.HasPrefix(imp, "rxscope/") {
				continue
			}
			ir, ok := rankOf(imp)
			if !ok {
				continue // reported as the importer of its own
			}
			if ir < r || roomOfModel(p.path) && roomOfModel(imp) {
				continue
			}
			t.Errorf("%s (floor %d) imports %s (floor %d): imports go down only", p.path, r, imp, ir)
		}
	}
}

// TestEbitengineStaysInTheAdapter fails when a package other than viz
// and the page's main imports Ebitengine: the rest builds and tests with
// CGO_ENABLED=0 and no display.
func TestEbitengineStaysInTheAdapter(t *testing.T) {
	for _, p := range loadPackages(t) {
		if p.path == "rxscope/viz" || p.path == "rxscope/web" {
			continue
		}
		for imp := range p.imports {
			if strings.HasPrefix(imp, "github.com/hajimehoshi/ebiten") {
				t.Errorf("%s imports %s: only viz and web may", p.path, imp)
			}
		}
	}
}

func sortedKeys(m map[string]bool) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
