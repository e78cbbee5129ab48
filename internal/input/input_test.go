package input

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDepth: the nesting counted for small texts, worked out by hand.
func TestDepth(t *testing.T) {
	cases := []struct {
		src  string
		want int // the deepest level
	}{
		{"a: 1\n", 1},
		{"a:\n  b:\n    c: 1\n", 3},
		{"a:\n  b: 1\nc: 2\n", 2},                  // back to level 1
		{"a: [1, [2, {b: 3}]]\n", 4},               // the map, two lists, a map
		{"a: [1,\n  [2,\n  3]]\n", 3},              // a flow list over lines
		{"- - - x\n", 3},                           // lists in lists on one line
		{"a: \"[[[[\"\nb: '[[''[['\n", 1},          // quoted brackets
		{"a: x [[[\n", 1},                          // a plain scalar
		{"a: 1 # [[[[\n", 1},                       // a comment
		{"a: |\n  [[[[\n      [[[[\nb: 1\n", 1},    // a block scalar
		{"a:\n  - b: 1\n    c:\n      - [1]\n", 5}, // a, the list, the b/c map, c's list, [1]
		{"a: \"x\n  [[[[\"\nb: 1\n", 1},            // a quoted string over lines
		{"\n\n# c\n  a:\n b:\n", 1},                // blank and comment lines count nothing
	}
	for _, c := range cases {
		var d depthScan
		got := 0
		for _, l := range strings.Split(c.src, "\n") {
			if n := d.line([]byte(l)); n > got {
				got = n
			}
		}
		if got != c.want {
			t.Errorf("%q: depth %d, want %d", c.src, got, c.want)
		}
	}
	if err := CheckYAML("f.yaml", []byte("a:\n  b: [[[1]]]\n"), "test file", 4, 100); err == nil || err.Error() != "f.yaml:2: nested too deeply: YAML maps and lists nest at most 4 levels" {
		t.Errorf("depth 5 against 4: %v", err)
	}
	if err := CheckYAML("f.yaml", []byte("a:\n  b: [[1]]\n"), "test file", 4, 100); err != nil {
		t.Errorf("depth 4 against 4: %v", err)
	}
}

// TestEntries: the entries counted, by hand: lines with content, flow
// openers, flow commas and flow keys.
func TestEntries(t *testing.T) {
	cases := []struct {
		src  string
		want int
	}{
		{"a: 1\nb: 2\n", 2},
		{"a: [1, 2, {b: 3}]\n", 6},   // 1 line, "[" "{", 2 commas, "b:"
		{"# c\n\na: |\n  x, y\n", 1}, // comments, blank lines and block text count nothing
		{"a: \"x, y: z\"\n", 1},      // nor quoted text
	}
	for _, c := range cases {
		var d depthScan
		for _, l := range strings.Split(c.src, "\n") {
			d.line([]byte(l))
		}
		if d.entries != c.want {
			t.Errorf("%q: %d entries, want %d", c.src, d.entries, c.want)
		}
	}
	if err := CheckYAML("f.yaml", []byte("a: 1\nb: [1, 2]\n"), "test file", 10, 3); err == nil || err.Error() != "f.yaml:2: too many entries: a test file has at most 3 (lines, list items and keys)" {
		t.Errorf("5 entries against 3: %v", err)
	}
}

// TestReadFile: a file within the limit is read; /dev/zero, a long file and a
// folder are refused at once with the limit or "is a directory".
func TestReadFile(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "d.deck")
	if err := os.WriteFile(f, []byte("1\n2\n3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if b, err := ReadFile(nil, f, 6, "deck list"); err != nil || string(b) != "1\n2\n3\n" {
		t.Errorf("6 bytes at limit 6: %q %v", b, err)
	}
	// the 5th byte is "3" on line 3
	if _, err := ReadFile(nil, f, 4, "deck list"); err == nil || err.Error() != f+":3: too long: a deck list is at most 4 bytes" {
		t.Errorf("6 bytes at limit 4: %v", err)
	}
	if _, err := ReadFile(nil, "/dev/zero", 64<<10, "deck list"); err == nil || err.Error() != "/dev/zero:1: too long: a deck list is at most 64 KiB" {
		t.Errorf("/dev/zero: %v", err)
	}
	if _, err := ReadFile(nil, dir, 64<<10, "deck list"); err == nil || err.Error() != dir+": is a directory, not a deck list" {
		t.Errorf("folder: %v", err)
	}
}
