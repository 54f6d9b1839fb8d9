package archtest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// module is the import path of the project's root.
const module = "rxscope"

// root is the repository's root, from this package's folder.
const root = "../.."

// goPackage is one folder of Go source: its import path, its files
// (tests left out) and what they import.
type goPackage struct {
	path    string // import path, "rxscope/app"
	dir     string
	files   []*ast.File
	fset    *token.FileSet
	imports map[string]bool
	lines   int // lines of its non-test files
}

// loadPackages parses every package of the repository but the browser
// tests' and the build output's, without their tests.
func loadPackages(t *testing.T) []*goPackage {
	t.Helper()
	var pkgs []*goPackage
	err := filepath.WalkDir(root, func(dir string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		name := d.Name()
		if dir != root && (strings.HasPrefix(name, ".") || name == "testdata" || name == "dist" || name == "node_modules" || name == "screenshots") {
			return filepath.SkipDir
		}
		p, err := parseDir(dir)
		if err != nil {
			return err
		}
		if p != nil {
			pkgs = append(pkgs, p)
		}
		return nil
	})
	if err != nil {
		t.Fatalf("reading the source: %v", err)
	}
	if len(pkgs) < 10 {
		t.Fatalf("found %d packages under %s: the walk went wrong", len(pkgs), root)
	}
	return pkgs
}

// parseDir parses the non-test Go files of dir, or returns nil when it
// has none.
func parseDir(dir string) (*goPackage, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	rel, err := filepath.Rel(root, dir)
	if err != nil {
		return nil, err
	}
	p := &goPackage{path: module, dir: dir, fset: token.NewFileSet(), imports: map[string]bool{}}
	if rel != "." {
		p.path = module + "/" + filepath.ToSlash(rel)
	}
	for _, e := range entries {
		n := e.Name()
		if e.IsDir() || !strings.HasSuffix(n, ".go") || strings.HasSuffix(n, "_test.go") {
			continue
		}
		src, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			return nil, err
		}
		f, err := parser.ParseFile(p.fset, filepath.Join(dir, n), src, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		p.files = append(p.files, f)
		p.lines += strings.Count(string(src), "\n")
		for _, is := range f.Imports {
			path, _ := strconv.Unquote(is.Path.Value)
			p.imports[path] = true
		}
	}
	if len(p.files) == 0 {
		return nil, nil
	}
	return p, nil
}
