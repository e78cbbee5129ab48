package scenario

import (
	"fmt"
	"strings"

	"github.com/sortie-tcg/sortie/engine"
)

// name is a card's label, or its name when it has none.
func (r *run) name(c engine.CardID) string {
	if l, ok := r.names[c]; ok {
		return l
	}
	d := r.g.CardInfo(c).Def
	if d.Number == fillerNumber {
		return "unknown"
	}
	return d.Name
}

// listText renders cards by label or name, runs of the same name counted.
func (r *run) listText(ids []engine.CardID) string {
	var ws []string
	for i := 0; i < len(ids); {
		n := r.name(ids[i])
		j := i + 1
		for j < len(ids) && r.name(ids[j]) == n {
			j++
		}
		if j-i > 2 {
			ws = append(ws, fmt.Sprintf("%s ×%d", n, j-i))
		} else {
			for k := i; k < j; k++ {
				ws = append(ws, n)
			}
		}
		i = j
	}
	return "[" + strings.Join(ws, ", ") + "]"
}

func (r *run) matches(c engine.CardID, rf ref) bool {
	if rf.label >= 0 {
		return int(c) == rf.label
	}
	d := r.g.CardInfo(c).Def
	for _, x := range rf.defs {
		if x == d {
			return true
		}
	}
	return false
}

func (r *run) anyMatch(ids []engine.CardID, rf ref) bool {
	for _, c := range ids {
		if r.matches(c, rf) {
			return true
		}
	}
	return false
}

// listMatch compares a zone with the expected cards: in order, or as a set
// (labels first, then names).
func (r *run) listMatch(ids []engine.CardID, want []ref, ordered bool) bool {
	if len(ids) != len(want) {
		return false
	}
	if ordered {
		for i := range ids {
			if !r.matches(ids[i], want[i]) {
				return false
			}
		}
		return true
	}
	used := make([]bool, len(ids))
	for pass := 0; pass < 2; pass++ {
		for _, w := range want {
			if (w.label >= 0) != (pass == 0) {
				continue
			}
			ok := false
			for i, c := range ids {
				if !used[i] && r.matches(c, w) {
					used[i], ok = true, true
					break
				}
			}
			if !ok {
				return false
			}
		}
	}
	return true
}
