package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoKnobNameSwitch: the app asks a knob's row what is special about
// it (model.KnobInfo.Top, the hooks of model.KnobScreen), never its
// name. A comparison of a Name against a string literal (k.Name ==
// "rate", a switch on k.Name with a case "mtu") in the app's sources
// fails; a new knob's behaviour goes in its row of the knob table.
func TestNoKnobNameSwitch(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BinaryExpr:
				if (n.Op == token.EQL || n.Op == token.NEQ) && nameAgainstLiteral(n.X, n.Y) {
					t.Errorf("%s: compares a knob's Name with a string: give the knob's row a field or a hook", fset.Position(n.Pos()))
				}
			case *ast.SwitchStmt:
				if !isNameField(n.Tag) {
					break
				}
				for _, s := range n.Body.List {
					for _, e := range s.(*ast.CaseClause).List {
						if isStringLit(e) {
							t.Errorf("%s: switches on a knob's Name: give the knob's row a field or a hook", fset.Position(e.Pos()))
						}
					}
				}
			}
			return true
		})
	}
}

// TestNoKnobNameSwitchCatches: the scan finds the forms it forbids.
func TestNoKnobNameSwitchCatches(t *testing.T) {
	tests := []struct {
		src  string
		want bool
	}{
		{`k.Name == "rate"`, true},
		{`"mtu" != r.Knob.Name`, true},
		{`k.Name == other.Name`, false},
		{`cfg.Variant == "today"`, false},
		{`name == "rate"`, false},
	}
	for _, tt := range tests {
		e, err := parser.ParseExpr(tt.src)
		if err != nil {
			t.Fatal(err)
		}
		b := e.(*ast.BinaryExpr)
		if got := nameAgainstLiteral(b.X, b.Y); got != tt.want {
			t.Errorf("%s: caught %v; want %v", tt.src, got, tt.want)
		}
	}
}

// nameAgainstLiteral reports whether x and y are a Name field and a
// string literal, either way round.
func nameAgainstLiteral(x, y ast.Expr) bool {
	return isNameField(x) && isStringLit(y) || isNameField(y) && isStringLit(x)
}

// isNameField reports whether e selects a field called Name (k.Name,
// r.Knob.Name).
func isNameField(e ast.Expr) bool {
	s, ok := e.(*ast.SelectorExpr)
	return ok && s.Sel.Name == "Name"
}

func isStringLit(e ast.Expr) bool {
	l, ok := e.(*ast.BasicLit)
	return ok && l.Kind == token.STRING
}
