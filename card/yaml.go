package card

import (
	"fmt"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"

	"github.com/sortie-tcg/sortie/internal/input"
)

// ParseYAML parses a card or scenario file within bounds: at most maxBytes
// bytes, maxEntries entries and input.MaxYAMLDepth levels of nesting, checked
// before the YAML library reads the text; no YAML tag (!x, !!seq), anchor (&a), alias (*a)
// or merge key (<<), which Sortie's files never need; and a panic of the YAML
// library becomes an error. Every error is "file:line: what is wrong".
func ParseYAML(file string, b []byte, maxBytes, maxEntries int, what string) (f *ast.File, err error) {
	if err := input.CheckSize(file, b, maxBytes, what); err != nil {
		return nil, err
	}
	if err := input.CheckYAML(file, b, what, input.MaxYAMLDepth, maxEntries); err != nil {
		return nil, err
	}
	defer func() {
		if x := recover(); x != nil {
			f, err = nil, fmt.Errorf("%s: the YAML library failed to read this file (%v)", file, x)
		}
	}()
	f, err = parser.ParseBytes(b, 0)
	if err != nil {
		return nil, YAMLError(file, err)
	}
	var v refuseVisitor
	for _, d := range f.Docs {
		ast.Walk(&v, d)
		if v.bad != nil {
			return nil, fmt.Errorf("%s:%d: %s", file, line(v.bad), v.msg)
		}
	}
	return f, nil
}

// refuseVisitor finds the first node of a kind Sortie's files refuse.
type refuseVisitor struct {
	bad ast.Node
	msg string
}

// Visit implements ast.Visitor.
func (v *refuseVisitor) Visit(n ast.Node) ast.Visitor {
	if n == nil || v.bad != nil {
		return nil
	}
	switch x := n.(type) {
	case *ast.TagNode:
		v.msg = fmt.Sprintf("YAML tags (%s) are not supported: write the value alone", x.GetToken().Value)
	case *ast.AnchorNode:
		v.msg = fmt.Sprintf("YAML anchors (&%s) are not supported: write the value out", x.Name)
	case *ast.AliasNode:
		v.msg = fmt.Sprintf("YAML aliases (*%s) are not supported: write the value out", x.Value)
	case *ast.MergeKeyNode:
		v.msg = "YAML merge keys (<<) are not supported: write the values out"
	default:
		return v
	}
	v.bad = n
	return nil
}

// decodeNode decodes one node strictly, turning a panic of the YAML library
// into an error at the node's line.
func decodeNode(file string, n ast.Node, out any) (err error) {
	defer func() {
		if x := recover(); x != nil {
			err = fmt.Errorf("%s:%d: the YAML library failed to read this entry (%v)", file, line(n), x)
		}
	}()
	if err := yaml.NodeToValue(n, out, yaml.Strict()); err != nil {
		return YAMLError(file, err)
	}
	return nil
}
