package input

import (
	"bytes"
	"fmt"
)

// MaxYAMLDepth bounds how deeply a YAML file may nest maps and lists. The
// deepest file of the project nests 9 levels (a card text's nested steps).
// The YAML library's cost grows faster than the nesting (200 KB of "[" took
// 15 GB), so the limit is checked before it sees the text.
const MaxYAMLDepth = 40

// MaxScenarioEntries and MaxCardFileEntries bound the entries of a YAML file
// (its lines, and the items and keys of flow lists and maps). The YAML
// library allocates about 1 KB per entry; the largest scenario has about 250
// entries, the largest card file about 600.
const (
	MaxScenarioEntries = 20000
	MaxCardFileEntries = 40000
)

// CheckYAML refuses a YAML text (a what: "scenario file") that nests maps and lists more than maxDepth
// levels deep, or has more than maxEntries entries, at the line where it
// passes the limit. It reads the text line by line
// without parsing it: the block levels are the distinct indentations open
// (as Python's tokenizer counts them) plus the "- " entries that start a
// line, the flow levels are the "[" and "{" open; quoted strings, comments
// and block scalars (| and >) are skipped. Its count is at most one level
// fewer than the YAML library's (a map that starts on a "- " line counts
// from its next line on).
func CheckYAML(name string, b []byte, what string, maxDepth, maxEntries int) error {
	var d depthScan
	for n, line := range bytes.Split(b, []byte("\n")) {
		if depth := d.line(line); depth > maxDepth {
			return &Error{File: name, Line: n + 1, Msg: fmt.Sprintf("nested too deeply: YAML maps and lists nest at most %d levels", maxDepth)}
		}
		if d.entries > maxEntries {
			return &Error{File: name, Line: n + 1, Msg: fmt.Sprintf("too many entries: a %s has at most %d (lines, list items and keys)", what, maxEntries)}
		}
	}
	return nil
}

// depthScan is the state carried from line to line.
type depthScan struct {
	indents []int // the indentations of the open block levels
	flow    int   // "[" and "{" open
	quote   byte  // the quote of a quoted string that goes on to the next line, or 0
	block   int   // inside a block scalar: the indentation of its parent line
	inBlock bool
	entries int // lines with content, flow items and flow keys so far
}

// line scans one line and returns the deepest nesting reached in it.
func (d *depthScan) line(l []byte) int {
	ind := 0
	for ind < len(l) && (l[ind] == ' ' || l[ind] == '\t') {
		ind++
	}
	rest := l[ind:]
	if d.inBlock {
		if len(bytes.TrimSpace(rest)) == 0 || ind > d.block {
			return 0 // the content of a block scalar
		}
		d.inBlock = false
	}
	if d.quote == 0 && d.flow == 0 {
		if len(rest) == 0 || rest[0] == '#' || rest[0] == '\r' {
			return 0
		}
		for len(d.indents) > 0 && d.indents[len(d.indents)-1] >= ind {
			d.indents = d.indents[:len(d.indents)-1]
		}
		d.indents = append(d.indents, ind)
	}
	if len(bytes.TrimSpace(rest)) > 0 {
		d.entries++
	}
	depth := len(d.indents)
	i := 0
	start := d.quote == 0 // a node may start here
	for dashes := 0; i < len(rest) && d.quote == 0 && d.flow == 0 && rest[i] == '-' && (i+1 == len(rest) || rest[i+1] == ' '); dashes++ {
		if dashes > 0 {
			depth++ // "- - x": a list in a list on one line
		}
		i += 2
		for i < len(rest) && rest[i] == ' ' {
			i++
		}
	}
	max := depth + d.flow
	for ; i < len(rest); i++ {
		c := rest[i]
		opens := (c == '[' || c == '{') && (start || d.flow > 0)
		if d.quote != 0 {
			switch {
			case c == '\\' && d.quote == '"':
				i++
			case c == d.quote && d.quote == '\'' && i+1 < len(rest) && rest[i+1] == '\'':
				i++
			case c == d.quote:
				d.quote = 0
			}
			continue
		}
		switch {
		case c == '#' && (i == 0 || rest[i-1] == ' ' || rest[i-1] == '\t'):
			return max
		case start && (c == '"' || c == '\''):
			d.quote = c
		case opens:
			d.flow++
			d.entries++
			if depth+d.flow > max {
				max = depth + d.flow
			}
		case d.flow > 0 && (c == ']' || c == '}'):
			d.flow--
		case d.flow > 0 && (c == ',' || c == ':' && (i+1 == len(rest) || rest[i+1] == ' ')):
			d.entries++
		case start && d.flow == 0 && (c == '|' || c == '>'):
			d.inBlock, d.block = true, ind
			return max
		}
		switch {
		case c == ' ' || c == '\t':
			// spaces keep a node start
		case opens || d.flow > 0 && c == ',':
			start = true
		case (c == ':' || c == '-' || c == '?') && (i+1 == len(rest) || rest[i+1] == ' '):
			start = true
		default:
			start = false
		}
	}
	return max
}
