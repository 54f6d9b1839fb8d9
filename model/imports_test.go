package model

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestImportsNoRoomAbove: the simulation imports only the standard
// library. The rooms above it (model/validation, model/sensitivity,
// model/perfetto, model/perfstat) import the model, never the other way
// round; the model's external tests may read them.
func TestImportsNoRoomAbove(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if strings.HasPrefix(path, "rxscope/") {
				t.Errorf("%s imports %s: the model imports no package of the project", name, path)
			}
		}
	}
}
