package card

import (
	"strings"
	"testing"
	"time"
)

// TestBoundedYAML: each input the YAML library cannot take safely is an
// error "file:line: what" at once: tags (which panic inside goccy/go-yaml
// v1.19.2), anchors and aliases, nesting past the limit, a file past the size
// limit, and printed numbers out of range.
func TestBoundedYAML(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"tag on a list field", "cards:\n  - keywords: !x\n", "c.yaml:2: YAML tags (!x) are not supported"},
		{"tag !!seq", "cards:\n  - number: U-1\n    terrain: !!seq\n", "c.yaml:3: YAML tags (!!seq) are not supported"},
		{"anchor", "cards:\n  - &a {number: U-1}\n", "c.yaml:2: YAML anchors (&a) are not supported"},
		{"alias inside a map", "cards:\n  - {number: *a}\n", "c.yaml:2: YAML aliases (*a) are not supported"},
		{"merge key", "cards:\n  - {<<: {number: U-1}}\n", "c.yaml:2: YAML merge keys (<<) are not supported"},
		{"nested [", "cards: " + strings.Repeat("[", 200000), "c.yaml:1: nested too deeply: YAML maps and lists nest at most 40 levels"},
		// "cards:\n" is 7 bytes, then 4-byte lines: the byte after 1 MiB is
		// in comment line 1 + (1048576-7)/4 = 262143, file line 262144
		{"too long", "cards:\n" + strings.Repeat("# x\n", 300000), "c.yaml:262144: too long: a card file is at most 1 MiB"},
		{"huge power", strings.Replace(good, "power: 3/*/2", "power: 9223372036854775807/1/1", 1), "c.yaml:7: a unit needs power like 3/1/3, each * or at most 99"},
		{"huge modifier", "cards:\n  - {number: C-1, color: green, name: c, kind: character, cost: {designated: 1, total: \"1\", resource: \"0\"}, modifier: +100/+0/+0, source: t}\n", "c.yaml:2: cannot read modifier \"+100/+0/+0\""},
		{"character with power", "cards:\n  - {number: C-1, color: green, name: c, kind: character, cost: {designated: 1, total: \"1\", resource: \"0\"}, power: +1/+1/+1, source: t}\n", "c.yaml:2: a character has no power: write its combat modifier as modifier: +1/+1/+1"},
		{"huge designated", strings.Replace(good, "designated: 1,", "designated: 18446744073709551615,", 1), "designated power from 0 to 99"},
		{"huge total", strings.Replace(good, `total: "2"`, `total: "100"`, 1), `want a number from 0 to 99 or X, got "100"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			start := time.Now()
			err := LoadBytes(&DB{}, "c.yaml", []byte(c.src))
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %v, want %q", err, c.want)
			}
			if d := time.Since(start); d > time.Second {
				t.Errorf("took %v", d)
			}
		})
	}
}
