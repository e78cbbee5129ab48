package scenario

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/goccy/go-yaml/ast"
)

// node is a YAML node with the file it came from, for "file:line" errors.
type node struct {
	n    ast.Node
	file string
}

// pair is one key: value of a YAML map.
type pair struct {
	key  string
	kn   node
	val  node
	line int
}

func (n node) line() int {
	if n.n == nil || n.n.GetToken() == nil {
		return 0
	}
	return n.n.GetToken().Position.Line
}

// errf is an error at n's line.
func (n node) errf(format string, a ...any) error {
	return &LoadError{File: n.file, Line: n.line(), Msg: fmt.Sprintf(format, a...)}
}

// LoadError is a mistake in a scenario file, at a line.
type LoadError struct {
	File string
	Line int
	Msg  string
}

func (e *LoadError) Error() string {
	if e.Line <= 0 {
		return fmt.Sprintf("%s: %s", e.File, e.Msg)
	}
	return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
}

// value unwraps tags and anchors.
func (n node) value() ast.Node {
	v := n.n
	for {
		switch t := v.(type) {
		case *ast.TagNode:
			v = t.Value
		case *ast.AnchorNode:
			v = t.Value
		case *ast.DocumentNode:
			v = t.Body
		default:
			return v
		}
	}
}

func (n node) sub(x ast.Node) node { return node{n: x, file: n.file} }

func (n node) isNull() bool {
	v := n.value()
	if v == nil {
		return true
	}
	_, ok := v.(*ast.NullNode)
	return ok
}

func (n node) isMap() bool {
	switch n.value().(type) {
	case *ast.MappingNode, *ast.MappingValueNode:
		return true
	}
	return false
}

func (n node) isList() bool {
	_, ok := n.value().(*ast.SequenceNode)
	return ok
}

// pairs returns the entries of a map, refusing duplicate keys.
func (n node) pairs() ([]pair, error) {
	var mvs []*ast.MappingValueNode
	switch v := n.value().(type) {
	case *ast.MappingNode:
		mvs = v.Values
	case *ast.MappingValueNode:
		mvs = []*ast.MappingValueNode{v}
	case *ast.AliasNode:
		return nil, n.errf("YAML aliases are not supported")
	default:
		return nil, n.errf("want a map (key: value), got %s", n.describe())
	}
	seen := map[string]bool{}
	var out []pair
	for _, mv := range mvs {
		kn := n.sub(mv.Key)
		k, err := kn.str()
		if err != nil {
			return nil, err
		}
		if seen[k] {
			return nil, kn.errf("key %q is given twice", k)
		}
		seen[k] = true
		out = append(out, pair{key: k, kn: kn, val: n.sub(mv.Value), line: kn.line()})
	}
	return out, nil
}

// fields returns the entries of a map whose keys must be among allowed.
func (n node) fields(allowed ...string) (map[string]node, []pair, error) {
	ps, err := n.pairs()
	if err != nil {
		return nil, nil, err
	}
	m := map[string]node{}
	for _, p := range ps {
		ok := false
		for _, a := range allowed {
			if p.key == a {
				ok = true
			}
		}
		if !ok {
			return nil, nil, p.kn.errf("unknown key %q (want one of: %s)", p.key, strings.Join(allowed, ", "))
		}
		m[p.key] = p.val
	}
	return m, ps, nil
}

func (n node) items() ([]node, error) {
	if n.isNull() {
		return nil, nil
	}
	s, ok := n.value().(*ast.SequenceNode)
	if !ok {
		return nil, n.errf("want a list, got %s", n.describe())
	}
	out := make([]node, len(s.Values))
	for i, v := range s.Values {
		out[i] = n.sub(v)
	}
	return out, nil
}

func (n node) str() (string, error) {
	switch v := n.value().(type) {
	case *ast.StringNode:
		return v.Value, nil
	case *ast.LiteralNode:
		return strings.TrimRight(v.Value.Value, "\n"), nil
	case *ast.IntegerNode, *ast.FloatNode, *ast.BoolNode, *ast.InfinityNode, *ast.NanNode:
		return v.GetToken().Value, nil
	case *ast.NullNode:
		return "", nil
	}
	return "", n.errf("want a single value, got %s", n.describe())
}

// maxNumber bounds every number of a scenario (counts, damage, turns), so
// that none overflows the engine's small integers; the seed has its own.
const maxNumber = 9999

// integer reads a whole number from -maxNumber to maxNumber.
func (n node) integer() (int, error) {
	s, err := n.str()
	if err != nil {
		return 0, err
	}
	v, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || v < -maxNumber || v > maxNumber {
		return 0, n.errf("want a whole number from -%d to %d, got %q", maxNumber, maxNumber, s)
	}
	return v, nil
}

func (n node) boolean() (bool, error) {
	s, err := n.str()
	if err != nil {
		return false, err
	}
	switch strings.ToLower(s) {
	case "true", "yes":
		return true, nil
	case "false", "no":
		return false, nil
	}
	return false, n.errf("want true or false, got %q", s)
}

// strs reads a single value or a list of values.
func (n node) strs() ([]string, error) {
	if !n.isList() {
		s, err := n.str()
		if err != nil {
			return nil, err
		}
		return []string{s}, nil
	}
	its, err := n.items()
	if err != nil {
		return nil, err
	}
	var out []string
	for _, it := range its {
		s, err := it.str()
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

func (n node) describe() string {
	switch n.value().(type) {
	case *ast.MappingNode, *ast.MappingValueNode:
		return "a map"
	case *ast.SequenceNode:
		return "a list"
	case *ast.NullNode, nil:
		return "nothing"
	}
	return fmt.Sprintf("%q", n.value().String())
}

var labelRe = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9_]*$`)

// reserved words cannot be labels: they are keys of expectations and players.
var reserved = map[string]bool{"p1": true, "p2": true, "P1": true, "P2": true, "turn": true, "phase": true, "stage": true,
	"attacker": true, "decider": true, "decision": true, "winner": true, "cut": true, "pending": true, "log": true,
	"space": true, "earth": true, "arena": true, "none": true, "unknown": true, "card": true, "draw": true, "nation": true}
